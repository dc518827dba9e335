// Generated from model/src/toe/reasm.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_reasm. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_reasm(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_advance,s_in_count,s_in_s0,s_in_e0,s_in_s1,s_in_e1,s_in_s2,s_in_e2,s_in_s3,s_in_e3,s_in_seq,s_in_len,s_in_space_end,m_out_valid,m_out_ready,m_out_conn,m_out_advance,m_out_verdict,m_out_count,m_out_s0,m_out_e0,m_out_s1,m_out_e1,m_out_s2,m_out_e2,m_out_s3,m_out_e3,m_out_seq,m_out_kept_end,m_out_replay,m_out_replay_end,cnt_decided);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_advance;
    input wire  [2:0] s_in_count;
    input wire  [31:0] s_in_s0;
    input wire  [31:0] s_in_e0;
    input wire  [31:0] s_in_s1;
    input wire  [31:0] s_in_e1;
    input wire  [31:0] s_in_s2;
    input wire  [31:0] s_in_e2;
    input wire  [31:0] s_in_s3;
    input wire  [31:0] s_in_e3;
    input wire  [31:0] s_in_seq;
    input wire  [15:0] s_in_len;
    input wire  [31:0] s_in_space_end;
    output wire  m_out_valid;
    input wire  m_out_ready;
    output wire  [9:0] m_out_conn;
    output wire  m_out_advance;
    output wire  [1:0] m_out_verdict;
    output wire  [2:0] m_out_count;
    output wire  [31:0] m_out_s0;
    output wire  [31:0] m_out_e0;
    output wire  [31:0] m_out_s1;
    output wire  [31:0] m_out_e1;
    output wire  [31:0] m_out_s2;
    output wire  [31:0] m_out_e2;
    output wire  [31:0] m_out_s3;
    output wire  [31:0] m_out_e3;
    output wire  [31:0] m_out_seq;
    output wire  [31:0] m_out_kept_end;
    output wire  m_out_replay;
    output wire  [31:0] m_out_replay_end;
    output wire  [31:0] cnt_decided;

    // Named constants (named_consts! in model/src)
    localparam [2:0] reasm_slot$ALL = 3'h4;
    localparam [2:0] reasm_slot$FIRST = 3'h0;
    localparam [2:0] reasm_slot$FOURTH = 3'h3;
    localparam [2:0] reasm_slot$SECOND = 3'h1;
    localparam [2:0] reasm_slot$THIRD = 3'h2;
    localparam [2:0] reasm_state$CMP = 3'h2;
    localparam [2:0] reasm_state$CUT = 3'h1;
    localparam [2:0] reasm_state$IDLE = 3'h0;
    localparam [2:0] reasm_state$MERGE = 3'h3;
    localparam [2:0] reasm_state$OUT = 3'h5;
    localparam [2:0] reasm_state$PLACE = 3'h4;
    localparam [1:0] reasm_verdict$BEYOND = 2'h3;
    localparam [1:0] reasm_verdict$DUPLICATE = 2'h1;
    localparam [1:0] reasm_verdict$FULL = 2'h2;
    localparam [1:0] reasm_verdict$KEPT = 2'h0;
    localparam [31:0] seq_sign$NEGATIVE = 32'h80000000;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  adv$d;
    reg  adv$q;
    reg  [2:0] count$d;
    reg  [2:0] count$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] space_end$d;
    reg  [31:0] space_end$q;
    reg  [31:0] bs$0$d;
    reg  [31:0] bs$0$q;
    reg  [31:0] bs$1$d;
    reg  [31:0] bs$1$q;
    reg  [31:0] bs$2$d;
    reg  [31:0] bs$2$q;
    reg  [31:0] bs$3$d;
    reg  [31:0] bs$3$q;
    reg  [31:0] be$0$d;
    reg  [31:0] be$0$q;
    reg  [31:0] be$1$d;
    reg  [31:0] be$1$q;
    reg  [31:0] be$2$d;
    reg  [31:0] be$2$q;
    reg  [31:0] be$3$d;
    reg  [31:0] be$3$q;
    reg  [31:0] e$d;
    reg  [31:0] e$q;
    reg  beyond$d;
    reg  beyond$q;
    reg  meets$0$d;
    reg  meets$0$q;
    reg  meets$1$d;
    reg  meets$1$q;
    reg  meets$2$d;
    reg  meets$2$q;
    reg  meets$3$d;
    reg  meets$3$q;
    reg  contains$0$d;
    reg  contains$0$q;
    reg  contains$1$d;
    reg  contains$1$q;
    reg  contains$2$d;
    reg  contains$2$q;
    reg  contains$3$d;
    reg  contains$3$q;
    reg  left$0$d;
    reg  left$0$q;
    reg  left$1$d;
    reg  left$1$q;
    reg  left$2$d;
    reg  left$2$q;
    reg  left$3$d;
    reg  left$3$q;
    reg  right$0$d;
    reg  right$0$q;
    reg  right$1$d;
    reg  right$1$q;
    reg  right$2$d;
    reg  right$2$q;
    reg  right$3$d;
    reg  right$3$q;
    reg  reach$0$d;
    reg  reach$0$q;
    reg  reach$1$d;
    reg  reach$1$q;
    reg  reach$2$d;
    reg  reach$2$q;
    reg  reach$3$d;
    reg  reach$3$q;
    reg  surv$0$d;
    reg  surv$0$q;
    reg  surv$1$d;
    reg  surv$1$q;
    reg  surv$2$d;
    reg  surv$2$q;
    reg  surv$3$d;
    reg  surv$3$q;
    reg  [2:0] pos$0$d;
    reg  [2:0] pos$0$q;
    reg  [2:0] pos$1$d;
    reg  [2:0] pos$1$q;
    reg  [2:0] pos$2$d;
    reg  [2:0] pos$2$q;
    reg  [2:0] pos$3$d;
    reg  [2:0] pos$3$q;
    reg  [31:0] m_start$d;
    reg  [31:0] m_start$q;
    reg  [31:0] m_end$d;
    reg  [31:0] m_end$q;
    reg  [1:0] verdict$d;
    reg  [1:0] verdict$q;
    reg  replace$d;
    reg  replace$q;
    reg  [2:0] n_out$d;
    reg  [2:0] n_out$q;
    reg  replay$d;
    reg  replay$q;
    reg  [31:0] replay_end$d;
    reg  [31:0] replay_end$q;
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
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;

    // Local signals
    wire  [31:0] end_raw;
    wire  [31:0] d_cut;
    wire  [31:0] d_beyond;
    wire  valid$0;
    wire  valid$1;
    wire  valid$2;
    wire  valid$3;
    wire  [31:0] d_seq_s$0;
    wire  [31:0] d_seq_s$1;
    wire  [31:0] d_seq_s$2;
    wire  [31:0] d_seq_s$3;
    wire  [31:0] d_end_e$0;
    wire  [31:0] d_end_e$1;
    wire  [31:0] d_end_e$2;
    wire  [31:0] d_end_e$3;
    wire  [31:0] d_e_s$0;
    wire  [31:0] d_e_s$1;
    wire  [31:0] d_e_s$2;
    wire  [31:0] d_e_s$3;
    wire  [31:0] d_end_seq$0;
    wire  [31:0] d_end_seq$1;
    wire  [31:0] d_end_seq$2;
    wire  [31:0] d_end_seq$3;
    wire  [31:0] d_s_seq$0;
    wire  [31:0] d_s_seq$1;
    wire  [31:0] d_s_seq$2;
    wire  [31:0] d_s_seq$3;
    wire  [31:0] d_e_end$0;
    wire  [31:0] d_e_end$1;
    wire  [31:0] d_e_end$2;
    wire  [31:0] d_e_end$3;
    wire  [31:0] d_seq_end$0;
    wire  [31:0] d_seq_end$1;
    wire  [31:0] d_seq_end$2;
    wire  [31:0] d_seq_end$3;
    wire  meets_now$0;
    wire  meets_now$1;
    wire  meets_now$2;
    wire  meets_now$3;
    wire  [2:0] rank$0;
    reg  [2:0] rank$1;
    reg  [2:0] rank$2;
    reg  [2:0] rank$3;
    wire  head;
    reg  any_meets;
    reg  any_contains;
    wire  full;

    // Registers
    initial begin
        st$q = 3'h0;
        conn$q = 10'h0;
        adv$q = 1'h0;
        count$q = 3'h0;
        seq$q = 32'h0;
        len$q = 16'h0;
        space_end$q = 32'h0;
        bs$0$q = 32'h0;
        bs$1$q = 32'h0;
        bs$2$q = 32'h0;
        bs$3$q = 32'h0;
        be$0$q = 32'h0;
        be$1$q = 32'h0;
        be$2$q = 32'h0;
        be$3$q = 32'h0;
        e$q = 32'h0;
        beyond$q = 1'h0;
        meets$0$q = 1'h0;
        meets$1$q = 1'h0;
        meets$2$q = 1'h0;
        meets$3$q = 1'h0;
        contains$0$q = 1'h0;
        contains$1$q = 1'h0;
        contains$2$q = 1'h0;
        contains$3$q = 1'h0;
        left$0$q = 1'h0;
        left$1$q = 1'h0;
        left$2$q = 1'h0;
        left$3$q = 1'h0;
        right$0$q = 1'h0;
        right$1$q = 1'h0;
        right$2$q = 1'h0;
        right$3$q = 1'h0;
        reach$0$q = 1'h0;
        reach$1$q = 1'h0;
        reach$2$q = 1'h0;
        reach$3$q = 1'h0;
        surv$0$q = 1'h0;
        surv$1$q = 1'h0;
        surv$2$q = 1'h0;
        surv$3$q = 1'h0;
        pos$0$q = 3'h0;
        pos$1$q = 3'h0;
        pos$2$q = 3'h0;
        pos$3$q = 3'h0;
        m_start$q = 32'h0;
        m_end$q = 32'h0;
        verdict$q = 2'h0;
        replace$q = 1'h0;
        n_out$q = 3'h0;
        replay$q = 1'h0;
        replay_end$q = 32'h0;
        os$0$q = 32'h0;
        os$1$q = 32'h0;
        os$2$q = 32'h0;
        os$3$q = 32'h0;
        oe$0$q = 32'h0;
        oe$1$q = 32'h0;
        oe$2$q = 32'h0;
        oe$3$q = 32'h0;
        o_count$q = 3'h0;
        n_dec$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        adv$q <= adv$d;
        count$q <= count$d;
        seq$q <= seq$d;
        len$q <= len$d;
        space_end$q <= space_end$d;
        bs$0$q <= bs$0$d;
        bs$1$q <= bs$1$d;
        bs$2$q <= bs$2$d;
        bs$3$q <= bs$3$d;
        be$0$q <= be$0$d;
        be$1$q <= be$1$d;
        be$2$q <= be$2$d;
        be$3$q <= be$3$d;
        e$q <= e$d;
        beyond$q <= beyond$d;
        meets$0$q <= meets$0$d;
        meets$1$q <= meets$1$d;
        meets$2$q <= meets$2$d;
        meets$3$q <= meets$3$d;
        contains$0$q <= contains$0$d;
        contains$1$q <= contains$1$d;
        contains$2$q <= contains$2$d;
        contains$3$q <= contains$3$d;
        left$0$q <= left$0$d;
        left$1$q <= left$1$d;
        left$2$q <= left$2$d;
        left$3$q <= left$3$d;
        right$0$q <= right$0$d;
        right$1$q <= right$1$d;
        right$2$q <= right$2$d;
        right$3$q <= right$3$d;
        reach$0$q <= reach$0$d;
        reach$1$q <= reach$1$d;
        reach$2$q <= reach$2$d;
        reach$3$q <= reach$3$d;
        surv$0$q <= surv$0$d;
        surv$1$q <= surv$1$d;
        surv$2$q <= surv$2$d;
        surv$3$q <= surv$3$d;
        pos$0$q <= pos$0$d;
        pos$1$q <= pos$1$d;
        pos$2$q <= pos$2$d;
        pos$3$q <= pos$3$d;
        m_start$q <= m_start$d;
        m_end$q <= m_end$d;
        verdict$q <= verdict$d;
        replace$q <= replace$d;
        n_out$q <= n_out$d;
        replay$q <= replay$d;
        replay_end$q <= replay_end$d;
        os$0$q <= os$0$d;
        os$1$q <= os$1$d;
        os$2$q <= os$2$d;
        os$3$q <= os$3$d;
        oe$0$q <= oe$0$d;
        oe$1$q <= oe$1$d;
        oe$2$q <= oe$2$d;
        oe$3$q <= oe$3$d;
        o_count$q <= o_count$d;
        n_dec$q <= n_dec$d;
    end

    // Update code
    assign s_in_ready = (st$q == reasm_state$IDLE) & ~reset;
    assign m_out_valid = st$q == reasm_state$OUT;
    assign cnt_decided = n_dec$q;
    assign end_raw = seq$q + {16'h0, len$q};
    assign d_cut = space_end$q - end_raw;
    assign d_beyond = seq$q - e$q;
    assign valid$0 = count$q > reasm_slot$FIRST;
    assign valid$1 = count$q > reasm_slot$SECOND;
    assign valid$2 = count$q > reasm_slot$THIRD;
    assign valid$3 = count$q > reasm_slot$FOURTH;
    assign d_seq_s$0 = seq$q - bs$0$q;
    assign d_end_e$0 = be$0$q - e$q;
    assign d_e_s$0 = e$q - bs$0$q;
    assign d_end_seq$0 = be$0$q - seq$q;
    assign d_s_seq$0 = bs$0$q - seq$q;
    assign d_e_end$0 = e$q - be$0$q;
    assign d_seq_end$0 = seq$q - be$0$q;
    assign meets_now$0 = valid$0 & (d_e_s$0 < seq_sign$NEGATIVE) & (d_end_seq$0 < seq_sign$NEGATIVE);
    assign d_seq_s$1 = seq$q - bs$1$q;
    assign d_end_e$1 = be$1$q - e$q;
    assign d_e_s$1 = e$q - bs$1$q;
    assign d_end_seq$1 = be$1$q - seq$q;
    assign d_s_seq$1 = bs$1$q - seq$q;
    assign d_e_end$1 = e$q - be$1$q;
    assign d_seq_end$1 = seq$q - be$1$q;
    assign meets_now$1 = valid$1 & (d_e_s$1 < seq_sign$NEGATIVE) & (d_end_seq$1 < seq_sign$NEGATIVE);
    assign d_seq_s$2 = seq$q - bs$2$q;
    assign d_end_e$2 = be$2$q - e$q;
    assign d_e_s$2 = e$q - bs$2$q;
    assign d_end_seq$2 = be$2$q - seq$q;
    assign d_s_seq$2 = bs$2$q - seq$q;
    assign d_e_end$2 = e$q - be$2$q;
    assign d_seq_end$2 = seq$q - be$2$q;
    assign meets_now$2 = valid$2 & (d_e_s$2 < seq_sign$NEGATIVE) & (d_end_seq$2 < seq_sign$NEGATIVE);
    assign d_seq_s$3 = seq$q - bs$3$q;
    assign d_end_e$3 = be$3$q - e$q;
    assign d_e_s$3 = e$q - bs$3$q;
    assign d_end_seq$3 = be$3$q - seq$q;
    assign d_s_seq$3 = bs$3$q - seq$q;
    assign d_e_end$3 = e$q - be$3$q;
    assign d_seq_end$3 = seq$q - be$3$q;
    assign meets_now$3 = valid$3 & (d_e_s$3 < seq_sign$NEGATIVE) & (d_end_seq$3 < seq_sign$NEGATIVE);
    assign full = (count$q == reasm_slot$ALL) & ~any_meets;
    assign head = ~adv$q;
    assign rank$0 = {2'h0, head};
    assign m_out_conn = conn$q;
    assign m_out_advance = adv$q;
    assign m_out_verdict = verdict$q;
    assign m_out_count = o_count$q;
    assign m_out_s0 = os$0$q;
    assign m_out_e0 = oe$0$q;
    assign m_out_s1 = os$1$q;
    assign m_out_e1 = oe$1$q;
    assign m_out_s2 = os$2$q;
    assign m_out_e2 = oe$2$q;
    assign m_out_s3 = os$3$q;
    assign m_out_e3 = oe$3$q;
    assign m_out_seq = seq$q;
    assign m_out_kept_end = e$q;
    assign m_out_replay = replay$q;
    assign m_out_replay_end = replay_end$q;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        adv$d = adv$q;
        count$d = count$q;
        seq$d = seq$q;
        len$d = len$q;
        space_end$d = space_end$q;
        e$d = e$q;
        beyond$d = beyond$q;
        m_start$d = m_start$q;
        m_end$d = m_end$q;
        verdict$d = verdict$q;
        replace$d = replace$q;
        n_out$d = n_out$q;
        replay$d = replay$q;
        replay_end$d = replay_end$q;
        o_count$d = o_count$q;
        n_dec$d = n_dec$q;
        bs$0$d = bs$0$q;
        be$0$d = be$0$q;
        meets$0$d = meets$0$q;
        contains$0$d = contains$0$q;
        left$0$d = left$0$q;
        right$0$d = right$0$q;
        reach$0$d = reach$0$q;
        surv$0$d = surv$0$q;
        pos$0$d = pos$0$q;
        os$0$d = os$0$q;
        oe$0$d = oe$0$q;
        bs$1$d = bs$1$q;
        be$1$d = be$1$q;
        meets$1$d = meets$1$q;
        contains$1$d = contains$1$q;
        left$1$d = left$1$q;
        right$1$d = right$1$q;
        reach$1$d = reach$1$q;
        surv$1$d = surv$1$q;
        pos$1$d = pos$1$q;
        os$1$d = os$1$q;
        oe$1$d = oe$1$q;
        bs$2$d = bs$2$q;
        be$2$d = be$2$q;
        meets$2$d = meets$2$q;
        contains$2$d = contains$2$q;
        left$2$d = left$2$q;
        right$2$d = right$2$q;
        reach$2$d = reach$2$q;
        surv$2$d = surv$2$q;
        pos$2$d = pos$2$q;
        os$2$d = os$2$q;
        oe$2$d = oe$2$q;
        bs$3$d = bs$3$q;
        be$3$d = be$3$q;
        meets$3$d = meets$3$q;
        contains$3$d = contains$3$q;
        left$3$d = left$3$q;
        right$3$d = right$3$q;
        reach$3$d = reach$3$q;
        surv$3$d = surv$3$q;
        pos$3$d = pos$3$q;
        os$3$d = os$3$q;
        oe$3$d = oe$3$q;
        if ((st$q == reasm_state$IDLE) & s_in_valid) begin
            conn$d = s_in_conn;
            adv$d = s_in_advance;
            count$d = s_in_count;
            seq$d = s_in_seq;
            len$d = s_in_len;
            space_end$d = s_in_space_end;
            bs$0$d = s_in_s0;
            be$0$d = s_in_e0;
            bs$1$d = s_in_s1;
            be$1$d = s_in_e1;
            bs$2$d = s_in_s2;
            be$2$d = s_in_e2;
            bs$3$d = s_in_s3;
            be$3$d = s_in_e3;
            st$d = reasm_state$CUT;
        end
        if (st$q == reasm_state$CUT) begin
            if (d_cut >= seq_sign$NEGATIVE) begin
                e$d = space_end$q;
            end
            else begin
                e$d = end_raw;
            end
            st$d = reasm_state$CMP;
        end
        if (st$q == reasm_state$CMP) begin
            beyond$d = ~|len$q | (d_beyond < seq_sign$NEGATIVE);
            meets$0$d = meets_now$0;
            contains$0$d = valid$0 & (d_seq_s$0 < seq_sign$NEGATIVE) & (d_end_e$0 < seq_sign$NEGATIVE);
            left$0$d = meets_now$0 & (d_s_seq$0 >= seq_sign$NEGATIVE);
            right$0$d = meets_now$0 & (d_e_end$0 >= seq_sign$NEGATIVE);
            reach$0$d = valid$0 & (d_seq_s$0 < seq_sign$NEGATIVE) & (d_seq_end$0 >= seq_sign$NEGATIVE);
            if (adv$q) begin
                surv$0$d = valid$0 & (d_seq_s$0 >= seq_sign$NEGATIVE);
            end
            else begin
                surv$0$d = valid$0 & ~meets_now$0;
            end
            meets$1$d = meets_now$1;
            contains$1$d = valid$1 & (d_seq_s$1 < seq_sign$NEGATIVE) & (d_end_e$1 < seq_sign$NEGATIVE);
            left$1$d = meets_now$1 & (d_s_seq$1 >= seq_sign$NEGATIVE);
            right$1$d = meets_now$1 & (d_e_end$1 >= seq_sign$NEGATIVE);
            reach$1$d = valid$1 & (d_seq_s$1 < seq_sign$NEGATIVE) & (d_seq_end$1 >= seq_sign$NEGATIVE);
            if (adv$q) begin
                surv$1$d = valid$1 & (d_seq_s$1 >= seq_sign$NEGATIVE);
            end
            else begin
                surv$1$d = valid$1 & ~meets_now$1;
            end
            meets$2$d = meets_now$2;
            contains$2$d = valid$2 & (d_seq_s$2 < seq_sign$NEGATIVE) & (d_end_e$2 < seq_sign$NEGATIVE);
            left$2$d = meets_now$2 & (d_s_seq$2 >= seq_sign$NEGATIVE);
            right$2$d = meets_now$2 & (d_e_end$2 >= seq_sign$NEGATIVE);
            reach$2$d = valid$2 & (d_seq_s$2 < seq_sign$NEGATIVE) & (d_seq_end$2 >= seq_sign$NEGATIVE);
            if (adv$q) begin
                surv$2$d = valid$2 & (d_seq_s$2 >= seq_sign$NEGATIVE);
            end
            else begin
                surv$2$d = valid$2 & ~meets_now$2;
            end
            meets$3$d = meets_now$3;
            contains$3$d = valid$3 & (d_seq_s$3 < seq_sign$NEGATIVE) & (d_end_e$3 < seq_sign$NEGATIVE);
            left$3$d = meets_now$3 & (d_s_seq$3 >= seq_sign$NEGATIVE);
            right$3$d = meets_now$3 & (d_e_end$3 >= seq_sign$NEGATIVE);
            reach$3$d = valid$3 & (d_seq_s$3 < seq_sign$NEGATIVE) & (d_seq_end$3 >= seq_sign$NEGATIVE);
            if (adv$q) begin
                surv$3$d = valid$3 & (d_seq_s$3 >= seq_sign$NEGATIVE);
            end
            else begin
                surv$3$d = valid$3 & ~meets_now$3;
            end
            st$d = reasm_state$MERGE;
        end
        if (st$q == reasm_state$MERGE) begin
            m_start$d = seq$q;
            m_end$d = e$q;
            replay$d = 1'b0;
            replay_end$d = 32'h0;
            if (left$0$q) begin
                m_start$d = bs$0$q;
            end
            if (right$0$q) begin
                m_end$d = be$0$q;
            end
            if (adv$q & reach$0$q) begin
                replay$d = 1'b1;
                replay_end$d = be$0$q;
            end
            pos$0$d = rank$0;
            if (surv$0$q) begin
                n_out$d = rank$0 + 3'h1;
            end
            else begin
                n_out$d = rank$0;
            end
            if (left$1$q) begin
                m_start$d = bs$1$q;
            end
            if (right$1$q) begin
                m_end$d = be$1$q;
            end
            if (adv$q & reach$1$q) begin
                replay$d = 1'b1;
                replay_end$d = be$1$q;
            end
            pos$1$d = rank$1;
            if (surv$1$q) begin
                n_out$d = rank$1 + 3'h1;
            end
            else begin
                n_out$d = rank$1;
            end
            if (left$2$q) begin
                m_start$d = bs$2$q;
            end
            if (right$2$q) begin
                m_end$d = be$2$q;
            end
            if (adv$q & reach$2$q) begin
                replay$d = 1'b1;
                replay_end$d = be$2$q;
            end
            pos$2$d = rank$2;
            if (surv$2$q) begin
                n_out$d = rank$2 + 3'h1;
            end
            else begin
                n_out$d = rank$2;
            end
            if (left$3$q) begin
                m_start$d = bs$3$q;
            end
            if (right$3$q) begin
                m_end$d = be$3$q;
            end
            if (adv$q & reach$3$q) begin
                replay$d = 1'b1;
                replay_end$d = be$3$q;
            end
            pos$3$d = rank$3;
            if (surv$3$q) begin
                n_out$d = rank$3 + 3'h1;
            end
            else begin
                n_out$d = rank$3;
            end
            verdict$d = reasm_verdict$KEPT;
            replace$d = 1'b1;
            if (~adv$q) begin
                if (beyond$q) begin
                    verdict$d = reasm_verdict$BEYOND;
                    replace$d = 1'b0;
                end
                else if (any_contains) begin
                    verdict$d = reasm_verdict$DUPLICATE;
                end
                else if (full) begin
                    verdict$d = reasm_verdict$FULL;
                    replace$d = 1'b0;
                end
            end
            st$d = reasm_state$PLACE;
        end
        if (st$q == reasm_state$PLACE) begin
            if (replace$q) begin
                o_count$d = n_out$q;
                os$0$d = 32'h0;
                oe$0$d = 32'h0;
                os$1$d = 32'h0;
                oe$1$d = 32'h0;
                os$2$d = 32'h0;
                oe$2$d = 32'h0;
                os$3$d = 32'h0;
                oe$3$d = 32'h0;
                if (~adv$q) begin
                    os$0$d = m_start$q;
                    oe$0$d = m_end$q;
                end
                if (surv$0$q & (pos$0$q == reasm_slot$FIRST)) begin
                    os$0$d = bs$0$q;
                    oe$0$d = be$0$q;
                end
                if (surv$0$q & (pos$0$q == reasm_slot$SECOND)) begin
                    os$1$d = bs$0$q;
                    oe$1$d = be$0$q;
                end
                if (surv$0$q & (pos$0$q == reasm_slot$THIRD)) begin
                    os$2$d = bs$0$q;
                    oe$2$d = be$0$q;
                end
                if (surv$0$q & (pos$0$q == reasm_slot$FOURTH)) begin
                    os$3$d = bs$0$q;
                    oe$3$d = be$0$q;
                end
                if (surv$1$q & (pos$1$q == reasm_slot$FIRST)) begin
                    os$0$d = bs$1$q;
                    oe$0$d = be$1$q;
                end
                if (surv$1$q & (pos$1$q == reasm_slot$SECOND)) begin
                    os$1$d = bs$1$q;
                    oe$1$d = be$1$q;
                end
                if (surv$1$q & (pos$1$q == reasm_slot$THIRD)) begin
                    os$2$d = bs$1$q;
                    oe$2$d = be$1$q;
                end
                if (surv$1$q & (pos$1$q == reasm_slot$FOURTH)) begin
                    os$3$d = bs$1$q;
                    oe$3$d = be$1$q;
                end
                if (surv$2$q & (pos$2$q == reasm_slot$FIRST)) begin
                    os$0$d = bs$2$q;
                    oe$0$d = be$2$q;
                end
                if (surv$2$q & (pos$2$q == reasm_slot$SECOND)) begin
                    os$1$d = bs$2$q;
                    oe$1$d = be$2$q;
                end
                if (surv$2$q & (pos$2$q == reasm_slot$THIRD)) begin
                    os$2$d = bs$2$q;
                    oe$2$d = be$2$q;
                end
                if (surv$2$q & (pos$2$q == reasm_slot$FOURTH)) begin
                    os$3$d = bs$2$q;
                    oe$3$d = be$2$q;
                end
                if (surv$3$q & (pos$3$q == reasm_slot$FIRST)) begin
                    os$0$d = bs$3$q;
                    oe$0$d = be$3$q;
                end
                if (surv$3$q & (pos$3$q == reasm_slot$SECOND)) begin
                    os$1$d = bs$3$q;
                    oe$1$d = be$3$q;
                end
                if (surv$3$q & (pos$3$q == reasm_slot$THIRD)) begin
                    os$2$d = bs$3$q;
                    oe$2$d = be$3$q;
                end
                if (surv$3$q & (pos$3$q == reasm_slot$FOURTH)) begin
                    os$3$d = bs$3$q;
                    oe$3$d = be$3$q;
                end
            end
            else begin
                o_count$d = count$q;
                os$0$d = bs$0$q;
                oe$0$d = be$0$q;
                os$1$d = bs$1$q;
                oe$1$d = be$1$q;
                os$2$d = bs$2$q;
                oe$2$d = be$2$q;
                os$3$d = bs$3$q;
                oe$3$d = be$3$q;
            end
            st$d = reasm_state$OUT;
        end
        if ((st$q == reasm_state$OUT) & m_out_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = reasm_state$IDLE;
        end
        if (reset) begin
            st$d = reasm_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        any_meets = 1'b0;
        if (meets$0$q) begin
            any_meets = 1'b1;
        end
        if (meets$1$q) begin
            any_meets = 1'b1;
        end
        if (meets$2$q) begin
            any_meets = 1'b1;
        end
        if (meets$3$q) begin
            any_meets = 1'b1;
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
    end

    always @(*) begin
        if (surv$0$q) begin
            rank$1 = rank$0 + 3'h1;
        end
        else begin
            rank$1 = rank$0;
        end
    end

    always @(*) begin
        if (surv$1$q) begin
            rank$2 = rank$1 + 3'h1;
        end
        else begin
            rank$2 = rank$1;
        end
    end

    always @(*) begin
        if (surv$2$q) begin
            rank$3 = rank$2 + 3'h1;
        end
        else begin
            rank$3 = rank$2;
        end
    end

endmodule // toe_reasm
