// Generated from model/src/toe/tx_read.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_tx_read. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_tx_read(clock,reset,s_rd_valid,s_rd_ready,s_rd_conn,s_rd_seq,s_rd_len,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,m_pay_data,m_pay_keep,m_pay_last,m_pay_valid,m_pay_ready,cfg_ring_base,cfg_ring_shift,cnt_reads,cnt_words);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_rd_valid;
    output wire  s_rd_ready;
    input wire  [9:0] s_rd_conn;
    input wire  [31:0] s_rd_seq;
    input wire  [15:0] s_rd_len;
    output wire  m_dma_rd_valid;
    input wire  m_dma_rd_ready;
    output wire  [63:0] m_dma_rd_addr;
    output wire  [12:0] m_dma_rd_len;
    output wire  [7:0] m_dma_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    output wire  [63:0] m_pay_data;
    output wire  [7:0] m_pay_keep;
    output wire  m_pay_last;
    output wire  m_pay_valid;
    input wire  m_pay_ready;
    input wire  [63:0] cfg_ring_base;
    input wire  [4:0] cfg_ring_shift;
    output wire  [31:0] cnt_reads;
    output wire  [31:0] cnt_words;

    // Named constants (named_consts! in model/src)
    localparam [9:0] read_geom$LANE_BITS_SHIFT = 10'h3;
    localparam [9:0] read_geom$PAGE_WORDS = 10'h200;
    localparam [9:0] read_geom$TOP_LANE = 10'h7;
    localparam [9:0] read_geom$WORD_BITS = 10'h40;
    localparam [9:0] read_geom$WORD_BYTES_SHIFT = 10'h3;
    localparam [3:0] read_state$ADDR = 4'h3;
    localparam [3:0] read_state$FLUSH = 4'h7;
    localparam [3:0] read_state$IDLE = 4'h0;
    localparam [3:0] read_state$LEN = 4'h4;
    localparam [3:0] read_state$PLACE = 4'h2;
    localparam [3:0] read_state$SEND = 4'h5;
    localparam [3:0] read_state$SETUP = 4'h1;
    localparam [3:0] read_state$WAIT = 4'h6;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] n_rd$d;
    reg  [31:0] n_rd$q;
    reg  [31:0] n_words$d;
    reg  [31:0] n_words$q;
    reg  [16:0] span_w$d;
    reg  [16:0] span_w$q;
    reg  [16:0] span_n$d;
    reg  [16:0] span_n$q;
    reg  [7:0] last_keep$d;
    reg  [7:0] last_keep$q;
    reg  [31:0] word_mask$d;
    reg  [31:0] word_mask$q;
    reg  [63:0] conn_off$d;
    reg  [63:0] conn_off$q;
    reg  [6:0] sh$d;
    reg  [6:0] sh$q;
    reg  [6:0] shc$d;
    reg  [6:0] shc$q;
    reg  aligned$d;
    reg  aligned$q;
    reg  flush_due$d;
    reg  flush_due$q;
    reg  [63:0] conn_base$d;
    reg  [63:0] conn_base$q;
    reg  [31:0] cur_word$d;
    reg  [31:0] cur_word$q;
    reg  [13:0] req_left$d;
    reg  [13:0] req_left$q;
    reg  [13:0] in_left$d;
    reg  [13:0] in_left$q;
    reg  first_in$d;
    reg  first_in$q;
    reg  [63:0] addr$d;
    reg  [63:0] addr$q;
    reg  [13:0] len_words$d;
    reg  [13:0] len_words$q;
    reg  [7:0] tag$d;
    reg  [7:0] tag$q;
    reg  [63:0] prev$d;
    reg  [63:0] prev$q;
    reg  out_valid$d;
    reg  out_valid$q;
    reg  [63:0] out_data$d;
    reg  [63:0] out_data$q;
    reg  [7:0] out_keep$d;
    reg  [7:0] out_keep$q;
    reg  out_last$d;
    reg  out_last$q;

    // Local signals
    wire  [13:0] page_left;
    wire  room;
    wire  take;
    wire  in_last;

    // Registers
    initial begin
        st$q = 4'h0;
        conn$q = 10'h0;
        seq$q = 32'h0;
        len$q = 16'h0;
        n_rd$q = 32'h0;
        n_words$q = 32'h0;
        span_w$q = 17'h0;
        span_n$q = 17'h0;
        last_keep$q = 8'h0;
        word_mask$q = 32'h0;
        conn_off$q = 64'h0;
        sh$q = 7'h0;
        shc$q = 7'h0;
        aligned$q = 1'h0;
        flush_due$q = 1'h0;
        conn_base$q = 64'h0;
        cur_word$q = 32'h0;
        req_left$q = 14'h0;
        in_left$q = 14'h0;
        first_in$q = 1'h0;
        addr$q = 64'h0;
        len_words$q = 14'h0;
        tag$q = 8'h0;
        prev$q = 64'h0;
        out_valid$q = 1'h0;
        out_data$q = 64'h0;
        out_keep$q = 8'h0;
        out_last$q = 1'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        seq$q <= seq$d;
        len$q <= len$d;
        n_rd$q <= n_rd$d;
        n_words$q <= n_words$d;
        span_w$q <= span_w$d;
        span_n$q <= span_n$d;
        last_keep$q <= last_keep$d;
        word_mask$q <= word_mask$d;
        conn_off$q <= conn_off$d;
        sh$q <= sh$d;
        shc$q <= shc$d;
        aligned$q <= aligned$d;
        flush_due$q <= flush_due$d;
        conn_base$q <= conn_base$d;
        cur_word$q <= cur_word$d;
        req_left$q <= req_left$d;
        in_left$q <= in_left$d;
        first_in$q <= first_in$d;
        addr$q <= addr$d;
        len_words$q <= len_words$d;
        tag$q <= tag$d;
        prev$q <= prev$d;
        out_valid$q <= out_valid$d;
        out_data$q <= out_data$d;
        out_keep$q <= out_keep$d;
        out_last$q <= out_last$d;
    end

    // Update code
    assign s_rd_ready = (st$q == read_state$IDLE) & ~reset;
    assign cnt_reads = n_rd$q;
    assign cnt_words = n_words$q;
    assign page_left = {4'h0, read_geom$PAGE_WORDS} - {5'h0, addr$q[11:3]};
    assign m_dma_rd_valid = st$q == read_state$SEND;
    assign m_dma_rd_addr = addr$q;
    assign m_dma_rd_len = {3'h0, len_words$q[9:0]} << read_geom$WORD_BYTES_SHIFT;
    assign m_dma_rd_tag = tag$q;
    assign m_pay_valid = out_valid$q;
    assign m_pay_data = out_data$q;
    assign m_pay_keep = out_keep$q;
    assign m_pay_last = out_last$q;
    assign room = ~out_valid$q | m_pay_ready;
    assign s_dma_data_ready = |in_left$q & room & ~reset;
    assign take = s_dma_data_valid & |in_left$q & room;
    assign in_last = in_left$q == 14'h1;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        seq$d = seq$q;
        len$d = len$q;
        n_rd$d = n_rd$q;
        n_words$d = n_words$q;
        span_w$d = span_w$q;
        span_n$d = span_n$q;
        last_keep$d = last_keep$q;
        word_mask$d = word_mask$q;
        conn_off$d = conn_off$q;
        sh$d = sh$q;
        shc$d = shc$q;
        aligned$d = aligned$q;
        flush_due$d = flush_due$q;
        conn_base$d = conn_base$q;
        cur_word$d = cur_word$q;
        req_left$d = req_left$q;
        in_left$d = in_left$q;
        first_in$d = first_in$q;
        addr$d = addr$q;
        len_words$d = len_words$q;
        tag$d = tag$q;
        prev$d = prev$q;
        out_valid$d = out_valid$q;
        out_data$d = out_data$q;
        out_keep$d = out_keep$q;
        out_last$d = out_last$q;
        if ((st$q == read_state$IDLE) & s_rd_valid) begin
            conn$d = s_rd_conn;
            seq$d = s_rd_seq;
            len$d = s_rd_len;
            n_rd$d = n_rd$q + 32'h1;
            st$d = read_state$SETUP;
        end
        if (st$q == read_state$SETUP) begin
            span_w$d = {14'h0, seq$q[2:0]} + {1'h0, len$q} + {7'h0, read_geom$TOP_LANE};
            span_n$d = {1'h0, len$q} + {7'h0, read_geom$TOP_LANE};
            last_keep$d = ~8'h0 >> (3'h0 - len$q[2:0]);
            word_mask$d = (32'h1 << (cfg_ring_shift - read_geom$WORD_BYTES_SHIFT[4:0])) - 32'h1;
            conn_off$d = {54'h0, conn$q} << cfg_ring_shift;
            sh$d = {4'h0, seq$q[2:0]} << read_geom$LANE_BITS_SHIFT;
            aligned$d = ~|seq$q[2:0];
            if (|len$q) begin
                st$d = read_state$PLACE;
            end
            else begin
                st$d = read_state$IDLE;
            end
        end
        if (st$q == read_state$PLACE) begin
            req_left$d = span_w$q[16:3];
            in_left$d = span_w$q[16:3];
            first_in$d = 1'b1;
            flush_due$d = ~aligned$q & (span_w$q[16:3] == span_n$q[16:3]) & (span_w$q[16:3] != 14'h1);
            shc$d = read_geom$WORD_BITS[6:0] - sh$q;
            conn_base$d = cfg_ring_base + conn_off$q;
            cur_word$d = {3'h0, seq$q[31:3]} & word_mask$q;
            st$d = read_state$ADDR;
        end
        if (st$q == read_state$ADDR) begin
            addr$d = conn_base$q + ({32'h0, cur_word$q} << read_geom$WORD_BYTES_SHIFT);
            st$d = read_state$LEN;
        end
        if (st$q == read_state$LEN) begin
            if (req_left$q < page_left) begin
                len_words$d = req_left$q;
            end
            else begin
                len_words$d = page_left;
            end
            st$d = read_state$SEND;
        end
        if ((st$q == read_state$SEND) & m_dma_rd_ready) begin
            cur_word$d = (cur_word$q + {18'h0, len_words$q}) & word_mask$q;
            req_left$d = req_left$q - len_words$q;
            tag$d = tag$q + 8'h1;
            if (req_left$q == len_words$q) begin
                st$d = read_state$WAIT;
            end
            else begin
                st$d = read_state$ADDR;
            end
        end
        if (out_valid$q & m_pay_ready) begin
            out_valid$d = 1'b0;
        end
        if (take) begin
            in_left$d = in_left$q - 14'h1;
            first_in$d = 1'b0;
            prev$d = s_dma_data;
            n_words$d = n_words$q + 32'h1;
            out_keep$d = ~8'h0;
            out_last$d = 1'b0;
            if (aligned$q) begin
                out_valid$d = 1'b1;
                out_data$d = s_dma_data;
                if (in_last) begin
                    out_last$d = 1'b1;
                    out_keep$d = last_keep$q;
                end
            end
            else if (first_in$q) begin
                if (in_last) begin
                    out_valid$d = 1'b1;
                    out_data$d = s_dma_data >> sh$q;
                    out_last$d = 1'b1;
                    out_keep$d = last_keep$q;
                end
            end
            else begin
                out_valid$d = 1'b1;
                out_data$d = (prev$q >> sh$q) | (s_dma_data << shc$q);
                if (in_last & ~flush_due$q) begin
                    out_last$d = 1'b1;
                    out_keep$d = last_keep$q;
                end
            end
        end
        if ((st$q == read_state$WAIT) & ~|in_left$q) begin
            if (flush_due$q) begin
                st$d = read_state$FLUSH;
            end
            else begin
                st$d = read_state$IDLE;
            end
        end
        if ((st$q == read_state$FLUSH) & room) begin
            out_valid$d = 1'b1;
            out_data$d = prev$q >> sh$q;
            out_last$d = 1'b1;
            out_keep$d = last_keep$q;
            st$d = read_state$IDLE;
        end
        if (reset) begin
            st$d = read_state$IDLE;
            n_rd$d = 32'h0;
            n_words$d = 32'h0;
            in_left$d = 14'h0;
            out_valid$d = 1'b0;
            tag$d = 8'h0;
        end
    end

endmodule // toe_tx_read
