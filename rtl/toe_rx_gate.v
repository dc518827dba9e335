// Generated from model/src/toe/rx_gate.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_rx_gate. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_rx_gate(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_deliver,s_cmd_conn,s_cmd_seq,s_cmd_skip,s_cmd_take,s_cmd_len,s_cmd_keep,s_cmd_replay,s_cmd_r_seq,s_cmd_r_len,s_data,s_keep,s_last,s_valid,s_ready,m_data,m_keep,m_last,m_conn,m_seq,m_valid,m_ready,m_area_data,m_area_keep,m_area_last,m_area_valid,m_area_ready,m_acmd_valid,m_acmd_ready,m_acmd_conn,m_acmd_seq,m_acmd_len,area_idle,m_rp_valid,m_rp_ready,m_rp_conn,m_rp_seq,m_rp_len,s_rp_data,s_rp_keep,s_rp_last,s_rp_valid,s_rp_ready,cnt_bytes,cnt_segments);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  s_cmd_deliver;
    input wire  [9:0] s_cmd_conn;
    input wire  [31:0] s_cmd_seq;
    input wire  [15:0] s_cmd_skip;
    input wire  [15:0] s_cmd_take;
    input wire  [15:0] s_cmd_len;
    input wire  s_cmd_keep;
    input wire  s_cmd_replay;
    input wire  [31:0] s_cmd_r_seq;
    input wire  [31:0] s_cmd_r_len;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    output wire  [63:0] m_data;
    output reg  [7:0] m_keep;
    output reg  m_last;
    output wire  [9:0] m_conn;
    output wire  [31:0] m_seq;
    output reg  m_valid;
    input wire  m_ready;
    output wire  [63:0] m_area_data;
    output wire  [7:0] m_area_keep;
    output wire  m_area_last;
    output wire  m_area_valid;
    input wire  m_area_ready;
    output wire  m_acmd_valid;
    input wire  m_acmd_ready;
    output wire  [9:0] m_acmd_conn;
    output wire  [31:0] m_acmd_seq;
    output wire  [15:0] m_acmd_len;
    input wire  area_idle;
    output wire  m_rp_valid;
    input wire  m_rp_ready;
    output wire  [9:0] m_rp_conn;
    output wire  [31:0] m_rp_seq;
    output wire  [15:0] m_rp_len;
    input wire  [63:0] s_rp_data;
    input wire  [7:0] s_rp_keep;
    input wire  s_rp_last;
    input wire  s_rp_valid;
    output wire  s_rp_ready;
    output wire  [31:0] cnt_bytes;
    output wire  [31:0] cnt_segments;

    // Named constants (named_consts! in model/src)
    localparam [6:0] gate_lane$BEAT_BITS = 7'h40;
    localparam [6:0] gate_lane$BEAT_BYTES = 7'h8;
    localparam [6:0] gate_lane$BYTE_SHIFT = 7'h3;
    localparam [15:0] gate_piece$BYTES = 16'h8000;
    localparam [31:0] gate_piece_len$BYTES = 32'h8000;
    localparam [2:0] gate_state$DRAIN = 3'h3;
    localparam [2:0] gate_state$IDLE = 3'h0;
    localparam [2:0] gate_state$RP_CMD = 3'h5;
    localparam [2:0] gate_state$RP_RUN = 3'h6;
    localparam [2:0] gate_state$RP_WAIT = 3'h4;
    localparam [2:0] gate_state$RUN = 3'h2;
    localparam [2:0] gate_state$SKIP = 3'h1;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [12:0] beats$d;
    reg  [12:0] beats$q;
    reg  [12:0] idx$d;
    reg  [12:0] idx$q;
    reg  [2:0] lane$d;
    reg  [2:0] lane$q;
    reg  [15:0] rem$d;
    reg  [15:0] rem$q;
    reg  [63:0] hold$d;
    reg  [63:0] hold$q;
    reg  in_done$d;
    reg  in_done$q;
    reg  [31:0] n_bytes$d;
    reg  [31:0] n_bytes$q;
    reg  [31:0] n_seg$d;
    reg  [31:0] n_seg$q;
    reg  to_area$d;
    reg  to_area$q;
    reg  acmd_v$d;
    reg  acmd_v$q;
    reg  [15:0] a_len$d;
    reg  [15:0] a_len$q;
    reg  rp_pend$d;
    reg  rp_pend$q;
    reg  [31:0] rp_seq$d;
    reg  [31:0] rp_seq$q;
    reg  [31:0] rp_left$d;
    reg  [31:0] rp_left$q;
    reg  [15:0] rp_piece$d;
    reg  [15:0] rp_piece$q;
    reg  [63:0] mask$data;
    reg  [7:0] mask$keep;
    wire  [63:0] mask$out;

    // Local signals
    reg  out_ready;
    wire  run_valid;
    wire  rp_take;
    wire  take_in;
    wire  tail_now;
    wire  emit;
    wire  [15:0] avail;
    wire  [63:0] shifted;
    reg  [63:0] joined;
    wire  [7:0] keep_out;
    wire  final_beat;
    reg  [15:0] count_out;

    // Sub module instances
    toe_rx_gate$mask mask(
        .data(mask$data),
        .keep(mask$keep),
        .out(mask$out)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        conn$q = 10'h0;
        seq$q = 32'h0;
        beats$q = 13'h0;
        idx$q = 13'h0;
        lane$q = 3'h0;
        rem$q = 16'h0;
        hold$q = 64'h0;
        in_done$q = 1'h0;
        n_bytes$q = 32'h0;
        n_seg$q = 32'h0;
        to_area$q = 1'h0;
        acmd_v$q = 1'h0;
        a_len$q = 16'h0;
        rp_pend$q = 1'h0;
        rp_seq$q = 32'h0;
        rp_left$q = 32'h0;
        rp_piece$q = 16'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        seq$q <= seq$d;
        beats$q <= beats$d;
        idx$q <= idx$d;
        lane$q <= lane$d;
        rem$q <= rem$d;
        hold$q <= hold$d;
        in_done$q <= in_done$d;
        n_bytes$q <= n_bytes$d;
        n_seg$q <= n_seg$d;
        to_area$q <= to_area$d;
        acmd_v$q <= acmd_v$d;
        a_len$q <= a_len$d;
        rp_pend$q <= rp_pend$d;
        rp_seq$q <= rp_seq$d;
        rp_left$q <= rp_left$d;
        rp_piece$q <= rp_piece$d;
    end

    // Update code
    assign s_cmd_ready = (st$q == gate_state$IDLE) & ~rp_pend$q & ~acmd_v$q & ~reset;
    assign m_acmd_valid = acmd_v$q;
    assign m_acmd_conn = conn$q;
    assign m_acmd_seq = seq$q;
    assign m_acmd_len = a_len$q;
    assign m_rp_valid = st$q == gate_state$RP_CMD;
    assign m_rp_conn = conn$q;
    assign m_rp_seq = rp_seq$q;
    assign m_rp_len = rp_piece$q;
    assign cnt_bytes = n_bytes$q;
    assign cnt_segments = n_seg$q;
    assign m_conn = conn$q;
    assign m_seq = seq$q;
    assign avail = {9'h0, gate_lane$BEAT_BYTES} - {13'h0, lane$q};
    assign shifted = hold$q >> ({3'h0, lane$q} << gate_lane$BYTE_SHIFT);
    assign final_beat = rem$q <= {9'h0, gate_lane$BEAT_BYTES};
    assign keep_out = 8'hff >> (gate_lane$BEAT_BYTES[3:0] - count_out[3:0]);
    assign tail_now = (rem$q <= avail) | in_done$q;
    assign m_data = mask$out;
    assign m_area_data = mask$out;
    assign m_area_keep = keep_out;
    assign m_area_last = final_beat;
    assign run_valid = (st$q == gate_state$RUN) & (tail_now | s_valid);
    assign m_area_valid = run_valid & to_area$q;
    assign s_rp_ready = (st$q == gate_state$RP_RUN) & m_ready;
    assign rp_take = s_rp_valid & s_rp_ready;
    assign emit = run_valid & out_ready;
    assign s_ready = (st$q == gate_state$SKIP) | (st$q == gate_state$DRAIN) | ((st$q == gate_state$RUN) & ~tail_now & out_ready);
    assign take_in = s_valid & s_ready;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        seq$d = seq$q;
        beats$d = beats$q;
        idx$d = idx$q;
        lane$d = lane$q;
        rem$d = rem$q;
        hold$d = hold$q;
        in_done$d = in_done$q;
        n_bytes$d = n_bytes$q;
        n_seg$d = n_seg$q;
        to_area$d = to_area$q;
        acmd_v$d = acmd_v$q;
        a_len$d = a_len$q;
        rp_pend$d = rp_pend$q;
        rp_seq$d = rp_seq$q;
        rp_left$d = rp_left$q;
        rp_piece$d = rp_piece$q;
        if (m_acmd_valid & m_acmd_ready) begin
            acmd_v$d = 1'b0;
        end
        if (s_cmd_valid & s_cmd_ready) begin
            n_seg$d = n_seg$q + 32'h1;
            conn$d = s_cmd_conn;
            seq$d = s_cmd_seq;
            beats$d = s_cmd_skip[15:3];
            lane$d = s_cmd_skip[2:0];
            rem$d = s_cmd_take;
            idx$d = 13'h0;
            to_area$d = s_cmd_keep;
            a_len$d = s_cmd_take;
            rp_pend$d = s_cmd_replay & |s_cmd_r_len;
            rp_seq$d = s_cmd_r_seq;
            rp_left$d = s_cmd_r_len;
            if (|s_cmd_len) begin
                if ((s_cmd_deliver | s_cmd_keep) & |s_cmd_take) begin
                    acmd_v$d = s_cmd_keep;
                    st$d = gate_state$SKIP;
                end
                else begin
                    st$d = gate_state$DRAIN;
                end
            end
        end
        if ((st$q == gate_state$SKIP) & take_in) begin
            idx$d = idx$q + 13'h1;
            if (idx$q == beats$q) begin
                hold$d = s_data;
                in_done$d = s_last;
                st$d = gate_state$RUN;
            end
            else if (s_last) begin
                st$d = gate_state$IDLE;
            end
        end
        if ((st$q == gate_state$RUN) & emit) begin
            rem$d = rem$q - count_out;
            if (~to_area$q) begin
                n_bytes$d = n_bytes$q + {16'h0, count_out};
            end
            if (tail_now) begin
                if (in_done$q) begin
                    st$d = gate_state$IDLE;
                end
                else begin
                    st$d = gate_state$DRAIN;
                end
            end
            else begin
                hold$d = s_data;
                in_done$d = s_last;
                if (final_beat) begin
                    if (s_last) begin
                        st$d = gate_state$IDLE;
                    end
                    else begin
                        st$d = gate_state$DRAIN;
                    end
                end
            end
        end
        if ((st$q == gate_state$DRAIN) & take_in & s_last) begin
            st$d = gate_state$IDLE;
        end
        if ((st$q == gate_state$IDLE) & rp_pend$q) begin
            st$d = gate_state$RP_WAIT;
        end
        if ((st$q == gate_state$RP_WAIT) & ~acmd_v$q & area_idle) begin
            seq$d = rp_seq$q;
            rp_piece$d = gate_piece$BYTES;
            if (rp_left$q < gate_piece_len$BYTES) begin
                rp_piece$d = rp_left$q[15:0];
            end
            st$d = gate_state$RP_CMD;
        end
        if ((st$q == gate_state$RP_CMD) & m_rp_ready) begin
            st$d = gate_state$RP_RUN;
        end
        if ((st$q == gate_state$RP_RUN) & rp_take & s_rp_last) begin
            n_bytes$d = n_bytes$q + {16'h0, rp_piece$q};
            rp_seq$d = rp_seq$q + {16'h0, rp_piece$q};
            rp_left$d = rp_left$q - {16'h0, rp_piece$q};
            st$d = gate_state$RP_WAIT;
            if (rp_left$q == {16'h0, rp_piece$q}) begin
                rp_pend$d = 1'b0;
                st$d = gate_state$IDLE;
            end
        end
        if (reset) begin
            acmd_v$d = 1'b0;
            rp_pend$d = 1'b0;
            st$d = gate_state$IDLE;
            n_bytes$d = 32'h0;
            n_seg$d = 32'h0;
        end
    end

    always @(*) begin
        joined = shifted;
        if (|lane$q) begin
            joined = shifted | (s_data << (gate_lane$BEAT_BITS - ({4'h0, lane$q} << gate_lane$BYTE_SHIFT)));
        end
    end

    always @(*) begin
        count_out = {9'h0, gate_lane$BEAT_BYTES};
        if (final_beat) begin
            count_out = rem$q;
        end
    end

    always @(*) begin
        mask$keep = keep_out;
        if (st$q == gate_state$RP_RUN) begin
            mask$keep = s_rp_keep;
        end
    end

    always @(*) begin
        mask$data = joined;
        if (tail_now) begin
            mask$data = shifted;
        end
        if (st$q == gate_state$RP_RUN) begin
            mask$data = s_rp_data;
        end
    end

    always @(*) begin
        m_keep = keep_out;
        m_last = final_beat;
        m_valid = run_valid & ~to_area$q;
        if (st$q == gate_state$RP_RUN) begin
            m_keep = s_rp_keep;
            m_last = s_rp_last;
            m_valid = s_rp_valid;
        end
    end

    always @(*) begin
        out_ready = m_ready;
        if (to_area$q) begin
            out_ready = m_area_ready;
        end
    end

endmodule // toe_rx_gate


module toe_rx_gate$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // toe_rx_gate$mask
