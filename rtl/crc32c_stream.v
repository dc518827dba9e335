// Generated from model/src/crc32c/stream.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: crc32c_stream. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module crc32c_stream(clock,reset,s_data,s_keep,s_last,s_valid,s_ready,m_crc,m_crc_valid,m_crc_ready);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    output wire  [31:0] m_crc;
    output wire  m_crc_valid;
    input wire  m_crc_ready;

    // Stub signals
    wire  pipe$reset;
    wire  [63:0] pipe$s_data;
    wire  [7:0] pipe$s_keep;
    wire  pipe$s_last;
    wire  pipe$s_valid;
    wire  pipe$enable;
    wire  [31:0] pipe$m_crc;
    wire  pipe$m_crc_valid;
    wire  pipe$ctx_load;
    wire  [31:0] pipe$ctx_state;
    wire  pipe$ctx_in_packet;
    wire  [31:0] pipe$state_out;
    wire  pipe$in_packet_out;

    // Sub module instances
    crc32c_stream$pipe pipe(
        .clock(clock),
        .reset(pipe$reset),
        .s_data(pipe$s_data),
        .s_keep(pipe$s_keep),
        .s_last(pipe$s_last),
        .s_valid(pipe$s_valid),
        .enable(pipe$enable),
        .m_crc(pipe$m_crc),
        .m_crc_valid(pipe$m_crc_valid),
        .ctx_load(pipe$ctx_load),
        .ctx_state(pipe$ctx_state),
        .ctx_in_packet(pipe$ctx_in_packet),
        .state_out(pipe$state_out),
        .in_packet_out(pipe$in_packet_out)
    );

    // Update code
    assign pipe$reset = reset;
    assign pipe$ctx_load = 1'b0;
    assign pipe$ctx_state = 32'h0;
    assign pipe$ctx_in_packet = 1'b0;
    assign pipe$s_data = s_data;
    assign pipe$s_keep = s_keep;
    assign pipe$s_last = s_last;
    assign pipe$s_valid = s_valid;
    assign pipe$enable = ~pipe$m_crc_valid | m_crc_ready;
    assign s_ready = (~pipe$m_crc_valid | m_crc_ready) & ~reset;
    assign m_crc = pipe$m_crc;
    assign m_crc_valid = pipe$m_crc_valid;

endmodule // crc32c_stream


module crc32c_stream$pipe(clock,reset,s_data,s_keep,s_last,s_valid,enable,m_crc,m_crc_valid,ctx_load,ctx_state,ctx_in_packet,state_out,in_packet_out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    input wire  enable;
    output wire  [31:0] m_crc;
    output wire  m_crc_valid;
    input wire  ctx_load;
    input wire  [31:0] ctx_state;
    input wire  ctx_in_packet;
    output wire  [31:0] state_out;
    output wire  in_packet_out;

    // Stub signals
    wire  [63:0] beat_term$data;
    wire  [7:0] beat_term$keep;
    wire  beat_term$first;
    wire  [31:0] beat_term$term;
    wire  [2:0] beat_term$tail;
    wire  [31:0] advance$state;
    wire  [31:0] advance$term;
    wire  advance$restart;
    wire  [31:0] advance$advanced;
    wire  [31:0] unshift_upper$x;
    wire  [2:0] unshift_upper$sel;
    wire  [31:0] unshift_upper$y;
    wire  [31:0] unshift_lower$x;
    wire  [2:0] unshift_lower$sel;
    wire  [31:0] unshift_lower$y;
    reg  in_packet$d;
    reg  in_packet$q;
    reg  a_valid$d;
    reg  a_valid$q;
    reg  a_advance$d;
    reg  a_advance$q;
    reg  a_first$d;
    reg  a_first$q;
    reg  a_last$d;
    reg  a_last$q;
    reg  [2:0] a_tail$d;
    reg  [2:0] a_tail$q;
    reg  [31:0] a_term$d;
    reg  [31:0] a_term$q;
    reg  [31:0] crc_state$d;
    reg  [31:0] crc_state$q;
    reg  b_last$d;
    reg  b_last$q;
    reg  [2:0] b_tail$d;
    reg  [2:0] b_tail$q;
    reg  c_last$d;
    reg  c_last$q;
    reg  [2:0] c_tail$d;
    reg  [2:0] c_tail$q;
    reg  [31:0] c_state$d;
    reg  [31:0] c_state$q;
    reg  out_valid$d;
    reg  out_valid$q;
    reg  [31:0] out_crc$d;
    reg  [31:0] out_crc$q;

    // Sub module instances
    crc32c_stream$pipe$beat_term beat_term(
        .data(beat_term$data),
        .keep(beat_term$keep),
        .first(beat_term$first),
        .term(beat_term$term),
        .tail(beat_term$tail)
    );
    crc32c_stream$pipe$advance advance(
        .state(advance$state),
        .term(advance$term),
        .restart(advance$restart),
        .advanced(advance$advanced)
    );
    crc32c_stream$pipe$unshift_upper unshift_upper(
        .x(unshift_upper$x),
        .sel(unshift_upper$sel),
        .y(unshift_upper$y)
    );
    crc32c_stream$pipe$unshift_lower unshift_lower(
        .x(unshift_lower$x),
        .sel(unshift_lower$sel),
        .y(unshift_lower$y)
    );

    // Registers
    initial begin
        in_packet$q = 1'h0;
        a_valid$q = 1'h0;
        a_advance$q = 1'h0;
        a_first$q = 1'h0;
        a_last$q = 1'h0;
        a_tail$q = 3'h0;
        a_term$q = 32'h0;
        crc_state$q = 32'h0;
        b_last$q = 1'h0;
        b_tail$q = 3'h0;
        c_last$q = 1'h0;
        c_tail$q = 3'h0;
        c_state$q = 32'h0;
        out_valid$q = 1'h0;
        out_crc$q = 32'h0;
    end

    always @(posedge clock) begin
        in_packet$q <= in_packet$d;
        a_valid$q <= a_valid$d;
        a_advance$q <= a_advance$d;
        a_first$q <= a_first$d;
        a_last$q <= a_last$d;
        a_tail$q <= a_tail$d;
        a_term$q <= a_term$d;
        crc_state$q <= crc_state$d;
        b_last$q <= b_last$d;
        b_tail$q <= b_tail$d;
        c_last$q <= c_last$d;
        c_tail$q <= c_tail$d;
        c_state$q <= c_state$d;
        out_valid$q <= out_valid$d;
        out_crc$q <= out_crc$d;
    end

    // Update code
    assign beat_term$data = s_data;
    assign beat_term$keep = s_keep;
    assign beat_term$first = ~in_packet$q;
    assign advance$state = crc_state$q;
    assign advance$term = a_term$q;
    assign advance$restart = a_first$q;
    assign unshift_upper$x = crc_state$q;
    assign unshift_upper$sel = b_tail$q;
    assign unshift_lower$x = c_state$q;
    assign unshift_lower$sel = c_tail$q;
    assign state_out = crc_state$q;
    assign in_packet_out = in_packet$q;
    assign m_crc = out_crc$q;
    assign m_crc_valid = out_valid$q;

    always @(*) begin
        in_packet$d = in_packet$q;
        a_valid$d = a_valid$q;
        a_advance$d = a_advance$q;
        a_first$d = a_first$q;
        a_last$d = a_last$q;
        a_tail$d = a_tail$q;
        a_term$d = a_term$q;
        crc_state$d = crc_state$q;
        b_last$d = b_last$q;
        b_tail$d = b_tail$q;
        c_last$d = c_last$q;
        c_tail$d = c_tail$q;
        c_state$d = c_state$q;
        out_valid$d = out_valid$q;
        out_crc$d = out_crc$q;
        if (enable) begin
            a_valid$d = s_valid;
            a_advance$d = |s_keep | (~in_packet$q & s_last);
            a_first$d = ~in_packet$q;
            a_last$d = s_last;
            a_tail$d = beat_term$tail;
            a_term$d = beat_term$term;
            if (s_valid & (|s_keep | s_last)) begin
                in_packet$d = ~s_last;
            end
            if (a_valid$q & a_advance$q) begin
                crc_state$d = advance$advanced;
            end
            b_last$d = a_valid$q & a_last$q;
            b_tail$d = a_tail$q;
            c_last$d = b_last$q;
            c_tail$d = b_tail$q;
            c_state$d = unshift_upper$y;
            out_valid$d = c_last$q;
            out_crc$d = unshift_lower$y;
        end
        if (enable & ctx_load) begin
            crc_state$d = ctx_state;
            in_packet$d = ctx_in_packet;
        end
        if (reset) begin
            in_packet$d = 1'b0;
            a_valid$d = 1'b0;
            b_last$d = 1'b0;
            c_last$d = 1'b0;
            out_valid$d = 1'b0;
        end
    end

endmodule // crc32c_stream$pipe


module crc32c_stream$pipe$advance(state,term,restart,advanced);

    // Module arguments
    input wire  [31:0] state;
    input wire  [31:0] term;
    input wire  restart;
    output reg  [31:0] advanced;

    // Update code (custom)
    wire [31:0] carried = restart ? 32'h0 : state;
    always @(*) begin
        advanced[0] = carried[0] ^ carried[2] ^ carried[5] ^ carried[10] ^ carried[11] ^ carried[13] ^ carried[16] ^ carried[17] ^ carried[18] ^ carried[19] ^ carried[21] ^ carried[22] ^ carried[27] ^ carried[28] ^ carried[29] ^ term[0];
        advanced[1] = carried[0] ^ carried[1] ^ carried[3] ^ carried[6] ^ carried[11] ^ carried[12] ^ carried[14] ^ carried[17] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[22] ^ carried[23] ^ carried[28] ^ carried[29] ^ carried[30] ^ term[1];
        advanced[2] = carried[0] ^ carried[1] ^ carried[2] ^ carried[4] ^ carried[7] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[21] ^ carried[23] ^ carried[24] ^ carried[29] ^ carried[30] ^ carried[31] ^ term[2];
        advanced[3] = carried[1] ^ carried[2] ^ carried[3] ^ carried[5] ^ carried[8] ^ carried[13] ^ carried[14] ^ carried[16] ^ carried[19] ^ carried[20] ^ carried[21] ^ carried[22] ^ carried[24] ^ carried[25] ^ carried[30] ^ carried[31] ^ term[3];
        advanced[4] = carried[3] ^ carried[4] ^ carried[5] ^ carried[6] ^ carried[9] ^ carried[10] ^ carried[11] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[23] ^ carried[25] ^ carried[26] ^ carried[27] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[4];
        advanced[5] = carried[0] ^ carried[2] ^ carried[4] ^ carried[6] ^ carried[7] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[18] ^ carried[20] ^ carried[22] ^ carried[24] ^ carried[26] ^ carried[30] ^ term[5];
        advanced[6] = carried[1] ^ carried[2] ^ carried[3] ^ carried[7] ^ carried[8] ^ carried[10] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[17] ^ carried[18] ^ carried[22] ^ carried[23] ^ carried[25] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[6];
        advanced[7] = carried[3] ^ carried[4] ^ carried[5] ^ carried[8] ^ carried[9] ^ carried[10] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[17] ^ carried[21] ^ carried[22] ^ carried[23] ^ carried[24] ^ carried[26] ^ carried[27] ^ carried[28] ^ carried[30] ^ term[7];
        advanced[8] = carried[0] ^ carried[4] ^ carried[5] ^ carried[6] ^ carried[9] ^ carried[10] ^ carried[11] ^ carried[13] ^ carried[14] ^ carried[16] ^ carried[18] ^ carried[22] ^ carried[23] ^ carried[24] ^ carried[25] ^ carried[27] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[8];
        advanced[9] = carried[1] ^ carried[2] ^ carried[6] ^ carried[7] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[18] ^ carried[21] ^ carried[22] ^ carried[23] ^ carried[24] ^ carried[25] ^ carried[26] ^ carried[27] ^ carried[30] ^ term[9];
        advanced[10] = carried[0] ^ carried[3] ^ carried[5] ^ carried[7] ^ carried[8] ^ carried[10] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[18] ^ carried[21] ^ carried[23] ^ carried[24] ^ carried[25] ^ carried[26] ^ carried[29] ^ carried[31] ^ term[10];
        advanced[11] = carried[0] ^ carried[1] ^ carried[4] ^ carried[6] ^ carried[8] ^ carried[9] ^ carried[11] ^ carried[12] ^ carried[15] ^ carried[16] ^ carried[19] ^ carried[22] ^ carried[24] ^ carried[25] ^ carried[26] ^ carried[27] ^ carried[30] ^ term[11];
        advanced[12] = carried[0] ^ carried[1] ^ carried[7] ^ carried[9] ^ carried[11] ^ carried[12] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[21] ^ carried[22] ^ carried[23] ^ carried[25] ^ carried[26] ^ carried[29] ^ carried[31] ^ term[12];
        advanced[13] = carried[0] ^ carried[1] ^ carried[5] ^ carried[8] ^ carried[11] ^ carried[12] ^ carried[16] ^ carried[17] ^ carried[18] ^ carried[20] ^ carried[23] ^ carried[24] ^ carried[26] ^ carried[28] ^ carried[29] ^ carried[30] ^ term[13];
        advanced[14] = carried[0] ^ carried[1] ^ carried[5] ^ carried[6] ^ carried[9] ^ carried[10] ^ carried[11] ^ carried[12] ^ carried[16] ^ carried[22] ^ carried[24] ^ carried[25] ^ carried[28] ^ carried[30] ^ carried[31] ^ term[14];
        advanced[15] = carried[1] ^ carried[2] ^ carried[6] ^ carried[7] ^ carried[10] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[17] ^ carried[23] ^ carried[25] ^ carried[26] ^ carried[29] ^ carried[31] ^ term[15];
        advanced[16] = carried[2] ^ carried[3] ^ carried[7] ^ carried[8] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[18] ^ carried[24] ^ carried[26] ^ carried[27] ^ carried[30] ^ term[16];
        advanced[17] = carried[3] ^ carried[4] ^ carried[8] ^ carried[9] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[19] ^ carried[25] ^ carried[27] ^ carried[28] ^ carried[31] ^ term[17];
        advanced[18] = carried[0] ^ carried[2] ^ carried[4] ^ carried[9] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[17] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[21] ^ carried[22] ^ carried[26] ^ carried[27] ^ term[18];
        advanced[19] = carried[0] ^ carried[1] ^ carried[2] ^ carried[3] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[17] ^ carried[20] ^ carried[23] ^ carried[29] ^ term[19];
        advanced[20] = carried[0] ^ carried[1] ^ carried[2] ^ carried[3] ^ carried[4] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[16] ^ carried[18] ^ carried[21] ^ carried[24] ^ carried[30] ^ term[20];
        advanced[21] = carried[0] ^ carried[1] ^ carried[3] ^ carried[4] ^ carried[10] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[18] ^ carried[21] ^ carried[25] ^ carried[27] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[21];
        advanced[22] = carried[1] ^ carried[4] ^ carried[10] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[18] ^ carried[21] ^ carried[26] ^ carried[27] ^ carried[30] ^ term[22];
        advanced[23] = carried[10] ^ carried[14] ^ carried[17] ^ carried[18] ^ carried[21] ^ carried[29] ^ carried[31] ^ term[23];
        advanced[24] = carried[0] ^ carried[2] ^ carried[5] ^ carried[10] ^ carried[13] ^ carried[15] ^ carried[16] ^ carried[17] ^ carried[21] ^ carried[27] ^ carried[28] ^ carried[29] ^ carried[30] ^ term[24];
        advanced[25] = carried[1] ^ carried[3] ^ carried[6] ^ carried[11] ^ carried[14] ^ carried[16] ^ carried[17] ^ carried[18] ^ carried[22] ^ carried[28] ^ carried[29] ^ carried[30] ^ carried[31] ^ term[25];
        advanced[26] = carried[4] ^ carried[5] ^ carried[7] ^ carried[10] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[16] ^ carried[21] ^ carried[22] ^ carried[23] ^ carried[27] ^ carried[28] ^ carried[30] ^ carried[31] ^ term[26];
        advanced[27] = carried[0] ^ carried[5] ^ carried[6] ^ carried[8] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[16] ^ carried[17] ^ carried[22] ^ carried[23] ^ carried[24] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[27];
        advanced[28] = carried[1] ^ carried[6] ^ carried[7] ^ carried[9] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[17] ^ carried[18] ^ carried[23] ^ carried[24] ^ carried[25] ^ carried[29] ^ carried[30] ^ term[28];
        advanced[29] = carried[2] ^ carried[7] ^ carried[8] ^ carried[10] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[18] ^ carried[19] ^ carried[24] ^ carried[25] ^ carried[26] ^ carried[30] ^ carried[31] ^ term[29];
        advanced[30] = carried[0] ^ carried[3] ^ carried[8] ^ carried[9] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[17] ^ carried[19] ^ carried[20] ^ carried[25] ^ carried[26] ^ carried[27] ^ carried[31] ^ term[30];
        advanced[31] = carried[1] ^ carried[4] ^ carried[9] ^ carried[10] ^ carried[12] ^ carried[15] ^ carried[16] ^ carried[17] ^ carried[18] ^ carried[20] ^ carried[21] ^ carried[26] ^ carried[27] ^ carried[28] ^ term[31];
    end
endmodule // crc32c_stream$pipe$advance


module crc32c_stream$pipe$beat_term(data,keep,first,term,tail);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    input wire  first;
    output reg  [31:0] term;
    output reg  [2:0] tail;

    // Update code (custom)
    wire [63:0] masked = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
    reg [31:0] start_term;
    always @(*) begin
        casez (keep)
            8'b???????1: start_term = 32'h73d74d75;
            8'b??????10: start_term = 32'h44c19592;
            8'b?????100: start_term = 32'ha8d58375;
            8'b????1000: start_term = 32'hba8d89ca;
            8'b???10000: start_term = 32'hb798b438;
            8'b??100000: start_term = 32'h9f9b5c85;
            8'b?1000000: start_term = 32'h0e9e882d;
            8'b10000000: start_term = 32'had82acae;
            default: start_term = 32'hffffffff;
        endcase
    end

    always @(*) begin
        casez (keep)
            8'b1???????: tail = 3'd0;
            8'b01??????: tail = 3'd1;
            8'b001?????: tail = 3'd2;
            8'b0001????: tail = 3'd3;
            8'b00001???: tail = 3'd4;
            8'b000001??: tail = 3'd5;
            8'b0000001?: tail = 3'd6;
            8'b00000001: tail = 3'd7;
            default: tail = 3'd0;
        endcase
    end

    always @(*) begin
        term[0] = masked[0] ^ masked[2] ^ masked[5] ^ masked[10] ^ masked[11] ^ masked[13] ^ masked[16] ^ masked[17] ^ masked[18] ^ masked[19] ^ masked[21] ^ masked[22] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[33] ^ masked[34] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[39] ^ masked[41] ^ masked[43] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[52] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ (first & start_term[0]);
        term[1] = masked[0] ^ masked[1] ^ masked[3] ^ masked[6] ^ masked[11] ^ masked[12] ^ masked[14] ^ masked[17] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[22] ^ masked[23] ^ masked[28] ^ masked[29] ^ masked[30] ^ masked[34] ^ masked[35] ^ masked[37] ^ masked[38] ^ masked[39] ^ masked[40] ^ masked[42] ^ masked[44] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[53] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ (first & start_term[1]);
        term[2] = masked[0] ^ masked[1] ^ masked[2] ^ masked[4] ^ masked[7] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[21] ^ masked[23] ^ masked[24] ^ masked[29] ^ masked[30] ^ masked[31] ^ masked[35] ^ masked[36] ^ masked[38] ^ masked[39] ^ masked[40] ^ masked[41] ^ masked[43] ^ masked[45] ^ masked[48] ^ masked[49] ^ masked[50] ^ masked[54] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[62] ^ (first & start_term[2]);
        term[3] = masked[1] ^ masked[2] ^ masked[3] ^ masked[5] ^ masked[8] ^ masked[13] ^ masked[14] ^ masked[16] ^ masked[19] ^ masked[20] ^ masked[21] ^ masked[22] ^ masked[24] ^ masked[25] ^ masked[30] ^ masked[31] ^ masked[32] ^ masked[36] ^ masked[37] ^ masked[39] ^ masked[40] ^ masked[41] ^ masked[42] ^ masked[44] ^ masked[46] ^ masked[49] ^ masked[50] ^ masked[51] ^ masked[55] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[3]);
        term[4] = masked[3] ^ masked[4] ^ masked[5] ^ masked[6] ^ masked[9] ^ masked[10] ^ masked[11] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[23] ^ masked[25] ^ masked[26] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[32] ^ masked[34] ^ masked[36] ^ masked[39] ^ masked[40] ^ masked[42] ^ masked[45] ^ masked[46] ^ masked[48] ^ masked[50] ^ masked[51] ^ masked[55] ^ masked[57] ^ masked[58] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[4]);
        term[5] = masked[0] ^ masked[2] ^ masked[4] ^ masked[6] ^ masked[7] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[18] ^ masked[20] ^ masked[22] ^ masked[24] ^ masked[26] ^ masked[30] ^ masked[32] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[38] ^ masked[39] ^ masked[40] ^ masked[48] ^ masked[49] ^ masked[51] ^ masked[55] ^ masked[57] ^ masked[60] ^ masked[62] ^ masked[63] ^ (first & start_term[5]);
        term[6] = masked[1] ^ masked[2] ^ masked[3] ^ masked[7] ^ masked[8] ^ masked[10] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[17] ^ masked[18] ^ masked[22] ^ masked[23] ^ masked[25] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[34] ^ masked[35] ^ masked[38] ^ masked[40] ^ masked[43] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[50] ^ masked[55] ^ masked[57] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[63] ^ (first & start_term[6]);
        term[7] = masked[3] ^ masked[4] ^ masked[5] ^ masked[8] ^ masked[9] ^ masked[10] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[17] ^ masked[21] ^ masked[22] ^ masked[23] ^ masked[24] ^ masked[26] ^ masked[27] ^ masked[28] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[37] ^ masked[38] ^ masked[43] ^ masked[44] ^ masked[46] ^ masked[49] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[55] ^ masked[57] ^ masked[59] ^ masked[61] ^ masked[62] ^ (first & start_term[7]);
        term[8] = masked[0] ^ masked[4] ^ masked[5] ^ masked[6] ^ masked[9] ^ masked[10] ^ masked[11] ^ masked[13] ^ masked[14] ^ masked[16] ^ masked[18] ^ masked[22] ^ masked[23] ^ masked[24] ^ masked[25] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[38] ^ masked[39] ^ masked[44] ^ masked[45] ^ masked[47] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[56] ^ masked[58] ^ masked[60] ^ masked[62] ^ masked[63] ^ (first & start_term[8]);
        term[9] = masked[1] ^ masked[2] ^ masked[6] ^ masked[7] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[18] ^ masked[21] ^ masked[22] ^ masked[23] ^ masked[24] ^ masked[25] ^ masked[26] ^ masked[27] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[38] ^ masked[40] ^ masked[41] ^ masked[43] ^ masked[45] ^ masked[47] ^ masked[51] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[58] ^ masked[60] ^ masked[61] ^ masked[63] ^ (first & start_term[9]);
        term[10] = masked[0] ^ masked[3] ^ masked[5] ^ masked[7] ^ masked[8] ^ masked[10] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[18] ^ masked[21] ^ masked[23] ^ masked[24] ^ masked[25] ^ masked[26] ^ masked[29] ^ masked[31] ^ masked[37] ^ masked[38] ^ masked[42] ^ masked[43] ^ masked[44] ^ masked[47] ^ masked[54] ^ masked[58] ^ masked[60] ^ masked[61] ^ masked[62] ^ (first & start_term[10]);
        term[11] = masked[0] ^ masked[1] ^ masked[4] ^ masked[6] ^ masked[8] ^ masked[9] ^ masked[11] ^ masked[12] ^ masked[15] ^ masked[16] ^ masked[19] ^ masked[22] ^ masked[24] ^ masked[25] ^ masked[26] ^ masked[27] ^ masked[30] ^ masked[32] ^ masked[38] ^ masked[39] ^ masked[43] ^ masked[44] ^ masked[45] ^ masked[48] ^ masked[55] ^ masked[59] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[11]);
        term[12] = masked[0] ^ masked[1] ^ masked[7] ^ masked[9] ^ masked[11] ^ masked[12] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[21] ^ masked[22] ^ masked[23] ^ masked[25] ^ masked[26] ^ masked[29] ^ masked[31] ^ masked[34] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[40] ^ masked[41] ^ masked[43] ^ masked[44] ^ masked[45] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[52] ^ masked[55] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[62] ^ masked[63] ^ (first & start_term[12]);
        term[13] = masked[0] ^ masked[1] ^ masked[5] ^ masked[8] ^ masked[11] ^ masked[12] ^ masked[16] ^ masked[17] ^ masked[18] ^ masked[20] ^ masked[23] ^ masked[24] ^ masked[26] ^ masked[28] ^ masked[29] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[42] ^ masked[43] ^ masked[44] ^ masked[45] ^ masked[47] ^ masked[49] ^ masked[50] ^ masked[52] ^ masked[53] ^ masked[55] ^ masked[57] ^ masked[63] ^ (first & start_term[13]);
        term[14] = masked[0] ^ masked[1] ^ masked[5] ^ masked[6] ^ masked[9] ^ masked[10] ^ masked[11] ^ masked[12] ^ masked[16] ^ masked[22] ^ masked[24] ^ masked[25] ^ masked[28] ^ masked[30] ^ masked[31] ^ masked[35] ^ masked[38] ^ masked[39] ^ masked[41] ^ masked[44] ^ masked[45] ^ masked[47] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[57] ^ masked[59] ^ masked[60] ^ (first & start_term[14]);
        term[15] = masked[1] ^ masked[2] ^ masked[6] ^ masked[7] ^ masked[10] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[17] ^ masked[23] ^ masked[25] ^ masked[26] ^ masked[29] ^ masked[31] ^ masked[32] ^ masked[36] ^ masked[39] ^ masked[40] ^ masked[42] ^ masked[45] ^ masked[46] ^ masked[48] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[58] ^ masked[60] ^ masked[61] ^ (first & start_term[15]);
        term[16] = masked[2] ^ masked[3] ^ masked[7] ^ masked[8] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[18] ^ masked[24] ^ masked[26] ^ masked[27] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[37] ^ masked[40] ^ masked[41] ^ masked[43] ^ masked[46] ^ masked[47] ^ masked[49] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[59] ^ masked[61] ^ masked[62] ^ (first & start_term[16]);
        term[17] = masked[3] ^ masked[4] ^ masked[8] ^ masked[9] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[19] ^ masked[25] ^ masked[27] ^ masked[28] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[38] ^ masked[41] ^ masked[42] ^ masked[44] ^ masked[47] ^ masked[48] ^ masked[50] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[60] ^ masked[62] ^ masked[63] ^ (first & start_term[17]);
        term[18] = masked[0] ^ masked[2] ^ masked[4] ^ masked[9] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[17] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[21] ^ masked[22] ^ masked[26] ^ masked[27] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[41] ^ masked[42] ^ masked[45] ^ masked[46] ^ masked[47] ^ masked[49] ^ masked[51] ^ masked[52] ^ masked[54] ^ masked[60] ^ masked[61] ^ masked[63] ^ (first & start_term[18]);
        term[19] = masked[0] ^ masked[1] ^ masked[2] ^ masked[3] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[17] ^ masked[20] ^ masked[23] ^ masked[29] ^ masked[41] ^ masked[42] ^ masked[50] ^ masked[53] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[62] ^ (first & start_term[19]);
        term[20] = masked[0] ^ masked[1] ^ masked[2] ^ masked[3] ^ masked[4] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[16] ^ masked[18] ^ masked[21] ^ masked[24] ^ masked[30] ^ masked[42] ^ masked[43] ^ masked[51] ^ masked[54] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[20]);
        term[21] = masked[0] ^ masked[1] ^ masked[3] ^ masked[4] ^ masked[10] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[18] ^ masked[21] ^ masked[25] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[39] ^ masked[41] ^ masked[44] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[56] ^ masked[57] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[21]);
        term[22] = masked[1] ^ masked[4] ^ masked[10] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[18] ^ masked[21] ^ masked[26] ^ masked[27] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[36] ^ masked[40] ^ masked[41] ^ masked[42] ^ masked[43] ^ masked[45] ^ masked[46] ^ masked[49] ^ masked[52] ^ masked[55] ^ masked[56] ^ masked[59] ^ masked[60] ^ masked[62] ^ masked[63] ^ (first & start_term[22]);
        term[23] = masked[10] ^ masked[14] ^ masked[17] ^ masked[18] ^ masked[21] ^ masked[29] ^ masked[31] ^ masked[38] ^ masked[39] ^ masked[42] ^ masked[44] ^ masked[48] ^ masked[50] ^ masked[52] ^ masked[53] ^ masked[55] ^ masked[58] ^ masked[59] ^ masked[61] ^ masked[63] ^ (first & start_term[23]);
        term[24] = masked[0] ^ masked[2] ^ masked[5] ^ masked[10] ^ masked[13] ^ masked[15] ^ masked[16] ^ masked[17] ^ masked[21] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[40] ^ masked[41] ^ masked[45] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[57] ^ masked[58] ^ masked[62] ^ (first & start_term[24]);
        term[25] = masked[1] ^ masked[3] ^ masked[6] ^ masked[11] ^ masked[14] ^ masked[16] ^ masked[17] ^ masked[18] ^ masked[22] ^ masked[28] ^ masked[29] ^ masked[30] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[37] ^ masked[38] ^ masked[39] ^ masked[41] ^ masked[42] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[50] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[58] ^ masked[59] ^ masked[63] ^ (first & start_term[25]);
        term[26] = masked[4] ^ masked[5] ^ masked[7] ^ masked[10] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[16] ^ masked[21] ^ masked[22] ^ masked[23] ^ masked[27] ^ masked[28] ^ masked[30] ^ masked[31] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[37] ^ masked[40] ^ masked[41] ^ masked[42] ^ masked[46] ^ masked[49] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[58] ^ (first & start_term[26]);
        term[27] = masked[0] ^ masked[5] ^ masked[6] ^ masked[8] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[16] ^ masked[17] ^ masked[22] ^ masked[23] ^ masked[24] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[36] ^ masked[38] ^ masked[41] ^ masked[42] ^ masked[43] ^ masked[47] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[59] ^ (first & start_term[27]);
        term[28] = masked[1] ^ masked[6] ^ masked[7] ^ masked[9] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[17] ^ masked[18] ^ masked[23] ^ masked[24] ^ masked[25] ^ masked[29] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[37] ^ masked[39] ^ masked[42] ^ masked[43] ^ masked[44] ^ masked[48] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[60] ^ (first & start_term[28]);
        term[29] = masked[2] ^ masked[7] ^ masked[8] ^ masked[10] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[18] ^ masked[19] ^ masked[24] ^ masked[25] ^ masked[26] ^ masked[30] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[38] ^ masked[40] ^ masked[43] ^ masked[44] ^ masked[45] ^ masked[49] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[61] ^ (first & start_term[29]);
        term[30] = masked[0] ^ masked[3] ^ masked[8] ^ masked[9] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[17] ^ masked[19] ^ masked[20] ^ masked[25] ^ masked[26] ^ masked[27] ^ masked[31] ^ masked[32] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[37] ^ masked[39] ^ masked[41] ^ masked[44] ^ masked[45] ^ masked[46] ^ masked[50] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[62] ^ (first & start_term[30]);
        term[31] = masked[1] ^ masked[4] ^ masked[9] ^ masked[10] ^ masked[12] ^ masked[15] ^ masked[16] ^ masked[17] ^ masked[18] ^ masked[20] ^ masked[21] ^ masked[26] ^ masked[27] ^ masked[28] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[40] ^ masked[42] ^ masked[45] ^ masked[46] ^ masked[47] ^ masked[51] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[63] ^ (first & start_term[31]);
    end
endmodule // crc32c_stream$pipe$beat_term


module crc32c_stream$pipe$unshift_lower(x,sel,y);

    // Module arguments
    input wire  [31:0] x;
    input wire  [2:0] sel;
    output reg  [31:0] y;

    // Update code (custom)
    always @(*) begin
        case (sel)
            3'd0, 3'd4: begin
                y[0] = ~(x[0]);
                y[1] = ~(x[1]);
                y[2] = ~(x[2]);
                y[3] = ~(x[3]);
                y[4] = ~(x[4]);
                y[5] = ~(x[5]);
                y[6] = ~(x[6]);
                y[7] = ~(x[7]);
                y[8] = ~(x[8]);
                y[9] = ~(x[9]);
                y[10] = ~(x[10]);
                y[11] = ~(x[11]);
                y[12] = ~(x[12]);
                y[13] = ~(x[13]);
                y[14] = ~(x[14]);
                y[15] = ~(x[15]);
                y[16] = ~(x[16]);
                y[17] = ~(x[17]);
                y[18] = ~(x[18]);
                y[19] = ~(x[19]);
                y[20] = ~(x[20]);
                y[21] = ~(x[21]);
                y[22] = ~(x[22]);
                y[23] = ~(x[23]);
                y[24] = ~(x[24]);
                y[25] = ~(x[25]);
                y[26] = ~(x[26]);
                y[27] = ~(x[27]);
                y[28] = ~(x[28]);
                y[29] = ~(x[29]);
                y[30] = ~(x[30]);
                y[31] = ~(x[31]);
            end
            3'd1, 3'd5: begin
                y[0] = ~(x[24] ^ x[30]);
                y[1] = ~(x[25] ^ x[31]);
                y[2] = ~(x[26]);
                y[3] = ~(x[27]);
                y[4] = ~(x[24] ^ x[28] ^ x[30]);
                y[5] = ~(x[24] ^ x[25] ^ x[29] ^ x[30] ^ x[31]);
                y[6] = ~(x[24] ^ x[25] ^ x[26] ^ x[31]);
                y[7] = ~(x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[30]);
                y[8] = ~(x[0] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[31]);
                y[9] = ~(x[1] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30]);
                y[10] = ~(x[2] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
                y[11] = ~(x[3] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[12] = ~(x[4] ^ x[24] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[13] = ~(x[5] ^ x[24] ^ x[25] ^ x[27] ^ x[28]);
                y[14] = ~(x[6] ^ x[24] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[15] = ~(x[7] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[16] = ~(x[8] ^ x[26] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[17] = ~(x[9] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
                y[18] = ~(x[10] ^ x[24] ^ x[28] ^ x[29]);
                y[19] = ~(x[11] ^ x[24] ^ x[25] ^ x[29]);
                y[20] = ~(x[12] ^ x[25] ^ x[26] ^ x[30]);
                y[21] = ~(x[13] ^ x[24] ^ x[26] ^ x[27] ^ x[30] ^ x[31]);
                y[22] = ~(x[14] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[23] = ~(x[15] ^ x[24] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[24] = ~(x[16] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[25] = ~(x[17] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30]);
                y[26] = ~(x[18] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[27] = ~(x[19] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[28] = ~(x[20] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[29] = ~(x[21] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[30] = ~(x[22] ^ x[28] ^ x[30] ^ x[31]);
                y[31] = ~(x[23] ^ x[29] ^ x[31]);
            end
            3'd2, 3'd6: begin
                y[0] = ~(x[16] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30]);
                y[1] = ~(x[17] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[2] = ~(x[18] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[3] = ~(x[19] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[4] = ~(x[16] ^ x[20] ^ x[22] ^ x[24] ^ x[25] ^ x[27] ^ x[31]);
                y[5] = ~(x[16] ^ x[17] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[27] ^ x[29] ^ x[30]);
                y[6] = ~(x[16] ^ x[17] ^ x[18] ^ x[23] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[7] = ~(x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[22] ^ x[25] ^ x[26] ^ x[29]);
                y[8] = ~(x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[23] ^ x[26] ^ x[27] ^ x[30]);
                y[9] = ~(x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[25] ^ x[26] ^ x[29] ^ x[30] ^ x[31]);
                y[10] = ~(x[16] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[28] ^ x[29] ^ x[31]);
                y[11] = ~(x[17] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[29] ^ x[30]);
                y[12] = ~(x[16] ^ x[18] ^ x[19] ^ x[21] ^ x[23] ^ x[24] ^ x[28] ^ x[29] ^ x[31]);
                y[13] = ~(x[16] ^ x[17] ^ x[19] ^ x[20] ^ x[26] ^ x[27] ^ x[28]);
                y[14] = ~(x[16] ^ x[17] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[30]);
                y[15] = ~(x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[31]);
                y[16] = ~(x[0] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[28]);
                y[17] = ~(x[1] ^ x[19] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[29]);
                y[18] = ~(x[2] ^ x[16] ^ x[20] ^ x[21] ^ x[27]);
                y[19] = ~(x[3] ^ x[16] ^ x[17] ^ x[21] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[30]);
                y[20] = ~(x[4] ^ x[17] ^ x[18] ^ x[22] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[21] = ~(x[5] ^ x[16] ^ x[18] ^ x[19] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[30] ^ x[31]);
                y[22] = ~(x[6] ^ x[16] ^ x[17] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[23] = ~(x[7] ^ x[16] ^ x[17] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[31]);
                y[24] = ~(x[8] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[23] ^ x[25] ^ x[29] ^ x[30]);
                y[25] = ~(x[9] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[24] ^ x[26] ^ x[30] ^ x[31]);
                y[26] = ~(x[10] ^ x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[27] = ~(x[11] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[28] = ~(x[12] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[28] ^ x[30] ^ x[31]);
                y[29] = ~(x[13] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[30] = ~(x[14] ^ x[20] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30]);
                y[31] = ~(x[15] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
            end
            3'd3, 3'd7: begin
                y[0] = ~(x[8] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29]);
                y[1] = ~(x[9] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[30]);
                y[2] = ~(x[10] ^ x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[3] = ~(x[11] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[4] = ~(x[8] ^ x[12] ^ x[14] ^ x[16] ^ x[17] ^ x[19] ^ x[23] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[5] = ~(x[8] ^ x[9] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[19] ^ x[21] ^ x[22] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[6] = ~(x[8] ^ x[9] ^ x[10] ^ x[15] ^ x[18] ^ x[19] ^ x[21] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[7] = ~(x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[14] ^ x[17] ^ x[18] ^ x[21] ^ x[25] ^ x[26] ^ x[29] ^ x[30] ^ x[31]);
                y[8] = ~(x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[15] ^ x[18] ^ x[19] ^ x[22] ^ x[26] ^ x[27] ^ x[30] ^ x[31]);
                y[9] = ~(x[8] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[29] ^ x[31]);
                y[10] = ~(x[8] ^ x[9] ^ x[11] ^ x[12] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[20] ^ x[21] ^ x[23] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[11] = ~(x[9] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[24] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[12] = ~(x[8] ^ x[10] ^ x[11] ^ x[13] ^ x[15] ^ x[16] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[29] ^ x[30] ^ x[31]);
                y[13] = ~(x[8] ^ x[9] ^ x[11] ^ x[12] ^ x[18] ^ x[19] ^ x[20] ^ x[25] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[14] = ~(x[8] ^ x[9] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[22] ^ x[24] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[15] = ~(x[9] ^ x[10] ^ x[11] ^ x[13] ^ x[14] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[23] ^ x[25] ^ x[28] ^ x[29] ^ x[31]);
                y[16] = ~(x[10] ^ x[11] ^ x[12] ^ x[14] ^ x[15] ^ x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[24] ^ x[26] ^ x[29] ^ x[30]);
                y[17] = ~(x[11] ^ x[12] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[25] ^ x[27] ^ x[30] ^ x[31]);
                y[18] = ~(x[8] ^ x[12] ^ x[13] ^ x[19] ^ x[24] ^ x[27] ^ x[29] ^ x[31]);
                y[19] = ~(x[8] ^ x[9] ^ x[13] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[30]);
                y[20] = ~(x[9] ^ x[10] ^ x[14] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[21] = ~(x[8] ^ x[10] ^ x[11] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[22] ^ x[23] ^ x[31]);
                y[22] = ~(x[8] ^ x[9] ^ x[11] ^ x[12] ^ x[14] ^ x[15] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[26] ^ x[27] ^ x[28] ^ x[29]);
                y[23] = ~(x[8] ^ x[9] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[23] ^ x[26] ^ x[30]);
                y[24] = ~(x[0] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[13] ^ x[15] ^ x[17] ^ x[21] ^ x[22] ^ x[26] ^ x[28] ^ x[29] ^ x[31]);
                y[25] = ~(x[1] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[14] ^ x[16] ^ x[18] ^ x[22] ^ x[23] ^ x[27] ^ x[29] ^ x[30]);
                y[26] = ~(x[2] ^ x[8] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[27] = ~(x[3] ^ x[9] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[28] = ~(x[4] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[20] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[28] ^ x[29] ^ x[31]);
                y[29] = ~(x[5] ^ x[11] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[29] ^ x[30]);
                y[30] = ~(x[6] ^ x[12] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[30] ^ x[31]);
                y[31] = ~(x[7] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[31]);
            end
            default: y = 32'h0;
        endcase
    end
endmodule // crc32c_stream$pipe$unshift_lower


module crc32c_stream$pipe$unshift_upper(x,sel,y);

    // Module arguments
    input wire  [31:0] x;
    input wire  [2:0] sel;
    output reg  [31:0] y;

    // Update code (custom)
    always @(*) begin
        case (sel)
            3'd0, 3'd1, 3'd2, 3'd3: begin
                y[0] = (x[0]);
                y[1] = (x[1]);
                y[2] = (x[2]);
                y[3] = (x[3]);
                y[4] = (x[4]);
                y[5] = (x[5]);
                y[6] = (x[6]);
                y[7] = (x[7]);
                y[8] = (x[8]);
                y[9] = (x[9]);
                y[10] = (x[10]);
                y[11] = (x[11]);
                y[12] = (x[12]);
                y[13] = (x[13]);
                y[14] = (x[14]);
                y[15] = (x[15]);
                y[16] = (x[16]);
                y[17] = (x[17]);
                y[18] = (x[18]);
                y[19] = (x[19]);
                y[20] = (x[20]);
                y[21] = (x[21]);
                y[22] = (x[22]);
                y[23] = (x[23]);
                y[24] = (x[24]);
                y[25] = (x[25]);
                y[26] = (x[26]);
                y[27] = (x[27]);
                y[28] = (x[28]);
                y[29] = (x[29]);
                y[30] = (x[30]);
                y[31] = (x[31]);
            end
            3'd4, 3'd5, 3'd6, 3'd7: begin
                y[0] = (x[0] ^ x[6] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[30]);
                y[1] = (x[1] ^ x[7] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[2] = (x[2] ^ x[8] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[3] = (x[3] ^ x[9] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[4] = (x[0] ^ x[4] ^ x[6] ^ x[8] ^ x[9] ^ x[11] ^ x[15] ^ x[17] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[27] ^ x[30] ^ x[31]);
                y[5] = (x[0] ^ x[1] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[11] ^ x[13] ^ x[14] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[6] = (x[0] ^ x[1] ^ x[2] ^ x[7] ^ x[10] ^ x[11] ^ x[13] ^ x[15] ^ x[16] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[7] = (x[0] ^ x[1] ^ x[2] ^ x[3] ^ x[6] ^ x[9] ^ x[10] ^ x[13] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[29]);
                y[8] = (x[1] ^ x[2] ^ x[3] ^ x[4] ^ x[7] ^ x[10] ^ x[11] ^ x[14] ^ x[18] ^ x[19] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[30]);
                y[9] = (x[0] ^ x[2] ^ x[3] ^ x[4] ^ x[5] ^ x[6] ^ x[9] ^ x[10] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[18] ^ x[21] ^ x[23] ^ x[29] ^ x[30] ^ x[31]);
                y[10] = (x[0] ^ x[1] ^ x[3] ^ x[4] ^ x[5] ^ x[7] ^ x[8] ^ x[9] ^ x[12] ^ x[13] ^ x[15] ^ x[17] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
                y[11] = (x[1] ^ x[2] ^ x[4] ^ x[5] ^ x[6] ^ x[8] ^ x[9] ^ x[10] ^ x[13] ^ x[14] ^ x[16] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[12] = (x[0] ^ x[2] ^ x[3] ^ x[5] ^ x[7] ^ x[8] ^ x[12] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[28] ^ x[31]);
                y[13] = (x[0] ^ x[1] ^ x[3] ^ x[4] ^ x[10] ^ x[11] ^ x[12] ^ x[17] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30]);
                y[14] = (x[0] ^ x[1] ^ x[2] ^ x[4] ^ x[5] ^ x[6] ^ x[8] ^ x[9] ^ x[10] ^ x[14] ^ x[16] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[30] ^ x[31]);
                y[15] = (x[1] ^ x[2] ^ x[3] ^ x[5] ^ x[6] ^ x[7] ^ x[9] ^ x[10] ^ x[11] ^ x[15] ^ x[17] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[31]);
                y[16] = (x[2] ^ x[3] ^ x[4] ^ x[6] ^ x[7] ^ x[8] ^ x[10] ^ x[11] ^ x[12] ^ x[16] ^ x[18] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[27] ^ x[28]);
                y[17] = (x[3] ^ x[4] ^ x[5] ^ x[7] ^ x[8] ^ x[9] ^ x[11] ^ x[12] ^ x[13] ^ x[17] ^ x[19] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[28] ^ x[29]);
                y[18] = (x[0] ^ x[4] ^ x[5] ^ x[11] ^ x[16] ^ x[19] ^ x[21] ^ x[23] ^ x[25] ^ x[26] ^ x[28]);
                y[19] = (x[0] ^ x[1] ^ x[5] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[13] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[25] ^ x[26] ^ x[28] ^ x[30]);
                y[20] = (x[1] ^ x[2] ^ x[6] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[14] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[21] = (x[0] ^ x[2] ^ x[3] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[14] ^ x[15] ^ x[23] ^ x[25] ^ x[29]);
                y[22] = (x[0] ^ x[1] ^ x[3] ^ x[4] ^ x[6] ^ x[7] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[29]);
                y[23] = (x[0] ^ x[1] ^ x[2] ^ x[4] ^ x[5] ^ x[6] ^ x[7] ^ x[9] ^ x[10] ^ x[11] ^ x[15] ^ x[18] ^ x[22] ^ x[24] ^ x[25] ^ x[26]);
                y[24] = (x[0] ^ x[1] ^ x[2] ^ x[3] ^ x[5] ^ x[7] ^ x[9] ^ x[13] ^ x[14] ^ x[18] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[25] = (x[1] ^ x[2] ^ x[3] ^ x[4] ^ x[6] ^ x[8] ^ x[10] ^ x[14] ^ x[15] ^ x[19] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[26] = (x[0] ^ x[2] ^ x[3] ^ x[4] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[27] = (x[1] ^ x[3] ^ x[4] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[11] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[30]);
                y[28] = (x[2] ^ x[4] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[10] ^ x[12] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[31]);
                y[29] = (x[3] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[30]);
                y[30] = (x[4] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[31] = (x[5] ^ x[7] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
            end
            default: y = 32'h0;
        endcase
    end
endmodule // crc32c_stream$pipe$unshift_upper
