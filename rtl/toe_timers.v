// Generated from model/src/toe/timers.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_timers. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_timers(clock,reset,tick,s_set_valid,s_set_ready,s_set_op,s_set_conn,s_set_timer,s_set_ticks,m_exp_valid,m_exp_ready,m_exp_conn,m_exp_mask,m_exp_tick,now,cnt_expired,cnt_overrun);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  tick;
    input wire  s_set_valid;
    output wire  s_set_ready;
    input wire  [1:0] s_set_op;
    input wire  [9:0] s_set_conn;
    input wire  [1:0] s_set_timer;
    input wire  [15:0] s_set_ticks;
    output wire  m_exp_valid;
    input wire  m_exp_ready;
    output wire  [9:0] m_exp_conn;
    output wire  [3:0] m_exp_mask;
    output wire  [19:0] m_exp_tick;
    output wire  [19:0] now;
    output wire  [31:0] cnt_expired;
    output wire  [31:0] cnt_overrun;

    // Named constants (named_consts! in model/src)
    localparam [1:0] timer_op$ARM = 2'h0;
    localparam [1:0] timer_op$CANCEL_ALL = 2'h2;
    localparam [3:0] timer_pend$MAX_PENDING = 4'hf;
    localparam [2:0] timer_state$CHECK = 3'h3;
    localparam [2:0] timer_state$FIRE = 3'h4;
    localparam [2:0] timer_state$IDLE = 3'h1;
    localparam [2:0] timer_state$INIT = 3'h0;
    localparam [2:0] timer_state$READ = 3'h2;

    // Stub signals
    wire  [9:0] rexmt$read_address;
    wire  [20:0] rexmt$read_data;
    wire  rexmt$write_enable;
    wire  [9:0] rexmt$write_address;
    wire  [20:0] rexmt$write_data;
    wire  [9:0] dack$read_address;
    wire  [20:0] dack$read_data;
    wire  dack$write_enable;
    wire  [9:0] dack$write_address;
    wire  [20:0] dack$write_data;
    wire  [9:0] persist$read_address;
    wire  [20:0] persist$read_data;
    wire  persist$write_enable;
    wire  [9:0] persist$write_address;
    wire  [20:0] persist$write_data;
    wire  [9:0] time_wait$read_address;
    wire  [20:0] time_wait$read_data;
    wire  time_wait$write_enable;
    wire  [9:0] time_wait$write_address;
    wire  [20:0] time_wait$write_data;
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [9:0] cur$d;
    reg  [9:0] cur$q;
    reg  [3:0] mask$d;
    reg  [3:0] mask$q;
    reg  [19:0] count$d;
    reg  [19:0] count$q;
    reg  [3:0] pend$d;
    reg  [3:0] pend$q;
    reg  [31:0] n_exp$d;
    reg  [31:0] n_exp$q;
    reg  [31:0] n_over$d;
    reg  [31:0] n_over$q;
    reg  disarmed$d;
    reg  disarmed$q;

    // Local signals
    wire  [9:0] cur10;
    wire  sweeping;
    wire  disarm;
    wire  rdy;
    wire  take;
    wire  start;
    wire  advance;
    reg  [19:0] ticks_wide;
    reg  [20:0] set_entry;
    reg  [3:0] sel;
    reg  [3:0] we;
    reg  [9:0] wr_addr;
    reg  [20:0] wr_data;
    wire  [20:0] e_rexmt;
    wire  [20:0] e_dack;
    wire  [20:0] e_persist;
    wire  [20:0] e_time_wait;
    wire  [19:0] d_rexmt;
    wire  [19:0] d_dack;
    wire  [19:0] d_persist;
    wire  [19:0] d_time_wait;
    reg  [3:0] fire;
    wire  offer;

    // Sub module instances
    toe_timers$rexmt rexmt(
        .clock(clock),
        .read_address(rexmt$read_address),
        .read_data(rexmt$read_data),
        .write_enable(rexmt$write_enable),
        .write_address(rexmt$write_address),
        .write_data(rexmt$write_data)
    );
    toe_timers$dack dack(
        .clock(clock),
        .read_address(dack$read_address),
        .read_data(dack$read_data),
        .write_enable(dack$write_enable),
        .write_address(dack$write_address),
        .write_data(dack$write_data)
    );
    toe_timers$persist persist(
        .clock(clock),
        .read_address(persist$read_address),
        .read_data(persist$read_data),
        .write_enable(persist$write_enable),
        .write_address(persist$write_address),
        .write_data(persist$write_data)
    );
    toe_timers$time_wait time_wait(
        .clock(clock),
        .read_address(time_wait$read_address),
        .read_data(time_wait$read_data),
        .write_enable(time_wait$write_enable),
        .write_address(time_wait$write_address),
        .write_data(time_wait$write_data)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        cur$q = 10'h0;
        mask$q = 4'h0;
        count$q = 20'h0;
        pend$q = 4'h0;
        n_exp$q = 32'h0;
        n_over$q = 32'h0;
        disarmed$q = 1'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        cur$q <= cur$d;
        mask$q <= mask$d;
        count$q <= count$d;
        pend$q <= pend$d;
        n_exp$q <= n_exp$d;
        n_over$q <= n_over$d;
        disarmed$q <= disarmed$d;
    end

    // Update code
    assign cur10 = cur$q;
    assign sweeping = (st$q == timer_state$READ) | (st$q == timer_state$CHECK) | (st$q == timer_state$FIRE);
    assign offer = (st$q == timer_state$FIRE) & |mask$q;
    assign disarm = offer & ~disarmed$q;
    assign rdy = ~reset & (st$q != timer_state$INIT) & ~(sweeping & (s_set_conn == cur10)) & ~disarm;
    assign s_set_ready = rdy;
    assign take = s_set_valid & rdy;
    assign start = (st$q == timer_state$IDLE) & |pend$q;
    assign rexmt$read_address = cur$q;
    assign dack$read_address = cur$q;
    assign persist$read_address = cur$q;
    assign time_wait$read_address = cur$q;
    assign e_rexmt = rexmt$read_data;
    assign e_dack = dack$read_data;
    assign e_persist = persist$read_data;
    assign e_time_wait = time_wait$read_data;
    assign d_rexmt = count$q - e_rexmt[19:0];
    assign d_dack = count$q - e_dack[19:0];
    assign d_persist = count$q - e_persist[19:0];
    assign d_time_wait = count$q - e_time_wait[19:0];
    assign m_exp_valid = offer;
    assign m_exp_conn = cur10;
    assign m_exp_mask = mask$q;
    assign m_exp_tick = count$q;
    assign advance = (st$q == timer_state$FIRE) & (~|mask$q | m_exp_ready);
    assign rexmt$write_enable = we[0];
    assign rexmt$write_address = wr_addr;
    assign rexmt$write_data = wr_data;
    assign dack$write_enable = we[1];
    assign dack$write_address = wr_addr;
    assign dack$write_data = wr_data;
    assign persist$write_enable = we[2];
    assign persist$write_address = wr_addr;
    assign persist$write_data = wr_data;
    assign time_wait$write_enable = we[3];
    assign time_wait$write_address = wr_addr;
    assign time_wait$write_data = wr_data;
    assign now = count$q;
    assign cnt_expired = n_exp$q;
    assign cnt_overrun = n_over$q;

    always @(*) begin
        st$d = st$q;
        cur$d = cur$q;
        mask$d = mask$q;
        count$d = count$q;
        pend$d = pend$q;
        n_exp$d = n_exp$q;
        n_over$d = n_over$q;
        disarmed$d = disarmed$q;
        disarmed$d = offer;
        if (tick & ~start) begin
            if (pend$q == timer_pend$MAX_PENDING) begin
                n_over$d = n_over$q + 32'h1;
            end
            else begin
                pend$d = pend$q + 4'h1;
            end
        end
        if (start & ~tick) begin
            pend$d = pend$q - 4'h1;
        end
        if (start) begin
            count$d = count$q + 20'h1;
            cur$d = 10'h0;
            st$d = timer_state$READ;
        end
        if (st$q == timer_state$READ) begin
            st$d = timer_state$CHECK;
        end
        if (st$q == timer_state$CHECK) begin
            mask$d = fire;
            st$d = timer_state$FIRE;
        end
        if (advance) begin
            cur$d = cur$q + 10'h1;
            st$d = timer_state$READ;
            if (&cur$q) begin
                st$d = timer_state$IDLE;
            end
            if (|mask$q) begin
                n_exp$d = n_exp$q + 32'h1;
            end
        end
        we = 4'h0;
        if (take) begin
            we = sel;
        end
        wr_addr = s_set_conn;
        wr_data = set_entry;
        if (disarm) begin
            we = mask$q;
            wr_addr = cur$q;
            wr_data = 21'h0;
        end
        if (st$q == timer_state$INIT) begin
            we = 4'hf;
            wr_addr = cur$q;
            wr_data = 21'h0;
            cur$d = cur$q + 10'h1;
            if (&cur$q) begin
                st$d = timer_state$IDLE;
            end
        end
        if (reset) begin
            st$d = timer_state$INIT;
            cur$d = 10'h0;
            mask$d = 4'h0;
            count$d = 20'h0;
            pend$d = 4'h0;
            n_exp$d = 32'h0;
            n_over$d = 32'h0;
            disarmed$d = 1'b0;
        end
    end

    always @(*) begin
        fire = 4'h0;
        fire[0] = e_rexmt[20] & ~d_rexmt[19];
        fire[1] = e_dack[20] & ~d_dack[19];
        fire[2] = e_persist[20] & ~d_persist[19];
        fire[3] = e_time_wait[20] & ~d_time_wait[19];
    end

    always @(*) begin
        ticks_wide = 20'h0;
        ticks_wide[15:0] = s_set_ticks;
    end

    always @(*) begin
        set_entry = 21'h0;
        set_entry[19:0] = count$q + ticks_wide;
        set_entry[20] = (s_set_op == timer_op$ARM) & |s_set_ticks;
    end

    always @(*) begin
        sel = 4'h1 << s_set_timer;
        if (s_set_op == timer_op$CANCEL_ALL) begin
            sel = 4'hf;
        end
    end

endmodule // toe_timers


module toe_timers$dack(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [20:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [20:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [20:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {21{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_timers$dack


module toe_timers$persist(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [20:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [20:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [20:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {21{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_timers$persist


module toe_timers$rexmt(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [20:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [20:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [20:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {21{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_timers$rexmt


module toe_timers$time_wait(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [20:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [20:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [20:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {21{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_timers$time_wait
