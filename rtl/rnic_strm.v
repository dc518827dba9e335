// Generated from model/src/rnic/strm.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_strm. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_strm(clock,reset,s_strm_valid,s_strm_ready,s_strm_data,s_strm_keep,s_strm_last,s_strm_conn,s_strm_seq,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,cfg_buf_base,cfg_buf_shift,cfg_stat_base,idle,cnt_deliveries,cnt_bytes,cnt_splits);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_strm_valid;
    output wire  s_strm_ready;
    input wire  [63:0] s_strm_data;
    input wire  [7:0] s_strm_keep;
    input wire  s_strm_last;
    input wire  [9:0] s_strm_conn;
    input wire  [31:0] s_strm_seq;
    output reg  m_wr_valid;
    input wire  m_wr_ready;
    output reg  [63:0] m_wr_addr;
    output reg  [15:0] m_wr_len;
    output reg  m_wd_valid;
    input wire  m_wd_ready;
    output reg  [63:0] m_wd_data;
    output reg  [7:0] m_wd_keep;
    output wire  m_wd_last;
    input wire  [63:0] cfg_buf_base;
    input wire  [4:0] cfg_buf_shift;
    input wire  [63:0] cfg_stat_base;
    output wire  idle;
    output wire  [31:0] cnt_deliveries;
    output wire  [31:0] cnt_bytes;
    output wire  [31:0] cnt_splits;

    // Named constants (named_consts! in model/src)
    localparam [7:0] strm_const$ALL_LANES = 8'hff;
    localparam [7:0] strm_const$ONE = 8'h1;
    localparam [7:0] strm_const$STATUS_BYTES = 8'h4;
    localparam [7:0] strm_const$STATUS_KEEP = 8'hf;
    localparam [2:0] strm_state$CALC = 3'h1;
    localparam [2:0] strm_state$DATA = 3'h3;
    localparam [2:0] strm_state$DATA2 = 3'h5;
    localparam [2:0] strm_state$IDLE = 3'h0;
    localparam [2:0] strm_state$REQ = 3'h2;
    localparam [2:0] strm_state$REQ2 = 3'h4;
    localparam [2:0] strm_state$SDATA = 3'h7;
    localparam [2:0] strm_state$SREQ = 3'h6;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [63:0] data$d;
    reg  [63:0] data$q;
    reg  [7:0] keep$d;
    reg  [7:0] keep$q;
    reg  [3:0] cnt$d;
    reg  [3:0] cnt$q;
    reg  last$d;
    reg  last$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [31:0] seq_end$d;
    reg  [31:0] seq_end$q;
    reg  inside$d;
    reg  inside$q;
    reg  [31:0] mask$d;
    reg  [31:0] mask$q;
    reg  [63:0] buf$d;
    reg  [63:0] buf$q;
    reg  [63:0] addr1$d;
    reg  [63:0] addr1$q;
    reg  [3:0] len1$d;
    reg  [3:0] len1$q;
    reg  [7:0] keep1$d;
    reg  [7:0] keep1$q;
    reg  split$d;
    reg  split$q;
    reg  [31:0] n_deliveries$d;
    reg  [31:0] n_deliveries$q;
    reg  [31:0] n_bytes$d;
    reg  [31:0] n_bytes$q;
    reg  [31:0] n_splits$d;
    reg  [31:0] n_splits$q;

    // Local signals
    reg  [3:0] pop;
    wire  [31:0] off;
    wire  [31:0] room;
    wire  [63:0] in_conn64;
    wire  [63:0] off64;
    wire  [2:0] room_lanes;
    reg  [5:0] lane_bits;
    reg  [11:0] stat_off;
    wire  [63:0] stat_off64;
    wire  [63:0] seq_end32;
    wire  [15:0] len1_16;
    wire  [3:0] cnt_rest;
    wire  [15:0] len2_16;
    wire  [31:0] cnt32;

    // Registers
    initial begin
        st$q = 3'h0;
        data$q = 64'h0;
        keep$q = 8'h0;
        cnt$q = 4'h0;
        last$q = 1'h0;
        conn$q = 10'h0;
        seq$q = 32'h0;
        seq_end$q = 32'h0;
        inside$q = 1'h0;
        mask$q = 32'h0;
        buf$q = 64'h0;
        addr1$q = 64'h0;
        len1$q = 4'h0;
        keep1$q = 8'h0;
        split$q = 1'h0;
        n_deliveries$q = 32'h0;
        n_bytes$q = 32'h0;
        n_splits$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        data$q <= data$d;
        keep$q <= keep$d;
        cnt$q <= cnt$d;
        last$q <= last$d;
        conn$q <= conn$d;
        seq$q <= seq$d;
        seq_end$q <= seq_end$d;
        inside$q <= inside$d;
        mask$q <= mask$d;
        buf$q <= buf$d;
        addr1$q <= addr1$d;
        len1$q <= len1$d;
        keep1$q <= keep1$d;
        split$q <= split$d;
        n_deliveries$q <= n_deliveries$d;
        n_bytes$q <= n_bytes$d;
        n_splits$q <= n_splits$d;
    end

    // Update code
    assign s_strm_ready = (st$q == strm_state$IDLE) & ~reset;
    assign in_conn64 = {54'h0, s_strm_conn};
    assign cnt32 = {28'h0, cnt$q};
    assign off = seq$q & mask$q;
    assign room = mask$q - off + 32'h1;
    assign off64 = {32'h0, off};
    assign room_lanes = room[2:0];
    assign len1_16 = {12'h0, len1$q};
    assign cnt_rest = cnt$q - len1$q;
    assign len2_16 = {12'h0, cnt_rest};
    assign stat_off64 = {52'h0, stat_off};
    assign seq_end32 = {32'h0, seq_end$q};
    assign m_wd_last = 1'b1;
    assign cnt_deliveries = n_deliveries$q;
    assign cnt_bytes = n_bytes$q;
    assign cnt_splits = n_splits$q;
    assign idle = (st$q == strm_state$IDLE) & ~inside$q;

    always @(*) begin
        st$d = st$q;
        data$d = data$q;
        keep$d = keep$q;
        cnt$d = cnt$q;
        last$d = last$q;
        conn$d = conn$q;
        seq$d = seq$q;
        seq_end$d = seq_end$q;
        inside$d = inside$q;
        buf$d = buf$q;
        addr1$d = addr1$q;
        len1$d = len1$q;
        keep1$d = keep1$q;
        split$d = split$q;
        n_deliveries$d = n_deliveries$q;
        n_bytes$d = n_bytes$q;
        n_splits$d = n_splits$q;
        if (s_strm_valid & s_strm_ready) begin
            data$d = s_strm_data;
            keep$d = s_strm_keep;
            cnt$d = pop;
            last$d = s_strm_last;
            conn$d = s_strm_conn;
            buf$d = cfg_buf_base + (in_conn64 << cfg_buf_shift);
            if (~inside$q) begin
                seq$d = s_strm_seq;
            end
            else begin
                seq$d = seq_end$q;
            end
            inside$d = ~s_strm_last;
            st$d = strm_state$CALC;
        end
        if (st$q == strm_state$CALC) begin
            seq_end$d = seq$q + cnt32;
            addr1$d = buf$q + off64;
            len1$d = cnt$q;
            keep1$d = keep$q;
            split$d = 1'b0;
            if (cnt32 > room) begin
                split$d = 1'b1;
                len1$d = {1'h0, room_lanes};
                keep1$d = ~(strm_const$ALL_LANES << room_lanes);
                n_splits$d = n_splits$q + 32'h1;
            end
            n_bytes$d = n_bytes$q + cnt32;
            st$d = strm_state$REQ;
            if (~|cnt$q) begin
                st$d = strm_state$IDLE;
                if (last$q) begin
                    st$d = strm_state$SREQ;
                end
            end
        end
        m_wr_valid = 1'b0;
        m_wr_addr = addr1$q;
        m_wr_len = len1_16;
        m_wd_valid = 1'b0;
        m_wd_data = data$q;
        m_wd_keep = keep1$q;
        if (st$q == strm_state$REQ) begin
            m_wr_valid = 1'b1;
            if (m_wr_ready) begin
                st$d = strm_state$DATA;
            end
        end
        if (st$q == strm_state$DATA) begin
            m_wd_valid = 1'b1;
            if (m_wd_ready) begin
                if (split$q) begin
                    st$d = strm_state$REQ2;
                end
                else if (last$q) begin
                    st$d = strm_state$SREQ;
                end
                else begin
                    st$d = strm_state$IDLE;
                end
            end
        end
        if (st$q == strm_state$REQ2) begin
            m_wr_valid = 1'b1;
            m_wr_addr = buf$q;
            m_wr_len = len2_16;
            if (m_wr_ready) begin
                st$d = strm_state$DATA2;
            end
        end
        if (st$q == strm_state$DATA2) begin
            m_wd_valid = 1'b1;
            m_wd_data = data$q >> lane_bits;
            m_wd_keep = keep$q >> len1$q[2:0];
            if (m_wd_ready) begin
                if (last$q) begin
                    st$d = strm_state$SREQ;
                end
                else begin
                    st$d = strm_state$IDLE;
                end
            end
        end
        if (st$q == strm_state$SREQ) begin
            m_wr_valid = 1'b1;
            m_wr_addr = cfg_stat_base + stat_off64;
            m_wr_len = {8'h0, strm_const$STATUS_BYTES};
            if (m_wr_ready) begin
                st$d = strm_state$SDATA;
            end
        end
        if (st$q == strm_state$SDATA) begin
            m_wd_valid = 1'b1;
            m_wd_data = seq_end32;
            m_wd_keep = strm_const$STATUS_KEEP;
            if (m_wd_ready) begin
                n_deliveries$d = n_deliveries$q + 32'h1;
                st$d = strm_state$IDLE;
            end
        end
        if (reset) begin
            st$d = strm_state$IDLE;
            inside$d = 1'b0;
            n_deliveries$d = 32'h0;
            n_bytes$d = 32'h0;
            n_splits$d = 32'h0;
        end
    end

    always @(*) begin
        mask$d = mask$q;
        mask$d = ({24'h0, strm_const$ONE} << cfg_buf_shift) - 32'h1;
    end

    always @(*) begin
        pop = 4'h0;
        if (s_strm_keep[0]) begin
            pop = pop + 4'h1;
        end
        if (s_strm_keep[1]) begin
            pop = pop + 4'h1;
        end
        if (s_strm_keep[2]) begin
            pop = pop + 4'h1;
        end
        if (s_strm_keep[3]) begin
            pop = pop + 4'h1;
        end
        if (s_strm_keep[4]) begin
            pop = pop + 4'h1;
        end
        if (s_strm_keep[5]) begin
            pop = pop + 4'h1;
        end
        if (s_strm_keep[6]) begin
            pop = pop + 4'h1;
        end
        if (s_strm_keep[7]) begin
            pop = pop + 4'h1;
        end
    end

    always @(*) begin
        lane_bits = 6'h0;
        lane_bits[5:3] = len1$q[2:0];
    end

    always @(*) begin
        stat_off = 12'h0;
        stat_off[11:2] = conn$q;
    end

endmodule // rnic_strm
