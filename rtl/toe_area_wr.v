// Generated from model/src/toe/area_wr.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_area_wr. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_area_wr(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_conn,s_cmd_seq,s_cmd_len,s_data,s_keep,s_last,s_valid,s_ready,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,cfg_area_base,cfg_area_shift,idle,cnt_cmds,cnt_writes,cnt_bytes);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  [9:0] s_cmd_conn;
    input wire  [31:0] s_cmd_seq;
    input wire  [15:0] s_cmd_len;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output reg  s_ready;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [63:0] m_wr_addr;
    output wire  [15:0] m_wr_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output wire  [63:0] m_wd_data;
    output wire  [7:0] m_wd_keep;
    output wire  m_wd_last;
    input wire  [63:0] cfg_area_base;
    input wire  [4:0] cfg_area_shift;
    output wire  idle;
    output wire  [31:0] cnt_cmds;
    output wire  [31:0] cnt_writes;
    output wire  [31:0] cnt_bytes;

    // Named constants (named_consts! in model/src)
    localparam [7:0] area_keep$ALL_LANES = 8'hff;
    localparam [3:0] area_lanes$LANES = 4'h8;
    localparam [3:0] area_lanes$LANE_BITS = 4'h3;
    localparam [3:0] area_lanes$LAST_LANE = 4'h7;
    localparam [2:0] area_state$CALC = 3'h1;
    localparam [2:0] area_state$DATA = 3'h3;
    localparam [2:0] area_state$DRAIN = 3'h4;
    localparam [2:0] area_state$IDLE = 3'h0;
    localparam [2:0] area_state$NEXT = 3'h5;
    localparam [2:0] area_state$REQ = 3'h2;
    localparam [15:0] area_word$BYTES = 16'h8;
    localparam [15:0] area_word$LAST_LANE = 16'h7;
    localparam [12:0] area_words$TWO_LEFT = 13'h2;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [63:0] coff$d;
    reg  [63:0] coff$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] place$d;
    reg  [31:0] place$q;
    reg  [15:0] second$d;
    reg  [15:0] second$q;
    reg  [15:0] rem$d;
    reg  [15:0] rem$q;
    reg  [12:0] wl$d;
    reg  [12:0] wl$q;
    reg  [3:0] n_last$d;
    reg  [3:0] n_last$q;
    reg  last_w$d;
    reg  last_w$q;
    reg  fits_last$d;
    reg  fits_last$q;
    reg  shift_last$d;
    reg  shift_last$q;
    reg  fits_q$d;
    reg  fits_q$q;
    reg  [7:0] keep_last$d;
    reg  [7:0] keep_last$q;
    reg  [7:0] keep_q$d;
    reg  [7:0] keep_q$q;
    reg  more$d;
    reg  more$q;
    reg  [63:0] area_base$d;
    reg  [63:0] area_base$q;
    reg  [63:0] w0$d;
    reg  [63:0] w0$q;
    reg  [63:0] w1$d;
    reg  [63:0] w1$q;
    reg  v0$d;
    reg  v0$q;
    reg  v1$d;
    reg  v1$q;
    reg  [2:0] pos$d;
    reg  [2:0] pos$q;
    reg  in_done$d;
    reg  in_done$q;
    reg  [31:0] n_cmds$d;
    reg  [31:0] n_cmds$q;
    reg  [31:0] n_writes$d;
    reg  [31:0] n_writes$q;
    reg  [31:0] n_bytes$d;
    reg  [31:0] n_bytes$q;
    wire  [63:0] mask$data;
    wire  [7:0] mask$keep;
    wire  [63:0] mask$out;

    // Local signals
    wire  [31:0] area_bytes;
    wire  [15:0] words;
    wire  [15:0] rem_m1;
    wire  [2:0] lane_last;
    wire  [3:0] last_lane;
    wire  [31:0] place_now;
    wire  [31:0] room;
    wire  [31:0] len32;
    reg  [3:0] n;
    wire  [2:0] span;
    wire  fits;
    wire  can;
    wire  emit;
    wire  shift;
    reg  a0;
    reg  a1;
    wire  take;
    reg  [127:0] pair;
    wire  [127:0] pair_sh;
    wire  [63:0] word;
    wire  [7:0] keep;

    // Sub module instances
    toe_area_wr$mask mask(
        .data(mask$data),
        .keep(mask$keep),
        .out(mask$out)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        coff$q = 64'h0;
        seq$q = 32'h0;
        len$q = 16'h0;
        place$q = 32'h0;
        second$q = 16'h0;
        rem$q = 16'h0;
        wl$q = 13'h0;
        n_last$q = 4'h0;
        last_w$q = 1'h0;
        fits_last$q = 1'h0;
        shift_last$q = 1'h0;
        fits_q$q = 1'h0;
        keep_last$q = 8'h0;
        keep_q$q = 8'h0;
        more$q = 1'h0;
        area_base$q = 64'h0;
        w0$q = 64'h0;
        w1$q = 64'h0;
        v0$q = 1'h0;
        v1$q = 1'h0;
        pos$q = 3'h0;
        in_done$q = 1'h0;
        n_cmds$q = 32'h0;
        n_writes$q = 32'h0;
        n_bytes$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        coff$q <= coff$d;
        seq$q <= seq$d;
        len$q <= len$d;
        place$q <= place$d;
        second$q <= second$d;
        rem$q <= rem$d;
        wl$q <= wl$d;
        n_last$q <= n_last$d;
        last_w$q <= last_w$d;
        fits_last$q <= fits_last$d;
        shift_last$q <= shift_last$d;
        fits_q$q <= fits_q$d;
        keep_last$q <= keep_last$d;
        keep_q$q <= keep_q$d;
        more$q <= more$d;
        area_base$q <= area_base$d;
        w0$q <= w0$d;
        w1$q <= w1$d;
        v0$q <= v0$d;
        v1$q <= v1$d;
        pos$q <= pos$d;
        in_done$q <= in_done$d;
        n_cmds$q <= n_cmds$d;
        n_writes$q <= n_writes$d;
        n_bytes$q <= n_bytes$d;
    end

    // Update code
    assign cnt_cmds = n_cmds$q;
    assign cnt_writes = n_writes$q;
    assign cnt_bytes = n_bytes$q;
    assign idle = st$q == area_state$IDLE;
    assign s_cmd_ready = (st$q == area_state$IDLE) & ~reset;
    assign area_bytes = 32'h1 << cfg_area_shift;
    assign len32 = {16'h0, len$q};
    assign place_now = seq$q & (area_bytes - 32'h1);
    assign room = area_bytes - place_now;
    assign m_wr_valid = st$q == area_state$REQ;
    assign m_wr_addr = area_base$q + {32'h0, place$q};
    assign m_wr_len = rem$q;
    assign words = (rem$q + area_word$LAST_LANE) >> area_lanes$LANE_BITS;
    assign rem_m1 = rem$q - 16'h1;
    assign lane_last = rem_m1[2:0];
    assign last_lane = {1'h0, pos$q} + {1'h0, lane_last};
    assign span = pos$q + n[2:0];
    assign fits = fits_q$q;
    assign can = (st$q == area_state$DATA) & (v0$q | in_done$q) & (fits | v1$q | in_done$q);
    assign pair_sh = pair >> ({7'h0, pos$q} << area_lanes$LANE_BITS);
    assign word = pair_sh[63:0];
    assign keep = keep_q$q;
    assign mask$data = word;
    assign mask$keep = keep;
    assign m_wd_valid = can;
    assign m_wd_data = mask$out;
    assign m_wd_keep = keep;
    assign m_wd_last = last_w$q;
    assign emit = can & m_wd_ready;
    assign shift = emit & (~last_w$q | shift_last$q);
    assign take = s_valid & s_ready;

    always @(*) begin
        st$d = st$q;
        coff$d = coff$q;
        seq$d = seq$q;
        len$d = len$q;
        place$d = place$q;
        second$d = second$q;
        rem$d = rem$q;
        wl$d = wl$q;
        n_last$d = n_last$q;
        last_w$d = last_w$q;
        fits_last$d = fits_last$q;
        shift_last$d = shift_last$q;
        fits_q$d = fits_q$q;
        keep_last$d = keep_last$q;
        keep_q$d = keep_q$q;
        more$d = more$q;
        area_base$d = area_base$q;
        w0$d = w0$q;
        w1$d = w1$q;
        v0$d = v0$q;
        v1$d = v1$q;
        pos$d = pos$q;
        in_done$d = in_done$q;
        n_cmds$d = n_cmds$q;
        n_writes$d = n_writes$q;
        n_bytes$d = n_bytes$q;
        if ((st$q == area_state$IDLE) & s_cmd_valid) begin
            coff$d = {54'h0, s_cmd_conn} << cfg_area_shift;
            seq$d = s_cmd_seq;
            len$d = s_cmd_len;
            n_cmds$d = n_cmds$q + 32'h1;
            st$d = area_state$CALC;
            if (~|s_cmd_len) begin
                st$d = area_state$IDLE;
            end
        end
        if (st$q == area_state$CALC) begin
            place$d = place_now;
            area_base$d = cfg_area_base + coff$q;
            rem$d = len$q;
            second$d = 16'h0;
            more$d = 1'b0;
            if (room < len32) begin
                rem$d = room[15:0];
                second$d = len$q - room[15:0];
                more$d = 1'b1;
            end
            st$d = area_state$REQ;
        end
        if ((st$q == area_state$REQ) & m_wr_ready) begin
            n_writes$d = n_writes$q + 32'h1;
            st$d = area_state$DATA;
        end
        if (st$q == area_state$REQ) begin
            wl$d = words[12:0];
            n_last$d = {1'h0, lane_last} + 4'h1;
            last_w$d = rem$q <= area_word$BYTES;
            fits_last$d = last_lane < area_lanes$LANES;
            shift_last$d = last_lane >= area_lanes$LAST_LANE;
            fits_q$d = ~|pos$q;
            keep_last$d = area_keep$ALL_LANES >> (area_lanes$LAST_LANE - {1'h0, lane_last});
            keep_q$d = area_keep$ALL_LANES;
            if (rem$q <= area_word$BYTES) begin
                fits_q$d = last_lane < area_lanes$LANES;
                keep_q$d = area_keep$ALL_LANES >> (area_lanes$LAST_LANE - {1'h0, lane_last});
            end
        end
        if (emit) begin
            n_bytes$d = n_bytes$q + {28'h0, n};
            wl$d = wl$q - 13'h1;
            last_w$d = wl$q == area_words$TWO_LEFT;
            pos$d = span;
            if (wl$q == area_words$TWO_LEFT) begin
                fits_q$d = fits_last$q;
                keep_q$d = keep_last$q;
            end
            if (last_w$q) begin
                if (more$q) begin
                    more$d = 1'b0;
                    st$d = area_state$NEXT;
                end
                else begin
                    st$d = area_state$DRAIN;
                end
            end
        end
        if (st$q == area_state$NEXT) begin
            place$d = 32'h0;
            rem$d = second$q;
            st$d = area_state$REQ;
        end
        a0 = v0$q;
        a1 = v1$q;
        if (shift) begin
            w0$d = w1$q;
            a0 = v1$q;
            a1 = 1'b0;
        end
        v0$d = a0;
        v1$d = a1;
        if (take & (st$q != area_state$DRAIN)) begin
            if (a0) begin
                w1$d = s_data;
                v1$d = 1'b1;
            end
            else begin
                w0$d = s_data;
                v0$d = 1'b1;
            end
        end
        if (take & s_last) begin
            in_done$d = 1'b1;
        end
        if ((st$q == area_state$DRAIN) & (in_done$q | (take & s_last))) begin
            st$d = area_state$IDLE;
        end
        if ((st$q == area_state$IDLE) & s_cmd_valid) begin
            v0$d = 1'b0;
            v1$d = 1'b0;
            pos$d = 3'h0;
            in_done$d = ~|s_cmd_len;
        end
        if (reset) begin
            st$d = area_state$IDLE;
            v0$d = 1'b0;
            v1$d = 1'b0;
            in_done$d = 1'b0;
            n_cmds$d = 32'h0;
            n_writes$d = 32'h0;
            n_bytes$d = 32'h0;
        end
    end

    always @(*) begin
        n = area_lanes$LANES;
        if (last_w$q) begin
            n = n_last$q;
        end
    end

    always @(*) begin
        pair = 128'h0;
        pair[63:0] = w0$q;
        pair[127:64] = w1$q;
    end

    always @(*) begin
        s_ready = ((st$q == area_state$DATA) | (st$q == area_state$REQ) | (st$q == area_state$NEXT)) & ~in_done$q & ~v1$q;
        if (st$q == area_state$DRAIN) begin
            s_ready = ~in_done$q;
        end
    end

endmodule // toe_area_wr


module toe_area_wr$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // toe_area_wr$mask
