// Generated from model/src/rnic/qperr.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_qperr. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_qperr(clock,reset,s_term_valid,s_term_ready,s_term_qp,s_term_ctl,s_term_seglen,s_term_w0,s_term_w1,s_term_w2,s_term_w3,s_term_w4,s_term_w5,m_term_valid,m_term_ready,m_term_qp,m_term_ctl,m_term_seglen,m_term_w0,m_term_w1,m_term_w2,m_term_w3,m_term_w4,m_term_w5,s_cqe_valid,s_cqe_ready,s_cqe_qp,s_cqe_kind,s_cqe_status,s_cqe_slot,s_cqe_len,s_cqe_se,s_cqe_inv,s_cqe_stag,m_cqe_valid,m_cqe_ready,m_cqe_qp,m_cqe_kind,m_cqe_status,m_cqe_slot,m_cqe_len,m_cqe_se,m_cqe_inv,m_cqe_stag,s_llp_valid,s_llp_ready,s_llp_qp,s_llp_ev,m_ev_valid,m_ev_ready,m_ev_qp,m_ev_ev,s_qp_valid,s_qp_ready,s_qp_qp,s_qp_live,s_qp_state,s_qp_pd,s_qp_cq,s_qp_sq_base,s_qp_sq_log,s_qp_rq_base,s_qp_rq_log,s_qp_conn,s_qp_ird,s_qp_ord,s_qp_mulpdu,s_qp_s0_tx,s_qp_s0_rx,s_qp_sent_s0,s_qp_acked,s_qp_markers_tx,s_qp_markers_rx,s_qp_crc,s_qp_kept,s_own_term_valid,s_own_term_qp,m_flush_rx_valid,m_flush_rx_ready,m_flush_rx_qp,m_flush_tx_valid,m_flush_tx_ready,m_flush_tx_qp,idle,cnt_terms,cnt_flush_rx,cnt_flush_tx);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_term_valid;
    output wire  s_term_ready;
    input wire  [3:0] s_term_qp;
    input wire  [31:0] s_term_ctl;
    input wire  [15:0] s_term_seglen;
    input wire  [63:0] s_term_w0;
    input wire  [63:0] s_term_w1;
    input wire  [63:0] s_term_w2;
    input wire  [63:0] s_term_w3;
    input wire  [63:0] s_term_w4;
    input wire  [63:0] s_term_w5;
    output wire  m_term_valid;
    input wire  m_term_ready;
    output wire  [3:0] m_term_qp;
    output wire  [31:0] m_term_ctl;
    output wire  [15:0] m_term_seglen;
    output wire  [63:0] m_term_w0;
    output wire  [63:0] m_term_w1;
    output wire  [63:0] m_term_w2;
    output wire  [63:0] m_term_w3;
    output wire  [63:0] m_term_w4;
    output wire  [63:0] m_term_w5;
    input wire  s_cqe_valid;
    output wire  s_cqe_ready;
    input wire  [3:0] s_cqe_qp;
    input wire  [1:0] s_cqe_kind;
    input wire  [1:0] s_cqe_status;
    input wire  [3:0] s_cqe_slot;
    input wire  [31:0] s_cqe_len;
    input wire  s_cqe_se;
    input wire  s_cqe_inv;
    input wire  [31:0] s_cqe_stag;
    output wire  m_cqe_valid;
    input wire  m_cqe_ready;
    output wire  [3:0] m_cqe_qp;
    output wire  [1:0] m_cqe_kind;
    output wire  [1:0] m_cqe_status;
    output wire  [3:0] m_cqe_slot;
    output wire  [31:0] m_cqe_len;
    output wire  m_cqe_se;
    output wire  m_cqe_inv;
    output wire  [31:0] m_cqe_stag;
    input wire  s_llp_valid;
    output wire  s_llp_ready;
    input wire  [3:0] s_llp_qp;
    input wire  [1:0] s_llp_ev;
    output wire  m_ev_valid;
    input wire  m_ev_ready;
    output wire  [3:0] m_ev_qp;
    output wire  [1:0] m_ev_ev;
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
    input wire  s_own_term_valid;
    input wire  [3:0] s_own_term_qp;
    output wire  m_flush_rx_valid;
    input wire  m_flush_rx_ready;
    output wire  [3:0] m_flush_rx_qp;
    output wire  m_flush_tx_valid;
    input wire  m_flush_tx_ready;
    output wire  [3:0] m_flush_tx_qp;
    output wire  idle;
    output wire  [31:0] cnt_terms;
    output wire  [31:0] cnt_flush_rx;
    output wire  [31:0] cnt_flush_tx;

    // Named constants (named_consts! in model/src)
    localparam [1:0] cqe$PEER_TERMINATE = 2'h2;
    localparam [1:0] qp_event$TERMINATE = 2'h0;
    localparam [15:0] qp_onehot$QP0 = 16'h1;
    localparam [7:0] qp_state$ERROR = 8'h6;
    localparam [7:0] qp_state$TERMINATE = 8'h5;
    localparam [1:0] qperr_state$IDLE = 2'h0;
    localparam [1:0] qperr_state$LLP = 2'h2;
    localparam [1:0] qperr_state$TERM = 2'h1;

    // Stub signals
    reg  [1:0] st$d;
    reg  [1:0] st$q;
    reg  [15:0] marks$d;
    reg  [15:0] marks$q;
    reg  [15:0] errored$d;
    reg  [15:0] errored$q;
    reg  [15:0] owe_rx$d;
    reg  [15:0] owe_rx$q;
    reg  [15:0] owe_tx$d;
    reg  [15:0] owe_tx$q;
    reg  [3:0] ev_qp$d;
    reg  [3:0] ev_qp$q;
    reg  [1:0] ev$d;
    reg  [1:0] ev$q;
    reg  [3:0] frx_qp$d;
    reg  [3:0] frx_qp$q;
    reg  frx_v$d;
    reg  frx_v$q;
    reg  [3:0] ftx_qp$d;
    reg  [3:0] ftx_qp$q;
    reg  ftx_v$d;
    reg  ftx_v$q;
    reg  [31:0] n_terms$d;
    reg  [31:0] n_terms$q;
    reg  [31:0] n_frx$d;
    reg  [31:0] n_frx$q;
    reg  [31:0] n_ftx$d;
    reg  [31:0] n_ftx$q;
    wire  [15:0] pick_mark$mask;
    wire  [3:0] pick_mark$num;
    wire  [15:0] pick_rx$mask;
    wire  [3:0] pick_rx$num;
    wire  [15:0] pick_tx$mask;
    wire  [3:0] pick_tx$num;

    // Local signals
    reg  [15:0] set_marks;
    wire  [15:0] term_bit;
    wire  [15:0] cqe_bit;
    wire  [15:0] own_bit;
    wire  [15:0] qp_bit;
    wire  now_err;
    reg  [15:0] new_owed;
    reg  [15:0] clear_mark;
    reg  [15:0] clear_rx;
    reg  [15:0] clear_tx;

    // Sub module instances
    rnic_qperr$pick_mark pick_mark(
        .mask(pick_mark$mask),
        .num(pick_mark$num)
    );
    rnic_qperr$pick_rx pick_rx(
        .mask(pick_rx$mask),
        .num(pick_rx$num)
    );
    rnic_qperr$pick_tx pick_tx(
        .mask(pick_tx$mask),
        .num(pick_tx$num)
    );

    // Registers
    initial begin
        st$q = 2'h0;
        marks$q = 16'h0;
        errored$q = 16'h0;
        owe_rx$q = 16'h0;
        owe_tx$q = 16'h0;
        ev_qp$q = 4'h0;
        ev$q = 2'h0;
        frx_qp$q = 4'h0;
        frx_v$q = 1'h0;
        ftx_qp$q = 4'h0;
        ftx_v$q = 1'h0;
        n_terms$q = 32'h0;
        n_frx$q = 32'h0;
        n_ftx$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        marks$q <= marks$d;
        errored$q <= errored$d;
        owe_rx$q <= owe_rx$d;
        owe_tx$q <= owe_tx$d;
        ev_qp$q <= ev_qp$d;
        ev$q <= ev$d;
        frx_qp$q <= frx_qp$d;
        frx_v$q <= frx_v$d;
        ftx_qp$q <= ftx_qp$d;
        ftx_v$q <= ftx_v$d;
        n_terms$q <= n_terms$d;
        n_frx$q <= n_frx$d;
        n_ftx$q <= n_ftx$d;
    end

    // Update code
    assign idle = (st$q == qperr_state$IDLE) & ~|marks$q & ~|owe_rx$q & ~|owe_tx$q & ~frx_v$q & ~ftx_v$q;
    assign cnt_terms = n_terms$q;
    assign cnt_flush_rx = n_frx$q;
    assign cnt_flush_tx = n_ftx$q;
    assign m_term_valid = s_term_valid;
    assign m_term_qp = s_term_qp;
    assign m_term_ctl = s_term_ctl;
    assign m_term_seglen = s_term_seglen;
    assign m_term_w0 = s_term_w0;
    assign m_term_w1 = s_term_w1;
    assign m_term_w2 = s_term_w2;
    assign m_term_w3 = s_term_w3;
    assign m_term_w4 = s_term_w4;
    assign m_term_w5 = s_term_w5;
    assign s_term_ready = m_term_ready;
    assign m_cqe_valid = s_cqe_valid;
    assign m_cqe_qp = s_cqe_qp;
    assign m_cqe_kind = s_cqe_kind;
    assign m_cqe_status = s_cqe_status;
    assign m_cqe_slot = s_cqe_slot;
    assign m_cqe_len = s_cqe_len;
    assign m_cqe_se = s_cqe_se;
    assign m_cqe_inv = s_cqe_inv;
    assign m_cqe_stag = s_cqe_stag;
    assign s_cqe_ready = m_cqe_ready;
    assign term_bit = qp_onehot$QP0 << s_term_qp;
    assign cqe_bit = qp_onehot$QP0 << s_cqe_qp;
    assign own_bit = qp_onehot$QP0 << s_own_term_qp;
    assign pick_mark$mask = marks$q;
    assign s_llp_ready = (st$q == qperr_state$IDLE) & ~|marks$q & ~reset;
    assign m_ev_valid = (st$q == qperr_state$TERM) | (st$q == qperr_state$LLP);
    assign m_ev_qp = ev_qp$q;
    assign m_ev_ev = ev$q;
    assign s_qp_ready = ~reset;
    assign qp_bit = qp_onehot$QP0 << s_qp_qp;
    assign now_err = s_qp_live & ((s_qp_state == qp_state$ERROR) | (s_qp_state == qp_state$TERMINATE));
    assign pick_rx$mask = owe_rx$q;
    assign pick_tx$mask = owe_tx$q;
    assign m_flush_rx_valid = frx_v$q;
    assign m_flush_rx_qp = frx_qp$q;
    assign m_flush_tx_valid = ftx_v$q;
    assign m_flush_tx_qp = ftx_qp$q;

    always @(*) begin
        st$d = st$q;
        marks$d = marks$q;
        errored$d = errored$q;
        owe_rx$d = owe_rx$q;
        owe_tx$d = owe_tx$q;
        ev_qp$d = ev_qp$q;
        ev$d = ev$q;
        frx_qp$d = frx_qp$q;
        frx_v$d = frx_v$q;
        ftx_qp$d = ftx_qp$q;
        ftx_v$d = ftx_v$q;
        n_terms$d = n_terms$q;
        n_frx$d = n_frx$q;
        n_ftx$d = n_ftx$q;
        clear_mark = 16'h0;
        if (st$q == qperr_state$IDLE) begin
            if (|marks$q) begin
                ev_qp$d = pick_mark$num;
                ev$d = qp_event$TERMINATE;
                st$d = qperr_state$TERM;
            end
            else if (s_llp_valid) begin
                ev_qp$d = s_llp_qp;
                ev$d = s_llp_ev;
                st$d = qperr_state$LLP;
            end
        end
        if (m_ev_valid & m_ev_ready) begin
            if (st$q == qperr_state$TERM) begin
                clear_mark = qp_onehot$QP0 << ev_qp$q;
                n_terms$d = n_terms$q + 32'h1;
            end
            st$d = qperr_state$IDLE;
        end
        marks$d = (marks$q & ~clear_mark) | set_marks;
        new_owed = 16'h0;
        if (s_qp_valid) begin
            if (now_err) begin
                errored$d = errored$q | qp_bit;
                new_owed = qp_bit & ~errored$q;
            end
            else begin
                errored$d = errored$q & ~qp_bit;
            end
        end
        clear_rx = 16'h0;
        clear_tx = 16'h0;
        if (frx_v$q & m_flush_rx_ready) begin
            frx_v$d = 1'b0;
            clear_rx = qp_onehot$QP0 << frx_qp$q;
            n_frx$d = n_frx$q + 32'h1;
        end
        if (~frx_v$q & |owe_rx$q) begin
            frx_v$d = 1'b1;
            frx_qp$d = pick_rx$num;
        end
        if (ftx_v$q & m_flush_tx_ready) begin
            ftx_v$d = 1'b0;
            clear_tx = qp_onehot$QP0 << ftx_qp$q;
            n_ftx$d = n_ftx$q + 32'h1;
        end
        if (~ftx_v$q & |owe_tx$q) begin
            ftx_v$d = 1'b1;
            ftx_qp$d = pick_tx$num;
        end
        owe_rx$d = (owe_rx$q & ~clear_rx) | new_owed;
        owe_tx$d = (owe_tx$q & ~clear_tx) | new_owed;
        if (reset) begin
            st$d = qperr_state$IDLE;
            marks$d = 16'h0;
            errored$d = 16'h0;
            owe_rx$d = 16'h0;
            owe_tx$d = 16'h0;
            frx_v$d = 1'b0;
            ftx_v$d = 1'b0;
            n_terms$d = 32'h0;
            n_frx$d = 32'h0;
            n_ftx$d = 32'h0;
        end
    end

    always @(*) begin
        set_marks = 16'h0;
        if (s_term_valid & m_term_ready) begin
            set_marks = term_bit;
        end
        if (s_cqe_valid & m_cqe_ready & (s_cqe_kind == cqe$PEER_TERMINATE)) begin
            set_marks = set_marks | cqe_bit;
        end
        if (s_own_term_valid) begin
            set_marks = set_marks | own_bit;
        end
    end

endmodule // rnic_qperr


module rnic_qperr$pick_mark(mask,num);

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

endmodule // rnic_qperr$pick_mark


module rnic_qperr$pick_rx(mask,num);

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

endmodule // rnic_qperr$pick_rx


module rnic_qperr$pick_tx(mask,num);

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

endmodule // rnic_qperr$pick_tx
