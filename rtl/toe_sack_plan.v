// Generated from model/src/toe/sack_plan.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_sack_plan. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_sack_plan(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_synchronized,s_in_in_recovery,s_in_rexmt_first,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_data_end,s_in_snd_wnd,s_in_cwnd,s_in_snd_mss,s_in_high_rxt,s_in_count,s_in_s0,s_in_e0,s_in_s1,s_in_e1,s_in_s2,s_in_e2,s_in_s3,s_in_e3,m_out_valid,m_out_ready,m_out_conn,m_out_decides,m_out_kind,m_out_start,m_out_limit,m_out_cut_ok,m_out_retransmit,m_out_advance,m_out_lost_edge,m_out_pipe,cnt_decided);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_synchronized;
    input wire  s_in_in_recovery;
    input wire  s_in_rexmt_first;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_nxt;
    input wire  [31:0] s_in_snd_max;
    input wire  [31:0] s_in_data_end;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_cwnd;
    input wire  [15:0] s_in_snd_mss;
    input wire  [31:0] s_in_high_rxt;
    input wire  [2:0] s_in_count;
    input wire  [31:0] s_in_s0;
    input wire  [31:0] s_in_e0;
    input wire  [31:0] s_in_s1;
    input wire  [31:0] s_in_e1;
    input wire  [31:0] s_in_s2;
    input wire  [31:0] s_in_e2;
    input wire  [31:0] s_in_s3;
    input wire  [31:0] s_in_e3;
    output wire  m_out_valid;
    input wire  m_out_ready;
    output wire  [9:0] m_out_conn;
    output wire  m_out_decides;
    output wire  [1:0] m_out_kind;
    output wire  [31:0] m_out_start;
    output wire  [31:0] m_out_limit;
    output wire  m_out_cut_ok;
    output wire  m_out_retransmit;
    output wire  m_out_advance;
    output wire  [31:0] m_out_lost_edge;
    output wire  [31:0] m_out_pipe;
    output wire  [31:0] cnt_decided;

    // Named constants (named_consts! in model/src)
    localparam [1:0] plan_kind$NOTHING = 2'h0;
    localparam [1:0] plan_kind$RECORDS = 2'h1;
    localparam [4:0] sack_plan_state$EADD = 5'h3;
    localparam [4:0] sack_plan_state$ECHK = 5'h4;
    localparam [4:0] sack_plan_state$ESEL = 5'h2;
    localparam [4:0] sack_plan_state$GATE = 5'h1;
    localparam [4:0] sack_plan_state$HMIN1 = 5'hf;
    localparam [4:0] sack_plan_state$HMIN2 = 5'h10;
    localparam [4:0] sack_plan_state$HMIN3 = 5'h11;
    localparam [4:0] sack_plan_state$HOLE = 5'he;
    localparam [4:0] sack_plan_state$HSEL = 5'hd;
    localparam [4:0] sack_plan_state$IDLE = 5'h0;
    localparam [4:0] sack_plan_state$NEW1 = 5'h12;
    localparam [4:0] sack_plan_state$NEW2 = 5'h13;
    localparam [4:0] sack_plan_state$NEW3 = 5'h14;
    localparam [4:0] sack_plan_state$NEW4 = 5'h15;
    localparam [4:0] sack_plan_state$NEW5 = 5'h16;
    localparam [4:0] sack_plan_state$OUT = 5'h17;
    localparam [4:0] sack_plan_state$PCLIP = 5'h5;
    localparam [4:0] sack_plan_state$POV = 5'h6;
    localparam [4:0] sack_plan_state$PSUB = 5'h9;
    localparam [4:0] sack_plan_state$PSUM1 = 5'h7;
    localparam [4:0] sack_plan_state$PSUM2 = 5'h8;
    localparam [4:0] sack_plan_state$PTOT = 5'ha;
    localparam [4:0] sack_plan_state$ROOM = 5'hb;
    localparam [4:0] sack_plan_state$ROOM2 = 5'hc;
    localparam [2:0] sack_thresh$RANGES = 3'h3;
    localparam [2:0] sack_thresh$SMSS_SHIFT = 3'h1;
    localparam [31:0] seq_sign$NEGATIVE = 32'h80000000;

    // Stub signals
    reg  [4:0] st$d;
    reg  [4:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  gate$d;
    reg  gate$q;
    reg  [31:0] snd_una$d;
    reg  [31:0] snd_una$q;
    reg  [31:0] snd_max$d;
    reg  [31:0] snd_max$q;
    reg  [31:0] data_end$d;
    reg  [31:0] data_end$q;
    reg  [31:0] snd_wnd$d;
    reg  [31:0] snd_wnd$q;
    reg  [31:0] cwnd$d;
    reg  [31:0] cwnd$q;
    reg  [15:0] mss$d;
    reg  [15:0] mss$q;
    reg  [31:0] high_rxt$d;
    reg  [31:0] high_rxt$q;
    reg  [2:0] count$d;
    reg  [2:0] count$q;
    reg  [31:0] rs$0$d;
    reg  [31:0] rs$0$q;
    reg  [31:0] rs$1$d;
    reg  [31:0] rs$1$q;
    reg  [31:0] rs$2$d;
    reg  [31:0] rs$2$q;
    reg  [31:0] rs$3$d;
    reg  [31:0] rs$3$q;
    reg  [31:0] re$0$d;
    reg  [31:0] re$0$q;
    reg  [31:0] re$1$d;
    reg  [31:0] re$1$q;
    reg  [31:0] re$2$d;
    reg  [31:0] re$2$q;
    reg  [31:0] re$3$d;
    reg  [31:0] re$3$q;
    reg  [2:0] idx$d;
    reg  [2:0] idx$q;
    reg  [31:0] hs$d;
    reg  [31:0] hs$q;
    reg  [31:0] he$d;
    reg  [31:0] he$q;
    reg  hin$d;
    reg  hin$q;
    reg  [31:0] elen$d;
    reg  [31:0] elen$q;
    reg  [31:0] above$d;
    reg  [31:0] above$q;
    reg  [31:0] l_edge$d;
    reg  [31:0] l_edge$q;
    reg  [31:0] sa$0$d;
    reg  [31:0] sa$0$q;
    reg  [31:0] sa$1$d;
    reg  [31:0] sa$1$q;
    reg  [31:0] sa$2$d;
    reg  [31:0] sa$2$q;
    reg  [31:0] sa$3$d;
    reg  [31:0] sa$3$q;
    reg  [31:0] ea$0$d;
    reg  [31:0] ea$0$q;
    reg  [31:0] ea$1$d;
    reg  [31:0] ea$1$q;
    reg  [31:0] ea$2$d;
    reg  [31:0] ea$2$q;
    reg  [31:0] ea$3$d;
    reg  [31:0] ea$3$q;
    reg  [31:0] sb$0$d;
    reg  [31:0] sb$0$q;
    reg  [31:0] sb$1$d;
    reg  [31:0] sb$1$q;
    reg  [31:0] sb$2$d;
    reg  [31:0] sb$2$q;
    reg  [31:0] sb$3$d;
    reg  [31:0] sb$3$q;
    reg  [31:0] eb$0$d;
    reg  [31:0] eb$0$q;
    reg  [31:0] eb$1$d;
    reg  [31:0] eb$1$q;
    reg  [31:0] eb$2$d;
    reg  [31:0] eb$2$q;
    reg  [31:0] eb$3$d;
    reg  [31:0] eb$3$q;
    reg  [31:0] ova$0$d;
    reg  [31:0] ova$0$q;
    reg  [31:0] ova$1$d;
    reg  [31:0] ova$1$q;
    reg  [31:0] ova$2$d;
    reg  [31:0] ova$2$q;
    reg  [31:0] ova$3$d;
    reg  [31:0] ova$3$q;
    reg  [31:0] ovb$0$d;
    reg  [31:0] ovb$0$q;
    reg  [31:0] ovb$1$d;
    reg  [31:0] ovb$1$q;
    reg  [31:0] ovb$2$d;
    reg  [31:0] ovb$2$q;
    reg  [31:0] ovb$3$d;
    reg  [31:0] ovb$3$q;
    reg  [31:0] da$d;
    reg  [31:0] da$q;
    reg  [31:0] db$d;
    reg  [31:0] db$q;
    reg  lta$d;
    reg  lta$q;
    reg  ltb$d;
    reg  ltb$q;
    reg  [31:0] pa01$d;
    reg  [31:0] pa01$q;
    reg  [31:0] pa23$d;
    reg  [31:0] pa23$q;
    reg  [31:0] pb01$d;
    reg  [31:0] pb01$q;
    reg  [31:0] pb23$d;
    reg  [31:0] pb23$q;
    reg  [31:0] sacked_a$d;
    reg  [31:0] sacked_a$q;
    reg  [31:0] sacked_b$d;
    reg  [31:0] sacked_b$q;
    reg  [31:0] ua$d;
    reg  [31:0] ua$q;
    reg  [31:0] ub$d;
    reg  [31:0] ub$q;
    reg  [31:0] pipe$d;
    reg  [31:0] pipe$q;
    reg  [31:0] sat$d;
    reg  [31:0] sat$q;
    reg  [31:0] s$d;
    reg  [31:0] s$q;
    reg  [31:0] hole_end$d;
    reg  [31:0] hole_end$q;
    reg  [31:0] d_hole$d;
    reg  [31:0] d_hole$q;
    reg  [31:0] d_data$d;
    reg  [31:0] d_data$q;
    reg  [31:0] m1$d;
    reg  [31:0] m1$q;
    reg  lt_new$d;
    reg  lt_new$q;
    reg  [31:0] flight$d;
    reg  [31:0] flight$q;
    reg  [31:0] d_new$d;
    reg  [31:0] d_new$q;
    reg  [31:0] room$d;
    reg  [31:0] room$q;
    reg  [31:0] limit$d;
    reg  [31:0] limit$q;
    reg  o_decides$d;
    reg  o_decides$q;
    reg  [1:0] o_kind$d;
    reg  [1:0] o_kind$q;
    reg  [31:0] o_start$d;
    reg  [31:0] o_start$q;
    reg  [31:0] o_limit$d;
    reg  [31:0] o_limit$q;
    reg  o_cut$d;
    reg  o_cut$q;
    reg  o_rexmt$d;
    reg  o_rexmt$q;
    reg  o_adv$d;
    reg  o_adv$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;

    // Local signals
    wire  [31:0] mss32;
    wire  [31:0] thresh;
    wire  [3:0] cmask;
    wire  [3:0] ioh;
    reg  [31:0] cur_s;
    reg  [31:0] cur_e;
    wire  [31:0] d_s_l$0;
    wire  [31:0] d_s_l$1;
    wire  [31:0] d_s_l$2;
    wire  [31:0] d_s_l$3;
    wire  [31:0] d_max_e$0;
    wire  [31:0] d_max_e$1;
    wire  [31:0] d_max_e$2;
    wire  [31:0] d_max_e$3;
    wire  [31:0] d_s_una$0;
    wire  [31:0] d_s_una$1;
    wire  [31:0] d_s_una$2;
    wire  [31:0] d_s_una$3;
    wire  [31:0] d_hr_e$0;
    wire  [31:0] d_hr_e$1;
    wire  [31:0] d_hr_e$2;
    wire  [31:0] d_hr_e$3;
    wire  [31:0] d_ea$0;
    wire  [31:0] d_ea$1;
    wire  [31:0] d_ea$2;
    wire  [31:0] d_ea$3;
    wire  [31:0] d_eb$0;
    wire  [31:0] d_eb$1;
    wire  [31:0] d_eb$2;
    wire  [31:0] d_eb$3;
    wire  [31:0] d_l_max;
    wire  [31:0] d_una_hr;
    wire  [31:0] sum;
    wire  [31:0] d_hr_una;
    wire  [31:0] d_s_le;
    wire  [31:0] d_s_cs;
    wire  [31:0] d_s_ce;
    wire  [31:0] d_max_end;

    // Registers
    initial begin
        st$q = 5'h0;
        conn$q = 10'h0;
        gate$q = 1'h0;
        snd_una$q = 32'h0;
        snd_max$q = 32'h0;
        data_end$q = 32'h0;
        snd_wnd$q = 32'h0;
        cwnd$q = 32'h0;
        mss$q = 16'h0;
        high_rxt$q = 32'h0;
        count$q = 3'h0;
        rs$0$q = 32'h0;
        rs$1$q = 32'h0;
        rs$2$q = 32'h0;
        rs$3$q = 32'h0;
        re$0$q = 32'h0;
        re$1$q = 32'h0;
        re$2$q = 32'h0;
        re$3$q = 32'h0;
        idx$q = 3'h0;
        hs$q = 32'h0;
        he$q = 32'h0;
        hin$q = 1'h0;
        elen$q = 32'h0;
        above$q = 32'h0;
        l_edge$q = 32'h0;
        sa$0$q = 32'h0;
        sa$1$q = 32'h0;
        sa$2$q = 32'h0;
        sa$3$q = 32'h0;
        ea$0$q = 32'h0;
        ea$1$q = 32'h0;
        ea$2$q = 32'h0;
        ea$3$q = 32'h0;
        sb$0$q = 32'h0;
        sb$1$q = 32'h0;
        sb$2$q = 32'h0;
        sb$3$q = 32'h0;
        eb$0$q = 32'h0;
        eb$1$q = 32'h0;
        eb$2$q = 32'h0;
        eb$3$q = 32'h0;
        ova$0$q = 32'h0;
        ova$1$q = 32'h0;
        ova$2$q = 32'h0;
        ova$3$q = 32'h0;
        ovb$0$q = 32'h0;
        ovb$1$q = 32'h0;
        ovb$2$q = 32'h0;
        ovb$3$q = 32'h0;
        da$q = 32'h0;
        db$q = 32'h0;
        lta$q = 1'h0;
        ltb$q = 1'h0;
        pa01$q = 32'h0;
        pa23$q = 32'h0;
        pb01$q = 32'h0;
        pb23$q = 32'h0;
        sacked_a$q = 32'h0;
        sacked_b$q = 32'h0;
        ua$q = 32'h0;
        ub$q = 32'h0;
        pipe$q = 32'h0;
        sat$q = 32'h0;
        s$q = 32'h0;
        hole_end$q = 32'h0;
        d_hole$q = 32'h0;
        d_data$q = 32'h0;
        m1$q = 32'h0;
        lt_new$q = 1'h0;
        flight$q = 32'h0;
        d_new$q = 32'h0;
        room$q = 32'h0;
        limit$q = 32'h0;
        o_decides$q = 1'h0;
        o_kind$q = 2'h0;
        o_start$q = 32'h0;
        o_limit$q = 32'h0;
        o_cut$q = 1'h0;
        o_rexmt$q = 1'h0;
        o_adv$q = 1'h0;
        n_dec$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        gate$q <= gate$d;
        snd_una$q <= snd_una$d;
        snd_max$q <= snd_max$d;
        data_end$q <= data_end$d;
        snd_wnd$q <= snd_wnd$d;
        cwnd$q <= cwnd$d;
        mss$q <= mss$d;
        high_rxt$q <= high_rxt$d;
        count$q <= count$d;
        rs$0$q <= rs$0$d;
        rs$1$q <= rs$1$d;
        rs$2$q <= rs$2$d;
        rs$3$q <= rs$3$d;
        re$0$q <= re$0$d;
        re$1$q <= re$1$d;
        re$2$q <= re$2$d;
        re$3$q <= re$3$d;
        idx$q <= idx$d;
        hs$q <= hs$d;
        he$q <= he$d;
        hin$q <= hin$d;
        elen$q <= elen$d;
        above$q <= above$d;
        l_edge$q <= l_edge$d;
        sa$0$q <= sa$0$d;
        sa$1$q <= sa$1$d;
        sa$2$q <= sa$2$d;
        sa$3$q <= sa$3$d;
        ea$0$q <= ea$0$d;
        ea$1$q <= ea$1$d;
        ea$2$q <= ea$2$d;
        ea$3$q <= ea$3$d;
        sb$0$q <= sb$0$d;
        sb$1$q <= sb$1$d;
        sb$2$q <= sb$2$d;
        sb$3$q <= sb$3$d;
        eb$0$q <= eb$0$d;
        eb$1$q <= eb$1$d;
        eb$2$q <= eb$2$d;
        eb$3$q <= eb$3$d;
        ova$0$q <= ova$0$d;
        ova$1$q <= ova$1$d;
        ova$2$q <= ova$2$d;
        ova$3$q <= ova$3$d;
        ovb$0$q <= ovb$0$d;
        ovb$1$q <= ovb$1$d;
        ovb$2$q <= ovb$2$d;
        ovb$3$q <= ovb$3$d;
        da$q <= da$d;
        db$q <= db$d;
        lta$q <= lta$d;
        ltb$q <= ltb$d;
        pa01$q <= pa01$d;
        pa23$q <= pa23$d;
        pb01$q <= pb01$d;
        pb23$q <= pb23$d;
        sacked_a$q <= sacked_a$d;
        sacked_b$q <= sacked_b$d;
        ua$q <= ua$d;
        ub$q <= ub$d;
        pipe$q <= pipe$d;
        sat$q <= sat$d;
        s$q <= s$d;
        hole_end$q <= hole_end$d;
        d_hole$q <= d_hole$d;
        d_data$q <= d_data$d;
        m1$q <= m1$d;
        lt_new$q <= lt_new$d;
        flight$q <= flight$d;
        d_new$q <= d_new$d;
        room$q <= room$d;
        limit$q <= limit$d;
        o_decides$q <= o_decides$d;
        o_kind$q <= o_kind$d;
        o_start$q <= o_start$d;
        o_limit$q <= o_limit$d;
        o_cut$q <= o_cut$d;
        o_rexmt$q <= o_rexmt$d;
        o_adv$q <= o_adv$d;
        n_dec$q <= n_dec$d;
    end

    // Update code
    assign s_in_ready = (st$q == sack_plan_state$IDLE) & ~reset;
    assign m_out_valid = st$q == sack_plan_state$OUT;
    assign cnt_decided = n_dec$q;
    assign mss32 = {16'h0, mss$q};
    assign thresh = mss32 << sack_thresh$SMSS_SHIFT;
    assign cmask = (4'h1 << count$q) - 4'h1;
    assign ioh = 4'h1 << idx$q;
    assign d_s_l$0 = rs$0$q - l_edge$q;
    assign d_max_e$0 = snd_max$q - re$0$q;
    assign d_s_una$0 = rs$0$q - snd_una$q;
    assign d_hr_e$0 = high_rxt$q - re$0$q;
    assign d_s_l$1 = rs$1$q - l_edge$q;
    assign d_max_e$1 = snd_max$q - re$1$q;
    assign d_s_una$1 = rs$1$q - snd_una$q;
    assign d_hr_e$1 = high_rxt$q - re$1$q;
    assign d_s_l$2 = rs$2$q - l_edge$q;
    assign d_max_e$2 = snd_max$q - re$2$q;
    assign d_s_una$2 = rs$2$q - snd_una$q;
    assign d_hr_e$2 = high_rxt$q - re$2$q;
    assign d_s_l$3 = rs$3$q - l_edge$q;
    assign d_max_e$3 = snd_max$q - re$3$q;
    assign d_s_una$3 = rs$3$q - snd_una$q;
    assign d_hr_e$3 = high_rxt$q - re$3$q;
    assign d_l_max = l_edge$q - snd_max$q;
    assign d_una_hr = snd_una$q - high_rxt$q;
    assign d_ea$0 = sa$0$q - ea$0$q;
    assign d_eb$0 = sb$0$q - eb$0$q;
    assign d_ea$1 = sa$1$q - ea$1$q;
    assign d_eb$1 = sb$1$q - eb$1$q;
    assign d_ea$2 = sa$2$q - ea$2$q;
    assign d_eb$2 = sb$2$q - eb$2$q;
    assign d_ea$3 = sa$3$q - ea$3$q;
    assign d_eb$3 = sb$3$q - eb$3$q;
    assign sum = pipe$q + mss32;
    assign d_hr_una = high_rxt$q - snd_una$q;
    assign d_s_le = s$q - l_edge$q;
    assign d_s_cs = s$q - hs$q;
    assign d_s_ce = s$q - he$q;
    assign d_max_end = snd_max$q - data_end$q;
    assign m_out_conn = conn$q;
    assign m_out_decides = o_decides$q;
    assign m_out_kind = o_kind$q;
    assign m_out_start = o_start$q;
    assign m_out_limit = o_limit$q;
    assign m_out_cut_ok = o_cut$q;
    assign m_out_retransmit = o_rexmt$q;
    assign m_out_advance = o_adv$q;
    assign m_out_lost_edge = l_edge$q;
    assign m_out_pipe = pipe$q;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        gate$d = gate$q;
        snd_una$d = snd_una$q;
        snd_max$d = snd_max$q;
        data_end$d = data_end$q;
        snd_wnd$d = snd_wnd$q;
        cwnd$d = cwnd$q;
        mss$d = mss$q;
        high_rxt$d = high_rxt$q;
        count$d = count$q;
        idx$d = idx$q;
        hs$d = hs$q;
        he$d = he$q;
        hin$d = hin$q;
        elen$d = elen$q;
        above$d = above$q;
        l_edge$d = l_edge$q;
        da$d = da$q;
        db$d = db$q;
        lta$d = lta$q;
        ltb$d = ltb$q;
        pa01$d = pa01$q;
        pa23$d = pa23$q;
        pb01$d = pb01$q;
        pb23$d = pb23$q;
        sacked_a$d = sacked_a$q;
        sacked_b$d = sacked_b$q;
        ua$d = ua$q;
        ub$d = ub$q;
        pipe$d = pipe$q;
        sat$d = sat$q;
        s$d = s$q;
        hole_end$d = hole_end$q;
        d_hole$d = d_hole$q;
        d_data$d = d_data$q;
        m1$d = m1$q;
        lt_new$d = lt_new$q;
        flight$d = flight$q;
        d_new$d = d_new$q;
        room$d = room$q;
        limit$d = limit$q;
        o_decides$d = o_decides$q;
        o_kind$d = o_kind$q;
        o_start$d = o_start$q;
        o_limit$d = o_limit$q;
        o_cut$d = o_cut$q;
        o_rexmt$d = o_rexmt$q;
        o_adv$d = o_adv$q;
        n_dec$d = n_dec$q;
        rs$0$d = rs$0$q;
        re$0$d = re$0$q;
        sa$0$d = sa$0$q;
        ea$0$d = ea$0$q;
        sb$0$d = sb$0$q;
        eb$0$d = eb$0$q;
        ova$0$d = ova$0$q;
        ovb$0$d = ovb$0$q;
        rs$1$d = rs$1$q;
        re$1$d = re$1$q;
        sa$1$d = sa$1$q;
        ea$1$d = ea$1$q;
        sb$1$d = sb$1$q;
        eb$1$d = eb$1$q;
        ova$1$d = ova$1$q;
        ovb$1$d = ovb$1$q;
        rs$2$d = rs$2$q;
        re$2$d = re$2$q;
        sa$2$d = sa$2$q;
        ea$2$d = ea$2$q;
        sb$2$d = sb$2$q;
        eb$2$d = eb$2$q;
        ova$2$d = ova$2$q;
        ovb$2$d = ovb$2$q;
        rs$3$d = rs$3$q;
        re$3$d = re$3$q;
        sa$3$d = sa$3$q;
        ea$3$d = ea$3$q;
        sb$3$d = sb$3$q;
        eb$3$d = eb$3$q;
        ova$3$d = ova$3$q;
        ovb$3$d = ovb$3$q;
        if ((st$q == sack_plan_state$IDLE) & s_in_valid) begin
            conn$d = s_in_conn;
            gate$d = s_in_synchronized & s_in_in_recovery & ~s_in_rexmt_first & (s_in_snd_nxt == s_in_snd_max);
            snd_una$d = s_in_snd_una;
            snd_max$d = s_in_snd_max;
            data_end$d = s_in_data_end;
            snd_wnd$d = s_in_snd_wnd;
            cwnd$d = s_in_cwnd;
            mss$d = s_in_snd_mss;
            high_rxt$d = s_in_high_rxt;
            count$d = s_in_count;
            rs$0$d = s_in_s0;
            re$0$d = s_in_e0;
            rs$1$d = s_in_s1;
            re$1$d = s_in_e1;
            rs$2$d = s_in_s2;
            re$2$d = s_in_e2;
            rs$3$d = s_in_s3;
            re$3$d = s_in_e3;
            o_decides$d = 1'b0;
            o_kind$d = plan_kind$NOTHING;
            o_start$d = 32'h0;
            o_limit$d = 32'h0;
            o_cut$d = 1'b0;
            o_rexmt$d = 1'b0;
            o_adv$d = 1'b0;
            l_edge$d = 32'h0;
            pipe$d = 32'h0;
            st$d = sack_plan_state$GATE;
        end
        if (st$q == sack_plan_state$GATE) begin
            above$d = 32'h0;
            if (~gate$q) begin
                st$d = sack_plan_state$OUT;
            end
            else if (~|count$q) begin
                l_edge$d = snd_una$q;
                st$d = sack_plan_state$PCLIP;
            end
            else begin
                idx$d = count$q - 3'h1;
                st$d = sack_plan_state$ESEL;
            end
        end
        if (st$q == sack_plan_state$ESEL) begin
            elen$d = cur_e - cur_s;
            hs$d = cur_s;
            st$d = sack_plan_state$EADD;
        end
        if (st$q == sack_plan_state$EADD) begin
            above$d = above$q + elen$q;
            st$d = sack_plan_state$ECHK;
        end
        if (st$q == sack_plan_state$ECHK) begin
            if ((above$q > thresh) | ((count$q - idx$q) >= sack_thresh$RANGES)) begin
                l_edge$d = hs$q;
                st$d = sack_plan_state$PCLIP;
            end
            else if (~|idx$q) begin
                l_edge$d = snd_una$q;
                st$d = sack_plan_state$PCLIP;
            end
            else begin
                idx$d = idx$q - 3'h1;
                st$d = sack_plan_state$ESEL;
            end
        end
        if (st$q == sack_plan_state$PCLIP) begin
            if (d_s_l$0 >= seq_sign$NEGATIVE) begin
                sa$0$d = l_edge$q;
            end
            else begin
                sa$0$d = rs$0$q;
            end
            if (d_max_e$0 >= seq_sign$NEGATIVE) begin
                ea$0$d = snd_max$q;
            end
            else begin
                ea$0$d = re$0$q;
            end
            if (d_s_una$0 >= seq_sign$NEGATIVE) begin
                sb$0$d = snd_una$q;
            end
            else begin
                sb$0$d = rs$0$q;
            end
            if (d_hr_e$0 >= seq_sign$NEGATIVE) begin
                eb$0$d = high_rxt$q;
            end
            else begin
                eb$0$d = re$0$q;
            end
            if (d_s_l$1 >= seq_sign$NEGATIVE) begin
                sa$1$d = l_edge$q;
            end
            else begin
                sa$1$d = rs$1$q;
            end
            if (d_max_e$1 >= seq_sign$NEGATIVE) begin
                ea$1$d = snd_max$q;
            end
            else begin
                ea$1$d = re$1$q;
            end
            if (d_s_una$1 >= seq_sign$NEGATIVE) begin
                sb$1$d = snd_una$q;
            end
            else begin
                sb$1$d = rs$1$q;
            end
            if (d_hr_e$1 >= seq_sign$NEGATIVE) begin
                eb$1$d = high_rxt$q;
            end
            else begin
                eb$1$d = re$1$q;
            end
            if (d_s_l$2 >= seq_sign$NEGATIVE) begin
                sa$2$d = l_edge$q;
            end
            else begin
                sa$2$d = rs$2$q;
            end
            if (d_max_e$2 >= seq_sign$NEGATIVE) begin
                ea$2$d = snd_max$q;
            end
            else begin
                ea$2$d = re$2$q;
            end
            if (d_s_una$2 >= seq_sign$NEGATIVE) begin
                sb$2$d = snd_una$q;
            end
            else begin
                sb$2$d = rs$2$q;
            end
            if (d_hr_e$2 >= seq_sign$NEGATIVE) begin
                eb$2$d = high_rxt$q;
            end
            else begin
                eb$2$d = re$2$q;
            end
            if (d_s_l$3 >= seq_sign$NEGATIVE) begin
                sa$3$d = l_edge$q;
            end
            else begin
                sa$3$d = rs$3$q;
            end
            if (d_max_e$3 >= seq_sign$NEGATIVE) begin
                ea$3$d = snd_max$q;
            end
            else begin
                ea$3$d = re$3$q;
            end
            if (d_s_una$3 >= seq_sign$NEGATIVE) begin
                sb$3$d = snd_una$q;
            end
            else begin
                sb$3$d = rs$3$q;
            end
            if (d_hr_e$3 >= seq_sign$NEGATIVE) begin
                eb$3$d = high_rxt$q;
            end
            else begin
                eb$3$d = re$3$q;
            end
            da$d = snd_max$q - l_edge$q;
            db$d = high_rxt$q - snd_una$q;
            lta$d = d_l_max >= seq_sign$NEGATIVE;
            ltb$d = d_una_hr >= seq_sign$NEGATIVE;
            st$d = sack_plan_state$POV;
        end
        if (st$q == sack_plan_state$POV) begin
            ova$0$d = 32'h0;
            ovb$0$d = 32'h0;
            if (cmask[0] & (d_ea$0 >= seq_sign$NEGATIVE)) begin
                ova$0$d = ea$0$q - sa$0$q;
            end
            if (cmask[0] & (d_eb$0 >= seq_sign$NEGATIVE)) begin
                ovb$0$d = eb$0$q - sb$0$q;
            end
            ova$1$d = 32'h0;
            ovb$1$d = 32'h0;
            if (cmask[1] & (d_ea$1 >= seq_sign$NEGATIVE)) begin
                ova$1$d = ea$1$q - sa$1$q;
            end
            if (cmask[1] & (d_eb$1 >= seq_sign$NEGATIVE)) begin
                ovb$1$d = eb$1$q - sb$1$q;
            end
            ova$2$d = 32'h0;
            ovb$2$d = 32'h0;
            if (cmask[2] & (d_ea$2 >= seq_sign$NEGATIVE)) begin
                ova$2$d = ea$2$q - sa$2$q;
            end
            if (cmask[2] & (d_eb$2 >= seq_sign$NEGATIVE)) begin
                ovb$2$d = eb$2$q - sb$2$q;
            end
            ova$3$d = 32'h0;
            ovb$3$d = 32'h0;
            if (cmask[3] & (d_ea$3 >= seq_sign$NEGATIVE)) begin
                ova$3$d = ea$3$q - sa$3$q;
            end
            if (cmask[3] & (d_eb$3 >= seq_sign$NEGATIVE)) begin
                ovb$3$d = eb$3$q - sb$3$q;
            end
            st$d = sack_plan_state$PSUM1;
        end
        if (st$q == sack_plan_state$PSUM1) begin
            pa01$d = ova$0$q + ova$1$q;
            pa23$d = ova$2$q + ova$3$q;
            pb01$d = ovb$0$q + ovb$1$q;
            pb23$d = ovb$2$q + ovb$3$q;
            st$d = sack_plan_state$PSUM2;
        end
        if (st$q == sack_plan_state$PSUM2) begin
            sacked_a$d = pa01$q + pa23$q;
            sacked_b$d = pb01$q + pb23$q;
            st$d = sack_plan_state$PSUB;
        end
        if (st$q == sack_plan_state$PSUB) begin
            ua$d = 32'h0;
            ub$d = 32'h0;
            if (lta$q) begin
                ua$d = da$q - sacked_a$q;
            end
            if (ltb$q) begin
                ub$d = db$q - sacked_b$q;
            end
            st$d = sack_plan_state$PTOT;
        end
        if (st$q == sack_plan_state$PTOT) begin
            pipe$d = ua$q + ub$q;
            st$d = sack_plan_state$ROOM;
        end
        if (st$q == sack_plan_state$ROOM) begin
            if (sum < pipe$q) begin
                sat$d = ~32'h0;
            end
            else begin
                sat$d = sum;
            end
            st$d = sack_plan_state$ROOM2;
        end
        if (st$q == sack_plan_state$ROOM2) begin
            idx$d = 3'h0;
            if (d_hr_una >= seq_sign$NEGATIVE) begin
                s$d = snd_una$q;
            end
            else begin
                s$d = high_rxt$q;
            end
            if (cwnd$q < sat$q) begin
                o_decides$d = 1'b1;
                st$d = sack_plan_state$OUT;
            end
            else begin
                st$d = sack_plan_state$HSEL;
            end
        end
        if (st$q == sack_plan_state$HSEL) begin
            hin$d = idx$q < count$q;
            hs$d = cur_s;
            he$d = cur_e;
            st$d = sack_plan_state$HOLE;
        end
        if (st$q == sack_plan_state$HOLE) begin
            if (~hin$q) begin
                st$d = sack_plan_state$NEW1;
            end
            else if (d_s_le < seq_sign$NEGATIVE) begin
                st$d = sack_plan_state$NEW1;
            end
            else if (d_s_cs >= seq_sign$NEGATIVE) begin
                hole_end$d = hs$q;
                st$d = sack_plan_state$HMIN1;
            end
            else begin
                if (d_s_ce >= seq_sign$NEGATIVE) begin
                    s$d = he$q;
                end
                idx$d = idx$q + 3'h1;
                st$d = sack_plan_state$HSEL;
            end
        end
        if (st$q == sack_plan_state$HMIN1) begin
            d_hole$d = hole_end$q - s$q;
            d_data$d = data_end$q - s$q;
            st$d = sack_plan_state$HMIN2;
        end
        if (st$q == sack_plan_state$HMIN2) begin
            if (d_hole$q < mss32) begin
                m1$d = d_hole$q;
            end
            else begin
                m1$d = mss32;
            end
            st$d = sack_plan_state$HMIN3;
        end
        if (st$q == sack_plan_state$HMIN3) begin
            if (m1$q < d_data$q) begin
                o_limit$d = m1$q;
            end
            else begin
                o_limit$d = d_data$q;
            end
            o_decides$d = 1'b1;
            o_kind$d = plan_kind$RECORDS;
            o_start$d = s$q;
            o_cut$d = 1'b1;
            o_rexmt$d = 1'b1;
            st$d = sack_plan_state$OUT;
        end
        if (st$q == sack_plan_state$NEW1) begin
            lt_new$d = d_max_end >= seq_sign$NEGATIVE;
            flight$d = snd_max$q - snd_una$q;
            d_new$d = data_end$q - snd_max$q;
            st$d = sack_plan_state$NEW2;
        end
        if (st$q == sack_plan_state$NEW2) begin
            if (~lt_new$q) begin
                st$d = sack_plan_state$OUT;
            end
            else begin
                if (snd_wnd$q > flight$q) begin
                    room$d = snd_wnd$q - flight$q;
                end
                else begin
                    room$d = 32'h0;
                end
                st$d = sack_plan_state$NEW3;
            end
        end
        if (st$q == sack_plan_state$NEW3) begin
            if (room$q < mss32) begin
                m1$d = room$q;
            end
            else begin
                m1$d = mss32;
            end
            st$d = sack_plan_state$NEW4;
        end
        if (st$q == sack_plan_state$NEW4) begin
            if (m1$q < d_new$q) begin
                limit$d = m1$q;
            end
            else begin
                limit$d = d_new$q;
            end
            st$d = sack_plan_state$NEW5;
        end
        if (st$q == sack_plan_state$NEW5) begin
            o_decides$d = 1'b1;
            if (|limit$q) begin
                o_kind$d = plan_kind$RECORDS;
                o_start$d = snd_max$q;
                o_limit$d = limit$q;
                o_cut$d = (limit$q == mss32) | ~|flight$q;
                o_adv$d = 1'b1;
            end
            st$d = sack_plan_state$OUT;
        end
        if ((st$q == sack_plan_state$OUT) & m_out_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = sack_plan_state$IDLE;
        end
        if (reset) begin
            st$d = sack_plan_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        cur_s = 32'h0;
        cur_e = 32'h0;
        if (ioh[0]) begin
            cur_s = rs$0$q;
            cur_e = re$0$q;
        end
        if (ioh[1]) begin
            cur_s = rs$1$q;
            cur_e = re$1$q;
        end
        if (ioh[2]) begin
            cur_s = rs$2$q;
            cur_e = re$2$q;
        end
        if (ioh[3]) begin
            cur_s = rs$3$q;
            cur_e = re$3$q;
        end
    end

endmodule // toe_sack_plan
