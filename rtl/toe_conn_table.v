// Generated from model/src/toe/conn_table.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_conn_table. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_conn_table(clock,reset,cfg_key_hi,cfg_key_lo,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_remote_ip,s_cmd_remote_port,s_cmd_local_port,s_cmd_slot,m_rsp_valid,m_rsp_ready,m_rsp_status,m_rsp_slot,cnt_entries,cnt_full);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [12:0] cfg_key_hi;
    input wire  [63:0] cfg_key_lo;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  [1:0] s_cmd_op;
    input wire  [31:0] s_cmd_remote_ip;
    input wire  [15:0] s_cmd_remote_port;
    input wire  [15:0] s_cmd_local_port;
    input wire  [9:0] s_cmd_slot;
    output wire  m_rsp_valid;
    input wire  m_rsp_ready;
    output wire  [1:0] m_rsp_status;
    output wire  [9:0] m_rsp_slot;
    output wire  [10:0] cnt_entries;
    output wire  [31:0] cnt_full;

    // Named constants (named_consts! in model/src)
    localparam [1:0] conn_op$LOOKUP = 2'h0;
    localparam [1:0] conn_op$REMOVE = 2'h2;
    localparam [2:0] conn_state$DECIDE = 3'h3;
    localparam [2:0] conn_state$IDLE = 3'h1;
    localparam [2:0] conn_state$INIT = 3'h0;
    localparam [2:0] conn_state$READ = 3'h2;
    localparam [2:0] conn_state$RESP = 3'h4;
    localparam [1:0] conn_status$FULL = 2'h2;
    localparam [1:0] conn_status$MISS = 2'h1;
    localparam [1:0] conn_status$REMOVED = 2'h3;
    localparam [1:0] conn_status$SLOT = 2'h0;

    // Stub signals
    wire  [76:0] toeplitz$key;
    wire  [63:0] toeplitz$data;
    wire  [13:0] toeplitz$hash;
    wire  [6:0] l0$read_address;
    wire  [64:0] l0$read_data;
    wire  l0$write_enable;
    wire  [6:0] l0$write_address;
    wire  [64:0] l0$write_data;
    wire  [6:0] l1$read_address;
    wire  [64:0] l1$read_data;
    wire  l1$write_enable;
    wire  [6:0] l1$write_address;
    wire  [64:0] l1$write_data;
    wire  [6:0] l2$read_address;
    wire  [64:0] l2$read_data;
    wire  l2$write_enable;
    wire  [6:0] l2$write_address;
    wire  [64:0] l2$write_data;
    wire  [6:0] l3$read_address;
    wire  [64:0] l3$read_data;
    wire  l3$write_enable;
    wire  [6:0] l3$write_address;
    wire  [64:0] l3$write_data;
    wire  [6:0] r0$read_address;
    wire  [64:0] r0$read_data;
    wire  r0$write_enable;
    wire  [6:0] r0$write_address;
    wire  [64:0] r0$write_data;
    wire  [6:0] r1$read_address;
    wire  [64:0] r1$read_data;
    wire  r1$write_enable;
    wire  [6:0] r1$write_address;
    wire  [64:0] r1$write_data;
    wire  [6:0] r2$read_address;
    wire  [64:0] r2$read_data;
    wire  r2$write_enable;
    wire  [6:0] r2$write_address;
    wire  [64:0] r2$write_data;
    wire  [6:0] r3$read_address;
    wire  [64:0] r3$read_data;
    wire  r3$write_enable;
    wire  [6:0] r3$write_address;
    wire  [64:0] r3$write_data;
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [6:0] init_set$d;
    reg  [6:0] init_set$q;
    reg  [1:0] op$d;
    reg  [1:0] op$q;
    reg  [63:0] tuple$d;
    reg  [63:0] tuple$q;
    reg  [9:0] slot_in$d;
    reg  [9:0] slot_in$q;
    reg  [6:0] set_l$d;
    reg  [6:0] set_l$q;
    reg  [6:0] set_r$d;
    reg  [6:0] set_r$q;
    reg  [3:0] eqlo_l$d;
    reg  [3:0] eqlo_l$q;
    reg  [3:0] eqhi_l$d;
    reg  [3:0] eqhi_l$q;
    reg  [3:0] eqlo_r$d;
    reg  [3:0] eqlo_r$q;
    reg  [3:0] eqhi_r$d;
    reg  [3:0] eqhi_r$q;
    reg  [3:0] free_l$d;
    reg  [3:0] free_l$q;
    reg  [3:0] free_r$d;
    reg  [3:0] free_r$q;
    reg  [1:0] rsp_status$d;
    reg  [1:0] rsp_status$q;
    reg  [9:0] rsp_slot$d;
    reg  [9:0] rsp_slot$q;
    reg  [10:0] entries$d;
    reg  [10:0] entries$q;
    reg  [31:0] n_full$d;
    reg  [31:0] n_full$q;

    // Local signals
    reg  [63:0] in_tuple;
    reg  [76:0] key;
    wire  [13:0] hash;
    wire  take;
    wire  [3:0] hit_l;
    wire  [3:0] hit_r;
    reg  [6:0] rd_l;
    reg  [6:0] rd_r;
    reg  [64:0] new_entry;
    reg  [3:0] wr_l;
    reg  [3:0] wr_r;
    reg  [64:0] wr_entry;
    reg  [6:0] wr_set_l;
    reg  [6:0] wr_set_r;
    wire  [2:0] nfree_l;
    wire  [2:0] nfree_r;
    reg  rm_valid;
    reg  [3:0] rm_free;
    wire  [1:0] rm_way;
    wire  [64:0] e_l0;
    wire  [64:0] e_l1;
    wire  [64:0] e_l2;
    wire  [64:0] e_l3;
    wire  [64:0] e_r0;
    wire  [64:0] e_r1;
    wire  [64:0] e_r2;
    wire  [64:0] e_r3;

    // Sub module instances
    toe_conn_table$toeplitz toeplitz(
        .key(toeplitz$key),
        .data(toeplitz$data),
        .hash(toeplitz$hash)
    );
    toe_conn_table$l0 l0(
        .clock(clock),
        .read_address(l0$read_address),
        .read_data(l0$read_data),
        .write_enable(l0$write_enable),
        .write_address(l0$write_address),
        .write_data(l0$write_data)
    );
    toe_conn_table$l1 l1(
        .clock(clock),
        .read_address(l1$read_address),
        .read_data(l1$read_data),
        .write_enable(l1$write_enable),
        .write_address(l1$write_address),
        .write_data(l1$write_data)
    );
    toe_conn_table$l2 l2(
        .clock(clock),
        .read_address(l2$read_address),
        .read_data(l2$read_data),
        .write_enable(l2$write_enable),
        .write_address(l2$write_address),
        .write_data(l2$write_data)
    );
    toe_conn_table$l3 l3(
        .clock(clock),
        .read_address(l3$read_address),
        .read_data(l3$read_data),
        .write_enable(l3$write_enable),
        .write_address(l3$write_address),
        .write_data(l3$write_data)
    );
    toe_conn_table$r0 r0(
        .clock(clock),
        .read_address(r0$read_address),
        .read_data(r0$read_data),
        .write_enable(r0$write_enable),
        .write_address(r0$write_address),
        .write_data(r0$write_data)
    );
    toe_conn_table$r1 r1(
        .clock(clock),
        .read_address(r1$read_address),
        .read_data(r1$read_data),
        .write_enable(r1$write_enable),
        .write_address(r1$write_address),
        .write_data(r1$write_data)
    );
    toe_conn_table$r2 r2(
        .clock(clock),
        .read_address(r2$read_address),
        .read_data(r2$read_data),
        .write_enable(r2$write_enable),
        .write_address(r2$write_address),
        .write_data(r2$write_data)
    );
    toe_conn_table$r3 r3(
        .clock(clock),
        .read_address(r3$read_address),
        .read_data(r3$read_data),
        .write_enable(r3$write_enable),
        .write_address(r3$write_address),
        .write_data(r3$write_data)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        init_set$q = 7'h0;
        op$q = 2'h0;
        tuple$q = 64'h0;
        slot_in$q = 10'h0;
        set_l$q = 7'h0;
        set_r$q = 7'h0;
        eqlo_l$q = 4'h0;
        eqhi_l$q = 4'h0;
        eqlo_r$q = 4'h0;
        eqhi_r$q = 4'h0;
        free_l$q = 4'h0;
        free_r$q = 4'h0;
        rsp_status$q = 2'h0;
        rsp_slot$q = 10'h0;
        entries$q = 11'h0;
        n_full$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        init_set$q <= init_set$d;
        op$q <= op$d;
        tuple$q <= tuple$d;
        slot_in$q <= slot_in$d;
        set_l$q <= set_l$d;
        set_r$q <= set_r$d;
        eqlo_l$q <= eqlo_l$d;
        eqhi_l$q <= eqhi_l$d;
        eqlo_r$q <= eqlo_r$d;
        eqhi_r$q <= eqhi_r$d;
        free_l$q <= free_l$d;
        free_r$q <= free_r$d;
        rsp_status$q <= rsp_status$d;
        rsp_slot$q <= rsp_slot$d;
        entries$q <= entries$d;
        n_full$q <= n_full$d;
    end

    // Update code
    assign toeplitz$key = key;
    assign toeplitz$data = in_tuple;
    assign hash = toeplitz$hash;
    assign s_cmd_ready = (st$q == conn_state$IDLE) & ~reset;
    assign take = s_cmd_valid & (st$q == conn_state$IDLE) & ~reset;
    assign l0$read_address = rd_l;
    assign l1$read_address = rd_l;
    assign l2$read_address = rd_l;
    assign l3$read_address = rd_l;
    assign r0$read_address = rd_r;
    assign r1$read_address = rd_r;
    assign r2$read_address = rd_r;
    assign r3$read_address = rd_r;
    assign e_l0 = l0$read_data;
    assign e_l1 = l1$read_data;
    assign e_l2 = l2$read_data;
    assign e_l3 = l3$read_data;
    assign e_r0 = r0$read_data;
    assign e_r1 = r1$read_data;
    assign e_r2 = r2$read_data;
    assign e_r3 = r3$read_data;
    assign hit_l = eqlo_l$q & eqhi_l$q & ~free_l$q;
    assign hit_r = eqlo_r$q & eqhi_r$q & ~free_r$q;
    assign nfree_l = ({2'h0, free_l$q[0]} + {2'h0, free_l$q[1]}) + ({2'h0, free_l$q[2]} + {2'h0, free_l$q[3]});
    assign nfree_r = ({2'h0, free_r$q[0]} + {2'h0, free_r$q[1]}) + ({2'h0, free_r$q[2]} + {2'h0, free_r$q[3]});
    assign rm_way = slot_in$q[1:0];
    assign l0$write_enable = wr_l[0];
    assign l0$write_address = wr_set_l;
    assign l0$write_data = wr_entry;
    assign l1$write_enable = wr_l[1];
    assign l1$write_address = wr_set_l;
    assign l1$write_data = wr_entry;
    assign l2$write_enable = wr_l[2];
    assign l2$write_address = wr_set_l;
    assign l2$write_data = wr_entry;
    assign l3$write_enable = wr_l[3];
    assign l3$write_address = wr_set_l;
    assign l3$write_data = wr_entry;
    assign r0$write_enable = wr_r[0];
    assign r0$write_address = wr_set_r;
    assign r0$write_data = wr_entry;
    assign r1$write_enable = wr_r[1];
    assign r1$write_address = wr_set_r;
    assign r1$write_data = wr_entry;
    assign r2$write_enable = wr_r[2];
    assign r2$write_address = wr_set_r;
    assign r2$write_data = wr_entry;
    assign r3$write_enable = wr_r[3];
    assign r3$write_address = wr_set_r;
    assign r3$write_data = wr_entry;
    assign m_rsp_valid = st$q == conn_state$RESP;
    assign m_rsp_status = rsp_status$q;
    assign m_rsp_slot = rsp_slot$q;
    assign cnt_entries = entries$q;
    assign cnt_full = n_full$q;

    always @(*) begin
        st$d = st$q;
        init_set$d = init_set$q;
        op$d = op$q;
        tuple$d = tuple$q;
        slot_in$d = slot_in$q;
        set_l$d = set_l$q;
        set_r$d = set_r$q;
        eqlo_l$d = eqlo_l$q;
        eqhi_l$d = eqhi_l$q;
        eqlo_r$d = eqlo_r$q;
        eqhi_r$d = eqhi_r$q;
        free_l$d = free_l$q;
        free_r$d = free_r$q;
        rsp_status$d = rsp_status$q;
        rsp_slot$d = rsp_slot$q;
        entries$d = entries$q;
        n_full$d = n_full$q;
        if (take) begin
            op$d = s_cmd_op;
            tuple$d = in_tuple;
            slot_in$d = s_cmd_slot;
            set_l$d = rd_l;
            set_r$d = rd_r;
            st$d = conn_state$READ;
        end
        if (st$q == conn_state$READ) begin
            eqlo_l$d = 4'h0;
            eqhi_l$d = 4'h0;
            free_l$d = 4'h0;
            eqlo_l$d[0] = e_l0[31:0] == tuple$q[31:0];
            eqhi_l$d[0] = e_l0[63:32] == tuple$q[63:32];
            free_l$d[0] = ~e_l0[64];
            eqlo_l$d[1] = e_l1[31:0] == tuple$q[31:0];
            eqhi_l$d[1] = e_l1[63:32] == tuple$q[63:32];
            free_l$d[1] = ~e_l1[64];
            eqlo_l$d[2] = e_l2[31:0] == tuple$q[31:0];
            eqhi_l$d[2] = e_l2[63:32] == tuple$q[63:32];
            free_l$d[2] = ~e_l2[64];
            eqlo_l$d[3] = e_l3[31:0] == tuple$q[31:0];
            eqhi_l$d[3] = e_l3[63:32] == tuple$q[63:32];
            free_l$d[3] = ~e_l3[64];
            eqlo_r$d = 4'h0;
            eqhi_r$d = 4'h0;
            free_r$d = 4'h0;
            eqlo_r$d[0] = e_r0[31:0] == tuple$q[31:0];
            eqhi_r$d[0] = e_r0[63:32] == tuple$q[63:32];
            free_r$d[0] = ~e_r0[64];
            eqlo_r$d[1] = e_r1[31:0] == tuple$q[31:0];
            eqhi_r$d[1] = e_r1[63:32] == tuple$q[63:32];
            free_r$d[1] = ~e_r1[64];
            eqlo_r$d[2] = e_r2[31:0] == tuple$q[31:0];
            eqhi_r$d[2] = e_r2[63:32] == tuple$q[63:32];
            free_r$d[2] = ~e_r2[64];
            eqlo_r$d[3] = e_r3[31:0] == tuple$q[31:0];
            eqhi_r$d[3] = e_r3[63:32] == tuple$q[63:32];
            free_r$d[3] = ~e_r3[64];
            st$d = conn_state$DECIDE;
        end
        wr_l = 4'h0;
        wr_r = 4'h0;
        wr_entry = new_entry;
        wr_set_l = set_l$q;
        wr_set_r = set_r$q;
        if (st$q == conn_state$DECIDE) begin
            st$d = conn_state$RESP;
            rsp_slot$d = 10'h0;
            if (op$q == conn_op$REMOVE) begin
                rsp_status$d = conn_status$REMOVED;
                rsp_slot$d = slot_in$q;
                wr_entry = 65'h0;
                if (slot_in$q[2]) begin
                    wr_r = 4'h1 << rm_way;
                end
                else begin
                    wr_l = 4'h1 << rm_way;
                end
                if (rm_valid) begin
                    entries$d = entries$q - 11'h1;
                end
            end
            else if (|hit_l | |hit_r) begin
                rsp_status$d = conn_status$SLOT;
                if (|hit_r) begin
                    rsp_slot$d[2] = 1'b1;
                    rsp_slot$d[9:3] = set_r$q;
                    if (hit_r[3]) begin
                        rsp_slot$d[1:0] = 2'h3;
                    end
                    if (hit_r[2]) begin
                        rsp_slot$d[1:0] = 2'h2;
                    end
                    if (hit_r[1]) begin
                        rsp_slot$d[1:0] = 2'h1;
                    end
                    if (hit_r[0]) begin
                        rsp_slot$d[1:0] = 2'h0;
                    end
                end
                if (|hit_l) begin
                    rsp_slot$d[2] = 1'b0;
                    rsp_slot$d[9:3] = set_l$q;
                    if (hit_l[3]) begin
                        rsp_slot$d[1:0] = 2'h3;
                    end
                    if (hit_l[2]) begin
                        rsp_slot$d[1:0] = 2'h2;
                    end
                    if (hit_l[1]) begin
                        rsp_slot$d[1:0] = 2'h1;
                    end
                    if (hit_l[0]) begin
                        rsp_slot$d[1:0] = 2'h0;
                    end
                end
            end
            else if (op$q == conn_op$LOOKUP) begin
                rsp_status$d = conn_status$MISS;
            end
            else if (|free_l$q | |free_r$q) begin
                rsp_status$d = conn_status$SLOT;
                entries$d = entries$q + 11'h1;
                if (nfree_r > nfree_l) begin
                    rsp_slot$d[2] = 1'b1;
                    rsp_slot$d[9:3] = set_r$q;
                    if (free_r$q[3]) begin
                        rsp_slot$d[1:0] = 2'h3;
                        wr_r = 4'h8;
                    end
                    if (free_r$q[2]) begin
                        rsp_slot$d[1:0] = 2'h2;
                        wr_r = 4'h4;
                    end
                    if (free_r$q[1]) begin
                        rsp_slot$d[1:0] = 2'h1;
                        wr_r = 4'h2;
                    end
                    if (free_r$q[0]) begin
                        rsp_slot$d[1:0] = 2'h0;
                        wr_r = 4'h1;
                    end
                end
                else begin
                    rsp_slot$d[2] = 1'b0;
                    rsp_slot$d[9:3] = set_l$q;
                    if (free_l$q[3]) begin
                        rsp_slot$d[1:0] = 2'h3;
                        wr_l = 4'h8;
                    end
                    if (free_l$q[2]) begin
                        rsp_slot$d[1:0] = 2'h2;
                        wr_l = 4'h4;
                    end
                    if (free_l$q[1]) begin
                        rsp_slot$d[1:0] = 2'h1;
                        wr_l = 4'h2;
                    end
                    if (free_l$q[0]) begin
                        rsp_slot$d[1:0] = 2'h0;
                        wr_l = 4'h1;
                    end
                end
            end
            else begin
                rsp_status$d = conn_status$FULL;
                n_full$d = n_full$q + 32'h1;
            end
        end
        if (st$q == conn_state$INIT) begin
            wr_l = 4'hf;
            wr_r = 4'hf;
            wr_entry = 65'h0;
            wr_set_l = init_set$q;
            wr_set_r = init_set$q;
            init_set$d = init_set$q + 7'h1;
            if (&init_set$q) begin
                st$d = conn_state$IDLE;
            end
        end
        if ((st$q == conn_state$RESP) & m_rsp_ready) begin
            st$d = conn_state$IDLE;
        end
        if (reset) begin
            st$d = conn_state$INIT;
            init_set$d = 7'h0;
            entries$d = 11'h0;
            n_full$d = 32'h0;
        end
    end

    always @(*) begin
        in_tuple = 64'h0;
        in_tuple[63:32] = s_cmd_remote_ip;
        in_tuple[31:16] = s_cmd_remote_port;
        in_tuple[15:0] = s_cmd_local_port;
    end

    always @(*) begin
        key = 77'h0;
        key[76:64] = cfg_key_hi;
        key[63:0] = cfg_key_lo;
    end

    always @(*) begin
        rd_l = hash[13:7];
        rd_r = hash[6:0];
        if (s_cmd_op == conn_op$REMOVE) begin
            rd_l = s_cmd_slot[9:3];
            rd_r = s_cmd_slot[9:3];
        end
    end

    always @(*) begin
        new_entry = 65'h0;
        new_entry[63:0] = tuple$q;
        new_entry[64] = 1'b1;
    end

    always @(*) begin
        rm_free = free_l$q;
        if (slot_in$q[2]) begin
            rm_free = free_r$q;
        end
    end

    always @(*) begin
        rm_valid = ~rm_free[0];
        if (rm_way == 2'h1) begin
            rm_valid = ~rm_free[1];
        end
        if (rm_way == 2'h2) begin
            rm_valid = ~rm_free[2];
        end
        if (rm_way == 2'h3) begin
            rm_valid = ~rm_free[3];
        end
    end

endmodule // toe_conn_table


module toe_conn_table$l0(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_conn_table$l0


module toe_conn_table$l1(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_conn_table$l1


module toe_conn_table$l2(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_conn_table$l2


module toe_conn_table$l3(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_conn_table$l3


module toe_conn_table$r0(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_conn_table$r0


module toe_conn_table$r1(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_conn_table$r1


module toe_conn_table$r2(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_conn_table$r2


module toe_conn_table$r3(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_conn_table$r3


module toe_conn_table$toeplitz(key,data,hash);

    // Module arguments
    input wire  [76:0] key;
    input wire  [63:0] data;
    output reg  [13:0] hash;

    // Update code (custom)
    always @(*) begin
        hash[13] = ^(data & key[76:13]);
        hash[12] = ^(data & key[75:12]);
        hash[11] = ^(data & key[74:11]);
        hash[10] = ^(data & key[73:10]);
        hash[9] = ^(data & key[72:9]);
        hash[8] = ^(data & key[71:8]);
        hash[7] = ^(data & key[70:7]);
        hash[6] = ^(data & key[69:6]);
        hash[5] = ^(data & key[68:5]);
        hash[4] = ^(data & key[67:4]);
        hash[3] = ^(data & key[66:3]);
        hash[2] = ^(data & key[65:2]);
        hash[1] = ^(data & key[64:1]);
        hash[0] = ^(data & key[63:0]);
    end
endmodule // toe_conn_table$toeplitz
