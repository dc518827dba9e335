// Generated from model/src/rnic/toeev.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_toeev. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_toeev(clock,reset,s_db_valid,s_db_ready,s_db_addr,s_db_data,s_qp_valid,s_qp_ready,s_qp_qp,s_qp_live,s_qp_state,s_qp_pd,s_qp_cq,s_qp_sq_base,s_qp_sq_log,s_qp_rq_base,s_qp_rq_log,s_qp_conn,s_qp_ird,s_qp_ord,s_qp_mulpdu,s_qp_s0_tx,s_qp_s0_rx,s_qp_sent_s0,s_qp_acked,s_qp_markers_tx,s_qp_markers_rx,s_qp_crc,s_qp_kept,s_ans_valid,s_ans_ready,s_ans_status,s_ans_conn,s_ans_index,s_event_valid,s_event_ready,s_event_kind,s_event_conn,s_event_value,m_acked_ring_valid,m_acked_ring_ready,m_acked_ring_qp,m_acked_ring_value,m_acked_ack_valid,m_acked_ack_ready,m_acked_ack_qp,m_acked_ack_value,m_qpev_valid,m_qpev_ready,m_qpev_qp,m_qpev_ev,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,eq_room,idle,cnt_written,cnt_lost,cnt_bad_db,cnt_acked,cnt_qpev);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_db_valid;
    output wire  s_db_ready;
    input wire  [15:0] s_db_addr;
    input wire  [31:0] s_db_data;
    input wire  s_qp_valid;
    output wire  s_qp_ready;
    input wire  [3:0] s_qp_qp;
    input wire  s_qp_live;
    input wire  [7:0] s_qp_state;
    input wire  [15:0] s_qp_pd;
    input wire  [15:0] s_qp_cq;
    input wire  [63:0] s_qp_sq_base;
    input wire  [7:0] s_qp_sq_log;
    input wire  [63:0] s_qp_rq_base;
    input wire  [7:0] s_qp_rq_log;
    input wire  [15:0] s_qp_conn;
    input wire  [3:0] s_qp_ird;
    input wire  [3:0] s_qp_ord;
    input wire  [15:0] s_qp_mulpdu;
    input wire  [31:0] s_qp_s0_tx;
    input wire  [31:0] s_qp_s0_rx;
    input wire  [31:0] s_qp_sent_s0;
    input wire  [31:0] s_qp_acked;
    input wire  s_qp_markers_tx;
    input wire  s_qp_markers_rx;
    input wire  s_qp_crc;
    input wire  [7:0] s_qp_kept;
    input wire  s_ans_valid;
    output wire  s_ans_ready;
    input wire  [7:0] s_ans_status;
    input wire  [9:0] s_ans_conn;
    input wire  [31:0] s_ans_index;
    input wire  s_event_valid;
    output wire  s_event_ready;
    input wire  [2:0] s_event_kind;
    input wire  [9:0] s_event_conn;
    input wire  [31:0] s_event_value;
    output wire  m_acked_ring_valid;
    input wire  m_acked_ring_ready;
    output wire  [3:0] m_acked_ring_qp;
    output wire  [31:0] m_acked_ring_value;
    output wire  m_acked_ack_valid;
    input wire  m_acked_ack_ready;
    output wire  [3:0] m_acked_ack_qp;
    output wire  [31:0] m_acked_ack_value;
    output wire  m_qpev_valid;
    input wire  m_qpev_ready;
    output wire  [3:0] m_qpev_qp;
    output wire  [1:0] m_qpev_ev;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [63:0] m_wr_addr;
    output wire  [15:0] m_wr_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output reg  [63:0] m_wd_data;
    output wire  [7:0] m_wd_keep;
    output wire  m_wd_last;
    output wire  eq_room;
    output wire  idle;
    output wire  [31:0] cnt_written;
    output wire  [31:0] cnt_lost;
    output wire  [31:0] cnt_bad_db;
    output wire  [31:0] cnt_acked;
    output wire  [31:0] cnt_qpev;

    // Named constants (named_consts! in model/src)
    localparam [31:0] db_ring_log$MAX = 32'h10;
    localparam [31:0] db_ring_log$MIN = 32'h1;
    localparam [2:0] eng_event$ABORTED = 3'h5;
    localparam [2:0] eng_event$ACKED = 3'h1;
    localparam [2:0] eng_event$CLOSED = 3'h3;
    localparam [2:0] eng_event$PEER_CLOSED = 3'h2;
    localparam [2:0] eng_event$RESET = 3'h4;
    localparam [15:0] eq_db$EQ_BASE_HI = 16'h3104;
    localparam [15:0] eq_db$EQ_BASE_LO = 16'h3100;
    localparam [15:0] eq_db$EQ_CI = 16'h310c;
    localparam [15:0] eq_db$EQ_LOG = 16'h3108;
    localparam [1:0] qp_event$LLP_CLOSED = 2'h2;
    localparam [1:0] qp_event$LLP_RESET = 2'h3;
    localparam [1:0] qp_event$PEER_CLOSED = 2'h1;
    localparam [15:0] qp_onehot$QP0 = 16'h1;
    localparam [7:0] qp_state$CLOSING = 8'h4;
    localparam [7:0] qp_state$RTS = 8'h3;
    localparam [7:0] qp_state$TERMINATE = 8'h5;
    localparam [7:0] toe_ev_flag$LOST = 8'h1;
    localparam [7:0] toe_ev_kind$ANSWER = 8'h7;
    localparam [15:0] toeev_conn$HIGH = 16'hfc00;
    localparam [15:0] toeev_len$ENTRY_BYTES = 16'h10;
    localparam [7:0] toeev_shift$ENTRY = 8'h4;
    localparam [7:0] toeev_shift$HALF = 8'h20;
    localparam [3:0] toeev_state$ACK_ACK = 4'h5;
    localparam [3:0] toeev_state$ACK_RING = 4'h4;
    localparam [3:0] toeev_state$DATA = 4'ha;
    localparam [3:0] toeev_state$DB_APPLY = 4'h2;
    localparam [3:0] toeev_state$DB_CHECK = 4'h1;
    localparam [3:0] toeev_state$IDLE = 4'h0;
    localparam [3:0] toeev_state$QP_EV = 4'h6;
    localparam [3:0] toeev_state$REQ = 4'h9;
    localparam [3:0] toeev_state$RING_ADDR = 4'h8;
    localparam [3:0] toeev_state$RING_CHECK = 4'h7;
    localparam [3:0] toeev_state$ROUTE = 4'h3;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [15:0] bound$d;
    reg  [15:0] bound$q;
    reg  [9:0] conn$0$d;
    reg  [9:0] conn$0$q;
    reg  [9:0] conn$1$d;
    reg  [9:0] conn$1$q;
    reg  [9:0] conn$2$d;
    reg  [9:0] conn$2$q;
    reg  [9:0] conn$3$d;
    reg  [9:0] conn$3$q;
    reg  [9:0] conn$4$d;
    reg  [9:0] conn$4$q;
    reg  [9:0] conn$5$d;
    reg  [9:0] conn$5$q;
    reg  [9:0] conn$6$d;
    reg  [9:0] conn$6$q;
    reg  [9:0] conn$7$d;
    reg  [9:0] conn$7$q;
    reg  [9:0] conn$8$d;
    reg  [9:0] conn$8$q;
    reg  [9:0] conn$9$d;
    reg  [9:0] conn$9$q;
    reg  [9:0] conn$10$d;
    reg  [9:0] conn$10$q;
    reg  [9:0] conn$11$d;
    reg  [9:0] conn$11$q;
    reg  [9:0] conn$12$d;
    reg  [9:0] conn$12$q;
    reg  [9:0] conn$13$d;
    reg  [9:0] conn$13$q;
    reg  [9:0] conn$14$d;
    reg  [9:0] conn$14$q;
    reg  [9:0] conn$15$d;
    reg  [9:0] conn$15$q;
    reg  [15:0] db_addr$d;
    reg  [15:0] db_addr$q;
    reg  [31:0] db_data$d;
    reg  [31:0] db_data$q;
    reg  db_ok$d;
    reg  db_ok$q;
    reg  ok$d;
    reg  ok$q;
    reg  [2:0] kind$d;
    reg  [2:0] kind$q;
    reg  [31:0] value$d;
    reg  [31:0] value$q;
    reg  [15:0] hits$d;
    reg  [15:0] hits$q;
    reg  [3:0] q$d;
    reg  [3:0] q$q;
    reg  [1:0] qev$d;
    reg  [1:0] qev$q;
    reg  [127:0] ent$d;
    reg  [127:0] ent$q;
    reg  [63:0] base$d;
    reg  [63:0] base$q;
    reg  [4:0] log$d;
    reg  [4:0] log$q;
    reg  started$d;
    reg  started$q;
    reg  [31:0] pi$d;
    reg  [31:0] pi$q;
    reg  [31:0] ci$d;
    reg  [31:0] ci$q;
    reg  lost$d;
    reg  lost$q;
    reg  [63:0] off$d;
    reg  [63:0] off$q;
    reg  [63:0] addr$d;
    reg  [63:0] addr$q;
    reg  wlast$d;
    reg  wlast$q;
    reg  [31:0] n_written$d;
    reg  [31:0] n_written$q;
    reg  [31:0] n_lost$d;
    reg  [31:0] n_lost$q;
    reg  [31:0] n_bad_db$d;
    reg  [31:0] n_bad_db$q;
    reg  [31:0] n_acked$d;
    reg  [31:0] n_acked$q;
    reg  [31:0] n_qpev$d;
    reg  [31:0] n_qpev$q;
    wire  [15:0] pick$mask;
    wire  [3:0] pick$num;

    // Local signals
    reg  [15:0] match_v;
    wire  [15:0] qsel;
    wire  rdma;
    wire  [31:0] size;
    wire  [31:0] used;
    wire  [31:0] slot;
    wire  [127:0] full;

    // Sub module instances
    rnic_toeev$pick pick(
        .mask(pick$mask),
        .num(pick$num)
    );

    // Registers
    initial begin
        st$q = 4'h0;
        bound$q = 16'h0;
        conn$0$q = 10'h0;
        conn$1$q = 10'h0;
        conn$2$q = 10'h0;
        conn$3$q = 10'h0;
        conn$4$q = 10'h0;
        conn$5$q = 10'h0;
        conn$6$q = 10'h0;
        conn$7$q = 10'h0;
        conn$8$q = 10'h0;
        conn$9$q = 10'h0;
        conn$10$q = 10'h0;
        conn$11$q = 10'h0;
        conn$12$q = 10'h0;
        conn$13$q = 10'h0;
        conn$14$q = 10'h0;
        conn$15$q = 10'h0;
        db_addr$q = 16'h0;
        db_data$q = 32'h0;
        db_ok$q = 1'h0;
        ok$q = 1'h0;
        kind$q = 3'h0;
        value$q = 32'h0;
        hits$q = 16'h0;
        q$q = 4'h0;
        qev$q = 2'h0;
        ent$q = 128'h0;
        base$q = 64'h0;
        log$q = 5'h0;
        started$q = 1'h0;
        pi$q = 32'h0;
        ci$q = 32'h0;
        lost$q = 1'h0;
        off$q = 64'h0;
        addr$q = 64'h0;
        wlast$q = 1'h0;
        n_written$q = 32'h0;
        n_lost$q = 32'h0;
        n_bad_db$q = 32'h0;
        n_acked$q = 32'h0;
        n_qpev$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        bound$q <= bound$d;
        conn$0$q <= conn$0$d;
        conn$1$q <= conn$1$d;
        conn$2$q <= conn$2$d;
        conn$3$q <= conn$3$d;
        conn$4$q <= conn$4$d;
        conn$5$q <= conn$5$d;
        conn$6$q <= conn$6$d;
        conn$7$q <= conn$7$d;
        conn$8$q <= conn$8$d;
        conn$9$q <= conn$9$d;
        conn$10$q <= conn$10$d;
        conn$11$q <= conn$11$d;
        conn$12$q <= conn$12$d;
        conn$13$q <= conn$13$d;
        conn$14$q <= conn$14$d;
        conn$15$q <= conn$15$d;
        db_addr$q <= db_addr$d;
        db_data$q <= db_data$d;
        db_ok$q <= db_ok$d;
        ok$q <= ok$d;
        kind$q <= kind$d;
        value$q <= value$d;
        hits$q <= hits$d;
        q$q <= q$d;
        qev$q <= qev$d;
        ent$q <= ent$d;
        base$q <= base$d;
        log$q <= log$d;
        started$q <= started$d;
        pi$q <= pi$d;
        ci$q <= ci$d;
        lost$q <= lost$d;
        off$q <= off$d;
        addr$q <= addr$d;
        wlast$q <= wlast$d;
        n_written$q <= n_written$d;
        n_lost$q <= n_lost$d;
        n_bad_db$q <= n_bad_db$d;
        n_acked$q <= n_acked$d;
        n_qpev$q <= n_qpev$d;
    end

    // Update code
    assign idle = st$q == toeev_state$IDLE;
    assign cnt_written = n_written$q;
    assign cnt_lost = n_lost$q;
    assign cnt_bad_db = n_bad_db$q;
    assign cnt_acked = n_acked$q;
    assign cnt_qpev = n_qpev$q;
    assign size = 32'h1 << log$q;
    assign used = pi$q - ci$q;
    assign slot = pi$q & (size - 32'h1);
    assign eq_room = started$q & (used < size);
    assign pick$mask = hits$q;
    assign s_db_ready = (st$q == toeev_state$IDLE) & ~reset;
    assign s_qp_ready = (st$q == toeev_state$IDLE) & ~s_db_valid & ~reset;
    assign s_ans_ready = (st$q == toeev_state$IDLE) & ~s_db_valid & ~s_qp_valid & ~reset;
    assign s_event_ready = (st$q == toeev_state$IDLE) & ~s_db_valid & ~s_qp_valid & ~s_ans_valid & ~reset;
    assign qsel = qp_onehot$QP0 << s_qp_qp;
    assign rdma = s_qp_live & ~|(s_qp_conn & toeev_conn$HIGH) & ((s_qp_state == qp_state$RTS) | (s_qp_state == qp_state$CLOSING) | (s_qp_state == qp_state$TERMINATE));
    assign m_acked_ring_valid = st$q == toeev_state$ACK_RING;
    assign m_acked_ring_qp = q$q;
    assign m_acked_ring_value = value$q;
    assign m_acked_ack_valid = st$q == toeev_state$ACK_ACK;
    assign m_acked_ack_qp = q$q;
    assign m_acked_ack_value = value$q;
    assign m_qpev_valid = st$q == toeev_state$QP_EV;
    assign m_qpev_qp = q$q;
    assign m_qpev_ev = qev$q;
    assign m_wr_valid = st$q == toeev_state$REQ;
    assign m_wr_addr = addr$q;
    assign m_wr_len = toeev_len$ENTRY_BYTES;
    assign full = ent$q;
    assign m_wd_valid = st$q == toeev_state$DATA;
    assign m_wd_keep = 8'hff;
    assign m_wd_last = wlast$q;

    always @(*) begin
        st$d = st$q;
        bound$d = bound$q;
        db_addr$d = db_addr$q;
        db_data$d = db_data$q;
        db_ok$d = db_ok$q;
        ok$d = ok$q;
        kind$d = kind$q;
        value$d = value$q;
        hits$d = hits$q;
        q$d = q$q;
        qev$d = qev$q;
        ent$d = ent$q;
        base$d = base$q;
        log$d = log$q;
        started$d = started$q;
        pi$d = pi$q;
        ci$d = ci$q;
        lost$d = lost$q;
        off$d = off$q;
        addr$d = addr$q;
        wlast$d = wlast$q;
        n_written$d = n_written$q;
        n_lost$d = n_lost$q;
        n_bad_db$d = n_bad_db$q;
        n_acked$d = n_acked$q;
        n_qpev$d = n_qpev$q;
        if (st$q == toeev_state$IDLE) begin
            if (s_db_valid) begin
                db_addr$d = s_db_addr;
                db_data$d = s_db_data;
                db_ok$d = (s_db_addr == eq_db$EQ_BASE_LO) | (s_db_addr == eq_db$EQ_BASE_HI) | (s_db_addr == eq_db$EQ_LOG) | (s_db_addr == eq_db$EQ_CI);
                st$d = toeev_state$DB_CHECK;
            end
            else if (s_qp_valid) begin
                if (rdma) begin
                    bound$d = bound$q | qsel;
                end
                else begin
                    bound$d = bound$q & ~qsel;
                end
            end
            else if (s_ans_valid) begin
                ent$d = 128'h0;
                ent$d[7:0] = toe_ev_kind$ANSWER;
                ent$d[15:8] = s_ans_status;
                ent$d[31:16] = {6'h0, s_ans_conn};
                ent$d[63:32] = s_ans_index;
                st$d = toeev_state$RING_CHECK;
            end
            else if (s_event_valid) begin
                kind$d = s_event_kind;
                value$d = s_event_value;
                hits$d = match_v;
                ent$d = 128'h0;
                ent$d[7:0] = {5'h0, s_event_kind};
                ent$d[31:16] = {6'h0, s_event_conn};
                ent$d[63:32] = s_event_value;
                st$d = toeev_state$ROUTE;
            end
        end
        if (st$q == toeev_state$ROUTE) begin
            q$d = pick$num;
            st$d = toeev_state$RING_CHECK;
            if (|hits$q) begin
                if (kind$q == eng_event$ACKED) begin
                    st$d = toeev_state$ACK_RING;
                end
                else if (kind$q == eng_event$PEER_CLOSED) begin
                    qev$d = qp_event$PEER_CLOSED;
                    st$d = toeev_state$QP_EV;
                end
                else if (kind$q == eng_event$CLOSED) begin
                    qev$d = qp_event$LLP_CLOSED;
                    st$d = toeev_state$QP_EV;
                end
                else if ((kind$q == eng_event$RESET) | (kind$q == eng_event$ABORTED)) begin
                    qev$d = qp_event$LLP_RESET;
                    st$d = toeev_state$QP_EV;
                end
            end
        end
        if ((st$q == toeev_state$ACK_RING) & m_acked_ring_ready) begin
            st$d = toeev_state$ACK_ACK;
        end
        if ((st$q == toeev_state$ACK_ACK) & m_acked_ack_ready) begin
            n_acked$d = n_acked$q + 32'h1;
            st$d = toeev_state$IDLE;
        end
        if ((st$q == toeev_state$QP_EV) & m_qpev_ready) begin
            n_qpev$d = n_qpev$q + 32'h1;
            st$d = toeev_state$RING_CHECK;
        end
        if (st$q == toeev_state$RING_CHECK) begin
            ok$d = eq_room;
            off$d = {32'h0, slot} << toeev_shift$ENTRY;
            ent$d[120] = ~|(pi$q & size);
            if (lost$q) begin
                ent$d[71:64] = toe_ev_flag$LOST;
            end
            st$d = toeev_state$RING_ADDR;
        end
        if (st$q == toeev_state$RING_ADDR) begin
            addr$d = base$q + off$q;
            st$d = toeev_state$REQ;
            if (~ok$q) begin
                lost$d = 1'b1;
                n_lost$d = n_lost$q + 32'h1;
                st$d = toeev_state$IDLE;
            end
        end
        if ((st$q == toeev_state$REQ) & m_wr_ready) begin
            wlast$d = 1'b0;
            st$d = toeev_state$DATA;
        end
        if ((st$q == toeev_state$DATA) & m_wd_ready) begin
            wlast$d = 1'b1;
            if (wlast$q) begin
                pi$d = pi$q + 32'h1;
                lost$d = 1'b0;
                n_written$d = n_written$q + 32'h1;
                st$d = toeev_state$IDLE;
            end
        end
        if (st$q == toeev_state$DB_CHECK) begin
            ok$d = db_ok$q;
            if (db_addr$q == eq_db$EQ_LOG) begin
                ok$d = (db_data$q >= db_ring_log$MIN) & (db_data$q <= db_ring_log$MAX);
            end
            else if (db_addr$q == eq_db$EQ_CI) begin
                ok$d = started$q & ((db_data$q - ci$q) <= used);
            end
            st$d = toeev_state$DB_APPLY;
        end
        if (st$q == toeev_state$DB_APPLY) begin
            st$d = toeev_state$IDLE;
            if (ok$q) begin
                if (db_addr$q == eq_db$EQ_BASE_LO) begin
                    base$d = ((base$q >> toeev_shift$HALF) << toeev_shift$HALF) | {32'h0, db_data$q};
                end
                else if (db_addr$q == eq_db$EQ_BASE_HI) begin
                    base$d = {32'h0, base$q[31:0]} | ({32'h0, db_data$q} << toeev_shift$HALF);
                end
                else if (db_addr$q == eq_db$EQ_LOG) begin
                    log$d = db_data$q[4:0];
                    started$d = 1'b1;
                    pi$d = 32'h0;
                    ci$d = 32'h0;
                    lost$d = 1'b0;
                end
                else begin
                    ci$d = db_data$q;
                end
            end
            else begin
                n_bad_db$d = n_bad_db$q + 32'h1;
            end
        end
        if (reset) begin
            st$d = toeev_state$IDLE;
            bound$d = 16'h0;
            started$d = 1'b0;
            lost$d = 1'b0;
            n_written$d = 32'h0;
            n_lost$d = 32'h0;
            n_bad_db$d = 32'h0;
            n_acked$d = 32'h0;
            n_qpev$d = 32'h0;
        end
    end

    always @(*) begin
        conn$0$d = conn$0$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[0]) begin
            conn$0$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$1$d = conn$1$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[1]) begin
            conn$1$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$2$d = conn$2$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[2]) begin
            conn$2$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$3$d = conn$3$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[3]) begin
            conn$3$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$4$d = conn$4$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[4]) begin
            conn$4$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$5$d = conn$5$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[5]) begin
            conn$5$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$6$d = conn$6$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[6]) begin
            conn$6$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$7$d = conn$7$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[7]) begin
            conn$7$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$8$d = conn$8$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[8]) begin
            conn$8$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$9$d = conn$9$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[9]) begin
            conn$9$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$10$d = conn$10$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[10]) begin
            conn$10$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$11$d = conn$11$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[11]) begin
            conn$11$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$12$d = conn$12$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[12]) begin
            conn$12$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$13$d = conn$13$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[13]) begin
            conn$13$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$14$d = conn$14$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[14]) begin
            conn$14$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        conn$15$d = conn$15$q;
        if ((st$q == toeev_state$IDLE) & ~s_db_valid & s_qp_valid & qsel[15]) begin
            conn$15$d = s_qp_conn[9:0];
        end
    end

    always @(*) begin
        match_v = 16'h0;
        match_v[0] = bound$q[0] & (conn$0$q == s_event_conn);
        match_v[1] = bound$q[1] & (conn$1$q == s_event_conn);
        match_v[2] = bound$q[2] & (conn$2$q == s_event_conn);
        match_v[3] = bound$q[3] & (conn$3$q == s_event_conn);
        match_v[4] = bound$q[4] & (conn$4$q == s_event_conn);
        match_v[5] = bound$q[5] & (conn$5$q == s_event_conn);
        match_v[6] = bound$q[6] & (conn$6$q == s_event_conn);
        match_v[7] = bound$q[7] & (conn$7$q == s_event_conn);
        match_v[8] = bound$q[8] & (conn$8$q == s_event_conn);
        match_v[9] = bound$q[9] & (conn$9$q == s_event_conn);
        match_v[10] = bound$q[10] & (conn$10$q == s_event_conn);
        match_v[11] = bound$q[11] & (conn$11$q == s_event_conn);
        match_v[12] = bound$q[12] & (conn$12$q == s_event_conn);
        match_v[13] = bound$q[13] & (conn$13$q == s_event_conn);
        match_v[14] = bound$q[14] & (conn$14$q == s_event_conn);
        match_v[15] = bound$q[15] & (conn$15$q == s_event_conn);
    end

    always @(*) begin
        m_wd_data = full[63:0];
        if (wlast$q) begin
            m_wd_data = full[127:64];
        end
    end

endmodule // rnic_toeev


module rnic_toeev$pick(mask,num);

    // Module arguments
    input wire  [15:0] mask;
    output reg  [3:0] num;

    // Named constants (named_consts! in model/src)
    localparam [15:0] rxctx_qp$NUM_B0 = 16'haaaa;
    localparam [15:0] rxctx_qp$NUM_B1 = 16'hcccc;
    localparam [15:0] rxctx_qp$NUM_B2 = 16'hf0f0;
    localparam [15:0] rxctx_qp$NUM_B3 = 16'hff00;
    localparam [15:0] rxctx_qp$ONE = 16'h1;

    // Local signals
    wire  [15:0] inv;
    wire  [15:0] low;

    // Update code
    assign inv = ~mask;
    assign low = mask & (inv + rxctx_qp$ONE);

    always @(*) begin
        num = 4'h0;
        num[0] = |(low & rxctx_qp$NUM_B0);
        num[1] = |(low & rxctx_qp$NUM_B1);
        num[2] = |(low & rxctx_qp$NUM_B2);
        num[3] = |(low & rxctx_qp$NUM_B3);
    end

endmodule // rnic_toeev$pick
