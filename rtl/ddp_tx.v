// Generated from model/src/ddp/tx.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: ddp_tx. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module ddp_tx(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,s_qpcfg_valid,s_qpcfg_ready,s_qpcfg_qp,s_qpcfg_pd,s_qpcfg_mulpdu,s_qpcfg_ord,s_term_valid,s_term_ready,s_term_qp,s_term_ctl,s_term_seglen,s_term_w0,s_term_w1,s_term_w2,s_term_w3,s_term_w4,s_term_w5,s_flush_valid,s_flush_ready,s_flush_qp,s_rreq_valid,s_rreq_ready,s_rreq_qp,s_rreq_sink_stag,s_rreq_sink_to,s_rreq_size,s_rreq_src_stag,s_rreq_src_to,s_ack_valid,s_ack_ready,s_ack_qp,s_ack_bytes,s_rplaced_valid,s_rplaced_ready,s_rplaced_qp,s_wr_valid,s_wr_ready,s_wr_qp,s_wr_op,s_wr_id,s_wr_lstag,s_wr_lto,s_wr_len,s_wr_rstag,s_wr_rto,m_cqe_valid,m_cqe_ready,m_cqe_qp,m_cqe_id,m_cqe_op,m_cqe_status,m_rdone_valid,m_rdone_ready,m_rdone_qp,own_term_valid,own_term_qp,cnt_ulpdus,cnt_terminates,cnt_local_errors,cnt_dropped,m_prd_valid,m_prd_ready,m_prd_addr,m_prd_len,s_pdata_valid,s_pdata_ready,s_pdata,m_valid,m_ready,m_data,m_keep,m_last,m_qp,m_len,idle,hold);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  [1:0] s_cmd_op;
    input wire  [31:0] s_cmd_stag;
    input wire  [15:0] s_cmd_pd;
    input wire  [3:0] s_cmd_rights;
    input wire  s_cmd_page_2m;
    input wire  [63:0] s_cmd_base_va;
    input wire  [63:0] s_cmd_length;
    input wire  [63:0] s_cmd_pbl;
    output wire  m_ack_valid;
    input wire  m_ack_ready;
    output wire  [1:0] m_ack_status;
    output wire  m_dma_rd_valid;
    input wire  m_dma_rd_ready;
    output wire  [63:0] m_dma_rd_addr;
    output wire  [12:0] m_dma_rd_len;
    output wire  [7:0] m_dma_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    input wire  s_qpcfg_valid;
    output wire  s_qpcfg_ready;
    input wire  [3:0] s_qpcfg_qp;
    input wire  [15:0] s_qpcfg_pd;
    input wire  [13:0] s_qpcfg_mulpdu;
    input wire  [3:0] s_qpcfg_ord;
    input wire  s_term_valid;
    output wire  s_term_ready;
    input wire  [3:0] s_term_qp;
    input wire  [31:0] s_term_ctl;
    input wire  [15:0] s_term_seglen;
    input wire  [63:0] s_term_w0;
    input wire  [63:0] s_term_w1;
    input wire  [63:0] s_term_w2;
    input wire  [63:0] s_term_w3;
    input wire  [63:0] s_term_w4;
    input wire  [63:0] s_term_w5;
    input wire  s_flush_valid;
    output wire  s_flush_ready;
    input wire  [3:0] s_flush_qp;
    input wire  s_rreq_valid;
    output wire  s_rreq_ready;
    input wire  [3:0] s_rreq_qp;
    input wire  [31:0] s_rreq_sink_stag;
    input wire  [63:0] s_rreq_sink_to;
    input wire  [31:0] s_rreq_size;
    input wire  [31:0] s_rreq_src_stag;
    input wire  [63:0] s_rreq_src_to;
    input wire  s_ack_valid;
    output wire  s_ack_ready;
    input wire  [3:0] s_ack_qp;
    input wire  [31:0] s_ack_bytes;
    input wire  s_rplaced_valid;
    output wire  s_rplaced_ready;
    input wire  [3:0] s_rplaced_qp;
    input wire  s_wr_valid;
    output wire  s_wr_ready;
    input wire  [3:0] s_wr_qp;
    input wire  [2:0] s_wr_op;
    input wire  [31:0] s_wr_id;
    input wire  [31:0] s_wr_lstag;
    input wire  [63:0] s_wr_lto;
    input wire  [31:0] s_wr_len;
    input wire  [31:0] s_wr_rstag;
    input wire  [63:0] s_wr_rto;
    output wire  m_cqe_valid;
    input wire  m_cqe_ready;
    output wire  [3:0] m_cqe_qp;
    output wire  [31:0] m_cqe_id;
    output wire  [2:0] m_cqe_op;
    output wire  [1:0] m_cqe_status;
    output wire  m_rdone_valid;
    input wire  m_rdone_ready;
    output wire  [3:0] m_rdone_qp;
    output wire  own_term_valid;
    output wire  [3:0] own_term_qp;
    output wire  [31:0] cnt_ulpdus;
    output wire  [15:0] cnt_terminates;
    output wire  [15:0] cnt_local_errors;
    output wire  [15:0] cnt_dropped;
    output wire  m_prd_valid;
    input wire  m_prd_ready;
    output wire  [63:0] m_prd_addr;
    output wire  [12:0] m_prd_len;
    input wire  s_pdata_valid;
    output wire  s_pdata_ready;
    input wire  [63:0] s_pdata;
    output wire  m_valid;
    input wire  m_ready;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output wire  [3:0] m_qp;
    output wire  [15:0] m_len;
    output wire  idle;
    output wire  [15:0] hold;

    // Named constants (named_consts! in model/src)
    localparam [5:0] chunk_stage$RAM_ENTRIES = 6'h20;
    localparam [5:0] chunk_stage$RAM_ENTRIES_LESS_ONE = 6'h1f;

    // Stub signals
    wire  control$reset;
    wire  control$m_treq_valid;
    wire  control$m_treq_ready;
    wire  [31:0] control$m_treq_stag;
    wire  [63:0] control$m_treq_to;
    wire  [31:0] control$m_treq_len;
    wire  [1:0] control$m_treq_access;
    wire  [15:0] control$m_treq_pd;
    wire  [7:0] control$m_treq_tag;
    wire  control$tpc_valid;
    wire  [63:0] control$tpc_pa;
    wire  [31:0] control$tpc_len;
    wire  [2:0] control$tpc_err;
    wire  control$tpc_last;
    wire  control$tpc_pop;
    wire  control$chunk_push;
    wire  [99:0] control$chunk_din;
    wire  control$chunk_full;
    wire  control$prd_push;
    wire  [76:0] control$prd_din;
    wire  control$prd_full;
    wire  control$own_term_valid;
    wire  [3:0] control$own_term_qp;
    wire  [31:0] control$cnt_ulpdus;
    wire  [15:0] control$cnt_terminates;
    wire  [15:0] control$cnt_local_errors;
    wire  [15:0] control$cnt_dropped;
    wire  control$busy;
    wire  [15:0] control$hold;
    reg  cr_valid$d;
    reg  cr_valid$q;
    reg  [99:0] cr_word$d;
    reg  [99:0] cr_word$q;
    reg  [5:0] ch_count$d;
    reg  [5:0] ch_count$q;
    reg  room$d;
    reg  room$q;
    wire  chunks$reset;
    wire  chunks$push;
    wire  [99:0] chunks$din;
    wire  chunks$full;
    wire  chunks$pop;
    wire  [99:0] chunks$dout;
    wire  chunks$valid;
    wire  chunk_skid$reset;
    wire  chunk_skid$push;
    wire  [99:0] chunk_skid$din;
    wire  chunk_skid$full;
    wire  chunk_skid$pop;
    wire  [99:0] chunk_skid$dout;
    wire  chunk_skid$valid;
    wire  prds$reset;
    wire  prds$push;
    wire  [76:0] prds$din;
    wire  prds$full;
    wire  prds$pop;
    wire  [76:0] prds$dout;
    wire  prds$valid;
    wire  feeder$reset;
    wire  feeder$c_valid;
    wire  [99:0] feeder$c_dout;
    wire  feeder$c_pop;
    wire  feeder$s_pdata_valid;
    wire  [63:0] feeder$s_pdata;
    wire  feeder$s_pdata_ready;
    wire  feeder$p_valid;
    wire  feeder$p_ready;
    wire  [63:0] feeder$p_data;
    wire  [3:0] feeder$p_n;
    wire  feeder$p_last;
    wire  [3:0] feeder$p_qp;
    wire  [15:0] feeder$p_len;
    wire  pieces$reset;
    wire  pieces$push;
    reg  [88:0] pieces$din;
    wire  pieces$full;
    wire  pieces$pop;
    wire  [88:0] pieces$dout;
    wire  pieces$valid;
    wire  packer$reset;
    wire  packer$s_valid;
    wire  packer$s_ready;
    wire  [63:0] packer$s_data;
    wire  [3:0] packer$s_n;
    wire  packer$s_last;
    wire  [3:0] packer$s_qp;
    wire  [15:0] packer$s_len;
    wire  tlb$reset;
    wire  tlb$s_req_valid;
    wire  tlb$s_req_ready;
    wire  [31:0] tlb$s_req_stag;
    wire  [63:0] tlb$s_req_to;
    wire  [31:0] tlb$s_req_len;
    wire  [1:0] tlb$s_req_access;
    wire  [15:0] tlb$s_req_pd;
    wire  [7:0] tlb$s_req_tag;
    wire  tlb$m_rsp_valid;
    wire  tlb$m_rsp_ready;
    wire  [63:0] tlb$m_rsp_pa;
    wire  [31:0] tlb$m_rsp_len;
    wire  tlb$m_rsp_last;
    wire  [2:0] tlb$m_rsp_err;
    wire  [7:0] tlb$m_rsp_tag;
    wire  tlb$s_dma_data_valid;
    wire  tlb$s_dma_data_ready;
    wire  [63:0] tlb$s_dma_data;

    // Local signals
    wire  [5:0] ch_inc;
    wire  [5:0] ch_dec;
    wire  ch_in;
    wire  cr_hold;
    wire  ch_pop;

    // Sub module instances
    ddp_tx$control control(
        .clock(clock),
        .reset(control$reset),
        .s_qpcfg_valid(s_qpcfg_valid),
        .s_qpcfg_ready(s_qpcfg_ready),
        .s_qpcfg_qp(s_qpcfg_qp),
        .s_qpcfg_pd(s_qpcfg_pd),
        .s_qpcfg_mulpdu(s_qpcfg_mulpdu),
        .s_qpcfg_ord(s_qpcfg_ord),
        .s_term_valid(s_term_valid),
        .s_term_ready(s_term_ready),
        .s_term_qp(s_term_qp),
        .s_term_ctl(s_term_ctl),
        .s_term_seglen(s_term_seglen),
        .s_term_w0(s_term_w0),
        .s_term_w1(s_term_w1),
        .s_term_w2(s_term_w2),
        .s_term_w3(s_term_w3),
        .s_term_w4(s_term_w4),
        .s_term_w5(s_term_w5),
        .s_flush_valid(s_flush_valid),
        .s_flush_ready(s_flush_ready),
        .s_flush_qp(s_flush_qp),
        .s_rreq_valid(s_rreq_valid),
        .s_rreq_ready(s_rreq_ready),
        .s_rreq_qp(s_rreq_qp),
        .s_rreq_sink_stag(s_rreq_sink_stag),
        .s_rreq_sink_to(s_rreq_sink_to),
        .s_rreq_size(s_rreq_size),
        .s_rreq_src_stag(s_rreq_src_stag),
        .s_rreq_src_to(s_rreq_src_to),
        .s_ack_valid(s_ack_valid),
        .s_ack_ready(s_ack_ready),
        .s_ack_qp(s_ack_qp),
        .s_ack_bytes(s_ack_bytes),
        .s_rplaced_valid(s_rplaced_valid),
        .s_rplaced_ready(s_rplaced_ready),
        .s_rplaced_qp(s_rplaced_qp),
        .s_wr_valid(s_wr_valid),
        .s_wr_ready(s_wr_ready),
        .s_wr_qp(s_wr_qp),
        .s_wr_op(s_wr_op),
        .s_wr_id(s_wr_id),
        .s_wr_lstag(s_wr_lstag),
        .s_wr_lto(s_wr_lto),
        .s_wr_len(s_wr_len),
        .s_wr_rstag(s_wr_rstag),
        .s_wr_rto(s_wr_rto),
        .m_treq_valid(control$m_treq_valid),
        .m_treq_ready(control$m_treq_ready),
        .m_treq_stag(control$m_treq_stag),
        .m_treq_to(control$m_treq_to),
        .m_treq_len(control$m_treq_len),
        .m_treq_access(control$m_treq_access),
        .m_treq_pd(control$m_treq_pd),
        .m_treq_tag(control$m_treq_tag),
        .tpc_valid(control$tpc_valid),
        .tpc_pa(control$tpc_pa),
        .tpc_len(control$tpc_len),
        .tpc_err(control$tpc_err),
        .tpc_last(control$tpc_last),
        .tpc_pop(control$tpc_pop),
        .chunk_push(control$chunk_push),
        .chunk_din(control$chunk_din),
        .chunk_full(control$chunk_full),
        .prd_push(control$prd_push),
        .prd_din(control$prd_din),
        .prd_full(control$prd_full),
        .m_cqe_valid(m_cqe_valid),
        .m_cqe_ready(m_cqe_ready),
        .m_cqe_qp(m_cqe_qp),
        .m_cqe_id(m_cqe_id),
        .m_cqe_op(m_cqe_op),
        .m_cqe_status(m_cqe_status),
        .m_rdone_valid(m_rdone_valid),
        .m_rdone_ready(m_rdone_ready),
        .m_rdone_qp(m_rdone_qp),
        .own_term_valid(control$own_term_valid),
        .own_term_qp(control$own_term_qp),
        .cnt_ulpdus(control$cnt_ulpdus),
        .cnt_terminates(control$cnt_terminates),
        .cnt_local_errors(control$cnt_local_errors),
        .cnt_dropped(control$cnt_dropped),
        .busy(control$busy),
        .hold(control$hold)
    );
    ddp_tx$chunks chunks(
        .clock(clock),
        .reset(chunks$reset),
        .push(chunks$push),
        .din(chunks$din),
        .full(chunks$full),
        .pop(chunks$pop),
        .dout(chunks$dout),
        .valid(chunks$valid)
    );
    ddp_tx$chunk_skid chunk_skid(
        .clock(clock),
        .reset(chunk_skid$reset),
        .push(chunk_skid$push),
        .din(chunk_skid$din),
        .full(chunk_skid$full),
        .pop(chunk_skid$pop),
        .dout(chunk_skid$dout),
        .valid(chunk_skid$valid)
    );
    ddp_tx$prds prds(
        .clock(clock),
        .reset(prds$reset),
        .push(prds$push),
        .din(prds$din),
        .full(prds$full),
        .pop(prds$pop),
        .dout(prds$dout),
        .valid(prds$valid)
    );
    ddp_tx$feeder feeder(
        .clock(clock),
        .reset(feeder$reset),
        .c_valid(feeder$c_valid),
        .c_dout(feeder$c_dout),
        .c_pop(feeder$c_pop),
        .s_pdata_valid(feeder$s_pdata_valid),
        .s_pdata(feeder$s_pdata),
        .s_pdata_ready(feeder$s_pdata_ready),
        .p_valid(feeder$p_valid),
        .p_ready(feeder$p_ready),
        .p_data(feeder$p_data),
        .p_n(feeder$p_n),
        .p_last(feeder$p_last),
        .p_qp(feeder$p_qp),
        .p_len(feeder$p_len)
    );
    ddp_tx$pieces pieces(
        .clock(clock),
        .reset(pieces$reset),
        .push(pieces$push),
        .din(pieces$din),
        .full(pieces$full),
        .pop(pieces$pop),
        .dout(pieces$dout),
        .valid(pieces$valid)
    );
    ddp_tx$packer packer(
        .clock(clock),
        .reset(packer$reset),
        .s_valid(packer$s_valid),
        .s_ready(packer$s_ready),
        .s_data(packer$s_data),
        .s_n(packer$s_n),
        .s_last(packer$s_last),
        .s_qp(packer$s_qp),
        .s_len(packer$s_len),
        .m_valid(m_valid),
        .m_ready(m_ready),
        .m_data(m_data),
        .m_keep(m_keep),
        .m_last(m_last),
        .m_qp(m_qp),
        .m_len(m_len)
    );
    ddp_tx$tlb tlb(
        .clock(clock),
        .reset(tlb$reset),
        .s_cmd_valid(s_cmd_valid),
        .s_cmd_ready(s_cmd_ready),
        .s_cmd_op(s_cmd_op),
        .s_cmd_stag(s_cmd_stag),
        .s_cmd_pd(s_cmd_pd),
        .s_cmd_rights(s_cmd_rights),
        .s_cmd_page_2m(s_cmd_page_2m),
        .s_cmd_base_va(s_cmd_base_va),
        .s_cmd_length(s_cmd_length),
        .s_cmd_pbl(s_cmd_pbl),
        .m_ack_valid(m_ack_valid),
        .m_ack_ready(m_ack_ready),
        .m_ack_status(m_ack_status),
        .s_req_valid(tlb$s_req_valid),
        .s_req_ready(tlb$s_req_ready),
        .s_req_stag(tlb$s_req_stag),
        .s_req_to(tlb$s_req_to),
        .s_req_len(tlb$s_req_len),
        .s_req_access(tlb$s_req_access),
        .s_req_pd(tlb$s_req_pd),
        .s_req_tag(tlb$s_req_tag),
        .m_rsp_valid(tlb$m_rsp_valid),
        .m_rsp_ready(tlb$m_rsp_ready),
        .m_rsp_pa(tlb$m_rsp_pa),
        .m_rsp_len(tlb$m_rsp_len),
        .m_rsp_last(tlb$m_rsp_last),
        .m_rsp_err(tlb$m_rsp_err),
        .m_rsp_tag(tlb$m_rsp_tag),
        .m_dma_rd_valid(m_dma_rd_valid),
        .m_dma_rd_ready(m_dma_rd_ready),
        .m_dma_rd_addr(m_dma_rd_addr),
        .m_dma_rd_len(m_dma_rd_len),
        .m_dma_rd_tag(m_dma_rd_tag),
        .s_dma_data_valid(tlb$s_dma_data_valid),
        .s_dma_data_ready(tlb$s_dma_data_ready),
        .s_dma_data(tlb$s_dma_data)
    );

    // Registers
    initial begin
        cr_valid$q = 1'h0;
        cr_word$q = 100'h0;
        ch_count$q = 6'h0;
        room$q = 1'h0;
    end

    always @(posedge clock) begin
        cr_valid$q <= cr_valid$d;
        cr_word$q <= cr_word$d;
        ch_count$q <= ch_count$d;
        room$q <= room$d;
    end

    // Update code
    assign tlb$reset = reset;
    assign control$reset = reset;
    assign chunks$reset = reset;
    assign pieces$reset = reset;
    assign chunk_skid$reset = reset;
    assign prds$reset = reset;
    assign feeder$reset = reset;
    assign packer$reset = reset;
    assign tlb$s_dma_data_valid = s_dma_data_valid;
    assign tlb$s_dma_data = s_dma_data;
    assign s_dma_data_ready = tlb$s_dma_data_ready;
    assign control$tpc_valid = tlb$m_rsp_valid;
    assign control$tpc_pa = tlb$m_rsp_pa;
    assign control$tpc_len = tlb$m_rsp_len;
    assign control$tpc_err = tlb$m_rsp_err;
    assign control$tpc_last = tlb$m_rsp_last;
    assign tlb$m_rsp_ready = control$tpc_pop;
    assign cnt_ulpdus = control$cnt_ulpdus;
    assign cnt_terminates = control$cnt_terminates;
    assign own_term_valid = control$own_term_valid;
    assign own_term_qp = control$own_term_qp;
    assign cnt_local_errors = control$cnt_local_errors;
    assign cnt_dropped = control$cnt_dropped;
    assign hold = control$hold;
    assign control$chunk_full = ~room$q;
    assign chunks$push = cr_valid$q;
    assign chunks$din = cr_word$q;
    assign cr_hold = cr_valid$q & chunks$full;
    assign ch_pop = chunks$valid & ~chunk_skid$full;
    assign ch_inc = ch_count$q + 6'h1;
    assign ch_dec = ch_count$q - 6'h1;
    assign ch_in = cr_valid$q & ~chunks$full;
    assign prds$push = control$prd_push;
    assign prds$din = control$prd_din;
    assign control$prd_full = prds$full;
    assign m_prd_valid = prds$valid;
    assign m_prd_addr = prds$dout[63:0];
    assign m_prd_len = prds$dout[76:64];
    assign prds$pop = prds$valid & m_prd_ready;
    assign chunk_skid$push = chunks$valid & ~chunk_skid$full;
    assign chunk_skid$din = chunks$dout;
    assign chunks$pop = ch_pop;
    assign feeder$c_valid = chunk_skid$valid;
    assign feeder$c_dout = chunk_skid$dout;
    assign chunk_skid$pop = feeder$c_pop;
    assign feeder$s_pdata_valid = s_pdata_valid;
    assign feeder$s_pdata = s_pdata;
    assign s_pdata_ready = feeder$s_pdata_ready;
    assign pieces$push = feeder$p_valid & ~pieces$full;
    assign feeder$p_ready = ~pieces$full;
    assign packer$s_valid = pieces$valid;
    assign packer$s_data = pieces$dout[63:0];
    assign packer$s_n = pieces$dout[67:64];
    assign packer$s_last = pieces$dout[68];
    assign packer$s_qp = pieces$dout[72:69];
    assign packer$s_len = pieces$dout[88:73];
    assign pieces$pop = packer$s_ready;
    assign idle = ~control$busy & ~cr_valid$q & ~chunks$valid & ~pieces$valid & ~chunk_skid$valid & ~prds$valid & ~m_valid;

    always @(*) begin
        cr_valid$d = cr_valid$q;
        ch_count$d = ch_count$q;
        room$d = room$q;
        cr_valid$d = control$chunk_push | cr_hold;
        if (ch_in & ~ch_pop) begin
            ch_count$d = ch_inc;
        end
        if (~ch_in & ch_pop) begin
            ch_count$d = ch_dec;
        end
        room$d = ch_count$q < chunk_stage$RAM_ENTRIES;
        if (cr_valid$q) begin
            room$d = ch_count$q < chunk_stage$RAM_ENTRIES_LESS_ONE;
        end
        if (reset) begin
            cr_valid$d = 1'b0;
            ch_count$d = 6'h0;
            room$d = 1'b1;
        end
    end

    always @(*) begin
        cr_word$d = cr_word$q;
        if (~cr_hold) begin
            cr_word$d = control$chunk_din;
        end
    end

    always @(*) begin
        pieces$din = 89'h0;
        pieces$din[63:0] = feeder$p_data;
        pieces$din[67:64] = feeder$p_n;
        pieces$din[68] = feeder$p_last;
        pieces$din[72:69] = feeder$p_qp;
        pieces$din[88:73] = feeder$p_len;
    end

    assign tlb$s_req_valid = control$m_treq_valid;
    assign control$m_treq_ready = tlb$s_req_ready;
    assign tlb$s_req_stag = control$m_treq_stag;
    assign tlb$s_req_to = control$m_treq_to;
    assign tlb$s_req_len = control$m_treq_len;
    assign tlb$s_req_access = control$m_treq_access;
    assign tlb$s_req_pd = control$m_treq_pd;
    assign tlb$s_req_tag = control$m_treq_tag;
endmodule // ddp_tx


module ddp_tx$chunk_skid(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [99:0] din;
    output wire  full;
    input wire  pop;
    output wire  [99:0] dout;
    output wire  valid;

    // Stub signals
    reg  [99:0] e0$d;
    reg  [99:0] e0$q;
    reg  [99:0] e1$d;
    reg  [99:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 100'h0;
        e1$q = 100'h0;
        n$q = 2'h0;
    end

    always @(posedge clock) begin
        e0$q <= e0$d;
        e1$q <= e1$d;
        n$q <= n$d;
    end

    // Update code
    assign full = n$q == 2'h2;
    assign valid = n$q != 2'h0;
    assign dout = e0$q;

    always @(*) begin
        e0$d = e0$q;
        e1$d = e1$q;
        n$d = n$q;
        if (pop & (n$q != 2'h0)) begin
            e0$d = e1$q;
            n$d = n$q - 2'h1;
            if (push) begin
                n$d = n$q;
                if (n$q == 2'h1) begin
                    e0$d = din;
                end
                else begin
                    e1$d = din;
                end
            end
        end
        else if (push & (n$q != 2'h2)) begin
            n$d = n$q + 2'h1;
            if (n$q == 2'h0) begin
                e0$d = din;
            end
            else begin
                e1$d = din;
            end
        end
        if (reset) begin
            n$d = 2'h0;
        end
    end

endmodule // ddp_tx$chunk_skid


module ddp_tx$chunks(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [99:0] din;
    output wire  full;
    input wire  pop;
    output reg  [99:0] dout;
    output wire  valid;

    // Stub signals
    wire  [4:0] ram$read_address;
    wire  [99:0] ram$read_data;
    wire  ram$write_enable;
    wire  [4:0] ram$write_address;
    wire  [99:0] ram$write_data;
    reg  [4:0] wr$d;
    reg  [4:0] wr$q;
    reg  [4:0] rd$d;
    reg  [4:0] rd$q;
    reg  [4:0] n$d;
    reg  [4:0] n$q;
    reg  is_full$d;
    reg  is_full$q;
    reg  nonempty$d;
    reg  nonempty$q;
    reg  byp_v$d;
    reg  byp_v$q;
    reg  [99:0] byp$d;
    reg  [99:0] byp$q;

    // Local signals
    wire  do_push;
    wire  do_pop;
    reg  [4:0] rd_next;
    wire  [4:0] n_inc;
    wire  [4:0] n_dec;
    wire  [4:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    ddp_tx$chunks$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 5'h0;
        rd$q = 5'h0;
        n$q = 5'h0;
        is_full$q = 1'h0;
        nonempty$q = 1'h0;
        byp_v$q = 1'h0;
        byp$q = 100'h0;
    end

    always @(posedge clock) begin
        wr$q <= wr$d;
        rd$q <= rd$d;
        n$q <= n$d;
        is_full$q <= is_full$d;
        nonempty$q <= nonempty$d;
        byp_v$q <= byp_v$d;
        byp$q <= byp$d;
    end

    // Update code
    assign valid = nonempty$q;
    assign full = is_full$q;
    assign do_pop = pop & nonempty$q;
    assign do_push = push & ~is_full$q;
    assign n_inc = n$q + 5'h1;
    assign n_dec = n$q - 5'h1;
    assign rd_inc = rd$q + 5'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 5'h1;
    assign was_zero = (n$q == 5'h0) & ~is_full$q;

    always @(*) begin
        wr$d = wr$q;
        rd$d = rd$q;
        n$d = n$q;
        is_full$d = is_full$q;
        nonempty$d = nonempty$q;
        byp_v$d = byp_v$q;
        rd$d = rd_next;
        byp_v$d = do_push & ((do_pop & was_one) | (~do_pop & was_zero));
        if (do_push) begin
            wr$d = wr$q + 5'h1;
        end
        if (do_push & ~do_pop) begin
            n$d = n_inc;
        end
        if (~do_push & do_pop) begin
            n$d = n_dec;
        end
        if (do_push) begin
            nonempty$d = 1'b1;
        end
        else if (do_pop & was_one & ~is_full$q) begin
            nonempty$d = 1'b0;
        end
        if (do_pop) begin
            is_full$d = 1'b0;
        end
        else if (do_push & (n_inc == 5'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 5'h0;
            rd$d = 5'h0;
            n$d = 5'h0;
            is_full$d = 1'b0;
            nonempty$d = 1'b0;
            byp_v$d = 1'b0;
        end
    end

    always @(*) begin
        byp$d = byp$q;
        byp$d = din;
    end

    always @(*) begin
        dout = ram$read_data;
        if (byp_v$q) begin
            dout = byp$q;
        end
    end

    always @(*) begin
        rd_next = rd$q;
        if (do_pop) begin
            rd_next = rd_inc;
        end
    end

endmodule // ddp_tx$chunks


module ddp_tx$chunks$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [4:0] read_address;
    output reg  [99:0] read_data;
    input wire  write_enable;
    input wire  [4:0] write_address;
    input wire  [99:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [99:0] mem [0:31];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {100{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$chunks$ram


module ddp_tx$control(clock,reset,s_qpcfg_valid,s_qpcfg_ready,s_qpcfg_qp,s_qpcfg_pd,s_qpcfg_mulpdu,s_qpcfg_ord,s_term_valid,s_term_ready,s_term_qp,s_term_ctl,s_term_seglen,s_term_w0,s_term_w1,s_term_w2,s_term_w3,s_term_w4,s_term_w5,s_flush_valid,s_flush_ready,s_flush_qp,s_rreq_valid,s_rreq_ready,s_rreq_qp,s_rreq_sink_stag,s_rreq_sink_to,s_rreq_size,s_rreq_src_stag,s_rreq_src_to,s_ack_valid,s_ack_ready,s_ack_qp,s_ack_bytes,s_rplaced_valid,s_rplaced_ready,s_rplaced_qp,s_wr_valid,s_wr_ready,s_wr_qp,s_wr_op,s_wr_id,s_wr_lstag,s_wr_lto,s_wr_len,s_wr_rstag,s_wr_rto,m_treq_valid,m_treq_ready,m_treq_stag,m_treq_to,m_treq_len,m_treq_access,m_treq_pd,m_treq_tag,tpc_valid,tpc_pa,tpc_len,tpc_err,tpc_last,tpc_pop,chunk_push,chunk_din,chunk_full,prd_push,prd_din,prd_full,m_cqe_valid,m_cqe_ready,m_cqe_qp,m_cqe_id,m_cqe_op,m_cqe_status,m_rdone_valid,m_rdone_ready,m_rdone_qp,own_term_valid,own_term_qp,cnt_ulpdus,cnt_terminates,cnt_local_errors,cnt_dropped,busy,hold);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_qpcfg_valid;
    output wire  s_qpcfg_ready;
    input wire  [3:0] s_qpcfg_qp;
    input wire  [15:0] s_qpcfg_pd;
    input wire  [13:0] s_qpcfg_mulpdu;
    input wire  [3:0] s_qpcfg_ord;
    input wire  s_term_valid;
    output wire  s_term_ready;
    input wire  [3:0] s_term_qp;
    input wire  [31:0] s_term_ctl;
    input wire  [15:0] s_term_seglen;
    input wire  [63:0] s_term_w0;
    input wire  [63:0] s_term_w1;
    input wire  [63:0] s_term_w2;
    input wire  [63:0] s_term_w3;
    input wire  [63:0] s_term_w4;
    input wire  [63:0] s_term_w5;
    input wire  s_flush_valid;
    output wire  s_flush_ready;
    input wire  [3:0] s_flush_qp;
    input wire  s_rreq_valid;
    output reg  s_rreq_ready;
    input wire  [3:0] s_rreq_qp;
    input wire  [31:0] s_rreq_sink_stag;
    input wire  [63:0] s_rreq_sink_to;
    input wire  [31:0] s_rreq_size;
    input wire  [31:0] s_rreq_src_stag;
    input wire  [63:0] s_rreq_src_to;
    input wire  s_ack_valid;
    output wire  s_ack_ready;
    input wire  [3:0] s_ack_qp;
    input wire  [31:0] s_ack_bytes;
    input wire  s_rplaced_valid;
    output wire  s_rplaced_ready;
    input wire  [3:0] s_rplaced_qp;
    input wire  s_wr_valid;
    output reg  s_wr_ready;
    input wire  [3:0] s_wr_qp;
    input wire  [2:0] s_wr_op;
    input wire  [31:0] s_wr_id;
    input wire  [31:0] s_wr_lstag;
    input wire  [63:0] s_wr_lto;
    input wire  [31:0] s_wr_len;
    input wire  [31:0] s_wr_rstag;
    input wire  [63:0] s_wr_rto;
    output wire  m_treq_valid;
    input wire  m_treq_ready;
    output reg  [31:0] m_treq_stag;
    output reg  [63:0] m_treq_to;
    output reg  [31:0] m_treq_len;
    output reg  [1:0] m_treq_access;
    output reg  [15:0] m_treq_pd;
    output wire  [7:0] m_treq_tag;
    input wire  tpc_valid;
    input wire  [63:0] tpc_pa;
    input wire  [31:0] tpc_len;
    input wire  [2:0] tpc_err;
    input wire  tpc_last;
    output reg  tpc_pop;
    output wire  chunk_push;
    output reg  [99:0] chunk_din;
    input wire  chunk_full;
    output wire  prd_push;
    output reg  [76:0] prd_din;
    input wire  prd_full;
    output wire  m_cqe_valid;
    input wire  m_cqe_ready;
    output wire  [3:0] m_cqe_qp;
    output wire  [31:0] m_cqe_id;
    output wire  [2:0] m_cqe_op;
    output wire  [1:0] m_cqe_status;
    output wire  m_rdone_valid;
    input wire  m_rdone_ready;
    output wire  [3:0] m_rdone_qp;
    output wire  own_term_valid;
    output wire  [3:0] own_term_qp;
    output wire  [31:0] cnt_ulpdus;
    output wire  [15:0] cnt_terminates;
    output wire  [15:0] cnt_local_errors;
    output wire  [15:0] cnt_dropped;
    output wire  busy;
    output wire  [15:0] hold;

    // Named constants (named_consts! in model/src)
    localparam [31:0] ddp_queue$READ_REQUEST = 32'h1;
    localparam [31:0] ddp_queue$SEND = 32'h0;
    localparam [31:0] ddp_queue$TERMINATE = 32'h2;
    localparam [5:0] hc_word$FIRST = 6'h1;
    localparam [3:0] rdmap_etype$REMOTE_PROTECTION = 4'h1;
    localparam [3:0] rdmap_op$RDMA_WRITE = 4'h0;
    localparam [3:0] rdmap_op$READ_REQUEST = 4'h1;
    localparam [3:0] rdmap_op$READ_RESPONSE = 4'h2;
    localparam [3:0] rdmap_op$SEND = 4'h3;
    localparam [3:0] rdmap_op$SEND_INV = 4'h4;
    localparam [3:0] rdmap_op$SEND_SE = 4'h5;
    localparam [3:0] rdmap_op$SEND_SE_INV = 4'h6;
    localparam [3:0] rdmap_op$TERMINATE = 4'h7;
    localparam [7:0] rdmap_prot_ecode$ACCESS_RIGHTS = 8'h2;
    localparam [7:0] rdmap_prot_ecode$BASE_BOUNDS = 8'h1;
    localparam [7:0] rdmap_prot_ecode$INVALID_STAG = 8'h0;
    localparam [7:0] rdmap_prot_ecode$NOT_ASSOCIATED = 8'h3;
    localparam [7:0] rdmap_prot_ecode$TO_WRAP = 8'h4;
    localparam [1:0] send_status$FLUSH = 2'h1;
    localparam [1:0] send_status$LOCAL_PROTECTION = 2'h2;
    localparam [1:0] send_status$OK = 2'h0;
    localparam [31:0] seq_space$HALF = 32'h80000000;
    localparam [3:0] term_layer$RDMAP = 4'h0;
    localparam [15:0] term_len$BASE = 16'h16;
    localparam [15:0] term_len$RR_BODY = 16'h1c;
    localparam [15:0] term_len$WITH_SEGLEN = 16'h18;
    localparam [1:0] tlb_access$LOCAL_READ = 2'h0;
    localparam [1:0] tlb_access$REMOTE_READ = 2'h2;
    localparam [2:0] tlb_err$ACCESS_RIGHTS = 3'h3;
    localparam [2:0] tlb_err$BASE_BOUNDS = 3'h5;
    localparam [2:0] tlb_err$OK = 3'h0;
    localparam [2:0] tlb_err$PD_MISMATCH = 3'h2;
    localparam [2:0] tlb_err$TO_WRAP = 3'h4;
    localparam [8:0] tx_report$WAIT = 9'h100;
    localparam [13:0] tx_sched$WIN_X16_BELOW = 14'h200;
    localparam [13:0] tx_sched$WIN_X4_BELOW = 14'h800;
    localparam [13:0] tx_sched$WIN_X64_BELOW = 14'h80;
    localparam [2:0] tx_shift$WIN_X16 = 3'h4;
    localparam [2:0] tx_shift$WIN_X4 = 3'h2;
    localparam [2:0] tx_shift$WIN_X64 = 3'h6;
    localparam [23:0] tx_state$CQE = 24'h100000;
    localparam [23:0] tx_state$DONE = 24'h800000;
    localparam [23:0] tx_state$DRAIN = 24'h80;
    localparam [23:0] tx_state$EXEC = 24'h8;
    localparam [23:0] tx_state$IDLE = 24'h2;
    localparam [23:0] tx_state$INIT = 24'h1;
    localparam [23:0] tx_state$LOAD = 24'h4;
    localparam [23:0] tx_state$RDONE = 24'h200000;
    localparam [23:0] tx_state$RR_BODY = 24'h4000;
    localparam [23:0] tx_state$SEG_DATA = 24'h800;
    localparam [23:0] tx_state$SEG_END = 24'h2000;
    localparam [23:0] tx_state$SEG_HDR = 24'h400;
    localparam [23:0] tx_state$SEG_ISSUE = 24'h1000;
    localparam [23:0] tx_state$SEG_START = 24'h200;
    localparam [23:0] tx_state$SQ_CHECK = 24'h80000;
    localparam [23:0] tx_state$SQ_PUSH = 24'h20000;
    localparam [23:0] tx_state$SQ_READ = 24'h40000;
    localparam [23:0] tx_state$STORE = 24'h400000;
    localparam [23:0] tx_state$TERM_COPY = 24'h10000;
    localparam [23:0] tx_state$TERM_CTL = 24'h8000;
    localparam [23:0] tx_state$VERDICT = 24'h100;
    localparam [23:0] tx_state$XLATE = 24'h40;
    localparam [23:0] tx_state$X_LEN = 24'h10;
    localparam [23:0] tx_state$X_WIN = 24'h20;
    localparam [16:0] ulpdu_len$READ_REQUEST = 17'h2e;
    localparam [16:0] ulpdu_len$TAGGED_HDR = 17'he;
    localparam [16:0] ulpdu_len$UNTAGGED_HDR = 17'h12;
    localparam [1:0] wire_version$DDP = 2'h1;
    localparam [1:0] wire_version$RDMAP = 2'h1;
    localparam [2:0] wr_op$READ = 3'h5;
    localparam [2:0] wr_op$SEND = 3'h1;
    localparam [2:0] wr_op$SEND_INV = 3'h3;
    localparam [2:0] wr_op$SEND_SE = 3'h2;
    localparam [2:0] wr_op$SEND_SE_INV = 3'h4;
    localparam [2:0] wr_op$WRITE = 3'h0;

    // Enums
    localparam TxEvent$QpConfig = 0;
    localparam TxEvent$Term = 1;
    localparam TxEvent$ReadReq = 2;
    localparam TxEvent$Ack = 3;
    localparam TxEvent$RPlaced = 4;
    localparam TxEvent$Wr = 5;
    localparam TxEvent$Flush = 6;
    localparam TxEvent$Resume = 7;
    localparam TxBody$Payload = 0;
    localparam TxBody$ReadReq = 1;
    localparam TxBody$Term = 2;

    // Stub signals
    wire  [3:0] ctx_msn$read_address;
    wire  [63:0] ctx_msn$read_data;
    reg  ctx_msn$write_enable;
    reg  [3:0] ctx_msn$write_address;
    reg  [63:0] ctx_msn$write_data;
    wire  [3:0] ctx_seq$read_address;
    wire  [63:0] ctx_seq$read_data;
    reg  ctx_seq$write_enable;
    reg  [3:0] ctx_seq$write_address;
    reg  [63:0] ctx_seq$write_data;
    wire  [3:0] ctx_cfg$read_address;
    wire  [53:0] ctx_cfg$read_data;
    reg  ctx_cfg$write_enable;
    reg  [3:0] ctx_cfg$write_address;
    reg  [53:0] ctx_cfg$write_data;
    wire  [3:0] ctx_rin$read_address;
    wire  [31:0] ctx_rin$read_data;
    reg  ctx_rin$write_enable;
    reg  [3:0] ctx_rin$write_address;
    reg  [31:0] ctx_rin$write_data;
    wire  [7:0] sq$read_address;
    wire  [67:0] sq$read_data;
    wire  sq$write_enable;
    wire  [7:0] sq$write_address;
    wire  [67:0] sq$write_data;
    wire  [3:0] msg$read_address;
    wire  [329:0] msg$read_data;
    wire  msg$write_enable;
    wire  [3:0] msg$write_address;
    wire  [329:0] msg$write_data;
    reg  [15:0] parked$d;
    reg  [15:0] parked$q;
    reg  parked_z$d;
    reg  parked_z$q;
    reg  [3:0] scan$d;
    reg  [3:0] scan$q;
    reg  turn$d;
    reg  turn$q;
    reg  want_yield$d;
    reg  want_yield$q;
    reg  yielding$d;
    reg  yielding$q;
    reg  go_cfg$d;
    reg  go_cfg$q;
    reg  go_term$d;
    reg  go_term$q;
    reg  go_flush$d;
    reg  go_flush$q;
    reg  go_rreq$d;
    reg  go_rreq$q;
    reg  go_wr$d;
    reg  go_wr$q;
    reg  res_q$d;
    reg  res_q$q;
    reg  early$d;
    reg  early$q;
    reg  pf_req$d;
    reg  pf_req$q;
    reg  pf_out$d;
    reg  pf_out$q;
    reg  pf_dead$d;
    reg  pf_dead$q;
    reg  p_mine$d;
    reg  p_mine$q;
    reg  [31:0] pf_stag$d;
    reg  [31:0] pf_stag$q;
    reg  [63:0] pf_to$d;
    reg  [63:0] pf_to$q;
    reg  [31:0] pf_len$d;
    reg  [31:0] pf_len$q;
    reg  [15:0] pf_pd$d;
    reg  [15:0] pf_pd$q;
    reg  [15:0] pd_sh$0$d;
    reg  [15:0] pd_sh$0$q;
    reg  [15:0] pd_sh$1$d;
    reg  [15:0] pd_sh$1$q;
    reg  [15:0] pd_sh$2$d;
    reg  [15:0] pd_sh$2$q;
    reg  [15:0] pd_sh$3$d;
    reg  [15:0] pd_sh$3$q;
    reg  [15:0] pd_sh$4$d;
    reg  [15:0] pd_sh$4$q;
    reg  [15:0] pd_sh$5$d;
    reg  [15:0] pd_sh$5$q;
    reg  [15:0] pd_sh$6$d;
    reg  [15:0] pd_sh$6$q;
    reg  [15:0] pd_sh$7$d;
    reg  [15:0] pd_sh$7$q;
    reg  [15:0] pd_sh$8$d;
    reg  [15:0] pd_sh$8$q;
    reg  [15:0] pd_sh$9$d;
    reg  [15:0] pd_sh$9$q;
    reg  [15:0] pd_sh$10$d;
    reg  [15:0] pd_sh$10$q;
    reg  [15:0] pd_sh$11$d;
    reg  [15:0] pd_sh$11$q;
    reg  [15:0] pd_sh$12$d;
    reg  [15:0] pd_sh$12$q;
    reg  [15:0] pd_sh$13$d;
    reg  [15:0] pd_sh$13$q;
    reg  [15:0] pd_sh$14$d;
    reg  [15:0] pd_sh$14$q;
    reg  [15:0] pd_sh$15$d;
    reg  [15:0] pd_sh$15$q;
    reg  m_rr$d;
    reg  m_rr$q;
    reg  [31:0] x_stag$d;
    reg  [31:0] x_stag$q;
    reg  [63:0] x_base$d;
    reg  [63:0] x_base$q;
    reg  [31:0] x_len$d;
    reg  [31:0] x_len$q;
    reg  [31:0] x_sink$d;
    reg  [31:0] x_sink$q;
    reg  [63:0] t_to$d;
    reg  [63:0] t_to$q;
    reg  [31:0] t_len$d;
    reg  [31:0] t_len$q;
    reg  [31:0] t_left$d;
    reg  [31:0] t_left$q;
    reg  [31:0] t_after$d;
    reg  [31:0] t_after$q;
    reg  [31:0] win$d;
    reg  [31:0] win$q;
    reg  [8:0] rep_wait$d;
    reg  [8:0] rep_wait$q;
    reg  [31:0] drain_rem$d;
    reg  [31:0] drain_rem$q;
    reg  drain_z$d;
    reg  drain_z$q;
    reg  [23:0] state$d;
    reg  [23:0] state$q;
    reg  [2:0] ev$d;
    reg  [2:0] ev$q;
    reg  [3:0] qp$d;
    reg  [3:0] qp$q;
    reg  [4:0] init$d;
    reg  [4:0] init$q;
    reg  [31:0] c_msn_send$d;
    reg  [31:0] c_msn_send$q;
    reg  [31:0] c_msn_rr$d;
    reg  [31:0] c_msn_rr$q;
    reg  [31:0] c_sent$d;
    reg  [31:0] c_sent$q;
    reg  [31:0] c_acked$d;
    reg  [31:0] c_acked$q;
    reg  [15:0] c_pd$d;
    reg  [15:0] c_pd$q;
    reg  [13:0] c_mulpdu$d;
    reg  [13:0] c_mulpdu$q;
    reg  [3:0] c_ord$d;
    reg  [3:0] c_ord$q;
    reg  [3:0] c_ord_used$d;
    reg  [3:0] c_ord_used$q;
    reg  [4:0] c_head$d;
    reg  [4:0] c_head$q;
    reg  [4:0] c_tail$d;
    reg  [4:0] c_tail$q;
    reg  c_live$d;
    reg  c_live$q;
    reg  [4:0] c_placed$d;
    reg  [4:0] c_placed$q;
    reg  [31:0] c_rin$d;
    reg  [31:0] c_rin$q;
    reg  k_tagged$d;
    reg  k_tagged$q;
    reg  [3:0] k_opc$d;
    reg  [3:0] k_opc$q;
    reg  [1:0] k_qn$d;
    reg  [1:0] k_qn$q;
    reg  [31:0] k_msn$d;
    reg  [31:0] k_msn$q;
    reg  [31:0] k_word$d;
    reg  [31:0] k_word$q;
    reg  [63:0] k_base$d;
    reg  [63:0] k_base$q;
    reg  [1:0] k_body$d;
    reg  [1:0] k_body$q;
    reg  k_send$d;
    reg  k_send$q;
    reg  failed$d;
    reg  failed$q;
    reg  own_term$d;
    reg  own_term$q;
    reg  [7:0] own_ecode$d;
    reg  [7:0] own_ecode$q;
    reg  [31:0] msg_rem$d;
    reg  [31:0] msg_rem$q;
    reg  [31:0] off$d;
    reg  [31:0] off$q;
    reg  [63:0] pa$d;
    reg  [63:0] pa$q;
    reg  [31:0] piece_rem$d;
    reg  [31:0] piece_rem$q;
    reg  piece_nz$d;
    reg  piece_nz$q;
    reg  seg_last$d;
    reg  seg_last$q;
    reg  [13:0] seg_p$d;
    reg  [13:0] seg_p$q;
    reg  [13:0] seg_rem$d;
    reg  [13:0] seg_rem$q;
    reg  [63:0] seg_to$d;
    reg  [63:0] seg_to$q;
    reg  [12:0] rd_q$d;
    reg  [12:0] rd_q$q;
    reg  rd_end$d;
    reg  rd_end$q;
    reg  rd_short$d;
    reg  rd_short$q;
    reg  rd_all$d;
    reg  rd_all$q;
    reg  [15:0] ulen$d;
    reg  [15:0] ulen$q;
    reg  [5:0] hc$d;
    reg  [5:0] hc$q;
    reg  [5:0] t_copy$d;
    reg  [5:0] t_copy$q;
    reg  sq_loop$d;
    reg  sq_loop$q;
    reg  [31:0] cq_id$d;
    reg  [31:0] cq_id$q;
    reg  [2:0] cq_op$d;
    reg  [2:0] cq_op$q;
    reg  [1:0] cq_status$d;
    reg  [1:0] cq_status$q;
    reg  cq_ok$d;
    reg  cq_ok$q;
    reg  [31:0] n_ulpdus$d;
    reg  [31:0] n_ulpdus$q;
    reg  [15:0] n_terms$d;
    reg  [15:0] n_terms$q;
    reg  [15:0] n_local$d;
    reg  [15:0] n_local$q;
    reg  [15:0] n_dropped$d;
    reg  [15:0] n_dropped$q;
    reg  [13:0] pmax_t$d;
    reg  [13:0] pmax_t$q;
    reg  [13:0] pmax_u$d;
    reg  [13:0] pmax_u$q;
    reg  [63:0] tchunk$d;
    reg  [63:0] tchunk$q;
    reg  [383:0] tcap_q$d;
    reg  [383:0] tcap_q$q;
    reg  [12:0] to_page$d;
    reg  [12:0] to_page$q;
    reg  wr_defer$d;
    reg  wr_defer$q;
    reg  wr_read$d;
    reg  wr_read$q;
    reg  fits_q$d;
    reg  fits_q$q;
    reg  [14:0] seg_lim$d;
    reg  [14:0] seg_lim$q;

    // Local signals
    reg  [15:0] park_nx;
    wire  wr_cur;
    wire  pop_ok;
    wire  store_now;
    reg  [3:0] wr_opc;
    reg  wr_send;
    reg  wr_inv;
    wire  [4:0] sq_used;
    reg  [13:0] hsz;
    reg  [13:0] pmax;
    wire  fits_t;
    wire  fits_u;
    reg  fits;
    reg  [191:0] hcap;
    reg  [191:0] own_head;
    reg  [255:0] body;
    reg  [15:0] tcode;
    reg  [15:0] thdrct;
    reg  [7:0] sq_rd_addr;
    reg  [7:0] sq_wr_addr;
    wire  [63:0] ch_be;
    reg  [63:0] ch_le;
    reg  [12:0] ch_n;
    reg  ch_dma;
    reg  ch_last;
    reg  ch_go;
    reg  hdr_end;
    wire  [63:0] pa_step;
    wire  a_fit14;
    wire  a_fit13;
    wire  b_fit13;
    reg  [12:0] rd_len;
    wire  a_lt_b;
    wire  a_lt_c;
    wire  b_le_c;
    wire  a_le_b;
    wire  a_le_c;
    wire  pick_a;
    wire  pick_b;
    reg  rd_le8;
    reg  rd_push;
    reg  [31:0] tctl;
    reg  [15:0] tseg;
    reg  [383:0] tcap;
    reg  [5:0] hc_adv;
    reg  [63:0] cw_hdr;
    reg  [63:0] cw_body;
    reg  [63:0] cw_tctl;
    reg  [63:0] cw_tcopy;
    reg  [5:0] t_hdr;
    reg  [5:0] t_copy_len;
    reg  [15:0] t_ulen;
    wire  [31:0] ack_diff;
    wire  ord_full;
    wire  taking;
    reg  term_start;
    wire  [31:0] msg_left;
    wire  [2:0] e_op;
    reg  [63:0] msn_w;
    reg  [63:0] seq_w;
    reg  [53:0] cfg_w;
    reg  [67:0] sq_w;
    reg  [329:0] msg_w;
    wire  blk_cfg;
    wire  blk_term;
    wire  blk_flush;
    wire  blk_rreq;
    wire  blk_wr;
    wire  ok_cfg;
    wire  ok_term;
    wire  ok_flush;
    wire  ok_rreq;
    wire  wr_ok;
    wire  parking;
    wire  pk_cfg;
    wire  res_at;
    wire  pk_term;
    wire  pk_flush;
    wire  pk_rreq;
    wire  pk_wr;
    wire  res_first;
    wire  other;
    wire  rep_aged;
    wire  [15:0] qp_bit;
    wire  cur_msg;
    wire  [15:0] wr_bit;
    wire  tail_seg;
    reg  [13:0] wr_hsz;
    wire  wr_taking;
    reg  [15:0] hold_n;
    wire  [15:0] cfg_bit;
    reg  [15:0] pds$0;
    reg  [15:0] pds$1;
    reg  [15:0] pds$2;
    reg  [15:0] pds$3;
    reg  [15:0] pds$4;
    reg  [15:0] pds$5;
    reg  [15:0] pds$6;
    reg  [15:0] pds$7;
    reg  [15:0] pds$8;
    reg  [15:0] pds$9;
    reg  [15:0] pds$10;
    reg  [15:0] pds$11;
    reg  [15:0] pds$12;
    reg  [15:0] pds$13;
    reg  [15:0] pds$14;
    reg  [15:0] pds$15;
    reg  [15:0] wr_pd;
    wire  pf_any;
    reg  consume;
    wire  pf_kill;
    wire  pf_start;
    wire  pf_room;
    wire  pre_x;
    wire  quiet;
    wire  pf_drop;
    wire  own_req;
    wire  seg_init;
    wire  rd_take;
    wire  sq_in_end;
    wire  [31:0] sent_after;
    reg  [15:0] ulen_now;
    wire  end_store;
    reg  [31:0] msn_send_w;
    reg  [31:0] sent_w;
    reg  [4:0] tail_w;
    reg  [4:0] rd_head;
    reg  [23:0] sq_next;
    reg  e_done;
    reg  [1:0] e_status;
    reg  e_read;
    wire  nxt_end;

    // Sub module instances
    ddp_tx$control$ctx_msn ctx_msn(
        .clock(clock),
        .read_address(ctx_msn$read_address),
        .read_data(ctx_msn$read_data),
        .write_enable(ctx_msn$write_enable),
        .write_address(ctx_msn$write_address),
        .write_data(ctx_msn$write_data)
    );
    ddp_tx$control$ctx_seq ctx_seq(
        .clock(clock),
        .read_address(ctx_seq$read_address),
        .read_data(ctx_seq$read_data),
        .write_enable(ctx_seq$write_enable),
        .write_address(ctx_seq$write_address),
        .write_data(ctx_seq$write_data)
    );
    ddp_tx$control$ctx_cfg ctx_cfg(
        .clock(clock),
        .read_address(ctx_cfg$read_address),
        .read_data(ctx_cfg$read_data),
        .write_enable(ctx_cfg$write_enable),
        .write_address(ctx_cfg$write_address),
        .write_data(ctx_cfg$write_data)
    );
    ddp_tx$control$ctx_rin ctx_rin(
        .clock(clock),
        .read_address(ctx_rin$read_address),
        .read_data(ctx_rin$read_data),
        .write_enable(ctx_rin$write_enable),
        .write_address(ctx_rin$write_address),
        .write_data(ctx_rin$write_data)
    );
    ddp_tx$control$sq sq(
        .clock(clock),
        .read_address(sq$read_address),
        .read_data(sq$read_data),
        .write_enable(sq$write_enable),
        .write_address(sq$write_address),
        .write_data(sq$write_data)
    );
    ddp_tx$control$msg msg(
        .clock(clock),
        .read_address(msg$read_address),
        .read_data(msg$read_data),
        .write_enable(msg$write_enable),
        .write_address(msg$write_address),
        .write_data(msg$write_data)
    );

    // Registers
    initial begin
        parked$q = 16'h0;
        parked_z$q = 1'h0;
        scan$q = 4'h0;
        turn$q = 1'h0;
        want_yield$q = 1'h0;
        yielding$q = 1'h0;
        go_cfg$q = 1'h0;
        go_term$q = 1'h0;
        go_flush$q = 1'h0;
        go_rreq$q = 1'h0;
        go_wr$q = 1'h0;
        res_q$q = 1'h0;
        early$q = 1'h0;
        pf_req$q = 1'h0;
        pf_out$q = 1'h0;
        pf_dead$q = 1'h0;
        p_mine$q = 1'h0;
        pf_stag$q = 32'h0;
        pf_to$q = 64'h0;
        pf_len$q = 32'h0;
        pf_pd$q = 16'h0;
        pd_sh$0$q = 16'h0;
        pd_sh$1$q = 16'h0;
        pd_sh$2$q = 16'h0;
        pd_sh$3$q = 16'h0;
        pd_sh$4$q = 16'h0;
        pd_sh$5$q = 16'h0;
        pd_sh$6$q = 16'h0;
        pd_sh$7$q = 16'h0;
        pd_sh$8$q = 16'h0;
        pd_sh$9$q = 16'h0;
        pd_sh$10$q = 16'h0;
        pd_sh$11$q = 16'h0;
        pd_sh$12$q = 16'h0;
        pd_sh$13$q = 16'h0;
        pd_sh$14$q = 16'h0;
        pd_sh$15$q = 16'h0;
        m_rr$q = 1'h0;
        x_stag$q = 32'h0;
        x_base$q = 64'h0;
        x_len$q = 32'h0;
        x_sink$q = 32'h0;
        t_to$q = 64'h0;
        t_len$q = 32'h0;
        t_left$q = 32'h0;
        t_after$q = 32'h0;
        win$q = 32'h0;
        rep_wait$q = 9'h0;
        drain_rem$q = 32'h0;
        drain_z$q = 1'h0;
        state$q = 24'h0;
        ev$q = 3'h0;
        qp$q = 4'h0;
        init$q = 5'h0;
        c_msn_send$q = 32'h0;
        c_msn_rr$q = 32'h0;
        c_sent$q = 32'h0;
        c_acked$q = 32'h0;
        c_pd$q = 16'h0;
        c_mulpdu$q = 14'h0;
        c_ord$q = 4'h0;
        c_ord_used$q = 4'h0;
        c_head$q = 5'h0;
        c_tail$q = 5'h0;
        c_live$q = 1'h0;
        c_placed$q = 5'h0;
        c_rin$q = 32'h0;
        k_tagged$q = 1'h0;
        k_opc$q = 4'h0;
        k_qn$q = 2'h0;
        k_msn$q = 32'h0;
        k_word$q = 32'h0;
        k_base$q = 64'h0;
        k_body$q = 2'h0;
        k_send$q = 1'h0;
        failed$q = 1'h0;
        own_term$q = 1'h0;
        own_ecode$q = 8'h0;
        msg_rem$q = 32'h0;
        off$q = 32'h0;
        pa$q = 64'h0;
        piece_rem$q = 32'h0;
        piece_nz$q = 1'h0;
        seg_last$q = 1'h0;
        seg_p$q = 14'h0;
        seg_rem$q = 14'h0;
        seg_to$q = 64'h0;
        rd_q$q = 13'h0;
        rd_end$q = 1'h0;
        rd_short$q = 1'h0;
        rd_all$q = 1'h0;
        ulen$q = 16'h0;
        hc$q = 6'h0;
        t_copy$q = 6'h0;
        sq_loop$q = 1'h0;
        cq_id$q = 32'h0;
        cq_op$q = 3'h0;
        cq_status$q = 2'h0;
        cq_ok$q = 1'h0;
        n_ulpdus$q = 32'h0;
        n_terms$q = 16'h0;
        n_local$q = 16'h0;
        n_dropped$q = 16'h0;
        pmax_t$q = 14'h0;
        pmax_u$q = 14'h0;
        tchunk$q = 64'h0;
        tcap_q$q = 384'h0;
        to_page$q = 13'h0;
        wr_defer$q = 1'h0;
        wr_read$q = 1'h0;
        fits_q$q = 1'h0;
        seg_lim$q = 15'h0;
    end

    always @(posedge clock) begin
        parked$q <= parked$d;
        parked_z$q <= parked_z$d;
        scan$q <= scan$d;
        turn$q <= turn$d;
        want_yield$q <= want_yield$d;
        yielding$q <= yielding$d;
        go_cfg$q <= go_cfg$d;
        go_term$q <= go_term$d;
        go_flush$q <= go_flush$d;
        go_rreq$q <= go_rreq$d;
        go_wr$q <= go_wr$d;
        res_q$q <= res_q$d;
        early$q <= early$d;
        pf_req$q <= pf_req$d;
        pf_out$q <= pf_out$d;
        pf_dead$q <= pf_dead$d;
        p_mine$q <= p_mine$d;
        pf_stag$q <= pf_stag$d;
        pf_to$q <= pf_to$d;
        pf_len$q <= pf_len$d;
        pf_pd$q <= pf_pd$d;
        pd_sh$0$q <= pd_sh$0$d;
        pd_sh$1$q <= pd_sh$1$d;
        pd_sh$2$q <= pd_sh$2$d;
        pd_sh$3$q <= pd_sh$3$d;
        pd_sh$4$q <= pd_sh$4$d;
        pd_sh$5$q <= pd_sh$5$d;
        pd_sh$6$q <= pd_sh$6$d;
        pd_sh$7$q <= pd_sh$7$d;
        pd_sh$8$q <= pd_sh$8$d;
        pd_sh$9$q <= pd_sh$9$d;
        pd_sh$10$q <= pd_sh$10$d;
        pd_sh$11$q <= pd_sh$11$d;
        pd_sh$12$q <= pd_sh$12$d;
        pd_sh$13$q <= pd_sh$13$d;
        pd_sh$14$q <= pd_sh$14$d;
        pd_sh$15$q <= pd_sh$15$d;
        m_rr$q <= m_rr$d;
        x_stag$q <= x_stag$d;
        x_base$q <= x_base$d;
        x_len$q <= x_len$d;
        x_sink$q <= x_sink$d;
        t_to$q <= t_to$d;
        t_len$q <= t_len$d;
        t_left$q <= t_left$d;
        t_after$q <= t_after$d;
        win$q <= win$d;
        rep_wait$q <= rep_wait$d;
        drain_rem$q <= drain_rem$d;
        drain_z$q <= drain_z$d;
        state$q <= state$d;
        ev$q <= ev$d;
        qp$q <= qp$d;
        init$q <= init$d;
        c_msn_send$q <= c_msn_send$d;
        c_msn_rr$q <= c_msn_rr$d;
        c_sent$q <= c_sent$d;
        c_acked$q <= c_acked$d;
        c_pd$q <= c_pd$d;
        c_mulpdu$q <= c_mulpdu$d;
        c_ord$q <= c_ord$d;
        c_ord_used$q <= c_ord_used$d;
        c_head$q <= c_head$d;
        c_tail$q <= c_tail$d;
        c_live$q <= c_live$d;
        c_placed$q <= c_placed$d;
        c_rin$q <= c_rin$d;
        k_tagged$q <= k_tagged$d;
        k_opc$q <= k_opc$d;
        k_qn$q <= k_qn$d;
        k_msn$q <= k_msn$d;
        k_word$q <= k_word$d;
        k_base$q <= k_base$d;
        k_body$q <= k_body$d;
        k_send$q <= k_send$d;
        failed$q <= failed$d;
        own_term$q <= own_term$d;
        own_ecode$q <= own_ecode$d;
        msg_rem$q <= msg_rem$d;
        off$q <= off$d;
        pa$q <= pa$d;
        piece_rem$q <= piece_rem$d;
        piece_nz$q <= piece_nz$d;
        seg_last$q <= seg_last$d;
        seg_p$q <= seg_p$d;
        seg_rem$q <= seg_rem$d;
        seg_to$q <= seg_to$d;
        rd_q$q <= rd_q$d;
        rd_end$q <= rd_end$d;
        rd_short$q <= rd_short$d;
        rd_all$q <= rd_all$d;
        ulen$q <= ulen$d;
        hc$q <= hc$d;
        t_copy$q <= t_copy$d;
        sq_loop$q <= sq_loop$d;
        cq_id$q <= cq_id$d;
        cq_op$q <= cq_op$d;
        cq_status$q <= cq_status$d;
        cq_ok$q <= cq_ok$d;
        n_ulpdus$q <= n_ulpdus$d;
        n_terms$q <= n_terms$d;
        n_local$q <= n_local$d;
        n_dropped$q <= n_dropped$d;
        pmax_t$q <= pmax_t$d;
        pmax_u$q <= pmax_u$d;
        tchunk$q <= tchunk$d;
        tcap_q$q <= tcap_q$d;
        to_page$q <= to_page$d;
        wr_defer$q <= wr_defer$d;
        wr_read$q <= wr_read$d;
        fits_q$q <= fits_q$d;
        seg_lim$q <= seg_lim$d;
    end

    // Update code
    assign sq_used = ctx_cfg$read_data[47:43] - ctx_cfg$read_data[42:38];
    assign ord_full = ctx_cfg$read_data[37:34] >= ctx_cfg$read_data[33:30];
    assign fits_t = msg_rem$q <= {18'h0, pmax_t$q};
    assign fits_u = msg_rem$q <= {18'h0, pmax_u$q};
    assign msg_left = msg_rem$q - {18'h0, seg_p$q};
    assign pa_step = pa$q + {51'h0, rd_q$q};
    assign a_fit14 = piece_rem$q < 32'h4000;
    assign a_fit13 = piece_rem$q < 32'h2000;
    assign b_fit13 = seg_rem$q < 14'h2000;
    assign a_lt_b = a_fit14 & (piece_rem$q[13:0] < seg_rem$q);
    assign a_lt_c = a_fit13 & (piece_rem$q[12:0] < to_page$q);
    assign b_le_c = b_fit13 & (seg_rem$q[12:0] <= to_page$q);
    assign a_le_b = a_fit14 & (piece_rem$q[13:0] <= seg_rem$q);
    assign a_le_c = a_fit13 & (piece_rem$q[12:0] <= to_page$q);
    assign pick_a = a_lt_b & a_lt_c;
    assign pick_b = ~pick_a & b_le_c;
    assign ch_be = cw_hdr | cw_body | cw_tctl | cw_tcopy;
    assign chunk_push = ch_go & ~chunk_full;
    assign prd_push = rd_push;
    assign pf_any = pf_req$q | pf_out$q;
    assign own_req = state$q[6] & ~p_mine$q & ~pf_any;
    assign m_treq_valid = own_req | pf_req$q;
    assign m_treq_tag = 8'h0;
    assign m_cqe_valid = state$q[20] & cq_ok$q;
    assign m_cqe_qp = qp$q;
    assign m_cqe_id = cq_id$q;
    assign m_cqe_op = cq_op$q;
    assign m_cqe_status = cq_status$q;
    assign own_term_valid = state$q[13] & (k_body$q == TxBody$Term) & own_term$q;
    assign own_term_qp = qp$q;
    assign m_rdone_valid = state$q[21];
    assign m_rdone_qp = qp$q;
    assign store_now = state$q[22] | (state$q[20] & ~cq_ok$q);
    assign taking = store_now | state$q[23];
    assign s_qpcfg_ready = taking & (ev$q == TxEvent$QpConfig);
    assign s_term_ready = taking & (ev$q == TxEvent$Term);
    assign s_flush_ready = taking & (ev$q == TxEvent$Flush);
    assign s_ack_ready = taking & (ev$q == TxEvent$Ack);
    assign s_rplaced_ready = taking & (ev$q == TxEvent$RPlaced);
    assign qp_bit = 16'h1 << qp$q;
    assign parking = state$q[22] & yielding$q;
    assign pk_cfg = parked$q[s_qpcfg_qp];
    assign pk_term = parked$q[s_term_qp];
    assign pk_flush = parked$q[s_flush_qp];
    assign pk_rreq = parked$q[s_rreq_qp];
    assign pk_wr = parked$q[s_wr_qp];
    assign blk_cfg = pk_cfg | (parking & (s_qpcfg_qp == qp$q));
    assign blk_term = pk_term | (parking & (s_term_qp == qp$q));
    assign blk_flush = pk_flush | (parking & (s_flush_qp == qp$q));
    assign blk_rreq = pk_rreq | (parking & (s_rreq_qp == qp$q));
    assign blk_wr = pk_wr | (parking & (s_wr_qp == qp$q));
    assign ok_cfg = s_qpcfg_valid & go_cfg$q;
    assign ok_term = s_term_valid & go_term$q;
    assign ok_flush = s_flush_valid & go_flush$q;
    assign ok_rreq = s_rreq_valid & go_rreq$q;
    assign wr_ok = s_wr_valid & go_wr$q;
    assign res_first = res_q$q & (turn$q | ~wr_ok);
    assign rep_aged = rep_wait$q == tx_report$WAIT;
    assign other = (s_qpcfg_valid & ~pk_cfg & (s_qpcfg_qp != qp$q)) | (s_term_valid & ~pk_term & (s_term_qp != qp$q)) | (s_flush_valid & ~pk_flush & (s_flush_qp != qp$q)) | (s_rreq_valid & ~pk_rreq & (s_rreq_qp != qp$q)) | (s_wr_valid & ~pk_wr & (s_wr_qp != qp$q)) | (s_ack_valid & ((s_ack_qp != qp$q) | rep_aged)) | (s_rplaced_valid & ((s_rplaced_qp != qp$q) | rep_aged)) | ~parked_z$q;
    assign res_at = parked$q[scan$q] | (parking & (scan$q == qp$q));
    assign ctx_msn$read_address = qp$q;
    assign ctx_seq$read_address = qp$q;
    assign ctx_cfg$read_address = qp$q;
    assign ctx_rin$read_address = qp$q;
    assign msg$read_address = qp$q;
    assign msg$write_address = qp$q;
    assign msg$write_data = msg_w;
    assign msg$write_enable = state$q[22] & yielding$q;
    assign sent_after = c_sent$q + {16'h0, ulen_now};
    assign end_store = state$q[13] & (k_body$q == TxBody$Payload) & seg_last$q & ~m_rr$q;
    assign sq_in_end = end_store | (state$q[13] & (k_body$q == TxBody$ReadReq));
    assign nxt_end = (c_head$q + 5'h1) == c_tail$q;
    assign sq$read_address = sq_rd_addr;
    assign sq$write_address = sq_wr_addr;
    assign sq$write_data = sq_w;
    assign sq$write_enable = state$q[17] | sq_in_end;
    assign e_op = sq$read_data[34:32];
    assign ack_diff = c_acked$q - sq$read_data[67:36];
    assign seg_init = state$q[9] | state$q[8];
    assign rd_take = piece_nz$q & (state$q[11] | (state$q[10] & hdr_end & ~chunk_full & (k_body$q == TxBody$Payload) & (seg_p$q != 14'h0)));
    assign cur_msg = ~state$q[1] & (early$q | (ev$q == TxEvent$Resume));
    assign tail_seg = fits_q$q & (k_body$q == TxBody$Payload) & (state$q[8] | state$q[9] | state$q[10] | state$q[11] | state$q[12] | state$q[13]);
    assign wr_bit = 16'h1 << s_wr_qp;
    assign cfg_bit = 16'h1 << s_qpcfg_qp;
    assign wr_taking = taking & (ev$q == TxEvent$Wr) & ~early$q;
    assign pf_kill = pf_any & ~pf_dead$q & ~p_mine$q & (wr_taking | ~s_wr_valid | (state$q[1] & ok_cfg) | state$q[6]);
    assign pre_x = state$q[2] | state$q[3] | state$q[6] | state$q[4] | state$q[5];
    assign pf_room = ~(state$q[0] | pre_x | (state$q[1] & ok_cfg));
    assign wr_cur = s_wr_qp == qp$q;
    assign pf_start = ~pf_any & ~p_mine$q & s_wr_valid & ~wr_taking & (s_wr_op != wr_op$READ) & ~(wr_cur & (parking | (cur_msg & ~tail_seg))) & pf_room & parked_z$q & ~s_rreq_valid;
    assign quiet = state$q[1] | pre_x | state$q[17] | state$q[18] | state$q[19] | state$q[20] | state$q[21] | state$q[22] | state$q[23];
    assign pf_drop = pf_dead$q & pf_out$q & tpc_valid & quiet;
    assign pop_ok = state$q[8] | (state$q[11] & ~piece_nz$q) | (state$q[7] & ~drain_z$q) | (pf_dead$q & pf_out$q & quiet);
    assign cnt_ulpdus = n_ulpdus$q;
    assign cnt_terminates = n_terms$q;
    assign cnt_local_errors = n_local$q;
    assign cnt_dropped = n_dropped$q;
    assign busy = ~state$q[1] | ~parked_z$q | pf_any;
    assign hold = hold_n;

    always @(*) begin
        state$d = state$q;
        ev$d = ev$q;
        qp$d = qp$q;
        init$d = init$q;
        c_msn_send$d = c_msn_send$q;
        c_msn_rr$d = c_msn_rr$q;
        c_sent$d = c_sent$q;
        c_acked$d = c_acked$q;
        c_pd$d = c_pd$q;
        c_mulpdu$d = c_mulpdu$q;
        c_ord$d = c_ord$q;
        c_ord_used$d = c_ord_used$q;
        c_head$d = c_head$q;
        c_tail$d = c_tail$q;
        c_live$d = c_live$q;
        c_placed$d = c_placed$q;
        c_rin$d = c_rin$q;
        k_tagged$d = k_tagged$q;
        k_opc$d = k_opc$q;
        k_qn$d = k_qn$q;
        k_msn$d = k_msn$q;
        k_word$d = k_word$q;
        k_base$d = k_base$q;
        k_body$d = k_body$q;
        k_send$d = k_send$q;
        failed$d = failed$q;
        own_term$d = own_term$q;
        own_ecode$d = own_ecode$q;
        msg_rem$d = msg_rem$q;
        off$d = off$q;
        pa$d = pa$q;
        piece_rem$d = piece_rem$q;
        piece_nz$d = piece_nz$q;
        seg_last$d = seg_last$q;
        seg_p$d = seg_p$q;
        seg_rem$d = seg_rem$q;
        seg_to$d = seg_to$q;
        to_page$d = to_page$q;
        wr_defer$d = wr_defer$q;
        wr_read$d = wr_read$q;
        ulen$d = ulen$q;
        hc$d = hc$q;
        t_copy$d = t_copy$q;
        sq_loop$d = sq_loop$q;
        cq_id$d = cq_id$q;
        cq_op$d = cq_op$q;
        cq_status$d = cq_status$q;
        cq_ok$d = cq_ok$q;
        n_ulpdus$d = n_ulpdus$q;
        n_terms$d = n_terms$q;
        n_local$d = n_local$q;
        n_dropped$d = n_dropped$q;
        scan$d = scan$q;
        turn$d = turn$q;
        yielding$d = yielding$q;
        m_rr$d = m_rr$q;
        x_stag$d = x_stag$q;
        x_base$d = x_base$q;
        x_len$d = x_len$q;
        x_sink$d = x_sink$q;
        t_to$d = t_to$q;
        t_left$d = t_left$q;
        t_after$d = t_after$q;
        win$d = win$q;
        drain_rem$d = drain_rem$q;
        drain_z$d = drain_z$q;
        early$d = early$q;
        go_cfg$d = go_cfg$q;
        go_term$d = go_term$q;
        go_flush$d = go_flush$q;
        go_rreq$d = go_rreq$q;
        go_wr$d = go_wr$q;
        res_q$d = res_q$q;
        t_len$d = t_len$q;
        pf_req$d = pf_req$q;
        pf_out$d = pf_out$q;
        pf_dead$d = pf_dead$q;
        p_mine$d = p_mine$q;
        park_nx = parked$q;
        s_rreq_ready = taking & (ev$q == TxEvent$ReadReq) & ~early$q;
        s_wr_ready = taking & (ev$q == TxEvent$Wr) & ~early$q;
        res_q$d = res_at;
        if (~res_at) begin
            scan$d = scan$q + 4'h1;
        end
        term_start = 1'b0;
        if (seg_init) begin
            seg_last$d = fits_q$q;
            seg_p$d = pmax;
            seg_rem$d = pmax;
            if (fits_q$q) begin
                seg_p$d = msg_rem$q[13:0];
                seg_rem$d = msg_rem$q[13:0];
            end
            ulen$d = {2'h0, c_mulpdu$q};
            if (fits_q$q) begin
                ulen$d = {2'h0, (hsz + msg_rem$q[13:0])};
            end
            seg_to$d = k_base$q + {32'h0, off$q};
            hc$d = hc_word$FIRST;
        end
        if (state$q[0]) begin
            state$d = tx_state$INIT;
            init$d = init$q + 5'h1;
            if (init$q == 5'hf) begin
                state$d = tx_state$IDLE;
            end
        end
        if (state$q[1]) begin
            state$d = tx_state$IDLE;
            own_term$d = 1'b0;
            failed$d = 1'b0;
            sq_loop$d = 1'b0;
            hc$d = hc_word$FIRST;
            yielding$d = 1'b0;
            early$d = 1'b0;
            if (ok_cfg) begin
                ev$d = TxEvent$QpConfig;
                qp$d = s_qpcfg_qp;
                c_msn_send$d = 32'h1;
                c_msn_rr$d = 32'h1;
                c_sent$d = 32'h0;
                c_acked$d = 32'h0;
                c_pd$d = s_qpcfg_pd;
                c_mulpdu$d = s_qpcfg_mulpdu;
                c_ord$d = s_qpcfg_ord;
                c_ord_used$d = 4'h0;
                c_head$d = 5'h0;
                c_tail$d = 5'h0;
                c_live$d = 1'b1;
                c_placed$d = 5'h0;
                c_rin$d = 32'h0;
                state$d = tx_state$STORE;
            end
            else if (ok_term) begin
                ev$d = TxEvent$Term;
                qp$d = s_term_qp;
                state$d = tx_state$LOAD;
            end
            else if (ok_flush) begin
                ev$d = TxEvent$Flush;
                qp$d = s_flush_qp;
                state$d = tx_state$LOAD;
            end
            else if (ok_rreq) begin
                ev$d = TxEvent$ReadReq;
                qp$d = s_rreq_qp;
                state$d = tx_state$LOAD;
            end
            else if (s_ack_valid) begin
                ev$d = TxEvent$Ack;
                qp$d = s_ack_qp;
                state$d = tx_state$LOAD;
            end
            else if (s_rplaced_valid) begin
                ev$d = TxEvent$RPlaced;
                qp$d = s_rplaced_qp;
                state$d = tx_state$LOAD;
            end
            else if (res_first) begin
                ev$d = TxEvent$Resume;
                qp$d = scan$q;
                park_nx = parked$q & ~(16'h1 << scan$q);
                scan$d = scan$q + 4'h1;
                res_q$d = 1'b0;
                turn$d = 1'b0;
                state$d = tx_state$LOAD;
            end
            else if (wr_ok) begin
                ev$d = TxEvent$Wr;
                qp$d = s_wr_qp;
                turn$d = 1'b1;
                state$d = tx_state$LOAD;
            end
        end
        if (state$q[2]) begin
            state$d = tx_state$LOAD;
            c_msn_send$d = ctx_msn$read_data[31:0];
            c_msn_rr$d = ctx_msn$read_data[63:32];
            c_sent$d = ctx_seq$read_data[31:0];
            c_acked$d = ctx_seq$read_data[63:32];
            c_pd$d = ctx_cfg$read_data[15:0];
            c_mulpdu$d = ctx_cfg$read_data[29:16];
            c_ord$d = ctx_cfg$read_data[33:30];
            c_ord_used$d = ctx_cfg$read_data[37:34];
            c_head$d = ctx_cfg$read_data[42:38];
            c_tail$d = ctx_cfg$read_data[47:43];
            c_live$d = ctx_cfg$read_data[48];
            c_placed$d = ctx_cfg$read_data[53:49];
            c_rin$d = ctx_rin$read_data;
            wr_read$d = s_wr_op == wr_op$READ;
            wr_defer$d = (sq_used == 5'h10) | ((s_wr_op == wr_op$READ) & ord_full);
            state$d = tx_state$EXEC;
        end
        if (state$q[3]) begin
            state$d = tx_state$EXEC;
            off$d = 32'h0;
            k_send$d = 1'b0;
            if (ev$q == TxEvent$Term) begin
                state$d = tx_state$DONE;
                if (c_live$q) begin
                    term_start = 1'b1;
                    state$d = tx_state$SEG_HDR;
                    ulen$d = t_ulen;
                    t_copy$d = t_copy_len;
                end
                else begin
                    n_dropped$d = n_dropped$q + 16'h1;
                end
            end
            if (ev$q == TxEvent$Flush) begin
                state$d = tx_state$DONE;
                if (c_live$q) begin
                    c_live$d = 1'b0;
                    sq_loop$d = 1'b1;
                    state$d = sq_next;
                end
            end
            if (ev$q == TxEvent$ReadReq) begin
                state$d = tx_state$DONE;
                if (c_live$q) begin
                    c_rin$d = c_rin$q + 32'h1;
                    k_tagged$d = 1'b1;
                    k_opc$d = rdmap_op$READ_RESPONSE;
                    k_word$d = s_rreq_sink_stag;
                    k_base$d = s_rreq_sink_to;
                    k_body$d = TxBody$Payload;
                    msg_rem$d = s_rreq_size;
                    m_rr$d = 1'b1;
                    x_stag$d = s_rreq_src_stag;
                    x_base$d = s_rreq_src_to;
                    x_len$d = s_rreq_size;
                    x_sink$d = s_rreq_sink_stag;
                    t_to$d = s_rreq_src_to;
                    t_len$d = s_rreq_size;
                    t_left$d = s_rreq_size;
                    s_rreq_ready = 1'b1;
                    early$d = 1'b1;
                    state$d = tx_state$XLATE;
                end
                else begin
                    n_dropped$d = n_dropped$q + 16'h1;
                end
            end
            if (ev$q == TxEvent$Ack) begin
                state$d = tx_state$DONE;
                if (c_live$q) begin
                    c_acked$d = s_ack_bytes;
                    sq_loop$d = 1'b1;
                    state$d = sq_next;
                end
            end
            if (ev$q == TxEvent$RPlaced) begin
                state$d = tx_state$DONE;
                if (c_live$q) begin
                    c_placed$d = c_placed$q + 5'h1;
                    sq_loop$d = 1'b1;
                    state$d = sq_next;
                end
            end
            if (ev$q == TxEvent$Wr) begin
                cq_id$d = s_wr_id;
                cq_op$d = s_wr_op;
                k_opc$d = wr_opc;
                k_send$d = wr_send;
                k_tagged$d = s_wr_op == wr_op$WRITE;
                k_qn$d = ddp_queue$SEND[1:0];
                k_msn$d = c_msn_send$q;
                k_word$d = 32'h0;
                if ((s_wr_op == wr_op$WRITE) | wr_inv) begin
                    k_word$d = s_wr_rstag;
                end
                k_base$d = s_wr_rto;
                k_body$d = TxBody$Payload;
                msg_rem$d = s_wr_len;
                x_stag$d = s_wr_lstag;
                x_base$d = s_wr_lto;
                x_len$d = s_wr_len;
                t_to$d = s_wr_lto;
                t_len$d = s_wr_len;
                t_left$d = s_wr_len;
                if (wr_read$q) begin
                    k_qn$d = ddp_queue$READ_REQUEST[1:0];
                    k_msn$d = c_msn_rr$q;
                    k_body$d = TxBody$ReadReq;
                end
                if (~c_live$q) begin
                    cq_status$d = send_status$FLUSH;
                    cq_ok$d = 1'b1;
                    state$d = tx_state$CQE;
                end
                else if (wr_defer$q) begin
                    state$d = tx_state$IDLE;
                end
                else if (wr_read$q) begin
                    seg_last$d = 1'b1;
                    seg_p$d = 14'h0;
                    ulen$d = ulpdu_len$READ_REQUEST[15:0];
                    state$d = tx_state$SEG_HDR;
                end
                else begin
                    m_rr$d = 1'b0;
                    s_wr_ready = 1'b1;
                    early$d = 1'b1;
                    state$d = tx_state$XLATE;
                    if (pf_any & ~pf_dead$q) begin
                        p_mine$d = 1'b1;
                        if (pf_out$q) begin
                            p_mine$d = 1'b0;
                            state$d = tx_state$VERDICT;
                        end
                    end
                end
            end
            if (ev$q == TxEvent$Resume) begin
                m_rr$d = msg$read_data[0];
                k_opc$d = msg$read_data[4:1];
                k_send$d = msg$read_data[5];
                k_tagged$d = msg$read_data[6];
                k_qn$d = ddp_queue$SEND[1:0];
                k_msn$d = msg$read_data[38:7];
                k_word$d = msg$read_data[70:39];
                k_base$d = msg$read_data[134:71];
                k_body$d = TxBody$Payload;
                x_stag$d = msg$read_data[166:135];
                x_base$d = msg$read_data[230:167];
                x_len$d = msg$read_data[294:263] + msg$read_data[262:231];
                x_sink$d = msg$read_data[70:39];
                t_to$d = msg$read_data[230:167] + {32'h0, msg$read_data[294:263]};
                msg_rem$d = msg$read_data[262:231];
                off$d = msg$read_data[294:263];
                cq_id$d = msg$read_data[326:295];
                cq_op$d = msg$read_data[329:327];
                state$d = tx_state$X_LEN;
            end
        end
        if (state$q[6]) begin
            state$d = tx_state$XLATE;
            if (p_mine$q) begin
                if (pf_out$q) begin
                    p_mine$d = 1'b0;
                    state$d = tx_state$VERDICT;
                end
            end
            else if (own_req & m_treq_ready) begin
                state$d = tx_state$VERDICT;
            end
        end
        if (state$q[4]) begin
            state$d = tx_state$X_LEN;
            win$d = {18'h0, pmax};
            if (pmax < tx_sched$WIN_X4_BELOW) begin
                win$d = {18'h0, pmax} << tx_shift$WIN_X4;
            end
            if (pmax < tx_sched$WIN_X16_BELOW) begin
                win$d = {18'h0, pmax} << tx_shift$WIN_X16;
            end
            if (pmax < tx_sched$WIN_X64_BELOW) begin
                win$d = {18'h0, pmax} << tx_shift$WIN_X64;
            end
            state$d = tx_state$X_WIN;
        end
        if (state$q[5]) begin
            state$d = tx_state$X_WIN;
            t_len$d = win$q;
            t_left$d = win$q;
            if (msg_rem$q <= win$q) begin
                t_len$d = msg_rem$q;
                t_left$d = msg_rem$q;
            end
            state$d = tx_state$XLATE;
        end
        if (state$q[7]) begin
            state$d = tx_state$DRAIN;
            if (drain_z$q) begin
                state$d = tx_state$STORE;
            end
            else if (tpc_valid) begin
                drain_rem$d = drain_rem$q - tpc_len;
                drain_z$d = drain_rem$q == tpc_len;
            end
        end
        if (state$q[8]) begin
            state$d = tx_state$VERDICT;
            if (tpc_valid) begin
                pa$d = tpc_pa;
                to_page$d = 13'h1000 - {1'h0, tpc_pa[11:0]};
                piece_rem$d = tpc_len;
                piece_nz$d = tpc_len != 32'h0;
                if (tpc_err != tlb_err$OK) begin
                    if (~m_rr$q) begin
                        failed$d = 1'b1;
                        state$d = tx_state$SQ_PUSH;
                    end
                    else begin
                        own_term$d = 1'b1;
                        own_ecode$d = rdmap_prot_ecode$INVALID_STAG;
                        if (tpc_err == tlb_err$PD_MISMATCH) begin
                            own_ecode$d = rdmap_prot_ecode$NOT_ASSOCIATED;
                        end
                        if (tpc_err == tlb_err$ACCESS_RIGHTS) begin
                            own_ecode$d = rdmap_prot_ecode$ACCESS_RIGHTS;
                        end
                        if (tpc_err == tlb_err$TO_WRAP) begin
                            own_ecode$d = rdmap_prot_ecode$TO_WRAP;
                        end
                        if (tpc_err == tlb_err$BASE_BOUNDS) begin
                            own_ecode$d = rdmap_prot_ecode$BASE_BOUNDS;
                        end
                        term_start = 1'b1;
                        state$d = tx_state$SEG_HDR;
                    end
                end
                else begin
                    state$d = tx_state$SEG_HDR;
                end
            end
        end
        if (state$q[9]) begin
            state$d = tx_state$SEG_START;
            state$d = tx_state$SEG_HDR;
        end
        if (state$q[10]) begin
            state$d = tx_state$SEG_HDR;
            if (own_term$q) begin
                t_copy$d = ulpdu_len$READ_REQUEST[5:0];
            end
            t_after$d = t_left$q - {18'h0, seg_p$q};
            if (~chunk_full) begin
                hc$d = hc_adv;
                if (hdr_end) begin
                    hc$d = hc_word$FIRST;
                    if (k_body$q == TxBody$ReadReq) begin
                        state$d = tx_state$RR_BODY;
                    end
                    else if (k_body$q == TxBody$Term) begin
                        state$d = tx_state$TERM_CTL;
                    end
                    else if (seg_p$q == 14'h0) begin
                        state$d = tx_state$SEG_END;
                    end
                    else begin
                        state$d = tx_state$SEG_DATA;
                        if (piece_nz$q) begin
                            state$d = tx_state$SEG_ISSUE;
                        end
                    end
                end
            end
        end
        if (state$q[11]) begin
            state$d = tx_state$SEG_DATA;
            if (~piece_nz$q) begin
                if (tpc_valid) begin
                    pa$d = tpc_pa;
                    to_page$d = 13'h1000 - {1'h0, tpc_pa[11:0]};
                    piece_rem$d = tpc_len;
                    piece_nz$d = tpc_len != 32'h0;
                end
            end
            if (piece_nz$q) begin
                state$d = tx_state$SEG_ISSUE;
            end
        end
        if (state$q[12]) begin
            state$d = tx_state$SEG_ISSUE;
            if (rd_push) begin
                pa$d = pa_step;
                to_page$d = 13'h1000 - {1'h0, pa_step[11:0]};
                piece_rem$d = piece_rem$q - {19'h0, rd_q$q};
                piece_nz$d = ~rd_all$q;
                seg_rem$d = seg_rem$q - {1'h0, rd_q$q};
                state$d = tx_state$SEG_DATA;
                if (rd_end$q) begin
                    state$d = tx_state$SEG_END;
                end
            end
        end
        if (state$q[14]) begin
            state$d = tx_state$RR_BODY;
            if (~chunk_full) begin
                hc$d = hc_adv;
                if (hc$q[3]) begin
                    c_msn_rr$d = c_msn_rr$q + 32'h1;
                    c_ord_used$d = c_ord_used$q + 4'h1;
                    state$d = tx_state$SEG_END;
                end
            end
        end
        if (state$q[15]) begin
            state$d = tx_state$TERM_CTL;
            if (~chunk_full) begin
                hc$d = hc_word$FIRST;
                state$d = tx_state$TERM_COPY;
                if (t_copy$q == 6'h0) begin
                    state$d = tx_state$SEG_END;
                end
            end
        end
        if (state$q[16]) begin
            state$d = tx_state$TERM_COPY;
            if (~chunk_full) begin
                hc$d = hc_adv;
                t_copy$d = t_copy$q - 6'h8;
                if (t_copy$q <= 6'h8) begin
                    state$d = tx_state$SEG_END;
                end
            end
        end
        if (state$q[13]) begin
            state$d = tx_state$SEG_END;
            c_sent$d = sent_after;
            n_ulpdus$d = n_ulpdus$q + 32'h1;
            off$d = off$q + {18'h0, seg_p$q};
            t_left$d = t_after$q;
            t_to$d = t_to$q + {50'h0, seg_p$q};
            msg_rem$d = msg_left;
            if (k_body$q == TxBody$Term) begin
                n_terms$d = n_terms$q + 16'h1;
                c_live$d = 1'b0;
                sq_loop$d = 1'b1;
                state$d = tx_state$SQ_READ;
            end
            else if (k_body$q == TxBody$ReadReq) begin
                state$d = tx_state$STORE;
            end
            else if (seg_last$q) begin
                if (m_rr$q) begin
                    state$d = tx_state$RDONE;
                end
                else begin
                    c_msn_send$d = msn_send_w;
                    state$d = tx_state$IDLE;
                end
            end
            else if (want_yield$q) begin
                yielding$d = 1'b1;
                drain_rem$d = t_after$q - piece_rem$q;
                drain_z$d = t_after$q == piece_rem$q;
                state$d = tx_state$DRAIN;
            end
            else if (t_after$q == 32'h0) begin
                state$d = tx_state$X_LEN;
            end
            else begin
                state$d = tx_state$SEG_START;
            end
        end
        if (state$q[17]) begin
            state$d = tx_state$SQ_PUSH;
            c_tail$d = c_tail$q + 5'h1;
            state$d = tx_state$STORE;
            if (failed$q) begin
                n_local$d = n_local$q + 16'h1;
                c_live$d = 1'b0;
                sq_loop$d = 1'b1;
                state$d = tx_state$SQ_READ;
            end
        end
        if (state$q[21]) begin
            state$d = tx_state$RDONE;
            if (m_rdone_ready) begin
                state$d = tx_state$STORE;
            end
        end
        if (state$q[18]) begin
            state$d = sq_next;
        end
        if (state$q[19]) begin
            state$d = tx_state$SQ_CHECK;
            cq_id$d = sq$read_data[31:0];
            cq_op$d = e_op;
            cq_status$d = e_status;
            cq_ok$d = e_done;
            state$d = tx_state$CQE;
            if (e_read) begin
                c_placed$d = c_placed$q - 5'h1;
                c_ord_used$d = c_ord_used$q - 4'h1;
            end
        end
        if (state$q[20]) begin
            state$d = tx_state$CQE;
            if (~cq_ok$q) begin
                state$d = tx_state$IDLE;
            end
            if (cq_ok$q & m_cqe_ready) begin
                state$d = tx_state$STORE;
                if (sq_loop$q) begin
                    c_head$d = c_head$q + 5'h1;
                    if (~nxt_end) begin
                        cq_id$d = sq$read_data[31:0];
                        cq_op$d = e_op;
                        cq_status$d = e_status;
                        cq_ok$d = e_done;
                        state$d = tx_state$CQE;
                        if (e_read) begin
                            c_placed$d = c_placed$q - 5'h1;
                            c_ord_used$d = c_ord_used$q - 4'h1;
                        end
                    end
                end
            end
        end
        if (state$q[22]) begin
            if (yielding$q) begin
                park_nx = parked$q | qp_bit;
            end
            state$d = tx_state$IDLE;
        end
        if (state$q[23]) begin
            state$d = tx_state$IDLE;
        end
        if (sq_in_end) begin
            c_tail$d = c_tail$q + 5'h1;
        end
        consume = state$q[3] & (ev$q == TxEvent$Wr) & s_wr_ready & pf_any & ~pf_dead$q;
        if (pf_start) begin
            pf_req$d = 1'b1;
        end
        if (pf_req$q & m_treq_ready) begin
            pf_req$d = 1'b0;
            pf_out$d = 1'b1;
        end
        if ((consume | (state$q[6] & p_mine$q)) & pf_out$q) begin
            pf_out$d = 1'b0;
        end
        if (pf_kill) begin
            pf_dead$d = 1'b1;
        end
        if (pf_drop) begin
            if (tpc_last) begin
                pf_out$d = 1'b0;
                pf_dead$d = 1'b0;
            end
        end
        if (term_start) begin
            k_tagged$d = 1'b0;
            k_opc$d = rdmap_op$TERMINATE;
            k_qn$d = ddp_queue$TERMINATE[1:0];
            k_msn$d = 32'h1;
            k_word$d = 32'h0;
            k_body$d = TxBody$Term;
            seg_last$d = 1'b1;
            seg_p$d = 14'h0;
        end
        go_cfg$d = s_qpcfg_valid & ~s_qpcfg_ready & ~blk_cfg;
        go_term$d = s_term_valid & ~s_term_ready & ~blk_term;
        go_flush$d = s_flush_valid & ~s_flush_ready & ~blk_flush;
        go_rreq$d = s_rreq_valid & ~s_rreq_ready & ~blk_rreq;
        go_wr$d = s_wr_valid & ~s_wr_ready & ~blk_wr;
        if (reset) begin
            state$d = tx_state$INIT;
            init$d = 5'h0;
            n_ulpdus$d = 32'h0;
            n_terms$d = 16'h0;
            n_local$d = 16'h0;
            n_dropped$d = 16'h0;
            park_nx = 16'h0;
            scan$d = 4'h0;
            turn$d = 1'b0;
            yielding$d = 1'b0;
            res_q$d = 1'b0;
            go_cfg$d = 1'b0;
            go_term$d = 1'b0;
            go_flush$d = 1'b0;
            go_rreq$d = 1'b0;
            go_wr$d = 1'b0;
            pf_req$d = 1'b0;
            pf_out$d = 1'b0;
            pf_dead$d = 1'b0;
            p_mine$d = 1'b0;
        end
    end

    always @(*) begin
        tchunk$d = tchunk$q;
        tchunk$d = 64'h0;
        tchunk$d[63:32] = tctl;
        tchunk$d[31:16] = tseg;
    end

    always @(*) begin
        tcap_q$d = tcap_q$q;
        tcap_q$d = tcap;
    end

    always @(*) begin
        rd_q$d = rd_q$q;
        rd_end$d = rd_end$q;
        rd_short$d = rd_short$q;
        rd_all$d = rd_all$q;
        if (rd_take) begin
            rd_q$d = rd_len;
            rd_end$d = pick_b;
            rd_short$d = rd_le8;
            rd_all$d = a_le_b & a_le_c;
        end
    end

    always @(*) begin
        parked$d = parked$q;
        parked$d = park_nx;
    end

    always @(*) begin
        parked_z$d = parked_z$q;
        parked_z$d = park_nx == 16'h0;
    end

    always @(*) begin
        want_yield$d = want_yield$q;
        want_yield$d = other;
    end

    always @(*) begin
        rep_wait$d = rep_wait$q;
        rep_wait$d = 9'h0;
        if ((s_ack_valid & ~s_ack_ready) | (s_rplaced_valid & ~s_rplaced_ready)) begin
            rep_wait$d = rep_wait$q + 9'h1;
            if (rep_aged) begin
                rep_wait$d = rep_wait$q;
            end
        end
    end

    always @(*) begin
        pf_stag$d = pf_stag$q;
        pf_to$d = pf_to$q;
        pf_len$d = pf_len$q;
        pf_pd$d = pf_pd$q;
        if (~pf_any) begin
            pf_stag$d = s_wr_lstag;
            pf_to$d = s_wr_lto;
            pf_len$d = s_wr_len;
            pf_pd$d = wr_pd;
        end
    end

    always @(*) begin
        fits_q$d = fits_q$q;
        fits_q$d = fits;
        if (state$q[3] & (ev$q == TxEvent$Wr)) begin
            fits_q$d = s_wr_len <= {18'h0, (c_mulpdu$q - wr_hsz)};
        end
        if (state$q[13]) begin
            fits_q$d = msg_rem$q <= {17'h0, seg_lim$q};
        end
    end

    always @(*) begin
        seg_lim$d = seg_lim$q;
        seg_lim$d = {1'h0, pmax} + {1'h0, seg_p$q};
    end

    always @(*) begin
        pmax_t$d = pmax_t$q;
        pmax_t$d = c_mulpdu$q - ulpdu_len$TAGGED_HDR[13:0];
    end

    always @(*) begin
        pmax_u$d = pmax_u$q;
        pmax_u$d = c_mulpdu$q - ulpdu_len$UNTAGGED_HDR[13:0];
    end

    always @(*) begin
        pd_sh$0$d = pd_sh$0$q;
        if (state$q[1] & ok_cfg & cfg_bit[0]) begin
            pd_sh$0$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$1$d = pd_sh$1$q;
        if (state$q[1] & ok_cfg & cfg_bit[1]) begin
            pd_sh$1$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$2$d = pd_sh$2$q;
        if (state$q[1] & ok_cfg & cfg_bit[2]) begin
            pd_sh$2$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$3$d = pd_sh$3$q;
        if (state$q[1] & ok_cfg & cfg_bit[3]) begin
            pd_sh$3$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$4$d = pd_sh$4$q;
        if (state$q[1] & ok_cfg & cfg_bit[4]) begin
            pd_sh$4$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$5$d = pd_sh$5$q;
        if (state$q[1] & ok_cfg & cfg_bit[5]) begin
            pd_sh$5$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$6$d = pd_sh$6$q;
        if (state$q[1] & ok_cfg & cfg_bit[6]) begin
            pd_sh$6$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$7$d = pd_sh$7$q;
        if (state$q[1] & ok_cfg & cfg_bit[7]) begin
            pd_sh$7$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$8$d = pd_sh$8$q;
        if (state$q[1] & ok_cfg & cfg_bit[8]) begin
            pd_sh$8$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$9$d = pd_sh$9$q;
        if (state$q[1] & ok_cfg & cfg_bit[9]) begin
            pd_sh$9$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$10$d = pd_sh$10$q;
        if (state$q[1] & ok_cfg & cfg_bit[10]) begin
            pd_sh$10$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$11$d = pd_sh$11$q;
        if (state$q[1] & ok_cfg & cfg_bit[11]) begin
            pd_sh$11$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$12$d = pd_sh$12$q;
        if (state$q[1] & ok_cfg & cfg_bit[12]) begin
            pd_sh$12$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$13$d = pd_sh$13$q;
        if (state$q[1] & ok_cfg & cfg_bit[13]) begin
            pd_sh$13$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$14$d = pd_sh$14$q;
        if (state$q[1] & ok_cfg & cfg_bit[14]) begin
            pd_sh$14$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        pd_sh$15$d = pd_sh$15$q;
        if (state$q[1] & ok_cfg & cfg_bit[15]) begin
            pd_sh$15$d = s_qpcfg_pd;
        end
    end

    always @(*) begin
        wr_opc = rdmap_op$RDMA_WRITE;
        wr_send = 1'b0;
        wr_inv = 1'b0;
        if (s_wr_op == wr_op$SEND) begin
            wr_opc = rdmap_op$SEND;
            wr_send = 1'b1;
        end
        if (s_wr_op == wr_op$SEND_SE) begin
            wr_opc = rdmap_op$SEND_SE;
            wr_send = 1'b1;
        end
        if (s_wr_op == wr_op$SEND_INV) begin
            wr_opc = rdmap_op$SEND_INV;
            wr_send = 1'b1;
            wr_inv = 1'b1;
        end
        if (s_wr_op == wr_op$SEND_SE_INV) begin
            wr_opc = rdmap_op$SEND_SE_INV;
            wr_send = 1'b1;
            wr_inv = 1'b1;
        end
        if (s_wr_op == wr_op$READ) begin
            wr_opc = rdmap_op$READ_REQUEST;
        end
    end

    always @(*) begin
        hsz = ulpdu_len$UNTAGGED_HDR[13:0];
        if (k_tagged$q) begin
            hsz = ulpdu_len$TAGGED_HDR[13:0];
        end
    end

    always @(*) begin
        pmax = pmax_u$q;
        fits = fits_u;
        if (k_tagged$q) begin
            pmax = pmax_t$q;
            fits = fits_t;
        end
    end

    always @(*) begin
        tctl = s_term_ctl;
        tseg = s_term_seglen;
        tcap = 384'h0;
        tcap[383:320] = s_term_w0;
        tcap[319:256] = s_term_w1;
        tcap[255:192] = s_term_w2;
        tcap[191:128] = s_term_w3;
        tcap[127:64] = s_term_w4;
        tcap[63:0] = s_term_w5;
        if (own_term$q) begin
            tctl = 32'h0;
            tctl[31:16] = tcode;
            tctl[15:0] = thdrct;
            tseg = ulpdu_len$READ_REQUEST[15:0];
            tcap = 384'h0;
            tcap[383:192] = own_head;
            tcap[239:208] = x_sink$q;
            tcap[207:144] = k_base$q;
            tcap[143:112] = x_len$q;
            tcap[111:80] = x_stag$q;
            tcap[79:16] = x_base$q;
        end
    end

    always @(*) begin
        tcode = 16'h0;
        tcode[15:12] = term_layer$RDMAP;
        tcode[11:8] = rdmap_etype$REMOTE_PROTECTION;
        tcode[7:0] = own_ecode$q;
    end

    always @(*) begin
        thdrct = 16'h0;
        thdrct[15] = 1'b1;
        thdrct[14] = 1'b1;
        thdrct[13] = 1'b1;
    end

    always @(*) begin
        own_head = 192'h0;
        own_head[190] = 1'b1;
        own_head[185:184] = wire_version$DDP;
        own_head[183:182] = wire_version$RDMAP;
        own_head[179:176] = rdmap_op$READ_REQUEST;
        own_head[143:112] = ddp_queue$READ_REQUEST;
        own_head[111:80] = c_rin$q;
    end

    always @(*) begin
        t_hdr = 6'h0;
        if (tctl[14]) begin
            t_hdr = ulpdu_len$UNTAGGED_HDR[5:0];
            if (tcap[383]) begin
                t_hdr = ulpdu_len$TAGGED_HDR[5:0];
            end
        end
    end

    always @(*) begin
        t_copy_len = t_hdr;
        if (tctl[13]) begin
            t_copy_len = t_hdr + term_len$RR_BODY[5:0];
        end
    end

    always @(*) begin
        t_ulen = term_len$BASE + {10'h0, t_copy_len};
        if (tctl[14]) begin
            t_ulen = term_len$WITH_SEGLEN + {10'h0, t_copy_len};
        end
    end

    always @(*) begin
        hc_adv = 6'h0;
        hc_adv[1] = hc$q[0];
        hc_adv[2] = hc$q[1];
        hc_adv[3] = hc$q[2];
        hc_adv[4] = hc$q[3];
        hc_adv[5] = hc$q[4];
    end

    always @(*) begin
        hcap = 192'h0;
        hcap[191] = k_tagged$q;
        hcap[190] = seg_last$q;
        hcap[185:184] = wire_version$DDP;
        hcap[183:182] = wire_version$RDMAP;
        hcap[179:176] = k_opc$q;
        hcap[175:144] = k_word$q;
        if (k_tagged$q) begin
            hcap[143:80] = seg_to$q;
        end
        else begin
            hcap[143:112] = {30'h0, k_qn$q};
            hcap[111:80] = k_msn$q;
            hcap[79:48] = off$q;
        end
    end

    always @(*) begin
        body = 256'h0;
        body[255:224] = s_wr_lstag;
        body[223:160] = s_wr_lto;
        body[159:128] = s_wr_len;
        body[127:96] = s_wr_rstag;
        body[95:32] = s_wr_rto;
    end

    always @(*) begin
        ch_n = 13'h8;
        ch_dma = 1'b0;
        ch_last = 1'b0;
        ch_go = 1'b0;
        hdr_end = 1'b0;
        rd_push = 1'b0;
        cw_hdr = 64'h0;
        cw_body = 64'h0;
        cw_tctl = 64'h0;
        cw_tcopy = 64'h0;
        if (state$q[10]) begin
            ch_go = 1'b1;
            if (hc$q[0]) begin
                cw_hdr = hcap[191:128];
            end
            if (hc$q[1]) begin
                cw_hdr = hcap[127:64];
                if (k_tagged$q) begin
                    ch_n = 13'h6;
                    hdr_end = 1'b1;
                end
            end
            if (hc$q[2]) begin
                cw_hdr = hcap[63:0];
                ch_n = 13'h2;
                hdr_end = 1'b1;
            end
            ch_last = hdr_end & (k_body$q == TxBody$Payload) & (seg_p$q == 14'h0);
        end
        if (state$q[14]) begin
            ch_go = 1'b1;
            if (hc$q[0]) begin
                cw_body = body[255:192];
            end
            if (hc$q[1]) begin
                cw_body = body[191:128];
            end
            if (hc$q[2]) begin
                cw_body = body[127:64];
            end
            if (hc$q[3]) begin
                cw_body = body[63:0];
                ch_n = 13'h4;
                ch_last = 1'b1;
            end
        end
        if (state$q[15]) begin
            ch_go = 1'b1;
            cw_tctl = tchunk$q;
            ch_n = 13'h4;
            if (tctl[14]) begin
                ch_n = 13'h6;
            end
            ch_last = t_copy$q == 6'h0;
        end
        if (state$q[16]) begin
            ch_go = 1'b1;
            if (hc$q[0]) begin
                cw_tcopy = tcap_q$q[383:320];
            end
            if (hc$q[1]) begin
                cw_tcopy = tcap_q$q[319:256];
            end
            if (hc$q[2]) begin
                cw_tcopy = tcap_q$q[255:192];
            end
            if (hc$q[3]) begin
                cw_tcopy = tcap_q$q[191:128];
            end
            if (hc$q[4]) begin
                cw_tcopy = tcap_q$q[127:64];
            end
            if (hc$q[5]) begin
                cw_tcopy = tcap_q$q[63:0];
            end
            if (t_copy$q <= 6'h8) begin
                ch_n = {7'h0, t_copy$q};
                ch_last = 1'b1;
            end
        end
        if (state$q[12]) begin
            ch_go = ~prd_full;
            ch_n = rd_q$q;
            ch_dma = 1'b1;
            ch_last = rd_end$q;
            rd_push = ~chunk_full & ~prd_full;
        end
    end

    always @(*) begin
        rd_len = to_page$q;
        rd_le8 = to_page$q <= 13'h8;
        if (pick_b) begin
            rd_len = seg_rem$q[12:0];
            rd_le8 = seg_rem$q <= 14'h8;
        end
        if (pick_a) begin
            rd_len = piece_rem$q[12:0];
            rd_le8 = piece_rem$q <= 32'h8;
        end
    end

    always @(*) begin
        ch_le = 64'h0;
        ch_le[7:0] = ch_be[63:56];
        ch_le[15:8] = ch_be[55:48];
        ch_le[23:16] = ch_be[47:40];
        ch_le[31:24] = ch_be[39:32];
        ch_le[39:32] = ch_be[31:24];
        ch_le[47:40] = ch_be[23:16];
        ch_le[55:48] = ch_be[15:8];
        ch_le[63:56] = ch_be[7:0];
    end

    always @(*) begin
        ulen_now = ulen$q;
        if (own_term$q) begin
            ulen_now = term_len$WITH_SEGLEN + ulpdu_len$READ_REQUEST[15:0];
        end
    end

    always @(*) begin
        chunk_din = 100'h0;
        chunk_din[63:0] = ch_le;
        chunk_din[76:64] = ch_n;
        chunk_din[77] = ch_dma;
        chunk_din[78] = ch_last;
        chunk_din[82:79] = qp$q;
        chunk_din[98:83] = ulen_now;
        chunk_din[99] = ch_dma & rd_short$q;
    end

    always @(*) begin
        prd_din = 77'h0;
        prd_din[63:0] = pa$q;
        prd_din[76:64] = rd_q$q;
    end

    always @(*) begin
        m_treq_stag = x_stag$q;
        m_treq_to = t_to$q;
        m_treq_len = t_len$q;
        m_treq_pd = c_pd$q;
        if (pf_req$q) begin
            m_treq_stag = pf_stag$q;
            m_treq_to = pf_to$q;
            m_treq_len = pf_len$q;
            m_treq_pd = pf_pd$q;
        end
    end

    always @(*) begin
        m_treq_access = tlb_access$LOCAL_READ;
        if (m_rr$q & ~pf_req$q) begin
            m_treq_access = tlb_access$REMOTE_READ;
        end
    end

    always @(*) begin
        tpc_pop = 1'b0;
        tpc_pop = tpc_valid & pop_ok;
    end

    always @(*) begin
        msg_w = 330'h0;
        msg_w[0] = m_rr$q;
        msg_w[4:1] = k_opc$q;
        msg_w[5] = k_send$q;
        msg_w[6] = k_tagged$q;
        msg_w[38:7] = k_msn$q;
        msg_w[70:39] = k_word$q;
        msg_w[134:71] = k_base$q;
        msg_w[166:135] = x_stag$q;
        msg_w[230:167] = x_base$q;
        msg_w[262:231] = msg_rem$q;
        msg_w[294:263] = off$q;
        msg_w[326:295] = cq_id$q;
        msg_w[329:327] = cq_op$q;
    end

    always @(*) begin
        msn_send_w = c_msn_send$q;
        sent_w = c_sent$q;
        tail_w = c_tail$q;
        if (end_store) begin
            sent_w = sent_after;
            tail_w = c_tail$q + 5'h1;
            if (k_send$q) begin
                msn_send_w = c_msn_send$q + 32'h1;
            end
        end
    end

    always @(*) begin
        msn_w = 64'h0;
        msn_w[31:0] = msn_send_w;
        msn_w[63:32] = c_msn_rr$q;
    end

    always @(*) begin
        seq_w = 64'h0;
        seq_w[31:0] = sent_w;
        seq_w[63:32] = c_acked$q;
    end

    always @(*) begin
        cfg_w = 54'h0;
        cfg_w[15:0] = c_pd$q;
        cfg_w[29:16] = c_mulpdu$q;
        cfg_w[33:30] = c_ord$q;
        cfg_w[37:34] = c_ord_used$q;
        cfg_w[42:38] = c_head$q;
        cfg_w[47:43] = tail_w;
        cfg_w[48] = c_live$q;
        cfg_w[53:49] = c_placed$q;
    end

    always @(*) begin
        ctx_msn$write_address = qp$q;
        ctx_seq$write_address = qp$q;
        ctx_cfg$write_address = qp$q;
        ctx_rin$write_address = qp$q;
        ctx_msn$write_data = msn_w;
        ctx_seq$write_data = seq_w;
        ctx_cfg$write_data = cfg_w;
        ctx_rin$write_data = c_rin$q;
        ctx_msn$write_enable = store_now | end_store;
        ctx_seq$write_enable = store_now | end_store;
        ctx_cfg$write_enable = store_now | end_store;
        ctx_rin$write_enable = store_now | end_store;
        if (state$q[0]) begin
            ctx_msn$write_address = init$q[3:0];
            ctx_seq$write_address = init$q[3:0];
            ctx_cfg$write_address = init$q[3:0];
            ctx_rin$write_address = init$q[3:0];
            ctx_msn$write_data = 64'h0;
            ctx_seq$write_data = 64'h0;
            ctx_cfg$write_data = 54'h0;
            ctx_rin$write_data = 32'h0;
            ctx_msn$write_enable = 1'b1;
            ctx_seq$write_enable = 1'b1;
            ctx_cfg$write_enable = 1'b1;
            ctx_rin$write_enable = 1'b1;
        end
    end

    always @(*) begin
        sq_rd_addr = 8'h0;
        sq_rd_addr[7:4] = qp$q;
        sq_rd_addr[3:0] = rd_head[3:0];
    end

    always @(*) begin
        rd_head = c_head$q;
        if (state$q[19] | state$q[20]) begin
            rd_head = c_head$q + 5'h1;
        end
        if (state$q[20] & sq_loop$q & cq_ok$q & m_cqe_ready) begin
            rd_head = c_head$q + 5'h2;
        end
    end

    always @(*) begin
        sq_next = tx_state$SQ_CHECK;
        if (rd_head == c_tail$q) begin
            sq_next = tx_state$STORE;
        end
    end

    always @(*) begin
        sq_wr_addr = 8'h0;
        sq_wr_addr[7:4] = qp$q;
        sq_wr_addr[3:0] = c_tail$q[3:0];
    end

    always @(*) begin
        sq_w = 68'h0;
        sq_w[31:0] = cq_id$q;
        sq_w[34:32] = cq_op$q;
        sq_w[35] = failed$q;
        sq_w[67:36] = c_sent$q;
        if (sq_in_end) begin
            sq_w[67:36] = sent_after;
        end
    end

    always @(*) begin
        e_status = send_status$OK;
        e_read = 1'b0;
        e_done = 1'b0;
        if (~c_live$q) begin
            e_done = 1'b1;
            e_status = send_status$FLUSH;
            if (sq$read_data[35]) begin
                e_status = send_status$LOCAL_PROTECTION;
            end
        end
        else if (e_op == wr_op$READ) begin
            e_read = c_placed$q != 5'h0;
            e_done = e_read;
        end
        else begin
            e_done = ack_diff < seq_space$HALF;
        end
    end

    always @(*) begin
        wr_hsz = ulpdu_len$UNTAGGED_HDR[13:0];
        if (s_wr_op == wr_op$WRITE) begin
            wr_hsz = ulpdu_len$TAGGED_HDR[13:0];
        end
    end

    always @(*) begin
        hold_n = parked$q;
        if (cur_msg & ~tail_seg) begin
            hold_n = parked$q | qp_bit;
        end
    end

    always @(*) begin
        wr_pd = 16'h0;
        wr_pd = wr_pd | pds$0;
        wr_pd = wr_pd | pds$1;
        wr_pd = wr_pd | pds$2;
        wr_pd = wr_pd | pds$3;
        wr_pd = wr_pd | pds$4;
        wr_pd = wr_pd | pds$5;
        wr_pd = wr_pd | pds$6;
        wr_pd = wr_pd | pds$7;
        wr_pd = wr_pd | pds$8;
        wr_pd = wr_pd | pds$9;
        wr_pd = wr_pd | pds$10;
        wr_pd = wr_pd | pds$11;
        wr_pd = wr_pd | pds$12;
        wr_pd = wr_pd | pds$13;
        wr_pd = wr_pd | pds$14;
        wr_pd = wr_pd | pds$15;
    end

    always @(*) begin
        pds$0 = 16'h0;
        if (wr_bit[0]) begin
            pds$0 = pd_sh$0$q;
        end
    end

    always @(*) begin
        pds$1 = 16'h0;
        if (wr_bit[1]) begin
            pds$1 = pd_sh$1$q;
        end
    end

    always @(*) begin
        pds$2 = 16'h0;
        if (wr_bit[2]) begin
            pds$2 = pd_sh$2$q;
        end
    end

    always @(*) begin
        pds$3 = 16'h0;
        if (wr_bit[3]) begin
            pds$3 = pd_sh$3$q;
        end
    end

    always @(*) begin
        pds$4 = 16'h0;
        if (wr_bit[4]) begin
            pds$4 = pd_sh$4$q;
        end
    end

    always @(*) begin
        pds$5 = 16'h0;
        if (wr_bit[5]) begin
            pds$5 = pd_sh$5$q;
        end
    end

    always @(*) begin
        pds$6 = 16'h0;
        if (wr_bit[6]) begin
            pds$6 = pd_sh$6$q;
        end
    end

    always @(*) begin
        pds$7 = 16'h0;
        if (wr_bit[7]) begin
            pds$7 = pd_sh$7$q;
        end
    end

    always @(*) begin
        pds$8 = 16'h0;
        if (wr_bit[8]) begin
            pds$8 = pd_sh$8$q;
        end
    end

    always @(*) begin
        pds$9 = 16'h0;
        if (wr_bit[9]) begin
            pds$9 = pd_sh$9$q;
        end
    end

    always @(*) begin
        pds$10 = 16'h0;
        if (wr_bit[10]) begin
            pds$10 = pd_sh$10$q;
        end
    end

    always @(*) begin
        pds$11 = 16'h0;
        if (wr_bit[11]) begin
            pds$11 = pd_sh$11$q;
        end
    end

    always @(*) begin
        pds$12 = 16'h0;
        if (wr_bit[12]) begin
            pds$12 = pd_sh$12$q;
        end
    end

    always @(*) begin
        pds$13 = 16'h0;
        if (wr_bit[13]) begin
            pds$13 = pd_sh$13$q;
        end
    end

    always @(*) begin
        pds$14 = 16'h0;
        if (wr_bit[14]) begin
            pds$14 = pd_sh$14$q;
        end
    end

    always @(*) begin
        pds$15 = 16'h0;
        if (wr_bit[15]) begin
            pds$15 = pd_sh$15$q;
        end
    end

endmodule // ddp_tx$control


module ddp_tx$control$ctx_cfg(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [53:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [53:0] write_data;

    // Update code (custom)
    reg [53:0] mem [0:15];

    always @(*) read_data = mem[read_address];

    always @(posedge clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$control$ctx_cfg


module ddp_tx$control$ctx_msn(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    reg [63:0] mem [0:15];

    always @(*) read_data = mem[read_address];

    always @(posedge clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$control$ctx_msn


module ddp_tx$control$ctx_rin(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [31:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [31:0] write_data;

    // Update code (custom)
    reg [31:0] mem [0:15];

    always @(*) read_data = mem[read_address];

    always @(posedge clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$control$ctx_rin


module ddp_tx$control$ctx_seq(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    reg [63:0] mem [0:15];

    always @(*) read_data = mem[read_address];

    always @(posedge clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$control$ctx_seq


module ddp_tx$control$msg(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [329:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [329:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [329:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {330{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$control$msg


module ddp_tx$control$sq(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [7:0] read_address;
    output reg  [67:0] read_data;
    input wire  write_enable;
    input wire  [7:0] write_address;
    input wire  [67:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [67:0] mem [0:255];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {68{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$control$sq


module ddp_tx$feeder(clock,reset,c_valid,c_dout,c_pop,s_pdata_valid,s_pdata,s_pdata_ready,p_valid,p_ready,p_data,p_n,p_last,p_qp,p_len);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  c_valid;
    input wire  [99:0] c_dout;
    output wire  c_pop;
    input wire  s_pdata_valid;
    input wire  [63:0] s_pdata;
    output wire  s_pdata_ready;
    output reg  p_valid;
    input wire  p_ready;
    output wire  [63:0] p_data;
    output wire  [3:0] p_n;
    output reg  p_last;
    output wire  [3:0] p_qp;
    output wire  [15:0] p_len;

    // Stub signals
    reg  started$d;
    reg  started$q;
    reg  [12:0] rem$d;
    reg  [12:0] rem$q;
    reg  rem_short$d;
    reg  rem_short$q;
    wire  [63:0] mask$data;
    wire  [7:0] mask$keep;
    wire  [63:0] mask$out;
    reg  [7:0] tail_keep$d;
    reg  [7:0] tail_keep$q;

    // Local signals
    wire  dma;
    reg  [12:0] rem_now;
    wire  [12:0] rem_after;
    reg  tail;
    wire  fire;
    reg  [63:0] raw_data;
    reg  [3:0] raw_n;
    reg  [7:0] keep;
    wire  [3:0] len_n;
    reg  [7:0] first_keep;
    wire  [3:0] after_n;
    reg  [7:0] after_keep;

    // Sub module instances
    ddp_tx$feeder$mask mask(
        .data(mask$data),
        .keep(mask$keep),
        .out(mask$out)
    );

    // Registers
    initial begin
        started$q = 1'h0;
        rem$q = 13'h0;
        rem_short$q = 1'h0;
        tail_keep$q = 8'h0;
    end

    always @(posedge clock) begin
        started$q <= started$d;
        rem$q <= rem$d;
        rem_short$q <= rem_short$d;
        tail_keep$q <= tail_keep$d;
    end

    // Update code
    assign dma = c_dout[77];
    assign rem_after = rem_now - 13'h8;
    assign p_qp = c_dout[82:79];
    assign p_len = c_dout[98:83];
    assign len_n = c_dout[67:64];
    assign after_n = rem_after[3:0];
    assign mask$data = raw_data;
    assign mask$keep = keep;
    assign p_data = mask$out;
    assign p_n = raw_n;
    assign fire = p_valid & p_ready;
    assign s_pdata_ready = c_valid & dma & p_ready;
    assign c_pop = fire & (~dma | tail);

    always @(*) begin
        started$d = started$q;
        rem$d = rem$q;
        rem_short$d = rem_short$q;
        tail_keep$d = tail_keep$q;
        if (fire & dma) begin
            started$d = ~tail;
            rem$d = rem_after;
            tail_keep$d = after_keep;
            rem_short$d = rem_after <= 13'h8;
        end
        if (reset) begin
            started$d = 1'b0;
        end
    end

    always @(*) begin
        rem_now = c_dout[76:64];
        if (started$q) begin
            rem_now = rem$q;
        end
    end

    always @(*) begin
        tail = c_dout[99];
        if (started$q) begin
            tail = rem_short$q;
        end
    end

    always @(*) begin
        raw_data = c_dout[63:0];
        raw_n = c_dout[67:64];
        p_last = c_dout[78];
        p_valid = c_valid;
        if (dma) begin
            raw_data = s_pdata;
            p_valid = c_valid & s_pdata_valid;
            raw_n = 4'h8;
            if (tail) begin
                raw_n = rem_now[3:0];
            end
            p_last = c_dout[78] & tail;
        end
    end

    always @(*) begin
        first_keep = 8'hff;
        if (len_n < 4'h8) begin
            first_keep = (8'h1 << {4'h0, len_n}) - 8'h1;
        end
    end

    always @(*) begin
        after_keep = 8'hff;
        if (after_n < 4'h8) begin
            after_keep = (8'h1 << {4'h0, after_n}) - 8'h1;
        end
    end

    always @(*) begin
        keep = 8'hff;
        if (~dma | (tail & ~started$q)) begin
            keep = first_keep;
        end
        if (dma & tail & started$q) begin
            keep = tail_keep$q;
        end
    end

endmodule // ddp_tx$feeder


module ddp_tx$feeder$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // ddp_tx$feeder$mask


module ddp_tx$packer(clock,reset,s_valid,s_ready,s_data,s_n,s_last,s_qp,s_len,m_valid,m_ready,m_data,m_keep,m_last,m_qp,m_len);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_valid;
    output wire  s_ready;
    input wire  [63:0] s_data;
    input wire  [3:0] s_n;
    input wire  s_last;
    input wire  [3:0] s_qp;
    input wire  [15:0] s_len;
    output wire  m_valid;
    input wire  m_ready;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output wire  [3:0] m_qp;
    output wire  [15:0] m_len;

    // Stub signals
    reg  [63:0] acc$d;
    reg  [63:0] acc$q;
    reg  [3:0] fill$d;
    reg  [3:0] fill$q;
    reg  pend$d;
    reg  pend$q;
    reg  o_valid$d;
    reg  o_valid$q;
    reg  [63:0] o_data$d;
    reg  [63:0] o_data$q;
    reg  [7:0] o_keep$d;
    reg  [7:0] o_keep$q;
    reg  o_last$d;
    reg  o_last$q;
    reg  [3:0] o_qp$d;
    reg  [3:0] o_qp$q;
    reg  [15:0] o_len$d;
    reg  [15:0] o_len$q;

    // Local signals
    wire  advance;
    wire  take;
    wire  [63:0] d;
    reg  [63:0] lo;
    reg  [63:0] hi;
    wire  [3:0] total;
    wire  [3:0] rest;
    reg  [7:0] keep_total;
    wire  [7:0] keep_fill;

    // Registers
    initial begin
        acc$q = 64'h0;
        fill$q = 4'h0;
        pend$q = 1'h0;
        o_valid$q = 1'h0;
        o_data$q = 64'h0;
        o_keep$q = 8'h0;
        o_last$q = 1'h0;
        o_qp$q = 4'h0;
        o_len$q = 16'h0;
    end

    always @(posedge clock) begin
        acc$q <= acc$d;
        fill$q <= fill$d;
        pend$q <= pend$d;
        o_valid$q <= o_valid$d;
        o_data$q <= o_data$d;
        o_keep$q <= o_keep$d;
        o_last$q <= o_last$d;
        o_qp$q <= o_qp$d;
        o_len$q <= o_len$d;
    end

    // Update code
    assign advance = ~o_valid$q | m_ready;
    assign take = s_valid & advance & ~pend$q;
    assign s_ready = advance & ~pend$q;
    assign d = s_data;
    assign total = fill$q + s_n;
    assign rest = total - 4'h8;
    assign keep_fill = (8'h1 << {4'h0, fill$q}) - 8'h1;
    assign m_valid = o_valid$q;
    assign m_data = o_data$q;
    assign m_keep = o_keep$q;
    assign m_last = o_last$q;
    assign m_qp = o_qp$q;
    assign m_len = o_len$q;

    always @(*) begin
        acc$d = acc$q;
        fill$d = fill$q;
        pend$d = pend$q;
        o_valid$d = o_valid$q;
        o_data$d = o_data$q;
        o_keep$d = o_keep$q;
        o_last$d = o_last$q;
        o_qp$d = o_qp$q;
        o_len$d = o_len$q;
        if (advance) begin
            o_valid$d = 1'b0;
        end
        if (pend$q & advance) begin
            o_valid$d = 1'b1;
            o_data$d = acc$q;
            o_keep$d = keep_fill;
            o_last$d = 1'b1;
            acc$d = 64'h0;
            fill$d = 4'h0;
            pend$d = 1'b0;
        end
        if (take) begin
            o_qp$d = s_qp;
            o_len$d = s_len;
            if (total >= 4'h8) begin
                o_valid$d = 1'b1;
                o_data$d = lo;
                o_keep$d = 8'hff;
                o_last$d = s_last & (total == 4'h8);
                acc$d = hi;
                fill$d = rest;
                pend$d = s_last & (total != 4'h8);
            end
            else begin
                acc$d = lo;
                fill$d = total;
                if (s_last) begin
                    o_valid$d = 1'b1;
                    o_data$d = lo;
                    o_keep$d = keep_total;
                    o_last$d = 1'b1;
                    acc$d = 64'h0;
                    fill$d = 4'h0;
                end
            end
        end
        if (reset) begin
            o_valid$d = 1'b0;
            pend$d = 1'b0;
            fill$d = 4'h0;
            acc$d = 64'h0;
        end
    end

    always @(*) begin
        lo = acc$q | d;
        hi = 64'h0;
        if (fill$q == 4'h1) begin
            lo = acc$q | (d << 32'h8);
            hi = d >> 32'h38;
        end
        if (fill$q == 4'h2) begin
            lo = acc$q | (d << 32'h10);
            hi = d >> 32'h30;
        end
        if (fill$q == 4'h3) begin
            lo = acc$q | (d << 32'h18);
            hi = d >> 32'h28;
        end
        if (fill$q == 4'h4) begin
            lo = acc$q | (d << 32'h20);
            hi = d >> 32'h20;
        end
        if (fill$q == 4'h5) begin
            lo = acc$q | (d << 32'h28);
            hi = d >> 32'h18;
        end
        if (fill$q == 4'h6) begin
            lo = acc$q | (d << 32'h30);
            hi = d >> 32'h10;
        end
        if (fill$q == 4'h7) begin
            lo = acc$q | (d << 32'h38);
            hi = d >> 32'h8;
        end
    end

    always @(*) begin
        keep_total = 8'hff;
        if (total < 4'h8) begin
            keep_total = (8'h1 << {4'h0, total}) - 8'h1;
        end
    end

endmodule // ddp_tx$packer


module ddp_tx$pieces(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [88:0] din;
    output wire  full;
    input wire  pop;
    output wire  [88:0] dout;
    output wire  valid;

    // Stub signals
    reg  [88:0] e0$d;
    reg  [88:0] e0$q;
    reg  [88:0] e1$d;
    reg  [88:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 89'h0;
        e1$q = 89'h0;
        n$q = 2'h0;
    end

    always @(posedge clock) begin
        e0$q <= e0$d;
        e1$q <= e1$d;
        n$q <= n$d;
    end

    // Update code
    assign full = n$q == 2'h2;
    assign valid = n$q != 2'h0;
    assign dout = e0$q;

    always @(*) begin
        e0$d = e0$q;
        e1$d = e1$q;
        n$d = n$q;
        if (pop & (n$q != 2'h0)) begin
            e0$d = e1$q;
            n$d = n$q - 2'h1;
            if (push) begin
                n$d = n$q;
                if (n$q == 2'h1) begin
                    e0$d = din;
                end
                else begin
                    e1$d = din;
                end
            end
        end
        else if (push & (n$q != 2'h2)) begin
            n$d = n$q + 2'h1;
            if (n$q == 2'h0) begin
                e0$d = din;
            end
            else begin
                e1$d = din;
            end
        end
        if (reset) begin
            n$d = 2'h0;
        end
    end

endmodule // ddp_tx$pieces


module ddp_tx$prds(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [76:0] din;
    output wire  full;
    input wire  pop;
    output wire  [76:0] dout;
    output wire  valid;

    // Stub signals
    reg  [76:0] e0$d;
    reg  [76:0] e0$q;
    reg  [76:0] e1$d;
    reg  [76:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 77'h0;
        e1$q = 77'h0;
        n$q = 2'h0;
    end

    always @(posedge clock) begin
        e0$q <= e0$d;
        e1$q <= e1$d;
        n$q <= n$d;
    end

    // Update code
    assign full = n$q == 2'h2;
    assign valid = n$q != 2'h0;
    assign dout = e0$q;

    always @(*) begin
        e0$d = e0$q;
        e1$d = e1$q;
        n$d = n$q;
        if (pop & (n$q != 2'h0)) begin
            e0$d = e1$q;
            n$d = n$q - 2'h1;
            if (push) begin
                n$d = n$q;
                if (n$q == 2'h1) begin
                    e0$d = din;
                end
                else begin
                    e1$d = din;
                end
            end
        end
        else if (push & (n$q != 2'h2)) begin
            n$d = n$q + 2'h1;
            if (n$q == 2'h0) begin
                e0$d = din;
            end
            else begin
                e1$d = din;
            end
        end
        if (reset) begin
            n$d = 2'h0;
        end
    end

endmodule // ddp_tx$prds


module ddp_tx$tlb(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,s_req_valid,s_req_ready,s_req_stag,s_req_to,s_req_len,s_req_access,s_req_pd,s_req_tag,m_rsp_valid,m_rsp_ready,m_rsp_pa,m_rsp_len,m_rsp_last,m_rsp_err,m_rsp_tag,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  [1:0] s_cmd_op;
    input wire  [31:0] s_cmd_stag;
    input wire  [15:0] s_cmd_pd;
    input wire  [3:0] s_cmd_rights;
    input wire  s_cmd_page_2m;
    input wire  [63:0] s_cmd_base_va;
    input wire  [63:0] s_cmd_length;
    input wire  [63:0] s_cmd_pbl;
    output wire  m_ack_valid;
    input wire  m_ack_ready;
    output wire  [1:0] m_ack_status;
    input wire  s_req_valid;
    output wire  s_req_ready;
    input wire  [31:0] s_req_stag;
    input wire  [63:0] s_req_to;
    input wire  [31:0] s_req_len;
    input wire  [1:0] s_req_access;
    input wire  [15:0] s_req_pd;
    input wire  [7:0] s_req_tag;
    output wire  m_rsp_valid;
    input wire  m_rsp_ready;
    output reg  [63:0] m_rsp_pa;
    output wire  [31:0] m_rsp_len;
    output wire  m_rsp_last;
    output wire  [2:0] m_rsp_err;
    output wire  [7:0] m_rsp_tag;
    output wire  m_dma_rd_valid;
    input wire  m_dma_rd_ready;
    output wire  [63:0] m_dma_rd_addr;
    output wire  [12:0] m_dma_rd_len;
    output wire  [7:0] m_dma_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;

    // Named constants (named_consts! in model/src)
    localparam [6:0] tlb_credit$CHECKED = 7'h8;
    localparam [6:0] tlb_credit$DMAQ_ENTRIES = 7'h8;
    localparam [2:0] tlb_err$ACCESS_RIGHTS = 3'h3;
    localparam [2:0] tlb_err$BASE_BOUNDS = 3'h5;
    localparam [2:0] tlb_err$INVALID_STAG = 3'h1;
    localparam [2:0] tlb_err$OK = 3'h0;
    localparam [2:0] tlb_err$PD_MISMATCH = 3'h2;
    localparam [2:0] tlb_err$TO_WRAP = 3'h4;

    // Stub signals
    wire  [9:0] mr_meta$read_address;
    wire  [30:0] mr_meta$read_data;
    wire  mr_meta$write_enable;
    wire  [9:0] mr_meta$write_address;
    wire  [30:0] mr_meta$write_data;
    wire  [9:0] mr_base$read_address;
    wire  [63:0] mr_base$read_data;
    wire  mr_base$write_enable;
    wire  [9:0] mr_base$write_address;
    wire  [63:0] mr_base$write_data;
    wire  [9:0] mr_end$read_address;
    wire  [63:0] mr_end$read_data;
    wire  mr_end$write_enable;
    wire  [9:0] mr_end$write_address;
    wire  [63:0] mr_end$write_data;
    wire  [9:0] mr_pbl$read_address;
    wire  [63:0] mr_pbl$read_data;
    wire  mr_pbl$write_enable;
    wire  [9:0] mr_pbl$write_address;
    wire  [63:0] mr_pbl$write_data;
    wire  [30:0] chk$meta;
    wire  [63:0] chk$base_va;
    wire  [63:0] chk$end_va;
    wire  [63:0] chk$to;
    wire  [64:0] chk$to_end;
    wire  [1:0] chk$access;
    wire  [15:0] chk$pd;
    wire  [7:0] chk$key;
    wire  chk$oob;
    wire  [3:0] chk$fail;
    wire  [13:0] chk$bounds;
    wire  chk$page_2m;
    wire  split$reset;
    wire  split$advance;
    wire  split$s_valid;
    wire  split$s_ready;
    wire  [2:0] split$s_err;
    wire  [63:0] split$s_to;
    wire  [31:0] split$s_len;
    wire  split$s_page_2m;
    wire  [9:0] split$s_index;
    wire  [63:0] split$s_pbl_adj;
    wire  [7:0] split$s_tag;
    wire  [21:0] split$s_room;
    wire  split$s_one_piece;
    wire  [5:0] split$s_set;
    wire  split$s_nolookup;
    wire  split$p_valid;
    wire  [2:0] split$p_err;
    wire  split$p_nolookup;
    wire  [9:0] split$p_index;
    wire  [51:0] split$p_vpn;
    wire  [5:0] split$p_set;
    wire  [20:0] split$p_offset;
    wire  [21:0] split$p_len;
    wire  split$p_last;
    wire  [7:0] split$p_tag;
    wire  split$p_page_2m;
    wire  [63:0] split$p_pbl;
    reg  [5:0] cache$rd_set;
    wire  [63:0] cache$cmp_tag;
    wire  cache$hit;
    wire  [51:0] cache$hit_page;
    wire  [1:0] cache$victim;
    wire  cache$touch;
    wire  [5:0] cache$touch_set;
    wire  cache$fill;
    wire  [5:0] cache$fill_set;
    wire  [1:0] cache$fill_way;
    wire  [63:0] cache$fill_tag;
    wire  [51:0] cache$fill_page;
    wire  cache$sweep;
    wire  [5:0] cache$sweep_set;
    wire  cache$sweep_all;
    wire  [9:0] cache$sweep_index;
    wire  cmd$reset;
    wire  cmd$idle;
    wire  cmd$busy;
    wire  cmd$mr_rd_own;
    wire  [9:0] cmd$mr_rd_index;
    wire  [30:0] cmd$mr_rd_meta;
    wire  cmd$mr_wr_meta;
    wire  cmd$mr_wr_entry;
    wire  [9:0] cmd$mr_wr_index;
    wire  [30:0] cmd$wr_meta;
    wire  [63:0] cmd$wr_base_va;
    wire  [63:0] cmd$wr_end_va;
    wire  [63:0] cmd$wr_pbl_adj;
    wire  cmd$sweep_rd_own;
    wire  [5:0] cmd$sweep_rd_set;
    wire  cmd$sweep;
    wire  [5:0] cmd$sweep_set;
    wire  cmd$sweep_all;
    wire  [9:0] cmd$sweep_index;
    wire  rspq$reset;
    wire  rspq$push;
    wire  [172:0] rspq$din;
    wire  rspq$full;
    wire  rspq$pop;
    wire  [172:0] rspq$dout;
    wire  rspq$valid;
    wire  outq$reset;
    wire  outq$push;
    reg  [172:0] outq$din;
    wire  outq$full;
    wire  outq$pop;
    wire  [172:0] outq$dout;
    wire  outq$valid;
    wire  dmaq$reset;
    wire  dmaq$push;
    wire  [71:0] dmaq$din;
    wire  dmaq$full;
    wire  dmaq$pop;
    wire  [71:0] dmaq$dout;
    wire  dmaq$valid;
    reg  r1_valid$d;
    reg  r1_valid$q;
    reg  [63:0] r1_to$d;
    reg  [63:0] r1_to$q;
    reg  [31:0] r1_len$d;
    reg  [31:0] r1_len$q;
    reg  [64:0] r1_end$d;
    reg  [64:0] r1_end$q;
    reg  [1:0] r1_access$d;
    reg  [1:0] r1_access$q;
    reg  [15:0] r1_pd$d;
    reg  [15:0] r1_pd$q;
    reg  [7:0] r1_key$d;
    reg  [7:0] r1_key$q;
    reg  r1_oob$d;
    reg  r1_oob$q;
    reg  [9:0] r1_index$d;
    reg  [9:0] r1_index$q;
    reg  [7:0] r1_tag$d;
    reg  [7:0] r1_tag$q;
    reg  r2_valid$d;
    reg  r2_valid$q;
    reg  [3:0] r2_fail$d;
    reg  [3:0] r2_fail$q;
    reg  [13:0] r2_bounds$d;
    reg  [13:0] r2_bounds$q;
    reg  r3_valid$d;
    reg  r3_valid$q;
    reg  [211:0] r3_entry$d;
    reg  [211:0] r3_entry$q;
    reg  r2_page_2m$d;
    reg  r2_page_2m$q;
    reg  [63:0] r2_to$d;
    reg  [63:0] r2_to$q;
    reg  [31:0] r2_len$d;
    reg  [31:0] r2_len$q;
    reg  [9:0] r2_index$d;
    reg  [9:0] r2_index$q;
    reg  [7:0] r2_tag$d;
    reg  [7:0] r2_tag$q;
    reg  [63:0] r2_pbl$d;
    reg  [63:0] r2_pbl$q;
    reg  [21:0] r2_room4k$d;
    reg  [21:0] r2_room4k$q;
    reg  [21:0] r2_room2m$d;
    reg  [21:0] r2_room2m$q;
    reg  r2_fits4k$d;
    reg  r2_fits4k$q;
    reg  r2_fits2m$d;
    reg  r2_fits2m$q;
    reg  [6:0] occ$d;
    reg  [6:0] occ$q;
    wire  chkq$reset;
    wire  chkq$push;
    wire  [211:0] chkq$din;
    wire  chkq$full;
    wire  chkq$pop;
    wire  [211:0] chkq$dout;
    wire  chkq$valid;
    wire  [20:0] chk_fold$page_bits;
    wire  chk_fold$page_2m;
    wire  [5:0] chk_fold$index6;
    wire  [5:0] chk_fold$set;
    reg  c_valid$d;
    reg  c_valid$q;
    reg  [63:0] c_to$d;
    reg  [63:0] c_to$q;
    reg  [31:0] c_len$d;
    reg  [31:0] c_len$q;
    reg  [64:0] c_end$d;
    reg  [64:0] c_end$q;
    reg  [1:0] c_access$d;
    reg  [1:0] c_access$q;
    reg  [15:0] c_pd$d;
    reg  [15:0] c_pd$q;
    reg  [7:0] c_key$d;
    reg  [7:0] c_key$q;
    reg  c_oob$d;
    reg  c_oob$q;
    reg  [9:0] c_index$d;
    reg  [9:0] c_index$q;
    reg  [7:0] c_tag$d;
    reg  [7:0] c_tag$q;
    reg  g_valid$d;
    reg  g_valid$q;
    reg  [2:0] g_err$d;
    reg  [2:0] g_err$q;
    reg  g_nolookup$d;
    reg  g_nolookup$q;
    reg  [9:0] g_index$d;
    reg  [9:0] g_index$q;
    reg  [51:0] g_vpn$d;
    reg  [51:0] g_vpn$q;
    reg  [5:0] g_set$d;
    reg  [5:0] g_set$q;
    reg  [20:0] g_offset$d;
    reg  [20:0] g_offset$q;
    reg  [21:0] g_len$d;
    reg  [21:0] g_len$q;
    reg  g_last$d;
    reg  g_last$q;
    reg  [7:0] g_tag$d;
    reg  [7:0] g_tag$q;
    reg  g_page_2m$d;
    reg  g_page_2m$q;
    reg  [63:0] g_pbl$d;
    reg  [63:0] g_pbl$q;
    reg  h_valid$d;
    reg  h_valid$q;
    reg  [2:0] h_err$d;
    reg  [2:0] h_err$q;
    reg  h_nolookup$d;
    reg  h_nolookup$q;
    reg  [9:0] h_index$d;
    reg  [9:0] h_index$q;
    reg  [51:0] h_vpn$d;
    reg  [51:0] h_vpn$q;
    reg  [5:0] h_set$d;
    reg  [5:0] h_set$q;
    reg  [20:0] h_offset$d;
    reg  [20:0] h_offset$q;
    reg  [21:0] h_len$d;
    reg  [21:0] h_len$q;
    reg  h_last$d;
    reg  h_last$q;
    reg  [7:0] h_tag$d;
    reg  [7:0] h_tag$q;
    reg  h_page_2m$d;
    reg  h_page_2m$q;
    reg  [63:0] h_pbl$d;
    reg  [63:0] h_pbl$q;
    reg  h_lm_eq$d;
    reg  h_lm_eq$q;
    reg  h_prev_eq$d;
    reg  h_prev_eq$q;
    reg  h_prev_miss$d;
    reg  h_prev_miss$q;
    reg  [7:0] dma_tag$d;
    reg  [7:0] dma_tag$q;
    reg  lm_valid$d;
    reg  lm_valid$q;
    reg  [63:0] lm_tag$d;
    reg  [63:0] lm_tag$q;
    reg  [63:0] lf_page$d;
    reg  [63:0] lf_page$q;
    reg  [6:0] pend$d;
    reg  [6:0] pend$q;
    reg  [6:0] dres$d;
    reg  [6:0] dres$q;
    reg  go$d;
    reg  go$q;
    reg  h2_valid$d;
    reg  h2_valid$q;
    reg  [172:0] h2_entry$d;
    reg  [172:0] h2_entry$q;
    reg  h2_hit$d;
    reg  h2_hit$q;
    reg  dq_push$d;
    reg  dq_push$q;
    reg  [71:0] dq_word$d;
    reg  [71:0] dq_word$q;
    reg  h_back_q$d;
    reg  h_back_q$q;

    // Local signals
    wire  [7:0] miss_tag;
    wire  emit;
    reg  [6:0] pend_nx;
    wire  [6:0] dres_nx;
    wire  [6:0] dres_k;
    reg  dres_ok;
    wire  [6:0] dres_back;
    wire  [6:0] dres_take;
    wire  q_back;
    wire  c_free;
    wire  move_cr;
    wire  offered;
    reg  [2:0] err_code;
    reg  [211:0] chk_entry;
    reg  [21:0] room_in;
    wire  [21:0] room4k;
    wire  [21:0] room2m;
    wire  nolookup;
    reg  fits;
    reg  [4:0] fails;
    wire  [3:0] bl;
    wire  [2:0] be;
    wire  [3:0] ba;
    wire  [2:0] bq;
    wire  to_below;
    wire  end_above;
    wire  take;
    reg  [9:0] rd_index;
    reg  [63:0] cmp_tag;
    reg  [63:0] g_cmp_tag;
    wire  raw_miss;
    wire  follow;
    wire  miss;
    wire  head_follow;
    wire  idle;
    reg  [63:0] pa;
    reg  [172:0] entry;
    reg  [172:0] h2_out;
    wire  [172:0] head;
    wire  head_miss;
    reg  [63:0] page;
    reg  [63:0] hit_pa;
    reg  [63:0] pbl_addr;
    reg  [71:0] dma_word;
    wire  rsp_valid;
    wire  pop;
    wire  h_direct;
    wire  q_leave;
    reg  [211:0] sp_entry;

    // Sub module instances
    ddp_tx$tlb$mr_meta mr_meta(
        .clock(clock),
        .read_address(mr_meta$read_address),
        .read_data(mr_meta$read_data),
        .write_enable(mr_meta$write_enable),
        .write_address(mr_meta$write_address),
        .write_data(mr_meta$write_data)
    );
    ddp_tx$tlb$mr_base mr_base(
        .clock(clock),
        .read_address(mr_base$read_address),
        .read_data(mr_base$read_data),
        .write_enable(mr_base$write_enable),
        .write_address(mr_base$write_address),
        .write_data(mr_base$write_data)
    );
    ddp_tx$tlb$mr_end mr_end(
        .clock(clock),
        .read_address(mr_end$read_address),
        .read_data(mr_end$read_data),
        .write_enable(mr_end$write_enable),
        .write_address(mr_end$write_address),
        .write_data(mr_end$write_data)
    );
    ddp_tx$tlb$mr_pbl mr_pbl(
        .clock(clock),
        .read_address(mr_pbl$read_address),
        .read_data(mr_pbl$read_data),
        .write_enable(mr_pbl$write_enable),
        .write_address(mr_pbl$write_address),
        .write_data(mr_pbl$write_data)
    );
    ddp_tx$tlb$chk chk(
        .meta(chk$meta),
        .base_va(chk$base_va),
        .end_va(chk$end_va),
        .to(chk$to),
        .to_end(chk$to_end),
        .access(chk$access),
        .pd(chk$pd),
        .key(chk$key),
        .oob(chk$oob),
        .fail(chk$fail),
        .bounds(chk$bounds),
        .page_2m(chk$page_2m)
    );
    ddp_tx$tlb$split split(
        .clock(clock),
        .reset(split$reset),
        .advance(split$advance),
        .s_valid(split$s_valid),
        .s_ready(split$s_ready),
        .s_err(split$s_err),
        .s_to(split$s_to),
        .s_len(split$s_len),
        .s_page_2m(split$s_page_2m),
        .s_index(split$s_index),
        .s_pbl_adj(split$s_pbl_adj),
        .s_tag(split$s_tag),
        .s_room(split$s_room),
        .s_one_piece(split$s_one_piece),
        .s_set(split$s_set),
        .s_nolookup(split$s_nolookup),
        .p_valid(split$p_valid),
        .p_err(split$p_err),
        .p_nolookup(split$p_nolookup),
        .p_index(split$p_index),
        .p_vpn(split$p_vpn),
        .p_set(split$p_set),
        .p_offset(split$p_offset),
        .p_len(split$p_len),
        .p_last(split$p_last),
        .p_tag(split$p_tag),
        .p_page_2m(split$p_page_2m),
        .p_pbl(split$p_pbl)
    );
    ddp_tx$tlb$cache cache(
        .clock(clock),
        .rd_set(cache$rd_set),
        .cmp_tag(cache$cmp_tag),
        .hit(cache$hit),
        .hit_page(cache$hit_page),
        .victim(cache$victim),
        .touch(cache$touch),
        .touch_set(cache$touch_set),
        .fill(cache$fill),
        .fill_set(cache$fill_set),
        .fill_way(cache$fill_way),
        .fill_tag(cache$fill_tag),
        .fill_page(cache$fill_page),
        .sweep(cache$sweep),
        .sweep_set(cache$sweep_set),
        .sweep_all(cache$sweep_all),
        .sweep_index(cache$sweep_index)
    );
    ddp_tx$tlb$cmd cmd(
        .clock(clock),
        .reset(cmd$reset),
        .s_cmd_valid(s_cmd_valid),
        .s_cmd_ready(s_cmd_ready),
        .s_cmd_op(s_cmd_op),
        .s_cmd_stag(s_cmd_stag),
        .s_cmd_pd(s_cmd_pd),
        .s_cmd_rights(s_cmd_rights),
        .s_cmd_page_2m(s_cmd_page_2m),
        .s_cmd_base_va(s_cmd_base_va),
        .s_cmd_length(s_cmd_length),
        .s_cmd_pbl(s_cmd_pbl),
        .m_ack_valid(m_ack_valid),
        .m_ack_ready(m_ack_ready),
        .m_ack_status(m_ack_status),
        .idle(cmd$idle),
        .busy(cmd$busy),
        .mr_rd_own(cmd$mr_rd_own),
        .mr_rd_index(cmd$mr_rd_index),
        .mr_rd_meta(cmd$mr_rd_meta),
        .mr_wr_meta(cmd$mr_wr_meta),
        .mr_wr_entry(cmd$mr_wr_entry),
        .mr_wr_index(cmd$mr_wr_index),
        .wr_meta(cmd$wr_meta),
        .wr_base_va(cmd$wr_base_va),
        .wr_end_va(cmd$wr_end_va),
        .wr_pbl_adj(cmd$wr_pbl_adj),
        .sweep_rd_own(cmd$sweep_rd_own),
        .sweep_rd_set(cmd$sweep_rd_set),
        .sweep(cmd$sweep),
        .sweep_set(cmd$sweep_set),
        .sweep_all(cmd$sweep_all),
        .sweep_index(cmd$sweep_index)
    );
    ddp_tx$tlb$rspq rspq(
        .clock(clock),
        .reset(rspq$reset),
        .push(rspq$push),
        .din(rspq$din),
        .full(rspq$full),
        .pop(rspq$pop),
        .dout(rspq$dout),
        .valid(rspq$valid)
    );
    ddp_tx$tlb$outq outq(
        .clock(clock),
        .reset(outq$reset),
        .push(outq$push),
        .din(outq$din),
        .full(outq$full),
        .pop(outq$pop),
        .dout(outq$dout),
        .valid(outq$valid)
    );
    ddp_tx$tlb$dmaq dmaq(
        .clock(clock),
        .reset(dmaq$reset),
        .push(dmaq$push),
        .din(dmaq$din),
        .full(dmaq$full),
        .pop(dmaq$pop),
        .dout(dmaq$dout),
        .valid(dmaq$valid)
    );
    ddp_tx$tlb$chkq chkq(
        .clock(clock),
        .reset(chkq$reset),
        .push(chkq$push),
        .din(chkq$din),
        .full(chkq$full),
        .pop(chkq$pop),
        .dout(chkq$dout),
        .valid(chkq$valid)
    );
    ddp_tx$tlb$chk_fold chk_fold(
        .page_bits(chk_fold$page_bits),
        .page_2m(chk_fold$page_2m),
        .index6(chk_fold$index6),
        .set(chk_fold$set)
    );

    // Registers
    initial begin
        r1_valid$q = 1'h0;
        r1_to$q = 64'h0;
        r1_len$q = 32'h0;
        r1_end$q = 65'h0;
        r1_access$q = 2'h0;
        r1_pd$q = 16'h0;
        r1_key$q = 8'h0;
        r1_oob$q = 1'h0;
        r1_index$q = 10'h0;
        r1_tag$q = 8'h0;
        r2_valid$q = 1'h0;
        r2_fail$q = 4'h0;
        r2_bounds$q = 14'h0;
        r3_valid$q = 1'h0;
        r3_entry$q = 212'h0;
        r2_page_2m$q = 1'h0;
        r2_to$q = 64'h0;
        r2_len$q = 32'h0;
        r2_index$q = 10'h0;
        r2_tag$q = 8'h0;
        r2_pbl$q = 64'h0;
        r2_room4k$q = 22'h0;
        r2_room2m$q = 22'h0;
        r2_fits4k$q = 1'h0;
        r2_fits2m$q = 1'h0;
        occ$q = 7'h0;
        c_valid$q = 1'h0;
        c_to$q = 64'h0;
        c_len$q = 32'h0;
        c_end$q = 65'h0;
        c_access$q = 2'h0;
        c_pd$q = 16'h0;
        c_key$q = 8'h0;
        c_oob$q = 1'h0;
        c_index$q = 10'h0;
        c_tag$q = 8'h0;
        g_valid$q = 1'h0;
        g_err$q = 3'h0;
        g_nolookup$q = 1'h0;
        g_index$q = 10'h0;
        g_vpn$q = 52'h0;
        g_set$q = 6'h0;
        g_offset$q = 21'h0;
        g_len$q = 22'h0;
        g_last$q = 1'h0;
        g_tag$q = 8'h0;
        g_page_2m$q = 1'h0;
        g_pbl$q = 64'h0;
        h_valid$q = 1'h0;
        h_err$q = 3'h0;
        h_nolookup$q = 1'h0;
        h_index$q = 10'h0;
        h_vpn$q = 52'h0;
        h_set$q = 6'h0;
        h_offset$q = 21'h0;
        h_len$q = 22'h0;
        h_last$q = 1'h0;
        h_tag$q = 8'h0;
        h_page_2m$q = 1'h0;
        h_pbl$q = 64'h0;
        h_lm_eq$q = 1'h0;
        h_prev_eq$q = 1'h0;
        h_prev_miss$q = 1'h0;
        dma_tag$q = 8'h0;
        lm_valid$q = 1'h0;
        lm_tag$q = 64'h0;
        lf_page$q = 64'h0;
        pend$q = 7'h0;
        dres$q = 7'h0;
        go$q = 1'h0;
        h2_valid$q = 1'h0;
        h2_entry$q = 173'h0;
        h2_hit$q = 1'h0;
        dq_push$q = 1'h0;
        dq_word$q = 72'h0;
        h_back_q$q = 1'h0;
    end

    always @(posedge clock) begin
        r1_valid$q <= r1_valid$d;
        r1_to$q <= r1_to$d;
        r1_len$q <= r1_len$d;
        r1_end$q <= r1_end$d;
        r1_access$q <= r1_access$d;
        r1_pd$q <= r1_pd$d;
        r1_key$q <= r1_key$d;
        r1_oob$q <= r1_oob$d;
        r1_index$q <= r1_index$d;
        r1_tag$q <= r1_tag$d;
        r2_valid$q <= r2_valid$d;
        r2_fail$q <= r2_fail$d;
        r2_bounds$q <= r2_bounds$d;
        r3_valid$q <= r3_valid$d;
        r3_entry$q <= r3_entry$d;
        r2_page_2m$q <= r2_page_2m$d;
        r2_to$q <= r2_to$d;
        r2_len$q <= r2_len$d;
        r2_index$q <= r2_index$d;
        r2_tag$q <= r2_tag$d;
        r2_pbl$q <= r2_pbl$d;
        r2_room4k$q <= r2_room4k$d;
        r2_room2m$q <= r2_room2m$d;
        r2_fits4k$q <= r2_fits4k$d;
        r2_fits2m$q <= r2_fits2m$d;
        occ$q <= occ$d;
        c_valid$q <= c_valid$d;
        c_to$q <= c_to$d;
        c_len$q <= c_len$d;
        c_end$q <= c_end$d;
        c_access$q <= c_access$d;
        c_pd$q <= c_pd$d;
        c_key$q <= c_key$d;
        c_oob$q <= c_oob$d;
        c_index$q <= c_index$d;
        c_tag$q <= c_tag$d;
        g_valid$q <= g_valid$d;
        g_err$q <= g_err$d;
        g_nolookup$q <= g_nolookup$d;
        g_index$q <= g_index$d;
        g_vpn$q <= g_vpn$d;
        g_set$q <= g_set$d;
        g_offset$q <= g_offset$d;
        g_len$q <= g_len$d;
        g_last$q <= g_last$d;
        g_tag$q <= g_tag$d;
        g_page_2m$q <= g_page_2m$d;
        g_pbl$q <= g_pbl$d;
        h_valid$q <= h_valid$d;
        h_err$q <= h_err$d;
        h_nolookup$q <= h_nolookup$d;
        h_index$q <= h_index$d;
        h_vpn$q <= h_vpn$d;
        h_set$q <= h_set$d;
        h_offset$q <= h_offset$d;
        h_len$q <= h_len$d;
        h_last$q <= h_last$d;
        h_tag$q <= h_tag$d;
        h_page_2m$q <= h_page_2m$d;
        h_pbl$q <= h_pbl$d;
        h_lm_eq$q <= h_lm_eq$d;
        h_prev_eq$q <= h_prev_eq$d;
        h_prev_miss$q <= h_prev_miss$d;
        dma_tag$q <= dma_tag$d;
        lm_valid$q <= lm_valid$d;
        lm_tag$q <= lm_tag$d;
        lf_page$q <= lf_page$d;
        pend$q <= pend$d;
        dres$q <= dres$d;
        go$q <= go$d;
        h2_valid$q <= h2_valid$d;
        h2_entry$q <= h2_entry$d;
        h2_hit$q <= h2_hit$d;
        dq_push$q <= dq_push$d;
        dq_word$q <= dq_word$d;
        h_back_q$q <= h_back_q$d;
    end

    // Update code
    assign split$reset = reset;
    assign cmd$reset = reset;
    assign rspq$reset = reset;
    assign chkq$reset = reset;
    assign outq$reset = reset;
    assign dmaq$reset = reset;
    assign split$advance = go$q;
    assign emit = split$p_valid & go$q;
    assign move_cr = c_valid$q & (occ$q < tlb_credit$CHECKED) & ~chkq$full;
    assign c_free = ~c_valid$q | move_cr;
    assign s_req_ready = ~cmd$busy & ~reset & c_free;
    assign offered = s_req_valid & ~cmd$busy & ~reset;
    assign mr_meta$read_address = rd_index;
    assign mr_base$read_address = rd_index;
    assign mr_end$read_address = rd_index;
    assign mr_pbl$read_address = rd_index;
    assign mr_meta$write_address = cmd$mr_wr_index;
    assign mr_base$write_address = cmd$mr_wr_index;
    assign mr_end$write_address = cmd$mr_wr_index;
    assign mr_pbl$write_address = cmd$mr_wr_index;
    assign mr_meta$write_data = cmd$wr_meta;
    assign mr_base$write_data = cmd$wr_base_va;
    assign mr_end$write_data = cmd$wr_end_va;
    assign mr_pbl$write_data = cmd$wr_pbl_adj;
    assign mr_meta$write_enable = cmd$mr_wr_meta;
    assign mr_base$write_enable = cmd$mr_wr_entry;
    assign mr_end$write_enable = cmd$mr_wr_entry;
    assign mr_pbl$write_enable = cmd$mr_wr_entry;
    assign chk$meta = mr_meta$read_data;
    assign chk$base_va = mr_base$read_data;
    assign chk$end_va = mr_end$read_data;
    assign chk$to = r1_to$q;
    assign chk$to_end = r1_end$q;
    assign chk$access = r1_access$q;
    assign chk$pd = r1_pd$q;
    assign chk$key = r1_key$q;
    assign chk$oob = r1_oob$q;
    assign room4k = 22'h1000 - {10'h0, r1_to$q[11:0]};
    assign room2m = 22'h200000 - {1'h0, r1_to$q[20:0]};
    assign bl = r2_bounds$q[3:0];
    assign be = r2_bounds$q[6:4];
    assign ba = r2_bounds$q[10:7];
    assign bq = r2_bounds$q[13:11];
    assign to_below = bl[3] | (be[2] & (bl[2] | (be[1] & (bl[1] | (be[0] & bl[0])))));
    assign end_above = ba[3] | (bq[2] & (ba[2] | (bq[1] & (ba[1] | (bq[0] & ba[0])))));
    assign nolookup = (fails != 5'h0) | (r2_len$q == 32'h0);
    assign chk_fold$page_bits = r2_to$q[32:12];
    assign chk_fold$page_2m = r2_page_2m$q;
    assign chk_fold$index6 = r2_index$q[5:0];
    assign chkq$din = r3_entry$q;
    assign chkq$push = r3_valid$q & (chkq$valid | ~split$s_ready);
    assign take = (chkq$valid | r3_valid$q) & split$s_ready;
    assign chkq$pop = chkq$valid & split$s_ready;
    assign split$s_valid = chkq$valid | r3_valid$q;
    assign split$s_err = sp_entry[2:0];
    assign split$s_to = sp_entry[66:3];
    assign split$s_len = sp_entry[98:67];
    assign split$s_page_2m = sp_entry[99];
    assign split$s_index = sp_entry[109:100];
    assign split$s_tag = sp_entry[117:110];
    assign split$s_pbl_adj = sp_entry[181:118];
    assign split$s_room = sp_entry[203:182];
    assign split$s_nolookup = sp_entry[204];
    assign split$s_one_piece = sp_entry[205];
    assign split$s_set = sp_entry[211:206];
    assign cache$cmp_tag = g_cmp_tag;
    assign cache$touch = h_valid$q & ~h_nolookup$q;
    assign cache$touch_set = h_set$q;
    assign raw_miss = h_valid$q & ~h_nolookup$q & ~cache$hit;
    assign follow = raw_miss & ((h_prev_miss$q & h_prev_eq$q) | (~h_prev_miss$q & lm_valid$q & h_lm_eq$q));
    assign miss = raw_miss & ~follow;
    assign h_direct = ~rspq$valid & ~outq$full;
    assign rspq$push = h2_valid$q & ~h_direct;
    assign rspq$din = h2_out;
    assign dmaq$push = dq_push$q;
    assign miss_tag = dma_tag$q + {7'h0, dq_push$q};
    assign dmaq$din = dq_word$q;
    assign q_back = dmaq$valid & m_dma_rd_ready;
    assign dres_back = 7'h0 + {6'h0, q_back};
    assign dres_take = 7'h0 + {6'h0, emit};
    assign dres_k = (dres$q + dres_take) - dres_back;
    assign dres_nx = dres_k - (7'h0 + {6'h0, h_back_q$q});
    assign m_dma_rd_valid = dmaq$valid;
    assign m_dma_rd_addr = dmaq$dout[63:0];
    assign m_dma_rd_tag = dmaq$dout[71:64];
    assign m_dma_rd_len = 13'h8;
    assign dmaq$pop = m_dma_rd_ready;
    assign outq$push = (rspq$valid & ~outq$full) | (h2_valid$q & h_direct);
    assign rspq$pop = rspq$valid & ~outq$full;
    assign q_leave = outq$push;
    assign head = outq$dout;
    assign head_miss = head[98];
    assign head_follow = head[172];
    assign rsp_valid = outq$valid & (~head_miss | s_dma_data_valid);
    assign pop = rsp_valid & m_rsp_ready;
    assign m_rsp_valid = rsp_valid;
    assign m_rsp_len = {10'h0, head[85:64]};
    assign m_rsp_last = head[86];
    assign m_rsp_tag = head[94:87];
    assign m_rsp_err = head[97:95];
    assign s_dma_data_ready = outq$valid & head_miss & m_rsp_ready;
    assign outq$pop = pop;
    assign cache$fill = pop & head_miss;
    assign cache$fill_set = head[105:100];
    assign cache$fill_way = head[107:106];
    assign cache$fill_tag = head[171:108];
    assign cache$fill_page = page[63:12];
    assign idle = ~c_valid$q & ~r1_valid$q & ~r2_valid$q & ~r3_valid$q & ~chkq$valid & ~split$p_valid & ~outq$valid & ~g_valid$q & ~h_valid$q & ~rspq$valid & ~dmaq$valid & ~h2_valid$q & ~dq_push$q;
    assign cmd$idle = idle;
    assign cmd$mr_rd_meta = mr_meta$read_data;
    assign cache$sweep = cmd$sweep;
    assign cache$sweep_set = cmd$sweep_set;
    assign cache$sweep_all = cmd$sweep_all;
    assign cache$sweep_index = cmd$sweep_index;

    always @(*) begin
        c_end$d = c_end$q;
        g_valid$d = g_valid$q;
        r1_valid$d = r1_valid$q;
        r2_valid$d = r2_valid$q;
        r3_valid$d = r3_valid$q;
        occ$d = occ$q;
        c_valid$d = c_valid$q;
        c_to$d = c_to$q;
        c_len$d = c_len$q;
        c_access$d = c_access$q;
        c_pd$d = c_pd$q;
        c_key$d = c_key$q;
        c_oob$d = c_oob$q;
        c_index$d = c_index$q;
        c_tag$d = c_tag$q;
        h_valid$d = h_valid$q;
        dma_tag$d = dma_tag$q;
        pend$d = pend$q;
        dres$d = dres$q;
        lm_valid$d = lm_valid$q;
        lm_tag$d = lm_tag$q;
        h_prev_miss$d = h_prev_miss$q;
        go$d = go$q;
        h2_valid$d = h2_valid$q;
        dq_push$d = dq_push$q;
        h_back_q$d = h_back_q$q;
        if (c_free) begin
            c_valid$d = offered;
            c_to$d = s_req_to;
            c_len$d = s_req_len;
            c_end$d = {1'h0, s_req_to} + {33'h0, s_req_len};
            c_access$d = s_req_access;
            c_pd$d = s_req_pd;
            c_key$d = s_req_stag[7:0];
            c_index$d = s_req_stag[17:8];
            c_oob$d = |s_req_stag[31:18];
            c_tag$d = s_req_tag;
        end
        r1_valid$d = move_cr;
        r2_valid$d = r1_valid$q;
        r3_valid$d = r2_valid$q;
        occ$d = occ$q;
        if (move_cr & ~take) begin
            occ$d = occ$q + 7'h1;
        end
        if (~move_cr & take) begin
            occ$d = occ$q - 7'h1;
        end
        g_valid$d = emit;
        h_valid$d = g_valid$q;
        h_prev_miss$d = miss;
        if (miss) begin
            lm_valid$d = 1'b1;
            lm_tag$d = cmp_tag;
        end
        h2_valid$d = h_valid$q;
        dq_push$d = miss;
        dma_tag$d = miss_tag;
        h_back_q$d = h_valid$q & ~miss;
        dres$d = dres_nx;
        pend$d = pend_nx;
        go$d = ({1'h0, pend_nx[5:0]} == pend_nx) & dres_ok & ~(rspq$full & outq$full) & ~(dmaq$full & ~q_back);
        if (cmd$busy & idle) begin
            lm_valid$d = 1'b0;
            h_prev_miss$d = 1'b0;
        end
        if (reset) begin
            c_valid$d = 1'b0;
            r1_valid$d = 1'b0;
            r2_valid$d = 1'b0;
            r3_valid$d = 1'b0;
            occ$d = 7'h0;
            g_valid$d = 1'b0;
            h_valid$d = 1'b0;
            dma_tag$d = 8'h0;
            lm_valid$d = 1'b0;
            h_prev_miss$d = 1'b0;
            pend$d = 7'h0;
            dres$d = 7'h0;
            h_back_q$d = 1'b0;
            go$d = 1'b1;
            h2_valid$d = 1'b0;
            dq_push$d = 1'b0;
        end
    end

    always @(*) begin
        g_err$d = g_err$q;
        g_err$d = split$p_err;
    end

    always @(*) begin
        g_nolookup$d = g_nolookup$q;
        g_nolookup$d = split$p_nolookup;
    end

    always @(*) begin
        g_index$d = g_index$q;
        g_index$d = split$p_index;
    end

    always @(*) begin
        g_vpn$d = g_vpn$q;
        g_vpn$d = split$p_vpn;
    end

    always @(*) begin
        g_set$d = g_set$q;
        g_set$d = split$p_set;
    end

    always @(*) begin
        g_offset$d = g_offset$q;
        g_offset$d = split$p_offset;
    end

    always @(*) begin
        g_len$d = g_len$q;
        g_len$d = split$p_len;
    end

    always @(*) begin
        g_last$d = g_last$q;
        g_last$d = split$p_last;
    end

    always @(*) begin
        g_tag$d = g_tag$q;
        g_tag$d = split$p_tag;
    end

    always @(*) begin
        g_page_2m$d = g_page_2m$q;
        g_page_2m$d = split$p_page_2m;
    end

    always @(*) begin
        g_pbl$d = g_pbl$q;
        g_pbl$d = split$p_pbl;
    end

    always @(*) begin
        r1_to$d = r1_to$q;
        r1_to$d = c_to$q;
    end

    always @(*) begin
        r1_len$d = r1_len$q;
        r1_len$d = c_len$q;
    end

    always @(*) begin
        r1_end$d = r1_end$q;
        r1_end$d = c_end$q;
    end

    always @(*) begin
        r1_access$d = r1_access$q;
        r1_access$d = c_access$q;
    end

    always @(*) begin
        r1_pd$d = r1_pd$q;
        r1_pd$d = c_pd$q;
    end

    always @(*) begin
        r1_key$d = r1_key$q;
        r1_key$d = c_key$q;
    end

    always @(*) begin
        r1_oob$d = r1_oob$q;
        r1_oob$d = c_oob$q;
    end

    always @(*) begin
        r1_index$d = r1_index$q;
        r1_index$d = c_index$q;
    end

    always @(*) begin
        r1_tag$d = r1_tag$q;
        r1_tag$d = c_tag$q;
    end

    always @(*) begin
        r2_fail$d = r2_fail$q;
        r2_fail$d = chk$fail;
    end

    always @(*) begin
        r2_bounds$d = r2_bounds$q;
        r2_bounds$d = chk$bounds;
    end

    always @(*) begin
        r3_entry$d = r3_entry$q;
        r3_entry$d = chk_entry;
    end

    always @(*) begin
        r2_page_2m$d = r2_page_2m$q;
        r2_page_2m$d = chk$page_2m;
    end

    always @(*) begin
        r2_to$d = r2_to$q;
        r2_to$d = r1_to$q;
    end

    always @(*) begin
        r2_len$d = r2_len$q;
        r2_len$d = r1_len$q;
    end

    always @(*) begin
        r2_index$d = r2_index$q;
        r2_index$d = r1_index$q;
    end

    always @(*) begin
        r2_tag$d = r2_tag$q;
        r2_tag$d = r1_tag$q;
    end

    always @(*) begin
        r2_pbl$d = r2_pbl$q;
        r2_pbl$d = mr_pbl$read_data;
    end

    always @(*) begin
        r2_room4k$d = r2_room4k$q;
        r2_room4k$d = room4k;
    end

    always @(*) begin
        r2_room2m$d = r2_room2m$q;
        r2_room2m$d = room2m;
    end

    always @(*) begin
        r2_fits4k$d = r2_fits4k$q;
        r2_fits4k$d = r1_len$q <= {10'h0, room4k};
    end

    always @(*) begin
        r2_fits2m$d = r2_fits2m$q;
        r2_fits2m$d = r1_len$q <= {10'h0, room2m};
    end

    always @(*) begin
        h_err$d = h_err$q;
        h_err$d = g_err$q;
    end

    always @(*) begin
        h_nolookup$d = h_nolookup$q;
        h_nolookup$d = g_nolookup$q;
    end

    always @(*) begin
        h_index$d = h_index$q;
        h_index$d = g_index$q;
    end

    always @(*) begin
        h_vpn$d = h_vpn$q;
        h_vpn$d = g_vpn$q;
    end

    always @(*) begin
        h_set$d = h_set$q;
        h_set$d = g_set$q;
    end

    always @(*) begin
        h_offset$d = h_offset$q;
        h_offset$d = g_offset$q;
    end

    always @(*) begin
        h_len$d = h_len$q;
        h_len$d = g_len$q;
    end

    always @(*) begin
        h_last$d = h_last$q;
        h_last$d = g_last$q;
    end

    always @(*) begin
        h_tag$d = h_tag$q;
        h_tag$d = g_tag$q;
    end

    always @(*) begin
        h_page_2m$d = h_page_2m$q;
        h_page_2m$d = g_page_2m$q;
    end

    always @(*) begin
        h_pbl$d = h_pbl$q;
        h_pbl$d = g_pbl$q;
    end

    always @(*) begin
        lf_page$d = lf_page$q;
        if (outq$valid & head_miss & s_dma_data_valid) begin
            lf_page$d = page;
        end
    end

    always @(*) begin
        h_lm_eq$d = h_lm_eq$q;
        h_lm_eq$d = g_cmp_tag == lm_tag$q;
    end

    always @(*) begin
        h_prev_eq$d = h_prev_eq$q;
        h_prev_eq$d = g_cmp_tag == cmp_tag;
    end

    always @(*) begin
        h2_entry$d = h2_entry$q;
        h2_entry$d = entry;
    end

    always @(*) begin
        h2_hit$d = h2_hit$q;
        h2_hit$d = ~h_nolookup$q & cache$hit;
    end

    always @(*) begin
        dq_word$d = dq_word$q;
        dq_word$d = dma_word;
    end

    always @(*) begin
        rd_index = c_index$q;
        if (cmd$mr_rd_own) begin
            rd_index = cmd$mr_rd_index;
        end
    end

    always @(*) begin
        fails = 5'h0;
        fails[3:0] = r2_fail$q;
        fails[4] = to_below | end_above;
    end

    always @(*) begin
        err_code = tlb_err$OK;
        if (fails[4]) begin
            err_code = tlb_err$BASE_BOUNDS;
        end
        if (fails[3]) begin
            err_code = tlb_err$TO_WRAP;
        end
        if (fails[2]) begin
            err_code = tlb_err$ACCESS_RIGHTS;
        end
        if (fails[1]) begin
            err_code = tlb_err$PD_MISMATCH;
        end
        if (fails[0]) begin
            err_code = tlb_err$INVALID_STAG;
        end
    end

    always @(*) begin
        chk_entry = 212'h0;
        chk_entry[2:0] = err_code;
        chk_entry[66:3] = r2_to$q;
        chk_entry[98:67] = r2_len$q;
        chk_entry[99] = r2_page_2m$q;
        chk_entry[109:100] = r2_index$q;
        chk_entry[117:110] = r2_tag$q;
        chk_entry[181:118] = r2_pbl$q;
        chk_entry[203:182] = room_in;
        chk_entry[204] = nolookup;
        chk_entry[205] = nolookup | fits;
        chk_entry[211:206] = chk_fold$set;
    end

    always @(*) begin
        room_in = r2_room4k$q;
        fits = r2_fits4k$q;
        if (r2_page_2m$q) begin
            room_in = r2_room2m$q;
            fits = r2_fits2m$q;
        end
    end

    always @(*) begin
        sp_entry = chkq$dout;
        if (~chkq$valid) begin
            sp_entry = r3_entry$q;
        end
    end

    always @(*) begin
        cache$rd_set = split$p_set;
        if (cmd$sweep_rd_own) begin
            cache$rd_set = cmd$sweep_rd_set;
        end
    end

    always @(*) begin
        cmp_tag = 64'h0;
        cmp_tag[0] = 1'b1;
        cmp_tag[1] = h_page_2m$q;
        cmp_tag[11:2] = h_index$q;
        cmp_tag[63:12] = h_vpn$q;
    end

    always @(*) begin
        g_cmp_tag = 64'h0;
        g_cmp_tag[0] = 1'b1;
        g_cmp_tag[1] = g_page_2m$q;
        g_cmp_tag[11:2] = g_index$q;
        g_cmp_tag[63:12] = g_vpn$q;
    end

    always @(*) begin
        pa = {43'h0, h_offset$q};
        if (h_nolookup$q) begin
            pa = 64'h0;
        end
    end

    always @(*) begin
        hit_pa = 64'h0;
        if (h2_hit$q) begin
            hit_pa[63:12] = cache$hit_page;
        end
    end

    always @(*) begin
        h2_out = h2_entry$q;
        h2_out[63:0] = h2_entry$q[63:0] | hit_pa;
    end

    always @(*) begin
        entry = 173'h0;
        entry[63:0] = pa;
        entry[85:64] = h_len$q;
        entry[86] = h_last$q;
        entry[94:87] = h_tag$q;
        entry[97:95] = h_err$q;
        entry[98] = miss;
        entry[99] = h_page_2m$q;
        entry[105:100] = h_set$q;
        entry[107:106] = cache$victim;
        entry[171:108] = cmp_tag;
        entry[172] = follow;
    end

    always @(*) begin
        pbl_addr = h_pbl$q;
        pbl_addr[2:0] = 3'h0;
    end

    always @(*) begin
        dma_word = 72'h0;
        dma_word[63:0] = pbl_addr;
        dma_word[71:64] = miss_tag;
    end

    always @(*) begin
        dres_ok = dres_k < tlb_credit$DMAQ_ENTRIES;
        if (h_back_q$q) begin
            dres_ok = dres_k <= tlb_credit$DMAQ_ENTRIES;
        end
    end

    always @(*) begin
        outq$din = rspq$dout;
        if (~rspq$valid) begin
            outq$din = h2_out;
        end
    end

    always @(*) begin
        pend_nx = pend$q;
        if (emit & ~q_leave) begin
            pend_nx = pend$q + 7'h1;
        end
        if (~emit & q_leave) begin
            pend_nx = pend$q - 7'h1;
        end
    end

    always @(*) begin
        page = 64'h0;
        page[63:12] = s_dma_data[63:12];
        if (head[99]) begin
            page = 64'h0;
            page[63:21] = s_dma_data[63:21];
        end
    end

    always @(*) begin
        m_rsp_pa = head[63:0];
        if (head_miss) begin
            m_rsp_pa = head[63:0] | page;
        end
        if (head_follow) begin
            m_rsp_pa = head[63:0] | lf_page$q;
        end
    end

endmodule // ddp_tx$tlb


module ddp_tx$tlb$cache(clock,rd_set,cmp_tag,hit,hit_page,victim,touch,touch_set,fill,fill_set,fill_way,fill_tag,fill_page,sweep,sweep_set,sweep_all,sweep_index);

    // Module arguments
    input wire  clock;
    input wire  [5:0] rd_set;
    input wire  [63:0] cmp_tag;
    output wire  hit;
    output reg  [51:0] hit_page;
    output reg  [1:0] victim;
    input wire  touch;
    input wire  [5:0] touch_set;
    input wire  fill;
    input wire  [5:0] fill_set;
    input wire  [1:0] fill_way;
    input wire  [63:0] fill_tag;
    input wire  [51:0] fill_page;
    input wire  sweep;
    input wire  [5:0] sweep_set;
    input wire  sweep_all;
    input wire  [9:0] sweep_index;

    // Stub signals
    wire  [5:0] tag0$read_address;
    wire  [63:0] tag0$read_data;
    reg  tag0$write_enable;
    reg  [5:0] tag0$write_address;
    reg  [63:0] tag0$write_data;
    wire  [5:0] tag1$read_address;
    wire  [63:0] tag1$read_data;
    reg  tag1$write_enable;
    reg  [5:0] tag1$write_address;
    reg  [63:0] tag1$write_data;
    wire  [5:0] tag2$read_address;
    wire  [63:0] tag2$read_data;
    reg  tag2$write_enable;
    reg  [5:0] tag2$write_address;
    reg  [63:0] tag2$write_data;
    wire  [5:0] tag3$read_address;
    wire  [63:0] tag3$read_data;
    reg  tag3$write_enable;
    reg  [5:0] tag3$write_address;
    reg  [63:0] tag3$write_data;
    wire  [5:0] page0$read_address;
    wire  [51:0] page0$read_data;
    reg  page0$write_enable;
    wire  [5:0] page0$write_address;
    wire  [51:0] page0$write_data;
    wire  [5:0] page1$read_address;
    wire  [51:0] page1$read_data;
    reg  page1$write_enable;
    wire  [5:0] page1$write_address;
    wire  [51:0] page1$write_data;
    wire  [5:0] page2$read_address;
    wire  [51:0] page2$read_data;
    reg  page2$write_enable;
    wire  [5:0] page2$write_address;
    wire  [51:0] page2$write_data;
    wire  [5:0] page3$read_address;
    wire  [51:0] page3$read_data;
    reg  page3$write_enable;
    wire  [5:0] page3$write_address;
    wire  [51:0] page3$write_data;
    wire  [5:0] plru$read_address;
    wire  [2:0] plru$read_data;
    wire  plru$write_enable;
    wire  [5:0] plru$write_address;
    wire  [2:0] plru$write_data;
    reg  [15:0] r_hit$d;
    reg  [15:0] r_hit$q;
    reg  coll$d;
    reg  coll$q;
    reg  [9:0] si0$d;
    reg  [9:0] si0$q;
    reg  [9:0] si1$d;
    reg  [9:0] si1$q;
    reg  [9:0] si2$d;
    reg  [9:0] si2$q;
    reg  [9:0] si3$d;
    reg  [9:0] si3$q;
    reg  [3:0] sm$d;
    reg  [3:0] sm$q;
    reg  f_v$d;
    reg  f_v$q;
    reg  [5:0] f_set$d;
    reg  [5:0] f_set$q;
    reg  [1:0] f_way$d;
    reg  [1:0] f_way$q;
    reg  [63:0] f_tag$d;
    reg  [63:0] f_tag$q;
    reg  [51:0] f_page$d;
    reg  [51:0] f_page$q;
    reg  r_coll$d;
    reg  r_coll$q;
    reg  [3:0] r_valid$d;
    reg  [3:0] r_valid$q;
    reg  [51:0] r_p0$d;
    reg  [51:0] r_p0$q;
    reg  [51:0] r_p1$d;
    reg  [51:0] r_p1$q;
    reg  [51:0] r_p2$d;
    reg  [51:0] r_p2$q;
    reg  [51:0] r_p3$d;
    reg  [51:0] r_p3$q;
    reg  [2:0] r_lru$d;
    reg  [2:0] r_lru$q;
    reg  [51:0] q_p0$d;
    reg  [51:0] q_p0$q;
    reg  [51:0] q_p1$d;
    reg  [51:0] q_p1$q;
    reg  [51:0] q_p2$d;
    reg  [51:0] q_p2$q;
    reg  [51:0] q_p3$d;
    reg  [51:0] q_p3$q;
    reg  [3:0] q_hits$d;
    reg  [3:0] q_hits$q;
    reg  lw_v$d;
    reg  lw_v$q;
    reg  [2:0] lw_bits$d;
    reg  [2:0] lw_bits$q;

    // Local signals
    reg  [3:0] smv;
    reg  pl_we;
    reg  [5:0] pl_wa;
    reg  [2:0] pl_wd;
    wire  h0;
    wire  h1;
    wire  h2;
    wire  h3;
    wire  [2:0] lru;
    reg  [15:0] hv;
    reg  [3:0] hv0;
    reg  [3:0] hv1;
    reg  [3:0] hv2;
    reg  [3:0] hv3;
    reg  [2:0] new_lru;
    wire  [15:0] cmp0;
    wire  [15:0] cmp1;
    wire  [15:0] cmp2;
    wire  [15:0] cmp3;
    reg  [3:0] hits;
    reg  [3:0] vv;
    reg  [1:0] way;
    wire  s0;
    wire  s1;
    wire  s2;
    wire  s3;

    // Sub module instances
    ddp_tx$tlb$cache$tag0 tag0(
        .clock(clock),
        .read_address(tag0$read_address),
        .read_data(tag0$read_data),
        .write_enable(tag0$write_enable),
        .write_address(tag0$write_address),
        .write_data(tag0$write_data)
    );
    ddp_tx$tlb$cache$tag1 tag1(
        .clock(clock),
        .read_address(tag1$read_address),
        .read_data(tag1$read_data),
        .write_enable(tag1$write_enable),
        .write_address(tag1$write_address),
        .write_data(tag1$write_data)
    );
    ddp_tx$tlb$cache$tag2 tag2(
        .clock(clock),
        .read_address(tag2$read_address),
        .read_data(tag2$read_data),
        .write_enable(tag2$write_enable),
        .write_address(tag2$write_address),
        .write_data(tag2$write_data)
    );
    ddp_tx$tlb$cache$tag3 tag3(
        .clock(clock),
        .read_address(tag3$read_address),
        .read_data(tag3$read_data),
        .write_enable(tag3$write_enable),
        .write_address(tag3$write_address),
        .write_data(tag3$write_data)
    );
    ddp_tx$tlb$cache$page0 page0(
        .clock(clock),
        .read_address(page0$read_address),
        .read_data(page0$read_data),
        .write_enable(page0$write_enable),
        .write_address(page0$write_address),
        .write_data(page0$write_data)
    );
    ddp_tx$tlb$cache$page1 page1(
        .clock(clock),
        .read_address(page1$read_address),
        .read_data(page1$read_data),
        .write_enable(page1$write_enable),
        .write_address(page1$write_address),
        .write_data(page1$write_data)
    );
    ddp_tx$tlb$cache$page2 page2(
        .clock(clock),
        .read_address(page2$read_address),
        .read_data(page2$read_data),
        .write_enable(page2$write_enable),
        .write_address(page2$write_address),
        .write_data(page2$write_data)
    );
    ddp_tx$tlb$cache$page3 page3(
        .clock(clock),
        .read_address(page3$read_address),
        .read_data(page3$read_data),
        .write_enable(page3$write_enable),
        .write_address(page3$write_address),
        .write_data(page3$write_data)
    );
    ddp_tx$tlb$cache$plru plru(
        .clock(clock),
        .read_address(plru$read_address),
        .read_data(plru$read_data),
        .write_enable(plru$write_enable),
        .write_address(plru$write_address),
        .write_data(plru$write_data)
    );

    // Registers
    initial begin
        r_hit$q = 16'h0;
        coll$q = 1'h0;
        si0$q = 10'h0;
        si1$q = 10'h0;
        si2$q = 10'h0;
        si3$q = 10'h0;
        sm$q = 4'h0;
        f_v$q = 1'h0;
        f_set$q = 6'h0;
        f_way$q = 2'h0;
        f_tag$q = 64'h0;
        f_page$q = 52'h0;
        r_coll$q = 1'h0;
        r_valid$q = 4'h0;
        r_p0$q = 52'h0;
        r_p1$q = 52'h0;
        r_p2$q = 52'h0;
        r_p3$q = 52'h0;
        r_lru$q = 3'h0;
        q_p0$q = 52'h0;
        q_p1$q = 52'h0;
        q_p2$q = 52'h0;
        q_p3$q = 52'h0;
        q_hits$q = 4'h0;
        lw_v$q = 1'h0;
        lw_bits$q = 3'h0;
    end

    always @(posedge clock) begin
        r_hit$q <= r_hit$d;
        coll$q <= coll$d;
        si0$q <= si0$d;
        si1$q <= si1$d;
        si2$q <= si2$d;
        si3$q <= si3$d;
        sm$q <= sm$d;
        f_v$q <= f_v$d;
        f_set$q <= f_set$d;
        f_way$q <= f_way$d;
        f_tag$q <= f_tag$d;
        f_page$q <= f_page$d;
        r_coll$q <= r_coll$d;
        r_valid$q <= r_valid$d;
        r_p0$q <= r_p0$d;
        r_p1$q <= r_p1$d;
        r_p2$q <= r_p2$d;
        r_p3$q <= r_p3$d;
        r_lru$q <= r_lru$d;
        q_p0$q <= q_p0$d;
        q_p1$q <= q_p1$d;
        q_p2$q <= q_p2$d;
        q_p3$q <= q_p3$d;
        q_hits$q <= q_hits$d;
        lw_v$q <= lw_v$d;
        lw_bits$q <= lw_bits$d;
    end

    // Update code
    assign tag0$read_address = rd_set;
    assign tag1$read_address = rd_set;
    assign tag2$read_address = rd_set;
    assign tag3$read_address = rd_set;
    assign page0$read_address = rd_set;
    assign page1$read_address = rd_set;
    assign page2$read_address = rd_set;
    assign page3$read_address = rd_set;
    assign plru$read_address = rd_set;
    assign cmp0 = cmp_tag[15:0];
    assign cmp1 = cmp_tag[31:16];
    assign cmp2 = cmp_tag[47:32];
    assign cmp3 = cmp_tag[63:48];
    assign lru = r_lru$q;
    assign h0 = hits[0];
    assign h1 = hits[1];
    assign h2 = hits[2];
    assign h3 = hits[3];
    assign hit = |hits & ~r_coll$q;
    assign s0 = sweep_all | sm$q[0];
    assign s1 = sweep_all | sm$q[1];
    assign s2 = sweep_all | sm$q[2];
    assign s3 = sweep_all | sm$q[3];
    assign page0$write_data = f_page$q;
    assign page1$write_data = f_page$q;
    assign page2$write_data = f_page$q;
    assign page3$write_data = f_page$q;
    assign page0$write_address = f_set$q;
    assign page1$write_address = f_set$q;
    assign page2$write_address = f_set$q;
    assign page3$write_address = f_set$q;
    assign plru$write_address = pl_wa;
    assign plru$write_data = pl_wd;
    assign plru$write_enable = pl_we;

    always @(*) begin
        si0$d = si0$q;
        si0$d = tag0$read_data[11:2];
    end

    always @(*) begin
        si1$d = si1$q;
        si1$d = tag1$read_data[11:2];
    end

    always @(*) begin
        si2$d = si2$q;
        si2$d = tag2$read_data[11:2];
    end

    always @(*) begin
        si3$d = si3$q;
        si3$d = tag3$read_data[11:2];
    end

    always @(*) begin
        sm$d = sm$q;
        sm$d = smv;
    end

    always @(*) begin
        f_v$d = f_v$q;
        f_v$d = fill;
    end

    always @(*) begin
        f_set$d = f_set$q;
        f_set$d = fill_set;
    end

    always @(*) begin
        f_way$d = f_way$q;
        f_way$d = fill_way;
    end

    always @(*) begin
        f_tag$d = f_tag$q;
        f_tag$d = fill_tag;
    end

    always @(*) begin
        f_page$d = f_page$q;
        f_page$d = fill_page;
    end

    always @(*) begin
        coll$d = coll$q;
        coll$d = f_v$q & (f_set$q == rd_set);
    end

    always @(*) begin
        r_coll$d = r_coll$q;
        r_coll$d = coll$q;
    end

    always @(*) begin
        r_hit$d = r_hit$q;
        r_hit$d = hv;
    end

    always @(*) begin
        r_valid$d = r_valid$q;
        r_valid$d = vv;
    end

    always @(*) begin
        r_p0$d = r_p0$q;
        r_p0$d = page0$read_data;
    end

    always @(*) begin
        r_p1$d = r_p1$q;
        r_p1$d = page1$read_data;
    end

    always @(*) begin
        r_p2$d = r_p2$q;
        r_p2$d = page2$read_data;
    end

    always @(*) begin
        r_p3$d = r_p3$q;
        r_p3$d = page3$read_data;
    end

    always @(*) begin
        r_lru$d = r_lru$q;
        r_lru$d = plru$read_data;
        if (lw_v$q) begin
            r_lru$d = lw_bits$q;
        end
    end

    always @(*) begin
        lw_v$d = lw_v$q;
        lw_v$d = pl_we & (pl_wa == rd_set);
    end

    always @(*) begin
        lw_bits$d = lw_bits$q;
        lw_bits$d = pl_wd;
    end

    always @(*) begin
        q_p0$d = q_p0$q;
        q_p0$d = r_p0$q;
    end

    always @(*) begin
        q_p1$d = q_p1$q;
        q_p1$d = r_p1$q;
    end

    always @(*) begin
        q_p2$d = q_p2$q;
        q_p2$d = r_p2$q;
    end

    always @(*) begin
        q_p3$d = q_p3$q;
        q_p3$d = r_p3$q;
    end

    always @(*) begin
        q_hits$d = q_hits$q;
        q_hits$d = hits;
    end

    always @(*) begin
        hv0 = 4'h0;
        hv0[0] = tag0$read_data[15:0] == cmp0;
        hv0[1] = tag1$read_data[15:0] == cmp0;
        hv0[2] = tag2$read_data[15:0] == cmp0;
        hv0[3] = tag3$read_data[15:0] == cmp0;
    end

    always @(*) begin
        hv1 = 4'h0;
        hv1[0] = tag0$read_data[31:16] == cmp1;
        hv1[1] = tag1$read_data[31:16] == cmp1;
        hv1[2] = tag2$read_data[31:16] == cmp1;
        hv1[3] = tag3$read_data[31:16] == cmp1;
    end

    always @(*) begin
        hv2 = 4'h0;
        hv2[0] = tag0$read_data[47:32] == cmp2;
        hv2[1] = tag1$read_data[47:32] == cmp2;
        hv2[2] = tag2$read_data[47:32] == cmp2;
        hv2[3] = tag3$read_data[47:32] == cmp2;
    end

    always @(*) begin
        hv3 = 4'h0;
        hv3[0] = tag0$read_data[63:48] == cmp3;
        hv3[1] = tag1$read_data[63:48] == cmp3;
        hv3[2] = tag2$read_data[63:48] == cmp3;
        hv3[3] = tag3$read_data[63:48] == cmp3;
    end

    always @(*) begin
        hv = 16'h0;
        hv[3:0] = hv0;
        hv[7:4] = hv1;
        hv[11:8] = hv2;
        hv[15:12] = hv3;
    end

    always @(*) begin
        vv = 4'h0;
        vv[0] = tag0$read_data[0];
        vv[1] = tag1$read_data[0];
        vv[2] = tag2$read_data[0];
        vv[3] = tag3$read_data[0];
    end

    always @(*) begin
        hits = 4'h0;
        if (~r_coll$q) begin
            hits = (r_hit$q[3:0] & r_hit$q[7:4]) & (r_hit$q[11:8] & r_hit$q[15:12]);
        end
    end

    always @(*) begin
        hit_page = q_p3$q;
        if (q_hits$q[2]) begin
            hit_page = q_p2$q;
        end
        if (q_hits$q[1]) begin
            hit_page = q_p1$q;
        end
        if (q_hits$q[0]) begin
            hit_page = q_p0$q;
        end
    end

    always @(*) begin
        victim = 2'h0;
        victim[1] = lru[0];
        victim[0] = lru[1];
        if (lru[0]) begin
            victim[0] = lru[2];
        end
        if (~r_valid$q[3] & ~r_coll$q) begin
            victim = 2'h3;
        end
        if (~r_valid$q[2] & ~r_coll$q) begin
            victim = 2'h2;
        end
        if (~r_valid$q[1] & ~r_coll$q) begin
            victim = 2'h1;
        end
        if (~r_valid$q[0] & ~r_coll$q) begin
            victim = 2'h0;
        end
    end

    always @(*) begin
        way = victim;
        if (h3) begin
            way = 2'h3;
        end
        if (h2) begin
            way = 2'h2;
        end
        if (h1) begin
            way = 2'h1;
        end
        if (h0) begin
            way = 2'h0;
        end
    end

    always @(*) begin
        pl_wa = touch_set;
        pl_we = touch;
        pl_wd = new_lru;
        tag0$write_data = f_tag$q;
        tag1$write_data = f_tag$q;
        tag2$write_data = f_tag$q;
        tag3$write_data = f_tag$q;
        tag0$write_address = f_set$q;
        tag1$write_address = f_set$q;
        tag2$write_address = f_set$q;
        tag3$write_address = f_set$q;
        tag0$write_enable = f_v$q & (f_way$q == 2'h0);
        tag1$write_enable = f_v$q & (f_way$q == 2'h1);
        tag2$write_enable = f_v$q & (f_way$q == 2'h2);
        tag3$write_enable = f_v$q & (f_way$q == 2'h3);
        page0$write_enable = f_v$q & (f_way$q == 2'h0);
        page1$write_enable = f_v$q & (f_way$q == 2'h1);
        page2$write_enable = f_v$q & (f_way$q == 2'h2);
        page3$write_enable = f_v$q & (f_way$q == 2'h3);
        if (sweep) begin
            tag0$write_data = 64'h0;
            tag1$write_data = 64'h0;
            tag2$write_data = 64'h0;
            tag3$write_data = 64'h0;
            tag0$write_address = sweep_set;
            tag1$write_address = sweep_set;
            tag2$write_address = sweep_set;
            tag3$write_address = sweep_set;
            tag0$write_enable = s0;
            tag1$write_enable = s1;
            tag2$write_enable = s2;
            tag3$write_enable = s3;
            page0$write_enable = 1'b0;
            page1$write_enable = 1'b0;
            page2$write_enable = 1'b0;
            page3$write_enable = 1'b0;
            if (sweep_all) begin
                pl_wa = sweep_set;
                pl_wd = 3'h0;
                pl_we = 1'b1;
            end
        end
    end

    always @(*) begin
        new_lru = lru;
        new_lru[0] = ~way[1];
        if (way[1]) begin
            new_lru[2] = ~way[0];
        end
        else begin
            new_lru[1] = ~way[0];
        end
    end

    always @(*) begin
        smv = 4'h0;
        if (r_valid$q[0] & (si0$q == sweep_index)) begin
            smv[0] = 1'b1;
        end
        if (r_valid$q[1] & (si1$q == sweep_index)) begin
            smv[1] = 1'b1;
        end
        if (r_valid$q[2] & (si2$q == sweep_index)) begin
            smv[2] = 1'b1;
        end
        if (r_valid$q[3] & (si3$q == sweep_index)) begin
            smv[3] = 1'b1;
        end
    end

endmodule // ddp_tx$tlb$cache


module ddp_tx$tlb$cache$page0(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [51:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [51:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [51:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {52{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$cache$page0


module ddp_tx$tlb$cache$page1(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [51:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [51:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [51:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {52{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$cache$page1


module ddp_tx$tlb$cache$page2(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [51:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [51:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [51:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {52{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$cache$page2


module ddp_tx$tlb$cache$page3(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [51:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [51:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [51:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {52{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$cache$page3


module ddp_tx$tlb$cache$plru(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [2:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [2:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [2:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {3{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$cache$plru


module ddp_tx$tlb$cache$tag0(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {64{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$cache$tag0


module ddp_tx$tlb$cache$tag1(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {64{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$cache$tag1


module ddp_tx$tlb$cache$tag2(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {64{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$cache$tag2


module ddp_tx$tlb$cache$tag3(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {64{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$cache$tag3


module ddp_tx$tlb$chk(meta,base_va,end_va,to,to_end,access,pd,key,oob,fail,bounds,page_2m);

    // Module arguments
    input wire  [30:0] meta;
    input wire  [63:0] base_va;
    input wire  [63:0] end_va;
    input wire  [63:0] to;
    input wire  [64:0] to_end;
    input wire  [1:0] access;
    input wire  [15:0] pd;
    input wire  [7:0] key;
    input wire  oob;
    output reg  [3:0] fail;
    output reg  [13:0] bounds;
    output wire  page_2m;

    // Named constants (named_consts! in model/src)
    localparam [1:0] mr_state$VALID = 2'h1;

    // Local signals
    wire  stag_ok;
    wire  [3:0] rights;
    reg  [3:0] below;
    reg  [2:0] base_eq;
    reg  [3:0] above;
    reg  [2:0] end_eq;

    // Update code
    assign page_2m = meta[30];
    assign rights = meta[29:26];
    assign stag_ok = ~oob & (meta[1:0] == mr_state$VALID) & (meta[9:2] == key);

    always @(*) begin
        fail = 4'h0;
        fail[0] = ~stag_ok;
        fail[1] = meta[25:10] != pd;
        fail[2] = ~rights[access];
        fail[3] = to_end[64];
    end

    always @(*) begin
        bounds = 14'h0;
        bounds[3:0] = below;
        bounds[6:4] = base_eq;
        bounds[10:7] = above;
        bounds[13:11] = end_eq;
    end

    always @(*) begin
        below = 4'h0;
        below[0] = to[15:0] < base_va[15:0];
        below[1] = to[31:16] < base_va[31:16];
        below[2] = to[47:32] < base_va[47:32];
        below[3] = to[63:48] < base_va[63:48];
    end

    always @(*) begin
        base_eq = 3'h0;
        base_eq[0] = to[31:16] == base_va[31:16];
        base_eq[1] = to[47:32] == base_va[47:32];
        base_eq[2] = to[63:48] == base_va[63:48];
    end

    always @(*) begin
        above = 4'h0;
        above[0] = to_end[15:0] > end_va[15:0];
        above[1] = to_end[31:16] > end_va[31:16];
        above[2] = to_end[47:32] > end_va[47:32];
        above[3] = to_end[63:48] > end_va[63:48];
    end

    always @(*) begin
        end_eq = 3'h0;
        end_eq[0] = to_end[31:16] == end_va[31:16];
        end_eq[1] = to_end[47:32] == end_va[47:32];
        end_eq[2] = to_end[63:48] == end_va[63:48];
    end

endmodule // ddp_tx$tlb$chk


module ddp_tx$tlb$chk_fold(page_bits,page_2m,index6,set);

    // Module arguments
    input wire  [20:0] page_bits;
    input wire  page_2m;
    input wire  [5:0] index6;
    output wire  [5:0] set;

    // Local signals
    reg  [11:0] vpn;
    reg  [5:0] idx_rot;

    // Update code
    assign set = vpn[5:0] ^ vpn[11:6] ^ idx_rot;

    always @(*) begin
        vpn = page_bits[11:0];
        if (page_2m) begin
            vpn = page_bits[20:9];
        end
    end

    always @(*) begin
        idx_rot = 6'h0;
        idx_rot[5:2] = index6[3:0];
        idx_rot[1:0] = index6[5:4];
    end

endmodule // ddp_tx$tlb$chk_fold


module ddp_tx$tlb$chkq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [211:0] din;
    output wire  full;
    input wire  pop;
    output reg  [211:0] dout;
    output wire  valid;

    // Stub signals
    wire  [2:0] ram$read_address;
    wire  [211:0] ram$read_data;
    wire  ram$write_enable;
    wire  [2:0] ram$write_address;
    wire  [211:0] ram$write_data;
    reg  [2:0] wr$d;
    reg  [2:0] wr$q;
    reg  [2:0] rd$d;
    reg  [2:0] rd$q;
    reg  [2:0] n$d;
    reg  [2:0] n$q;
    reg  is_full$d;
    reg  is_full$q;
    reg  nonempty$d;
    reg  nonempty$q;
    reg  byp_v$d;
    reg  byp_v$q;
    reg  [211:0] byp$d;
    reg  [211:0] byp$q;

    // Local signals
    wire  do_push;
    wire  do_pop;
    reg  [2:0] rd_next;
    wire  [2:0] n_inc;
    wire  [2:0] n_dec;
    wire  [2:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    ddp_tx$tlb$chkq$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 3'h0;
        rd$q = 3'h0;
        n$q = 3'h0;
        is_full$q = 1'h0;
        nonempty$q = 1'h0;
        byp_v$q = 1'h0;
        byp$q = 212'h0;
    end

    always @(posedge clock) begin
        wr$q <= wr$d;
        rd$q <= rd$d;
        n$q <= n$d;
        is_full$q <= is_full$d;
        nonempty$q <= nonempty$d;
        byp_v$q <= byp_v$d;
        byp$q <= byp$d;
    end

    // Update code
    assign valid = nonempty$q;
    assign full = is_full$q;
    assign do_pop = pop & nonempty$q;
    assign do_push = push & ~is_full$q;
    assign n_inc = n$q + 3'h1;
    assign n_dec = n$q - 3'h1;
    assign rd_inc = rd$q + 3'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 3'h1;
    assign was_zero = (n$q == 3'h0) & ~is_full$q;

    always @(*) begin
        wr$d = wr$q;
        rd$d = rd$q;
        n$d = n$q;
        is_full$d = is_full$q;
        nonempty$d = nonempty$q;
        byp_v$d = byp_v$q;
        rd$d = rd_next;
        byp_v$d = do_push & ((do_pop & was_one) | (~do_pop & was_zero));
        if (do_push) begin
            wr$d = wr$q + 3'h1;
        end
        if (do_push & ~do_pop) begin
            n$d = n_inc;
        end
        if (~do_push & do_pop) begin
            n$d = n_dec;
        end
        if (do_push) begin
            nonempty$d = 1'b1;
        end
        else if (do_pop & was_one & ~is_full$q) begin
            nonempty$d = 1'b0;
        end
        if (do_pop) begin
            is_full$d = 1'b0;
        end
        else if (do_push & (n_inc == 3'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 3'h0;
            rd$d = 3'h0;
            n$d = 3'h0;
            is_full$d = 1'b0;
            nonempty$d = 1'b0;
            byp_v$d = 1'b0;
        end
    end

    always @(*) begin
        byp$d = byp$q;
        byp$d = din;
    end

    always @(*) begin
        dout = ram$read_data;
        if (byp_v$q) begin
            dout = byp$q;
        end
    end

    always @(*) begin
        rd_next = rd$q;
        if (do_pop) begin
            rd_next = rd_inc;
        end
    end

endmodule // ddp_tx$tlb$chkq


module ddp_tx$tlb$chkq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [2:0] read_address;
    output reg  [211:0] read_data;
    input wire  write_enable;
    input wire  [2:0] write_address;
    input wire  [211:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [211:0] mem [0:7];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {212{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$chkq$ram


module ddp_tx$tlb$cmd(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,idle,busy,mr_rd_own,mr_rd_index,mr_rd_meta,mr_wr_meta,mr_wr_entry,mr_wr_index,wr_meta,wr_base_va,wr_end_va,wr_pbl_adj,sweep_rd_own,sweep_rd_set,sweep,sweep_set,sweep_all,sweep_index);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_valid;
    output reg  s_cmd_ready;
    input wire  [1:0] s_cmd_op;
    input wire  [31:0] s_cmd_stag;
    input wire  [15:0] s_cmd_pd;
    input wire  [3:0] s_cmd_rights;
    input wire  s_cmd_page_2m;
    input wire  [63:0] s_cmd_base_va;
    input wire  [63:0] s_cmd_length;
    input wire  [63:0] s_cmd_pbl;
    output reg  m_ack_valid;
    input wire  m_ack_ready;
    output wire  [1:0] m_ack_status;
    input wire  idle;
    output reg  busy;
    output reg  mr_rd_own;
    output wire  [9:0] mr_rd_index;
    input wire  [30:0] mr_rd_meta;
    output wire  mr_wr_meta;
    output wire  mr_wr_entry;
    output wire  [9:0] mr_wr_index;
    output wire  [30:0] wr_meta;
    output wire  [63:0] wr_base_va;
    output wire  [63:0] wr_end_va;
    output wire  [63:0] wr_pbl_adj;
    output reg  sweep_rd_own;
    output wire  [5:0] sweep_rd_set;
    output wire  sweep;
    output wire  [5:0] sweep_set;
    output wire  sweep_all;
    output wire  [9:0] sweep_index;

    // Named constants (named_consts! in model/src)
    localparam [1:0] mr_state$FREE = 2'h0;
    localparam [1:0] mr_state$INVALID = 2'h2;
    localparam [1:0] mr_state$VALID = 2'h1;
    localparam [1:0] tlb_ack$INDEX_OUT_OF_RANGE = 2'h1;
    localparam [1:0] tlb_ack$KEY_MISMATCH = 2'h3;
    localparam [1:0] tlb_ack$OK = 2'h0;
    localparam [1:0] tlb_ack$WRONG_STATE = 2'h2;
    localparam [1:0] tlb_op$DEREGISTER = 2'h1;
    localparam [1:0] tlb_op$INVALIDATE = 2'h2;
    localparam [1:0] tlb_op$REGISTER = 2'h0;

    // Enums
    localparam CmdState$Init = 0;
    localparam CmdState$Idle = 1;
    localparam CmdState$Drain = 2;
    localparam CmdState$Read = 3;
    localparam CmdState$Latch = 4;
    localparam CmdState$Exec = 5;
    localparam CmdState$Sweep = 6;
    localparam CmdState$Ack = 7;

    // Stub signals
    reg  [2:0] state$d;
    reg  [2:0] state$q;
    reg  [10:0] count$d;
    reg  [10:0] count$q;
    reg  [1:0] op$d;
    reg  [1:0] op$q;
    reg  [31:0] stag$d;
    reg  [31:0] stag$q;
    reg  [15:0] pd$d;
    reg  [15:0] pd$q;
    reg  [3:0] rights$d;
    reg  [3:0] rights$q;
    reg  page_2m$d;
    reg  page_2m$q;
    reg  [63:0] base_va$d;
    reg  [63:0] base_va$q;
    reg  [63:0] length$d;
    reg  [63:0] length$q;
    reg  [63:0] pbl$d;
    reg  [63:0] pbl$q;
    reg  [1:0] status$d;
    reg  [1:0] status$q;
    reg  [5:0] prev$d;
    reg  [5:0] prev$q;
    reg  [5:0] prev2$d;
    reg  [5:0] prev2$q;
    reg  [5:0] prev3$d;
    reg  [5:0] prev3$q;
    reg  rv1$d;
    reg  rv1$q;
    reg  rv2$d;
    reg  rv2$q;
    reg  rv3$d;
    reg  rv3$q;
    reg  ra1$d;
    reg  ra1$q;
    reg  ra2$d;
    reg  ra2$q;
    reg  ra3$d;
    reg  ra3$q;
    reg  q_wr_meta$d;
    reg  q_wr_meta$q;
    reg  q_wr_entry$d;
    reg  q_wr_entry$q;
    reg  [9:0] q_wr_index$d;
    reg  [9:0] q_wr_index$q;
    reg  [30:0] q_meta$d;
    reg  [30:0] q_meta$q;
    reg  [63:0] q_base_va$d;
    reg  [63:0] q_base_va$q;
    reg  [63:0] q_end_va$d;
    reg  [63:0] q_end_va$q;
    reg  [63:0] q_pbl_adj$d;
    reg  [63:0] q_pbl_adj$q;
    reg  [30:0] meta_q$d;
    reg  [30:0] meta_q$q;
    reg  oob_q$d;
    reg  oob_q$q;
    reg  key_eq$d;
    reg  key_eq$q;

    // Local signals
    reg  rv;
    reg  ra;
    reg  nx_wr_meta;
    reg  nx_wr_entry;
    reg  [9:0] nx_wr_index;
    reg  [30:0] nx_meta;
    wire  [63:0] nx_base_va;
    reg  [63:0] nx_end_va;
    wire  [63:0] nx_pbl_adj;
    wire  [64:0] end_sum;
    reg  [51:0] base_page;
    reg  [63:0] base_off;
    reg  [30:0] new_meta;
    wire  oob;
    wire  [1:0] cur_state;

    // Registers
    initial begin
        state$q = 3'h0;
        count$q = 11'h0;
        op$q = 2'h0;
        stag$q = 32'h0;
        pd$q = 16'h0;
        rights$q = 4'h0;
        page_2m$q = 1'h0;
        base_va$q = 64'h0;
        length$q = 64'h0;
        pbl$q = 64'h0;
        status$q = 2'h0;
        prev$q = 6'h0;
        prev2$q = 6'h0;
        prev3$q = 6'h0;
        rv1$q = 1'h0;
        rv2$q = 1'h0;
        rv3$q = 1'h0;
        ra1$q = 1'h0;
        ra2$q = 1'h0;
        ra3$q = 1'h0;
        q_wr_meta$q = 1'h0;
        q_wr_entry$q = 1'h0;
        q_wr_index$q = 10'h0;
        q_meta$q = 31'h0;
        q_base_va$q = 64'h0;
        q_end_va$q = 64'h0;
        q_pbl_adj$q = 64'h0;
        meta_q$q = 31'h0;
        oob_q$q = 1'h0;
        key_eq$q = 1'h0;
    end

    always @(posedge clock) begin
        state$q <= state$d;
        count$q <= count$d;
        op$q <= op$d;
        stag$q <= stag$d;
        pd$q <= pd$d;
        rights$q <= rights$d;
        page_2m$q <= page_2m$d;
        base_va$q <= base_va$d;
        length$q <= length$d;
        pbl$q <= pbl$d;
        status$q <= status$d;
        prev$q <= prev$d;
        prev2$q <= prev2$d;
        prev3$q <= prev3$d;
        rv1$q <= rv1$d;
        rv2$q <= rv2$d;
        rv3$q <= rv3$d;
        ra1$q <= ra1$d;
        ra2$q <= ra2$d;
        ra3$q <= ra3$d;
        q_wr_meta$q <= q_wr_meta$d;
        q_wr_entry$q <= q_wr_entry$d;
        q_wr_index$q <= q_wr_index$d;
        q_meta$q <= q_meta$d;
        q_base_va$q <= q_base_va$d;
        q_end_va$q <= q_end_va$d;
        q_pbl_adj$q <= q_pbl_adj$d;
        meta_q$q <= meta_q$d;
        oob_q$q <= oob_q$d;
        key_eq$q <= key_eq$d;
    end

    // Update code
    assign end_sum = {1'h0, base_va$q} + {1'h0, length$q};
    assign nx_pbl_adj = pbl$q - base_off;
    assign nx_base_va = base_va$q;
    assign oob = |stag$q[31:18];
    assign mr_rd_index = stag$q[17:8];
    assign sweep_index = stag$q[17:8];
    assign cur_state = meta_q$q[1:0];
    assign m_ack_status = status$q;
    assign sweep_rd_set = count$q[5:0];
    assign sweep = rv3$q;
    assign sweep_all = ra3$q;
    assign sweep_set = prev3$q;
    assign mr_wr_meta = q_wr_meta$q;
    assign mr_wr_entry = q_wr_entry$q;
    assign mr_wr_index = q_wr_index$q;
    assign wr_meta = q_meta$q;
    assign wr_base_va = q_base_va$q;
    assign wr_end_va = q_end_va$q;
    assign wr_pbl_adj = q_pbl_adj$q;

    always @(*) begin
        state$d = state$q;
        count$d = count$q;
        op$d = op$q;
        stag$d = stag$q;
        pd$d = pd$q;
        rights$d = rights$q;
        page_2m$d = page_2m$q;
        base_va$d = base_va$q;
        length$d = length$q;
        pbl$d = pbl$q;
        status$d = status$q;
        meta_q$d = meta_q$q;
        oob_q$d = oob_q$q;
        key_eq$d = key_eq$q;
        rv1$d = rv1$q;
        rv2$d = rv2$q;
        rv3$d = rv3$q;
        ra1$d = ra1$q;
        ra2$d = ra2$q;
        ra3$d = ra3$q;
        q_wr_meta$d = q_wr_meta$q;
        q_wr_entry$d = q_wr_entry$q;
        nx_meta = new_meta;
        nx_wr_index = stag$q[17:8];
        s_cmd_ready = 1'b0;
        m_ack_valid = 1'b0;
        busy = 1'b1;
        mr_rd_own = 1'b0;
        nx_wr_meta = 1'b0;
        nx_wr_entry = 1'b0;
        sweep_rd_own = 1'b0;
        rv = 1'b0;
        ra = 1'b0;
        case (state$q)
            CmdState$Init:
                begin
                    nx_wr_meta = 1'b1;
                    nx_wr_index = count$q[9:0];
                    nx_meta = 31'h0;
                    rv = ~|count$q[10:6];
                    ra = ~|count$q[10:6];
                    count$d = count$q + 11'h1;
                    if (count$q == 11'h3ff) begin
                        state$d = CmdState$Idle;
                    end
                end
            CmdState$Idle:
                begin
                    busy = 1'b0;
                    s_cmd_ready = 1'b1;
                    if (s_cmd_valid) begin
                        op$d = s_cmd_op;
                        stag$d = s_cmd_stag;
                        pd$d = s_cmd_pd;
                        rights$d = s_cmd_rights;
                        page_2m$d = s_cmd_page_2m;
                        base_va$d = s_cmd_base_va;
                        length$d = s_cmd_length;
                        pbl$d = s_cmd_pbl;
                        state$d = CmdState$Drain;
                    end
                end
            CmdState$Drain:
                begin
                    if (idle) begin
                        state$d = CmdState$Read;
                    end
                end
            CmdState$Read:
                begin
                    mr_rd_own = 1'b1;
                    state$d = CmdState$Latch;
                end
            CmdState$Latch:
                begin
                    mr_rd_own = 1'b1;
                    meta_q$d = mr_rd_meta;
                    oob_q$d = oob;
                    key_eq$d = mr_rd_meta[9:2] == stag$q[7:0];
                    state$d = CmdState$Exec;
                end
            CmdState$Exec:
                begin
                    count$d = 11'h0;
                    status$d = tlb_ack$WRONG_STATE;
                    state$d = CmdState$Ack;
                    if (oob_q$q) begin
                        status$d = tlb_ack$INDEX_OUT_OF_RANGE;
                    end
                    else if (op$q == tlb_op$REGISTER) begin
                        if (cur_state == mr_state$FREE) begin
                            nx_wr_meta = 1'b1;
                            nx_wr_entry = 1'b1;
                            status$d = tlb_ack$OK;
                        end
                    end
                    else if (op$q == tlb_op$DEREGISTER) begin
                        if (cur_state != mr_state$FREE) begin
                            nx_wr_meta = 1'b1;
                            nx_meta = 31'h0;
                            status$d = tlb_ack$OK;
                            state$d = CmdState$Sweep;
                        end
                    end
                    else if (op$q == tlb_op$INVALIDATE) begin
                        if (cur_state == mr_state$VALID) begin
                            if (key_eq$q) begin
                                nx_wr_meta = 1'b1;
                                nx_meta = meta_q$q;
                                nx_meta[1:0] = mr_state$INVALID;
                                status$d = tlb_ack$OK;
                                state$d = CmdState$Sweep;
                            end
                            else begin
                                status$d = tlb_ack$KEY_MISMATCH;
                            end
                        end
                    end
                    else begin
                        if (cur_state == mr_state$INVALID) begin
                            nx_wr_meta = 1'b1;
                            nx_wr_entry = 1'b1;
                            status$d = tlb_ack$OK;
                        end
                    end
                end
            CmdState$Sweep:
                begin
                    sweep_rd_own = 1'b1;
                    rv = ~|count$q[10:6];
                    count$d = count$q + 11'h1;
                    if (count$q == 11'h42) begin
                        state$d = CmdState$Ack;
                    end
                end
            CmdState$Ack:
                begin
                    m_ack_valid = 1'b1;
                    if (m_ack_ready) begin
                        state$d = CmdState$Idle;
                    end
                end
            default:
                begin
                    state$d = CmdState$Init;
                end
        endcase
        q_wr_meta$d = nx_wr_meta;
        q_wr_entry$d = nx_wr_entry;
        rv1$d = rv;
        rv2$d = rv1$q;
        rv3$d = rv2$q;
        ra1$d = ra;
        ra2$d = ra1$q;
        ra3$d = ra2$q;
        if (reset) begin
            rv1$d = 1'b0;
            rv2$d = 1'b0;
            rv3$d = 1'b0;
            ra1$d = 1'b0;
            ra2$d = 1'b0;
            ra3$d = 1'b0;
            q_wr_meta$d = 1'b0;
            q_wr_entry$d = 1'b0;
            state$d = CmdState$Init;
            count$d = 11'h0;
        end
    end

    always @(*) begin
        prev$d = prev$q;
        prev$d = count$q[5:0];
    end

    always @(*) begin
        prev2$d = prev2$q;
        prev2$d = prev$q;
    end

    always @(*) begin
        prev3$d = prev3$q;
        prev3$d = prev2$q;
    end

    always @(*) begin
        q_wr_index$d = q_wr_index$q;
        q_wr_index$d = nx_wr_index;
    end

    always @(*) begin
        q_meta$d = q_meta$q;
        q_meta$d = nx_meta;
    end

    always @(*) begin
        q_base_va$d = q_base_va$q;
        q_base_va$d = nx_base_va;
    end

    always @(*) begin
        q_end_va$d = q_end_va$q;
        q_end_va$d = nx_end_va;
    end

    always @(*) begin
        q_pbl_adj$d = q_pbl_adj$q;
        q_pbl_adj$d = nx_pbl_adj;
    end

    always @(*) begin
        nx_end_va = end_sum[63:0];
        if (end_sum[64]) begin
            nx_end_va = 64'h0 - 64'h1;
        end
    end

    always @(*) begin
        base_page = base_va$q[63:12];
        if (page_2m$q) begin
            base_page = {9'h0, base_va$q[63:21]};
        end
    end

    always @(*) begin
        base_off = 64'h0;
        base_off[63:3] = {9'h0, base_page};
    end

    always @(*) begin
        new_meta = 31'h0;
        new_meta[1:0] = mr_state$VALID;
        new_meta[9:2] = stag$q[7:0];
        new_meta[25:10] = pd$q;
        new_meta[29:26] = rights$q;
        new_meta[30] = page_2m$q;
    end

endmodule // ddp_tx$tlb$cmd


module ddp_tx$tlb$dmaq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [71:0] din;
    output wire  full;
    input wire  pop;
    output reg  [71:0] dout;
    output wire  valid;

    // Stub signals
    wire  [2:0] ram$read_address;
    wire  [71:0] ram$read_data;
    wire  ram$write_enable;
    wire  [2:0] ram$write_address;
    wire  [71:0] ram$write_data;
    reg  [2:0] wr$d;
    reg  [2:0] wr$q;
    reg  [2:0] rd$d;
    reg  [2:0] rd$q;
    reg  [2:0] n$d;
    reg  [2:0] n$q;
    reg  is_full$d;
    reg  is_full$q;
    reg  nonempty$d;
    reg  nonempty$q;
    reg  byp_v$d;
    reg  byp_v$q;
    reg  [71:0] byp$d;
    reg  [71:0] byp$q;

    // Local signals
    wire  do_push;
    wire  do_pop;
    reg  [2:0] rd_next;
    wire  [2:0] n_inc;
    wire  [2:0] n_dec;
    wire  [2:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    ddp_tx$tlb$dmaq$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 3'h0;
        rd$q = 3'h0;
        n$q = 3'h0;
        is_full$q = 1'h0;
        nonempty$q = 1'h0;
        byp_v$q = 1'h0;
        byp$q = 72'h0;
    end

    always @(posedge clock) begin
        wr$q <= wr$d;
        rd$q <= rd$d;
        n$q <= n$d;
        is_full$q <= is_full$d;
        nonempty$q <= nonempty$d;
        byp_v$q <= byp_v$d;
        byp$q <= byp$d;
    end

    // Update code
    assign valid = nonempty$q;
    assign full = is_full$q;
    assign do_pop = pop & nonempty$q;
    assign do_push = push & ~is_full$q;
    assign n_inc = n$q + 3'h1;
    assign n_dec = n$q - 3'h1;
    assign rd_inc = rd$q + 3'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 3'h1;
    assign was_zero = (n$q == 3'h0) & ~is_full$q;

    always @(*) begin
        wr$d = wr$q;
        rd$d = rd$q;
        n$d = n$q;
        is_full$d = is_full$q;
        nonempty$d = nonempty$q;
        byp_v$d = byp_v$q;
        rd$d = rd_next;
        byp_v$d = do_push & ((do_pop & was_one) | (~do_pop & was_zero));
        if (do_push) begin
            wr$d = wr$q + 3'h1;
        end
        if (do_push & ~do_pop) begin
            n$d = n_inc;
        end
        if (~do_push & do_pop) begin
            n$d = n_dec;
        end
        if (do_push) begin
            nonempty$d = 1'b1;
        end
        else if (do_pop & was_one & ~is_full$q) begin
            nonempty$d = 1'b0;
        end
        if (do_pop) begin
            is_full$d = 1'b0;
        end
        else if (do_push & (n_inc == 3'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 3'h0;
            rd$d = 3'h0;
            n$d = 3'h0;
            is_full$d = 1'b0;
            nonempty$d = 1'b0;
            byp_v$d = 1'b0;
        end
    end

    always @(*) begin
        byp$d = byp$q;
        byp$d = din;
    end

    always @(*) begin
        dout = ram$read_data;
        if (byp_v$q) begin
            dout = byp$q;
        end
    end

    always @(*) begin
        rd_next = rd$q;
        if (do_pop) begin
            rd_next = rd_inc;
        end
    end

endmodule // ddp_tx$tlb$dmaq


module ddp_tx$tlb$dmaq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [2:0] read_address;
    output reg  [71:0] read_data;
    input wire  write_enable;
    input wire  [2:0] write_address;
    input wire  [71:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [71:0] mem [0:7];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {72{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$dmaq$ram


module ddp_tx$tlb$mr_base(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {64{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$mr_base


module ddp_tx$tlb$mr_end(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {64{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$mr_end


module ddp_tx$tlb$mr_meta(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [30:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [30:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [30:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {31{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$mr_meta


module ddp_tx$tlb$mr_pbl(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {64{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$mr_pbl


module ddp_tx$tlb$outq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [172:0] din;
    output wire  full;
    input wire  pop;
    output reg  [172:0] dout;
    output wire  valid;

    // Stub signals
    reg  [172:0] e0$d;
    reg  [172:0] e0$q;
    reg  [172:0] e1$d;
    reg  [172:0] e1$q;
    reg  wp$d;
    reg  wp$q;
    reg  rp$d;
    reg  rp$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Local signals
    wire  put;
    wire  take;

    // Registers
    initial begin
        e0$q = 173'h0;
        e1$q = 173'h0;
        wp$q = 1'h0;
        rp$q = 1'h0;
        n$q = 2'h0;
    end

    always @(posedge clock) begin
        e0$q <= e0$d;
        e1$q <= e1$d;
        wp$q <= wp$d;
        rp$q <= rp$d;
        n$q <= n$d;
    end

    // Update code
    assign full = n$q == 2'h2;
    assign valid = n$q != 2'h0;
    assign put = push & (n$q != 2'h2);
    assign take = pop & (n$q != 2'h0);

    always @(*) begin
        e0$d = e0$q;
        e1$d = e1$q;
        if (n$q != 2'h2) begin
            if (wp$q) begin
                e1$d = din;
            end
            else begin
                e0$d = din;
            end
        end
    end

    always @(*) begin
        wp$d = wp$q;
        rp$d = rp$q;
        n$d = n$q;
        if (put) begin
            wp$d = ~wp$q;
        end
        if (take) begin
            rp$d = ~rp$q;
        end
        if (put & ~take) begin
            n$d = n$q + 2'h1;
        end
        if (~put & take) begin
            n$d = n$q - 2'h1;
        end
        if (reset) begin
            n$d = 2'h0;
            wp$d = 1'b0;
            rp$d = 1'b0;
        end
    end

    always @(*) begin
        dout = e0$q;
        if (rp$q) begin
            dout = e1$q;
        end
    end

endmodule // ddp_tx$tlb$outq


module ddp_tx$tlb$rspq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [172:0] din;
    output wire  full;
    input wire  pop;
    output reg  [172:0] dout;
    output wire  valid;

    // Stub signals
    wire  [5:0] ram$read_address;
    wire  [172:0] ram$read_data;
    wire  ram$write_enable;
    wire  [5:0] ram$write_address;
    wire  [172:0] ram$write_data;
    reg  [5:0] wr$d;
    reg  [5:0] wr$q;
    reg  [5:0] rd$d;
    reg  [5:0] rd$q;
    reg  [5:0] n$d;
    reg  [5:0] n$q;
    reg  is_full$d;
    reg  is_full$q;
    reg  nonempty$d;
    reg  nonempty$q;
    reg  byp_v$d;
    reg  byp_v$q;
    reg  [172:0] byp$d;
    reg  [172:0] byp$q;

    // Local signals
    wire  do_push;
    wire  do_pop;
    reg  [5:0] rd_next;
    wire  [5:0] n_inc;
    wire  [5:0] n_dec;
    wire  [5:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    ddp_tx$tlb$rspq$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 6'h0;
        rd$q = 6'h0;
        n$q = 6'h0;
        is_full$q = 1'h0;
        nonempty$q = 1'h0;
        byp_v$q = 1'h0;
        byp$q = 173'h0;
    end

    always @(posedge clock) begin
        wr$q <= wr$d;
        rd$q <= rd$d;
        n$q <= n$d;
        is_full$q <= is_full$d;
        nonempty$q <= nonempty$d;
        byp_v$q <= byp_v$d;
        byp$q <= byp$d;
    end

    // Update code
    assign valid = nonempty$q;
    assign full = is_full$q;
    assign do_pop = pop & nonempty$q;
    assign do_push = push & ~is_full$q;
    assign n_inc = n$q + 6'h1;
    assign n_dec = n$q - 6'h1;
    assign rd_inc = rd$q + 6'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 6'h1;
    assign was_zero = (n$q == 6'h0) & ~is_full$q;

    always @(*) begin
        wr$d = wr$q;
        rd$d = rd$q;
        n$d = n$q;
        is_full$d = is_full$q;
        nonempty$d = nonempty$q;
        byp_v$d = byp_v$q;
        rd$d = rd_next;
        byp_v$d = do_push & ((do_pop & was_one) | (~do_pop & was_zero));
        if (do_push) begin
            wr$d = wr$q + 6'h1;
        end
        if (do_push & ~do_pop) begin
            n$d = n_inc;
        end
        if (~do_push & do_pop) begin
            n$d = n_dec;
        end
        if (do_push) begin
            nonempty$d = 1'b1;
        end
        else if (do_pop & was_one & ~is_full$q) begin
            nonempty$d = 1'b0;
        end
        if (do_pop) begin
            is_full$d = 1'b0;
        end
        else if (do_push & (n_inc == 6'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 6'h0;
            rd$d = 6'h0;
            n$d = 6'h0;
            is_full$d = 1'b0;
            nonempty$d = 1'b0;
            byp_v$d = 1'b0;
        end
    end

    always @(*) begin
        byp$d = byp$q;
        byp$d = din;
    end

    always @(*) begin
        dout = ram$read_data;
        if (byp_v$q) begin
            dout = byp$q;
        end
    end

    always @(*) begin
        rd_next = rd$q;
        if (do_pop) begin
            rd_next = rd_inc;
        end
    end

endmodule // ddp_tx$tlb$rspq


module ddp_tx$tlb$rspq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [172:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [172:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [172:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {173{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$rspq$ram


module ddp_tx$tlb$split(clock,reset,advance,s_valid,s_ready,s_err,s_to,s_len,s_page_2m,s_index,s_pbl_adj,s_tag,s_room,s_one_piece,s_set,s_nolookup,p_valid,p_err,p_nolookup,p_index,p_vpn,p_set,p_offset,p_len,p_last,p_tag,p_page_2m,p_pbl);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  advance;
    input wire  s_valid;
    output wire  s_ready;
    input wire  [2:0] s_err;
    input wire  [63:0] s_to;
    input wire  [31:0] s_len;
    input wire  s_page_2m;
    input wire  [9:0] s_index;
    input wire  [63:0] s_pbl_adj;
    input wire  [7:0] s_tag;
    input wire  [21:0] s_room;
    input wire  s_one_piece;
    input wire  [5:0] s_set;
    input wire  s_nolookup;
    output wire  p_valid;
    output wire  [2:0] p_err;
    output wire  p_nolookup;
    output wire  [9:0] p_index;
    output wire  [51:0] p_vpn;
    output wire  [5:0] p_set;
    output reg  [20:0] p_offset;
    output reg  [21:0] p_len;
    output wire  p_last;
    output wire  [7:0] p_tag;
    output wire  p_page_2m;
    output wire  [63:0] p_pbl;

    // Stub signals
    reg  busy$d;
    reg  busy$q;
    reg  [63:0] va$d;
    reg  [63:0] va$q;
    reg  [31:0] rem$d;
    reg  [31:0] rem$q;
    reg  page_2m$d;
    reg  page_2m$q;
    reg  [9:0] index$d;
    reg  [9:0] index$q;
    reg  [63:0] pbl_adj$d;
    reg  [63:0] pbl_adj$q;
    reg  [7:0] tag$d;
    reg  [7:0] tag$q;
    reg  [2:0] err$d;
    reg  [2:0] err$q;
    reg  nolookup$d;
    reg  nolookup$q;
    reg  [21:0] room$d;
    reg  [21:0] room$q;
    reg  last_r$d;
    reg  last_r$q;
    reg  [5:0] set$d;
    reg  [5:0] set$q;
    reg  [20:0] fold$page_bits;
    wire  fold$page_2m;
    wire  [5:0] fold$index6;
    wire  [5:0] fold$set;

    // Local signals
    reg  [63:0] va_nx;
    reg  p2m_nx;
    reg  [9:0] idx_nx;
    reg  [21:0] page;
    wire  [31:0] rem_next;
    reg  [63:0] next_va;
    wire  last;
    reg  [21:0] n;
    reg  [51:0] vpn;
    wire  take;
    reg  [63:0] pbl_off;

    // Sub module instances
    ddp_tx$tlb$split$fold fold(
        .page_bits(fold$page_bits),
        .page_2m(fold$page_2m),
        .index6(fold$index6),
        .set(fold$set)
    );

    // Registers
    initial begin
        busy$q = 1'h0;
        va$q = 64'h0;
        rem$q = 32'h0;
        page_2m$q = 1'h0;
        index$q = 10'h0;
        pbl_adj$q = 64'h0;
        tag$q = 8'h0;
        err$q = 3'h0;
        nolookup$q = 1'h0;
        room$q = 22'h0;
        last_r$q = 1'h0;
        set$q = 6'h0;
    end

    always @(posedge clock) begin
        busy$q <= busy$d;
        va$q <= va$d;
        rem$q <= rem$d;
        page_2m$q <= page_2m$d;
        index$q <= index$d;
        pbl_adj$q <= pbl_adj$d;
        tag$q <= tag$d;
        err$q <= err$d;
        nolookup$q <= nolookup$d;
        room$q <= room$d;
        last_r$q <= last_r$d;
        set$q <= set$d;
    end

    // Update code
    assign last = last_r$q;
    assign p_valid = busy$q;
    assign p_err = err$q;
    assign p_nolookup = nolookup$q;
    assign p_index = index$q;
    assign p_vpn = vpn;
    assign p_set = set$q;
    assign p_last = last;
    assign p_tag = tag$q;
    assign p_page_2m = page_2m$q;
    assign p_pbl = pbl_adj$q + pbl_off;
    assign take = advance & (~busy$q | last);
    assign s_ready = take;
    assign rem_next = rem$q - {10'h0, room$q};
    assign fold$page_2m = page_2m$q;
    assign fold$index6 = index$q[5:0];

    always @(*) begin
        busy$d = busy$q;
        rem$d = rem$q;
        room$d = room$q;
        last_r$d = last_r$q;
        pbl_adj$d = pbl_adj$q;
        tag$d = tag$q;
        err$d = err$q;
        nolookup$d = nolookup$q;
        va_nx = va$q;
        p2m_nx = page_2m$q;
        idx_nx = index$q;
        if (advance & busy$q) begin
            va_nx = next_va;
            rem$d = rem_next;
            room$d = page;
            last_r$d = rem_next <= {10'h0, page};
            if (last) begin
                busy$d = 1'b0;
            end
        end
        if (take & s_valid) begin
            busy$d = 1'b1;
            va_nx = s_to;
            p2m_nx = s_page_2m;
            idx_nx = s_index;
            rem$d = s_len;
            pbl_adj$d = s_pbl_adj;
            tag$d = s_tag;
            err$d = s_err;
            nolookup$d = s_nolookup;
            room$d = s_room;
            last_r$d = s_one_piece;
        end
        if (reset) begin
            busy$d = 1'b0;
        end
    end

    always @(*) begin
        va$d = va$q;
        va$d = va_nx;
    end

    always @(*) begin
        page_2m$d = page_2m$q;
        page_2m$d = p2m_nx;
    end

    always @(*) begin
        index$d = index$q;
        index$d = idx_nx;
    end

    always @(*) begin
        set$d = set$q;
        set$d = fold$set;
        if (take & s_valid) begin
            set$d = s_set;
        end
    end

    always @(*) begin
        vpn = va$q[63:12];
        p_offset = {9'h0, va$q[11:0]};
        next_va = 64'h0;
        next_va[63:12] = va$q[63:12] + 52'h1;
        if (page_2m$q) begin
            vpn = {9'h0, va$q[63:21]};
            p_offset = va$q[20:0];
            next_va = 64'h0;
            next_va[63:21] = va$q[63:21] + 43'h1;
        end
    end

    always @(*) begin
        n = room$q;
        if (last) begin
            n = rem$q[21:0];
        end
    end

    always @(*) begin
        p_len = n;
        if (nolookup$q) begin
            p_len = 22'h0;
        end
    end

    always @(*) begin
        pbl_off = 64'h0;
        pbl_off[63:3] = {9'h0, vpn};
    end

    always @(*) begin
        page = 22'h1000;
        if (page_2m$q) begin
            page = 22'h200000;
        end
    end

    always @(*) begin
        fold$page_bits = va$q[32:12];
        if (advance & busy$q) begin
            fold$page_bits = next_va[32:12];
        end
    end

endmodule // ddp_tx$tlb$split


module ddp_tx$tlb$split$fold(page_bits,page_2m,index6,set);

    // Module arguments
    input wire  [20:0] page_bits;
    input wire  page_2m;
    input wire  [5:0] index6;
    output wire  [5:0] set;

    // Local signals
    reg  [11:0] vpn;
    reg  [5:0] idx_rot;

    // Update code
    assign set = vpn[5:0] ^ vpn[11:6] ^ idx_rot;

    always @(*) begin
        vpn = page_bits[11:0];
        if (page_2m) begin
            vpn = page_bits[20:9];
        end
    end

    always @(*) begin
        idx_rot = 6'h0;
        idx_rot[5:2] = index6[3:0];
        idx_rot[1:0] = index6[5:4];
    end

endmodule // ddp_tx$tlb$split$fold
