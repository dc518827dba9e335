// Generated from model/src/toe/ack.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_ack. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_ack(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_state,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_snd_wnd,s_in_max_snd_wnd,s_in_snd_wl1,s_in_snd_wl2,s_in_snd_shift,s_in_snd_mss,s_in_fin_sent,s_in_buf_len,s_in_ts_ok,s_in_timing_on,s_in_timing_seq,s_in_timing_at,s_in_rtt_seen,s_in_srtt8,s_in_rttvar4,s_in_rto,s_in_in_recovery,s_in_recover,s_in_cwnd,s_in_ssthresh,s_in_abc,s_in_dupacks,s_in_acked_bytes,s_in_now,s_in_seq,s_in_ack,s_in_window,s_in_flags,s_in_len,s_in_tsecr_on,s_in_tsecr,s_in_sack,s_in_sack_new,s_in_lost_first,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_unsent,m_dec_too_old,m_dec_wake,m_dec_window_update,m_dec_persist_stop,m_dec_advanced,m_dec_data_acked,m_dec_fin_acked,m_dec_rexmt_first,m_dec_rexmt_timer,m_dec_dup_ack,m_dec_fast_retransmit,m_dec_snd_una,m_dec_snd_nxt,m_dec_snd_wnd,m_dec_max_snd_wnd,m_dec_snd_wl1,m_dec_snd_wl2,m_dec_buf_len,m_dec_timing_on,m_dec_rtt_seen,m_dec_srtt8,m_dec_rttvar4,m_dec_rto,m_dec_in_recovery,m_dec_recover,m_dec_cwnd,m_dec_ssthresh,m_dec_abc,m_dec_dupacks,m_dec_acked_bytes,cfg_rto_min,cfg_rto_max,cnt_acks);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [3:0] s_in_state;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_nxt;
    input wire  [31:0] s_in_snd_max;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_max_snd_wnd;
    input wire  [31:0] s_in_snd_wl1;
    input wire  [31:0] s_in_snd_wl2;
    input wire  [3:0] s_in_snd_shift;
    input wire  [15:0] s_in_snd_mss;
    input wire  s_in_fin_sent;
    input wire  [31:0] s_in_buf_len;
    input wire  s_in_ts_ok;
    input wire  s_in_timing_on;
    input wire  [31:0] s_in_timing_seq;
    input wire  [31:0] s_in_timing_at;
    input wire  s_in_rtt_seen;
    input wire  [31:0] s_in_srtt8;
    input wire  [31:0] s_in_rttvar4;
    input wire  [31:0] s_in_rto;
    input wire  s_in_in_recovery;
    input wire  [31:0] s_in_recover;
    input wire  [31:0] s_in_cwnd;
    input wire  [31:0] s_in_ssthresh;
    input wire  [31:0] s_in_abc;
    input wire  [2:0] s_in_dupacks;
    input wire  [31:0] s_in_acked_bytes;
    input wire  [31:0] s_in_now;
    input wire  [31:0] s_in_seq;
    input wire  [31:0] s_in_ack;
    input wire  [15:0] s_in_window;
    input wire  [7:0] s_in_flags;
    input wire  [15:0] s_in_len;
    input wire  s_in_tsecr_on;
    input wire  [31:0] s_in_tsecr;
    input wire  s_in_sack;
    input wire  s_in_sack_new;
    input wire  s_in_lost_first;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  m_dec_unsent;
    output wire  m_dec_too_old;
    output wire  m_dec_wake;
    output wire  m_dec_window_update;
    output wire  m_dec_persist_stop;
    output wire  m_dec_advanced;
    output wire  [31:0] m_dec_data_acked;
    output wire  [2:0] m_dec_fin_acked;
    output wire  m_dec_rexmt_first;
    output wire  [1:0] m_dec_rexmt_timer;
    output wire  m_dec_dup_ack;
    output wire  m_dec_fast_retransmit;
    output wire  [31:0] m_dec_snd_una;
    output wire  [31:0] m_dec_snd_nxt;
    output wire  [31:0] m_dec_snd_wnd;
    output wire  [31:0] m_dec_max_snd_wnd;
    output wire  [31:0] m_dec_snd_wl1;
    output wire  [31:0] m_dec_snd_wl2;
    output wire  [31:0] m_dec_buf_len;
    output wire  m_dec_timing_on;
    output wire  m_dec_rtt_seen;
    output wire  [31:0] m_dec_srtt8;
    output wire  [31:0] m_dec_rttvar4;
    output wire  [31:0] m_dec_rto;
    output wire  m_dec_in_recovery;
    output wire  [31:0] m_dec_recover;
    output wire  [31:0] m_dec_cwnd;
    output wire  [31:0] m_dec_ssthresh;
    output wire  [31:0] m_dec_abc;
    output wire  [2:0] m_dec_dupacks;
    output wire  [31:0] m_dec_acked_bytes;
    input wire  [31:0] cfg_rto_min;
    input wire  [31:0] cfg_rto_max;
    output wire  [31:0] cnt_acks;

    // Named constants (named_consts! in model/src)
    localparam [2:0] ack_dup$COUNT_MAX = 3'h7;
    localparam [2:0] ack_dup$THRESHOLD = 3'h3;
    localparam [1:0] ack_scale$FIRST_RTTVAR = 2'h1;
    localparam [1:0] ack_scale$RTTVAR = 2'h2;
    localparam [1:0] ack_scale$SRTT = 2'h3;
    localparam [1:0] ack_scale$TWICE = 2'h1;
    localparam [3:0] ack_state$ABS = 4'h5;
    localparam [3:0] ack_state$CMP = 4'h1;
    localparam [3:0] ack_state$DECIDE = 4'h8;
    localparam [3:0] ack_state$ERR = 4'h4;
    localparam [3:0] ack_state$EST = 4'h6;
    localparam [3:0] ack_state$IDLE = 4'h0;
    localparam [3:0] ack_state$OUT = 4'h9;
    localparam [3:0] ack_state$RTO = 4'h7;
    localparam [3:0] ack_state$SELECT = 4'h3;
    localparam [3:0] ack_state$SUMS = 4'h2;
    localparam [2:0] fin_ack$CLOSED = 3'h3;
    localparam [2:0] fin_ack$FIN_WAIT_2 = 3'h1;
    localparam [2:0] fin_ack$NO = 3'h0;
    localparam [2:0] fin_ack$OTHER = 3'h4;
    localparam [2:0] fin_ack$TIME_WAIT = 3'h2;
    localparam [1:0] rexmt_op$ARM = 2'h2;
    localparam [1:0] rexmt_op$KEEP = 2'h0;
    localparam [1:0] rexmt_op$STOP = 2'h1;
    localparam [3:0] tcp_state$CLOSING = 4'h6;
    localparam [3:0] tcp_state$FIN_WAIT_1 = 4'h3;
    localparam [3:0] tcp_state$LAST_ACK = 4'h7;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [789:0] w$d;
    reg  [789:0] w$q;
    reg  [509:0] dec$d;
    reg  [509:0] dec$q;
    reg  [31:0] rto_o$d;
    reg  [31:0] rto_o$q;
    reg  [31:0] n_acks$d;
    reg  [31:0] n_acks$q;
    reg  unsent$d;
    reg  unsent$q;
    reg  [31:0] old_edge$d;
    reg  [31:0] old_edge$q;
    reg  adv$d;
    reg  adv$q;
    reg  una_le$d;
    reg  una_le$q;
    reg  wl1_lt$d;
    reg  wl1_lt$q;
    reg  wl1_eq$d;
    reg  wl1_eq$q;
    reg  wl2_le$d;
    reg  wl2_le$q;
    reg  [31:0] wnd$d;
    reg  [31:0] wnd$q;
    reg  nxt_lt$d;
    reg  nxt_lt$q;
    reg  fin_hit$d;
    reg  fin_hit$q;
    reg  [31:0] r_ts$d;
    reg  [31:0] r_ts$q;
    reg  [31:0] r_tm$d;
    reg  [31:0] r_tm$q;
    reg  tm_hit$d;
    reg  tm_hit$q;
    reg  rec_le$d;
    reg  rec_le$q;
    reg  rec_lt$d;
    reg  rec_lt$q;
    reg  ack_eq_una$d;
    reg  ack_eq_una$q;
    reg  max_ne_una$d;
    reg  max_ne_una$q;
    reg  dup_shape$d;
    reg  dup_shape$q;
    reg  cw_lt_ss$d;
    reg  cw_lt_ss$q;
    reg  [31:0] acked$d;
    reg  [31:0] acked$q;
    reg  [31:0] flight_a$d;
    reg  [31:0] flight_a$q;
    reg  [31:0] flight_u$d;
    reg  [31:0] flight_u$q;
    reg  [31:0] rv_keep$d;
    reg  [31:0] rv_keep$q;
    reg  [31:0] sr_keep$d;
    reg  [31:0] sr_keep$q;
    reg  [31:0] srtt$d;
    reg  [31:0] srtt$q;
    reg  [31:0] mss2$d;
    reg  [31:0] mss2$q;
    reg  win_upd$d;
    reg  win_upd$q;
    reg  too_old$d;
    reg  too_old$q;
    reg  wnd_above_max$d;
    reg  wnd_above_max$q;
    reg  wnd_lt_acked$d;
    reg  wnd_lt_acked$q;
    reg  [31:0] wnd_m_acked$d;
    reg  [31:0] wnd_m_acked$q;
    reg  [31:0] wnd_keep$d;
    reg  [31:0] wnd_keep$q;
    reg  wnd_eq$d;
    reg  wnd_eq$q;
    reg  wnd_nz$d;
    reg  wnd_nz$q;
    reg  sample$d;
    reg  sample$q;
    reg  r_ts_lt$d;
    reg  r_ts_lt$q;
    reg  r_tm_lt$d;
    reg  r_tm_lt$q;
    reg  [31:0] acked_m$d;
    reg  [31:0] acked_m$q;
    reg  ack_ge_mss$d;
    reg  ack_ge_mss$q;
    reg  cw_lt_acked$d;
    reg  cw_lt_acked$q;
    reg  [31:0] cw_m_acked$d;
    reg  [31:0] cw_m_acked$q;
    reg  [31:0] abc_sum$d;
    reg  [31:0] abc_sum$q;
    reg  [31:0] cw_p_acked$d;
    reg  [31:0] cw_p_acked$q;
    reg  [31:0] cw_p_mss$d;
    reg  [31:0] cw_p_mss$q;
    reg  f_lt_mss$d;
    reg  f_lt_mss$q;
    reg  [31:0] f_p_mss$d;
    reg  [31:0] f_p_mss$q;
    reg  fh_lt_mss2$d;
    reg  fh_lt_mss2$q;
    reg  [31:0] mss3$d;
    reg  [31:0] mss3$q;
    reg  [2:0] dup_inc$d;
    reg  [2:0] dup_inc$q;
    reg  [31:0] r_cl$d;
    reg  [31:0] r_cl$q;
    reg  dl_lt_buf$d;
    reg  dl_lt_buf$q;
    reg  [31:0] full_sel$d;
    reg  [31:0] full_sel$q;
    reg  [31:0] ss_fr$d;
    reg  [31:0] ss_fr$q;
    reg  abc_ge_cw$d;
    reg  abc_ge_cw$q;
    reg  [31:0] abc_m_cw$d;
    reg  [31:0] abc_m_cw$q;
    reg  [31:0] cw_sub$d;
    reg  [31:0] cw_sub$q;
    reg  [31:0] cw_ss$d;
    reg  [31:0] cw_ss$q;
    reg  dup$d;
    reg  dup$q;
    reg  sk_dup$d;
    reg  sk_dup$q;
    reg  [2:0] sk_cnt$d;
    reg  [2:0] sk_cnt$q;
    reg  sk_enter$d;
    reg  sk_enter$q;
    reg  [31:0] d_rs$d;
    reg  [31:0] d_rs$q;
    reg  [31:0] d_sr$d;
    reg  [31:0] d_sr$q;
    reg  r_ge$d;
    reg  r_ge$q;
    reg  [31:0] data_acked$d;
    reg  [31:0] data_acked$q;
    reg  [31:0] cw_full$d;
    reg  [31:0] cw_full$q;
    reg  [31:0] cw_fr$d;
    reg  [31:0] cw_fr$q;
    reg  [31:0] cw_part_a$d;
    reg  [31:0] cw_part_a$q;
    reg  [31:0] abc_new$d;
    reg  [31:0] abc_new$q;
    reg  [31:0] cw_ca$d;
    reg  [31:0] cw_ca$q;
    reg  [31:0] err$d;
    reg  [31:0] err$q;
    reg  [31:0] cw_part$d;
    reg  [31:0] cw_part$q;
    reg  [31:0] buf_new$d;
    reg  [31:0] buf_new$q;
    reg  [31:0] ab_new$d;
    reg  [31:0] ab_new$q;
    reg  [31:0] rv_new$d;
    reg  [31:0] rv_new$q;
    reg  [31:0] sr_new$d;
    reg  [31:0] sr_new$q;
    reg  [31:0] rto_raw$d;
    reg  [31:0] rto_raw$q;

    // Local signals
    wire  [31:0] mss32;
    wire  [31:0] d_max_ack;
    wire  [31:0] d_una_ack;
    wire  [31:0] d_acked;
    wire  [31:0] d_wl1;
    wire  [31:0] d_wl2;
    wire  [31:0] d_nxt;
    wire  [31:0] d_tm;
    wire  [31:0] d_rec1;
    wire  [31:0] d_rec2;
    wire  [31:0] d_old;
    wire  [7:0] fl;
    wire  samp_ts;
    wire  fast_rx;
    wire  rec_after;
    wire  sk_dup_c;
    reg  [31:0] rto_c;

    // Registers
    initial begin
        st$q = 4'h0;
        w$q = 790'h0;
        dec$q = 510'h0;
        rto_o$q = 32'h0;
        n_acks$q = 32'h0;
        unsent$q = 1'h0;
        old_edge$q = 32'h0;
        adv$q = 1'h0;
        una_le$q = 1'h0;
        wl1_lt$q = 1'h0;
        wl1_eq$q = 1'h0;
        wl2_le$q = 1'h0;
        wnd$q = 32'h0;
        nxt_lt$q = 1'h0;
        fin_hit$q = 1'h0;
        r_ts$q = 32'h0;
        r_tm$q = 32'h0;
        tm_hit$q = 1'h0;
        rec_le$q = 1'h0;
        rec_lt$q = 1'h0;
        ack_eq_una$q = 1'h0;
        max_ne_una$q = 1'h0;
        dup_shape$q = 1'h0;
        cw_lt_ss$q = 1'h0;
        acked$q = 32'h0;
        flight_a$q = 32'h0;
        flight_u$q = 32'h0;
        rv_keep$q = 32'h0;
        sr_keep$q = 32'h0;
        srtt$q = 32'h0;
        mss2$q = 32'h0;
        win_upd$q = 1'h0;
        too_old$q = 1'h0;
        wnd_above_max$q = 1'h0;
        wnd_lt_acked$q = 1'h0;
        wnd_m_acked$q = 32'h0;
        wnd_keep$q = 32'h0;
        wnd_eq$q = 1'h0;
        wnd_nz$q = 1'h0;
        sample$q = 1'h0;
        r_ts_lt$q = 1'h0;
        r_tm_lt$q = 1'h0;
        acked_m$q = 32'h0;
        ack_ge_mss$q = 1'h0;
        cw_lt_acked$q = 1'h0;
        cw_m_acked$q = 32'h0;
        abc_sum$q = 32'h0;
        cw_p_acked$q = 32'h0;
        cw_p_mss$q = 32'h0;
        f_lt_mss$q = 1'h0;
        f_p_mss$q = 32'h0;
        fh_lt_mss2$q = 1'h0;
        mss3$q = 32'h0;
        dup_inc$q = 3'h0;
        r_cl$q = 32'h0;
        dl_lt_buf$q = 1'h0;
        full_sel$q = 32'h0;
        ss_fr$q = 32'h0;
        abc_ge_cw$q = 1'h0;
        abc_m_cw$q = 32'h0;
        cw_sub$q = 32'h0;
        cw_ss$q = 32'h0;
        dup$q = 1'h0;
        sk_dup$q = 1'h0;
        sk_cnt$q = 3'h0;
        sk_enter$q = 1'h0;
        d_rs$q = 32'h0;
        d_sr$q = 32'h0;
        r_ge$q = 1'h0;
        data_acked$q = 32'h0;
        cw_full$q = 32'h0;
        cw_fr$q = 32'h0;
        cw_part_a$q = 32'h0;
        abc_new$q = 32'h0;
        cw_ca$q = 32'h0;
        err$q = 32'h0;
        cw_part$q = 32'h0;
        buf_new$q = 32'h0;
        ab_new$q = 32'h0;
        rv_new$q = 32'h0;
        sr_new$q = 32'h0;
        rto_raw$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        dec$q <= dec$d;
        rto_o$q <= rto_o$d;
        n_acks$q <= n_acks$d;
        unsent$q <= unsent$d;
        old_edge$q <= old_edge$d;
        adv$q <= adv$d;
        una_le$q <= una_le$d;
        wl1_lt$q <= wl1_lt$d;
        wl1_eq$q <= wl1_eq$d;
        wl2_le$q <= wl2_le$d;
        wnd$q <= wnd$d;
        nxt_lt$q <= nxt_lt$d;
        fin_hit$q <= fin_hit$d;
        r_ts$q <= r_ts$d;
        r_tm$q <= r_tm$d;
        tm_hit$q <= tm_hit$d;
        rec_le$q <= rec_le$d;
        rec_lt$q <= rec_lt$d;
        ack_eq_una$q <= ack_eq_una$d;
        max_ne_una$q <= max_ne_una$d;
        dup_shape$q <= dup_shape$d;
        cw_lt_ss$q <= cw_lt_ss$d;
        acked$q <= acked$d;
        flight_a$q <= flight_a$d;
        flight_u$q <= flight_u$d;
        rv_keep$q <= rv_keep$d;
        sr_keep$q <= sr_keep$d;
        srtt$q <= srtt$d;
        mss2$q <= mss2$d;
        win_upd$q <= win_upd$d;
        too_old$q <= too_old$d;
        wnd_above_max$q <= wnd_above_max$d;
        wnd_lt_acked$q <= wnd_lt_acked$d;
        wnd_m_acked$q <= wnd_m_acked$d;
        wnd_keep$q <= wnd_keep$d;
        wnd_eq$q <= wnd_eq$d;
        wnd_nz$q <= wnd_nz$d;
        sample$q <= sample$d;
        r_ts_lt$q <= r_ts_lt$d;
        r_tm_lt$q <= r_tm_lt$d;
        acked_m$q <= acked_m$d;
        ack_ge_mss$q <= ack_ge_mss$d;
        cw_lt_acked$q <= cw_lt_acked$d;
        cw_m_acked$q <= cw_m_acked$d;
        abc_sum$q <= abc_sum$d;
        cw_p_acked$q <= cw_p_acked$d;
        cw_p_mss$q <= cw_p_mss$d;
        f_lt_mss$q <= f_lt_mss$d;
        f_p_mss$q <= f_p_mss$d;
        fh_lt_mss2$q <= fh_lt_mss2$d;
        mss3$q <= mss3$d;
        dup_inc$q <= dup_inc$d;
        r_cl$q <= r_cl$d;
        dl_lt_buf$q <= dl_lt_buf$d;
        full_sel$q <= full_sel$d;
        ss_fr$q <= ss_fr$d;
        abc_ge_cw$q <= abc_ge_cw$d;
        abc_m_cw$q <= abc_m_cw$d;
        cw_sub$q <= cw_sub$d;
        cw_ss$q <= cw_ss$d;
        dup$q <= dup$d;
        sk_dup$q <= sk_dup$d;
        sk_cnt$q <= sk_cnt$d;
        sk_enter$q <= sk_enter$d;
        d_rs$q <= d_rs$d;
        d_sr$q <= d_sr$d;
        r_ge$q <= r_ge$d;
        data_acked$q <= data_acked$d;
        cw_full$q <= cw_full$d;
        cw_fr$q <= cw_fr$d;
        cw_part_a$q <= cw_part_a$d;
        abc_new$q <= abc_new$d;
        cw_ca$q <= cw_ca$d;
        err$q <= err$d;
        cw_part$q <= cw_part$d;
        buf_new$q <= buf_new$d;
        ab_new$q <= ab_new$d;
        rv_new$q <= rv_new$d;
        sr_new$q <= sr_new$d;
        rto_raw$q <= rto_raw$d;
    end

    // Update code
    assign s_in_ready = (st$q == ack_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == ack_state$OUT;
    assign cnt_acks = n_acks$q;
    assign mss32 = {16'h0, w$q[257:242]};
    assign fl = w$q[737:730];
    assign samp_ts = w$q[291] & w$q[754];
    assign d_max_ack = w$q[109:78] - w$q[713:682];
    assign d_una_ack = w$q[45:14] - w$q[713:682];
    assign d_acked = w$q[713:682] - w$q[45:14];
    assign d_wl1 = w$q[205:174] - w$q[681:650];
    assign d_wl2 = w$q[713:682] - w$q[237:206];
    assign d_nxt = w$q[77:46] - w$q[713:682];
    assign d_tm = w$q[324:293] - w$q[713:682];
    assign d_rec1 = w$q[713:682] - w$q[486:455];
    assign d_rec2 = w$q[486:455] - w$q[713:682];
    assign d_old = w$q[713:682] - old_edge$q;
    assign rec_after = w$q[454] & ~(adv$q & rec_le$q);
    assign sk_dup_c = w$q[787] & max_ne_una$q & w$q[788] & ~rec_after;
    assign fast_rx = ~w$q[787] & ~adv$q & dup$q & ~w$q[454] & (dup_inc$q == ack_dup$THRESHOLD) & rec_lt$q;
    assign m_dec_conn = dec$q[9:0];
    assign m_dec_unsent = dec$q[10];
    assign m_dec_too_old = dec$q[11];
    assign m_dec_max_snd_wnd = dec$q[183:152];
    assign m_dec_wake = dec$q[12];
    assign m_dec_window_update = dec$q[13];
    assign m_dec_persist_stop = dec$q[14];
    assign m_dec_advanced = dec$q[15];
    assign m_dec_data_acked = dec$q[47:16];
    assign m_dec_fin_acked = dec$q[50:48];
    assign m_dec_rexmt_first = dec$q[51];
    assign m_dec_rexmt_timer = dec$q[53:52];
    assign m_dec_dup_ack = dec$q[54];
    assign m_dec_fast_retransmit = dec$q[55];
    assign m_dec_snd_una = dec$q[87:56];
    assign m_dec_snd_nxt = dec$q[119:88];
    assign m_dec_snd_wnd = dec$q[151:120];
    assign m_dec_snd_wl1 = dec$q[215:184];
    assign m_dec_snd_wl2 = dec$q[247:216];
    assign m_dec_buf_len = dec$q[279:248];
    assign m_dec_timing_on = dec$q[280];
    assign m_dec_rtt_seen = dec$q[281];
    assign m_dec_srtt8 = dec$q[313:282];
    assign m_dec_rttvar4 = dec$q[345:314];
    assign m_dec_in_recovery = dec$q[346];
    assign m_dec_recover = dec$q[378:347];
    assign m_dec_cwnd = dec$q[410:379];
    assign m_dec_ssthresh = dec$q[442:411];
    assign m_dec_abc = dec$q[474:443];
    assign m_dec_dupacks = dec$q[477:475];
    assign m_dec_acked_bytes = dec$q[509:478];
    assign m_dec_rto = rto_o$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        dec$d = dec$q;
        rto_o$d = rto_o$q;
        n_acks$d = n_acks$q;
        unsent$d = unsent$q;
        adv$d = adv$q;
        una_le$d = una_le$q;
        wl1_lt$d = wl1_lt$q;
        wl1_eq$d = wl1_eq$q;
        wl2_le$d = wl2_le$q;
        wnd$d = wnd$q;
        nxt_lt$d = nxt_lt$q;
        fin_hit$d = fin_hit$q;
        r_ts$d = r_ts$q;
        r_tm$d = r_tm$q;
        tm_hit$d = tm_hit$q;
        rec_le$d = rec_le$q;
        rec_lt$d = rec_lt$q;
        ack_eq_una$d = ack_eq_una$q;
        max_ne_una$d = max_ne_una$q;
        dup_shape$d = dup_shape$q;
        cw_lt_ss$d = cw_lt_ss$q;
        acked$d = acked$q;
        flight_a$d = flight_a$q;
        flight_u$d = flight_u$q;
        rv_keep$d = rv_keep$q;
        sr_keep$d = sr_keep$q;
        srtt$d = srtt$q;
        mss2$d = mss2$q;
        win_upd$d = win_upd$q;
        wnd_eq$d = wnd_eq$q;
        wnd_nz$d = wnd_nz$q;
        sample$d = sample$q;
        r_ts_lt$d = r_ts_lt$q;
        r_tm_lt$d = r_tm_lt$q;
        acked_m$d = acked_m$q;
        ack_ge_mss$d = ack_ge_mss$q;
        cw_lt_acked$d = cw_lt_acked$q;
        cw_m_acked$d = cw_m_acked$q;
        abc_sum$d = abc_sum$q;
        cw_p_acked$d = cw_p_acked$q;
        cw_p_mss$d = cw_p_mss$q;
        f_lt_mss$d = f_lt_mss$q;
        f_p_mss$d = f_p_mss$q;
        fh_lt_mss2$d = fh_lt_mss2$q;
        mss3$d = mss3$q;
        dup_inc$d = dup_inc$q;
        r_cl$d = r_cl$q;
        dl_lt_buf$d = dl_lt_buf$q;
        full_sel$d = full_sel$q;
        ss_fr$d = ss_fr$q;
        abc_ge_cw$d = abc_ge_cw$q;
        abc_m_cw$d = abc_m_cw$q;
        cw_sub$d = cw_sub$q;
        cw_ss$d = cw_ss$q;
        dup$d = dup$q;
        d_rs$d = d_rs$q;
        d_sr$d = d_sr$q;
        r_ge$d = r_ge$q;
        data_acked$d = data_acked$q;
        cw_full$d = cw_full$q;
        cw_fr$d = cw_fr$q;
        cw_part_a$d = cw_part_a$q;
        abc_new$d = abc_new$q;
        cw_ca$d = cw_ca$q;
        err$d = err$q;
        cw_part$d = cw_part$q;
        buf_new$d = buf_new$q;
        ab_new$d = ab_new$q;
        rv_new$d = rv_new$q;
        sr_new$d = sr_new$q;
        rto_raw$d = rto_raw$q;
        wnd_lt_acked$d = wnd_lt_acked$q;
        wnd_m_acked$d = wnd_m_acked$q;
        wnd_keep$d = wnd_keep$q;
        old_edge$d = old_edge$q;
        too_old$d = too_old$q;
        wnd_above_max$d = wnd_above_max$q;
        sk_dup$d = sk_dup$q;
        sk_cnt$d = sk_cnt$q;
        sk_enter$d = sk_enter$q;
        if ((st$q == ack_state$IDLE) & s_in_valid) begin
            w$d = 790'h0;
            w$d[9:0] = s_in_conn;
            w$d[13:10] = s_in_state;
            w$d[45:14] = s_in_snd_una;
            w$d[77:46] = s_in_snd_nxt;
            w$d[109:78] = s_in_snd_max;
            w$d[141:110] = s_in_snd_wnd;
            w$d[173:142] = s_in_max_snd_wnd;
            w$d[205:174] = s_in_snd_wl1;
            w$d[237:206] = s_in_snd_wl2;
            w$d[241:238] = s_in_snd_shift;
            w$d[257:242] = s_in_snd_mss;
            w$d[258] = s_in_fin_sent;
            w$d[290:259] = s_in_buf_len;
            w$d[291] = s_in_ts_ok;
            w$d[292] = s_in_timing_on;
            w$d[324:293] = s_in_timing_seq;
            w$d[356:325] = s_in_timing_at;
            w$d[357] = s_in_rtt_seen;
            w$d[389:358] = s_in_srtt8;
            w$d[421:390] = s_in_rttvar4;
            w$d[453:422] = s_in_rto;
            w$d[454] = s_in_in_recovery;
            w$d[486:455] = s_in_recover;
            w$d[518:487] = s_in_cwnd;
            w$d[550:519] = s_in_ssthresh;
            w$d[582:551] = s_in_abc;
            w$d[585:583] = s_in_dupacks;
            w$d[617:586] = s_in_acked_bytes;
            w$d[649:618] = s_in_now;
            w$d[681:650] = s_in_seq;
            w$d[713:682] = s_in_ack;
            w$d[729:714] = s_in_window;
            w$d[737:730] = s_in_flags;
            w$d[753:738] = s_in_len;
            w$d[754] = s_in_tsecr_on;
            w$d[786:755] = s_in_tsecr;
            w$d[787] = s_in_sack;
            w$d[788] = s_in_sack_new;
            w$d[789] = s_in_lost_first;
            st$d = ack_state$CMP;
        end
        if (st$q == ack_state$CMP) begin
            unsent$d = d_max_ack[31];
            old_edge$d = w$q[45:14] - w$q[173:142];
            adv$d = d_una_ack[31];
            una_le$d = ~d_acked[31];
            wl1_lt$d = d_wl1[31];
            wl1_eq$d = w$q[205:174] == w$q[681:650];
            wl2_le$d = ~d_wl2[31];
            wnd$d = {16'h0, w$q[729:714]} << w$q[241:238];
            nxt_lt$d = d_nxt[31];
            fin_hit$d = w$q[258] & (w$q[713:682] == w$q[109:78]);
            r_ts$d = w$q[649:618] - w$q[786:755];
            r_tm$d = w$q[649:618] - w$q[356:325];
            tm_hit$d = w$q[292] & d_tm[31];
            rec_le$d = ~d_rec1[31];
            rec_lt$d = d_rec2[31];
            ack_eq_una$d = w$q[713:682] == w$q[45:14];
            max_ne_una$d = w$q[109:78] != w$q[45:14];
            dup_shape$d = ~|w$q[753:738] & ~fl[1] & ~fl[0];
            cw_lt_ss$d = w$q[518:487] < w$q[550:519];
            acked$d = d_acked;
            flight_a$d = d_max_ack;
            flight_u$d = w$q[109:78] - w$q[45:14];
            rv_keep$d = w$q[421:390] - (w$q[421:390] >> ack_scale$RTTVAR);
            sr_keep$d = w$q[389:358] - (w$q[389:358] >> ack_scale$SRTT);
            srtt$d = w$q[389:358] >> ack_scale$SRTT;
            mss2$d = mss32 << ack_scale$TWICE;
            st$d = ack_state$SUMS;
        end
        if (st$q == ack_state$SUMS) begin
            win_upd$d = una_le$q & (wl1_lt$q | (wl1_eq$q & wl2_le$q));
            too_old$d = d_old[31];
            wnd_above_max$d = w$q[173:142] < wnd$q;
            wnd_eq$d = wnd$q == w$q[141:110];
            wnd_lt_acked$d = w$q[141:110] < acked$q;
            wnd_m_acked$d = w$q[141:110] - acked$q;
            wnd_nz$d = |wnd$q;
            sample$d = adv$q & (samp_ts | tm_hit$q);
            r_ts_lt$d = r_ts$q < cfg_rto_max;
            r_tm_lt$d = r_tm$q < cfg_rto_max;
            acked_m$d = acked$q - {31'h0, fin_hit$q};
            ack_ge_mss$d = acked$q >= mss32;
            cw_lt_acked$d = w$q[518:487] < acked$q;
            cw_m_acked$d = w$q[518:487] - acked$q;
            abc_sum$d = w$q[582:551] + acked$q;
            cw_p_acked$d = w$q[518:487] + acked$q;
            cw_p_mss$d = w$q[518:487] + mss32;
            f_lt_mss$d = flight_a$q < mss32;
            f_p_mss$d = flight_a$q + mss32;
            fh_lt_mss2$d = (flight_u$q >> ack_scale$TWICE) < mss2$q;
            mss3$d = mss2$q + mss32;
            if (w$q[585:583] == ack_dup$COUNT_MAX) begin
                dup_inc$d = w$q[585:583];
            end
            else begin
                dup_inc$d = w$q[585:583] + 3'h1;
            end
            st$d = ack_state$SELECT;
        end
        if (st$q == ack_state$SELECT) begin
            if (samp_ts) begin
                if (r_ts_lt$q) begin
                    r_cl$d = r_ts$q;
                end
                else begin
                    r_cl$d = cfg_rto_max;
                end
            end
            else if (r_tm_lt$q) begin
                r_cl$d = r_tm$q;
            end
            else begin
                r_cl$d = cfg_rto_max;
            end
            dl_lt_buf$d = acked_m$q < w$q[290:259];
            if (f_lt_mss$q) begin
                full_sel$d = mss2$q;
            end
            else begin
                full_sel$d = f_p_mss$q;
            end
            if (fh_lt_mss2$q) begin
                ss_fr$d = mss2$q;
            end
            else begin
                ss_fr$d = flight_u$q >> ack_scale$TWICE;
            end
            abc_ge_cw$d = abc_sum$q >= w$q[518:487];
            abc_m_cw$d = abc_sum$q - w$q[518:487];
            if (wnd_lt_acked$q) begin
                wnd_keep$d = 32'h0;
            end
            else begin
                wnd_keep$d = wnd_m_acked$q;
            end
            if (cw_lt_acked$q) begin
                cw_sub$d = 32'h0;
            end
            else begin
                cw_sub$d = cw_m_acked$q;
            end
            if (ack_ge_mss$q) begin
                cw_ss$d = cw_p_mss$q;
            end
            else begin
                cw_ss$d = cw_p_acked$q;
            end
            dup$d = ack_eq_una$q & max_ne_una$q & dup_shape$q & wnd_eq$q;
            sk_dup$d = sk_dup_c;
            if (adv$q) begin
                sk_cnt$d = 3'h1;
            end
            else begin
                sk_cnt$d = dup_inc$q;
            end
            sk_enter$d = sk_dup_c & ((~adv$q & (dup_inc$q >= ack_dup$THRESHOLD)) | w$q[789]) & rec_le$q;
            st$d = ack_state$ERR;
        end
        if (st$q == ack_state$ERR) begin
            d_rs$d = r_cl$q - srtt$q;
            d_sr$d = srtt$q - r_cl$q;
            r_ge$d = r_cl$q >= srtt$q;
            if (dl_lt_buf$q) begin
                data_acked$d = acked_m$q;
            end
            else begin
                data_acked$d = w$q[290:259];
            end
            if (w$q[550:519] < full_sel$q) begin
                cw_full$d = w$q[550:519];
            end
            else begin
                cw_full$d = full_sel$q;
            end
            cw_fr$d = ss_fr$q + mss3$q;
            if (ack_ge_mss$q) begin
                cw_part_a$d = cw_sub$q + mss32;
            end
            else begin
                cw_part_a$d = cw_sub$q;
            end
            if (abc_ge_cw$q) begin
                abc_new$d = abc_m_cw$q;
                cw_ca$d = cw_p_mss$q;
            end
            else begin
                abc_new$d = abc_sum$q;
                cw_ca$d = w$q[518:487];
            end
            st$d = ack_state$ABS;
        end
        if (st$q == ack_state$ABS) begin
            if (r_ge$q) begin
                err$d = d_rs$q;
            end
            else begin
                err$d = d_sr$q;
            end
            if (cw_part_a$q < mss32) begin
                cw_part$d = mss32;
            end
            else begin
                cw_part$d = cw_part_a$q;
            end
            buf_new$d = w$q[290:259] - data_acked$q;
            ab_new$d = w$q[617:586] + data_acked$q;
            st$d = ack_state$EST;
        end
        if (st$q == ack_state$EST) begin
            if (w$q[357]) begin
                rv_new$d = rv_keep$q + err$q;
                sr_new$d = sr_keep$q + r_cl$q;
            end
            else begin
                rv_new$d = r_cl$q << ack_scale$FIRST_RTTVAR;
                sr_new$d = r_cl$q << ack_scale$SRTT;
            end
            st$d = ack_state$RTO;
        end
        if (st$q == ack_state$RTO) begin
            if (|rv_new$q) begin
                rto_raw$d = (sr_new$q >> ack_scale$SRTT) + rv_new$q;
            end
            else begin
                rto_raw$d = (sr_new$q >> ack_scale$SRTT) + 32'h1;
            end
            st$d = ack_state$DECIDE;
        end
        if (st$q == ack_state$DECIDE) begin
            rto_o$d = w$q[453:422];
            dec$d = 510'h0;
            dec$d[9:0] = w$q[9:0];
            dec$d[10] = unsent$q;
            dec$d[11] = ~unsent$q & too_old$q;
            dec$d[183:152] = w$q[173:142];
            dec$d[50:48] = fin_ack$NO;
            dec$d[53:52] = rexmt_op$KEEP;
            dec$d[87:56] = w$q[45:14];
            dec$d[119:88] = w$q[77:46];
            dec$d[151:120] = w$q[141:110];
            dec$d[215:184] = w$q[205:174];
            dec$d[247:216] = w$q[237:206];
            dec$d[279:248] = w$q[290:259];
            dec$d[280] = w$q[292];
            dec$d[281] = w$q[357];
            dec$d[313:282] = w$q[389:358];
            dec$d[345:314] = w$q[421:390];
            dec$d[346] = w$q[454];
            dec$d[378:347] = w$q[486:455];
            dec$d[410:379] = w$q[518:487];
            dec$d[442:411] = w$q[550:519];
            dec$d[474:443] = w$q[582:551];
            dec$d[477:475] = w$q[585:583];
            dec$d[509:478] = w$q[617:586];
            if (~unsent$q & ~too_old$q) begin
                if (win_upd$q) begin
                    dec$d[13] = 1'b1;
                    if (wnd_above_max$q) begin
                        dec$d[183:152] = wnd$q;
                    end
                    dec$d[14] = wnd_nz$q;
                    dec$d[151:120] = wnd$q;
                    dec$d[215:184] = w$q[681:650];
                    dec$d[247:216] = w$q[713:682];
                end
                dec$d[12] = adv$q | (win_upd$q & ~wnd_eq$q) | (~w$q[787] & ~adv$q & dup$q & w$q[454]) | fast_rx | (w$q[787] & (rec_after | sk_enter$q));
                if (adv$q) begin
                    dec$d[15] = 1'b1;
                    dec$d[47:16] = data_acked$q;
                    dec$d[279:248] = buf_new$q;
                    dec$d[87:56] = w$q[713:682];
                    if (~win_upd$q) begin
                        dec$d[151:120] = wnd_keep$q;
                    end
                    if (nxt_lt$q) begin
                        dec$d[119:88] = w$q[713:682];
                    end
                    dec$d[509:478] = ab_new$q;
                    if (sample$q) begin
                        rto_o$d = rto_c;
                        dec$d[281] = 1'b1;
                        dec$d[313:282] = sr_new$q;
                        dec$d[345:314] = rv_new$q;
                        if (~samp_ts) begin
                            dec$d[280] = 1'b0;
                        end
                    end
                    if (w$q[454]) begin
                        if (rec_le$q) begin
                            dec$d[410:379] = cw_full$q;
                            dec$d[346] = 1'b0;
                            dec$d[477:475] = 3'h0;
                        end
                        else if (~w$q[787]) begin
                            dec$d[410:379] = cw_part$q;
                            dec$d[51] = 1'b1;
                        end
                    end
                    else begin
                        dec$d[477:475] = 3'h0;
                        if (cw_lt_ss$q) begin
                            dec$d[410:379] = cw_ss$q;
                        end
                        else begin
                            dec$d[474:443] = abc_new$q;
                            dec$d[410:379] = cw_ca$q;
                        end
                    end
                    if (|flight_a$q) begin
                        dec$d[53:52] = rexmt_op$ARM;
                    end
                    else begin
                        dec$d[53:52] = rexmt_op$STOP;
                    end
                    if (fin_hit$q) begin
                        dec$d[50:48] = fin_ack$OTHER;
                        if (w$q[13:10] == tcp_state$FIN_WAIT_1) begin
                            dec$d[50:48] = fin_ack$FIN_WAIT_2;
                        end
                        if (w$q[13:10] == tcp_state$CLOSING) begin
                            dec$d[50:48] = fin_ack$TIME_WAIT;
                            dec$d[53:52] = rexmt_op$STOP;
                        end
                        if (w$q[13:10] == tcp_state$LAST_ACK) begin
                            dec$d[50:48] = fin_ack$CLOSED;
                        end
                    end
                end
                else if (dup$q & ~w$q[787]) begin
                    dec$d[54] = 1'b1;
                    dec$d[477:475] = dup_inc$q;
                    if (w$q[454]) begin
                        dec$d[410:379] = cw_p_mss$q;
                    end
                    else if (fast_rx) begin
                        dec$d[442:411] = ss_fr$q;
                        dec$d[378:347] = w$q[109:78];
                        dec$d[346] = 1'b1;
                        dec$d[410:379] = cw_fr$q;
                        dec$d[280] = 1'b0;
                        dec$d[51] = 1'b1;
                        dec$d[55] = 1'b1;
                    end
                end
                if (sk_dup$q) begin
                    dec$d[54] = 1'b1;
                    dec$d[477:475] = sk_cnt$q;
                end
                if (sk_enter$q) begin
                    dec$d[442:411] = ss_fr$q;
                    dec$d[410:379] = ss_fr$q;
                    dec$d[378:347] = w$q[109:78];
                    dec$d[346] = 1'b1;
                    dec$d[280] = 1'b0;
                    dec$d[51] = 1'b1;
                    dec$d[55] = 1'b1;
                end
            end
            st$d = ack_state$OUT;
        end
        if ((st$q == ack_state$OUT) & m_dec_ready) begin
            n_acks$d = n_acks$q + 32'h1;
            st$d = ack_state$IDLE;
        end
        if (reset) begin
            st$d = ack_state$IDLE;
            n_acks$d = 32'h0;
        end
    end

    always @(*) begin
        rto_c = rto_raw$q;
        if (rto_raw$q < cfg_rto_min) begin
            rto_c = cfg_rto_min;
        end
        if ((rto_raw$q > cfg_rto_max) | ((rto_raw$q < cfg_rto_min) & (cfg_rto_min > cfg_rto_max))) begin
            rto_c = cfg_rto_max;
        end
    end

endmodule // toe_ack
