// Generated from model/src/toe/sack_board.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_sack_board. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_sack_board(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_snd_una,s_in_snd_max,s_in_mss,s_in_high_rxt,s_in_count,s_in_s0,s_in_e0,s_in_s1,s_in_e1,s_in_s2,s_in_e2,s_in_s3,s_in_e3,s_in_nblocks,s_in_l0,s_in_r0,s_in_l1,s_in_r1,s_in_l2,s_in_r2,s_in_l3,s_in_r3,m_out_valid,m_out_ready,m_out_conn,m_out_count,m_out_s0,m_out_e0,m_out_s1,m_out_e1,m_out_s2,m_out_e2,m_out_s3,m_out_e3,m_out_high_rxt,m_out_newly,m_out_lost_first,cnt_decided);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_max;
    input wire  [15:0] s_in_mss;
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
    input wire  [2:0] s_in_nblocks;
    input wire  [31:0] s_in_l0;
    input wire  [31:0] s_in_r0;
    input wire  [31:0] s_in_l1;
    input wire  [31:0] s_in_r1;
    input wire  [31:0] s_in_l2;
    input wire  [31:0] s_in_r2;
    input wire  [31:0] s_in_l3;
    input wire  [31:0] s_in_r3;
    output wire  m_out_valid;
    input wire  m_out_ready;
    output wire  [9:0] m_out_conn;
    output wire  [2:0] m_out_count;
    output wire  [31:0] m_out_s0;
    output wire  [31:0] m_out_e0;
    output wire  [31:0] m_out_s1;
    output wire  [31:0] m_out_e1;
    output wire  [31:0] m_out_s2;
    output wire  [31:0] m_out_e2;
    output wire  [31:0] m_out_s3;
    output wire  [31:0] m_out_e3;
    output wire  [31:0] m_out_high_rxt;
    output wire  m_out_newly;
    output wire  m_out_lost_first;
    output wire  [31:0] cnt_decided;

    // Named constants (named_consts! in model/src)
    localparam [3:0] sack_len$RANGES = 4'h4;
    localparam [3:0] sack_state$BCHK = 4'h4;
    localparam [3:0] sack_state$BCMP = 4'h5;
    localparam [3:0] sack_state$BCUT = 4'h3;
    localparam [3:0] sack_state$BMERGE = 4'h6;
    localparam [3:0] sack_state$BPLACE = 4'h8;
    localparam [3:0] sack_state$BSEL = 4'h7;
    localparam [3:0] sack_state$CLIP = 4'h1;
    localparam [3:0] sack_state$DONE = 4'h9;
    localparam [3:0] sack_state$IDLE = 4'h0;
    localparam [3:0] sack_state$LEN = 4'hb;
    localparam [3:0] sack_state$LOST = 4'he;
    localparam [3:0] sack_state$OUT = 4'ha;
    localparam [3:0] sack_state$PACK = 4'h2;
    localparam [3:0] sack_state$SUM1 = 4'hc;
    localparam [3:0] sack_state$SUM2 = 4'hd;
    localparam [2:0] sack_thresh$RANGES = 3'h3;
    localparam [2:0] sack_thresh$SMSS_SHIFT = 3'h1;
    localparam [31:0] seq_sign$NEGATIVE = 32'h80000000;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] snd_una$d;
    reg  [31:0] snd_una$q;
    reg  [31:0] snd_max$d;
    reg  [31:0] snd_max$q;
    reg  [31:0] high_rxt$d;
    reg  [31:0] high_rxt$q;
    reg  [2:0] count$d;
    reg  [2:0] count$q;
    reg  [2:0] nblocks$d;
    reg  [2:0] nblocks$q;
    reg  [2:0] j$d;
    reg  [2:0] j$q;
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
    reg  [31:0] bl$0$d;
    reg  [31:0] bl$0$q;
    reg  [31:0] bl$1$d;
    reg  [31:0] bl$1$q;
    reg  [31:0] bl$2$d;
    reg  [31:0] bl$2$q;
    reg  [31:0] bl$3$d;
    reg  [31:0] bl$3$q;
    reg  [31:0] br$0$d;
    reg  [31:0] br$0$q;
    reg  [31:0] br$1$d;
    reg  [31:0] br$1$q;
    reg  [31:0] br$2$d;
    reg  [31:0] br$2$q;
    reg  [31:0] br$3$d;
    reg  [31:0] br$3$q;
    reg  keep$0$d;
    reg  keep$0$q;
    reg  keep$1$d;
    reg  keep$1$q;
    reg  keep$2$d;
    reg  keep$2$q;
    reg  keep$3$d;
    reg  keep$3$q;
    reg  [31:0] cs$0$d;
    reg  [31:0] cs$0$q;
    reg  [31:0] cs$1$d;
    reg  [31:0] cs$1$q;
    reg  [31:0] cs$2$d;
    reg  [31:0] cs$2$q;
    reg  [31:0] cs$3$d;
    reg  [31:0] cs$3$q;
    reg  [31:0] ws$0$d;
    reg  [31:0] ws$0$q;
    reg  [31:0] ws$1$d;
    reg  [31:0] ws$1$q;
    reg  [31:0] ws$2$d;
    reg  [31:0] ws$2$q;
    reg  [31:0] ws$3$d;
    reg  [31:0] ws$3$q;
    reg  [31:0] ws$4$d;
    reg  [31:0] ws$4$q;
    reg  [31:0] ws$5$d;
    reg  [31:0] ws$5$q;
    reg  [31:0] ws$6$d;
    reg  [31:0] ws$6$q;
    reg  [31:0] ws$7$d;
    reg  [31:0] ws$7$q;
    reg  [31:0] we$0$d;
    reg  [31:0] we$0$q;
    reg  [31:0] we$1$d;
    reg  [31:0] we$1$q;
    reg  [31:0] we$2$d;
    reg  [31:0] we$2$q;
    reg  [31:0] we$3$d;
    reg  [31:0] we$3$q;
    reg  [31:0] we$4$d;
    reg  [31:0] we$4$q;
    reg  [31:0] we$5$d;
    reg  [31:0] we$5$q;
    reg  [31:0] we$6$d;
    reg  [31:0] we$6$q;
    reg  [31:0] we$7$d;
    reg  [31:0] we$7$q;
    reg  [3:0] wcount$d;
    reg  [3:0] wcount$q;
    reg  [31:0] cl$d;
    reg  [31:0] cl$q;
    reg  [31:0] cr$d;
    reg  [31:0] cr$q;
    reg  meets$0$d;
    reg  meets$0$q;
    reg  meets$1$d;
    reg  meets$1$q;
    reg  meets$2$d;
    reg  meets$2$q;
    reg  meets$3$d;
    reg  meets$3$q;
    reg  meets$4$d;
    reg  meets$4$q;
    reg  meets$5$d;
    reg  meets$5$q;
    reg  meets$6$d;
    reg  meets$6$q;
    reg  meets$7$d;
    reg  meets$7$q;
    reg  contains$0$d;
    reg  contains$0$q;
    reg  contains$1$d;
    reg  contains$1$q;
    reg  contains$2$d;
    reg  contains$2$q;
    reg  contains$3$d;
    reg  contains$3$q;
    reg  contains$4$d;
    reg  contains$4$q;
    reg  contains$5$d;
    reg  contains$5$q;
    reg  contains$6$d;
    reg  contains$6$q;
    reg  contains$7$d;
    reg  contains$7$q;
    reg  left$0$d;
    reg  left$0$q;
    reg  left$1$d;
    reg  left$1$q;
    reg  left$2$d;
    reg  left$2$q;
    reg  left$3$d;
    reg  left$3$q;
    reg  left$4$d;
    reg  left$4$q;
    reg  left$5$d;
    reg  left$5$q;
    reg  left$6$d;
    reg  left$6$q;
    reg  left$7$d;
    reg  left$7$q;
    reg  right$0$d;
    reg  right$0$q;
    reg  right$1$d;
    reg  right$1$q;
    reg  right$2$d;
    reg  right$2$q;
    reg  right$3$d;
    reg  right$3$q;
    reg  right$4$d;
    reg  right$4$q;
    reg  right$5$d;
    reg  right$5$q;
    reg  right$6$d;
    reg  right$6$q;
    reg  right$7$d;
    reg  right$7$q;
    reg  before$0$d;
    reg  before$0$q;
    reg  before$1$d;
    reg  before$1$q;
    reg  before$2$d;
    reg  before$2$q;
    reg  before$3$d;
    reg  before$3$q;
    reg  before$4$d;
    reg  before$4$q;
    reg  before$5$d;
    reg  before$5$q;
    reg  before$6$d;
    reg  before$6$q;
    reg  before$7$d;
    reg  before$7$q;
    reg  surv$0$d;
    reg  surv$0$q;
    reg  surv$1$d;
    reg  surv$1$q;
    reg  surv$2$d;
    reg  surv$2$q;
    reg  surv$3$d;
    reg  surv$3$q;
    reg  surv$4$d;
    reg  surv$4$q;
    reg  surv$5$d;
    reg  surv$5$q;
    reg  surv$6$d;
    reg  surv$6$q;
    reg  surv$7$d;
    reg  surv$7$q;
    reg  [3:0] dest$0$d;
    reg  [3:0] dest$0$q;
    reg  [3:0] dest$1$d;
    reg  [3:0] dest$1$q;
    reg  [3:0] dest$2$d;
    reg  [3:0] dest$2$q;
    reg  [3:0] dest$3$d;
    reg  [3:0] dest$3$q;
    reg  [3:0] dest$4$d;
    reg  [3:0] dest$4$q;
    reg  [3:0] dest$5$d;
    reg  [3:0] dest$5$q;
    reg  [3:0] dest$6$d;
    reg  [3:0] dest$6$q;
    reg  [3:0] dest$7$d;
    reg  [3:0] dest$7$q;
    reg  [3:0] mpos$d;
    reg  [3:0] mpos$q;
    reg  [7:0] doh$0$d;
    reg  [7:0] doh$0$q;
    reg  [7:0] doh$1$d;
    reg  [7:0] doh$1$q;
    reg  [7:0] doh$2$d;
    reg  [7:0] doh$2$q;
    reg  [7:0] doh$3$d;
    reg  [7:0] doh$3$q;
    reg  [7:0] doh$4$d;
    reg  [7:0] doh$4$q;
    reg  [7:0] doh$5$d;
    reg  [7:0] doh$5$q;
    reg  [7:0] doh$6$d;
    reg  [7:0] doh$6$q;
    reg  [7:0] doh$7$d;
    reg  [7:0] doh$7$q;
    reg  [7:0] moh$d;
    reg  [7:0] moh$q;
    reg  [3:0] n_new$d;
    reg  [3:0] n_new$q;
    reg  [31:0] m_start$d;
    reg  [31:0] m_start$q;
    reg  [31:0] m_end$d;
    reg  [31:0] m_end$q;
    reg  newly$d;
    reg  newly$q;
    reg  [31:0] os$0$d;
    reg  [31:0] os$0$q;
    reg  [31:0] os$1$d;
    reg  [31:0] os$1$q;
    reg  [31:0] os$2$d;
    reg  [31:0] os$2$q;
    reg  [31:0] os$3$d;
    reg  [31:0] os$3$q;
    reg  [31:0] oe$0$d;
    reg  [31:0] oe$0$q;
    reg  [31:0] oe$1$d;
    reg  [31:0] oe$1$q;
    reg  [31:0] oe$2$d;
    reg  [31:0] oe$2$q;
    reg  [31:0] oe$3$d;
    reg  [31:0] oe$3$q;
    reg  [2:0] o_count$d;
    reg  [2:0] o_count$q;
    reg  [31:0] o_high$d;
    reg  [31:0] o_high$q;
    reg  in_pack$d;
    reg  in_pack$q;
    reg  in_place$d;
    reg  in_place$q;
    reg  [31:0] mss_lim$d;
    reg  [31:0] mss_lim$q;
    reg  [31:0] olen$0$d;
    reg  [31:0] olen$0$q;
    reg  [31:0] olen$1$d;
    reg  [31:0] olen$1$q;
    reg  [31:0] olen$2$d;
    reg  [31:0] olen$2$q;
    reg  [31:0] olen$3$d;
    reg  [31:0] olen$3$q;
    reg  [31:0] s01$d;
    reg  [31:0] s01$q;
    reg  [31:0] s23$d;
    reg  [31:0] s23$q;
    reg  [31:0] up0$d;
    reg  [31:0] up0$q;
    reg  [31:0] up1$d;
    reg  [31:0] up1$q;
    reg  lost$d;
    reg  lost$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;

    // Local signals
    wire  [3:0] cmask;
    wire  [3:0] omask;
    wire  [7:0] wmask;
    wire  [3:0] joh;
    reg  [31:0] cur_l;
    reg  [31:0] cur_r;
    wire  [31:0] d_una_end$0;
    wire  [31:0] d_una_end$1;
    wire  [31:0] d_una_end$2;
    wire  [31:0] d_una_end$3;
    wire  [31:0] d_s_una$0;
    wire  [31:0] d_s_una$1;
    wire  [31:0] d_s_una$2;
    wire  [31:0] d_s_una$3;
    wire  [3:0] krank$0;
    reg  [3:0] krank$1;
    reg  [3:0] krank$2;
    reg  [3:0] krank$3;
    wire  [7:0] kdest$0;
    wire  [7:0] kdest$1;
    wire  [7:0] kdest$2;
    wire  [7:0] kdest$3;
    wire  [31:0] d_l_una;
    wire  [31:0] d_l_r;
    wire  [31:0] d_max_r;
    wire  [31:0] d_high_una;
    wire  [31:0] d_r_s$0;
    wire  [31:0] d_r_s$1;
    wire  [31:0] d_r_s$2;
    wire  [31:0] d_r_s$3;
    wire  [31:0] d_r_s$4;
    wire  [31:0] d_r_s$5;
    wire  [31:0] d_r_s$6;
    wire  [31:0] d_r_s$7;
    wire  [31:0] d_e_l$0;
    wire  [31:0] d_e_l$1;
    wire  [31:0] d_e_l$2;
    wire  [31:0] d_e_l$3;
    wire  [31:0] d_e_l$4;
    wire  [31:0] d_e_l$5;
    wire  [31:0] d_e_l$6;
    wire  [31:0] d_e_l$7;
    wire  [31:0] d_l_s$0;
    wire  [31:0] d_l_s$1;
    wire  [31:0] d_l_s$2;
    wire  [31:0] d_l_s$3;
    wire  [31:0] d_l_s$4;
    wire  [31:0] d_l_s$5;
    wire  [31:0] d_l_s$6;
    wire  [31:0] d_l_s$7;
    wire  [31:0] d_e_r$0;
    wire  [31:0] d_e_r$1;
    wire  [31:0] d_e_r$2;
    wire  [31:0] d_e_r$3;
    wire  [31:0] d_e_r$4;
    wire  [31:0] d_e_r$5;
    wire  [31:0] d_e_r$6;
    wire  [31:0] d_e_r$7;
    wire  [31:0] d_s_l$0;
    wire  [31:0] d_s_l$1;
    wire  [31:0] d_s_l$2;
    wire  [31:0] d_s_l$3;
    wire  [31:0] d_s_l$4;
    wire  [31:0] d_s_l$5;
    wire  [31:0] d_s_l$6;
    wire  [31:0] d_s_l$7;
    wire  [31:0] d_r_e$0;
    wire  [31:0] d_r_e$1;
    wire  [31:0] d_r_e$2;
    wire  [31:0] d_r_e$3;
    wire  [31:0] d_r_e$4;
    wire  [31:0] d_r_e$5;
    wire  [31:0] d_r_e$6;
    wire  [31:0] d_r_e$7;
    wire  meets_now$0;
    wire  meets_now$1;
    wire  meets_now$2;
    wire  meets_now$3;
    wire  meets_now$4;
    wire  meets_now$5;
    wire  meets_now$6;
    wire  meets_now$7;
    wire  [3:0] srank$0;
    reg  [3:0] srank$1;
    reg  [3:0] srank$2;
    reg  [3:0] srank$3;
    reg  [3:0] srank$4;
    reg  [3:0] srank$5;
    reg  [3:0] srank$6;
    reg  [3:0] srank$7;
    wire  [3:0] nbefore$0;
    reg  [3:0] nbefore$1;
    reg  [3:0] nbefore$2;
    reg  [3:0] nbefore$3;
    reg  [3:0] nbefore$4;
    reg  [3:0] nbefore$5;
    reg  [3:0] nbefore$6;
    reg  [3:0] nbefore$7;
    reg  any_contains;

    // Registers
    initial begin
        st$q = 4'h0;
        conn$q = 10'h0;
        snd_una$q = 32'h0;
        snd_max$q = 32'h0;
        high_rxt$q = 32'h0;
        count$q = 3'h0;
        nblocks$q = 3'h0;
        j$q = 3'h0;
        rs$0$q = 32'h0;
        rs$1$q = 32'h0;
        rs$2$q = 32'h0;
        rs$3$q = 32'h0;
        re$0$q = 32'h0;
        re$1$q = 32'h0;
        re$2$q = 32'h0;
        re$3$q = 32'h0;
        bl$0$q = 32'h0;
        bl$1$q = 32'h0;
        bl$2$q = 32'h0;
        bl$3$q = 32'h0;
        br$0$q = 32'h0;
        br$1$q = 32'h0;
        br$2$q = 32'h0;
        br$3$q = 32'h0;
        keep$0$q = 1'h0;
        keep$1$q = 1'h0;
        keep$2$q = 1'h0;
        keep$3$q = 1'h0;
        cs$0$q = 32'h0;
        cs$1$q = 32'h0;
        cs$2$q = 32'h0;
        cs$3$q = 32'h0;
        ws$0$q = 32'h0;
        ws$1$q = 32'h0;
        ws$2$q = 32'h0;
        ws$3$q = 32'h0;
        ws$4$q = 32'h0;
        ws$5$q = 32'h0;
        ws$6$q = 32'h0;
        ws$7$q = 32'h0;
        we$0$q = 32'h0;
        we$1$q = 32'h0;
        we$2$q = 32'h0;
        we$3$q = 32'h0;
        we$4$q = 32'h0;
        we$5$q = 32'h0;
        we$6$q = 32'h0;
        we$7$q = 32'h0;
        wcount$q = 4'h0;
        cl$q = 32'h0;
        cr$q = 32'h0;
        meets$0$q = 1'h0;
        meets$1$q = 1'h0;
        meets$2$q = 1'h0;
        meets$3$q = 1'h0;
        meets$4$q = 1'h0;
        meets$5$q = 1'h0;
        meets$6$q = 1'h0;
        meets$7$q = 1'h0;
        contains$0$q = 1'h0;
        contains$1$q = 1'h0;
        contains$2$q = 1'h0;
        contains$3$q = 1'h0;
        contains$4$q = 1'h0;
        contains$5$q = 1'h0;
        contains$6$q = 1'h0;
        contains$7$q = 1'h0;
        left$0$q = 1'h0;
        left$1$q = 1'h0;
        left$2$q = 1'h0;
        left$3$q = 1'h0;
        left$4$q = 1'h0;
        left$5$q = 1'h0;
        left$6$q = 1'h0;
        left$7$q = 1'h0;
        right$0$q = 1'h0;
        right$1$q = 1'h0;
        right$2$q = 1'h0;
        right$3$q = 1'h0;
        right$4$q = 1'h0;
        right$5$q = 1'h0;
        right$6$q = 1'h0;
        right$7$q = 1'h0;
        before$0$q = 1'h0;
        before$1$q = 1'h0;
        before$2$q = 1'h0;
        before$3$q = 1'h0;
        before$4$q = 1'h0;
        before$5$q = 1'h0;
        before$6$q = 1'h0;
        before$7$q = 1'h0;
        surv$0$q = 1'h0;
        surv$1$q = 1'h0;
        surv$2$q = 1'h0;
        surv$3$q = 1'h0;
        surv$4$q = 1'h0;
        surv$5$q = 1'h0;
        surv$6$q = 1'h0;
        surv$7$q = 1'h0;
        dest$0$q = 4'h0;
        dest$1$q = 4'h0;
        dest$2$q = 4'h0;
        dest$3$q = 4'h0;
        dest$4$q = 4'h0;
        dest$5$q = 4'h0;
        dest$6$q = 4'h0;
        dest$7$q = 4'h0;
        mpos$q = 4'h0;
        doh$0$q = 8'h0;
        doh$1$q = 8'h0;
        doh$2$q = 8'h0;
        doh$3$q = 8'h0;
        doh$4$q = 8'h0;
        doh$5$q = 8'h0;
        doh$6$q = 8'h0;
        doh$7$q = 8'h0;
        moh$q = 8'h0;
        n_new$q = 4'h0;
        m_start$q = 32'h0;
        m_end$q = 32'h0;
        newly$q = 1'h0;
        os$0$q = 32'h0;
        os$1$q = 32'h0;
        os$2$q = 32'h0;
        os$3$q = 32'h0;
        oe$0$q = 32'h0;
        oe$1$q = 32'h0;
        oe$2$q = 32'h0;
        oe$3$q = 32'h0;
        o_count$q = 3'h0;
        o_high$q = 32'h0;
        in_pack$q = 1'h0;
        in_place$q = 1'h0;
        mss_lim$q = 32'h0;
        olen$0$q = 32'h0;
        olen$1$q = 32'h0;
        olen$2$q = 32'h0;
        olen$3$q = 32'h0;
        s01$q = 32'h0;
        s23$q = 32'h0;
        up0$q = 32'h0;
        up1$q = 32'h0;
        lost$q = 1'h0;
        n_dec$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        snd_una$q <= snd_una$d;
        snd_max$q <= snd_max$d;
        high_rxt$q <= high_rxt$d;
        count$q <= count$d;
        nblocks$q <= nblocks$d;
        j$q <= j$d;
        rs$0$q <= rs$0$d;
        rs$1$q <= rs$1$d;
        rs$2$q <= rs$2$d;
        rs$3$q <= rs$3$d;
        re$0$q <= re$0$d;
        re$1$q <= re$1$d;
        re$2$q <= re$2$d;
        re$3$q <= re$3$d;
        bl$0$q <= bl$0$d;
        bl$1$q <= bl$1$d;
        bl$2$q <= bl$2$d;
        bl$3$q <= bl$3$d;
        br$0$q <= br$0$d;
        br$1$q <= br$1$d;
        br$2$q <= br$2$d;
        br$3$q <= br$3$d;
        keep$0$q <= keep$0$d;
        keep$1$q <= keep$1$d;
        keep$2$q <= keep$2$d;
        keep$3$q <= keep$3$d;
        cs$0$q <= cs$0$d;
        cs$1$q <= cs$1$d;
        cs$2$q <= cs$2$d;
        cs$3$q <= cs$3$d;
        ws$0$q <= ws$0$d;
        ws$1$q <= ws$1$d;
        ws$2$q <= ws$2$d;
        ws$3$q <= ws$3$d;
        ws$4$q <= ws$4$d;
        ws$5$q <= ws$5$d;
        ws$6$q <= ws$6$d;
        ws$7$q <= ws$7$d;
        we$0$q <= we$0$d;
        we$1$q <= we$1$d;
        we$2$q <= we$2$d;
        we$3$q <= we$3$d;
        we$4$q <= we$4$d;
        we$5$q <= we$5$d;
        we$6$q <= we$6$d;
        we$7$q <= we$7$d;
        wcount$q <= wcount$d;
        cl$q <= cl$d;
        cr$q <= cr$d;
        meets$0$q <= meets$0$d;
        meets$1$q <= meets$1$d;
        meets$2$q <= meets$2$d;
        meets$3$q <= meets$3$d;
        meets$4$q <= meets$4$d;
        meets$5$q <= meets$5$d;
        meets$6$q <= meets$6$d;
        meets$7$q <= meets$7$d;
        contains$0$q <= contains$0$d;
        contains$1$q <= contains$1$d;
        contains$2$q <= contains$2$d;
        contains$3$q <= contains$3$d;
        contains$4$q <= contains$4$d;
        contains$5$q <= contains$5$d;
        contains$6$q <= contains$6$d;
        contains$7$q <= contains$7$d;
        left$0$q <= left$0$d;
        left$1$q <= left$1$d;
        left$2$q <= left$2$d;
        left$3$q <= left$3$d;
        left$4$q <= left$4$d;
        left$5$q <= left$5$d;
        left$6$q <= left$6$d;
        left$7$q <= left$7$d;
        right$0$q <= right$0$d;
        right$1$q <= right$1$d;
        right$2$q <= right$2$d;
        right$3$q <= right$3$d;
        right$4$q <= right$4$d;
        right$5$q <= right$5$d;
        right$6$q <= right$6$d;
        right$7$q <= right$7$d;
        before$0$q <= before$0$d;
        before$1$q <= before$1$d;
        before$2$q <= before$2$d;
        before$3$q <= before$3$d;
        before$4$q <= before$4$d;
        before$5$q <= before$5$d;
        before$6$q <= before$6$d;
        before$7$q <= before$7$d;
        surv$0$q <= surv$0$d;
        surv$1$q <= surv$1$d;
        surv$2$q <= surv$2$d;
        surv$3$q <= surv$3$d;
        surv$4$q <= surv$4$d;
        surv$5$q <= surv$5$d;
        surv$6$q <= surv$6$d;
        surv$7$q <= surv$7$d;
        dest$0$q <= dest$0$d;
        dest$1$q <= dest$1$d;
        dest$2$q <= dest$2$d;
        dest$3$q <= dest$3$d;
        dest$4$q <= dest$4$d;
        dest$5$q <= dest$5$d;
        dest$6$q <= dest$6$d;
        dest$7$q <= dest$7$d;
        mpos$q <= mpos$d;
        doh$0$q <= doh$0$d;
        doh$1$q <= doh$1$d;
        doh$2$q <= doh$2$d;
        doh$3$q <= doh$3$d;
        doh$4$q <= doh$4$d;
        doh$5$q <= doh$5$d;
        doh$6$q <= doh$6$d;
        doh$7$q <= doh$7$d;
        moh$q <= moh$d;
        n_new$q <= n_new$d;
        m_start$q <= m_start$d;
        m_end$q <= m_end$d;
        newly$q <= newly$d;
        os$0$q <= os$0$d;
        os$1$q <= os$1$d;
        os$2$q <= os$2$d;
        os$3$q <= os$3$d;
        oe$0$q <= oe$0$d;
        oe$1$q <= oe$1$d;
        oe$2$q <= oe$2$d;
        oe$3$q <= oe$3$d;
        o_count$q <= o_count$d;
        o_high$q <= o_high$d;
        in_pack$q <= in_pack$d;
        in_place$q <= in_place$d;
        mss_lim$q <= mss_lim$d;
        olen$0$q <= olen$0$d;
        olen$1$q <= olen$1$d;
        olen$2$q <= olen$2$d;
        olen$3$q <= olen$3$d;
        s01$q <= s01$d;
        s23$q <= s23$d;
        up0$q <= up0$d;
        up1$q <= up1$d;
        lost$q <= lost$d;
        n_dec$q <= n_dec$d;
    end

    // Update code
    assign s_in_ready = (st$q == sack_state$IDLE) & ~reset;
    assign m_out_valid = st$q == sack_state$OUT;
    assign cnt_decided = n_dec$q;
    assign cmask = (4'h1 << count$q) - 4'h1;
    assign d_una_end$0 = snd_una$q - re$0$q;
    assign d_s_una$0 = rs$0$q - snd_una$q;
    assign d_una_end$1 = snd_una$q - re$1$q;
    assign d_s_una$1 = rs$1$q - snd_una$q;
    assign d_una_end$2 = snd_una$q - re$2$q;
    assign d_s_una$2 = rs$2$q - snd_una$q;
    assign d_una_end$3 = snd_una$q - re$3$q;
    assign d_s_una$3 = rs$3$q - snd_una$q;
    assign krank$0 = 4'h0;
    assign kdest$0 = 8'h1 << krank$0;
    assign kdest$1 = 8'h1 << krank$1;
    assign kdest$2 = 8'h1 << krank$2;
    assign kdest$3 = 8'h1 << krank$3;
    assign joh = 4'h1 << j$q;
    assign d_l_una = cur_l - snd_una$q;
    assign d_l_r = cl$q - cr$q;
    assign d_max_r = snd_max$q - cr$q;
    assign wmask = (8'h1 << wcount$q) - 8'h1;
    assign d_r_s$0 = cr$q - ws$0$q;
    assign d_e_l$0 = we$0$q - cl$q;
    assign d_l_s$0 = cl$q - ws$0$q;
    assign d_e_r$0 = we$0$q - cr$q;
    assign d_s_l$0 = ws$0$q - cl$q;
    assign d_r_e$0 = cr$q - we$0$q;
    assign meets_now$0 = wmask[0] & (d_r_s$0 < seq_sign$NEGATIVE) & (d_e_l$0 < seq_sign$NEGATIVE);
    assign d_r_s$1 = cr$q - ws$1$q;
    assign d_e_l$1 = we$1$q - cl$q;
    assign d_l_s$1 = cl$q - ws$1$q;
    assign d_e_r$1 = we$1$q - cr$q;
    assign d_s_l$1 = ws$1$q - cl$q;
    assign d_r_e$1 = cr$q - we$1$q;
    assign meets_now$1 = wmask[1] & (d_r_s$1 < seq_sign$NEGATIVE) & (d_e_l$1 < seq_sign$NEGATIVE);
    assign d_r_s$2 = cr$q - ws$2$q;
    assign d_e_l$2 = we$2$q - cl$q;
    assign d_l_s$2 = cl$q - ws$2$q;
    assign d_e_r$2 = we$2$q - cr$q;
    assign d_s_l$2 = ws$2$q - cl$q;
    assign d_r_e$2 = cr$q - we$2$q;
    assign meets_now$2 = wmask[2] & (d_r_s$2 < seq_sign$NEGATIVE) & (d_e_l$2 < seq_sign$NEGATIVE);
    assign d_r_s$3 = cr$q - ws$3$q;
    assign d_e_l$3 = we$3$q - cl$q;
    assign d_l_s$3 = cl$q - ws$3$q;
    assign d_e_r$3 = we$3$q - cr$q;
    assign d_s_l$3 = ws$3$q - cl$q;
    assign d_r_e$3 = cr$q - we$3$q;
    assign meets_now$3 = wmask[3] & (d_r_s$3 < seq_sign$NEGATIVE) & (d_e_l$3 < seq_sign$NEGATIVE);
    assign d_r_s$4 = cr$q - ws$4$q;
    assign d_e_l$4 = we$4$q - cl$q;
    assign d_l_s$4 = cl$q - ws$4$q;
    assign d_e_r$4 = we$4$q - cr$q;
    assign d_s_l$4 = ws$4$q - cl$q;
    assign d_r_e$4 = cr$q - we$4$q;
    assign meets_now$4 = wmask[4] & (d_r_s$4 < seq_sign$NEGATIVE) & (d_e_l$4 < seq_sign$NEGATIVE);
    assign d_r_s$5 = cr$q - ws$5$q;
    assign d_e_l$5 = we$5$q - cl$q;
    assign d_l_s$5 = cl$q - ws$5$q;
    assign d_e_r$5 = we$5$q - cr$q;
    assign d_s_l$5 = ws$5$q - cl$q;
    assign d_r_e$5 = cr$q - we$5$q;
    assign meets_now$5 = wmask[5] & (d_r_s$5 < seq_sign$NEGATIVE) & (d_e_l$5 < seq_sign$NEGATIVE);
    assign d_r_s$6 = cr$q - ws$6$q;
    assign d_e_l$6 = we$6$q - cl$q;
    assign d_l_s$6 = cl$q - ws$6$q;
    assign d_e_r$6 = we$6$q - cr$q;
    assign d_s_l$6 = ws$6$q - cl$q;
    assign d_r_e$6 = cr$q - we$6$q;
    assign meets_now$6 = wmask[6] & (d_r_s$6 < seq_sign$NEGATIVE) & (d_e_l$6 < seq_sign$NEGATIVE);
    assign d_r_s$7 = cr$q - ws$7$q;
    assign d_e_l$7 = we$7$q - cl$q;
    assign d_l_s$7 = cl$q - ws$7$q;
    assign d_e_r$7 = we$7$q - cr$q;
    assign d_s_l$7 = ws$7$q - cl$q;
    assign d_r_e$7 = cr$q - we$7$q;
    assign meets_now$7 = wmask[7] & (d_r_s$7 < seq_sign$NEGATIVE) & (d_e_l$7 < seq_sign$NEGATIVE);
    assign srank$0 = 4'h0;
    assign nbefore$0 = 4'h0;
    assign d_high_una = high_rxt$q - snd_una$q;
    assign omask = (4'h1 << o_count$q) - 4'h1;
    assign m_out_conn = conn$q;
    assign m_out_count = o_count$q;
    assign m_out_s0 = os$0$q;
    assign m_out_e0 = oe$0$q;
    assign m_out_s1 = os$1$q;
    assign m_out_e1 = oe$1$q;
    assign m_out_s2 = os$2$q;
    assign m_out_e2 = oe$2$q;
    assign m_out_s3 = os$3$q;
    assign m_out_e3 = oe$3$q;
    assign m_out_high_rxt = o_high$q;
    assign m_out_newly = newly$q;
    assign m_out_lost_first = lost$q;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        snd_una$d = snd_una$q;
        snd_max$d = snd_max$q;
        high_rxt$d = high_rxt$q;
        count$d = count$q;
        nblocks$d = nblocks$q;
        j$d = j$q;
        cl$d = cl$q;
        cr$d = cr$q;
        mpos$d = mpos$q;
        moh$d = moh$q;
        n_new$d = n_new$q;
        m_start$d = m_start$q;
        m_end$d = m_end$q;
        newly$d = newly$q;
        o_count$d = o_count$q;
        o_high$d = o_high$q;
        in_pack$d = in_pack$q;
        in_place$d = in_place$q;
        mss_lim$d = mss_lim$q;
        s01$d = s01$q;
        s23$d = s23$q;
        up0$d = up0$q;
        up1$d = up1$q;
        lost$d = lost$q;
        n_dec$d = n_dec$q;
        olen$0$d = olen$0$q;
        rs$0$d = rs$0$q;
        re$0$d = re$0$q;
        keep$0$d = keep$0$q;
        cs$0$d = cs$0$q;
        os$0$d = os$0$q;
        oe$0$d = oe$0$q;
        olen$1$d = olen$1$q;
        rs$1$d = rs$1$q;
        re$1$d = re$1$q;
        keep$1$d = keep$1$q;
        cs$1$d = cs$1$q;
        os$1$d = os$1$q;
        oe$1$d = oe$1$q;
        olen$2$d = olen$2$q;
        rs$2$d = rs$2$q;
        re$2$d = re$2$q;
        keep$2$d = keep$2$q;
        cs$2$d = cs$2$q;
        os$2$d = os$2$q;
        oe$2$d = oe$2$q;
        olen$3$d = olen$3$q;
        rs$3$d = rs$3$q;
        re$3$d = re$3$q;
        keep$3$d = keep$3$q;
        cs$3$d = cs$3$q;
        os$3$d = os$3$q;
        oe$3$d = oe$3$q;
        bl$0$d = bl$0$q;
        br$0$d = br$0$q;
        bl$1$d = bl$1$q;
        br$1$d = br$1$q;
        bl$2$d = bl$2$q;
        br$2$d = br$2$q;
        bl$3$d = bl$3$q;
        br$3$d = br$3$q;
        doh$0$d = doh$0$q;
        meets$0$d = meets$0$q;
        contains$0$d = contains$0$q;
        left$0$d = left$0$q;
        right$0$d = right$0$q;
        before$0$d = before$0$q;
        surv$0$d = surv$0$q;
        dest$0$d = dest$0$q;
        doh$1$d = doh$1$q;
        meets$1$d = meets$1$q;
        contains$1$d = contains$1$q;
        left$1$d = left$1$q;
        right$1$d = right$1$q;
        before$1$d = before$1$q;
        surv$1$d = surv$1$q;
        dest$1$d = dest$1$q;
        doh$2$d = doh$2$q;
        meets$2$d = meets$2$q;
        contains$2$d = contains$2$q;
        left$2$d = left$2$q;
        right$2$d = right$2$q;
        before$2$d = before$2$q;
        surv$2$d = surv$2$q;
        dest$2$d = dest$2$q;
        doh$3$d = doh$3$q;
        meets$3$d = meets$3$q;
        contains$3$d = contains$3$q;
        left$3$d = left$3$q;
        right$3$d = right$3$q;
        before$3$d = before$3$q;
        surv$3$d = surv$3$q;
        dest$3$d = dest$3$q;
        doh$4$d = doh$4$q;
        meets$4$d = meets$4$q;
        contains$4$d = contains$4$q;
        left$4$d = left$4$q;
        right$4$d = right$4$q;
        before$4$d = before$4$q;
        surv$4$d = surv$4$q;
        dest$4$d = dest$4$q;
        doh$5$d = doh$5$q;
        meets$5$d = meets$5$q;
        contains$5$d = contains$5$q;
        left$5$d = left$5$q;
        right$5$d = right$5$q;
        before$5$d = before$5$q;
        surv$5$d = surv$5$q;
        dest$5$d = dest$5$q;
        doh$6$d = doh$6$q;
        meets$6$d = meets$6$q;
        contains$6$d = contains$6$q;
        left$6$d = left$6$q;
        right$6$d = right$6$q;
        before$6$d = before$6$q;
        surv$6$d = surv$6$q;
        dest$6$d = dest$6$q;
        doh$7$d = doh$7$q;
        meets$7$d = meets$7$q;
        contains$7$d = contains$7$q;
        left$7$d = left$7$q;
        right$7$d = right$7$q;
        before$7$d = before$7$q;
        surv$7$d = surv$7$q;
        dest$7$d = dest$7$q;
        in_pack$d = st$q == sack_state$CLIP;
        in_place$d = st$q == sack_state$BSEL;
        if ((st$q == sack_state$IDLE) & s_in_valid) begin
            conn$d = s_in_conn;
            snd_una$d = s_in_snd_una;
            snd_max$d = s_in_snd_max;
            high_rxt$d = s_in_high_rxt;
            mss_lim$d = {16'h0, s_in_mss} << sack_thresh$SMSS_SHIFT;
            count$d = s_in_count;
            nblocks$d = s_in_nblocks;
            rs$0$d = s_in_s0;
            re$0$d = s_in_e0;
            rs$1$d = s_in_s1;
            re$1$d = s_in_e1;
            rs$2$d = s_in_s2;
            re$2$d = s_in_e2;
            rs$3$d = s_in_s3;
            re$3$d = s_in_e3;
            bl$0$d = s_in_l0;
            br$0$d = s_in_r0;
            bl$1$d = s_in_l1;
            br$1$d = s_in_r1;
            bl$2$d = s_in_l2;
            br$2$d = s_in_r2;
            bl$3$d = s_in_l3;
            br$3$d = s_in_r3;
            st$d = sack_state$CLIP;
        end
        if (st$q == sack_state$CLIP) begin
            keep$0$d = cmask[0] & (d_una_end$0 >= seq_sign$NEGATIVE);
            if (d_s_una$0 >= seq_sign$NEGATIVE) begin
                cs$0$d = snd_una$q;
            end
            else begin
                cs$0$d = rs$0$q;
            end
            keep$1$d = cmask[1] & (d_una_end$1 >= seq_sign$NEGATIVE);
            if (d_s_una$1 >= seq_sign$NEGATIVE) begin
                cs$1$d = snd_una$q;
            end
            else begin
                cs$1$d = rs$1$q;
            end
            keep$2$d = cmask[2] & (d_una_end$2 >= seq_sign$NEGATIVE);
            if (d_s_una$2 >= seq_sign$NEGATIVE) begin
                cs$2$d = snd_una$q;
            end
            else begin
                cs$2$d = rs$2$q;
            end
            keep$3$d = cmask[3] & (d_una_end$3 >= seq_sign$NEGATIVE);
            if (d_s_una$3 >= seq_sign$NEGATIVE) begin
                cs$3$d = snd_una$q;
            end
            else begin
                cs$3$d = rs$3$q;
            end
            st$d = sack_state$PACK;
        end
        if (st$q == sack_state$PACK) begin
            j$d = 3'h0;
            newly$d = 1'b0;
            st$d = sack_state$BCUT;
        end
        if (st$q == sack_state$BCUT) begin
            if (j$q >= nblocks$q) begin
                st$d = sack_state$DONE;
            end
            else begin
                if (d_l_una >= seq_sign$NEGATIVE) begin
                    cl$d = snd_una$q;
                end
                else begin
                    cl$d = cur_l;
                end
                cr$d = cur_r;
                st$d = sack_state$BCHK;
            end
        end
        if (st$q == sack_state$BCHK) begin
            if ((d_l_r >= seq_sign$NEGATIVE) & (d_max_r < seq_sign$NEGATIVE)) begin
                st$d = sack_state$BCMP;
            end
            else begin
                j$d = j$q + 3'h1;
                st$d = sack_state$BCUT;
            end
        end
        if (st$q == sack_state$BCMP) begin
            meets$0$d = meets_now$0;
            contains$0$d = wmask[0] & (d_l_s$0 < seq_sign$NEGATIVE) & (d_e_r$0 < seq_sign$NEGATIVE);
            left$0$d = meets_now$0 & (d_s_l$0 >= seq_sign$NEGATIVE);
            right$0$d = meets_now$0 & (d_r_e$0 >= seq_sign$NEGATIVE);
            surv$0$d = wmask[0] & ~meets_now$0;
            before$0$d = wmask[0] & ~meets_now$0 & (d_s_l$0 >= seq_sign$NEGATIVE);
            meets$1$d = meets_now$1;
            contains$1$d = wmask[1] & (d_l_s$1 < seq_sign$NEGATIVE) & (d_e_r$1 < seq_sign$NEGATIVE);
            left$1$d = meets_now$1 & (d_s_l$1 >= seq_sign$NEGATIVE);
            right$1$d = meets_now$1 & (d_r_e$1 >= seq_sign$NEGATIVE);
            surv$1$d = wmask[1] & ~meets_now$1;
            before$1$d = wmask[1] & ~meets_now$1 & (d_s_l$1 >= seq_sign$NEGATIVE);
            meets$2$d = meets_now$2;
            contains$2$d = wmask[2] & (d_l_s$2 < seq_sign$NEGATIVE) & (d_e_r$2 < seq_sign$NEGATIVE);
            left$2$d = meets_now$2 & (d_s_l$2 >= seq_sign$NEGATIVE);
            right$2$d = meets_now$2 & (d_r_e$2 >= seq_sign$NEGATIVE);
            surv$2$d = wmask[2] & ~meets_now$2;
            before$2$d = wmask[2] & ~meets_now$2 & (d_s_l$2 >= seq_sign$NEGATIVE);
            meets$3$d = meets_now$3;
            contains$3$d = wmask[3] & (d_l_s$3 < seq_sign$NEGATIVE) & (d_e_r$3 < seq_sign$NEGATIVE);
            left$3$d = meets_now$3 & (d_s_l$3 >= seq_sign$NEGATIVE);
            right$3$d = meets_now$3 & (d_r_e$3 >= seq_sign$NEGATIVE);
            surv$3$d = wmask[3] & ~meets_now$3;
            before$3$d = wmask[3] & ~meets_now$3 & (d_s_l$3 >= seq_sign$NEGATIVE);
            meets$4$d = meets_now$4;
            contains$4$d = wmask[4] & (d_l_s$4 < seq_sign$NEGATIVE) & (d_e_r$4 < seq_sign$NEGATIVE);
            left$4$d = meets_now$4 & (d_s_l$4 >= seq_sign$NEGATIVE);
            right$4$d = meets_now$4 & (d_r_e$4 >= seq_sign$NEGATIVE);
            surv$4$d = wmask[4] & ~meets_now$4;
            before$4$d = wmask[4] & ~meets_now$4 & (d_s_l$4 >= seq_sign$NEGATIVE);
            meets$5$d = meets_now$5;
            contains$5$d = wmask[5] & (d_l_s$5 < seq_sign$NEGATIVE) & (d_e_r$5 < seq_sign$NEGATIVE);
            left$5$d = meets_now$5 & (d_s_l$5 >= seq_sign$NEGATIVE);
            right$5$d = meets_now$5 & (d_r_e$5 >= seq_sign$NEGATIVE);
            surv$5$d = wmask[5] & ~meets_now$5;
            before$5$d = wmask[5] & ~meets_now$5 & (d_s_l$5 >= seq_sign$NEGATIVE);
            meets$6$d = meets_now$6;
            contains$6$d = wmask[6] & (d_l_s$6 < seq_sign$NEGATIVE) & (d_e_r$6 < seq_sign$NEGATIVE);
            left$6$d = meets_now$6 & (d_s_l$6 >= seq_sign$NEGATIVE);
            right$6$d = meets_now$6 & (d_r_e$6 >= seq_sign$NEGATIVE);
            surv$6$d = wmask[6] & ~meets_now$6;
            before$6$d = wmask[6] & ~meets_now$6 & (d_s_l$6 >= seq_sign$NEGATIVE);
            meets$7$d = meets_now$7;
            contains$7$d = wmask[7] & (d_l_s$7 < seq_sign$NEGATIVE) & (d_e_r$7 < seq_sign$NEGATIVE);
            left$7$d = meets_now$7 & (d_s_l$7 >= seq_sign$NEGATIVE);
            right$7$d = meets_now$7 & (d_r_e$7 >= seq_sign$NEGATIVE);
            surv$7$d = wmask[7] & ~meets_now$7;
            before$7$d = wmask[7] & ~meets_now$7 & (d_s_l$7 >= seq_sign$NEGATIVE);
            st$d = sack_state$BMERGE;
        end
        if (st$q == sack_state$BMERGE) begin
            m_start$d = cl$q;
            m_end$d = cr$q;
            n_new$d = 4'h1;
            mpos$d = 4'h0;
            if (left$0$q) begin
                m_start$d = ws$0$q;
            end
            if (right$0$q) begin
                m_end$d = we$0$q;
            end
            if (before$0$q) begin
                dest$0$d = srank$0;
                mpos$d = nbefore$0 + 4'h1;
            end
            else begin
                dest$0$d = srank$0 + 4'h1;
            end
            if (surv$0$q) begin
                n_new$d = srank$0 + 4'h2;
            end
            if (left$1$q) begin
                m_start$d = ws$1$q;
            end
            if (right$1$q) begin
                m_end$d = we$1$q;
            end
            if (before$1$q) begin
                dest$1$d = srank$1;
                mpos$d = nbefore$1 + 4'h1;
            end
            else begin
                dest$1$d = srank$1 + 4'h1;
            end
            if (surv$1$q) begin
                n_new$d = srank$1 + 4'h2;
            end
            if (left$2$q) begin
                m_start$d = ws$2$q;
            end
            if (right$2$q) begin
                m_end$d = we$2$q;
            end
            if (before$2$q) begin
                dest$2$d = srank$2;
                mpos$d = nbefore$2 + 4'h1;
            end
            else begin
                dest$2$d = srank$2 + 4'h1;
            end
            if (surv$2$q) begin
                n_new$d = srank$2 + 4'h2;
            end
            if (left$3$q) begin
                m_start$d = ws$3$q;
            end
            if (right$3$q) begin
                m_end$d = we$3$q;
            end
            if (before$3$q) begin
                dest$3$d = srank$3;
                mpos$d = nbefore$3 + 4'h1;
            end
            else begin
                dest$3$d = srank$3 + 4'h1;
            end
            if (surv$3$q) begin
                n_new$d = srank$3 + 4'h2;
            end
            if (left$4$q) begin
                m_start$d = ws$4$q;
            end
            if (right$4$q) begin
                m_end$d = we$4$q;
            end
            if (before$4$q) begin
                dest$4$d = srank$4;
                mpos$d = nbefore$4 + 4'h1;
            end
            else begin
                dest$4$d = srank$4 + 4'h1;
            end
            if (surv$4$q) begin
                n_new$d = srank$4 + 4'h2;
            end
            if (left$5$q) begin
                m_start$d = ws$5$q;
            end
            if (right$5$q) begin
                m_end$d = we$5$q;
            end
            if (before$5$q) begin
                dest$5$d = srank$5;
                mpos$d = nbefore$5 + 4'h1;
            end
            else begin
                dest$5$d = srank$5 + 4'h1;
            end
            if (surv$5$q) begin
                n_new$d = srank$5 + 4'h2;
            end
            if (left$6$q) begin
                m_start$d = ws$6$q;
            end
            if (right$6$q) begin
                m_end$d = we$6$q;
            end
            if (before$6$q) begin
                dest$6$d = srank$6;
                mpos$d = nbefore$6 + 4'h1;
            end
            else begin
                dest$6$d = srank$6 + 4'h1;
            end
            if (surv$6$q) begin
                n_new$d = srank$6 + 4'h2;
            end
            if (left$7$q) begin
                m_start$d = ws$7$q;
            end
            if (right$7$q) begin
                m_end$d = we$7$q;
            end
            if (before$7$q) begin
                dest$7$d = srank$7;
                mpos$d = nbefore$7 + 4'h1;
            end
            else begin
                dest$7$d = srank$7 + 4'h1;
            end
            if (surv$7$q) begin
                n_new$d = srank$7 + 4'h2;
            end
            if (~any_contains) begin
                newly$d = 1'b1;
            end
            st$d = sack_state$BSEL;
        end
        if (st$q == sack_state$BSEL) begin
            if (surv$0$q) begin
                doh$0$d = 8'h1 << dest$0$q;
            end
            else begin
                doh$0$d = 8'h0;
            end
            if (surv$1$q) begin
                doh$1$d = 8'h1 << dest$1$q;
            end
            else begin
                doh$1$d = 8'h0;
            end
            if (surv$2$q) begin
                doh$2$d = 8'h1 << dest$2$q;
            end
            else begin
                doh$2$d = 8'h0;
            end
            if (surv$3$q) begin
                doh$3$d = 8'h1 << dest$3$q;
            end
            else begin
                doh$3$d = 8'h0;
            end
            if (surv$4$q) begin
                doh$4$d = 8'h1 << dest$4$q;
            end
            else begin
                doh$4$d = 8'h0;
            end
            if (surv$5$q) begin
                doh$5$d = 8'h1 << dest$5$q;
            end
            else begin
                doh$5$d = 8'h0;
            end
            if (surv$6$q) begin
                doh$6$d = 8'h1 << dest$6$q;
            end
            else begin
                doh$6$d = 8'h0;
            end
            if (surv$7$q) begin
                doh$7$d = 8'h1 << dest$7$q;
            end
            else begin
                doh$7$d = 8'h0;
            end
            moh$d = 8'h1 << mpos$q;
            st$d = sack_state$BPLACE;
        end
        if (st$q == sack_state$BPLACE) begin
            j$d = j$q + 3'h1;
            st$d = sack_state$BCUT;
        end
        if (st$q == sack_state$DONE) begin
            if (wcount$q > sack_len$RANGES) begin
                o_count$d = sack_len$RANGES[2:0];
            end
            else begin
                o_count$d = wcount$q[2:0];
            end
            os$0$d = ws$0$q;
            oe$0$d = we$0$q;
            os$1$d = ws$1$q;
            oe$1$d = we$1$q;
            os$2$d = ws$2$q;
            oe$2$d = we$2$q;
            os$3$d = ws$3$q;
            oe$3$d = we$3$q;
            if (d_high_una >= seq_sign$NEGATIVE) begin
                o_high$d = snd_una$q;
            end
            else begin
                o_high$d = high_rxt$q;
            end
            st$d = sack_state$LEN;
        end
        if (st$q == sack_state$LEN) begin
            if (omask[0]) begin
                olen$0$d = oe$0$q - os$0$q;
            end
            else begin
                olen$0$d = 32'h0;
            end
            if (omask[1]) begin
                olen$1$d = oe$1$q - os$1$q;
            end
            else begin
                olen$1$d = 32'h0;
            end
            if (omask[2]) begin
                olen$2$d = oe$2$q - os$2$q;
            end
            else begin
                olen$2$d = 32'h0;
            end
            if (omask[3]) begin
                olen$3$d = oe$3$q - os$3$q;
            end
            else begin
                olen$3$d = 32'h0;
            end
            st$d = sack_state$SUM1;
        end
        if (st$q == sack_state$SUM1) begin
            s01$d = olen$0$q + olen$1$q;
            s23$d = olen$2$q + olen$3$q;
            st$d = sack_state$SUM2;
        end
        if (st$q == sack_state$SUM2) begin
            up0$d = s01$q + s23$q;
            up1$d = olen$1$q + s23$q;
            st$d = sack_state$LOST;
        end
        if (st$q == sack_state$LOST) begin
            lost$d = (up1$q > mss_lim$q) | (o_count$q == sack_len$RANGES[2:0]) | (s23$q > mss_lim$q) | (olen$3$q > mss_lim$q) | (((up0$q > mss_lim$q) | (o_count$q >= sack_thresh$RANGES)) & (os$0$q != snd_una$q));
            st$d = sack_state$OUT;
        end
        if ((st$q == sack_state$OUT) & m_out_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = sack_state$IDLE;
        end
        if (reset) begin
            in_pack$d = 1'b0;
            in_place$d = 1'b0;
            st$d = sack_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        wcount$d = wcount$q;
        ws$0$d = ws$0$q;
        we$0$d = we$0$q;
        ws$1$d = ws$1$q;
        we$1$d = we$1$q;
        ws$2$d = ws$2$q;
        we$2$d = we$2$q;
        ws$3$d = ws$3$q;
        we$3$d = we$3$q;
        ws$4$d = ws$4$q;
        we$4$d = we$4$q;
        ws$5$d = ws$5$q;
        we$5$d = we$5$q;
        ws$6$d = ws$6$q;
        we$6$d = we$6$q;
        ws$7$d = ws$7$q;
        we$7$d = we$7$q;
        if (in_pack$q) begin
            ws$0$d = 32'h0;
            we$0$d = 32'h0;
            if (keep$0$q & kdest$0[0]) begin
                ws$0$d = cs$0$q;
                we$0$d = re$0$q;
            end
            if (keep$1$q & kdest$1[0]) begin
                ws$0$d = cs$1$q;
                we$0$d = re$1$q;
            end
            if (keep$2$q & kdest$2[0]) begin
                ws$0$d = cs$2$q;
                we$0$d = re$2$q;
            end
            if (keep$3$q & kdest$3[0]) begin
                ws$0$d = cs$3$q;
                we$0$d = re$3$q;
            end
            ws$1$d = 32'h0;
            we$1$d = 32'h0;
            if (keep$0$q & kdest$0[1]) begin
                ws$1$d = cs$0$q;
                we$1$d = re$0$q;
            end
            if (keep$1$q & kdest$1[1]) begin
                ws$1$d = cs$1$q;
                we$1$d = re$1$q;
            end
            if (keep$2$q & kdest$2[1]) begin
                ws$1$d = cs$2$q;
                we$1$d = re$2$q;
            end
            if (keep$3$q & kdest$3[1]) begin
                ws$1$d = cs$3$q;
                we$1$d = re$3$q;
            end
            ws$2$d = 32'h0;
            we$2$d = 32'h0;
            if (keep$0$q & kdest$0[2]) begin
                ws$2$d = cs$0$q;
                we$2$d = re$0$q;
            end
            if (keep$1$q & kdest$1[2]) begin
                ws$2$d = cs$1$q;
                we$2$d = re$1$q;
            end
            if (keep$2$q & kdest$2[2]) begin
                ws$2$d = cs$2$q;
                we$2$d = re$2$q;
            end
            if (keep$3$q & kdest$3[2]) begin
                ws$2$d = cs$3$q;
                we$2$d = re$3$q;
            end
            ws$3$d = 32'h0;
            we$3$d = 32'h0;
            if (keep$0$q & kdest$0[3]) begin
                ws$3$d = cs$0$q;
                we$3$d = re$0$q;
            end
            if (keep$1$q & kdest$1[3]) begin
                ws$3$d = cs$1$q;
                we$3$d = re$1$q;
            end
            if (keep$2$q & kdest$2[3]) begin
                ws$3$d = cs$2$q;
                we$3$d = re$2$q;
            end
            if (keep$3$q & kdest$3[3]) begin
                ws$3$d = cs$3$q;
                we$3$d = re$3$q;
            end
            ws$4$d = 32'h0;
            we$4$d = 32'h0;
            if (keep$0$q & kdest$0[4]) begin
                ws$4$d = cs$0$q;
                we$4$d = re$0$q;
            end
            if (keep$1$q & kdest$1[4]) begin
                ws$4$d = cs$1$q;
                we$4$d = re$1$q;
            end
            if (keep$2$q & kdest$2[4]) begin
                ws$4$d = cs$2$q;
                we$4$d = re$2$q;
            end
            if (keep$3$q & kdest$3[4]) begin
                ws$4$d = cs$3$q;
                we$4$d = re$3$q;
            end
            ws$5$d = 32'h0;
            we$5$d = 32'h0;
            if (keep$0$q & kdest$0[5]) begin
                ws$5$d = cs$0$q;
                we$5$d = re$0$q;
            end
            if (keep$1$q & kdest$1[5]) begin
                ws$5$d = cs$1$q;
                we$5$d = re$1$q;
            end
            if (keep$2$q & kdest$2[5]) begin
                ws$5$d = cs$2$q;
                we$5$d = re$2$q;
            end
            if (keep$3$q & kdest$3[5]) begin
                ws$5$d = cs$3$q;
                we$5$d = re$3$q;
            end
            ws$6$d = 32'h0;
            we$6$d = 32'h0;
            if (keep$0$q & kdest$0[6]) begin
                ws$6$d = cs$0$q;
                we$6$d = re$0$q;
            end
            if (keep$1$q & kdest$1[6]) begin
                ws$6$d = cs$1$q;
                we$6$d = re$1$q;
            end
            if (keep$2$q & kdest$2[6]) begin
                ws$6$d = cs$2$q;
                we$6$d = re$2$q;
            end
            if (keep$3$q & kdest$3[6]) begin
                ws$6$d = cs$3$q;
                we$6$d = re$3$q;
            end
            ws$7$d = 32'h0;
            we$7$d = 32'h0;
            if (keep$0$q & kdest$0[7]) begin
                ws$7$d = cs$0$q;
                we$7$d = re$0$q;
            end
            if (keep$1$q & kdest$1[7]) begin
                ws$7$d = cs$1$q;
                we$7$d = re$1$q;
            end
            if (keep$2$q & kdest$2[7]) begin
                ws$7$d = cs$2$q;
                we$7$d = re$2$q;
            end
            if (keep$3$q & kdest$3[7]) begin
                ws$7$d = cs$3$q;
                we$7$d = re$3$q;
            end
            wcount$d = 4'h0;
            if (keep$0$q) begin
                wcount$d = krank$0 + 4'h1;
            end
            if (keep$1$q) begin
                wcount$d = krank$1 + 4'h1;
            end
            if (keep$2$q) begin
                wcount$d = krank$2 + 4'h1;
            end
            if (keep$3$q) begin
                wcount$d = krank$3 + 4'h1;
            end
        end
        if (in_place$q) begin
            ws$0$d = 32'h0;
            we$0$d = 32'h0;
            if (moh$q[0]) begin
                ws$0$d = m_start$q;
                we$0$d = m_end$q;
            end
            if (doh$0$q[0]) begin
                ws$0$d = ws$0$q;
                we$0$d = we$0$q;
            end
            if (doh$1$q[0]) begin
                ws$0$d = ws$1$q;
                we$0$d = we$1$q;
            end
            if (doh$2$q[0]) begin
                ws$0$d = ws$2$q;
                we$0$d = we$2$q;
            end
            if (doh$3$q[0]) begin
                ws$0$d = ws$3$q;
                we$0$d = we$3$q;
            end
            if (doh$4$q[0]) begin
                ws$0$d = ws$4$q;
                we$0$d = we$4$q;
            end
            if (doh$5$q[0]) begin
                ws$0$d = ws$5$q;
                we$0$d = we$5$q;
            end
            if (doh$6$q[0]) begin
                ws$0$d = ws$6$q;
                we$0$d = we$6$q;
            end
            if (doh$7$q[0]) begin
                ws$0$d = ws$7$q;
                we$0$d = we$7$q;
            end
            ws$1$d = 32'h0;
            we$1$d = 32'h0;
            if (moh$q[1]) begin
                ws$1$d = m_start$q;
                we$1$d = m_end$q;
            end
            if (doh$0$q[1]) begin
                ws$1$d = ws$0$q;
                we$1$d = we$0$q;
            end
            if (doh$1$q[1]) begin
                ws$1$d = ws$1$q;
                we$1$d = we$1$q;
            end
            if (doh$2$q[1]) begin
                ws$1$d = ws$2$q;
                we$1$d = we$2$q;
            end
            if (doh$3$q[1]) begin
                ws$1$d = ws$3$q;
                we$1$d = we$3$q;
            end
            if (doh$4$q[1]) begin
                ws$1$d = ws$4$q;
                we$1$d = we$4$q;
            end
            if (doh$5$q[1]) begin
                ws$1$d = ws$5$q;
                we$1$d = we$5$q;
            end
            if (doh$6$q[1]) begin
                ws$1$d = ws$6$q;
                we$1$d = we$6$q;
            end
            if (doh$7$q[1]) begin
                ws$1$d = ws$7$q;
                we$1$d = we$7$q;
            end
            ws$2$d = 32'h0;
            we$2$d = 32'h0;
            if (moh$q[2]) begin
                ws$2$d = m_start$q;
                we$2$d = m_end$q;
            end
            if (doh$0$q[2]) begin
                ws$2$d = ws$0$q;
                we$2$d = we$0$q;
            end
            if (doh$1$q[2]) begin
                ws$2$d = ws$1$q;
                we$2$d = we$1$q;
            end
            if (doh$2$q[2]) begin
                ws$2$d = ws$2$q;
                we$2$d = we$2$q;
            end
            if (doh$3$q[2]) begin
                ws$2$d = ws$3$q;
                we$2$d = we$3$q;
            end
            if (doh$4$q[2]) begin
                ws$2$d = ws$4$q;
                we$2$d = we$4$q;
            end
            if (doh$5$q[2]) begin
                ws$2$d = ws$5$q;
                we$2$d = we$5$q;
            end
            if (doh$6$q[2]) begin
                ws$2$d = ws$6$q;
                we$2$d = we$6$q;
            end
            if (doh$7$q[2]) begin
                ws$2$d = ws$7$q;
                we$2$d = we$7$q;
            end
            ws$3$d = 32'h0;
            we$3$d = 32'h0;
            if (moh$q[3]) begin
                ws$3$d = m_start$q;
                we$3$d = m_end$q;
            end
            if (doh$0$q[3]) begin
                ws$3$d = ws$0$q;
                we$3$d = we$0$q;
            end
            if (doh$1$q[3]) begin
                ws$3$d = ws$1$q;
                we$3$d = we$1$q;
            end
            if (doh$2$q[3]) begin
                ws$3$d = ws$2$q;
                we$3$d = we$2$q;
            end
            if (doh$3$q[3]) begin
                ws$3$d = ws$3$q;
                we$3$d = we$3$q;
            end
            if (doh$4$q[3]) begin
                ws$3$d = ws$4$q;
                we$3$d = we$4$q;
            end
            if (doh$5$q[3]) begin
                ws$3$d = ws$5$q;
                we$3$d = we$5$q;
            end
            if (doh$6$q[3]) begin
                ws$3$d = ws$6$q;
                we$3$d = we$6$q;
            end
            if (doh$7$q[3]) begin
                ws$3$d = ws$7$q;
                we$3$d = we$7$q;
            end
            ws$4$d = 32'h0;
            we$4$d = 32'h0;
            if (moh$q[4]) begin
                ws$4$d = m_start$q;
                we$4$d = m_end$q;
            end
            if (doh$0$q[4]) begin
                ws$4$d = ws$0$q;
                we$4$d = we$0$q;
            end
            if (doh$1$q[4]) begin
                ws$4$d = ws$1$q;
                we$4$d = we$1$q;
            end
            if (doh$2$q[4]) begin
                ws$4$d = ws$2$q;
                we$4$d = we$2$q;
            end
            if (doh$3$q[4]) begin
                ws$4$d = ws$3$q;
                we$4$d = we$3$q;
            end
            if (doh$4$q[4]) begin
                ws$4$d = ws$4$q;
                we$4$d = we$4$q;
            end
            if (doh$5$q[4]) begin
                ws$4$d = ws$5$q;
                we$4$d = we$5$q;
            end
            if (doh$6$q[4]) begin
                ws$4$d = ws$6$q;
                we$4$d = we$6$q;
            end
            if (doh$7$q[4]) begin
                ws$4$d = ws$7$q;
                we$4$d = we$7$q;
            end
            ws$5$d = 32'h0;
            we$5$d = 32'h0;
            if (moh$q[5]) begin
                ws$5$d = m_start$q;
                we$5$d = m_end$q;
            end
            if (doh$0$q[5]) begin
                ws$5$d = ws$0$q;
                we$5$d = we$0$q;
            end
            if (doh$1$q[5]) begin
                ws$5$d = ws$1$q;
                we$5$d = we$1$q;
            end
            if (doh$2$q[5]) begin
                ws$5$d = ws$2$q;
                we$5$d = we$2$q;
            end
            if (doh$3$q[5]) begin
                ws$5$d = ws$3$q;
                we$5$d = we$3$q;
            end
            if (doh$4$q[5]) begin
                ws$5$d = ws$4$q;
                we$5$d = we$4$q;
            end
            if (doh$5$q[5]) begin
                ws$5$d = ws$5$q;
                we$5$d = we$5$q;
            end
            if (doh$6$q[5]) begin
                ws$5$d = ws$6$q;
                we$5$d = we$6$q;
            end
            if (doh$7$q[5]) begin
                ws$5$d = ws$7$q;
                we$5$d = we$7$q;
            end
            ws$6$d = 32'h0;
            we$6$d = 32'h0;
            if (moh$q[6]) begin
                ws$6$d = m_start$q;
                we$6$d = m_end$q;
            end
            if (doh$0$q[6]) begin
                ws$6$d = ws$0$q;
                we$6$d = we$0$q;
            end
            if (doh$1$q[6]) begin
                ws$6$d = ws$1$q;
                we$6$d = we$1$q;
            end
            if (doh$2$q[6]) begin
                ws$6$d = ws$2$q;
                we$6$d = we$2$q;
            end
            if (doh$3$q[6]) begin
                ws$6$d = ws$3$q;
                we$6$d = we$3$q;
            end
            if (doh$4$q[6]) begin
                ws$6$d = ws$4$q;
                we$6$d = we$4$q;
            end
            if (doh$5$q[6]) begin
                ws$6$d = ws$5$q;
                we$6$d = we$5$q;
            end
            if (doh$6$q[6]) begin
                ws$6$d = ws$6$q;
                we$6$d = we$6$q;
            end
            if (doh$7$q[6]) begin
                ws$6$d = ws$7$q;
                we$6$d = we$7$q;
            end
            ws$7$d = 32'h0;
            we$7$d = 32'h0;
            if (moh$q[7]) begin
                ws$7$d = m_start$q;
                we$7$d = m_end$q;
            end
            if (doh$0$q[7]) begin
                ws$7$d = ws$0$q;
                we$7$d = we$0$q;
            end
            if (doh$1$q[7]) begin
                ws$7$d = ws$1$q;
                we$7$d = we$1$q;
            end
            if (doh$2$q[7]) begin
                ws$7$d = ws$2$q;
                we$7$d = we$2$q;
            end
            if (doh$3$q[7]) begin
                ws$7$d = ws$3$q;
                we$7$d = we$3$q;
            end
            if (doh$4$q[7]) begin
                ws$7$d = ws$4$q;
                we$7$d = we$4$q;
            end
            if (doh$5$q[7]) begin
                ws$7$d = ws$5$q;
                we$7$d = we$5$q;
            end
            if (doh$6$q[7]) begin
                ws$7$d = ws$6$q;
                we$7$d = we$6$q;
            end
            if (doh$7$q[7]) begin
                ws$7$d = ws$7$q;
                we$7$d = we$7$q;
            end
            wcount$d = n_new$q;
        end
    end

    always @(*) begin
        if (keep$0$q) begin
            krank$1 = krank$0 + 4'h1;
        end
        else begin
            krank$1 = krank$0;
        end
    end

    always @(*) begin
        if (keep$1$q) begin
            krank$2 = krank$1 + 4'h1;
        end
        else begin
            krank$2 = krank$1;
        end
    end

    always @(*) begin
        if (keep$2$q) begin
            krank$3 = krank$2 + 4'h1;
        end
        else begin
            krank$3 = krank$2;
        end
    end

    always @(*) begin
        cur_l = 32'h0;
        cur_r = 32'h0;
        if (joh[0]) begin
            cur_l = bl$0$q;
            cur_r = br$0$q;
        end
        if (joh[1]) begin
            cur_l = bl$1$q;
            cur_r = br$1$q;
        end
        if (joh[2]) begin
            cur_l = bl$2$q;
            cur_r = br$2$q;
        end
        if (joh[3]) begin
            cur_l = bl$3$q;
            cur_r = br$3$q;
        end
    end

    always @(*) begin
        any_contains = 1'b0;
        if (contains$0$q) begin
            any_contains = 1'b1;
        end
        if (contains$1$q) begin
            any_contains = 1'b1;
        end
        if (contains$2$q) begin
            any_contains = 1'b1;
        end
        if (contains$3$q) begin
            any_contains = 1'b1;
        end
        if (contains$4$q) begin
            any_contains = 1'b1;
        end
        if (contains$5$q) begin
            any_contains = 1'b1;
        end
        if (contains$6$q) begin
            any_contains = 1'b1;
        end
        if (contains$7$q) begin
            any_contains = 1'b1;
        end
    end

    always @(*) begin
        if (surv$0$q) begin
            srank$1 = srank$0 + 4'h1;
        end
        else begin
            srank$1 = srank$0;
        end
    end

    always @(*) begin
        if (before$0$q) begin
            nbefore$1 = nbefore$0 + 4'h1;
        end
        else begin
            nbefore$1 = nbefore$0;
        end
    end

    always @(*) begin
        if (surv$1$q) begin
            srank$2 = srank$1 + 4'h1;
        end
        else begin
            srank$2 = srank$1;
        end
    end

    always @(*) begin
        if (before$1$q) begin
            nbefore$2 = nbefore$1 + 4'h1;
        end
        else begin
            nbefore$2 = nbefore$1;
        end
    end

    always @(*) begin
        if (surv$2$q) begin
            srank$3 = srank$2 + 4'h1;
        end
        else begin
            srank$3 = srank$2;
        end
    end

    always @(*) begin
        if (before$2$q) begin
            nbefore$3 = nbefore$2 + 4'h1;
        end
        else begin
            nbefore$3 = nbefore$2;
        end
    end

    always @(*) begin
        if (surv$3$q) begin
            srank$4 = srank$3 + 4'h1;
        end
        else begin
            srank$4 = srank$3;
        end
    end

    always @(*) begin
        if (before$3$q) begin
            nbefore$4 = nbefore$3 + 4'h1;
        end
        else begin
            nbefore$4 = nbefore$3;
        end
    end

    always @(*) begin
        if (surv$4$q) begin
            srank$5 = srank$4 + 4'h1;
        end
        else begin
            srank$5 = srank$4;
        end
    end

    always @(*) begin
        if (before$4$q) begin
            nbefore$5 = nbefore$4 + 4'h1;
        end
        else begin
            nbefore$5 = nbefore$4;
        end
    end

    always @(*) begin
        if (surv$5$q) begin
            srank$6 = srank$5 + 4'h1;
        end
        else begin
            srank$6 = srank$5;
        end
    end

    always @(*) begin
        if (before$5$q) begin
            nbefore$6 = nbefore$5 + 4'h1;
        end
        else begin
            nbefore$6 = nbefore$5;
        end
    end

    always @(*) begin
        if (surv$6$q) begin
            srank$7 = srank$6 + 4'h1;
        end
        else begin
            srank$7 = srank$6;
        end
    end

    always @(*) begin
        if (before$6$q) begin
            nbefore$7 = nbefore$6 + 4'h1;
        end
        else begin
            nbefore$7 = nbefore$6;
        end
    end

endmodule // toe_sack_board
