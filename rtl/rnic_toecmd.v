// Generated from model/src/rnic/toecmd.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_toecmd. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_toecmd(clock,reset,s_db_valid,s_db_ready,s_db_addr,s_db_data,m_rd_valid,m_rd_ready,m_rd_addr,m_rd_len,m_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,s_send_valid,s_send_ready,s_send_op,s_send_conn,s_send_n,s_send_remote_ip,s_send_remote_port,s_send_local_port,s_send_remote_mac,m_send_ans_valid,m_send_ans_ready,m_send_ans_status,m_send_ans_conn,s_auto_valid,s_auto_ready,s_auto_op,s_auto_conn,s_auto_n,s_auto_remote_ip,s_auto_remote_port,s_auto_local_port,s_auto_remote_mac,m_host_valid,m_host_ready,m_host_op,m_host_conn,m_host_n,m_host_remote_ip,m_host_remote_port,m_host_local_port,m_host_remote_mac,s_ans_valid,s_ans_ready,s_ans_status,s_ans_conn,m_ans_valid,m_ans_ready,m_ans_status,m_ans_conn,m_ans_index,eq_room,idle,cnt_cmds,cnt_bad_cmd,cnt_bad_db,cnt_sends,cnt_auto);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_db_valid;
    output wire  s_db_ready;
    input wire  [15:0] s_db_addr;
    input wire  [31:0] s_db_data;
    output wire  m_rd_valid;
    input wire  m_rd_ready;
    output wire  [63:0] m_rd_addr;
    output wire  [12:0] m_rd_len;
    output wire  [7:0] m_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    input wire  s_send_valid;
    output wire  s_send_ready;
    input wire  [2:0] s_send_op;
    input wire  [9:0] s_send_conn;
    input wire  [31:0] s_send_n;
    input wire  [31:0] s_send_remote_ip;
    input wire  [15:0] s_send_remote_port;
    input wire  [15:0] s_send_local_port;
    input wire  [47:0] s_send_remote_mac;
    output wire  m_send_ans_valid;
    input wire  m_send_ans_ready;
    output wire  [1:0] m_send_ans_status;
    output wire  [9:0] m_send_ans_conn;
    input wire  s_auto_valid;
    output wire  s_auto_ready;
    input wire  [2:0] s_auto_op;
    input wire  [9:0] s_auto_conn;
    input wire  [31:0] s_auto_n;
    input wire  [31:0] s_auto_remote_ip;
    input wire  [15:0] s_auto_remote_port;
    input wire  [15:0] s_auto_local_port;
    input wire  [47:0] s_auto_remote_mac;
    output wire  m_host_valid;
    input wire  m_host_ready;
    output wire  [2:0] m_host_op;
    output wire  [9:0] m_host_conn;
    output wire  [31:0] m_host_n;
    output wire  [31:0] m_host_remote_ip;
    output wire  [15:0] m_host_remote_port;
    output wire  [15:0] m_host_local_port;
    output wire  [47:0] m_host_remote_mac;
    input wire  s_ans_valid;
    output wire  s_ans_ready;
    input wire  [1:0] s_ans_status;
    input wire  [9:0] s_ans_conn;
    output wire  m_ans_valid;
    input wire  m_ans_ready;
    output wire  [7:0] m_ans_status;
    output wire  [9:0] m_ans_conn;
    output wire  [31:0] m_ans_index;
    input wire  eq_room;
    output wire  idle;
    output wire  [31:0] cnt_cmds;
    output wire  [31:0] cnt_bad_cmd;
    output wire  [31:0] cnt_bad_db;
    output wire  [31:0] cnt_sends;
    output wire  [31:0] cnt_auto;

    // Named constants (named_consts! in model/src)
    localparam [31:0] db_ring_log$MAX = 32'h10;
    localparam [31:0] db_ring_log$MIN = 32'h1;
    localparam [7:0] toe_ans_status$BAD_COMMAND = 8'h4;
    localparam [15:0] toecmd_conn$HIGH = 16'hfc00;
    localparam [12:0] toecmd_len$ENTRY_BYTES = 13'h20;
    localparam [7:0] toecmd_op$LAST = 8'h5;
    localparam [15:0] toecmd_shift$ENTRY = 16'h5;
    localparam [15:0] toecmd_shift$HALF = 16'h20;
    localparam [15:0] toecmd_shift$WORD = 16'h40;
    localparam [1:0] toecmd_src$AUTO = 2'h1;
    localparam [1:0] toecmd_src$DRV = 2'h2;
    localparam [1:0] toecmd_src$SEND = 2'h0;
    localparam [3:0] toecmd_state$ADDR = 4'h3;
    localparam [3:0] toecmd_state$CHECK = 4'h6;
    localparam [3:0] toecmd_state$DB_APPLY = 4'h2;
    localparam [3:0] toecmd_state$DB_CHECK = 4'h1;
    localparam [3:0] toecmd_state$DB_CMP = 4'hb;
    localparam [3:0] toecmd_state$DRV_ANS = 4'ha;
    localparam [3:0] toecmd_state$FETCH = 4'h4;
    localparam [3:0] toecmd_state$IDLE = 4'h0;
    localparam [3:0] toecmd_state$OFFER = 4'h7;
    localparam [3:0] toecmd_state$RECV = 4'h5;
    localparam [3:0] toecmd_state$SEND_ANS = 4'h9;
    localparam [3:0] toecmd_state$WAIT = 4'h8;
    localparam [1:0] toecmd_word$LAST = 2'h3;
    localparam [15:0] tq_db$TQ_BASE_HI = 16'h3004;
    localparam [15:0] tq_db$TQ_BASE_LO = 16'h3000;
    localparam [15:0] tq_db$TQ_LOG = 16'h3008;
    localparam [15:0] tq_db$TQ_PI = 16'h300c;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [1:0] last$d;
    reg  [1:0] last$q;
    reg  [1:0] src$d;
    reg  [1:0] src$q;
    reg  [15:0] db_addr$d;
    reg  [15:0] db_addr$q;
    reg  [31:0] db_data$d;
    reg  [31:0] db_data$q;
    reg  [31:0] ahead$d;
    reg  [31:0] ahead$q;
    reg  [31:0] posted$d;
    reg  [31:0] posted$q;
    reg  pi_ok$d;
    reg  pi_ok$q;
    reg  log_ok$d;
    reg  log_ok$q;
    reg  [63:0] base$d;
    reg  [63:0] base$q;
    reg  [31:0] size$d;
    reg  [31:0] size$q;
    reg  [31:0] mask$d;
    reg  [31:0] mask$q;
    reg  started$d;
    reg  started$q;
    reg  [31:0] pi$d;
    reg  [31:0] pi$q;
    reg  [31:0] fetched$d;
    reg  [31:0] fetched$q;
    reg  pending$d;
    reg  pending$q;
    reg  one_left$d;
    reg  one_left$q;
    reg  [63:0] off$d;
    reg  [63:0] off$q;
    reg  [63:0] rd_addr$d;
    reg  [63:0] rd_addr$q;
    reg  [255:0] ent$d;
    reg  [255:0] ent$q;
    reg  [1:0] wcnt$d;
    reg  [1:0] wcnt$q;
    reg  [31:0] index$d;
    reg  [31:0] index$q;
    reg  [2:0] c_op$d;
    reg  [2:0] c_op$q;
    reg  [9:0] c_conn$d;
    reg  [9:0] c_conn$q;
    reg  [31:0] c_n$d;
    reg  [31:0] c_n$q;
    reg  [31:0] c_ip$d;
    reg  [31:0] c_ip$q;
    reg  [15:0] c_rport$d;
    reg  [15:0] c_rport$q;
    reg  [15:0] c_lport$d;
    reg  [15:0] c_lport$q;
    reg  [47:0] c_mac$d;
    reg  [47:0] c_mac$q;
    reg  [7:0] a_status$d;
    reg  [7:0] a_status$q;
    reg  [9:0] a_conn$d;
    reg  [9:0] a_conn$q;
    reg  [31:0] n_cmds$d;
    reg  [31:0] n_cmds$q;
    reg  [31:0] n_bad_cmd$d;
    reg  [31:0] n_bad_cmd$q;
    reg  [31:0] n_bad_db$d;
    reg  [31:0] n_bad_db$q;
    reg  [31:0] n_sends$d;
    reg  [31:0] n_sends$q;
    reg  [31:0] n_auto$d;
    reg  [31:0] n_auto$q;

    // Local signals
    wire  [31:0] slot;
    wire  has_drv;
    reg  pick_send;
    reg  pick_auto;
    reg  pick_drv;
    reg  [255:0] top_word;
    wire  bad;

    // Registers
    initial begin
        st$q = 4'h0;
        last$q = 2'h0;
        src$q = 2'h0;
        db_addr$q = 16'h0;
        db_data$q = 32'h0;
        ahead$q = 32'h0;
        posted$q = 32'h0;
        pi_ok$q = 1'h0;
        log_ok$q = 1'h0;
        base$q = 64'h0;
        size$q = 32'h0;
        mask$q = 32'h0;
        started$q = 1'h0;
        pi$q = 32'h0;
        fetched$q = 32'h0;
        pending$q = 1'h0;
        one_left$q = 1'h0;
        off$q = 64'h0;
        rd_addr$q = 64'h0;
        ent$q = 256'h0;
        wcnt$q = 2'h0;
        index$q = 32'h0;
        c_op$q = 3'h0;
        c_conn$q = 10'h0;
        c_n$q = 32'h0;
        c_ip$q = 32'h0;
        c_rport$q = 16'h0;
        c_lport$q = 16'h0;
        c_mac$q = 48'h0;
        a_status$q = 8'h0;
        a_conn$q = 10'h0;
        n_cmds$q = 32'h0;
        n_bad_cmd$q = 32'h0;
        n_bad_db$q = 32'h0;
        n_sends$q = 32'h0;
        n_auto$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        last$q <= last$d;
        src$q <= src$d;
        db_addr$q <= db_addr$d;
        db_data$q <= db_data$d;
        ahead$q <= ahead$d;
        posted$q <= posted$d;
        pi_ok$q <= pi_ok$d;
        log_ok$q <= log_ok$d;
        base$q <= base$d;
        size$q <= size$d;
        mask$q <= mask$d;
        started$q <= started$d;
        pi$q <= pi$d;
        fetched$q <= fetched$d;
        pending$q <= pending$d;
        one_left$q <= one_left$d;
        off$q <= off$d;
        rd_addr$q <= rd_addr$d;
        ent$q <= ent$d;
        wcnt$q <= wcnt$d;
        index$q <= index$d;
        c_op$q <= c_op$d;
        c_conn$q <= c_conn$d;
        c_n$q <= c_n$d;
        c_ip$q <= c_ip$d;
        c_rport$q <= c_rport$d;
        c_lport$q <= c_lport$d;
        c_mac$q <= c_mac$d;
        a_status$q <= a_status$d;
        a_conn$q <= a_conn$d;
        n_cmds$q <= n_cmds$d;
        n_bad_cmd$q <= n_bad_cmd$d;
        n_bad_db$q <= n_bad_db$d;
        n_sends$q <= n_sends$d;
        n_auto$q <= n_auto$d;
    end

    // Update code
    assign idle = st$q == toecmd_state$IDLE;
    assign cnt_cmds = n_cmds$q;
    assign cnt_bad_cmd = n_bad_cmd$q;
    assign cnt_bad_db = n_bad_db$q;
    assign cnt_sends = n_sends$q;
    assign cnt_auto = n_auto$q;
    assign slot = fetched$q & mask$q;
    assign has_drv = started$q & pending$q & eq_room;
    assign s_db_ready = (st$q == toecmd_state$IDLE) & ~reset;
    assign s_send_ready = (st$q == toecmd_state$IDLE) & ~s_db_valid & pick_send & ~reset;
    assign s_auto_ready = (st$q == toecmd_state$IDLE) & ~s_db_valid & pick_auto & ~reset;
    assign m_rd_valid = st$q == toecmd_state$FETCH;
    assign m_rd_addr = rd_addr$q;
    assign m_rd_len = toecmd_len$ENTRY_BYTES;
    assign m_rd_tag = 8'h0;
    assign s_dma_data_ready = st$q == toecmd_state$RECV;
    assign bad = (ent$q[7:0] > toecmd_op$LAST) | |ent$q[15:8] | |(ent$q[31:16] & toecmd_conn$HIGH) | |ent$q[255:176];
    assign m_host_valid = st$q == toecmd_state$OFFER;
    assign m_host_op = c_op$q;
    assign m_host_conn = c_conn$q;
    assign m_host_n = c_n$q;
    assign m_host_remote_ip = c_ip$q;
    assign m_host_remote_port = c_rport$q;
    assign m_host_local_port = c_lport$q;
    assign m_host_remote_mac = c_mac$q;
    assign s_ans_ready = (st$q == toecmd_state$OFFER) | (st$q == toecmd_state$WAIT);
    assign m_send_ans_valid = st$q == toecmd_state$SEND_ANS;
    assign m_send_ans_status = a_status$q[1:0];
    assign m_send_ans_conn = a_conn$q;
    assign m_ans_valid = st$q == toecmd_state$DRV_ANS;
    assign m_ans_status = a_status$q;
    assign m_ans_conn = a_conn$q;
    assign m_ans_index = index$q;

    always @(*) begin
        st$d = st$q;
        last$d = last$q;
        src$d = src$q;
        db_addr$d = db_addr$q;
        db_data$d = db_data$q;
        ahead$d = ahead$q;
        posted$d = posted$q;
        pi_ok$d = pi_ok$q;
        log_ok$d = log_ok$q;
        base$d = base$q;
        size$d = size$q;
        mask$d = mask$q;
        started$d = started$q;
        pi$d = pi$q;
        fetched$d = fetched$q;
        pending$d = pending$q;
        off$d = off$q;
        rd_addr$d = rd_addr$q;
        ent$d = ent$q;
        wcnt$d = wcnt$q;
        index$d = index$q;
        c_op$d = c_op$q;
        c_conn$d = c_conn$q;
        c_n$d = c_n$q;
        c_ip$d = c_ip$q;
        c_rport$d = c_rport$q;
        c_lport$d = c_lport$q;
        c_mac$d = c_mac$q;
        a_status$d = a_status$q;
        a_conn$d = a_conn$q;
        n_cmds$d = n_cmds$q;
        n_bad_cmd$d = n_bad_cmd$q;
        n_bad_db$d = n_bad_db$q;
        n_sends$d = n_sends$q;
        n_auto$d = n_auto$q;
        if (st$q == toecmd_state$IDLE) begin
            if (s_db_valid) begin
                db_addr$d = s_db_addr;
                db_data$d = s_db_data;
                st$d = toecmd_state$DB_CHECK;
            end
            else if (pick_send) begin
                c_op$d = s_send_op;
                c_conn$d = s_send_conn;
                c_n$d = s_send_n;
                c_ip$d = s_send_remote_ip;
                c_rport$d = s_send_remote_port;
                c_lport$d = s_send_local_port;
                c_mac$d = s_send_remote_mac;
                src$d = toecmd_src$SEND;
                last$d = toecmd_src$SEND;
                st$d = toecmd_state$OFFER;
            end
            else if (pick_auto) begin
                c_op$d = s_auto_op;
                c_conn$d = s_auto_conn;
                c_n$d = s_auto_n;
                c_ip$d = s_auto_remote_ip;
                c_rport$d = s_auto_remote_port;
                c_lport$d = s_auto_local_port;
                c_mac$d = s_auto_remote_mac;
                src$d = toecmd_src$AUTO;
                last$d = toecmd_src$AUTO;
                st$d = toecmd_state$OFFER;
            end
            else if (pick_drv) begin
                off$d = {32'h0, slot} << toecmd_shift$ENTRY;
                index$d = fetched$q;
                src$d = toecmd_src$DRV;
                last$d = toecmd_src$DRV;
                st$d = toecmd_state$ADDR;
            end
        end
        if (st$q == toecmd_state$ADDR) begin
            rd_addr$d = base$q + off$q;
            st$d = toecmd_state$FETCH;
        end
        if ((st$q == toecmd_state$FETCH) & m_rd_ready) begin
            fetched$d = fetched$q + 32'h1;
            pending$d = ~one_left$q;
            wcnt$d = 2'h0;
            st$d = toecmd_state$RECV;
        end
        if ((st$q == toecmd_state$RECV) & s_dma_data_valid) begin
            ent$d = (ent$q >> toecmd_shift$WORD) | top_word;
            wcnt$d = wcnt$q + 2'h1;
            if (wcnt$q == toecmd_word$LAST) begin
                st$d = toecmd_state$CHECK;
            end
        end
        if (st$q == toecmd_state$CHECK) begin
            c_op$d = ent$q[2:0];
            c_conn$d = ent$q[25:16];
            c_n$d = ent$q[63:32];
            c_ip$d = ent$q[95:64];
            c_rport$d = ent$q[111:96];
            c_lport$d = ent$q[127:112];
            c_mac$d = ent$q[175:128];
            st$d = toecmd_state$OFFER;
            if (bad) begin
                a_status$d = toe_ans_status$BAD_COMMAND;
                a_conn$d = 10'h0;
                n_bad_cmd$d = n_bad_cmd$q + 32'h1;
                st$d = toecmd_state$DRV_ANS;
            end
        end
        if ((st$q == toecmd_state$OFFER) & m_host_ready) begin
            st$d = toecmd_state$WAIT;
        end
        if (s_ans_ready & s_ans_valid) begin
            a_status$d = {6'h0, s_ans_status};
            a_conn$d = s_ans_conn;
            if (src$q == toecmd_src$SEND) begin
                st$d = toecmd_state$SEND_ANS;
            end
            else if (src$q == toecmd_src$AUTO) begin
                n_auto$d = n_auto$q + 32'h1;
                st$d = toecmd_state$IDLE;
            end
            else begin
                st$d = toecmd_state$DRV_ANS;
            end
        end
        if ((st$q == toecmd_state$SEND_ANS) & m_send_ans_ready) begin
            n_sends$d = n_sends$q + 32'h1;
            st$d = toecmd_state$IDLE;
        end
        if ((st$q == toecmd_state$DRV_ANS) & m_ans_ready) begin
            n_cmds$d = n_cmds$q + 32'h1;
            st$d = toecmd_state$IDLE;
        end
        if (st$q == toecmd_state$DB_CHECK) begin
            ahead$d = db_data$q - fetched$q;
            posted$d = pi$q - fetched$q;
            st$d = toecmd_state$DB_CMP;
        end
        if (st$q == toecmd_state$DB_CMP) begin
            pi_ok$d = (db_addr$q == tq_db$TQ_PI) & started$q & (posted$q <= ahead$q) & (ahead$q <= size$q);
            log_ok$d = (db_addr$q == tq_db$TQ_LOG) & (db_data$q >= db_ring_log$MIN) & (db_data$q <= db_ring_log$MAX);
            st$d = toecmd_state$DB_APPLY;
        end
        if (st$q == toecmd_state$DB_APPLY) begin
            st$d = toecmd_state$IDLE;
            if (db_addr$q == tq_db$TQ_BASE_LO) begin
                base$d = ((base$q >> toecmd_shift$HALF) << toecmd_shift$HALF) | {32'h0, db_data$q};
            end
            else if (db_addr$q == tq_db$TQ_BASE_HI) begin
                base$d = {32'h0, base$q[31:0]} | ({32'h0, db_data$q} << toecmd_shift$HALF);
            end
            else if (log_ok$q) begin
                size$d = 32'h1 << db_data$q[4:0];
                mask$d = (32'h1 << db_data$q[4:0]) - 32'h1;
                started$d = 1'b1;
                pi$d = 32'h0;
                fetched$d = 32'h0;
                pending$d = 1'b0;
            end
            else if (pi_ok$q) begin
                pi$d = db_data$q;
                pending$d = |ahead$q;
            end
            else begin
                n_bad_db$d = n_bad_db$q + 32'h1;
            end
        end
        if (reset) begin
            st$d = toecmd_state$IDLE;
            last$d = toecmd_src$DRV;
            started$d = 1'b0;
            n_cmds$d = 32'h0;
            n_bad_cmd$d = 32'h0;
            n_bad_db$d = 32'h0;
            n_sends$d = 32'h0;
            n_auto$d = 32'h0;
        end
    end

    always @(*) begin
        one_left$d = one_left$q;
        one_left$d = (pi$q - fetched$q) == 32'h1;
    end

    always @(*) begin
        pick_send = 1'b0;
        pick_auto = 1'b0;
        pick_drv = 1'b0;
        if (last$q == toecmd_src$SEND) begin
            if (s_auto_valid) begin
                pick_auto = 1'b1;
            end
            else if (has_drv) begin
                pick_drv = 1'b1;
            end
            else if (s_send_valid) begin
                pick_send = 1'b1;
            end
        end
        else if (last$q == toecmd_src$AUTO) begin
            if (has_drv) begin
                pick_drv = 1'b1;
            end
            else if (s_send_valid) begin
                pick_send = 1'b1;
            end
            else if (s_auto_valid) begin
                pick_auto = 1'b1;
            end
        end
        else if (s_send_valid) begin
            pick_send = 1'b1;
        end
        else if (s_auto_valid) begin
            pick_auto = 1'b1;
        end
        else if (has_drv) begin
            pick_drv = 1'b1;
        end
    end

    always @(*) begin
        top_word = 256'h0;
        top_word[255:192] = s_dma_data;
    end

endmodule // rnic_toecmd
