// Generated from model/src/rnic/qpcfg.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_qpcfg. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_qpcfg(clock,reset,s_qp_valid,s_qp_ready,s_qp_qp,s_qp_live,s_qp_state,s_qp_pd,s_qp_cq,s_qp_sq_base,s_qp_sq_log,s_qp_rq_base,s_qp_rq_log,s_qp_conn,s_qp_ird,s_qp_ord,s_qp_mulpdu,s_qp_s0_tx,s_qp_s0_rx,s_qp_sent_s0,s_qp_acked,s_qp_markers_tx,s_qp_markers_rx,s_qp_crc,s_qp_kept,m_ring_valid,m_ring_ready,m_ring_qp,m_ring_live,m_ring_conn,m_ring_seq,m_ring_sent,m_ring_acked,m_ring_kept,m_ack_valid,m_ack_ready,m_ack_qp,m_ack_s0,m_tx_valid,m_tx_ready,m_tx_qp,m_tx_live,m_tx_markers,m_tx_crc,m_tx_offset_words,m_rx_valid,m_rx_ready,m_rx_qp,m_rx_live,m_rx_conn,m_rx_s0,m_rx_markers,m_rx_crc,m_rx_max_ulpdu,m_ddptx_valid,m_ddptx_ready,m_ddptx_qp,m_ddptx_pd,m_ddptx_mulpdu,m_ddptx_ord,m_ddprx_valid,m_ddprx_ready,m_ddprx_qp,m_ddprx_pd,m_ddprx_ird,m_wq_valid,m_wq_ready,m_wq_qp,m_wq_live,m_wq_state,m_wq_pd,m_wq_cq,m_wq_sq_base,m_wq_sq_log,m_wq_rq_base,m_wq_rq_log,m_wq_conn,m_wq_ird,m_wq_ord,m_wq_mulpdu,m_wq_s0_tx,m_wq_s0_rx,m_wq_sent_s0,m_wq_acked,m_wq_markers_tx,m_wq_markers_rx,m_wq_crc,m_wq_kept,m_toeev_valid,m_toeev_ready,m_toeev_qp,m_toeev_live,m_toeev_state,m_toeev_pd,m_toeev_cq,m_toeev_sq_base,m_toeev_sq_log,m_toeev_rq_base,m_toeev_rq_log,m_toeev_conn,m_toeev_ird,m_toeev_ord,m_toeev_mulpdu,m_toeev_s0_tx,m_toeev_s0_rx,m_toeev_sent_s0,m_toeev_acked,m_toeev_markers_tx,m_toeev_markers_rx,m_toeev_crc,m_toeev_kept,m_qperr_valid,m_qperr_ready,m_qperr_qp,m_qperr_live,m_qperr_state,m_qperr_pd,m_qperr_cq,m_qperr_sq_base,m_qperr_sq_log,m_qperr_rq_base,m_qperr_rq_log,m_qperr_conn,m_qperr_ird,m_qperr_ord,m_qperr_mulpdu,m_qperr_s0_tx,m_qperr_s0_rx,m_qperr_sent_s0,m_qperr_acked,m_qperr_markers_tx,m_qperr_markers_rx,m_qperr_crc,m_qperr_kept,idle,cnt_changes,cnt_rdma_on,cnt_rdma_off);

    // Module arguments
    input wire  clock;
    input wire  reset;
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
    output wire  m_ring_valid;
    input wire  m_ring_ready;
    output wire  [3:0] m_ring_qp;
    output wire  m_ring_live;
    output wire  [9:0] m_ring_conn;
    output wire  [31:0] m_ring_seq;
    output wire  [31:0] m_ring_sent;
    output wire  [31:0] m_ring_acked;
    output wire  [7:0] m_ring_kept;
    output wire  m_ack_valid;
    input wire  m_ack_ready;
    output wire  [3:0] m_ack_qp;
    output wire  [31:0] m_ack_s0;
    output wire  m_tx_valid;
    input wire  m_tx_ready;
    output wire  [3:0] m_tx_qp;
    output wire  m_tx_live;
    output wire  m_tx_markers;
    output wire  m_tx_crc;
    output wire  [29:0] m_tx_offset_words;
    output wire  m_rx_valid;
    input wire  m_rx_ready;
    output wire  [3:0] m_rx_qp;
    output wire  m_rx_live;
    output wire  [9:0] m_rx_conn;
    output wire  [31:0] m_rx_s0;
    output wire  m_rx_markers;
    output wire  m_rx_crc;
    output wire  [15:0] m_rx_max_ulpdu;
    output wire  m_ddptx_valid;
    input wire  m_ddptx_ready;
    output wire  [3:0] m_ddptx_qp;
    output wire  [15:0] m_ddptx_pd;
    output wire  [13:0] m_ddptx_mulpdu;
    output wire  [3:0] m_ddptx_ord;
    output wire  m_ddprx_valid;
    input wire  m_ddprx_ready;
    output wire  [3:0] m_ddprx_qp;
    output wire  [15:0] m_ddprx_pd;
    output wire  [3:0] m_ddprx_ird;
    output wire  m_wq_valid;
    input wire  m_wq_ready;
    output wire  [3:0] m_wq_qp;
    output wire  m_wq_live;
    output wire  [7:0] m_wq_state;
    output wire  [15:0] m_wq_pd;
    output wire  [15:0] m_wq_cq;
    output wire  [63:0] m_wq_sq_base;
    output wire  [7:0] m_wq_sq_log;
    output wire  [63:0] m_wq_rq_base;
    output wire  [7:0] m_wq_rq_log;
    output wire  [15:0] m_wq_conn;
    output wire  [3:0] m_wq_ird;
    output wire  [3:0] m_wq_ord;
    output wire  [15:0] m_wq_mulpdu;
    output wire  [31:0] m_wq_s0_tx;
    output wire  [31:0] m_wq_s0_rx;
    output wire  [31:0] m_wq_sent_s0;
    output wire  [31:0] m_wq_acked;
    output wire  m_wq_markers_tx;
    output wire  m_wq_markers_rx;
    output wire  m_wq_crc;
    output wire  [7:0] m_wq_kept;
    output wire  m_toeev_valid;
    input wire  m_toeev_ready;
    output wire  [3:0] m_toeev_qp;
    output wire  m_toeev_live;
    output wire  [7:0] m_toeev_state;
    output wire  [15:0] m_toeev_pd;
    output wire  [15:0] m_toeev_cq;
    output wire  [63:0] m_toeev_sq_base;
    output wire  [7:0] m_toeev_sq_log;
    output wire  [63:0] m_toeev_rq_base;
    output wire  [7:0] m_toeev_rq_log;
    output wire  [15:0] m_toeev_conn;
    output wire  [3:0] m_toeev_ird;
    output wire  [3:0] m_toeev_ord;
    output wire  [15:0] m_toeev_mulpdu;
    output wire  [31:0] m_toeev_s0_tx;
    output wire  [31:0] m_toeev_s0_rx;
    output wire  [31:0] m_toeev_sent_s0;
    output wire  [31:0] m_toeev_acked;
    output wire  m_toeev_markers_tx;
    output wire  m_toeev_markers_rx;
    output wire  m_toeev_crc;
    output wire  [7:0] m_toeev_kept;
    output wire  m_qperr_valid;
    input wire  m_qperr_ready;
    output wire  [3:0] m_qperr_qp;
    output wire  m_qperr_live;
    output wire  [7:0] m_qperr_state;
    output wire  [15:0] m_qperr_pd;
    output wire  [15:0] m_qperr_cq;
    output wire  [63:0] m_qperr_sq_base;
    output wire  [7:0] m_qperr_sq_log;
    output wire  [63:0] m_qperr_rq_base;
    output wire  [7:0] m_qperr_rq_log;
    output wire  [15:0] m_qperr_conn;
    output wire  [3:0] m_qperr_ird;
    output wire  [3:0] m_qperr_ord;
    output wire  [15:0] m_qperr_mulpdu;
    output wire  [31:0] m_qperr_s0_tx;
    output wire  [31:0] m_qperr_s0_rx;
    output wire  [31:0] m_qperr_sent_s0;
    output wire  [31:0] m_qperr_acked;
    output wire  m_qperr_markers_tx;
    output wire  m_qperr_markers_rx;
    output wire  m_qperr_crc;
    output wire  [7:0] m_qperr_kept;
    output wire  idle;
    output wire  [31:0] cnt_changes;
    output wire  [31:0] cnt_rdma_on;
    output wire  [31:0] cnt_rdma_off;

    // Named constants (named_consts! in model/src)
    localparam [7:0] qp_state$ERROR = 8'h6;
    localparam [7:0] qp_state$INIT = 8'h1;
    localparam [7:0] qp_state$RTS = 8'h3;
    localparam [15:0] qpcfg_limit$RX_MAX_ULPDU = 16'h2000;
    localparam [8:0] qpcfg_mask$CFGS = 9'h3f;

    // Stub signals
    reg  [3:0] h_qp$d;
    reg  [3:0] h_qp$q;
    reg  h_live$d;
    reg  h_live$q;
    reg  [362:0] h$d;
    reg  [362:0] h$q;
    reg  h_rts$d;
    reg  h_rts$q;
    reg  [8:0] owe$d;
    reg  [8:0] owe$q;
    reg  [31:0] n_changes$d;
    reg  [31:0] n_changes$q;
    reg  [31:0] n_on$d;
    reg  [31:0] n_on$q;
    reg  [31:0] n_off$d;
    reg  [31:0] n_off$q;

    // Local signals
    wire  is_init;
    wire  is_rts;
    wire  is_err;
    wire  take;
    reg  [362:0] word;
    reg  [8:0] new_owe;
    reg  [8:0] left;
    wire  copies;

    // Registers
    initial begin
        h_qp$q = 4'h0;
        h_live$q = 1'h0;
        h$q = 363'h0;
        h_rts$q = 1'h0;
        owe$q = 9'h0;
        n_changes$q = 32'h0;
        n_on$q = 32'h0;
        n_off$q = 32'h0;
    end

    always @(posedge clock) begin
        h_qp$q <= h_qp$d;
        h_live$q <= h_live$d;
        h$q <= h$d;
        h_rts$q <= h_rts$d;
        owe$q <= owe$d;
        n_changes$q <= n_changes$d;
        n_on$q <= n_on$d;
        n_off$q <= n_off$d;
    end

    // Update code
    assign idle = ~|owe$q;
    assign cnt_changes = n_changes$q;
    assign cnt_rdma_on = n_on$q;
    assign cnt_rdma_off = n_off$q;
    assign s_qp_ready = ~|owe$q & ~reset;
    assign take = s_qp_valid & ~|owe$q & ~reset;
    assign is_init = s_qp_live & (s_qp_state == qp_state$INIT);
    assign is_rts = s_qp_live & (s_qp_state == qp_state$RTS);
    assign is_err = s_qp_live & (s_qp_state == qp_state$ERROR);
    assign m_ring_valid = owe$q[0];
    assign m_ring_qp = h_qp$q;
    assign m_ring_live = h_rts$q;
    assign m_ring_conn = h$q[73:64];
    assign m_ring_seq = h$q[255:224];
    assign m_ring_sent = h$q[319:288];
    assign m_ring_acked = h$q[351:320];
    assign m_ring_kept = h$q[362:355];
    assign m_ack_valid = owe$q[1];
    assign m_ack_qp = h_qp$q;
    assign m_ack_s0 = h$q[319:288];
    assign m_tx_valid = owe$q[2];
    assign m_tx_qp = h_qp$q;
    assign m_tx_live = h_rts$q;
    assign m_tx_markers = h$q[352];
    assign m_tx_crc = h$q[354];
    assign m_tx_offset_words = 30'h0;
    assign m_rx_valid = owe$q[3];
    assign m_rx_qp = h_qp$q;
    assign m_rx_live = h_rts$q;
    assign m_rx_conn = h$q[73:64];
    assign m_rx_s0 = h$q[287:256];
    assign m_rx_markers = h$q[353];
    assign m_rx_crc = h$q[354];
    assign m_rx_max_ulpdu = qpcfg_limit$RX_MAX_ULPDU;
    assign m_ddptx_valid = owe$q[4];
    assign m_ddptx_qp = h_qp$q;
    assign m_ddptx_pd = h$q[23:8];
    assign m_ddptx_mulpdu = h$q[93:80];
    assign m_ddptx_ord = h$q[63:60];
    assign m_ddprx_valid = owe$q[5];
    assign m_ddprx_qp = h_qp$q;
    assign m_ddprx_pd = h$q[23:8];
    assign m_ddprx_ird = h$q[59:56];
    assign copies = ~|(owe$q & qpcfg_mask$CFGS);
    assign m_wq_valid = copies & owe$q[6];
    assign m_toeev_valid = copies & owe$q[7];
    assign m_qperr_valid = copies & owe$q[8];
    assign m_wq_qp = h_qp$q;
    assign m_wq_live = h_live$q;
    assign m_wq_state = h$q[7:0];
    assign m_wq_pd = h$q[23:8];
    assign m_wq_cq = h$q[39:24];
    assign m_wq_sq_base = h$q[159:96];
    assign m_wq_sq_log = h$q[47:40];
    assign m_wq_rq_base = h$q[223:160];
    assign m_wq_rq_log = h$q[55:48];
    assign m_wq_conn = h$q[79:64];
    assign m_wq_ird = h$q[59:56];
    assign m_wq_ord = h$q[63:60];
    assign m_wq_mulpdu = h$q[95:80];
    assign m_wq_s0_tx = h$q[255:224];
    assign m_wq_s0_rx = h$q[287:256];
    assign m_wq_sent_s0 = h$q[319:288];
    assign m_wq_acked = h$q[351:320];
    assign m_wq_markers_tx = h$q[352];
    assign m_wq_markers_rx = h$q[353];
    assign m_wq_crc = h$q[354];
    assign m_wq_kept = h$q[362:355];
    assign m_toeev_qp = h_qp$q;
    assign m_toeev_live = h_live$q;
    assign m_toeev_state = h$q[7:0];
    assign m_toeev_pd = h$q[23:8];
    assign m_toeev_cq = h$q[39:24];
    assign m_toeev_sq_base = h$q[159:96];
    assign m_toeev_sq_log = h$q[47:40];
    assign m_toeev_rq_base = h$q[223:160];
    assign m_toeev_rq_log = h$q[55:48];
    assign m_toeev_conn = h$q[79:64];
    assign m_toeev_ird = h$q[59:56];
    assign m_toeev_ord = h$q[63:60];
    assign m_toeev_mulpdu = h$q[95:80];
    assign m_toeev_s0_tx = h$q[255:224];
    assign m_toeev_s0_rx = h$q[287:256];
    assign m_toeev_sent_s0 = h$q[319:288];
    assign m_toeev_acked = h$q[351:320];
    assign m_toeev_markers_tx = h$q[352];
    assign m_toeev_markers_rx = h$q[353];
    assign m_toeev_crc = h$q[354];
    assign m_toeev_kept = h$q[362:355];
    assign m_qperr_qp = h_qp$q;
    assign m_qperr_live = h_live$q;
    assign m_qperr_state = h$q[7:0];
    assign m_qperr_pd = h$q[23:8];
    assign m_qperr_cq = h$q[39:24];
    assign m_qperr_sq_base = h$q[159:96];
    assign m_qperr_sq_log = h$q[47:40];
    assign m_qperr_rq_base = h$q[223:160];
    assign m_qperr_rq_log = h$q[55:48];
    assign m_qperr_conn = h$q[79:64];
    assign m_qperr_ird = h$q[59:56];
    assign m_qperr_ord = h$q[63:60];
    assign m_qperr_mulpdu = h$q[95:80];
    assign m_qperr_s0_tx = h$q[255:224];
    assign m_qperr_s0_rx = h$q[287:256];
    assign m_qperr_sent_s0 = h$q[319:288];
    assign m_qperr_acked = h$q[351:320];
    assign m_qperr_markers_tx = h$q[352];
    assign m_qperr_markers_rx = h$q[353];
    assign m_qperr_crc = h$q[354];
    assign m_qperr_kept = h$q[362:355];

    always @(*) begin
        h_qp$d = h_qp$q;
        h_live$d = h_live$q;
        h$d = h$q;
        h_rts$d = h_rts$q;
        owe$d = owe$q;
        n_changes$d = n_changes$q;
        n_on$d = n_on$q;
        n_off$d = n_off$q;
        if (take) begin
            h_qp$d = s_qp_qp;
            h_live$d = s_qp_live;
            h$d = word;
            h_rts$d = is_rts;
            n_changes$d = n_changes$q + 32'h1;
            if (is_rts) begin
                n_on$d = n_on$q + 32'h1;
            end
            if (is_err) begin
                n_off$d = n_off$q + 32'h1;
            end
        end
        owe$d = left;
        if (take) begin
            owe$d = new_owe;
        end
        if (reset) begin
            owe$d = 9'h0;
            n_changes$d = 32'h0;
            n_on$d = 32'h0;
            n_off$d = 32'h0;
        end
    end

    always @(*) begin
        word = 363'h0;
        word[7:0] = s_qp_state;
        word[23:8] = s_qp_pd;
        word[39:24] = s_qp_cq;
        word[47:40] = s_qp_sq_log;
        word[55:48] = s_qp_rq_log;
        word[59:56] = s_qp_ird;
        word[63:60] = s_qp_ord;
        word[79:64] = s_qp_conn;
        word[95:80] = s_qp_mulpdu;
        word[159:96] = s_qp_sq_base;
        word[223:160] = s_qp_rq_base;
        word[255:224] = s_qp_s0_tx;
        word[287:256] = s_qp_s0_rx;
        word[319:288] = s_qp_sent_s0;
        word[351:320] = s_qp_acked;
        word[352] = s_qp_markers_tx;
        word[353] = s_qp_markers_rx;
        word[354] = s_qp_crc;
        word[362:355] = s_qp_kept;
    end

    always @(*) begin
        new_owe = 9'h0;
        new_owe[0] = is_rts | is_err;
        new_owe[1] = is_rts;
        new_owe[2] = is_rts | is_err;
        new_owe[3] = is_rts | is_err;
        new_owe[4] = is_rts;
        new_owe[5] = is_init;
        new_owe[6] = 1'b1;
        new_owe[7] = 1'b1;
        new_owe[8] = 1'b1;
    end

    always @(*) begin
        left = owe$q;
        if (m_ring_valid & m_ring_ready) begin
            left[0] = 1'b0;
        end
        if (m_ack_valid & m_ack_ready) begin
            left[1] = 1'b0;
        end
        if (m_tx_valid & m_tx_ready) begin
            left[2] = 1'b0;
        end
        if (m_rx_valid & m_rx_ready) begin
            left[3] = 1'b0;
        end
        if (m_ddptx_valid & m_ddptx_ready) begin
            left[4] = 1'b0;
        end
        if (m_ddprx_valid & m_ddprx_ready) begin
            left[5] = 1'b0;
        end
        if (m_wq_valid & m_wq_ready) begin
            left[6] = 1'b0;
        end
        if (m_toeev_valid & m_toeev_ready) begin
            left[7] = 1'b0;
        end
        if (m_qperr_valid & m_qperr_ready) begin
            left[8] = 1'b0;
        end
    end

endmodule // rnic_qpcfg
