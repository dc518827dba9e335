// Generated from model/src/rnic/cqf.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_cqf. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_cqf(clock,reset,s_post_valid,s_post_ready,s_post_qp,s_post_recv,s_post_slot,s_post_wr_id,s_post_len,s_post_signaled,s_post_op,s_post_cq,s_wq_valid,s_wq_ready,s_wq_cq,s_wq_wr_id,s_wq_len,s_wq_inv_stag,s_wq_qp,s_wq_op,s_wq_status,s_wq_flags,s_tx_valid,s_tx_ready,s_tx_qp,s_tx_id,s_tx_op,s_tx_status,s_rx_valid,s_rx_ready,s_rx_qp,s_rx_kind,s_rx_status,s_rx_slot,s_rx_len,s_rx_se,s_rx_inv,s_rx_stag,m_cqe_valid,m_cqe_ready,m_cqe_cq,m_cqe_wr_id,m_cqe_len,m_cqe_inv_stag,m_cqe_qp,m_cqe_op,m_cqe_status,m_cqe_flags,m_done_valid,m_done_ready,m_done_qp,m_done_recv,m_done_read,idle,cnt_written,cnt_silent,cnt_dropped);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_post_valid;
    output wire  s_post_ready;
    input wire  [3:0] s_post_qp;
    input wire  s_post_recv;
    input wire  [3:0] s_post_slot;
    input wire  [63:0] s_post_wr_id;
    input wire  [31:0] s_post_len;
    input wire  s_post_signaled;
    input wire  [7:0] s_post_op;
    input wire  [3:0] s_post_cq;
    input wire  s_wq_valid;
    output wire  s_wq_ready;
    input wire  [3:0] s_wq_cq;
    input wire  [63:0] s_wq_wr_id;
    input wire  [31:0] s_wq_len;
    input wire  [31:0] s_wq_inv_stag;
    input wire  [15:0] s_wq_qp;
    input wire  [7:0] s_wq_op;
    input wire  [7:0] s_wq_status;
    input wire  [7:0] s_wq_flags;
    input wire  s_tx_valid;
    output wire  s_tx_ready;
    input wire  [3:0] s_tx_qp;
    input wire  [31:0] s_tx_id;
    input wire  [2:0] s_tx_op;
    input wire  [1:0] s_tx_status;
    input wire  s_rx_valid;
    output wire  s_rx_ready;
    input wire  [3:0] s_rx_qp;
    input wire  [1:0] s_rx_kind;
    input wire  [1:0] s_rx_status;
    input wire  [3:0] s_rx_slot;
    input wire  [31:0] s_rx_len;
    input wire  s_rx_se;
    input wire  s_rx_inv;
    input wire  [31:0] s_rx_stag;
    output wire  m_cqe_valid;
    input wire  m_cqe_ready;
    output wire  [3:0] m_cqe_cq;
    output wire  [63:0] m_cqe_wr_id;
    output wire  [31:0] m_cqe_len;
    output wire  [31:0] m_cqe_inv_stag;
    output wire  [15:0] m_cqe_qp;
    output wire  [7:0] m_cqe_op;
    output wire  [7:0] m_cqe_status;
    output wire  [7:0] m_cqe_flags;
    output wire  m_done_valid;
    input wire  m_done_ready;
    output wire  [3:0] m_done_qp;
    output wire  m_done_recv;
    output wire  m_done_read;
    output wire  idle;
    output wire  [31:0] cnt_written;
    output wire  [31:0] cnt_silent;
    output wire  [31:0] cnt_dropped;

    // Named constants (named_consts! in model/src)
    localparam [1:0] cqe$OK = 2'h0;
    localparam [1:0] cqe$OVERFLOW = 2'h2;
    localparam [1:0] cqe$RECV = 2'h0;
    localparam [7:0] cqe_flag$INVALIDATED = 8'h2;
    localparam [7:0] cqe_flag$SOLICITED = 8'h1;
    localparam [7:0] cqe_op$READ = 8'h1;
    localparam [7:0] cqe_status$FLUSHED = 8'h5;
    localparam [7:0] cqe_status$LOCAL_PROTECTION = 8'h1;
    localparam [7:0] cqe_status$SUCCESS = 8'h0;
    localparam [3:0] cqf_state$CHECK = 4'h3;
    localparam [3:0] cqf_state$CLEAR = 4'h7;
    localparam [3:0] cqf_state$CQE = 4'h4;
    localparam [3:0] cqf_state$DONE = 4'h5;
    localparam [3:0] cqf_state$IDLE = 4'h0;
    localparam [3:0] cqf_state$PASS = 4'h6;
    localparam [3:0] cqf_state$POST = 4'h1;
    localparam [3:0] cqf_state$READ = 4'h2;
    localparam [1:0] send_status$FLUSH = 2'h1;
    localparam [1:0] send_status$LOCAL_PROTECTION = 2'h2;
    localparam [1:0] send_status$OK = 2'h0;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    wire  [7:0] sends$read_address;
    wire  [111:0] sends$read_data;
    reg  sends$write_enable;
    wire  [7:0] sends$write_address;
    reg  [111:0] sends$write_data;
    wire  [7:0] recvs$read_address;
    wire  [111:0] recvs$read_data;
    reg  recvs$write_enable;
    wire  [7:0] recvs$write_address;
    reg  [111:0] recvs$write_data;
    reg  [7:0] at$d;
    reg  [7:0] at$q;
    reg  is_rx$d;
    reg  is_rx$q;
    reg  [111:0] rec$d;
    reg  [111:0] rec$q;
    reg  [1:0] e_status$d;
    reg  [1:0] e_status$q;
    reg  [31:0] e_len$d;
    reg  [31:0] e_len$q;
    reg  e_se$d;
    reg  e_se$q;
    reg  e_inv$d;
    reg  e_inv$q;
    reg  [31:0] e_stag$d;
    reg  [31:0] e_stag$q;
    reg  [3:0] c_cq$d;
    reg  [3:0] c_cq$q;
    reg  [63:0] c_wr_id$d;
    reg  [63:0] c_wr_id$q;
    reg  [31:0] c_len$d;
    reg  [31:0] c_len$q;
    reg  [31:0] c_inv$d;
    reg  [31:0] c_inv$q;
    reg  [15:0] c_qp$d;
    reg  [15:0] c_qp$q;
    reg  [7:0] c_op$d;
    reg  [7:0] c_op$q;
    reg  [7:0] c_status$d;
    reg  [7:0] c_status$q;
    reg  [7:0] c_flags$d;
    reg  [7:0] c_flags$q;
    reg  d_read$d;
    reg  d_read$q;
    reg  d_clear$d;
    reg  d_clear$q;
    reg  rx_turn$d;
    reg  rx_turn$q;
    reg  [31:0] n_written$d;
    reg  [31:0] n_written$q;
    reg  [31:0] n_silent$d;
    reg  [31:0] n_silent$q;
    reg  [31:0] n_dropped$d;
    reg  [31:0] n_dropped$q;

    // Local signals
    reg  [111:0] got;
    reg  [111:0] cleared;
    reg  [111:0] wrec;
    reg  [7:0] post_at;
    reg  [7:0] tx_at;
    reg  [7:0] rx_at;
    wire  [3:0] at_qp;
    wire  take_tx;
    wire  take_rx;

    // Sub module instances
    rnic_cqf$sends sends(
        .clock(clock),
        .read_address(sends$read_address),
        .read_data(sends$read_data),
        .write_enable(sends$write_enable),
        .write_address(sends$write_address),
        .write_data(sends$write_data)
    );
    rnic_cqf$recvs recvs(
        .clock(clock),
        .read_address(recvs$read_address),
        .read_data(recvs$read_data),
        .write_enable(recvs$write_enable),
        .write_address(recvs$write_address),
        .write_data(recvs$write_data)
    );

    // Registers
    initial begin
        st$q = 4'h0;
        at$q = 8'h0;
        is_rx$q = 1'h0;
        rec$q = 112'h0;
        e_status$q = 2'h0;
        e_len$q = 32'h0;
        e_se$q = 1'h0;
        e_inv$q = 1'h0;
        e_stag$q = 32'h0;
        c_cq$q = 4'h0;
        c_wr_id$q = 64'h0;
        c_len$q = 32'h0;
        c_inv$q = 32'h0;
        c_qp$q = 16'h0;
        c_op$q = 8'h0;
        c_status$q = 8'h0;
        c_flags$q = 8'h0;
        d_read$q = 1'h0;
        d_clear$q = 1'h0;
        rx_turn$q = 1'h0;
        n_written$q = 32'h0;
        n_silent$q = 32'h0;
        n_dropped$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        at$q <= at$d;
        is_rx$q <= is_rx$d;
        rec$q <= rec$d;
        e_status$q <= e_status$d;
        e_len$q <= e_len$d;
        e_se$q <= e_se$d;
        e_inv$q <= e_inv$d;
        e_stag$q <= e_stag$d;
        c_cq$q <= c_cq$d;
        c_wr_id$q <= c_wr_id$d;
        c_len$q <= c_len$d;
        c_inv$q <= c_inv$d;
        c_qp$q <= c_qp$d;
        c_op$q <= c_op$d;
        c_status$q <= c_status$d;
        c_flags$q <= c_flags$d;
        d_read$q <= d_read$d;
        d_clear$q <= d_clear$d;
        rx_turn$q <= rx_turn$d;
        n_written$q <= n_written$d;
        n_silent$q <= n_silent$d;
        n_dropped$q <= n_dropped$d;
    end

    // Update code
    assign cnt_written = n_written$q;
    assign cnt_silent = n_silent$q;
    assign cnt_dropped = n_dropped$q;
    assign idle = st$q == cqf_state$IDLE;
    assign sends$read_address = at$q;
    assign recvs$read_address = at$q;
    assign sends$write_address = at$q;
    assign recvs$write_address = at$q;
    assign at_qp = at$q[7:4];
    assign s_post_ready = (st$q == cqf_state$IDLE) & ~reset;
    assign s_wq_ready = (st$q == cqf_state$IDLE) & ~s_post_valid & ~reset;
    assign take_tx = s_tx_valid & ~(s_rx_valid & rx_turn$q);
    assign take_rx = s_rx_valid & ~take_tx;
    assign s_tx_ready = (st$q == cqf_state$IDLE) & ~s_post_valid & ~s_wq_valid & ~(s_rx_valid & rx_turn$q) & ~reset;
    assign s_rx_ready = (st$q == cqf_state$IDLE) & ~s_post_valid & ~s_wq_valid & ~take_tx & ~reset;
    assign m_cqe_valid = (st$q == cqf_state$CQE) | (st$q == cqf_state$PASS);
    assign m_cqe_cq = c_cq$q;
    assign m_cqe_wr_id = c_wr_id$q;
    assign m_cqe_len = c_len$q;
    assign m_cqe_inv_stag = c_inv$q;
    assign m_cqe_qp = c_qp$q;
    assign m_cqe_op = c_op$q;
    assign m_cqe_status = c_status$q;
    assign m_cqe_flags = c_flags$q;
    assign m_done_valid = st$q == cqf_state$DONE;
    assign m_done_qp = at_qp;
    assign m_done_recv = is_rx$q;
    assign m_done_read = d_read$q;

    always @(*) begin
        st$d = st$q;
        at$d = at$q;
        is_rx$d = is_rx$q;
        rec$d = rec$q;
        e_status$d = e_status$q;
        e_len$d = e_len$q;
        e_se$d = e_se$q;
        e_inv$d = e_inv$q;
        e_stag$d = e_stag$q;
        c_cq$d = c_cq$q;
        c_wr_id$d = c_wr_id$q;
        c_len$d = c_len$q;
        c_inv$d = c_inv$q;
        c_qp$d = c_qp$q;
        c_op$d = c_op$q;
        c_status$d = c_status$q;
        c_flags$d = c_flags$q;
        d_read$d = d_read$q;
        d_clear$d = d_clear$q;
        rx_turn$d = rx_turn$q;
        n_written$d = n_written$q;
        n_silent$d = n_silent$q;
        n_dropped$d = n_dropped$q;
        sends$write_data = wrec;
        recvs$write_data = wrec;
        sends$write_enable = 1'b0;
        recvs$write_enable = 1'b0;
        if (st$q == cqf_state$IDLE) begin
            if (s_post_valid) begin
                at$d = post_at;
                is_rx$d = s_post_recv;
                rec$d = 112'h0;
                rec$d[63:0] = s_post_wr_id;
                rec$d[95:64] = s_post_len;
                rec$d[103:96] = s_post_op;
                rec$d[107:104] = s_post_cq;
                rec$d[108] = s_post_signaled;
                rec$d[109] = 1'b1;
                st$d = cqf_state$POST;
            end
            else if (s_wq_valid) begin
                c_cq$d = s_wq_cq;
                c_wr_id$d = s_wq_wr_id;
                c_len$d = s_wq_len;
                c_inv$d = s_wq_inv_stag;
                c_qp$d = s_wq_qp;
                c_op$d = s_wq_op;
                c_status$d = s_wq_status;
                c_flags$d = s_wq_flags;
                st$d = cqf_state$PASS;
            end
            else if (take_tx) begin
                rx_turn$d = 1'b1;
                at$d = tx_at;
                is_rx$d = 1'b0;
                e_status$d = s_tx_status;
                st$d = cqf_state$READ;
            end
            else if (take_rx & (s_rx_kind != cqe$RECV)) begin
                n_dropped$d = n_dropped$q + 32'h1;
            end
            else if (take_rx) begin
                rx_turn$d = 1'b0;
                at$d = rx_at;
                is_rx$d = 1'b1;
                e_status$d = s_rx_status;
                e_len$d = s_rx_len;
                e_se$d = s_rx_se;
                e_inv$d = s_rx_inv;
                e_stag$d = s_rx_stag;
                st$d = cqf_state$READ;
            end
        end
        if (st$q == cqf_state$POST) begin
            sends$write_enable = ~is_rx$q;
            recvs$write_enable = is_rx$q;
            st$d = cqf_state$IDLE;
        end
        if (st$q == cqf_state$READ) begin
            st$d = cqf_state$CHECK;
        end
        if (st$q == cqf_state$CHECK) begin
            rec$d = got;
            c_cq$d = got[107:104];
            c_wr_id$d = got[63:0];
            c_len$d = got[95:64];
            c_inv$d = 32'h0;
            c_qp$d = {12'h0, at_qp};
            c_op$d = got[103:96];
            c_flags$d = 8'h0;
            d_read$d = ~is_rx$q & (got[103:96] == cqe_op$READ);
            d_clear$d = 1'b1;
            st$d = cqf_state$CQE;
            if (is_rx$q) begin
                c_len$d = e_len$q;
                c_status$d = cqe_status$FLUSHED;
                if (e_status$q == cqe$OK) begin
                    c_status$d = cqe_status$SUCCESS;
                end
                if (e_se$q) begin
                    c_flags$d = cqe_flag$SOLICITED;
                end
                if (e_inv$q) begin
                    c_inv$d = e_stag$q;
                    c_flags$d = cqe_flag$INVALIDATED;
                    if (e_se$q) begin
                        c_flags$d = (cqe_flag$SOLICITED | cqe_flag$INVALIDATED);
                    end
                end
            end
            else begin
                c_status$d = cqe_status$SUCCESS;
                if (e_status$q == send_status$FLUSH) begin
                    c_status$d = cqe_status$FLUSHED;
                end
                else if (e_status$q == send_status$LOCAL_PROTECTION) begin
                    c_status$d = cqe_status$LOCAL_PROTECTION;
                end
                if ((e_status$q == send_status$OK) & ~got[108] & got[109]) begin
                    n_silent$d = n_silent$q + 32'h1;
                    st$d = cqf_state$DONE;
                end
            end
            if (is_rx$q & (e_status$q == cqe$OVERFLOW)) begin
                n_dropped$d = n_dropped$q + 32'h1;
                d_clear$d = 1'b0;
                st$d = cqf_state$DONE;
            end
            else if (~got[109]) begin
                n_dropped$d = n_dropped$q + 32'h1;
                st$d = cqf_state$IDLE;
            end
        end
        if (m_cqe_valid & m_cqe_ready) begin
            n_written$d = n_written$q + 32'h1;
            if (st$q == cqf_state$CQE) begin
                st$d = cqf_state$DONE;
            end
            else begin
                st$d = cqf_state$IDLE;
            end
        end
        if ((st$q == cqf_state$DONE) & m_done_ready) begin
            sends$write_enable = ~is_rx$q & d_clear$q;
            recvs$write_enable = is_rx$q & d_clear$q;
            st$d = cqf_state$IDLE;
        end
        if (st$q == cqf_state$CLEAR) begin
            sends$write_data = 112'h0;
            recvs$write_data = 112'h0;
            sends$write_enable = 1'b1;
            recvs$write_enable = 1'b1;
            at$d = at$q + 8'h1;
            if (&at$q) begin
                st$d = cqf_state$IDLE;
            end
        end
        if (reset) begin
            st$d = cqf_state$CLEAR;
            at$d = 8'h0;
            n_written$d = 32'h0;
            n_silent$d = 32'h0;
            n_dropped$d = 32'h0;
        end
    end

    always @(*) begin
        got = sends$read_data;
        if (is_rx$q) begin
            got = recvs$read_data;
        end
    end

    always @(*) begin
        cleared = rec$q;
        cleared[109] = 1'b0;
    end

    always @(*) begin
        wrec = rec$q;
        if (st$q == cqf_state$DONE) begin
            wrec = cleared;
        end
    end

    always @(*) begin
        post_at = 8'h0;
        post_at[7:4] = s_post_qp;
        post_at[3:0] = s_post_slot;
    end

    always @(*) begin
        tx_at = 8'h0;
        tx_at[7:4] = s_tx_qp;
        tx_at[3:0] = s_tx_id[3:0];
    end

    always @(*) begin
        rx_at = 8'h0;
        rx_at[7:4] = s_rx_qp;
        rx_at[3:0] = s_rx_slot;
    end

endmodule // rnic_cqf


module rnic_cqf$recvs(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [7:0] read_address;
    output reg  [111:0] read_data;
    input wire  write_enable;
    input wire  [7:0] write_address;
    input wire  [111:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [111:0] mem [0:255];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {112{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_cqf$recvs


module rnic_cqf$sends(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [7:0] read_address;
    output reg  [111:0] read_data;
    input wire  write_enable;
    input wire  [7:0] write_address;
    input wire  [111:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [111:0] mem [0:255];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {112{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_cqf$sends
