// Generated from model/src/toe/rec_find.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_rec_find. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_rec_find(clock,reset,s_q_valid,s_q_ready,s_q_conn,s_q_start,s_q_limit,m_a_valid,m_a_ready,m_a_conn,m_a_found,m_a_found_off,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,cfg_bitmap_base,cfg_ring_shift,cnt_queries,cnt_words);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_q_valid;
    output wire  s_q_ready;
    input wire  [9:0] s_q_conn;
    input wire  [31:0] s_q_start;
    input wire  [15:0] s_q_limit;
    output wire  m_a_valid;
    input wire  m_a_ready;
    output wire  [9:0] m_a_conn;
    output wire  m_a_found;
    output wire  [15:0] m_a_found_off;
    output wire  m_dma_rd_valid;
    input wire  m_dma_rd_ready;
    output wire  [63:0] m_dma_rd_addr;
    output wire  [12:0] m_dma_rd_len;
    output wire  [7:0] m_dma_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    input wire  [63:0] cfg_bitmap_base;
    input wire  [4:0] cfg_ring_shift;
    output wire  [31:0] cnt_queries;
    output wire  [31:0] cnt_words;

    // Named constants (named_consts! in model/src)
    localparam [9:0] find_geom$BYTE_SHIFT = 10'h3;
    localparam [9:0] find_geom$HALF_1 = 10'h1;
    localparam [9:0] find_geom$HALF_16 = 10'h10;
    localparam [9:0] find_geom$HALF_2 = 10'h2;
    localparam [9:0] find_geom$HALF_32 = 10'h20;
    localparam [9:0] find_geom$HALF_4 = 10'h4;
    localparam [9:0] find_geom$HALF_8 = 10'h8;
    localparam [9:0] find_geom$PAGE_WORDS = 10'h200;
    localparam [9:0] find_geom$TOP_BIT = 10'h3f;
    localparam [9:0] find_geom$WORD_SHIFT = 10'h6;
    localparam [3:0] find_state$ADDR = 4'h3;
    localparam [3:0] find_state$H1 = 4'hc;
    localparam [3:0] find_state$H16 = 4'h8;
    localparam [3:0] find_state$H2 = 4'hb;
    localparam [3:0] find_state$H32 = 4'h7;
    localparam [3:0] find_state$H4 = 4'ha;
    localparam [3:0] find_state$H8 = 4'h9;
    localparam [3:0] find_state$IDLE = 4'h0;
    localparam [3:0] find_state$LEN = 4'h4;
    localparam [3:0] find_state$OUT = 4'he;
    localparam [3:0] find_state$PLACE = 4'h2;
    localparam [3:0] find_state$POS = 4'hd;
    localparam [3:0] find_state$SEND = 4'h5;
    localparam [3:0] find_state$SETUP = 4'h1;
    localparam [3:0] find_state$WAIT = 4'h6;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] start$d;
    reg  [31:0] start$q;
    reg  [15:0] limit$d;
    reg  [15:0] limit$q;
    reg  [31:0] n_q$d;
    reg  [31:0] n_q$q;
    reg  [31:0] n_words$d;
    reg  [31:0] n_words$q;
    reg  [31:0] last_byte$d;
    reg  [31:0] last_byte$q;
    reg  [16:0] span$d;
    reg  [16:0] span$q;
    reg  [31:0] word_mask$d;
    reg  [31:0] word_mask$q;
    reg  [63:0] conn_off$d;
    reg  [63:0] conn_off$q;
    reg  [16:0] fb_m1$d;
    reg  [16:0] fb_m1$q;
    reg  [63:0] lo_mask$d;
    reg  [63:0] lo_mask$q;
    reg  [63:0] hi_mask$d;
    reg  [63:0] hi_mask$q;
    reg  [63:0] m_lo$d;
    reg  [63:0] m_lo$q;
    reg  [63:0] m_hi$d;
    reg  [63:0] m_hi$q;
    reg  [63:0] conn_base$d;
    reg  [63:0] conn_base$q;
    reg  [31:0] cur_word$d;
    reg  [31:0] cur_word$q;
    reg  [10:0] req_left$d;
    reg  [10:0] req_left$q;
    reg  [10:0] beats_left$d;
    reg  [10:0] beats_left$q;
    reg  [10:0] k$d;
    reg  [10:0] k$q;
    reg  [63:0] addr$d;
    reg  [63:0] addr$q;
    reg  [10:0] len_words$d;
    reg  [10:0] len_words$q;
    reg  [7:0] tag$d;
    reg  [7:0] tag$q;
    reg  hit$d;
    reg  hit$q;
    reg  [63:0] last_word$d;
    reg  [63:0] last_word$q;
    reg  [10:0] last_k$d;
    reg  [10:0] last_k$q;
    reg  [63:0] x$d;
    reg  [63:0] x$q;
    reg  [5:0] bp$d;
    reg  [5:0] bp$q;
    reg  [16:0] off$d;
    reg  [16:0] off$q;

    // Local signals
    wire  [63:0] ones;
    wire  [63:0] hi_edge;
    wire  [10:0] page_left;
    wire  [63:0] masked;
    wire  beat;
    wire  [16:0] pos;

    // Registers
    initial begin
        st$q = 4'h0;
        conn$q = 10'h0;
        start$q = 32'h0;
        limit$q = 16'h0;
        n_q$q = 32'h0;
        n_words$q = 32'h0;
        last_byte$q = 32'h0;
        span$q = 17'h0;
        word_mask$q = 32'h0;
        conn_off$q = 64'h0;
        fb_m1$q = 17'h0;
        lo_mask$q = 64'h0;
        hi_mask$q = 64'h0;
        m_lo$q = 64'h0;
        m_hi$q = 64'h0;
        conn_base$q = 64'h0;
        cur_word$q = 32'h0;
        req_left$q = 11'h0;
        beats_left$q = 11'h0;
        k$q = 11'h0;
        addr$q = 64'h0;
        len_words$q = 11'h0;
        tag$q = 8'h0;
        hit$q = 1'h0;
        last_word$q = 64'h0;
        last_k$q = 11'h0;
        x$q = 64'h0;
        bp$q = 6'h0;
        off$q = 17'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        start$q <= start$d;
        limit$q <= limit$d;
        n_q$q <= n_q$d;
        n_words$q <= n_words$d;
        last_byte$q <= last_byte$d;
        span$q <= span$d;
        word_mask$q <= word_mask$d;
        conn_off$q <= conn_off$d;
        fb_m1$q <= fb_m1$d;
        lo_mask$q <= lo_mask$d;
        hi_mask$q <= hi_mask$d;
        m_lo$q <= m_lo$d;
        m_hi$q <= m_hi$d;
        conn_base$q <= conn_base$d;
        cur_word$q <= cur_word$d;
        req_left$q <= req_left$d;
        beats_left$q <= beats_left$d;
        k$q <= k$d;
        addr$q <= addr$d;
        len_words$q <= len_words$d;
        tag$q <= tag$d;
        hit$q <= hit$d;
        last_word$q <= last_word$d;
        last_k$q <= last_k$d;
        x$q <= x$d;
        bp$q <= bp$d;
        off$q <= off$d;
    end

    // Update code
    assign ones = ~64'h0;
    assign s_q_ready = (st$q == find_state$IDLE) & ~reset;
    assign m_a_valid = st$q == find_state$OUT;
    assign cnt_queries = n_q$q;
    assign cnt_words = n_words$q;
    assign hi_edge = ones >> (find_geom$TOP_BIT[5:0] - last_byte$q[5:0]);
    assign page_left = {1'h0, find_geom$PAGE_WORDS} - {2'h0, addr$q[11:3]};
    assign m_dma_rd_valid = st$q == find_state$SEND;
    assign m_dma_rd_addr = addr$q;
    assign m_dma_rd_len = {2'h0, len_words$q} << find_geom$BYTE_SHIFT;
    assign m_dma_rd_tag = tag$q;
    assign s_dma_data_ready = |beats_left$q & ~reset;
    assign beat = s_dma_data_valid & |beats_left$q;
    assign masked = s_dma_data & m_lo$q & m_hi$q;
    assign pos = ({6'h0, last_k$q} << find_geom$WORD_SHIFT) | {11'h0, bp$q};
    assign m_a_conn = conn$q;
    assign m_a_found = hit$q;
    assign m_a_found_off = off$q[15:0];

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        start$d = start$q;
        limit$d = limit$q;
        n_q$d = n_q$q;
        n_words$d = n_words$q;
        last_byte$d = last_byte$q;
        span$d = span$q;
        word_mask$d = word_mask$q;
        conn_off$d = conn_off$q;
        fb_m1$d = fb_m1$q;
        lo_mask$d = lo_mask$q;
        hi_mask$d = hi_mask$q;
        m_lo$d = m_lo$q;
        m_hi$d = m_hi$q;
        conn_base$d = conn_base$q;
        cur_word$d = cur_word$q;
        req_left$d = req_left$q;
        beats_left$d = beats_left$q;
        k$d = k$q;
        addr$d = addr$q;
        len_words$d = len_words$q;
        tag$d = tag$q;
        hit$d = hit$q;
        last_word$d = last_word$q;
        last_k$d = last_k$q;
        x$d = x$q;
        bp$d = bp$q;
        off$d = off$q;
        if ((st$q == find_state$IDLE) & s_q_valid) begin
            conn$d = s_q_conn;
            start$d = s_q_start;
            limit$d = s_q_limit;
            st$d = find_state$SETUP;
        end
        if (st$q == find_state$SETUP) begin
            last_byte$d = start$q + {16'h0, limit$q} - 32'h1;
            span$d = {11'h0, start$q[5:0]} + {1'h0, limit$q} + {7'h0, find_geom$TOP_BIT};
            fb_m1$d = {11'h0, start$q[5:0]} - 17'h1;
            word_mask$d = (32'h1 << (cfg_ring_shift - find_geom$WORD_SHIFT[4:0])) - 32'h1;
            conn_off$d = {54'h0, conn$q} << (cfg_ring_shift - find_geom$BYTE_SHIFT[4:0]);
            lo_mask$d = ones << start$q[5:0];
            hit$d = 1'b0;
            off$d = 17'h0;
            if (|limit$q) begin
                st$d = find_state$PLACE;
            end
            else begin
                st$d = find_state$OUT;
            end
        end
        if (st$q == find_state$PLACE) begin
            req_left$d = span$q[16:6];
            beats_left$d = span$q[16:6];
            hi_mask$d = hi_edge;
            m_lo$d = lo_mask$q;
            m_hi$d = ones;
            if (span$q[16:6] == 11'h1) begin
                m_hi$d = hi_edge;
            end
            k$d = 11'h0;
            conn_base$d = cfg_bitmap_base + conn_off$q;
            cur_word$d = {6'h0, start$q[31:6]} & word_mask$q;
            st$d = find_state$ADDR;
        end
        if (st$q == find_state$ADDR) begin
            addr$d = conn_base$q + ({32'h0, cur_word$q} << find_geom$BYTE_SHIFT);
            st$d = find_state$LEN;
        end
        if (st$q == find_state$LEN) begin
            if (req_left$q < page_left) begin
                len_words$d = req_left$q;
            end
            else begin
                len_words$d = page_left;
            end
            st$d = find_state$SEND;
        end
        if ((st$q == find_state$SEND) & m_dma_rd_ready) begin
            cur_word$d = (cur_word$q + {21'h0, len_words$q}) & word_mask$q;
            req_left$d = req_left$q - len_words$q;
            tag$d = tag$q + 8'h1;
            if (req_left$q == len_words$q) begin
                st$d = find_state$WAIT;
            end
            else begin
                st$d = find_state$ADDR;
            end
        end
        if (beat) begin
            k$d = k$q + 11'h1;
            beats_left$d = beats_left$q - 11'h1;
            n_words$d = n_words$q + 32'h1;
            m_lo$d = ones;
            m_hi$d = ones;
            if (beats_left$q == 11'h2) begin
                m_hi$d = hi_mask$q;
            end
            if (|masked) begin
                hit$d = 1'b1;
                last_word$d = masked;
                last_k$d = k$q;
            end
        end
        if ((st$q == find_state$WAIT) & ~|beats_left$q) begin
            x$d = last_word$q;
            bp$d = 6'h0;
            if (hit$q) begin
                st$d = find_state$H32;
            end
            else begin
                st$d = find_state$OUT;
            end
        end
        if (st$q == find_state$H32) begin
            if (|(x$q >> find_geom$HALF_32)) begin
                x$d = x$q >> find_geom$HALF_32;
                bp$d = bp$q + find_geom$HALF_32[5:0];
            end
            st$d = find_state$H16;
        end
        if (st$q == find_state$H16) begin
            if (|(x$q >> find_geom$HALF_16)) begin
                x$d = x$q >> find_geom$HALF_16;
                bp$d = bp$q + find_geom$HALF_16[5:0];
            end
            st$d = find_state$H8;
        end
        if (st$q == find_state$H8) begin
            if (|(x$q >> find_geom$HALF_8)) begin
                x$d = x$q >> find_geom$HALF_8;
                bp$d = bp$q + find_geom$HALF_8[5:0];
            end
            st$d = find_state$H4;
        end
        if (st$q == find_state$H4) begin
            if (|(x$q >> find_geom$HALF_4)) begin
                x$d = x$q >> find_geom$HALF_4;
                bp$d = bp$q + find_geom$HALF_4[5:0];
            end
            st$d = find_state$H2;
        end
        if (st$q == find_state$H2) begin
            if (|(x$q >> find_geom$HALF_2)) begin
                x$d = x$q >> find_geom$HALF_2;
                bp$d = bp$q + find_geom$HALF_2[5:0];
            end
            st$d = find_state$H1;
        end
        if (st$q == find_state$H1) begin
            if (|(x$q >> find_geom$HALF_1)) begin
                bp$d = bp$q + find_geom$HALF_1[5:0];
            end
            st$d = find_state$POS;
        end
        if (st$q == find_state$POS) begin
            off$d = pos - fb_m1$q;
            st$d = find_state$OUT;
        end
        if ((st$q == find_state$OUT) & m_a_ready) begin
            n_q$d = n_q$q + 32'h1;
            st$d = find_state$IDLE;
        end
        if (reset) begin
            st$d = find_state$IDLE;
            n_q$d = 32'h0;
            n_words$d = 32'h0;
            beats_left$d = 11'h0;
            tag$d = 8'h0;
        end
    end

endmodule // toe_rec_find
