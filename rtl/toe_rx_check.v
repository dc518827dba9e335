// Generated from model/src/toe/rx_check.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_rx_check. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_rx_check(clock,reset,s_data,s_keep,s_last,s_valid,s_ready,m_data,m_keep,m_last,m_verdict,m_valid,m_ready,cnt_segment,cnt_slow_path,cnt_bad_ip,cnt_ip_policy,cnt_bad_tcp,cnt_truncated);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output wire  [2:0] m_verdict;
    output wire  m_valid;
    input wire  m_ready;
    output wire  [31:0] cnt_segment;
    output wire  [31:0] cnt_slow_path;
    output wire  [31:0] cnt_bad_ip;
    output wire  [31:0] cnt_ip_policy;
    output wire  [31:0] cnt_bad_tcp;
    output wire  [31:0] cnt_truncated;

    // Named constants (named_consts! in model/src)
    localparam [2:0] rx_beat$ETHERTYPE = 3'h1;
    localparam [2:0] rx_beat$IP_ADDRESSES = 3'h3;
    localparam [2:0] rx_beat$IP_FIELDS = 3'h2;
    localparam [2:0] rx_beat$LATER = 3'h7;
    localparam [2:0] rx_beat$TCP_DATA_OFFSET = 3'h5;
    localparam [2:0] rx_beat$TCP_START = 3'h4;
    localparam [7:0] rx_byte$ETHERTYPE_HI = 8'h8;
    localparam [7:0] rx_byte$ETHERTYPE_LO = 8'h0;
    localparam [7:0] rx_byte$PROTO_TCP = 8'h6;
    localparam [15:0] rx_len$BEAT_BYTES = 16'h8;
    localparam [15:0] rx_len$DATAGRAM_BEFORE_ADDRESSES = 16'ha;
    localparam [15:0] rx_len$ETH_HEADER = 16'he;
    localparam [15:0] rx_len$ETH_IP_HEADERS = 16'h22;
    localparam [15:0] rx_len$IP_HEADER = 16'h14;
    localparam [15:0] rx_len$MIN_TCP_TOTAL = 16'h28;
    localparam [15:0] rx_len$MIN_TOTAL = 16'h14;
    localparam [15:0] rx_len$SUM_VALID = 16'hffff;
    localparam [3:0] rx_nibble$IHL_NO_OPTIONS = 4'h5;
    localparam [3:0] rx_nibble$IP_VERSION = 4'h4;
    localparam [3:0] rx_nibble$MIN_DATA_OFFSET = 4'h5;
    localparam [17:0] rx_sum$PSEUDO_CONST = 18'hf1ff;
    localparam [2:0] rx_verdict$BAD_IP = 3'h2;
    localparam [2:0] rx_verdict$BAD_TCP = 3'h4;
    localparam [2:0] rx_verdict$IP_POLICY = 3'h3;
    localparam [2:0] rx_verdict$SEGMENT = 3'h0;
    localparam [2:0] rx_verdict$SLOW_PATH = 3'h1;
    localparam [2:0] rx_verdict$TRUNCATED = 3'h5;

    // Stub signals
    reg  [2:0] idx$d;
    reg  [2:0] idx$q;
    reg  [7:0] et_hi$d;
    reg  [7:0] et_hi$q;
    reg  [7:0] et_lo$d;
    reg  [7:0] et_lo$q;
    reg  [7:0] ver_ihl$d;
    reg  [7:0] ver_ihl$q;
    reg  [15:0] total$d;
    reg  [15:0] total$q;
    reg  [7:0] flags_hi$d;
    reg  [7:0] flags_hi$q;
    reg  [7:0] frag_lo$d;
    reg  [7:0] frag_lo$q;
    reg  [7:0] proto$d;
    reg  [7:0] proto$q;
    reg  [7:0] doff$d;
    reg  [7:0] doff$q;
    reg  [15:0] rem$d;
    reg  [15:0] rem$q;
    reg  s1_valid$d;
    reg  s1_valid$q;
    reg  [83:0] s1_beat$d;
    reg  [83:0] s1_beat$q;
    reg  s1_first$d;
    reg  s1_first$q;
    reg  [63:0] s1_tcp_words$d;
    reg  [63:0] s1_tcp_words$q;
    reg  [63:0] s1_ip_words$d;
    reg  [63:0] s1_ip_words$q;
    reg  s2_valid$d;
    reg  s2_valid$q;
    reg  [83:0] s2_beat$d;
    reg  [83:0] s2_beat$q;
    reg  s2_first$d;
    reg  s2_first$q;
    reg  [17:0] s2_tcp$d;
    reg  [17:0] s2_tcp$q;
    reg  [17:0] s2_ip$d;
    reg  [17:0] s2_ip$q;
    reg  s3_valid$d;
    reg  s3_valid$q;
    reg  [83:0] s3_beat$d;
    reg  [83:0] s3_beat$q;
    reg  [31:0] acc_tcp$d;
    reg  [31:0] acc_tcp$q;
    reg  [31:0] acc_ip$d;
    reg  [31:0] acc_ip$q;
    reg  s4_valid$d;
    reg  s4_valid$q;
    reg  [83:0] s4_beat$d;
    reg  [83:0] s4_beat$q;
    reg  [16:0] fold_tcp$d;
    reg  [16:0] fold_tcp$q;
    reg  [16:0] fold_ip$d;
    reg  [16:0] fold_ip$q;
    reg  o_valid$d;
    reg  o_valid$q;
    reg  [83:0] o_beat$d;
    reg  [83:0] o_beat$q;
    reg  [2:0] o_verdict$d;
    reg  [2:0] o_verdict$q;
    reg  [31:0] n_segment$d;
    reg  [31:0] n_segment$q;
    reg  [31:0] n_slow_path$d;
    reg  [31:0] n_slow_path$q;
    reg  [31:0] n_bad_ip$d;
    reg  [31:0] n_bad_ip$q;
    reg  [31:0] n_ip_policy$d;
    reg  [31:0] n_ip_policy$q;
    reg  [31:0] n_bad_tcp$d;
    reg  [31:0] n_bad_tcp$q;
    reg  [31:0] n_truncated$d;
    reg  [31:0] n_truncated$q;

    // Local signals
    wire  advance;
    wire  take;
    reg  [7:0] lanes;
    reg  [7:0] in_tcp;
    reg  [15:0] m0;
    reg  [15:0] m1;
    reg  [15:0] m2;
    reg  [15:0] m3;
    reg  [63:0] tcp_words;
    reg  [63:0] ip_words;
    reg  [3:0] count;
    reg  [7:0] et_hi_now;
    reg  [7:0] et_lo_now;
    reg  [15:0] total_now;
    reg  [15:0] doff_bytes;
    reg  [10:0] checks;
    reg  [83:0] in_beat;
    wire  [10:0] s4_checks;
    reg  [15:0] tcp_fold2;
    reg  [15:0] ip_fold2;
    reg  [2:0] verdict;

    // Registers
    initial begin
        idx$q = 3'h0;
        et_hi$q = 8'h0;
        et_lo$q = 8'h0;
        ver_ihl$q = 8'h0;
        total$q = 16'h0;
        flags_hi$q = 8'h0;
        frag_lo$q = 8'h0;
        proto$q = 8'h0;
        doff$q = 8'h0;
        rem$q = 16'h0;
        s1_valid$q = 1'h0;
        s1_beat$q = 84'h0;
        s1_first$q = 1'h0;
        s1_tcp_words$q = 64'h0;
        s1_ip_words$q = 64'h0;
        s2_valid$q = 1'h0;
        s2_beat$q = 84'h0;
        s2_first$q = 1'h0;
        s2_tcp$q = 18'h0;
        s2_ip$q = 18'h0;
        s3_valid$q = 1'h0;
        s3_beat$q = 84'h0;
        acc_tcp$q = 32'h0;
        acc_ip$q = 32'h0;
        s4_valid$q = 1'h0;
        s4_beat$q = 84'h0;
        fold_tcp$q = 17'h0;
        fold_ip$q = 17'h0;
        o_valid$q = 1'h0;
        o_beat$q = 84'h0;
        o_verdict$q = 3'h0;
        n_segment$q = 32'h0;
        n_slow_path$q = 32'h0;
        n_bad_ip$q = 32'h0;
        n_ip_policy$q = 32'h0;
        n_bad_tcp$q = 32'h0;
        n_truncated$q = 32'h0;
    end

    always @(posedge clock) begin
        idx$q <= idx$d;
        et_hi$q <= et_hi$d;
        et_lo$q <= et_lo$d;
        ver_ihl$q <= ver_ihl$d;
        total$q <= total$d;
        flags_hi$q <= flags_hi$d;
        frag_lo$q <= frag_lo$d;
        proto$q <= proto$d;
        doff$q <= doff$d;
        rem$q <= rem$d;
        s1_valid$q <= s1_valid$d;
        s1_beat$q <= s1_beat$d;
        s1_first$q <= s1_first$d;
        s1_tcp_words$q <= s1_tcp_words$d;
        s1_ip_words$q <= s1_ip_words$d;
        s2_valid$q <= s2_valid$d;
        s2_beat$q <= s2_beat$d;
        s2_first$q <= s2_first$d;
        s2_tcp$q <= s2_tcp$d;
        s2_ip$q <= s2_ip$d;
        s3_valid$q <= s3_valid$d;
        s3_beat$q <= s3_beat$d;
        acc_tcp$q <= acc_tcp$d;
        acc_ip$q <= acc_ip$d;
        s4_valid$q <= s4_valid$d;
        s4_beat$q <= s4_beat$d;
        fold_tcp$q <= fold_tcp$d;
        fold_ip$q <= fold_ip$d;
        o_valid$q <= o_valid$d;
        o_beat$q <= o_beat$d;
        o_verdict$q <= o_verdict$d;
        n_segment$q <= n_segment$d;
        n_slow_path$q <= n_slow_path$d;
        n_bad_ip$q <= n_bad_ip$d;
        n_ip_policy$q <= n_ip_policy$d;
        n_bad_tcp$q <= n_bad_tcp$d;
        n_truncated$q <= n_truncated$d;
    end

    // Update code
    assign advance = ~o_valid$q | m_ready;
    assign s_ready = advance & ~reset;
    assign take = s_valid & advance & ~reset;
    assign s4_checks = s4_beat$q[83:73];
    assign m_data = o_beat$q[63:0];
    assign m_keep = o_beat$q[71:64];
    assign m_last = o_beat$q[72];
    assign m_verdict = o_verdict$q;
    assign m_valid = o_valid$q;
    assign cnt_segment = n_segment$q;
    assign cnt_slow_path = n_slow_path$q;
    assign cnt_bad_ip = n_bad_ip$q;
    assign cnt_ip_policy = n_ip_policy$q;
    assign cnt_bad_tcp = n_bad_tcp$q;
    assign cnt_truncated = n_truncated$q;

    always @(*) begin
        idx$d = idx$q;
        et_hi$d = et_hi$q;
        et_lo$d = et_lo$q;
        ver_ihl$d = ver_ihl$q;
        total$d = total$q;
        flags_hi$d = flags_hi$q;
        frag_lo$d = frag_lo$q;
        proto$d = proto$q;
        doff$d = doff$q;
        rem$d = rem$q;
        s1_valid$d = s1_valid$q;
        s1_beat$d = s1_beat$q;
        s1_first$d = s1_first$q;
        s1_tcp_words$d = s1_tcp_words$q;
        s1_ip_words$d = s1_ip_words$q;
        s2_valid$d = s2_valid$q;
        s2_beat$d = s2_beat$q;
        s2_first$d = s2_first$q;
        s2_tcp$d = s2_tcp$q;
        s2_ip$d = s2_ip$q;
        s3_valid$d = s3_valid$q;
        s3_beat$d = s3_beat$q;
        acc_tcp$d = acc_tcp$q;
        acc_ip$d = acc_ip$q;
        s4_valid$d = s4_valid$q;
        s4_beat$d = s4_beat$q;
        fold_tcp$d = fold_tcp$q;
        fold_ip$d = fold_ip$q;
        o_valid$d = o_valid$q;
        o_beat$d = o_beat$q;
        o_verdict$d = o_verdict$q;
        n_segment$d = n_segment$q;
        n_slow_path$d = n_slow_path$q;
        n_bad_ip$d = n_bad_ip$q;
        n_ip_policy$d = n_ip_policy$q;
        n_bad_tcp$d = n_bad_tcp$q;
        n_truncated$d = n_truncated$q;
        if (take) begin
            if (idx$q != rx_beat$LATER) begin
                idx$d = idx$q + 3'h1;
            end
            if (s_last) begin
                idx$d = 3'h0;
            end
            if (idx$q == rx_beat$ETHERTYPE) begin
                et_hi$d = s_data[39:32];
                et_lo$d = s_data[47:40];
                ver_ihl$d = s_data[55:48];
            end
            if (idx$q == rx_beat$IP_FIELDS) begin
                total$d = total_now;
                flags_hi$d = s_data[39:32];
                frag_lo$d = s_data[47:40];
                proto$d = s_data[63:56];
                rem$d = total_now - rx_len$DATAGRAM_BEFORE_ADDRESSES;
            end
            if (idx$q >= rx_beat$IP_ADDRESSES) begin
                rem$d = 16'h0;
                if (rem$q[15:3] != 13'h0) begin
                    rem$d = rem$q - rx_len$BEAT_BYTES;
                end
            end
            if (idx$q == rx_beat$TCP_DATA_OFFSET) begin
                doff$d = s_data[55:48];
            end
        end
        if (advance) begin
            s1_valid$d = take;
            s1_beat$d = in_beat;
            s1_first$d = idx$q == 3'h0;
            s1_tcp_words$d = tcp_words;
            s1_ip_words$d = ip_words;
            s2_valid$d = s1_valid$q;
            s2_beat$d = s1_beat$q;
            s2_first$d = s1_first$q;
            s2_tcp$d = ({2'h0, s1_tcp_words$q[15:0]} + {2'h0, s1_tcp_words$q[31:16]}) + ({2'h0, s1_tcp_words$q[47:32]} + {2'h0, s1_tcp_words$q[63:48]});
            s2_ip$d = ({2'h0, s1_ip_words$q[15:0]} + {2'h0, s1_ip_words$q[31:16]}) + ({2'h0, s1_ip_words$q[47:32]} + {2'h0, s1_ip_words$q[63:48]});
            s3_valid$d = s2_valid$q;
            s3_beat$d = s2_beat$q;
            if (s2_valid$q) begin
                acc_tcp$d = acc_tcp$q + {14'h0, s2_tcp$q};
                acc_ip$d = acc_ip$q + {14'h0, s2_ip$q};
                if (s2_first$q) begin
                    acc_tcp$d = {14'h0, s2_tcp$q};
                    acc_ip$d = {14'h0, s2_ip$q};
                end
            end
            s4_valid$d = s3_valid$q;
            s4_beat$d = s3_beat$q;
            fold_tcp$d = {1'h0, acc_tcp$q[15:0]} + {1'h0, acc_tcp$q[31:16]};
            fold_ip$d = {1'h0, acc_ip$q[15:0]} + {1'h0, acc_ip$q[31:16]};
            o_valid$d = s4_valid$q;
            o_beat$d = s4_beat$q;
            o_verdict$d = 3'h0;
            if (s4_beat$q[72]) begin
                o_verdict$d = verdict;
            end
        end
        if (o_valid$q & m_ready & o_beat$q[72]) begin
            if (o_verdict$q == rx_verdict$SEGMENT) begin
                n_segment$d = n_segment$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$SLOW_PATH) begin
                n_slow_path$d = n_slow_path$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$BAD_IP) begin
                n_bad_ip$d = n_bad_ip$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$IP_POLICY) begin
                n_ip_policy$d = n_ip_policy$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$BAD_TCP) begin
                n_bad_tcp$d = n_bad_tcp$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$TRUNCATED) begin
                n_truncated$d = n_truncated$q + 32'h1;
            end
        end
        if (reset) begin
            idx$d = 3'h0;
            s1_valid$d = 1'b0;
            s2_valid$d = 1'b0;
            s3_valid$d = 1'b0;
            s4_valid$d = 1'b0;
            o_valid$d = 1'b0;
            n_segment$d = 32'h0;
            n_slow_path$d = 32'h0;
            n_bad_ip$d = 32'h0;
            n_ip_policy$d = 32'h0;
            n_bad_tcp$d = 32'h0;
            n_truncated$d = 32'h0;
        end
    end

    always @(*) begin
        lanes = s_keep;
        if (rem$q[15:3] == 13'h0) begin
            lanes = 8'h0;
            lanes[0] = s_keep[0] & (rem$q[2:0] > 3'h0);
            lanes[1] = s_keep[1] & (rem$q[2:0] > 3'h1);
            lanes[2] = s_keep[2] & (rem$q[2:0] > 3'h2);
            lanes[3] = s_keep[3] & (rem$q[2:0] > 3'h3);
            lanes[4] = s_keep[4] & (rem$q[2:0] > 3'h4);
            lanes[5] = s_keep[5] & (rem$q[2:0] > 3'h5);
            lanes[6] = s_keep[6] & (rem$q[2:0] > 3'h6);
            lanes[7] = 1'b0;
        end
    end

    always @(*) begin
        in_tcp = 8'h0;
        if (idx$q == rx_beat$IP_ADDRESSES) begin
            in_tcp = lanes;
            in_tcp[0] = 1'b0;
            in_tcp[1] = 1'b0;
        end
        if (idx$q >= rx_beat$TCP_START) begin
            in_tcp = lanes;
        end
    end

    always @(*) begin
        m0 = s_data[15:0];
        if (~in_tcp[0]) begin
            m0 = m0 & 16'hff00;
        end
        if (~in_tcp[1]) begin
            m0 = m0 & 16'hff;
        end
    end

    always @(*) begin
        m1 = s_data[31:16];
        if (~in_tcp[2]) begin
            m1 = m1 & 16'hff00;
        end
        if (~in_tcp[3]) begin
            m1 = m1 & 16'hff;
        end
    end

    always @(*) begin
        m2 = s_data[47:32];
        if (~in_tcp[4]) begin
            m2 = m2 & 16'hff00;
        end
        if (~in_tcp[5]) begin
            m2 = m2 & 16'hff;
        end
    end

    always @(*) begin
        m3 = s_data[63:48];
        if (~in_tcp[6]) begin
            m3 = m3 & 16'hff00;
        end
        if (~in_tcp[7]) begin
            m3 = m3 & 16'hff;
        end
    end

    always @(*) begin
        tcp_words = 64'h0;
        tcp_words[15:0] = m0;
        tcp_words[31:16] = m1;
        tcp_words[47:32] = m2;
        tcp_words[63:48] = m3;
        if (idx$q == rx_beat$IP_FIELDS) begin
            tcp_words = 64'h0;
            tcp_words[15:0] = s_data[15:0];
            tcp_words[31:16] = rx_sum$PSEUDO_CONST[15:0];
        end
    end

    always @(*) begin
        ip_words = 64'h0;
        if (idx$q == rx_beat$ETHERTYPE) begin
            ip_words[63:48] = s_data[63:48];
        end
        if ((idx$q == rx_beat$IP_FIELDS) | (idx$q == rx_beat$IP_ADDRESSES)) begin
            ip_words = s_data;
        end
        if (idx$q == rx_beat$TCP_START) begin
            ip_words[15:0] = s_data[15:0];
        end
    end

    always @(*) begin
        et_hi_now = et_hi$q;
        et_lo_now = et_lo$q;
        if (idx$q == rx_beat$ETHERTYPE) begin
            et_hi_now = s_data[39:32];
            et_lo_now = s_data[47:40];
        end
    end

    always @(*) begin
        total_now = 16'h0;
        total_now[15:8] = s_data[7:0];
        total_now[7:0] = s_data[15:8];
    end

    always @(*) begin
        doff_bytes = 16'h0;
        doff_bytes[5:2] = doff$q[7:4];
    end

    always @(*) begin
        count = 4'h0;
        if (s_keep[0]) begin
            count = 4'h1;
        end
        if (s_keep[1]) begin
            count = 4'h2;
        end
        if (s_keep[2]) begin
            count = 4'h3;
        end
        if (s_keep[3]) begin
            count = 4'h4;
        end
        if (s_keep[4]) begin
            count = 4'h5;
        end
        if (s_keep[5]) begin
            count = 4'h6;
        end
        if (s_keep[6]) begin
            count = 4'h7;
        end
        if (s_keep[7]) begin
            count = 4'h8;
        end
    end

    always @(*) begin
        checks = 11'h0;
        checks[0] = (idx$q < rx_beat$ETHERTYPE) | ((idx$q == rx_beat$ETHERTYPE) & ({12'h0, count} < (rx_len$ETH_HEADER - rx_len$BEAT_BYTES)));
        checks[1] = (et_hi_now != rx_byte$ETHERTYPE_HI) | (et_lo_now != rx_byte$ETHERTYPE_LO);
        checks[2] = (idx$q < rx_beat$TCP_START) | ((idx$q == rx_beat$TCP_START) & ({12'h0, count} < (rx_len$ETH_IP_HEADERS - rx_len$BEAT_BYTES * rx_beat$TCP_START)));
        checks[3] = (ver_ihl$q[7:4] != rx_nibble$IP_VERSION) | (ver_ihl$q[3:0] < rx_nibble$IHL_NO_OPTIONS);
        checks[4] = ver_ihl$q[3:0] > rx_nibble$IHL_NO_OPTIONS;
        checks[5] = total$q < rx_len$MIN_TOTAL;
        checks[6] = rem$q > {12'h0, count};
        checks[7] = flags_hi$q[5] | |flags_hi$q[4:0] | |frag_lo$q;
        checks[8] = proto$q != rx_byte$PROTO_TCP;
        checks[9] = total$q < rx_len$MIN_TCP_TOTAL;
        checks[10] = (doff$q[7:4] < rx_nibble$MIN_DATA_OFFSET) | ((doff_bytes + rx_len$IP_HEADER) > total$q);
    end

    always @(*) begin
        in_beat = 84'h0;
        in_beat[63:0] = s_data;
        in_beat[71:64] = s_keep;
        in_beat[72] = s_last;
        in_beat[83:73] = checks;
    end

    always @(*) begin
        tcp_fold2 = fold_tcp$q[15:0];
        if (fold_tcp$q[16]) begin
            tcp_fold2 = fold_tcp$q[15:0] + 16'h1;
        end
    end

    always @(*) begin
        ip_fold2 = fold_ip$q[15:0];
        if (fold_ip$q[16]) begin
            ip_fold2 = fold_ip$q[15:0] + 16'h1;
        end
    end

    always @(*) begin
        verdict = rx_verdict$SEGMENT;
        if (tcp_fold2 != rx_len$SUM_VALID) begin
            verdict = rx_verdict$BAD_TCP;
        end
        if (s4_checks[9] | s4_checks[10]) begin
            verdict = rx_verdict$BAD_TCP;
        end
        if (s4_checks[8]) begin
            verdict = rx_verdict$SLOW_PATH;
        end
        if (s4_checks[7]) begin
            verdict = rx_verdict$IP_POLICY;
        end
        if (ip_fold2 != rx_len$SUM_VALID) begin
            verdict = rx_verdict$BAD_IP;
        end
        if (s4_checks[6]) begin
            verdict = rx_verdict$TRUNCATED;
        end
        if (s4_checks[5]) begin
            verdict = rx_verdict$BAD_IP;
        end
        if (s4_checks[4]) begin
            verdict = rx_verdict$IP_POLICY;
        end
        if (s4_checks[3]) begin
            verdict = rx_verdict$BAD_IP;
        end
        if (s4_checks[2]) begin
            verdict = rx_verdict$TRUNCATED;
        end
        if (s4_checks[1]) begin
            verdict = rx_verdict$SLOW_PATH;
        end
        if (s4_checks[0]) begin
            verdict = rx_verdict$TRUNCATED;
        end
    end

endmodule // toe_rx_check
