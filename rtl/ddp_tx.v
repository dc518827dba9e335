// Generated from model/src/ddp/tx.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: ddp_tx. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module ddp_tx(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,s_qpcfg_valid,s_qpcfg_qp,s_qpcfg_pd,s_qpcfg_mulpdu,s_qpcfg_ord,s_term_valid,s_term_qp,s_term_ctl,s_term_seglen,s_term_w0,s_term_w1,s_term_w2,s_term_w3,s_term_w4,s_term_w5,s_rreq_valid,s_rreq_qp,s_rreq_sink_stag,s_rreq_sink_to,s_rreq_size,s_rreq_src_stag,s_rreq_src_to,s_ack_valid,s_ack_qp,s_ack_bytes,s_rplaced_valid,s_rplaced_qp,s_wr_valid,s_wr_qp,s_wr_op,s_wr_id,s_wr_lstag,s_wr_lto,s_wr_len,s_wr_rstag,s_wr_rto,m_cqe_ready,m_rdone_ready,s_qpcfg_ready,s_term_ready,s_rreq_ready,s_ack_ready,s_rplaced_ready,s_wr_ready,m_cqe_valid,m_cqe_qp,m_cqe_id,m_cqe_op,m_cqe_status,m_rdone_valid,m_rdone_qp,cnt_ulpdus,cnt_terminates,cnt_local_errors,cnt_dropped,m_prd_valid,m_prd_ready,m_prd_addr,m_prd_len,s_pdata_valid,s_pdata_ready,s_pdata,m_data,m_keep,m_last,m_valid,m_ready,m_qp,m_len,idle);

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
    output reg  [1:0] m_ack_status;
    output reg  m_dma_rd_valid;
    input wire  m_dma_rd_ready;
    output reg  [63:0] m_dma_rd_addr;
    output reg  [12:0] m_dma_rd_len;
    output reg  [7:0] m_dma_rd_tag;
    input wire  s_dma_data_valid;
    output reg  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    input wire  s_qpcfg_valid;
    input wire  [3:0] s_qpcfg_qp;
    input wire  [15:0] s_qpcfg_pd;
    input wire  [13:0] s_qpcfg_mulpdu;
    input wire  [3:0] s_qpcfg_ord;
    input wire  s_term_valid;
    input wire  [3:0] s_term_qp;
    input wire  [31:0] s_term_ctl;
    input wire  [15:0] s_term_seglen;
    input wire  [63:0] s_term_w0;
    input wire  [63:0] s_term_w1;
    input wire  [63:0] s_term_w2;
    input wire  [63:0] s_term_w3;
    input wire  [63:0] s_term_w4;
    input wire  [63:0] s_term_w5;
    input wire  s_rreq_valid;
    input wire  [3:0] s_rreq_qp;
    input wire  [31:0] s_rreq_sink_stag;
    input wire  [63:0] s_rreq_sink_to;
    input wire  [31:0] s_rreq_size;
    input wire  [31:0] s_rreq_src_stag;
    input wire  [63:0] s_rreq_src_to;
    input wire  s_ack_valid;
    input wire  [3:0] s_ack_qp;
    input wire  [31:0] s_ack_bytes;
    input wire  s_rplaced_valid;
    input wire  [3:0] s_rplaced_qp;
    input wire  s_wr_valid;
    input wire  [3:0] s_wr_qp;
    input wire  [2:0] s_wr_op;
    input wire  [31:0] s_wr_id;
    input wire  [31:0] s_wr_lstag;
    input wire  [63:0] s_wr_lto;
    input wire  [31:0] s_wr_len;
    input wire  [31:0] s_wr_rstag;
    input wire  [63:0] s_wr_rto;
    input wire  m_cqe_ready;
    input wire  m_rdone_ready;
    output reg  s_qpcfg_ready;
    output reg  s_term_ready;
    output reg  s_rreq_ready;
    output reg  s_ack_ready;
    output reg  s_rplaced_ready;
    output reg  s_wr_ready;
    output reg  m_cqe_valid;
    output reg  [3:0] m_cqe_qp;
    output reg  [31:0] m_cqe_id;
    output reg  [2:0] m_cqe_op;
    output reg  [1:0] m_cqe_status;
    output reg  m_rdone_valid;
    output reg  [3:0] m_rdone_qp;
    output reg  [31:0] cnt_ulpdus;
    output reg  [15:0] cnt_terminates;
    output reg  [15:0] cnt_local_errors;
    output reg  [15:0] cnt_dropped;
    output reg  m_prd_valid;
    input wire  m_prd_ready;
    output reg  [63:0] m_prd_addr;
    output reg  [12:0] m_prd_len;
    input wire  s_pdata_valid;
    output reg  s_pdata_ready;
    input wire  [63:0] s_pdata;
    output reg  [63:0] m_data;
    output reg  [7:0] m_keep;
    output reg  m_last;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [3:0] m_qp;
    output reg  [15:0] m_len;
    output reg  idle;

    // Stub signals
    reg  control$clock;
    reg  control$reset;
    reg  control$s_qpcfg_valid;
    wire  control$s_qpcfg_ready;
    reg  [3:0] control$s_qpcfg_qp;
    reg  [15:0] control$s_qpcfg_pd;
    reg  [13:0] control$s_qpcfg_mulpdu;
    reg  [3:0] control$s_qpcfg_ord;
    reg  control$s_term_valid;
    wire  control$s_term_ready;
    reg  [3:0] control$s_term_qp;
    reg  [31:0] control$s_term_ctl;
    reg  [15:0] control$s_term_seglen;
    reg  [63:0] control$s_term_w0;
    reg  [63:0] control$s_term_w1;
    reg  [63:0] control$s_term_w2;
    reg  [63:0] control$s_term_w3;
    reg  [63:0] control$s_term_w4;
    reg  [63:0] control$s_term_w5;
    reg  control$s_rreq_valid;
    wire  control$s_rreq_ready;
    reg  [3:0] control$s_rreq_qp;
    reg  [31:0] control$s_rreq_sink_stag;
    reg  [63:0] control$s_rreq_sink_to;
    reg  [31:0] control$s_rreq_size;
    reg  [31:0] control$s_rreq_src_stag;
    reg  [63:0] control$s_rreq_src_to;
    reg  control$s_ack_valid;
    wire  control$s_ack_ready;
    reg  [3:0] control$s_ack_qp;
    reg  [31:0] control$s_ack_bytes;
    reg  control$s_rplaced_valid;
    wire  control$s_rplaced_ready;
    reg  [3:0] control$s_rplaced_qp;
    reg  control$s_wr_valid;
    wire  control$s_wr_ready;
    reg  [3:0] control$s_wr_qp;
    reg  [2:0] control$s_wr_op;
    reg  [31:0] control$s_wr_id;
    reg  [31:0] control$s_wr_lstag;
    reg  [63:0] control$s_wr_lto;
    reg  [31:0] control$s_wr_len;
    reg  [31:0] control$s_wr_rstag;
    reg  [63:0] control$s_wr_rto;
    wire  control$m_treq_valid;
    reg  control$m_treq_ready;
    wire  [31:0] control$m_treq_stag;
    wire  [63:0] control$m_treq_to;
    wire  [31:0] control$m_treq_len;
    wire  [1:0] control$m_treq_access;
    wire  [15:0] control$m_treq_pd;
    reg  control$tpc_valid;
    reg  [63:0] control$tpc_pa;
    reg  [31:0] control$tpc_len;
    reg  [2:0] control$tpc_err;
    wire  control$tpc_pop;
    wire  control$chunk_push;
    wire  [99:0] control$chunk_din;
    reg  control$chunk_full;
    wire  control$prd_push;
    wire  [76:0] control$prd_din;
    reg  control$prd_full;
    wire  control$m_cqe_valid;
    reg  control$m_cqe_ready;
    wire  [3:0] control$m_cqe_qp;
    wire  [31:0] control$m_cqe_id;
    wire  [2:0] control$m_cqe_op;
    wire  [1:0] control$m_cqe_status;
    wire  control$m_rdone_valid;
    reg  control$m_rdone_ready;
    wire  [3:0] control$m_rdone_qp;
    wire  [31:0] control$cnt_ulpdus;
    wire  [15:0] control$cnt_terminates;
    wire  [15:0] control$cnt_local_errors;
    wire  [15:0] control$cnt_dropped;
    wire  control$busy;
    reg  chunks$clock;
    reg  chunks$reset;
    reg  chunks$push;
    reg  [99:0] chunks$din;
    wire  chunks$full;
    reg  chunks$pop;
    wire  [99:0] chunks$dout;
    wire  chunks$valid;
    reg  chunk_skid$clock;
    reg  chunk_skid$reset;
    reg  chunk_skid$push;
    reg  [99:0] chunk_skid$din;
    wire  chunk_skid$full;
    reg  chunk_skid$pop;
    wire  [99:0] chunk_skid$dout;
    wire  chunk_skid$valid;
    reg  prds$clock;
    reg  prds$reset;
    reg  prds$push;
    reg  [76:0] prds$din;
    wire  prds$full;
    reg  prds$pop;
    wire  [76:0] prds$dout;
    wire  prds$valid;
    reg  feeder$clock;
    reg  feeder$reset;
    reg  feeder$c_valid;
    reg  [99:0] feeder$c_dout;
    wire  feeder$c_pop;
    reg  feeder$s_pdata_valid;
    reg  [63:0] feeder$s_pdata;
    wire  feeder$s_pdata_ready;
    wire  feeder$p_valid;
    reg  feeder$p_ready;
    wire  [63:0] feeder$p_data;
    wire  [3:0] feeder$p_n;
    wire  feeder$p_last;
    wire  [3:0] feeder$p_qp;
    wire  [15:0] feeder$p_len;
    reg  packer$clock;
    reg  packer$reset;
    reg  packer$in_valid;
    wire  packer$in_ready;
    reg  [63:0] packer$in_data;
    reg  [3:0] packer$in_n;
    reg  packer$in_last;
    reg  [3:0] packer$in_qp;
    reg  [15:0] packer$in_len;
    wire  [63:0] packer$m_data;
    wire  [7:0] packer$m_keep;
    wire  packer$m_last;
    wire  packer$m_valid;
    reg  packer$m_ready;
    wire  [3:0] packer$m_qp;
    wire  [15:0] packer$m_len;
    reg  tlb$clock;
    reg  tlb$reset;
    reg  tlb$s_cmd_valid;
    wire  tlb$s_cmd_ready;
    reg  [1:0] tlb$s_cmd_op;
    reg  [31:0] tlb$s_cmd_stag;
    reg  [15:0] tlb$s_cmd_pd;
    reg  [3:0] tlb$s_cmd_rights;
    reg  tlb$s_cmd_page_2m;
    reg  [63:0] tlb$s_cmd_base_va;
    reg  [63:0] tlb$s_cmd_length;
    reg  [63:0] tlb$s_cmd_pbl;
    wire  tlb$m_ack_valid;
    reg  tlb$m_ack_ready;
    wire  [1:0] tlb$m_ack_status;
    reg  tlb$s_req_valid;
    wire  tlb$s_req_ready;
    reg  [31:0] tlb$s_req_stag;
    reg  [63:0] tlb$s_req_to;
    reg  [31:0] tlb$s_req_len;
    reg  [1:0] tlb$s_req_access;
    reg  [15:0] tlb$s_req_pd;
    reg  [7:0] tlb$s_req_tag;
    wire  tlb$m_rsp_valid;
    reg  tlb$m_rsp_ready;
    wire  [63:0] tlb$m_rsp_pa;
    wire  [31:0] tlb$m_rsp_len;
    wire  tlb$m_rsp_last;
    wire  [2:0] tlb$m_rsp_err;
    wire  [7:0] tlb$m_rsp_tag;
    wire  tlb$m_dma_rd_valid;
    reg  tlb$m_dma_rd_ready;
    wire  [63:0] tlb$m_dma_rd_addr;
    wire  [12:0] tlb$m_dma_rd_len;
    wire  [7:0] tlb$m_dma_rd_tag;
    reg  tlb$s_dma_data_valid;
    wire  tlb$s_dma_data_ready;
    reg  [63:0] tlb$s_dma_data;

    // Sub module instances
    ddp_tx$control control(
        .clock(control$clock),
        .reset(control$reset),
        .s_qpcfg_valid(control$s_qpcfg_valid),
        .s_qpcfg_ready(control$s_qpcfg_ready),
        .s_qpcfg_qp(control$s_qpcfg_qp),
        .s_qpcfg_pd(control$s_qpcfg_pd),
        .s_qpcfg_mulpdu(control$s_qpcfg_mulpdu),
        .s_qpcfg_ord(control$s_qpcfg_ord),
        .s_term_valid(control$s_term_valid),
        .s_term_ready(control$s_term_ready),
        .s_term_qp(control$s_term_qp),
        .s_term_ctl(control$s_term_ctl),
        .s_term_seglen(control$s_term_seglen),
        .s_term_w0(control$s_term_w0),
        .s_term_w1(control$s_term_w1),
        .s_term_w2(control$s_term_w2),
        .s_term_w3(control$s_term_w3),
        .s_term_w4(control$s_term_w4),
        .s_term_w5(control$s_term_w5),
        .s_rreq_valid(control$s_rreq_valid),
        .s_rreq_ready(control$s_rreq_ready),
        .s_rreq_qp(control$s_rreq_qp),
        .s_rreq_sink_stag(control$s_rreq_sink_stag),
        .s_rreq_sink_to(control$s_rreq_sink_to),
        .s_rreq_size(control$s_rreq_size),
        .s_rreq_src_stag(control$s_rreq_src_stag),
        .s_rreq_src_to(control$s_rreq_src_to),
        .s_ack_valid(control$s_ack_valid),
        .s_ack_ready(control$s_ack_ready),
        .s_ack_qp(control$s_ack_qp),
        .s_ack_bytes(control$s_ack_bytes),
        .s_rplaced_valid(control$s_rplaced_valid),
        .s_rplaced_ready(control$s_rplaced_ready),
        .s_rplaced_qp(control$s_rplaced_qp),
        .s_wr_valid(control$s_wr_valid),
        .s_wr_ready(control$s_wr_ready),
        .s_wr_qp(control$s_wr_qp),
        .s_wr_op(control$s_wr_op),
        .s_wr_id(control$s_wr_id),
        .s_wr_lstag(control$s_wr_lstag),
        .s_wr_lto(control$s_wr_lto),
        .s_wr_len(control$s_wr_len),
        .s_wr_rstag(control$s_wr_rstag),
        .s_wr_rto(control$s_wr_rto),
        .m_treq_valid(control$m_treq_valid),
        .m_treq_ready(control$m_treq_ready),
        .m_treq_stag(control$m_treq_stag),
        .m_treq_to(control$m_treq_to),
        .m_treq_len(control$m_treq_len),
        .m_treq_access(control$m_treq_access),
        .m_treq_pd(control$m_treq_pd),
        .tpc_valid(control$tpc_valid),
        .tpc_pa(control$tpc_pa),
        .tpc_len(control$tpc_len),
        .tpc_err(control$tpc_err),
        .tpc_pop(control$tpc_pop),
        .chunk_push(control$chunk_push),
        .chunk_din(control$chunk_din),
        .chunk_full(control$chunk_full),
        .prd_push(control$prd_push),
        .prd_din(control$prd_din),
        .prd_full(control$prd_full),
        .m_cqe_valid(control$m_cqe_valid),
        .m_cqe_ready(control$m_cqe_ready),
        .m_cqe_qp(control$m_cqe_qp),
        .m_cqe_id(control$m_cqe_id),
        .m_cqe_op(control$m_cqe_op),
        .m_cqe_status(control$m_cqe_status),
        .m_rdone_valid(control$m_rdone_valid),
        .m_rdone_ready(control$m_rdone_ready),
        .m_rdone_qp(control$m_rdone_qp),
        .cnt_ulpdus(control$cnt_ulpdus),
        .cnt_terminates(control$cnt_terminates),
        .cnt_local_errors(control$cnt_local_errors),
        .cnt_dropped(control$cnt_dropped),
        .busy(control$busy)
    );
    ddp_tx$chunks chunks(
        .clock(chunks$clock),
        .reset(chunks$reset),
        .push(chunks$push),
        .din(chunks$din),
        .full(chunks$full),
        .pop(chunks$pop),
        .dout(chunks$dout),
        .valid(chunks$valid)
    );
    ddp_tx$chunk_skid chunk_skid(
        .clock(chunk_skid$clock),
        .reset(chunk_skid$reset),
        .push(chunk_skid$push),
        .din(chunk_skid$din),
        .full(chunk_skid$full),
        .pop(chunk_skid$pop),
        .dout(chunk_skid$dout),
        .valid(chunk_skid$valid)
    );
    ddp_tx$prds prds(
        .clock(prds$clock),
        .reset(prds$reset),
        .push(prds$push),
        .din(prds$din),
        .full(prds$full),
        .pop(prds$pop),
        .dout(prds$dout),
        .valid(prds$valid)
    );
    ddp_tx$feeder feeder(
        .clock(feeder$clock),
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
    ddp_tx$packer packer(
        .clock(packer$clock),
        .reset(packer$reset),
        .in_valid(packer$in_valid),
        .in_ready(packer$in_ready),
        .in_data(packer$in_data),
        .in_n(packer$in_n),
        .in_last(packer$in_last),
        .in_qp(packer$in_qp),
        .in_len(packer$in_len),
        .m_data(packer$m_data),
        .m_keep(packer$m_keep),
        .m_last(packer$m_last),
        .m_valid(packer$m_valid),
        .m_ready(packer$m_ready),
        .m_qp(packer$m_qp),
        .m_len(packer$m_len)
    );
    ddp_tx$tlb tlb(
        .clock(tlb$clock),
        .reset(tlb$reset),
        .s_cmd_valid(tlb$s_cmd_valid),
        .s_cmd_ready(tlb$s_cmd_ready),
        .s_cmd_op(tlb$s_cmd_op),
        .s_cmd_stag(tlb$s_cmd_stag),
        .s_cmd_pd(tlb$s_cmd_pd),
        .s_cmd_rights(tlb$s_cmd_rights),
        .s_cmd_page_2m(tlb$s_cmd_page_2m),
        .s_cmd_base_va(tlb$s_cmd_base_va),
        .s_cmd_length(tlb$s_cmd_length),
        .s_cmd_pbl(tlb$s_cmd_pbl),
        .m_ack_valid(tlb$m_ack_valid),
        .m_ack_ready(tlb$m_ack_ready),
        .m_ack_status(tlb$m_ack_status),
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
        .m_dma_rd_valid(tlb$m_dma_rd_valid),
        .m_dma_rd_ready(tlb$m_dma_rd_ready),
        .m_dma_rd_addr(tlb$m_dma_rd_addr),
        .m_dma_rd_len(tlb$m_dma_rd_len),
        .m_dma_rd_tag(tlb$m_dma_rd_tag),
        .s_dma_data_valid(tlb$s_dma_data_valid),
        .s_dma_data_ready(tlb$s_dma_data_ready),
        .s_dma_data(tlb$s_dma_data)
    );

    // Update code
    always @(*) begin
        tlb$clock = clock;
        tlb$reset = reset;
        control$clock = clock;
        control$reset = reset;
        chunks$clock = clock;
        chunks$reset = reset;
        prds$clock = clock;
        prds$reset = reset;
        feeder$clock = clock;
        feeder$reset = reset;
        packer$clock = clock;
        packer$reset = reset;
        tlb$s_cmd_valid = s_cmd_valid;
        s_cmd_ready = tlb$s_cmd_ready;
        tlb$s_cmd_op = s_cmd_op;
        tlb$s_cmd_stag = s_cmd_stag;
        tlb$s_cmd_pd = s_cmd_pd;
        tlb$s_cmd_rights = s_cmd_rights;
        tlb$s_cmd_page_2m = s_cmd_page_2m;
        tlb$s_cmd_base_va = s_cmd_base_va;
        tlb$s_cmd_length = s_cmd_length;
        tlb$s_cmd_pbl = s_cmd_pbl;
        m_ack_valid = tlb$m_ack_valid;
        tlb$m_ack_ready = m_ack_ready;
        m_ack_status = tlb$m_ack_status;
        m_dma_rd_valid = tlb$m_dma_rd_valid;
        m_dma_rd_addr = tlb$m_dma_rd_addr;
        m_dma_rd_len = tlb$m_dma_rd_len;
        m_dma_rd_tag = tlb$m_dma_rd_tag;
        tlb$m_dma_rd_ready = m_dma_rd_ready;
        tlb$s_dma_data_valid = s_dma_data_valid;
        tlb$s_dma_data = s_dma_data;
        s_dma_data_ready = tlb$s_dma_data_ready;
        tlb$s_req_valid = control$m_treq_valid;
        control$m_treq_ready = tlb$s_req_ready;
        tlb$s_req_stag = control$m_treq_stag;
        tlb$s_req_to = control$m_treq_to;
        tlb$s_req_len = control$m_treq_len;
        tlb$s_req_access = control$m_treq_access;
        tlb$s_req_pd = control$m_treq_pd;
        tlb$s_req_tag = ((32'h0) & 8'hff);
        control$tpc_valid = tlb$m_rsp_valid;
        control$tpc_pa = tlb$m_rsp_pa;
        control$tpc_len = tlb$m_rsp_len;
        control$tpc_err = tlb$m_rsp_err;
        tlb$m_rsp_ready = control$tpc_pop;
        control$s_qpcfg_valid = s_qpcfg_valid;
        control$s_qpcfg_qp = s_qpcfg_qp;
        control$s_qpcfg_pd = s_qpcfg_pd;
        control$s_qpcfg_mulpdu = s_qpcfg_mulpdu;
        control$s_qpcfg_ord = s_qpcfg_ord;
        control$s_term_valid = s_term_valid;
        control$s_term_qp = s_term_qp;
        control$s_term_ctl = s_term_ctl;
        control$s_term_seglen = s_term_seglen;
        control$s_term_w0 = s_term_w0;
        control$s_term_w1 = s_term_w1;
        control$s_term_w2 = s_term_w2;
        control$s_term_w3 = s_term_w3;
        control$s_term_w4 = s_term_w4;
        control$s_term_w5 = s_term_w5;
        control$s_rreq_valid = s_rreq_valid;
        control$s_rreq_qp = s_rreq_qp;
        control$s_rreq_sink_stag = s_rreq_sink_stag;
        control$s_rreq_sink_to = s_rreq_sink_to;
        control$s_rreq_size = s_rreq_size;
        control$s_rreq_src_stag = s_rreq_src_stag;
        control$s_rreq_src_to = s_rreq_src_to;
        control$s_ack_valid = s_ack_valid;
        control$s_ack_qp = s_ack_qp;
        control$s_ack_bytes = s_ack_bytes;
        control$s_rplaced_valid = s_rplaced_valid;
        control$s_rplaced_qp = s_rplaced_qp;
        control$s_wr_valid = s_wr_valid;
        control$s_wr_qp = s_wr_qp;
        control$s_wr_op = s_wr_op;
        control$s_wr_id = s_wr_id;
        control$s_wr_lstag = s_wr_lstag;
        control$s_wr_lto = s_wr_lto;
        control$s_wr_len = s_wr_len;
        control$s_wr_rstag = s_wr_rstag;
        control$s_wr_rto = s_wr_rto;
        control$m_cqe_ready = m_cqe_ready;
        control$m_rdone_ready = m_rdone_ready;
        s_qpcfg_ready = control$s_qpcfg_ready;
        s_term_ready = control$s_term_ready;
        s_rreq_ready = control$s_rreq_ready;
        s_ack_ready = control$s_ack_ready;
        s_rplaced_ready = control$s_rplaced_ready;
        s_wr_ready = control$s_wr_ready;
        m_cqe_valid = control$m_cqe_valid;
        m_cqe_qp = control$m_cqe_qp;
        m_cqe_id = control$m_cqe_id;
        m_cqe_op = control$m_cqe_op;
        m_cqe_status = control$m_cqe_status;
        m_rdone_valid = control$m_rdone_valid;
        m_rdone_qp = control$m_rdone_qp;
        cnt_ulpdus = control$cnt_ulpdus;
        cnt_terminates = control$cnt_terminates;
        cnt_local_errors = control$cnt_local_errors;
        cnt_dropped = control$cnt_dropped;
        chunks$push = control$chunk_push;
        chunks$din = control$chunk_din;
        control$chunk_full = chunks$full;
        prds$push = control$prd_push;
        prds$din = control$prd_din;
        control$prd_full = prds$full;
        m_prd_valid = prds$valid;
        m_prd_addr = prds$dout[(32'h0)+:(64)];
        m_prd_len = prds$dout[(32'h40)+:(13)];
        prds$pop = prds$valid & m_prd_ready;
        chunk_skid$clock = clock;
        chunk_skid$reset = reset;
        chunk_skid$push = chunks$valid & ~chunk_skid$full;
        chunk_skid$din = chunks$dout;
        chunks$pop = chunks$valid & ~chunk_skid$full;
        feeder$c_valid = chunk_skid$valid;
        feeder$c_dout = chunk_skid$dout;
        chunk_skid$pop = feeder$c_pop;
        feeder$s_pdata_valid = s_pdata_valid;
        feeder$s_pdata = s_pdata;
        s_pdata_ready = feeder$s_pdata_ready;
        packer$in_valid = feeder$p_valid;
        feeder$p_ready = packer$in_ready;
        packer$in_data = feeder$p_data;
        packer$in_n = feeder$p_n;
        packer$in_last = feeder$p_last;
        packer$in_qp = feeder$p_qp;
        packer$in_len = feeder$p_len;
        m_data = packer$m_data;
        m_keep = packer$m_keep;
        m_last = packer$m_last;
        m_valid = packer$m_valid;
        packer$m_ready = m_ready;
        m_qp = packer$m_qp;
        m_len = packer$m_len;
        idle = ~control$busy & ~chunks$valid & ~chunk_skid$valid & ~prds$valid & ~packer$m_valid;
    end

endmodule // ddp_tx


module ddp_tx$chunk_skid(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [99:0] din;
    output reg  full;
    input wire  pop;
    output reg  [99:0] dout;
    output reg  valid;

    // Stub signals
    reg  [99:0] e0$d;
    wire  [99:0] e0$q;
    reg  e0$clock;
    reg  [99:0] e1$d;
    wire  [99:0] e1$q;
    reg  e1$clock;
    reg  [1:0] n$d;
    wire  [1:0] n$q;
    reg  n$clock;

    // Sub module instances
    ddp_tx$chunk_skid$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    ddp_tx$chunk_skid$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    ddp_tx$chunk_skid$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );

    // Update code
    always @(*) begin
        e0$clock = clock;
        e1$clock = clock;
        n$clock = clock;
        e0$d = e0$q;
        e1$d = e1$q;
        n$d = n$q;
        full = n$q == 32'h2;
        valid = n$q != 32'h0;
        dout = e0$q;
        if (pop & (n$q != 32'h0)) begin
            e0$d = e1$q;
            n$d = n$q - 32'h1;
            if (push) begin
                n$d = n$q;
                if (n$q == 32'h1) begin
                    e0$d = din;
                end
                else begin
                    e1$d = din;
                end
            end
        end
        else if (push & (n$q != 32'h2)) begin
            n$d = n$q + 32'h1;
            if (n$q == 32'h0) begin
                e0$d = din;
            end
            else begin
                e1$d = din;
            end
        end
        if (reset) begin
            n$d = ((32'h0) & 2'h3);
        end
    end

endmodule // ddp_tx$chunk_skid


module ddp_tx$chunk_skid$e0(d,q,clock);

    // Module arguments
    input wire  [99:0] d;
    output reg  [99:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 100'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$chunk_skid$e0


module ddp_tx$chunk_skid$e1(d,q,clock);

    // Module arguments
    input wire  [99:0] d;
    output reg  [99:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 100'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$chunk_skid$e1


module ddp_tx$chunk_skid$n(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$chunk_skid$n


module ddp_tx$chunks(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [99:0] din;
    output reg  full;
    input wire  pop;
    output reg  [99:0] dout;
    output reg  valid;

    // Stub signals
    reg  ram$clock;
    reg  [4:0] ram$read_address;
    wire  [99:0] ram$read_data;
    reg  ram$write_enable;
    reg  [4:0] ram$write_address;
    reg  [99:0] ram$write_data;
    reg  [4:0] wr$d;
    wire  [4:0] wr$q;
    reg  wr$clock;
    reg  [4:0] rd$d;
    wire  [4:0] rd$q;
    reg  rd$clock;
    reg  [4:0] n$d;
    wire  [4:0] n$q;
    reg  n$clock;
    reg  is_full$d;
    wire  is_full$q;
    reg  is_full$clock;
    reg  byp_v$d;
    wire  byp_v$q;
    reg  byp_v$clock;
    reg  [99:0] byp$d;
    wire  [99:0] byp$q;
    reg  byp$clock;

    // Local signals
    reg  do_push;
    reg  do_pop;
    reg  [4:0] rd_next;
    reg  [4:0] n_after_pop;
    reg  [4:0] n_inc;

    // Sub module instances
    ddp_tx$chunks$ram ram(
        .clock(ram$clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );
    ddp_tx$chunks$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    ddp_tx$chunks$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    ddp_tx$chunks$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );
    ddp_tx$chunks$is_full is_full(
        .d(is_full$d),
        .q(is_full$q),
        .clock(is_full$clock)
    );
    ddp_tx$chunks$byp_v byp_v(
        .d(byp_v$d),
        .q(byp_v$q),
        .clock(byp_v$clock)
    );
    ddp_tx$chunks$byp byp(
        .d(byp$d),
        .q(byp$q),
        .clock(byp$clock)
    );

    // Update code
    always @(*) begin
        wr$clock = clock;
        rd$clock = clock;
        n$clock = clock;
        is_full$clock = clock;
        byp_v$clock = clock;
        byp$clock = clock;
        wr$d = wr$q;
        rd$d = rd$q;
        n$d = n$q;
        is_full$d = is_full$q;
        byp_v$d = byp_v$q;
        byp$d = byp$q;
        ram$clock = clock;
        valid = (n$q != 32'h0) | is_full$q;
        full = is_full$q;
        dout = ram$read_data;
        if (byp_v$q) begin
            dout = byp$q;
        end
        do_pop = pop & ((n$q != 32'h0) | is_full$q);
        do_push = push & ~is_full$q;
        n_inc = n$q + 32'h1;
        rd_next = rd$q;
        n_after_pop = n$q;
        if (do_pop) begin
            rd_next = rd$q + 32'h1;
            n_after_pop = n$q - 32'h1;
        end
        rd$d = rd_next;
        ram$read_address = rd_next;
        ram$write_address = wr$q;
        ram$write_data = din;
        ram$write_enable = do_push;
        byp_v$d = do_push & (n_after_pop == 32'h0);
        byp$d = din;
        n$d = n_after_pop;
        if (do_push) begin
            wr$d = wr$q + 32'h1;
            n$d = n_after_pop + 32'h1;
        end
        if (do_pop) begin
            is_full$d = 1'b0;
        end
        else if (do_push & (n_inc == 32'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 32'h0;
            rd$d = 32'h0;
            n$d = 32'h0;
            is_full$d = 1'b0;
            byp_v$d = 1'b0;
        end
    end

endmodule // ddp_tx$chunks


module ddp_tx$chunks$byp(d,q,clock);

    // Module arguments
    input wire  [99:0] d;
    output reg  [99:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 100'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$chunks$byp


module ddp_tx$chunks$byp_v(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$chunks$byp_v


module ddp_tx$chunks$is_full(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$chunks$is_full


module ddp_tx$chunks$n(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$chunks$n


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


module ddp_tx$chunks$rd(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$chunks$rd


module ddp_tx$chunks$wr(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$chunks$wr


module ddp_tx$control(clock,reset,s_qpcfg_valid,s_qpcfg_ready,s_qpcfg_qp,s_qpcfg_pd,s_qpcfg_mulpdu,s_qpcfg_ord,s_term_valid,s_term_ready,s_term_qp,s_term_ctl,s_term_seglen,s_term_w0,s_term_w1,s_term_w2,s_term_w3,s_term_w4,s_term_w5,s_rreq_valid,s_rreq_ready,s_rreq_qp,s_rreq_sink_stag,s_rreq_sink_to,s_rreq_size,s_rreq_src_stag,s_rreq_src_to,s_ack_valid,s_ack_ready,s_ack_qp,s_ack_bytes,s_rplaced_valid,s_rplaced_ready,s_rplaced_qp,s_wr_valid,s_wr_ready,s_wr_qp,s_wr_op,s_wr_id,s_wr_lstag,s_wr_lto,s_wr_len,s_wr_rstag,s_wr_rto,m_treq_valid,m_treq_ready,m_treq_stag,m_treq_to,m_treq_len,m_treq_access,m_treq_pd,tpc_valid,tpc_pa,tpc_len,tpc_err,tpc_pop,chunk_push,chunk_din,chunk_full,prd_push,prd_din,prd_full,m_cqe_valid,m_cqe_ready,m_cqe_qp,m_cqe_id,m_cqe_op,m_cqe_status,m_rdone_valid,m_rdone_ready,m_rdone_qp,cnt_ulpdus,cnt_terminates,cnt_local_errors,cnt_dropped,busy);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_qpcfg_valid;
    output reg  s_qpcfg_ready;
    input wire  [3:0] s_qpcfg_qp;
    input wire  [15:0] s_qpcfg_pd;
    input wire  [13:0] s_qpcfg_mulpdu;
    input wire  [3:0] s_qpcfg_ord;
    input wire  s_term_valid;
    output reg  s_term_ready;
    input wire  [3:0] s_term_qp;
    input wire  [31:0] s_term_ctl;
    input wire  [15:0] s_term_seglen;
    input wire  [63:0] s_term_w0;
    input wire  [63:0] s_term_w1;
    input wire  [63:0] s_term_w2;
    input wire  [63:0] s_term_w3;
    input wire  [63:0] s_term_w4;
    input wire  [63:0] s_term_w5;
    input wire  s_rreq_valid;
    output reg  s_rreq_ready;
    input wire  [3:0] s_rreq_qp;
    input wire  [31:0] s_rreq_sink_stag;
    input wire  [63:0] s_rreq_sink_to;
    input wire  [31:0] s_rreq_size;
    input wire  [31:0] s_rreq_src_stag;
    input wire  [63:0] s_rreq_src_to;
    input wire  s_ack_valid;
    output reg  s_ack_ready;
    input wire  [3:0] s_ack_qp;
    input wire  [31:0] s_ack_bytes;
    input wire  s_rplaced_valid;
    output reg  s_rplaced_ready;
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
    output reg  m_treq_valid;
    input wire  m_treq_ready;
    output reg  [31:0] m_treq_stag;
    output reg  [63:0] m_treq_to;
    output reg  [31:0] m_treq_len;
    output reg  [1:0] m_treq_access;
    output reg  [15:0] m_treq_pd;
    input wire  tpc_valid;
    input wire  [63:0] tpc_pa;
    input wire  [31:0] tpc_len;
    input wire  [2:0] tpc_err;
    output reg  tpc_pop;
    output reg  chunk_push;
    output reg  [99:0] chunk_din;
    input wire  chunk_full;
    output reg  prd_push;
    output reg  [76:0] prd_din;
    input wire  prd_full;
    output reg  m_cqe_valid;
    input wire  m_cqe_ready;
    output reg  [3:0] m_cqe_qp;
    output reg  [31:0] m_cqe_id;
    output reg  [2:0] m_cqe_op;
    output reg  [1:0] m_cqe_status;
    output reg  m_rdone_valid;
    input wire  m_rdone_ready;
    output reg  [3:0] m_rdone_qp;
    output reg  [31:0] cnt_ulpdus;
    output reg  [15:0] cnt_terminates;
    output reg  [15:0] cnt_local_errors;
    output reg  [15:0] cnt_dropped;
    output reg  busy;

    // Enums
    localparam TxState$Init = 0;
    localparam TxState$Idle = 1;
    localparam TxState$Load = 2;
    localparam TxState$Exec = 3;
    localparam TxState$Xlate = 4;
    localparam TxState$Verdict = 5;
    localparam TxState$SegStart = 6;
    localparam TxState$SegHdr = 7;
    localparam TxState$SegData = 8;
    localparam TxState$SegIssue = 9;
    localparam TxState$SegEnd = 10;
    localparam TxState$RrBody = 11;
    localparam TxState$TermCtl = 12;
    localparam TxState$TermCopy = 13;
    localparam TxState$SqPush = 14;
    localparam TxState$SqRead = 15;
    localparam TxState$SqCheck = 16;
    localparam TxState$Cqe = 17;
    localparam TxState$Rdone = 18;
    localparam TxState$Store = 19;
    localparam TxState$Done = 20;

    // Stub signals
    reg  ctx_msn$clock;
    reg  [3:0] ctx_msn$read_address;
    wire  [63:0] ctx_msn$read_data;
    reg  ctx_msn$write_enable;
    reg  [3:0] ctx_msn$write_address;
    reg  [63:0] ctx_msn$write_data;
    reg  ctx_seq$clock;
    reg  [3:0] ctx_seq$read_address;
    wire  [63:0] ctx_seq$read_data;
    reg  ctx_seq$write_enable;
    reg  [3:0] ctx_seq$write_address;
    reg  [63:0] ctx_seq$write_data;
    reg  ctx_cfg$clock;
    reg  [3:0] ctx_cfg$read_address;
    wire  [53:0] ctx_cfg$read_data;
    reg  ctx_cfg$write_enable;
    reg  [3:0] ctx_cfg$write_address;
    reg  [53:0] ctx_cfg$write_data;
    reg  ctx_rin$clock;
    reg  [3:0] ctx_rin$read_address;
    wire  [31:0] ctx_rin$read_data;
    reg  ctx_rin$write_enable;
    reg  [3:0] ctx_rin$write_address;
    reg  [31:0] ctx_rin$write_data;
    reg  sq$clock;
    reg  [7:0] sq$read_address;
    wire  [67:0] sq$read_data;
    reg  sq$write_enable;
    reg  [7:0] sq$write_address;
    reg  [67:0] sq$write_data;
    reg  [4:0] state$d;
    wire  [4:0] state$q;
    reg  state$clock;
    reg  [2:0] ev$d;
    wire  [2:0] ev$q;
    reg  ev$clock;
    reg  [3:0] qp$d;
    wire  [3:0] qp$q;
    reg  qp$clock;
    reg  [4:0] init$d;
    wire  [4:0] init$q;
    reg  init$clock;
    reg  [31:0] c_msn_send$d;
    wire  [31:0] c_msn_send$q;
    reg  c_msn_send$clock;
    reg  [31:0] c_msn_rr$d;
    wire  [31:0] c_msn_rr$q;
    reg  c_msn_rr$clock;
    reg  [31:0] c_sent$d;
    wire  [31:0] c_sent$q;
    reg  c_sent$clock;
    reg  [31:0] c_acked$d;
    wire  [31:0] c_acked$q;
    reg  c_acked$clock;
    reg  [15:0] c_pd$d;
    wire  [15:0] c_pd$q;
    reg  c_pd$clock;
    reg  [13:0] c_mulpdu$d;
    wire  [13:0] c_mulpdu$q;
    reg  c_mulpdu$clock;
    reg  [3:0] c_ord$d;
    wire  [3:0] c_ord$q;
    reg  c_ord$clock;
    reg  [3:0] c_ord_used$d;
    wire  [3:0] c_ord_used$q;
    reg  c_ord_used$clock;
    reg  [4:0] c_head$d;
    wire  [4:0] c_head$q;
    reg  c_head$clock;
    reg  [4:0] c_tail$d;
    wire  [4:0] c_tail$q;
    reg  c_tail$clock;
    reg  c_live$d;
    wire  c_live$q;
    reg  c_live$clock;
    reg  [4:0] c_placed$d;
    wire  [4:0] c_placed$q;
    reg  c_placed$clock;
    reg  [31:0] c_rin$d;
    wire  [31:0] c_rin$q;
    reg  c_rin$clock;
    reg  k_tagged$d;
    wire  k_tagged$q;
    reg  k_tagged$clock;
    reg  [3:0] k_opc$d;
    wire  [3:0] k_opc$q;
    reg  k_opc$clock;
    reg  [1:0] k_qn$d;
    wire  [1:0] k_qn$q;
    reg  k_qn$clock;
    reg  [31:0] k_msn$d;
    wire  [31:0] k_msn$q;
    reg  k_msn$clock;
    reg  [31:0] k_word$d;
    wire  [31:0] k_word$q;
    reg  k_word$clock;
    reg  [63:0] k_base$d;
    wire  [63:0] k_base$q;
    reg  k_base$clock;
    reg  [1:0] k_body$d;
    wire  [1:0] k_body$q;
    reg  k_body$clock;
    reg  k_send$d;
    wire  k_send$q;
    reg  k_send$clock;
    reg  failed$d;
    wire  failed$q;
    reg  failed$clock;
    reg  own_term$d;
    wire  own_term$q;
    reg  own_term$clock;
    reg  [7:0] own_ecode$d;
    wire  [7:0] own_ecode$q;
    reg  own_ecode$clock;
    reg  [31:0] msg_rem$d;
    wire  [31:0] msg_rem$q;
    reg  msg_rem$clock;
    reg  [31:0] off$d;
    wire  [31:0] off$q;
    reg  off$clock;
    reg  [63:0] pa$d;
    wire  [63:0] pa$q;
    reg  pa$clock;
    reg  [31:0] piece_rem$d;
    wire  [31:0] piece_rem$q;
    reg  piece_rem$clock;
    reg  seg_last$d;
    wire  seg_last$q;
    reg  seg_last$clock;
    reg  [13:0] seg_p$d;
    wire  [13:0] seg_p$q;
    reg  seg_p$clock;
    reg  [13:0] seg_rem$d;
    wire  [13:0] seg_rem$q;
    reg  seg_rem$clock;
    reg  [63:0] seg_to$d;
    wire  [63:0] seg_to$q;
    reg  seg_to$clock;
    reg  [12:0] rd_q$d;
    wire  [12:0] rd_q$q;
    reg  rd_q$clock;
    reg  rd_end$d;
    wire  rd_end$q;
    reg  rd_end$clock;
    reg  rd_short$d;
    wire  rd_short$q;
    reg  rd_short$clock;
    reg  [15:0] ulen$d;
    wire  [15:0] ulen$q;
    reg  ulen$clock;
    reg  [2:0] hc$d;
    wire  [2:0] hc$q;
    reg  hc$clock;
    reg  [5:0] t_copy$d;
    wire  [5:0] t_copy$q;
    reg  t_copy$clock;
    reg  sq_loop$d;
    wire  sq_loop$q;
    reg  sq_loop$clock;
    reg  [31:0] cq_id$d;
    wire  [31:0] cq_id$q;
    reg  cq_id$clock;
    reg  [2:0] cq_op$d;
    wire  [2:0] cq_op$q;
    reg  cq_op$clock;
    reg  [1:0] cq_status$d;
    wire  [1:0] cq_status$q;
    reg  cq_status$clock;
    reg  [31:0] n_ulpdus$d;
    wire  [31:0] n_ulpdus$q;
    reg  n_ulpdus$clock;
    reg  [15:0] n_terms$d;
    wire  [15:0] n_terms$q;
    reg  n_terms$clock;
    reg  [15:0] n_local$d;
    wire  [15:0] n_local$q;
    reg  n_local$clock;
    reg  [15:0] n_dropped$d;
    wire  [15:0] n_dropped$q;
    reg  n_dropped$clock;
    reg  sq_full_q$d;
    wire  sq_full_q$q;
    reg  sq_full_q$clock;
    reg  ord_full_q$d;
    wire  ord_full_q$q;
    reg  ord_full_q$clock;

    // Local signals
    reg  [3:0] wr_opc;
    reg  wr_send;
    reg  wr_inv;
    reg  [4:0] sq_used;
    reg  [13:0] hsz;
    reg  [13:0] pmax;
    reg  fits;
    reg  [63:0] b0;
    reg  [63:0] b1;
    reg  [63:0] ch_be;
    reg  [63:0] ch_le;
    reg  [12:0] ch_n;
    reg  ch_dma;
    reg  ch_last;
    reg  ch_go;
    reg  hdr_end;
    reg  [31:0] to_page;
    reg  [31:0] seg_rem32;
    reg  [12:0] rd_len;
    reg  a_lt_b;
    reg  a_lt_c;
    reg  b_le_c;
    reg  pick_a;
    reg  pick_b;
    reg  rd_le8;
    reg  rd_push;
    reg  [31:0] tctl;
    reg  [15:0] tseg;
    reg  [63:0] tw0;
    reg  [63:0] tw1;
    reg  [63:0] tw2;
    reg  [63:0] tw3;
    reg  [63:0] tw4;
    reg  [63:0] tw5;
    reg  [63:0] tw;
    reg  [5:0] t_hdr;
    reg  [5:0] t_copy_len;
    reg  [15:0] t_ulen;
    reg  [31:0] ack_diff;
    reg  ord_full;
    reg  taking;
    reg  term_start;
    reg  [3:0] pick_qp;
    reg  [3:0] rd_qp;
    reg  [31:0] msg_left;
    reg  [2:0] e_op;
    reg  [63:0] msn_w;
    reg  [63:0] seq_w;
    reg  [53:0] cfg_w;
    reg  [67:0] sq_w;

    // Sub module instances
    ddp_tx$control$ctx_msn ctx_msn(
        .clock(ctx_msn$clock),
        .read_address(ctx_msn$read_address),
        .read_data(ctx_msn$read_data),
        .write_enable(ctx_msn$write_enable),
        .write_address(ctx_msn$write_address),
        .write_data(ctx_msn$write_data)
    );
    ddp_tx$control$ctx_seq ctx_seq(
        .clock(ctx_seq$clock),
        .read_address(ctx_seq$read_address),
        .read_data(ctx_seq$read_data),
        .write_enable(ctx_seq$write_enable),
        .write_address(ctx_seq$write_address),
        .write_data(ctx_seq$write_data)
    );
    ddp_tx$control$ctx_cfg ctx_cfg(
        .clock(ctx_cfg$clock),
        .read_address(ctx_cfg$read_address),
        .read_data(ctx_cfg$read_data),
        .write_enable(ctx_cfg$write_enable),
        .write_address(ctx_cfg$write_address),
        .write_data(ctx_cfg$write_data)
    );
    ddp_tx$control$ctx_rin ctx_rin(
        .clock(ctx_rin$clock),
        .read_address(ctx_rin$read_address),
        .read_data(ctx_rin$read_data),
        .write_enable(ctx_rin$write_enable),
        .write_address(ctx_rin$write_address),
        .write_data(ctx_rin$write_data)
    );
    ddp_tx$control$sq sq(
        .clock(sq$clock),
        .read_address(sq$read_address),
        .read_data(sq$read_data),
        .write_enable(sq$write_enable),
        .write_address(sq$write_address),
        .write_data(sq$write_data)
    );
    ddp_tx$control$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    ddp_tx$control$ev ev(
        .d(ev$d),
        .q(ev$q),
        .clock(ev$clock)
    );
    ddp_tx$control$qp qp(
        .d(qp$d),
        .q(qp$q),
        .clock(qp$clock)
    );
    ddp_tx$control$init init(
        .d(init$d),
        .q(init$q),
        .clock(init$clock)
    );
    ddp_tx$control$c_msn_send c_msn_send(
        .d(c_msn_send$d),
        .q(c_msn_send$q),
        .clock(c_msn_send$clock)
    );
    ddp_tx$control$c_msn_rr c_msn_rr(
        .d(c_msn_rr$d),
        .q(c_msn_rr$q),
        .clock(c_msn_rr$clock)
    );
    ddp_tx$control$c_sent c_sent(
        .d(c_sent$d),
        .q(c_sent$q),
        .clock(c_sent$clock)
    );
    ddp_tx$control$c_acked c_acked(
        .d(c_acked$d),
        .q(c_acked$q),
        .clock(c_acked$clock)
    );
    ddp_tx$control$c_pd c_pd(
        .d(c_pd$d),
        .q(c_pd$q),
        .clock(c_pd$clock)
    );
    ddp_tx$control$c_mulpdu c_mulpdu(
        .d(c_mulpdu$d),
        .q(c_mulpdu$q),
        .clock(c_mulpdu$clock)
    );
    ddp_tx$control$c_ord c_ord(
        .d(c_ord$d),
        .q(c_ord$q),
        .clock(c_ord$clock)
    );
    ddp_tx$control$c_ord_used c_ord_used(
        .d(c_ord_used$d),
        .q(c_ord_used$q),
        .clock(c_ord_used$clock)
    );
    ddp_tx$control$c_head c_head(
        .d(c_head$d),
        .q(c_head$q),
        .clock(c_head$clock)
    );
    ddp_tx$control$c_tail c_tail(
        .d(c_tail$d),
        .q(c_tail$q),
        .clock(c_tail$clock)
    );
    ddp_tx$control$c_live c_live(
        .d(c_live$d),
        .q(c_live$q),
        .clock(c_live$clock)
    );
    ddp_tx$control$c_placed c_placed(
        .d(c_placed$d),
        .q(c_placed$q),
        .clock(c_placed$clock)
    );
    ddp_tx$control$c_rin c_rin(
        .d(c_rin$d),
        .q(c_rin$q),
        .clock(c_rin$clock)
    );
    ddp_tx$control$k_tagged k_tagged(
        .d(k_tagged$d),
        .q(k_tagged$q),
        .clock(k_tagged$clock)
    );
    ddp_tx$control$k_opc k_opc(
        .d(k_opc$d),
        .q(k_opc$q),
        .clock(k_opc$clock)
    );
    ddp_tx$control$k_qn k_qn(
        .d(k_qn$d),
        .q(k_qn$q),
        .clock(k_qn$clock)
    );
    ddp_tx$control$k_msn k_msn(
        .d(k_msn$d),
        .q(k_msn$q),
        .clock(k_msn$clock)
    );
    ddp_tx$control$k_word k_word(
        .d(k_word$d),
        .q(k_word$q),
        .clock(k_word$clock)
    );
    ddp_tx$control$k_base k_base(
        .d(k_base$d),
        .q(k_base$q),
        .clock(k_base$clock)
    );
    ddp_tx$control$k_body k_body(
        .d(k_body$d),
        .q(k_body$q),
        .clock(k_body$clock)
    );
    ddp_tx$control$k_send k_send(
        .d(k_send$d),
        .q(k_send$q),
        .clock(k_send$clock)
    );
    ddp_tx$control$failed failed(
        .d(failed$d),
        .q(failed$q),
        .clock(failed$clock)
    );
    ddp_tx$control$own_term own_term(
        .d(own_term$d),
        .q(own_term$q),
        .clock(own_term$clock)
    );
    ddp_tx$control$own_ecode own_ecode(
        .d(own_ecode$d),
        .q(own_ecode$q),
        .clock(own_ecode$clock)
    );
    ddp_tx$control$msg_rem msg_rem(
        .d(msg_rem$d),
        .q(msg_rem$q),
        .clock(msg_rem$clock)
    );
    ddp_tx$control$off off(
        .d(off$d),
        .q(off$q),
        .clock(off$clock)
    );
    ddp_tx$control$pa pa(
        .d(pa$d),
        .q(pa$q),
        .clock(pa$clock)
    );
    ddp_tx$control$piece_rem piece_rem(
        .d(piece_rem$d),
        .q(piece_rem$q),
        .clock(piece_rem$clock)
    );
    ddp_tx$control$seg_last seg_last(
        .d(seg_last$d),
        .q(seg_last$q),
        .clock(seg_last$clock)
    );
    ddp_tx$control$seg_p seg_p(
        .d(seg_p$d),
        .q(seg_p$q),
        .clock(seg_p$clock)
    );
    ddp_tx$control$seg_rem seg_rem(
        .d(seg_rem$d),
        .q(seg_rem$q),
        .clock(seg_rem$clock)
    );
    ddp_tx$control$seg_to seg_to(
        .d(seg_to$d),
        .q(seg_to$q),
        .clock(seg_to$clock)
    );
    ddp_tx$control$rd_q rd_q(
        .d(rd_q$d),
        .q(rd_q$q),
        .clock(rd_q$clock)
    );
    ddp_tx$control$rd_end rd_end(
        .d(rd_end$d),
        .q(rd_end$q),
        .clock(rd_end$clock)
    );
    ddp_tx$control$rd_short rd_short(
        .d(rd_short$d),
        .q(rd_short$q),
        .clock(rd_short$clock)
    );
    ddp_tx$control$ulen ulen(
        .d(ulen$d),
        .q(ulen$q),
        .clock(ulen$clock)
    );
    ddp_tx$control$hc hc(
        .d(hc$d),
        .q(hc$q),
        .clock(hc$clock)
    );
    ddp_tx$control$t_copy t_copy(
        .d(t_copy$d),
        .q(t_copy$q),
        .clock(t_copy$clock)
    );
    ddp_tx$control$sq_loop sq_loop(
        .d(sq_loop$d),
        .q(sq_loop$q),
        .clock(sq_loop$clock)
    );
    ddp_tx$control$cq_id cq_id(
        .d(cq_id$d),
        .q(cq_id$q),
        .clock(cq_id$clock)
    );
    ddp_tx$control$cq_op cq_op(
        .d(cq_op$d),
        .q(cq_op$q),
        .clock(cq_op$clock)
    );
    ddp_tx$control$cq_status cq_status(
        .d(cq_status$d),
        .q(cq_status$q),
        .clock(cq_status$clock)
    );
    ddp_tx$control$n_ulpdus n_ulpdus(
        .d(n_ulpdus$d),
        .q(n_ulpdus$q),
        .clock(n_ulpdus$clock)
    );
    ddp_tx$control$n_terms n_terms(
        .d(n_terms$d),
        .q(n_terms$q),
        .clock(n_terms$clock)
    );
    ddp_tx$control$n_local n_local(
        .d(n_local$d),
        .q(n_local$q),
        .clock(n_local$clock)
    );
    ddp_tx$control$n_dropped n_dropped(
        .d(n_dropped$d),
        .q(n_dropped$q),
        .clock(n_dropped$clock)
    );
    ddp_tx$control$sq_full_q sq_full_q(
        .d(sq_full_q$d),
        .q(sq_full_q$q),
        .clock(sq_full_q$clock)
    );
    ddp_tx$control$ord_full_q ord_full_q(
        .d(ord_full_q$d),
        .q(ord_full_q$q),
        .clock(ord_full_q$clock)
    );

    // Update code
    always @(*) begin
        state$clock = clock;
        ev$clock = clock;
        qp$clock = clock;
        init$clock = clock;
        c_msn_send$clock = clock;
        c_msn_rr$clock = clock;
        c_sent$clock = clock;
        c_acked$clock = clock;
        c_pd$clock = clock;
        c_mulpdu$clock = clock;
        c_ord$clock = clock;
        c_ord_used$clock = clock;
        c_head$clock = clock;
        c_tail$clock = clock;
        c_live$clock = clock;
        c_placed$clock = clock;
        c_rin$clock = clock;
        k_tagged$clock = clock;
        k_opc$clock = clock;
        k_qn$clock = clock;
        k_msn$clock = clock;
        k_word$clock = clock;
        k_base$clock = clock;
        k_body$clock = clock;
        k_send$clock = clock;
        failed$clock = clock;
        own_term$clock = clock;
        own_ecode$clock = clock;
        msg_rem$clock = clock;
        off$clock = clock;
        pa$clock = clock;
        piece_rem$clock = clock;
        seg_last$clock = clock;
        seg_p$clock = clock;
        seg_rem$clock = clock;
        seg_to$clock = clock;
        rd_q$clock = clock;
        rd_end$clock = clock;
        rd_short$clock = clock;
        sq_full_q$clock = clock;
        ord_full_q$clock = clock;
        ulen$clock = clock;
        hc$clock = clock;
        t_copy$clock = clock;
        sq_loop$clock = clock;
        cq_id$clock = clock;
        cq_op$clock = clock;
        cq_status$clock = clock;
        n_ulpdus$clock = clock;
        n_terms$clock = clock;
        n_local$clock = clock;
        n_dropped$clock = clock;
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
        seg_last$d = seg_last$q;
        seg_p$d = seg_p$q;
        seg_rem$d = seg_rem$q;
        seg_to$d = seg_to$q;
        rd_q$d = rd_q$q;
        rd_end$d = rd_end$q;
        rd_short$d = rd_short$q;
        sq_full_q$d = sq_full_q$q;
        ord_full_q$d = ord_full_q$q;
        ulen$d = ulen$q;
        hc$d = hc$q;
        t_copy$d = t_copy$q;
        sq_loop$d = sq_loop$q;
        cq_id$d = cq_id$q;
        cq_op$d = cq_op$q;
        cq_status$d = cq_status$q;
        n_ulpdus$d = n_ulpdus$q;
        n_terms$d = n_terms$q;
        n_local$d = n_local$q;
        n_dropped$d = n_dropped$q;
        ctx_msn$clock = clock;
        ctx_seq$clock = clock;
        ctx_cfg$clock = clock;
        ctx_rin$clock = clock;
        sq$clock = clock;
        wr_opc = ((32'h0) & 4'hf);
        wr_send = 1'b0;
        wr_inv = 1'b0;
        if (s_wr_op == 32'h1) begin
            wr_opc = ((32'h3) & 4'hf);
            wr_send = 1'b1;
        end
        if (s_wr_op == 32'h2) begin
            wr_opc = ((32'h5) & 4'hf);
            wr_send = 1'b1;
        end
        if (s_wr_op == 32'h3) begin
            wr_opc = ((32'h4) & 4'hf);
            wr_send = 1'b1;
            wr_inv = 1'b1;
        end
        if (s_wr_op == 32'h4) begin
            wr_opc = ((32'h6) & 4'hf);
            wr_send = 1'b1;
            wr_inv = 1'b1;
        end
        if (s_wr_op == 32'h5) begin
            wr_opc = ((32'h1) & 4'hf);
        end
        sq_used = ctx_cfg$read_data[(32'h2b)+:(5)] - ctx_cfg$read_data[(32'h26)+:(5)];
        ord_full = ctx_cfg$read_data[(32'h22)+:(4)] >= ctx_cfg$read_data[(32'h1e)+:(4)];
        hsz = ((32'h12) & 14'h3fff);
        if (k_tagged$q) begin
            hsz = ((32'he) & 14'h3fff);
        end
        pmax = c_mulpdu$q - hsz;
        fits = msg_rem$q <= ((pmax) & 32'hffffffff);
        msg_left = msg_rem$q - ((seg_p$q) & 32'hffffffff);
        tctl = s_term_ctl;
        tseg = s_term_seglen;
        tw0 = s_term_w0;
        tw1 = s_term_w1;
        tw2 = s_term_w2;
        tw3 = s_term_w3;
        tw4 = s_term_w4;
        tw5 = s_term_w5;
        if (own_term$q) begin
            tctl = ((32'h100e000) & 32'hffffffff) | (((own_ecode$q) & 32'hffffffff) << 32'h10);
            tseg = ((32'h2e) & 16'hffff);
            tw0 = ((32'h4141) & 64'hffffffffffffffff) << 32'h30;
            tw1 = (((32'h1) & 64'hffffffffffffffff) << 32'h30) | (((c_rin$q) & 64'hffffffffffffffff) << 32'h10);
            tw2 = (((s_rreq_sink_stag) & 64'hffffffffffffffff) << 32'h10) | (s_rreq_sink_to >> 32'h30);
            tw3 = (s_rreq_sink_to << 32'h10) | ((s_rreq_size[(32'h10)+:(16)]) & 64'hffffffffffffffff);
            tw4 = (((s_rreq_size) & 64'hffffffffffffffff) << 32'h30) | (((s_rreq_src_stag) & 64'hffffffffffffffff) << 32'h10) | (s_rreq_src_to >> 32'h30);
            tw5 = s_rreq_src_to << 32'h10;
        end
        t_hdr = ((32'h0) & 6'h3f);
        if (tctl[32'he]) begin
            t_hdr = ((32'h12) & 6'h3f);
            if (tw0[32'h3f]) begin
                t_hdr = ((32'he) & 6'h3f);
            end
        end
        t_copy_len = t_hdr;
        if (tctl[32'hd]) begin
            t_copy_len = t_hdr + 32'h1c;
        end
        t_ulen = ((32'h16) & 16'hffff) + ((t_copy_len) & 16'hffff);
        if (tctl[32'he]) begin
            t_ulen = ((32'h18) & 16'hffff) + ((t_copy_len) & 16'hffff);
        end
        tw = tw0;
        if (hc$q == 32'h1) begin
            tw = tw1;
        end
        if (hc$q == 32'h2) begin
            tw = tw2;
        end
        if (hc$q == 32'h3) begin
            tw = tw3;
        end
        if (hc$q == 32'h4) begin
            tw = tw4;
        end
        if (hc$q == 32'h5) begin
            tw = tw5;
        end
        b0 = ((32'h1) & 64'hffffffffffffffff);
        if (k_tagged$q) begin
            b0 = ((32'h81) & 64'hffffffffffffffff);
        end
        if (seg_last$q) begin
            b0 = b0 | ((32'h40) & 64'hffffffffffffffff);
        end
        b1 = ((32'h40) & 64'hffffffffffffffff) | ((k_opc$q) & 64'hffffffffffffffff);
        ch_be = ((32'h0) & 64'hffffffffffffffff);
        ch_n = ((32'h8) & 13'h1fff);
        ch_dma = 1'b0;
        ch_last = 1'b0;
        ch_go = 1'b0;
        hdr_end = 1'b0;
        to_page = ((32'h1000) & 32'hffffffff) - ((pa$q[(32'h0)+:(12)]) & 32'hffffffff);
        seg_rem32 = ((seg_rem$q) & 32'hffffffff);
        a_lt_b = piece_rem$q < seg_rem32;
        a_lt_c = piece_rem$q < to_page;
        b_le_c = seg_rem32 <= to_page;
        pick_a = a_lt_b & a_lt_c;
        pick_b = ~pick_a & b_le_c;
        rd_len = to_page[(32'h0)+:(13)];
        rd_le8 = to_page <= 32'h8;
        if (pick_b) begin
            rd_len = seg_rem32[(32'h0)+:(13)];
            rd_le8 = seg_rem32 <= 32'h8;
        end
        if (pick_a) begin
            rd_len = piece_rem$q[(32'h0)+:(13)];
            rd_le8 = piece_rem$q <= 32'h8;
        end
        rd_push = 1'b0;
        if (state$q == TxState$SegHdr) begin
            ch_go = 1'b1;
            if (k_tagged$q) begin
                ch_be = (b0 << 32'h38) | (b1 << 32'h30) | (((k_word$q) & 64'hffffffffffffffff) << 32'h10) | (seg_to$q >> 32'h30);
                if (hc$q == 32'h1) begin
                    ch_be = seg_to$q << 32'h10;
                    ch_n = ((32'h6) & 13'h1fff);
                    hdr_end = 1'b1;
                end
            end
            else begin
                ch_be = (b0 << 32'h38) | (b1 << 32'h30) | (((k_word$q) & 64'hffffffffffffffff) << 32'h10);
                if (hc$q == 32'h1) begin
                    ch_be = (((k_qn$q) & 64'hffffffffffffffff) << 32'h30) | (((k_msn$q) & 64'hffffffffffffffff) << 32'h10) | ((off$q[(32'h10)+:(16)]) & 64'hffffffffffffffff);
                end
                if (hc$q == 32'h2) begin
                    ch_be = ((off$q[(32'h0)+:(16)]) & 64'hffffffffffffffff) << 32'h30;
                    ch_n = ((32'h2) & 13'h1fff);
                    hdr_end = 1'b1;
                end
            end
            ch_last = hdr_end & (k_body$q == 32'h0) & (seg_p$q == 32'h0);
        end
        if (state$q == TxState$RrBody) begin
            ch_go = 1'b1;
            ch_be = (((s_wr_lstag) & 64'hffffffffffffffff) << 32'h20) | (s_wr_lto >> 32'h20);
            if (hc$q == 32'h1) begin
                ch_be = (s_wr_lto << 32'h20) | ((s_wr_len) & 64'hffffffffffffffff);
            end
            if (hc$q == 32'h2) begin
                ch_be = (((s_wr_rstag) & 64'hffffffffffffffff) << 32'h20) | (s_wr_rto >> 32'h20);
            end
            if (hc$q == 32'h3) begin
                ch_be = s_wr_rto << 32'h20;
                ch_n = ((32'h4) & 13'h1fff);
                ch_last = 1'b1;
            end
        end
        if (state$q == TxState$TermCtl) begin
            ch_go = 1'b1;
            ch_be = (((tctl) & 64'hffffffffffffffff) << 32'h20) | (((tseg) & 64'hffffffffffffffff) << 32'h10);
            ch_n = ((32'h4) & 13'h1fff);
            if (tctl[32'he]) begin
                ch_n = ((32'h6) & 13'h1fff);
            end
            ch_last = t_copy$q == 32'h0;
        end
        if (state$q == TxState$TermCopy) begin
            ch_go = 1'b1;
            ch_be = tw;
            if (t_copy$q <= 32'h8) begin
                ch_n = ((t_copy$q) & 13'h1fff);
                ch_last = 1'b1;
            end
        end
        if (state$q == TxState$SegIssue) begin
            ch_go = ~prd_full;
            ch_n = rd_q$q;
            ch_dma = 1'b1;
            ch_last = rd_end$q;
            rd_push = ~chunk_full & ~prd_full;
        end
        ch_le = (((ch_be[(32'h0)+:(8)]) & 64'hffffffffffffffff) << 32'h38) | (((ch_be[(32'h8)+:(8)]) & 64'hffffffffffffffff) << 32'h30) | (((ch_be[(32'h10)+:(8)]) & 64'hffffffffffffffff) << 32'h28) | (((ch_be[(32'h18)+:(8)]) & 64'hffffffffffffffff) << 32'h20) | (((ch_be[(32'h20)+:(8)]) & 64'hffffffffffffffff) << 32'h18) | (((ch_be[(32'h28)+:(8)]) & 64'hffffffffffffffff) << 32'h10) | (((ch_be[(32'h30)+:(8)]) & 64'hffffffffffffffff) << 32'h8) | ((ch_be[(32'h38)+:(8)]) & 64'hffffffffffffffff);
        chunk_push = ch_go & ~chunk_full;
        chunk_din = ((ch_le) & 100'hfffffffffffffffffffffffff) | (((ch_n) & 100'hfffffffffffffffffffffffff) << 32'h40) | (((qp$q) & 100'hfffffffffffffffffffffffff) << 32'h4f) | (((ulen$q) & 100'hfffffffffffffffffffffffff) << 32'h53);
        if (ch_dma) begin
            chunk_din = chunk_din | (((32'h1) & 100'hfffffffffffffffffffffffff) << 32'h4d);
        end
        if (ch_last) begin
            chunk_din = chunk_din | (((32'h1) & 100'hfffffffffffffffffffffffff) << 32'h4e);
        end
        if (ch_dma & rd_short$q) begin
            chunk_din = chunk_din | (((32'h1) & 100'hfffffffffffffffffffffffff) << 32'h63);
        end
        prd_push = rd_push;
        prd_din = ((pa$q) & 77'h1fffffffffffffffffff) | (((rd_q$q) & 77'h1fffffffffffffffffff) << 32'h40);
        m_treq_valid = state$q == TxState$Xlate;
        m_treq_stag = s_wr_lstag;
        m_treq_to = s_wr_lto;
        m_treq_len = s_wr_len;
        m_treq_access = ((32'h0) & 2'h3);
        if (ev$q == 32'h2) begin
            m_treq_stag = s_rreq_src_stag;
            m_treq_to = s_rreq_src_to;
            m_treq_len = s_rreq_size;
            m_treq_access = ((32'h2) & 2'h3);
        end
        m_treq_pd = c_pd$q;
        tpc_pop = 1'b0;
        m_cqe_valid = state$q == TxState$Cqe;
        m_cqe_qp = qp$q;
        m_cqe_id = cq_id$q;
        m_cqe_op = cq_op$q;
        m_cqe_status = cq_status$q;
        m_rdone_valid = state$q == TxState$Rdone;
        m_rdone_qp = qp$q;
        taking = (state$q == TxState$Store) | (state$q == TxState$Done);
        s_qpcfg_ready = taking & (ev$q == 32'h0);
        s_term_ready = taking & (ev$q == 32'h1);
        s_rreq_ready = taking & (ev$q == 32'h2);
        s_ack_ready = taking & (ev$q == 32'h3);
        s_rplaced_ready = taking & (ev$q == 32'h4);
        s_wr_ready = taking & (ev$q == 32'h5);
        pick_qp = s_wr_qp;
        if (s_rplaced_valid) begin
            pick_qp = s_rplaced_qp;
        end
        if (s_ack_valid) begin
            pick_qp = s_ack_qp;
        end
        if (s_rreq_valid) begin
            pick_qp = s_rreq_qp;
        end
        if (s_term_valid) begin
            pick_qp = s_term_qp;
        end
        rd_qp = qp$q;
        if (state$q == TxState$Idle) begin
            rd_qp = pick_qp;
        end
        ctx_msn$read_address = rd_qp;
        ctx_seq$read_address = rd_qp;
        ctx_cfg$read_address = rd_qp;
        ctx_rin$read_address = rd_qp;
        msn_w = ((c_msn_send$q) & 64'hffffffffffffffff) | (((c_msn_rr$q) & 64'hffffffffffffffff) << 32'h20);
        seq_w = ((c_sent$q) & 64'hffffffffffffffff) | (((c_acked$q) & 64'hffffffffffffffff) << 32'h20);
        cfg_w = ((c_pd$q) & 54'h3fffffffffffff) | (((c_mulpdu$q) & 54'h3fffffffffffff) << 32'h10) | (((c_ord$q) & 54'h3fffffffffffff) << 32'h1e) | (((c_ord_used$q) & 54'h3fffffffffffff) << 32'h22) | (((c_head$q) & 54'h3fffffffffffff) << 32'h26) | (((c_tail$q) & 54'h3fffffffffffff) << 32'h2b) | (((c_placed$q) & 54'h3fffffffffffff) << 32'h31);
        if (c_live$q) begin
            cfg_w = cfg_w | (((32'h1) & 54'h3fffffffffffff) << 32'h30);
        end
        ctx_msn$write_address = qp$q;
        ctx_seq$write_address = qp$q;
        ctx_cfg$write_address = qp$q;
        ctx_rin$write_address = qp$q;
        ctx_msn$write_data = msn_w;
        ctx_seq$write_data = seq_w;
        ctx_cfg$write_data = cfg_w;
        ctx_rin$write_data = c_rin$q;
        ctx_msn$write_enable = state$q == TxState$Store;
        ctx_seq$write_enable = state$q == TxState$Store;
        ctx_cfg$write_enable = state$q == TxState$Store;
        ctx_rin$write_enable = state$q == TxState$Store;
        if (state$q == TxState$Init) begin
            ctx_msn$write_address = init$q[(32'h0)+:(4)];
            ctx_seq$write_address = init$q[(32'h0)+:(4)];
            ctx_cfg$write_address = init$q[(32'h0)+:(4)];
            ctx_rin$write_address = init$q[(32'h0)+:(4)];
            ctx_msn$write_data = ((32'h0) & 64'hffffffffffffffff);
            ctx_seq$write_data = ((32'h0) & 64'hffffffffffffffff);
            ctx_cfg$write_data = ((32'h0) & 54'h3fffffffffffff);
            ctx_rin$write_data = ((32'h0) & 32'hffffffff);
            ctx_msn$write_enable = 1'b1;
            ctx_seq$write_enable = 1'b1;
            ctx_cfg$write_enable = 1'b1;
            ctx_rin$write_enable = 1'b1;
        end
        sq$read_address = (((qp$q) & 8'hff) << 32'h4) | ((c_head$q[(32'h0)+:(4)]) & 8'hff);
        sq$write_address = (((qp$q) & 8'hff) << 32'h4) | ((c_tail$q[(32'h0)+:(4)]) & 8'hff);
        sq_w = ((s_wr_id) & 68'hfffffffffffffffff) | (((s_wr_op) & 68'hfffffffffffffffff) << 32'h20) | (((c_sent$q) & 68'hfffffffffffffffff) << 32'h24);
        if (failed$q) begin
            sq_w = sq_w | (((32'h1) & 68'hfffffffffffffffff) << 32'h23);
        end
        sq$write_data = sq_w;
        sq$write_enable = state$q == TxState$SqPush;
        e_op = sq$read_data[(32'h20)+:(3)];
        ack_diff = c_acked$q - sq$read_data[(32'h24)+:(32)];
        term_start = 1'b0;
        case (state$q)
            TxState$Init:
                begin
                    init$d = init$q + 32'h1;
                    if (init$q == 32'hf) begin
                        state$d = TxState$Idle;
                    end
                end
            TxState$Idle:
                begin
                    own_term$d = 1'b0;
                    failed$d = 1'b0;
                    sq_loop$d = 1'b0;
                    hc$d = ((32'h0) & 3'h7);
                    if (s_qpcfg_valid) begin
                        ev$d = ((32'h0) & 3'h7);
                        qp$d = s_qpcfg_qp;
                        c_msn_send$d = ((32'h1) & 32'hffffffff);
                        c_msn_rr$d = ((32'h1) & 32'hffffffff);
                        c_sent$d = ((32'h0) & 32'hffffffff);
                        c_acked$d = ((32'h0) & 32'hffffffff);
                        c_pd$d = s_qpcfg_pd;
                        c_mulpdu$d = s_qpcfg_mulpdu;
                        c_ord$d = s_qpcfg_ord;
                        c_ord_used$d = ((32'h0) & 4'hf);
                        c_head$d = ((32'h0) & 5'h1f);
                        c_tail$d = ((32'h0) & 5'h1f);
                        c_live$d = 1'b1;
                        c_placed$d = ((32'h0) & 5'h1f);
                        c_rin$d = ((32'h0) & 32'hffffffff);
                        state$d = TxState$Store;
                    end
                    else if (s_term_valid) begin
                        ev$d = ((32'h1) & 3'h7);
                        qp$d = s_term_qp;
                        state$d = TxState$Load;
                    end
                    else if (s_rreq_valid) begin
                        ev$d = ((32'h2) & 3'h7);
                        qp$d = s_rreq_qp;
                        state$d = TxState$Load;
                    end
                    else if (s_ack_valid) begin
                        ev$d = ((32'h3) & 3'h7);
                        qp$d = s_ack_qp;
                        state$d = TxState$Load;
                    end
                    else if (s_rplaced_valid) begin
                        ev$d = ((32'h4) & 3'h7);
                        qp$d = s_rplaced_qp;
                        state$d = TxState$Load;
                    end
                    else if (s_wr_valid) begin
                        ev$d = ((32'h5) & 3'h7);
                        qp$d = s_wr_qp;
                        state$d = TxState$Load;
                    end
                end
            TxState$Load:
                begin
                    c_msn_send$d = ctx_msn$read_data[(32'h0)+:(32)];
                    c_msn_rr$d = ctx_msn$read_data[(32'h20)+:(32)];
                    c_sent$d = ctx_seq$read_data[(32'h0)+:(32)];
                    c_acked$d = ctx_seq$read_data[(32'h20)+:(32)];
                    c_pd$d = ctx_cfg$read_data[(32'h0)+:(16)];
                    c_mulpdu$d = ctx_cfg$read_data[(32'h10)+:(14)];
                    c_ord$d = ctx_cfg$read_data[(32'h1e)+:(4)];
                    c_ord_used$d = ctx_cfg$read_data[(32'h22)+:(4)];
                    c_head$d = ctx_cfg$read_data[(32'h26)+:(5)];
                    c_tail$d = ctx_cfg$read_data[(32'h2b)+:(5)];
                    c_live$d = ctx_cfg$read_data[32'h30];
                    c_placed$d = ctx_cfg$read_data[(32'h31)+:(5)];
                    c_rin$d = ctx_rin$read_data;
                    sq_full_q$d = sq_used == 32'h10;
                    ord_full_q$d = ord_full;
                    state$d = TxState$Exec;
                end
            TxState$Exec:
                begin
                    off$d = ((32'h0) & 32'hffffffff);
                    k_send$d = 1'b0;
                    if (ev$q == 32'h1) begin
                        state$d = TxState$Done;
                        if (c_live$q) begin
                            term_start = 1'b1;
                            ulen$d = t_ulen;
                            t_copy$d = t_copy_len;
                        end
                        else begin
                            n_dropped$d = n_dropped$q + 32'h1;
                        end
                    end
                    if (ev$q == 32'h2) begin
                        state$d = TxState$Done;
                        if (c_live$q) begin
                            c_rin$d = c_rin$q + 32'h1;
                            k_tagged$d = 1'b1;
                            k_opc$d = ((32'h2) & 4'hf);
                            k_word$d = s_rreq_sink_stag;
                            k_base$d = s_rreq_sink_to;
                            k_body$d = ((32'h0) & 2'h3);
                            msg_rem$d = s_rreq_size;
                            state$d = TxState$Xlate;
                        end
                        else begin
                            n_dropped$d = n_dropped$q + 32'h1;
                        end
                    end
                    if (ev$q == 32'h3) begin
                        state$d = TxState$Done;
                        if (c_live$q) begin
                            c_acked$d = s_ack_bytes;
                            sq_loop$d = 1'b1;
                            state$d = TxState$SqRead;
                        end
                    end
                    if (ev$q == 32'h4) begin
                        state$d = TxState$Done;
                        if (c_live$q) begin
                            c_placed$d = c_placed$q + 32'h1;
                            sq_loop$d = 1'b1;
                            state$d = TxState$SqRead;
                        end
                    end
                    if (ev$q == 32'h5) begin
                        cq_id$d = s_wr_id;
                        cq_op$d = s_wr_op;
                        k_opc$d = wr_opc;
                        k_send$d = wr_send;
                        if (~c_live$q) begin
                            cq_status$d = ((32'h1) & 2'h3);
                            state$d = TxState$Cqe;
                        end
                        else if (sq_full_q$q | ((s_wr_op == 32'h5) & ord_full_q$q)) begin
                            state$d = TxState$Idle;
                        end
                        else if (s_wr_op == 32'h5) begin
                            k_tagged$d = 1'b0;
                            k_qn$d = ((32'h1) & 2'h3);
                            k_msn$d = c_msn_rr$q;
                            k_word$d = ((32'h0) & 32'hffffffff);
                            k_body$d = ((32'h1) & 2'h3);
                            seg_last$d = 1'b1;
                            seg_p$d = ((32'h0) & 14'h3fff);
                            ulen$d = ((32'h2e) & 16'hffff);
                            state$d = TxState$SegHdr;
                        end
                        else begin
                            k_tagged$d = s_wr_op == 32'h0;
                            k_qn$d = ((32'h0) & 2'h3);
                            k_msn$d = c_msn_send$q;
                            k_word$d = ((32'h0) & 32'hffffffff);
                            if ((s_wr_op == 32'h0) | wr_inv) begin
                                k_word$d = s_wr_rstag;
                            end
                            k_base$d = s_wr_rto;
                            k_body$d = ((32'h0) & 2'h3);
                            msg_rem$d = s_wr_len;
                            state$d = TxState$Xlate;
                        end
                    end
                end
            TxState$Xlate:
                begin
                    if (m_treq_ready) begin
                        state$d = TxState$Verdict;
                    end
                end
            TxState$Verdict:
                begin
                    if (tpc_valid) begin
                        tpc_pop = 1'b1;
                        pa$d = tpc_pa;
                        piece_rem$d = tpc_len;
                        state$d = TxState$SegStart;
                        if (tpc_err != 32'h0) begin
                            if (ev$q == 32'h5) begin
                                failed$d = 1'b1;
                                state$d = TxState$SqPush;
                            end
                            else begin
                                own_term$d = 1'b1;
                                own_ecode$d = ((32'h0) & 8'hff);
                                if (tpc_err == 32'h2) begin
                                    own_ecode$d = ((32'h3) & 8'hff);
                                end
                                if (tpc_err == 32'h3) begin
                                    own_ecode$d = ((32'h2) & 8'hff);
                                end
                                if (tpc_err == 32'h4) begin
                                    own_ecode$d = ((32'h4) & 8'hff);
                                end
                                if (tpc_err == 32'h5) begin
                                    own_ecode$d = ((32'h1) & 8'hff);
                                end
                                term_start = 1'b1;
                                ulen$d = ((32'h46) & 16'hffff);
                                t_copy$d = ((32'h2e) & 6'h3f);
                            end
                        end
                    end
                end
            TxState$SegStart:
                begin
                    seg_last$d = fits;
                    seg_p$d = pmax;
                    seg_rem$d = pmax;
                    if (fits) begin
                        seg_p$d = msg_rem$q[(32'h0)+:(14)];
                        seg_rem$d = msg_rem$q[(32'h0)+:(14)];
                    end
                    ulen$d = ((hsz + pmax) & 16'hffff);
                    if (fits) begin
                        ulen$d = ((hsz + msg_rem$q[(32'h0)+:(14)]) & 16'hffff);
                    end
                    seg_to$d = k_base$q + ((off$q) & 64'hffffffffffffffff);
                    hc$d = ((32'h0) & 3'h7);
                    state$d = TxState$SegHdr;
                end
            TxState$SegHdr:
                begin
                    if (~chunk_full) begin
                        hc$d = hc$q + 32'h1;
                        if (hdr_end) begin
                            hc$d = ((32'h0) & 3'h7);
                            if (k_body$q == 32'h1) begin
                                state$d = TxState$RrBody;
                            end
                            else if (k_body$q == 32'h2) begin
                                state$d = TxState$TermCtl;
                            end
                            else if (seg_p$q == 32'h0) begin
                                state$d = TxState$SegEnd;
                            end
                            else begin
                                state$d = TxState$SegData;
                            end
                        end
                    end
                end
            TxState$SegData:
                begin
                    if (piece_rem$q == 32'h0) begin
                        if (tpc_valid) begin
                            tpc_pop = 1'b1;
                            pa$d = tpc_pa;
                            piece_rem$d = tpc_len;
                        end
                    end
                    else begin
                        rd_q$d = rd_len;
                        rd_end$d = pick_b;
                        rd_short$d = rd_le8;
                        state$d = TxState$SegIssue;
                    end
                end
            TxState$SegIssue:
                begin
                    if (rd_push) begin
                        pa$d = pa$q + ((rd_q$q) & 64'hffffffffffffffff);
                        piece_rem$d = piece_rem$q - ((rd_q$q) & 32'hffffffff);
                        seg_rem$d = seg_rem$q - ((rd_q$q) & 14'h3fff);
                        state$d = TxState$SegData;
                        if (rd_end$q) begin
                            state$d = TxState$SegEnd;
                        end
                    end
                end
            TxState$RrBody:
                begin
                    if (~chunk_full) begin
                        hc$d = hc$q + 32'h1;
                        if (hc$q == 32'h3) begin
                            c_msn_rr$d = c_msn_rr$q + 32'h1;
                            c_ord_used$d = c_ord_used$q + 32'h1;
                            state$d = TxState$SegEnd;
                        end
                    end
                end
            TxState$TermCtl:
                begin
                    if (~chunk_full) begin
                        hc$d = ((32'h0) & 3'h7);
                        state$d = TxState$TermCopy;
                        if (t_copy$q == 32'h0) begin
                            state$d = TxState$SegEnd;
                        end
                    end
                end
            TxState$TermCopy:
                begin
                    if (~chunk_full) begin
                        hc$d = hc$q + 32'h1;
                        t_copy$d = t_copy$q - 32'h8;
                        if (t_copy$q <= 32'h8) begin
                            state$d = TxState$SegEnd;
                        end
                    end
                end
            TxState$SegEnd:
                begin
                    c_sent$d = c_sent$q + ((ulen$q) & 32'hffffffff);
                    n_ulpdus$d = n_ulpdus$q + 32'h1;
                    off$d = off$q + ((seg_p$q) & 32'hffffffff);
                    msg_rem$d = msg_left;
                    if (k_body$q == 32'h2) begin
                        n_terms$d = n_terms$q + 32'h1;
                        c_live$d = 1'b0;
                        sq_loop$d = 1'b1;
                        state$d = TxState$SqRead;
                    end
                    else if (k_body$q == 32'h1) begin
                        state$d = TxState$SqPush;
                    end
                    else if (seg_last$q) begin
                        if (ev$q == 32'h2) begin
                            state$d = TxState$Rdone;
                        end
                        else begin
                            if (k_send$q) begin
                                c_msn_send$d = c_msn_send$q + 32'h1;
                            end
                            state$d = TxState$SqPush;
                        end
                    end
                    else begin
                        state$d = TxState$SegStart;
                    end
                end
            TxState$SqPush:
                begin
                    c_tail$d = c_tail$q + 32'h1;
                    state$d = TxState$Store;
                    if (failed$q) begin
                        n_local$d = n_local$q + 32'h1;
                        c_live$d = 1'b0;
                        sq_loop$d = 1'b1;
                        state$d = TxState$SqRead;
                    end
                end
            TxState$Rdone:
                begin
                    if (m_rdone_ready) begin
                        state$d = TxState$Store;
                    end
                end
            TxState$SqRead:
                begin
                    state$d = TxState$SqCheck;
                    if (c_head$q == c_tail$q) begin
                        state$d = TxState$Store;
                    end
                end
            TxState$SqCheck:
                begin
                    cq_id$d = sq$read_data[(32'h0)+:(32)];
                    cq_op$d = e_op;
                    cq_status$d = ((32'h0) & 2'h3);
                    state$d = TxState$Store;
                    if (~c_live$q) begin
                        cq_status$d = ((32'h1) & 2'h3);
                        if (sq$read_data[32'h23]) begin
                            cq_status$d = ((32'h2) & 2'h3);
                        end
                        state$d = TxState$Cqe;
                    end
                    else if (e_op == 32'h5) begin
                        if (c_placed$q != 32'h0) begin
                            c_placed$d = c_placed$q - 32'h1;
                            c_ord_used$d = c_ord_used$q - 32'h1;
                            state$d = TxState$Cqe;
                        end
                    end
                    else if (ack_diff < (((32'h1) & 32'hffffffff) << 32'h1f)) begin
                        state$d = TxState$Cqe;
                    end
                end
            TxState$Cqe:
                begin
                    if (m_cqe_ready) begin
                        state$d = TxState$Store;
                        if (sq_loop$q) begin
                            c_head$d = c_head$q + 32'h1;
                            state$d = TxState$SqRead;
                        end
                    end
                end
            TxState$Store:
                begin
                    state$d = TxState$Idle;
                end
            TxState$Done:
                begin
                    state$d = TxState$Idle;
                end
            default:
                begin
                    state$d = TxState$Idle;
                end
        endcase
        if (term_start) begin
            k_tagged$d = 1'b0;
            k_opc$d = ((32'h7) & 4'hf);
            k_qn$d = ((32'h2) & 2'h3);
            k_msn$d = ((32'h1) & 32'hffffffff);
            k_word$d = ((32'h0) & 32'hffffffff);
            k_body$d = ((32'h2) & 2'h3);
            seg_last$d = 1'b1;
            seg_p$d = ((32'h0) & 14'h3fff);
            state$d = TxState$SegHdr;
        end
        cnt_ulpdus = n_ulpdus$q;
        cnt_terminates = n_terms$q;
        cnt_local_errors = n_local$q;
        cnt_dropped = n_dropped$q;
        busy = state$q != TxState$Idle;
        if (reset) begin
            state$d = TxState$Init;
            init$d = ((32'h0) & 5'h1f);
            n_ulpdus$d = ((32'h0) & 32'hffffffff);
            n_terms$d = ((32'h0) & 16'hffff);
            n_local$d = ((32'h0) & 16'hffff);
            n_dropped$d = ((32'h0) & 16'hffff);
        end
    end

endmodule // ddp_tx$control


module ddp_tx$control$c_acked(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_acked


module ddp_tx$control$c_head(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_head


module ddp_tx$control$c_live(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_live


module ddp_tx$control$c_msn_rr(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_msn_rr


module ddp_tx$control$c_msn_send(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_msn_send


module ddp_tx$control$c_mulpdu(d,q,clock);

    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 14'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_mulpdu


module ddp_tx$control$c_ord(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_ord


module ddp_tx$control$c_ord_used(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_ord_used


module ddp_tx$control$c_pd(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_pd


module ddp_tx$control$c_placed(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_placed


module ddp_tx$control$c_rin(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_rin


module ddp_tx$control$c_sent(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_sent


module ddp_tx$control$c_tail(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$c_tail


module ddp_tx$control$cq_id(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$cq_id


module ddp_tx$control$cq_op(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$cq_op


module ddp_tx$control$cq_status(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$cq_status


module ddp_tx$control$ctx_cfg(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [53:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [53:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [53:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {54{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
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
    (* no_rw_check *)
    reg [63:0] mem [0:15];

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
    (* no_rw_check *)
    reg [31:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {32{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
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
    (* no_rw_check *)
    reg [63:0] mem [0:15];

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
endmodule // ddp_tx$control$ctx_seq


module ddp_tx$control$ev(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$ev


module ddp_tx$control$failed(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$failed


module ddp_tx$control$hc(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$hc


module ddp_tx$control$init(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 5'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$init


module ddp_tx$control$k_base(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$k_base


module ddp_tx$control$k_body(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$k_body


module ddp_tx$control$k_msn(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$k_msn


module ddp_tx$control$k_opc(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$k_opc


module ddp_tx$control$k_qn(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$k_qn


module ddp_tx$control$k_send(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$k_send


module ddp_tx$control$k_tagged(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$k_tagged


module ddp_tx$control$k_word(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$k_word


module ddp_tx$control$msg_rem(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$msg_rem


module ddp_tx$control$n_dropped(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$n_dropped


module ddp_tx$control$n_local(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$n_local


module ddp_tx$control$n_terms(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$n_terms


module ddp_tx$control$n_ulpdus(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$n_ulpdus


module ddp_tx$control$off(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$off


module ddp_tx$control$ord_full_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$ord_full_q


module ddp_tx$control$own_ecode(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$own_ecode


module ddp_tx$control$own_term(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$own_term


module ddp_tx$control$pa(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$pa


module ddp_tx$control$piece_rem(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$piece_rem


module ddp_tx$control$qp(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$qp


module ddp_tx$control$rd_end(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$rd_end


module ddp_tx$control$rd_q(d,q,clock);

    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 13'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$rd_q


module ddp_tx$control$rd_short(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$rd_short


module ddp_tx$control$seg_last(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$seg_last


module ddp_tx$control$seg_p(d,q,clock);

    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 14'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$seg_p


module ddp_tx$control$seg_rem(d,q,clock);

    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 14'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$seg_rem


module ddp_tx$control$seg_to(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$seg_to


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


module ddp_tx$control$sq_full_q(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$sq_full_q


module ddp_tx$control$sq_loop(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$sq_loop


module ddp_tx$control$state(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Enums
    localparam TxState$Init = 0;
    localparam TxState$Idle = 1;
    localparam TxState$Load = 2;
    localparam TxState$Exec = 3;
    localparam TxState$Xlate = 4;
    localparam TxState$Verdict = 5;
    localparam TxState$SegStart = 6;
    localparam TxState$SegHdr = 7;
    localparam TxState$SegData = 8;
    localparam TxState$SegIssue = 9;
    localparam TxState$SegEnd = 10;
    localparam TxState$RrBody = 11;
    localparam TxState$TermCtl = 12;
    localparam TxState$TermCopy = 13;
    localparam TxState$SqPush = 14;
    localparam TxState$SqRead = 15;
    localparam TxState$SqCheck = 16;
    localparam TxState$Cqe = 17;
    localparam TxState$Rdone = 18;
    localparam TxState$Store = 19;
    localparam TxState$Done = 20;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$state


module ddp_tx$control$t_copy(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$t_copy


module ddp_tx$control$ulen(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$control$ulen


module ddp_tx$feeder(clock,reset,c_valid,c_dout,c_pop,s_pdata_valid,s_pdata,s_pdata_ready,p_valid,p_ready,p_data,p_n,p_last,p_qp,p_len);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  c_valid;
    input wire  [99:0] c_dout;
    output reg  c_pop;
    input wire  s_pdata_valid;
    input wire  [63:0] s_pdata;
    output reg  s_pdata_ready;
    output reg  p_valid;
    input wire  p_ready;
    output reg  [63:0] p_data;
    output reg  [3:0] p_n;
    output reg  p_last;
    output reg  [3:0] p_qp;
    output reg  [15:0] p_len;

    // Stub signals
    reg  started$d;
    wire  started$q;
    reg  started$clock;
    reg  [12:0] rem$d;
    wire  [12:0] rem$q;
    reg  rem$clock;
    reg  rem_short$d;
    wire  rem_short$q;
    reg  rem_short$clock;

    // Local signals
    reg  dma;
    reg  [12:0] rem_now;
    reg  [12:0] rem_after;
    reg  tail;
    reg  fire;

    // Sub module instances
    ddp_tx$feeder$started started(
        .d(started$d),
        .q(started$q),
        .clock(started$clock)
    );
    ddp_tx$feeder$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    ddp_tx$feeder$rem_short rem_short(
        .d(rem_short$d),
        .q(rem_short$q),
        .clock(rem_short$clock)
    );

    // Update code
    always @(*) begin
        started$clock = clock;
        rem$clock = clock;
        rem_short$clock = clock;
        started$d = started$q;
        rem$d = rem$q;
        rem_short$d = rem_short$q;
        dma = c_dout[32'h4d];
        rem_now = c_dout[(32'h40)+:(13)];
        if (started$q) begin
            rem_now = rem$q;
        end
        rem_after = rem_now - 32'h8;
        tail = c_dout[32'h63];
        if (started$q) begin
            tail = rem_short$q;
        end
        p_qp = c_dout[(32'h4f)+:(4)];
        p_len = c_dout[(32'h53)+:(16)];
        p_data = c_dout[(32'h0)+:(64)];
        p_n = c_dout[(32'h40)+:(4)];
        p_last = c_dout[32'h4e];
        p_valid = c_valid;
        if (dma) begin
            p_data = s_pdata;
            p_valid = c_valid & s_pdata_valid;
            p_n = ((32'h8) & 4'hf);
            if (tail) begin
                p_n = rem_now[(32'h0)+:(4)];
            end
            p_last = c_dout[32'h4e] & tail;
        end
        fire = p_valid & p_ready;
        s_pdata_ready = c_valid & dma & p_ready;
        c_pop = fire & (~dma | tail);
        if (fire & dma) begin
            started$d = ~tail;
            rem$d = rem_after;
            rem_short$d = rem_after <= 32'h8;
        end
        if (reset) begin
            started$d = 1'b0;
        end
    end

endmodule // ddp_tx$feeder


module ddp_tx$feeder$rem(d,q,clock);

    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 13'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$feeder$rem


module ddp_tx$feeder$rem_short(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$feeder$rem_short


module ddp_tx$feeder$started(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$feeder$started


module ddp_tx$packer(clock,reset,in_valid,in_ready,in_data,in_n,in_last,in_qp,in_len,m_data,m_keep,m_last,m_valid,m_ready,m_qp,m_len);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [63:0] in_data;
    input wire  [3:0] in_n;
    input wire  in_last;
    input wire  [3:0] in_qp;
    input wire  [15:0] in_len;
    output reg  [63:0] m_data;
    output reg  [7:0] m_keep;
    output reg  m_last;
    output reg  m_valid;
    input wire  m_ready;
    output reg  [3:0] m_qp;
    output reg  [15:0] m_len;

    // Stub signals
    reg  [63:0] acc$d;
    wire  [63:0] acc$q;
    reg  acc$clock;
    reg  [3:0] fill$d;
    wire  [3:0] fill$q;
    reg  fill$clock;
    reg  pend$d;
    wire  pend$q;
    reg  pend$clock;
    reg  o_valid$d;
    wire  o_valid$q;
    reg  o_valid$clock;
    reg  [63:0] o_data$d;
    wire  [63:0] o_data$q;
    reg  o_data$clock;
    reg  [7:0] o_keep$d;
    wire  [7:0] o_keep$q;
    reg  o_keep$clock;
    reg  o_last$d;
    wire  o_last$q;
    reg  o_last$clock;
    reg  [3:0] o_qp$d;
    wire  [3:0] o_qp$q;
    reg  o_qp$clock;
    reg  [15:0] o_len$d;
    wire  [15:0] o_len$q;
    reg  o_len$clock;

    // Local signals
    reg  advance;
    reg  take;
    reg  [63:0] nmask;
    reg  [63:0] d;
    reg  [63:0] lo;
    reg  [63:0] hi;
    reg  [3:0] total;
    reg  [3:0] rest;
    reg  [7:0] keep_total;
    reg  [7:0] keep_fill;

    // Sub module instances
    ddp_tx$packer$acc acc(
        .d(acc$d),
        .q(acc$q),
        .clock(acc$clock)
    );
    ddp_tx$packer$fill fill(
        .d(fill$d),
        .q(fill$q),
        .clock(fill$clock)
    );
    ddp_tx$packer$pend pend(
        .d(pend$d),
        .q(pend$q),
        .clock(pend$clock)
    );
    ddp_tx$packer$o_valid o_valid(
        .d(o_valid$d),
        .q(o_valid$q),
        .clock(o_valid$clock)
    );
    ddp_tx$packer$o_data o_data(
        .d(o_data$d),
        .q(o_data$q),
        .clock(o_data$clock)
    );
    ddp_tx$packer$o_keep o_keep(
        .d(o_keep$d),
        .q(o_keep$q),
        .clock(o_keep$clock)
    );
    ddp_tx$packer$o_last o_last(
        .d(o_last$d),
        .q(o_last$q),
        .clock(o_last$clock)
    );
    ddp_tx$packer$o_qp o_qp(
        .d(o_qp$d),
        .q(o_qp$q),
        .clock(o_qp$clock)
    );
    ddp_tx$packer$o_len o_len(
        .d(o_len$d),
        .q(o_len$q),
        .clock(o_len$clock)
    );

    // Update code
    always @(*) begin
        acc$clock = clock;
        fill$clock = clock;
        pend$clock = clock;
        o_valid$clock = clock;
        o_data$clock = clock;
        o_keep$clock = clock;
        o_last$clock = clock;
        o_qp$clock = clock;
        o_len$clock = clock;
        acc$d = acc$q;
        fill$d = fill$q;
        pend$d = pend$q;
        o_valid$d = o_valid$q;
        o_data$d = o_data$q;
        o_keep$d = o_keep$q;
        o_last$d = o_last$q;
        o_qp$d = o_qp$q;
        o_len$d = o_len$q;
        advance = ~o_valid$q | m_ready;
        take = in_valid & advance & ~pend$q;
        in_ready = advance & ~pend$q;
        nmask = ((32'h0) & 64'hffffffffffffffff) - 32'h1;
        if (in_n == 32'h1) begin
            nmask = ((32'hff) & 64'hffffffffffffffff);
        end
        if (in_n == 32'h2) begin
            nmask = ((32'hffff) & 64'hffffffffffffffff);
        end
        if (in_n == 32'h3) begin
            nmask = ((32'hffffff) & 64'hffffffffffffffff);
        end
        if (in_n == 32'h4) begin
            nmask = (((32'h1) & 64'hffffffffffffffff) << 32'h20) - 32'h1;
        end
        if (in_n == 32'h5) begin
            nmask = (((32'h1) & 64'hffffffffffffffff) << 32'h28) - 32'h1;
        end
        if (in_n == 32'h6) begin
            nmask = (((32'h1) & 64'hffffffffffffffff) << 32'h30) - 32'h1;
        end
        if (in_n == 32'h7) begin
            nmask = (((32'h1) & 64'hffffffffffffffff) << 32'h38) - 32'h1;
        end
        d = in_data & nmask;
        lo = acc$q | d;
        hi = ((32'h0) & 64'hffffffffffffffff);
        if (fill$q == 32'h1) begin
            lo = acc$q | (d << 32'h8);
            hi = d >> 32'h38;
        end
        if (fill$q == 32'h2) begin
            lo = acc$q | (d << 32'h10);
            hi = d >> 32'h30;
        end
        if (fill$q == 32'h3) begin
            lo = acc$q | (d << 32'h18);
            hi = d >> 32'h28;
        end
        if (fill$q == 32'h4) begin
            lo = acc$q | (d << 32'h20);
            hi = d >> 32'h20;
        end
        if (fill$q == 32'h5) begin
            lo = acc$q | (d << 32'h28);
            hi = d >> 32'h18;
        end
        if (fill$q == 32'h6) begin
            lo = acc$q | (d << 32'h30);
            hi = d >> 32'h10;
        end
        if (fill$q == 32'h7) begin
            lo = acc$q | (d << 32'h38);
            hi = d >> 32'h8;
        end
        total = fill$q + in_n;
        rest = total - 32'h8;
        keep_total = ((32'hff) & 8'hff);
        if (total < 32'h8) begin
            keep_total = (((((32'h1) & 9'h1ff) << ((total) & 9'h1ff)) - 32'h1) & 8'hff);
        end
        keep_fill = (((((32'h1) & 9'h1ff) << ((fill$q) & 9'h1ff)) - 32'h1) & 8'hff);
        if (advance) begin
            o_valid$d = 1'b0;
        end
        if (pend$q & advance) begin
            o_valid$d = 1'b1;
            o_data$d = acc$q;
            o_keep$d = keep_fill;
            o_last$d = 1'b1;
            acc$d = ((32'h0) & 64'hffffffffffffffff);
            fill$d = ((32'h0) & 4'hf);
            pend$d = 1'b0;
        end
        if (take) begin
            o_qp$d = in_qp;
            o_len$d = in_len;
            if (total >= 32'h8) begin
                o_valid$d = 1'b1;
                o_data$d = lo;
                o_keep$d = ((32'hff) & 8'hff);
                o_last$d = in_last & (total == 32'h8);
                acc$d = hi;
                fill$d = rest;
                pend$d = in_last & (total != 32'h8);
            end
            else begin
                acc$d = lo;
                fill$d = total;
                if (in_last) begin
                    o_valid$d = 1'b1;
                    o_data$d = lo;
                    o_keep$d = keep_total;
                    o_last$d = 1'b1;
                    acc$d = ((32'h0) & 64'hffffffffffffffff);
                    fill$d = ((32'h0) & 4'hf);
                end
            end
        end
        if (reset) begin
            o_valid$d = 1'b0;
            pend$d = 1'b0;
            fill$d = ((32'h0) & 4'hf);
            acc$d = ((32'h0) & 64'hffffffffffffffff);
        end
        m_valid = o_valid$q;
        m_data = o_data$q;
        m_keep = o_keep$q;
        m_last = o_last$q;
        m_qp = o_qp$q;
        m_len = o_len$q;
    end

endmodule // ddp_tx$packer


module ddp_tx$packer$acc(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$packer$acc


module ddp_tx$packer$fill(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$packer$fill


module ddp_tx$packer$o_data(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$packer$o_data


module ddp_tx$packer$o_keep(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$packer$o_keep


module ddp_tx$packer$o_last(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$packer$o_last


module ddp_tx$packer$o_len(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$packer$o_len


module ddp_tx$packer$o_qp(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$packer$o_qp


module ddp_tx$packer$o_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$packer$o_valid


module ddp_tx$packer$pend(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$packer$pend


module ddp_tx$prds(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [76:0] din;
    output reg  full;
    input wire  pop;
    output reg  [76:0] dout;
    output reg  valid;

    // Stub signals
    reg  [76:0] e0$d;
    wire  [76:0] e0$q;
    reg  e0$clock;
    reg  [76:0] e1$d;
    wire  [76:0] e1$q;
    reg  e1$clock;
    reg  [1:0] n$d;
    wire  [1:0] n$q;
    reg  n$clock;

    // Sub module instances
    ddp_tx$prds$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    ddp_tx$prds$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    ddp_tx$prds$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );

    // Update code
    always @(*) begin
        e0$clock = clock;
        e1$clock = clock;
        n$clock = clock;
        e0$d = e0$q;
        e1$d = e1$q;
        n$d = n$q;
        full = n$q == 32'h2;
        valid = n$q != 32'h0;
        dout = e0$q;
        if (pop & (n$q != 32'h0)) begin
            e0$d = e1$q;
            n$d = n$q - 32'h1;
            if (push) begin
                n$d = n$q;
                if (n$q == 32'h1) begin
                    e0$d = din;
                end
                else begin
                    e1$d = din;
                end
            end
        end
        else if (push & (n$q != 32'h2)) begin
            n$d = n$q + 32'h1;
            if (n$q == 32'h0) begin
                e0$d = din;
            end
            else begin
                e1$d = din;
            end
        end
        if (reset) begin
            n$d = ((32'h0) & 2'h3);
        end
    end

endmodule // ddp_tx$prds


module ddp_tx$prds$e0(d,q,clock);

    // Module arguments
    input wire  [76:0] d;
    output reg  [76:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 77'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$prds$e0


module ddp_tx$prds$e1(d,q,clock);

    // Module arguments
    input wire  [76:0] d;
    output reg  [76:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 77'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$prds$e1


module ddp_tx$prds$n(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$prds$n


module ddp_tx$tlb(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,s_req_valid,s_req_ready,s_req_stag,s_req_to,s_req_len,s_req_access,s_req_pd,s_req_tag,m_rsp_valid,m_rsp_ready,m_rsp_pa,m_rsp_len,m_rsp_last,m_rsp_err,m_rsp_tag,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data);

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
    output reg  [1:0] m_ack_status;
    input wire  s_req_valid;
    output reg  s_req_ready;
    input wire  [31:0] s_req_stag;
    input wire  [63:0] s_req_to;
    input wire  [31:0] s_req_len;
    input wire  [1:0] s_req_access;
    input wire  [15:0] s_req_pd;
    input wire  [7:0] s_req_tag;
    output reg  m_rsp_valid;
    input wire  m_rsp_ready;
    output reg  [63:0] m_rsp_pa;
    output reg  [31:0] m_rsp_len;
    output reg  m_rsp_last;
    output reg  [2:0] m_rsp_err;
    output reg  [7:0] m_rsp_tag;
    output reg  m_dma_rd_valid;
    input wire  m_dma_rd_ready;
    output reg  [63:0] m_dma_rd_addr;
    output reg  [12:0] m_dma_rd_len;
    output reg  [7:0] m_dma_rd_tag;
    input wire  s_dma_data_valid;
    output reg  s_dma_data_ready;
    input wire  [63:0] s_dma_data;

    // Stub signals
    reg  mr_meta$clock;
    reg  [9:0] mr_meta$read_address;
    wire  [31:0] mr_meta$read_data;
    reg  mr_meta$write_enable;
    reg  [9:0] mr_meta$write_address;
    reg  [31:0] mr_meta$write_data;
    reg  mr_base$clock;
    reg  [9:0] mr_base$read_address;
    wire  [63:0] mr_base$read_data;
    reg  mr_base$write_enable;
    reg  [9:0] mr_base$write_address;
    reg  [63:0] mr_base$write_data;
    reg  mr_end$clock;
    reg  [9:0] mr_end$read_address;
    wire  [63:0] mr_end$read_data;
    reg  mr_end$write_enable;
    reg  [9:0] mr_end$write_address;
    reg  [63:0] mr_end$write_data;
    reg  mr_pbl$clock;
    reg  [9:0] mr_pbl$read_address;
    wire  [63:0] mr_pbl$read_data;
    reg  mr_pbl$write_enable;
    reg  [9:0] mr_pbl$write_address;
    reg  [63:0] mr_pbl$write_data;
    reg  [30:0] chk$meta;
    reg  [63:0] chk$base_va;
    reg  [63:0] chk$end_va;
    reg  [63:0] chk$to;
    reg  [64:0] chk$to_end;
    reg  [1:0] chk$access;
    reg  [15:0] chk$pd;
    reg  [7:0] chk$key;
    reg  chk$oob;
    wire  [3:0] chk$fail;
    wire  [5:0] chk$bounds;
    wire  chk$page_2m;
    reg  split$clock;
    reg  split$reset;
    reg  split$advance;
    reg  split$s_valid;
    wire  split$s_ready;
    reg  [2:0] split$s_err;
    reg  [63:0] split$s_to;
    reg  [31:0] split$s_len;
    reg  split$s_page_2m;
    reg  [9:0] split$s_index;
    reg  [63:0] split$s_pbl_adj;
    reg  [7:0] split$s_tag;
    reg  [21:0] split$s_room;
    reg  split$s_one_piece;
    reg  split$s_nolookup;
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
    reg  cache$clock;
    reg  [5:0] cache$rd_set;
    reg  cache$advance;
    reg  [63:0] cache$cmp_tag;
    wire  cache$hit;
    wire  [51:0] cache$hit_page;
    wire  [1:0] cache$victim;
    reg  cache$touch;
    reg  [5:0] cache$touch_set;
    reg  cache$fill;
    reg  [5:0] cache$fill_set;
    reg  [1:0] cache$fill_way;
    reg  [63:0] cache$fill_tag;
    reg  [51:0] cache$fill_page;
    reg  cache$sweep;
    reg  [5:0] cache$sweep_set;
    reg  cache$sweep_all;
    reg  [9:0] cache$sweep_index;
    reg  cmd$clock;
    reg  cmd$reset;
    reg  cmd$s_cmd_valid;
    wire  cmd$s_cmd_ready;
    reg  [1:0] cmd$s_cmd_op;
    reg  [31:0] cmd$s_cmd_stag;
    reg  [15:0] cmd$s_cmd_pd;
    reg  [3:0] cmd$s_cmd_rights;
    reg  cmd$s_cmd_page_2m;
    reg  [63:0] cmd$s_cmd_base_va;
    reg  [63:0] cmd$s_cmd_length;
    reg  [63:0] cmd$s_cmd_pbl;
    wire  cmd$m_ack_valid;
    reg  cmd$m_ack_ready;
    wire  [1:0] cmd$m_ack_status;
    reg  cmd$idle;
    wire  cmd$busy;
    wire  cmd$mr_rd_own;
    wire  [9:0] cmd$mr_rd_index;
    reg  [31:0] cmd$mr_rd_meta;
    wire  cmd$mr_wr_meta;
    wire  cmd$mr_wr_entry;
    wire  [9:0] cmd$mr_wr_index;
    wire  [31:0] cmd$wr_meta;
    wire  [63:0] cmd$wr_base_va;
    wire  [63:0] cmd$wr_end_va;
    wire  [63:0] cmd$wr_pbl_adj;
    wire  cmd$sweep_rd_own;
    wire  [5:0] cmd$sweep_rd_set;
    wire  cmd$sweep;
    wire  [5:0] cmd$sweep_set;
    wire  cmd$sweep_all;
    wire  [9:0] cmd$sweep_index;
    reg  rspq$clock;
    reg  rspq$reset;
    reg  rspq$push;
    reg  [172:0] rspq$din;
    wire  rspq$full;
    reg  rspq$pop;
    wire  [172:0] rspq$dout;
    wire  rspq$valid;
    reg  outq$clock;
    reg  outq$reset;
    reg  outq$push;
    reg  [172:0] outq$din;
    wire  outq$full;
    reg  outq$pop;
    wire  [172:0] outq$dout;
    wire  outq$valid;
    reg  dmaq$clock;
    reg  dmaq$reset;
    reg  dmaq$push;
    reg  [71:0] dmaq$din;
    wire  dmaq$full;
    reg  dmaq$pop;
    wire  [71:0] dmaq$dout;
    wire  dmaq$valid;
    reg  r1_valid$d;
    wire  r1_valid$q;
    reg  r1_valid$clock;
    reg  [63:0] r1_to$d;
    wire  [63:0] r1_to$q;
    reg  r1_to$clock;
    reg  [31:0] r1_len$d;
    wire  [31:0] r1_len$q;
    reg  r1_len$clock;
    reg  [64:0] r1_end$d;
    wire  [64:0] r1_end$q;
    reg  r1_end$clock;
    reg  [1:0] r1_access$d;
    wire  [1:0] r1_access$q;
    reg  r1_access$clock;
    reg  [15:0] r1_pd$d;
    wire  [15:0] r1_pd$q;
    reg  r1_pd$clock;
    reg  [7:0] r1_key$d;
    wire  [7:0] r1_key$q;
    reg  r1_key$clock;
    reg  r1_oob$d;
    wire  r1_oob$q;
    reg  r1_oob$clock;
    reg  [9:0] r1_index$d;
    wire  [9:0] r1_index$q;
    reg  r1_index$clock;
    reg  [7:0] r1_tag$d;
    wire  [7:0] r1_tag$q;
    reg  r1_tag$clock;
    reg  r2_valid$d;
    wire  r2_valid$q;
    reg  r2_valid$clock;
    reg  [3:0] r2_fail$d;
    wire  [3:0] r2_fail$q;
    reg  r2_fail$clock;
    reg  [5:0] r2_bounds$d;
    wire  [5:0] r2_bounds$q;
    reg  r2_bounds$clock;
    reg  r2_page_2m$d;
    wire  r2_page_2m$q;
    reg  r2_page_2m$clock;
    reg  [63:0] r2_to$d;
    wire  [63:0] r2_to$q;
    reg  r2_to$clock;
    reg  [31:0] r2_len$d;
    wire  [31:0] r2_len$q;
    reg  r2_len$clock;
    reg  [9:0] r2_index$d;
    wire  [9:0] r2_index$q;
    reg  r2_index$clock;
    reg  [7:0] r2_tag$d;
    wire  [7:0] r2_tag$q;
    reg  r2_tag$clock;
    reg  [63:0] r2_pbl$d;
    wire  [63:0] r2_pbl$q;
    reg  r2_pbl$clock;
    reg  [21:0] r2_room4k$d;
    wire  [21:0] r2_room4k$q;
    reg  r2_room4k$clock;
    reg  [21:0] r2_room2m$d;
    wire  [21:0] r2_room2m$q;
    reg  r2_room2m$clock;
    reg  r2_fits4k$d;
    wire  r2_fits4k$q;
    reg  r2_fits4k$clock;
    reg  r2_fits2m$d;
    wire  r2_fits2m$q;
    reg  r2_fits2m$clock;
    reg  [6:0] occ$d;
    wire  [6:0] occ$q;
    reg  occ$clock;
    reg  chkq$clock;
    reg  chkq$reset;
    reg  chkq$push;
    reg  [205:0] chkq$din;
    wire  chkq$full;
    reg  chkq$pop;
    wire  [205:0] chkq$dout;
    wire  chkq$valid;
    reg  c_valid$d;
    wire  c_valid$q;
    reg  c_valid$clock;
    reg  [63:0] c_to$d;
    wire  [63:0] c_to$q;
    reg  c_to$clock;
    reg  [31:0] c_len$d;
    wire  [31:0] c_len$q;
    reg  c_len$clock;
    reg  [64:0] c_end$d;
    wire  [64:0] c_end$q;
    reg  c_end$clock;
    reg  [1:0] c_access$d;
    wire  [1:0] c_access$q;
    reg  c_access$clock;
    reg  [15:0] c_pd$d;
    wire  [15:0] c_pd$q;
    reg  c_pd$clock;
    reg  [7:0] c_key$d;
    wire  [7:0] c_key$q;
    reg  c_key$clock;
    reg  c_oob$d;
    wire  c_oob$q;
    reg  c_oob$clock;
    reg  [9:0] c_index$d;
    wire  [9:0] c_index$q;
    reg  c_index$clock;
    reg  [7:0] c_tag$d;
    wire  [7:0] c_tag$q;
    reg  c_tag$clock;
    reg  g_valid$d;
    wire  g_valid$q;
    reg  g_valid$clock;
    reg  [2:0] g_err$d;
    wire  [2:0] g_err$q;
    reg  g_err$clock;
    reg  g_nolookup$d;
    wire  g_nolookup$q;
    reg  g_nolookup$clock;
    reg  [9:0] g_index$d;
    wire  [9:0] g_index$q;
    reg  g_index$clock;
    reg  [51:0] g_vpn$d;
    wire  [51:0] g_vpn$q;
    reg  g_vpn$clock;
    reg  [5:0] g_set$d;
    wire  [5:0] g_set$q;
    reg  g_set$clock;
    reg  [20:0] g_offset$d;
    wire  [20:0] g_offset$q;
    reg  g_offset$clock;
    reg  [21:0] g_len$d;
    wire  [21:0] g_len$q;
    reg  g_len$clock;
    reg  g_last$d;
    wire  g_last$q;
    reg  g_last$clock;
    reg  [7:0] g_tag$d;
    wire  [7:0] g_tag$q;
    reg  g_tag$clock;
    reg  g_page_2m$d;
    wire  g_page_2m$q;
    reg  g_page_2m$clock;
    reg  [63:0] g_pbl$d;
    wire  [63:0] g_pbl$q;
    reg  g_pbl$clock;
    reg  h_valid$d;
    wire  h_valid$q;
    reg  h_valid$clock;
    reg  [2:0] h_err$d;
    wire  [2:0] h_err$q;
    reg  h_err$clock;
    reg  h_nolookup$d;
    wire  h_nolookup$q;
    reg  h_nolookup$clock;
    reg  [9:0] h_index$d;
    wire  [9:0] h_index$q;
    reg  h_index$clock;
    reg  [51:0] h_vpn$d;
    wire  [51:0] h_vpn$q;
    reg  h_vpn$clock;
    reg  [5:0] h_set$d;
    wire  [5:0] h_set$q;
    reg  h_set$clock;
    reg  [20:0] h_offset$d;
    wire  [20:0] h_offset$q;
    reg  h_offset$clock;
    reg  [21:0] h_len$d;
    wire  [21:0] h_len$q;
    reg  h_len$clock;
    reg  h_last$d;
    wire  h_last$q;
    reg  h_last$clock;
    reg  [7:0] h_tag$d;
    wire  [7:0] h_tag$q;
    reg  h_tag$clock;
    reg  h_page_2m$d;
    wire  h_page_2m$q;
    reg  h_page_2m$clock;
    reg  [63:0] h_pbl$d;
    wire  [63:0] h_pbl$q;
    reg  h_pbl$clock;
    reg  h_lm_eq$d;
    wire  h_lm_eq$q;
    reg  h_lm_eq$clock;
    reg  h_prev_eq$d;
    wire  h_prev_eq$q;
    reg  h_prev_eq$clock;
    reg  h_prev_miss$d;
    wire  h_prev_miss$q;
    reg  h_prev_miss$clock;
    reg  [7:0] dma_tag$d;
    wire  [7:0] dma_tag$q;
    reg  dma_tag$clock;
    reg  lm_valid$d;
    wire  lm_valid$q;
    reg  lm_valid$clock;
    reg  [63:0] lm_tag$d;
    wire  [63:0] lm_tag$q;
    reg  lm_tag$clock;
    reg  [63:0] lf_page$d;
    wire  [63:0] lf_page$q;
    reg  lf_page$clock;

    // Local signals
    reg  adv;
    reg  accept;
    reg  move_cr;
    reg  [2:0] err_code;
    reg  [205:0] chk_entry;
    reg  [21:0] room_in;
    reg  [21:0] room4k;
    reg  [21:0] room2m;
    reg  nolookup;
    reg  fits;
    reg  [4:0] fails;
    reg  take;
    reg  [9:0] rd_index;
    reg  [63:0] cmp_tag;
    reg  [63:0] g_cmp_tag;
    reg  raw_miss;
    reg  follow;
    reg  miss;
    reg  head_follow;
    reg  idle;
    reg  [63:0] pa;
    reg  [172:0] entry;
    reg  [172:0] head;
    reg  head_miss;
    reg  [63:0] page;
    reg  rsp_valid;
    reg  pop;

    // Sub module instances
    ddp_tx$tlb$mr_meta mr_meta(
        .clock(mr_meta$clock),
        .read_address(mr_meta$read_address),
        .read_data(mr_meta$read_data),
        .write_enable(mr_meta$write_enable),
        .write_address(mr_meta$write_address),
        .write_data(mr_meta$write_data)
    );
    ddp_tx$tlb$mr_base mr_base(
        .clock(mr_base$clock),
        .read_address(mr_base$read_address),
        .read_data(mr_base$read_data),
        .write_enable(mr_base$write_enable),
        .write_address(mr_base$write_address),
        .write_data(mr_base$write_data)
    );
    ddp_tx$tlb$mr_end mr_end(
        .clock(mr_end$clock),
        .read_address(mr_end$read_address),
        .read_data(mr_end$read_data),
        .write_enable(mr_end$write_enable),
        .write_address(mr_end$write_address),
        .write_data(mr_end$write_data)
    );
    ddp_tx$tlb$mr_pbl mr_pbl(
        .clock(mr_pbl$clock),
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
        .clock(split$clock),
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
        .clock(cache$clock),
        .rd_set(cache$rd_set),
        .advance(cache$advance),
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
        .clock(cmd$clock),
        .reset(cmd$reset),
        .s_cmd_valid(cmd$s_cmd_valid),
        .s_cmd_ready(cmd$s_cmd_ready),
        .s_cmd_op(cmd$s_cmd_op),
        .s_cmd_stag(cmd$s_cmd_stag),
        .s_cmd_pd(cmd$s_cmd_pd),
        .s_cmd_rights(cmd$s_cmd_rights),
        .s_cmd_page_2m(cmd$s_cmd_page_2m),
        .s_cmd_base_va(cmd$s_cmd_base_va),
        .s_cmd_length(cmd$s_cmd_length),
        .s_cmd_pbl(cmd$s_cmd_pbl),
        .m_ack_valid(cmd$m_ack_valid),
        .m_ack_ready(cmd$m_ack_ready),
        .m_ack_status(cmd$m_ack_status),
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
        .clock(rspq$clock),
        .reset(rspq$reset),
        .push(rspq$push),
        .din(rspq$din),
        .full(rspq$full),
        .pop(rspq$pop),
        .dout(rspq$dout),
        .valid(rspq$valid)
    );
    ddp_tx$tlb$outq outq(
        .clock(outq$clock),
        .reset(outq$reset),
        .push(outq$push),
        .din(outq$din),
        .full(outq$full),
        .pop(outq$pop),
        .dout(outq$dout),
        .valid(outq$valid)
    );
    ddp_tx$tlb$dmaq dmaq(
        .clock(dmaq$clock),
        .reset(dmaq$reset),
        .push(dmaq$push),
        .din(dmaq$din),
        .full(dmaq$full),
        .pop(dmaq$pop),
        .dout(dmaq$dout),
        .valid(dmaq$valid)
    );
    ddp_tx$tlb$r1_valid r1_valid(
        .d(r1_valid$d),
        .q(r1_valid$q),
        .clock(r1_valid$clock)
    );
    ddp_tx$tlb$r1_to r1_to(
        .d(r1_to$d),
        .q(r1_to$q),
        .clock(r1_to$clock)
    );
    ddp_tx$tlb$r1_len r1_len(
        .d(r1_len$d),
        .q(r1_len$q),
        .clock(r1_len$clock)
    );
    ddp_tx$tlb$r1_end r1_end(
        .d(r1_end$d),
        .q(r1_end$q),
        .clock(r1_end$clock)
    );
    ddp_tx$tlb$r1_access r1_access(
        .d(r1_access$d),
        .q(r1_access$q),
        .clock(r1_access$clock)
    );
    ddp_tx$tlb$r1_pd r1_pd(
        .d(r1_pd$d),
        .q(r1_pd$q),
        .clock(r1_pd$clock)
    );
    ddp_tx$tlb$r1_key r1_key(
        .d(r1_key$d),
        .q(r1_key$q),
        .clock(r1_key$clock)
    );
    ddp_tx$tlb$r1_oob r1_oob(
        .d(r1_oob$d),
        .q(r1_oob$q),
        .clock(r1_oob$clock)
    );
    ddp_tx$tlb$r1_index r1_index(
        .d(r1_index$d),
        .q(r1_index$q),
        .clock(r1_index$clock)
    );
    ddp_tx$tlb$r1_tag r1_tag(
        .d(r1_tag$d),
        .q(r1_tag$q),
        .clock(r1_tag$clock)
    );
    ddp_tx$tlb$r2_valid r2_valid(
        .d(r2_valid$d),
        .q(r2_valid$q),
        .clock(r2_valid$clock)
    );
    ddp_tx$tlb$r2_fail r2_fail(
        .d(r2_fail$d),
        .q(r2_fail$q),
        .clock(r2_fail$clock)
    );
    ddp_tx$tlb$r2_bounds r2_bounds(
        .d(r2_bounds$d),
        .q(r2_bounds$q),
        .clock(r2_bounds$clock)
    );
    ddp_tx$tlb$r2_page_2m r2_page_2m(
        .d(r2_page_2m$d),
        .q(r2_page_2m$q),
        .clock(r2_page_2m$clock)
    );
    ddp_tx$tlb$r2_to r2_to(
        .d(r2_to$d),
        .q(r2_to$q),
        .clock(r2_to$clock)
    );
    ddp_tx$tlb$r2_len r2_len(
        .d(r2_len$d),
        .q(r2_len$q),
        .clock(r2_len$clock)
    );
    ddp_tx$tlb$r2_index r2_index(
        .d(r2_index$d),
        .q(r2_index$q),
        .clock(r2_index$clock)
    );
    ddp_tx$tlb$r2_tag r2_tag(
        .d(r2_tag$d),
        .q(r2_tag$q),
        .clock(r2_tag$clock)
    );
    ddp_tx$tlb$r2_pbl r2_pbl(
        .d(r2_pbl$d),
        .q(r2_pbl$q),
        .clock(r2_pbl$clock)
    );
    ddp_tx$tlb$r2_room4k r2_room4k(
        .d(r2_room4k$d),
        .q(r2_room4k$q),
        .clock(r2_room4k$clock)
    );
    ddp_tx$tlb$r2_room2m r2_room2m(
        .d(r2_room2m$d),
        .q(r2_room2m$q),
        .clock(r2_room2m$clock)
    );
    ddp_tx$tlb$r2_fits4k r2_fits4k(
        .d(r2_fits4k$d),
        .q(r2_fits4k$q),
        .clock(r2_fits4k$clock)
    );
    ddp_tx$tlb$r2_fits2m r2_fits2m(
        .d(r2_fits2m$d),
        .q(r2_fits2m$q),
        .clock(r2_fits2m$clock)
    );
    ddp_tx$tlb$occ occ(
        .d(occ$d),
        .q(occ$q),
        .clock(occ$clock)
    );
    ddp_tx$tlb$chkq chkq(
        .clock(chkq$clock),
        .reset(chkq$reset),
        .push(chkq$push),
        .din(chkq$din),
        .full(chkq$full),
        .pop(chkq$pop),
        .dout(chkq$dout),
        .valid(chkq$valid)
    );
    ddp_tx$tlb$c_valid c_valid(
        .d(c_valid$d),
        .q(c_valid$q),
        .clock(c_valid$clock)
    );
    ddp_tx$tlb$c_to c_to(
        .d(c_to$d),
        .q(c_to$q),
        .clock(c_to$clock)
    );
    ddp_tx$tlb$c_len c_len(
        .d(c_len$d),
        .q(c_len$q),
        .clock(c_len$clock)
    );
    ddp_tx$tlb$c_end c_end(
        .d(c_end$d),
        .q(c_end$q),
        .clock(c_end$clock)
    );
    ddp_tx$tlb$c_access c_access(
        .d(c_access$d),
        .q(c_access$q),
        .clock(c_access$clock)
    );
    ddp_tx$tlb$c_pd c_pd(
        .d(c_pd$d),
        .q(c_pd$q),
        .clock(c_pd$clock)
    );
    ddp_tx$tlb$c_key c_key(
        .d(c_key$d),
        .q(c_key$q),
        .clock(c_key$clock)
    );
    ddp_tx$tlb$c_oob c_oob(
        .d(c_oob$d),
        .q(c_oob$q),
        .clock(c_oob$clock)
    );
    ddp_tx$tlb$c_index c_index(
        .d(c_index$d),
        .q(c_index$q),
        .clock(c_index$clock)
    );
    ddp_tx$tlb$c_tag c_tag(
        .d(c_tag$d),
        .q(c_tag$q),
        .clock(c_tag$clock)
    );
    ddp_tx$tlb$g_valid g_valid(
        .d(g_valid$d),
        .q(g_valid$q),
        .clock(g_valid$clock)
    );
    ddp_tx$tlb$g_err g_err(
        .d(g_err$d),
        .q(g_err$q),
        .clock(g_err$clock)
    );
    ddp_tx$tlb$g_nolookup g_nolookup(
        .d(g_nolookup$d),
        .q(g_nolookup$q),
        .clock(g_nolookup$clock)
    );
    ddp_tx$tlb$g_index g_index(
        .d(g_index$d),
        .q(g_index$q),
        .clock(g_index$clock)
    );
    ddp_tx$tlb$g_vpn g_vpn(
        .d(g_vpn$d),
        .q(g_vpn$q),
        .clock(g_vpn$clock)
    );
    ddp_tx$tlb$g_set g_set(
        .d(g_set$d),
        .q(g_set$q),
        .clock(g_set$clock)
    );
    ddp_tx$tlb$g_offset g_offset(
        .d(g_offset$d),
        .q(g_offset$q),
        .clock(g_offset$clock)
    );
    ddp_tx$tlb$g_len g_len(
        .d(g_len$d),
        .q(g_len$q),
        .clock(g_len$clock)
    );
    ddp_tx$tlb$g_last g_last(
        .d(g_last$d),
        .q(g_last$q),
        .clock(g_last$clock)
    );
    ddp_tx$tlb$g_tag g_tag(
        .d(g_tag$d),
        .q(g_tag$q),
        .clock(g_tag$clock)
    );
    ddp_tx$tlb$g_page_2m g_page_2m(
        .d(g_page_2m$d),
        .q(g_page_2m$q),
        .clock(g_page_2m$clock)
    );
    ddp_tx$tlb$g_pbl g_pbl(
        .d(g_pbl$d),
        .q(g_pbl$q),
        .clock(g_pbl$clock)
    );
    ddp_tx$tlb$h_valid h_valid(
        .d(h_valid$d),
        .q(h_valid$q),
        .clock(h_valid$clock)
    );
    ddp_tx$tlb$h_err h_err(
        .d(h_err$d),
        .q(h_err$q),
        .clock(h_err$clock)
    );
    ddp_tx$tlb$h_nolookup h_nolookup(
        .d(h_nolookup$d),
        .q(h_nolookup$q),
        .clock(h_nolookup$clock)
    );
    ddp_tx$tlb$h_index h_index(
        .d(h_index$d),
        .q(h_index$q),
        .clock(h_index$clock)
    );
    ddp_tx$tlb$h_vpn h_vpn(
        .d(h_vpn$d),
        .q(h_vpn$q),
        .clock(h_vpn$clock)
    );
    ddp_tx$tlb$h_set h_set(
        .d(h_set$d),
        .q(h_set$q),
        .clock(h_set$clock)
    );
    ddp_tx$tlb$h_offset h_offset(
        .d(h_offset$d),
        .q(h_offset$q),
        .clock(h_offset$clock)
    );
    ddp_tx$tlb$h_len h_len(
        .d(h_len$d),
        .q(h_len$q),
        .clock(h_len$clock)
    );
    ddp_tx$tlb$h_last h_last(
        .d(h_last$d),
        .q(h_last$q),
        .clock(h_last$clock)
    );
    ddp_tx$tlb$h_tag h_tag(
        .d(h_tag$d),
        .q(h_tag$q),
        .clock(h_tag$clock)
    );
    ddp_tx$tlb$h_page_2m h_page_2m(
        .d(h_page_2m$d),
        .q(h_page_2m$q),
        .clock(h_page_2m$clock)
    );
    ddp_tx$tlb$h_pbl h_pbl(
        .d(h_pbl$d),
        .q(h_pbl$q),
        .clock(h_pbl$clock)
    );
    ddp_tx$tlb$h_lm_eq h_lm_eq(
        .d(h_lm_eq$d),
        .q(h_lm_eq$q),
        .clock(h_lm_eq$clock)
    );
    ddp_tx$tlb$h_prev_eq h_prev_eq(
        .d(h_prev_eq$d),
        .q(h_prev_eq$q),
        .clock(h_prev_eq$clock)
    );
    ddp_tx$tlb$h_prev_miss h_prev_miss(
        .d(h_prev_miss$d),
        .q(h_prev_miss$q),
        .clock(h_prev_miss$clock)
    );
    ddp_tx$tlb$dma_tag dma_tag(
        .d(dma_tag$d),
        .q(dma_tag$q),
        .clock(dma_tag$clock)
    );
    ddp_tx$tlb$lm_valid lm_valid(
        .d(lm_valid$d),
        .q(lm_valid$q),
        .clock(lm_valid$clock)
    );
    ddp_tx$tlb$lm_tag lm_tag(
        .d(lm_tag$d),
        .q(lm_tag$q),
        .clock(lm_tag$clock)
    );
    ddp_tx$tlb$lf_page lf_page(
        .d(lf_page$d),
        .q(lf_page$q),
        .clock(lf_page$clock)
    );

    // Update code
    always @(*) begin
        c_end$clock = clock;
        g_valid$clock = clock;
        g_err$clock = clock;
        g_nolookup$clock = clock;
        g_index$clock = clock;
        g_vpn$clock = clock;
        g_set$clock = clock;
        g_offset$clock = clock;
        g_len$clock = clock;
        g_last$clock = clock;
        g_tag$clock = clock;
        g_page_2m$clock = clock;
        g_pbl$clock = clock;
        r1_valid$clock = clock;
        r1_to$clock = clock;
        r1_len$clock = clock;
        r1_end$clock = clock;
        r1_access$clock = clock;
        r1_pd$clock = clock;
        r1_key$clock = clock;
        r1_oob$clock = clock;
        r1_index$clock = clock;
        r1_tag$clock = clock;
        r2_valid$clock = clock;
        r2_fail$clock = clock;
        r2_bounds$clock = clock;
        r2_page_2m$clock = clock;
        r2_to$clock = clock;
        r2_len$clock = clock;
        r2_index$clock = clock;
        r2_tag$clock = clock;
        r2_pbl$clock = clock;
        r2_room4k$clock = clock;
        r2_room2m$clock = clock;
        r2_fits4k$clock = clock;
        r2_fits2m$clock = clock;
        occ$clock = clock;
        c_valid$clock = clock;
        c_to$clock = clock;
        c_len$clock = clock;
        c_access$clock = clock;
        c_pd$clock = clock;
        c_key$clock = clock;
        c_oob$clock = clock;
        c_index$clock = clock;
        c_tag$clock = clock;
        h_valid$clock = clock;
        h_err$clock = clock;
        h_nolookup$clock = clock;
        h_index$clock = clock;
        h_vpn$clock = clock;
        h_set$clock = clock;
        h_offset$clock = clock;
        h_len$clock = clock;
        h_last$clock = clock;
        h_tag$clock = clock;
        h_page_2m$clock = clock;
        h_pbl$clock = clock;
        dma_tag$clock = clock;
        lm_valid$clock = clock;
        lm_tag$clock = clock;
        lf_page$clock = clock;
        h_lm_eq$clock = clock;
        h_prev_eq$clock = clock;
        h_prev_miss$clock = clock;
        c_end$d = c_end$q;
        g_valid$d = g_valid$q;
        g_err$d = g_err$q;
        g_nolookup$d = g_nolookup$q;
        g_index$d = g_index$q;
        g_vpn$d = g_vpn$q;
        g_set$d = g_set$q;
        g_offset$d = g_offset$q;
        g_len$d = g_len$q;
        g_last$d = g_last$q;
        g_tag$d = g_tag$q;
        g_page_2m$d = g_page_2m$q;
        g_pbl$d = g_pbl$q;
        r1_valid$d = r1_valid$q;
        r1_to$d = r1_to$q;
        r1_len$d = r1_len$q;
        r1_end$d = r1_end$q;
        r1_access$d = r1_access$q;
        r1_pd$d = r1_pd$q;
        r1_key$d = r1_key$q;
        r1_oob$d = r1_oob$q;
        r1_index$d = r1_index$q;
        r1_tag$d = r1_tag$q;
        r2_valid$d = r2_valid$q;
        r2_fail$d = r2_fail$q;
        r2_bounds$d = r2_bounds$q;
        r2_page_2m$d = r2_page_2m$q;
        r2_to$d = r2_to$q;
        r2_len$d = r2_len$q;
        r2_index$d = r2_index$q;
        r2_tag$d = r2_tag$q;
        r2_pbl$d = r2_pbl$q;
        r2_room4k$d = r2_room4k$q;
        r2_room2m$d = r2_room2m$q;
        r2_fits4k$d = r2_fits4k$q;
        r2_fits2m$d = r2_fits2m$q;
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
        h_err$d = h_err$q;
        h_nolookup$d = h_nolookup$q;
        h_index$d = h_index$q;
        h_vpn$d = h_vpn$q;
        h_set$d = h_set$q;
        h_offset$d = h_offset$q;
        h_len$d = h_len$q;
        h_last$d = h_last$q;
        h_tag$d = h_tag$q;
        h_page_2m$d = h_page_2m$q;
        h_pbl$d = h_pbl$q;
        dma_tag$d = dma_tag$q;
        lm_valid$d = lm_valid$q;
        lm_tag$d = lm_tag$q;
        lf_page$d = lf_page$q;
        h_lm_eq$d = h_lm_eq$q;
        h_prev_eq$d = h_prev_eq$q;
        h_prev_miss$d = h_prev_miss$q;
        split$clock = clock;
        cache$clock = clock;
        cmd$clock = clock;
        rspq$clock = clock;
        dmaq$clock = clock;
        chkq$clock = clock;
        outq$clock = clock;
        mr_meta$clock = clock;
        mr_base$clock = clock;
        mr_end$clock = clock;
        mr_pbl$clock = clock;
        split$reset = reset;
        cmd$reset = reset;
        rspq$reset = reset;
        chkq$reset = reset;
        outq$reset = reset;
        dmaq$reset = reset;
        adv = ~(h_valid$q & (rspq$full | dmaq$full));
        split$advance = adv;
        move_cr = c_valid$q & (occ$q < 32'h8) & ~chkq$full;
        s_req_ready = ~cmd$busy & ~reset & (~c_valid$q | move_cr);
        accept = s_req_valid & ~cmd$busy & ~reset & (~c_valid$q | move_cr);
        if (accept) begin
            c_valid$d = 1'b1;
            c_to$d = s_req_to;
            c_len$d = s_req_len;
            c_end$d = ((s_req_to) & 65'h1ffffffffffffffff) + ((s_req_len) & 65'h1ffffffffffffffff);
            c_access$d = s_req_access;
            c_pd$d = s_req_pd;
            c_key$d = s_req_stag[(32'h0)+:(8)];
            c_index$d = s_req_stag[(32'h8)+:(10)];
            c_oob$d = s_req_stag[(32'h12)+:(14)] != 32'h0;
            c_tag$d = s_req_tag;
        end
        else if (move_cr) begin
            c_valid$d = 1'b0;
        end
        r1_valid$d = move_cr;
        r1_to$d = c_to$q;
        r1_len$d = c_len$q;
        r1_end$d = c_end$q;
        r1_access$d = c_access$q;
        r1_pd$d = c_pd$q;
        r1_key$d = c_key$q;
        r1_oob$d = c_oob$q;
        r1_index$d = c_index$q;
        r1_tag$d = c_tag$q;
        rd_index = c_index$q;
        if (cmd$mr_rd_own) begin
            rd_index = cmd$mr_rd_index;
        end
        mr_meta$read_address = rd_index;
        mr_base$read_address = rd_index;
        mr_end$read_address = rd_index;
        mr_pbl$read_address = rd_index;
        mr_meta$write_address = cmd$mr_wr_index;
        mr_base$write_address = cmd$mr_wr_index;
        mr_end$write_address = cmd$mr_wr_index;
        mr_pbl$write_address = cmd$mr_wr_index;
        mr_meta$write_data = cmd$wr_meta;
        mr_base$write_data = cmd$wr_base_va;
        mr_end$write_data = cmd$wr_end_va;
        mr_pbl$write_data = cmd$wr_pbl_adj;
        mr_meta$write_enable = cmd$mr_wr_meta;
        mr_base$write_enable = cmd$mr_wr_entry;
        mr_end$write_enable = cmd$mr_wr_entry;
        mr_pbl$write_enable = cmd$mr_wr_entry;
        chk$meta = mr_meta$read_data[(32'h0)+:(31)];
        chk$base_va = mr_base$read_data;
        chk$end_va = mr_end$read_data;
        chk$to = r1_to$q;
        chk$to_end = r1_end$q;
        chk$access = r1_access$q;
        chk$pd = r1_pd$q;
        chk$key = r1_key$q;
        chk$oob = r1_oob$q;
        r2_valid$d = r1_valid$q;
        r2_fail$d = chk$fail;
        r2_bounds$d = chk$bounds;
        r2_page_2m$d = chk$page_2m;
        r2_to$d = r1_to$q;
        r2_len$d = r1_len$q;
        r2_index$d = r1_index$q;
        r2_tag$d = r1_tag$q;
        r2_pbl$d = mr_pbl$read_data;
        room4k = ((32'h1000) & 22'h3fffff) - ((r1_to$q[(32'h0)+:(12)]) & 22'h3fffff);
        room2m = ((32'h200000) & 22'h3fffff) - ((r1_to$q[(32'h0)+:(21)]) & 22'h3fffff);
        r2_room4k$d = room4k;
        r2_room2m$d = room2m;
        r2_fits4k$d = r1_len$q <= ((room4k) & 32'hffffffff);
        r2_fits2m$d = r1_len$q <= ((room2m) & 32'hffffffff);
        fails = ((r2_fail$q) & 5'h1f);
        if ((r2_bounds$q[32'h0] | (r2_bounds$q[32'h1] & r2_bounds$q[32'h2])) | (r2_bounds$q[32'h3] | (r2_bounds$q[32'h4] & r2_bounds$q[32'h5]))) begin
            fails = ((r2_fail$q) & 5'h1f) | 32'h10;
        end
        err_code = ((32'h0) & 3'h7);
        if (fails[32'h4]) begin
            err_code = ((32'h5) & 3'h7);
        end
        if (fails[32'h3]) begin
            err_code = ((32'h4) & 3'h7);
        end
        if (fails[32'h2]) begin
            err_code = ((32'h3) & 3'h7);
        end
        if (fails[32'h1]) begin
            err_code = ((32'h2) & 3'h7);
        end
        if (fails[32'h0]) begin
            err_code = ((32'h1) & 3'h7);
        end
        chk_entry = ((err_code) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) | (((r2_to$q) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h3) | (((r2_len$q) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h43) | (((r2_index$q) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h64) | (((r2_tag$q) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h6e) | (((r2_pbl$q) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h76);
        if (r2_page_2m$q) begin
            chk_entry = chk_entry | (((32'h1) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'h63);
        end
        room_in = r2_room4k$q;
        fits = r2_fits4k$q;
        if (r2_page_2m$q) begin
            room_in = r2_room2m$q;
            fits = r2_fits2m$q;
        end
        nolookup = (fails != 32'h0) | (r2_len$q == 32'h0);
        chk_entry = chk_entry | (((room_in) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hb6);
        if (nolookup) begin
            chk_entry = chk_entry | (((32'h1) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hcc);
        end
        if (nolookup | fits) begin
            chk_entry = chk_entry | (((32'h1) & 206'h3fffffffffffffffffffffffffffffffffffffffffffffffffff) << 32'hcd);
        end
        chkq$din = chk_entry;
        chkq$push = r2_valid$q;
        take = chkq$valid & split$s_ready;
        chkq$pop = take;
        occ$d = occ$q;
        if (move_cr & ~take) begin
            occ$d = occ$q + 32'h1;
        end
        if (~move_cr & take) begin
            occ$d = occ$q - 32'h1;
        end
        split$s_valid = chkq$valid;
        split$s_err = chkq$dout[(32'h0)+:(3)];
        split$s_to = chkq$dout[(32'h3)+:(64)];
        split$s_len = chkq$dout[(32'h43)+:(32)];
        split$s_page_2m = chkq$dout[32'h63];
        split$s_index = chkq$dout[(32'h64)+:(10)];
        split$s_tag = chkq$dout[(32'h6e)+:(8)];
        split$s_pbl_adj = chkq$dout[(32'h76)+:(64)];
        split$s_room = chkq$dout[(32'hb6)+:(22)];
        split$s_nolookup = chkq$dout[32'hcc];
        split$s_one_piece = chkq$dout[32'hcd];
        if (adv) begin
            g_valid$d = split$p_valid;
            g_err$d = split$p_err;
            g_nolookup$d = split$p_nolookup;
            g_index$d = split$p_index;
            g_vpn$d = split$p_vpn;
            g_set$d = split$p_set;
            g_offset$d = split$p_offset;
            g_len$d = split$p_len;
            g_last$d = split$p_last;
            g_tag$d = split$p_tag;
            g_page_2m$d = split$p_page_2m;
            g_pbl$d = split$p_pbl;
            h_valid$d = g_valid$q;
            h_err$d = g_err$q;
            h_nolookup$d = g_nolookup$q;
            h_index$d = g_index$q;
            h_vpn$d = g_vpn$q;
            h_set$d = g_set$q;
            h_offset$d = g_offset$q;
            h_len$d = g_len$q;
            h_last$d = g_last$q;
            h_tag$d = g_tag$q;
            h_page_2m$d = g_page_2m$q;
            h_pbl$d = g_pbl$q;
        end
        cache$advance = adv;
        cache$rd_set = g_set$q;
        if (adv) begin
            cache$rd_set = split$p_set;
        end
        if (cmd$sweep_rd_own) begin
            cache$rd_set = cmd$sweep_rd_set;
        end
        cmp_tag = (((h_vpn$q) & 64'hffffffffffffffff) << 32'hc) | (((h_index$q) & 64'hffffffffffffffff) << 32'h2) | 32'h1;
        if (h_page_2m$q) begin
            cmp_tag = cmp_tag | 32'h2;
        end
        g_cmp_tag = (((g_vpn$q) & 64'hffffffffffffffff) << 32'hc) | (((g_index$q) & 64'hffffffffffffffff) << 32'h2) | 32'h1;
        if (g_page_2m$q) begin
            g_cmp_tag = g_cmp_tag | 32'h2;
        end
        cache$cmp_tag = g_cmp_tag;
        cache$touch = adv & h_valid$q & ~h_nolookup$q;
        cache$touch_set = h_set$q;
        raw_miss = h_valid$q & ~h_nolookup$q & ~cache$hit;
        follow = raw_miss & ((h_prev_miss$q & h_prev_eq$q) | (~h_prev_miss$q & lm_valid$q & h_lm_eq$q));
        miss = raw_miss & ~follow;
        if (adv) begin
            h_lm_eq$d = g_cmp_tag == lm_tag$q;
            h_prev_eq$d = g_cmp_tag == cmp_tag;
            h_prev_miss$d = miss;
        end
        if (adv & miss) begin
            lm_valid$d = 1'b1;
            lm_tag$d = cmp_tag;
        end
        pa = ((h_offset$q) & 64'hffffffffffffffff);
        if (~h_nolookup$q & cache$hit) begin
            pa = (((cache$hit_page) & 64'hffffffffffffffff) << 32'hc) | ((h_offset$q) & 64'hffffffffffffffff);
        end
        if (h_nolookup$q) begin
            pa = ((32'h0) & 64'hffffffffffffffff);
        end
        rspq$push = adv & h_valid$q;
        entry = ((pa) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) | (((h_len$q) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'h40) | (((h_tag$q) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'h57) | (((h_err$q) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'h5f) | (((h_set$q) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'h64) | (((cache$victim) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'h6a) | (((cmp_tag) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'h6c);
        if (h_last$q) begin
            entry = entry | (((32'h1) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'h56);
        end
        if (miss) begin
            entry = entry | (((32'h1) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'h62);
        end
        if (h_page_2m$q) begin
            entry = entry | (((32'h1) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'h63);
        end
        if (follow) begin
            entry = entry | (((32'h1) & 173'h1fffffffffffffffffffffffffffffffffffffffffff) << 32'hac);
        end
        rspq$din = entry;
        dmaq$push = adv & miss;
        dmaq$din = (((h_pbl$q >> 32'h3) << 32'h3) & 72'hffffffffffffffffff) | (((dma_tag$q) & 72'hffffffffffffffffff) << 32'h40);
        if (adv & miss) begin
            dma_tag$d = dma_tag$q + 32'h1;
        end
        m_dma_rd_valid = dmaq$valid;
        m_dma_rd_addr = dmaq$dout[(32'h0)+:(64)];
        m_dma_rd_tag = dmaq$dout[(32'h40)+:(8)];
        m_dma_rd_len = ((32'h8) & 13'h1fff);
        dmaq$pop = m_dma_rd_ready;
        outq$push = rspq$valid & ~outq$full;
        outq$din = rspq$dout;
        rspq$pop = rspq$valid & ~outq$full;
        head = outq$dout;
        head_miss = head[32'h62];
        page = (s_dma_data >> 32'hc) << 32'hc;
        if (head[32'h63]) begin
            page = (s_dma_data >> 32'h15) << 32'h15;
        end
        head_follow = head[32'hac];
        rsp_valid = outq$valid & (~head_miss | s_dma_data_valid);
        pop = rsp_valid & m_rsp_ready;
        m_rsp_valid = rsp_valid;
        m_rsp_pa = head[(32'h0)+:(64)];
        if (head_miss) begin
            m_rsp_pa = head[(32'h0)+:(64)] | page;
        end
        if (head_follow) begin
            m_rsp_pa = head[(32'h0)+:(64)] | lf_page$q;
        end
        if (pop & head_miss) begin
            lf_page$d = page;
        end
        m_rsp_len = ((head[(32'h40)+:(22)]) & 32'hffffffff);
        m_rsp_last = head[32'h56];
        m_rsp_tag = head[(32'h57)+:(8)];
        m_rsp_err = head[(32'h5f)+:(3)];
        s_dma_data_ready = outq$valid & head_miss & m_rsp_ready;
        outq$pop = pop;
        cache$fill = pop & head_miss;
        cache$fill_set = head[(32'h64)+:(6)];
        cache$fill_way = head[(32'h6a)+:(2)];
        cache$fill_tag = head[(32'h6c)+:(64)];
        cache$fill_page = ((page >> 32'hc) & 52'hfffffffffffff);
        cmd$s_cmd_valid = s_cmd_valid;
        s_cmd_ready = cmd$s_cmd_ready;
        cmd$s_cmd_op = s_cmd_op;
        cmd$s_cmd_stag = s_cmd_stag;
        cmd$s_cmd_pd = s_cmd_pd;
        cmd$s_cmd_rights = s_cmd_rights;
        cmd$s_cmd_page_2m = s_cmd_page_2m;
        cmd$s_cmd_base_va = s_cmd_base_va;
        cmd$s_cmd_length = s_cmd_length;
        cmd$s_cmd_pbl = s_cmd_pbl;
        m_ack_valid = cmd$m_ack_valid;
        m_ack_status = cmd$m_ack_status;
        cmd$m_ack_ready = m_ack_ready;
        idle = ~c_valid$q & ~r1_valid$q & ~r2_valid$q & ~chkq$valid & ~split$p_valid & ~outq$valid & ~g_valid$q & ~h_valid$q & ~rspq$valid & ~dmaq$valid;
        cmd$idle = idle;
        if (cmd$busy & idle) begin
            lm_valid$d = 1'b0;
            h_prev_miss$d = 1'b0;
        end
        cmd$mr_rd_meta = mr_meta$read_data;
        cache$sweep = cmd$sweep;
        cache$sweep_set = cmd$sweep_set;
        cache$sweep_all = cmd$sweep_all;
        cache$sweep_index = cmd$sweep_index;
        if (reset) begin
            c_valid$d = 1'b0;
            r1_valid$d = 1'b0;
            r2_valid$d = 1'b0;
            occ$d = ((32'h0) & 7'h7f);
            g_valid$d = 1'b0;
            h_valid$d = 1'b0;
            dma_tag$d = ((32'h0) & 8'hff);
            lm_valid$d = 1'b0;
            h_prev_miss$d = 1'b0;
        end
    end

endmodule // ddp_tx$tlb


module ddp_tx$tlb$c_access(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_access


module ddp_tx$tlb$c_end(d,q,clock);

    // Module arguments
    input wire  [64:0] d;
    output reg  [64:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 65'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_end


module ddp_tx$tlb$c_index(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_index


module ddp_tx$tlb$c_key(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_key


module ddp_tx$tlb$c_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_len


module ddp_tx$tlb$c_oob(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_oob


module ddp_tx$tlb$c_pd(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_pd


module ddp_tx$tlb$c_tag(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_tag


module ddp_tx$tlb$c_to(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_to


module ddp_tx$tlb$c_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$c_valid


module ddp_tx$tlb$cache(clock,rd_set,advance,cmp_tag,hit,hit_page,victim,touch,touch_set,fill,fill_set,fill_way,fill_tag,fill_page,sweep,sweep_set,sweep_all,sweep_index);

    // Module arguments
    input wire  clock;
    input wire  [5:0] rd_set;
    input wire  advance;
    input wire  [63:0] cmp_tag;
    output reg  hit;
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
    reg  tag0$clock;
    reg  [5:0] tag0$read_address;
    wire  [63:0] tag0$read_data;
    reg  tag0$write_enable;
    reg  [5:0] tag0$write_address;
    reg  [63:0] tag0$write_data;
    reg  tag1$clock;
    reg  [5:0] tag1$read_address;
    wire  [63:0] tag1$read_data;
    reg  tag1$write_enable;
    reg  [5:0] tag1$write_address;
    reg  [63:0] tag1$write_data;
    reg  tag2$clock;
    reg  [5:0] tag2$read_address;
    wire  [63:0] tag2$read_data;
    reg  tag2$write_enable;
    reg  [5:0] tag2$write_address;
    reg  [63:0] tag2$write_data;
    reg  tag3$clock;
    reg  [5:0] tag3$read_address;
    wire  [63:0] tag3$read_data;
    reg  tag3$write_enable;
    reg  [5:0] tag3$write_address;
    reg  [63:0] tag3$write_data;
    reg  page0$clock;
    reg  [5:0] page0$read_address;
    wire  [51:0] page0$read_data;
    reg  page0$write_enable;
    reg  [5:0] page0$write_address;
    reg  [51:0] page0$write_data;
    reg  page1$clock;
    reg  [5:0] page1$read_address;
    wire  [51:0] page1$read_data;
    reg  page1$write_enable;
    reg  [5:0] page1$write_address;
    reg  [51:0] page1$write_data;
    reg  page2$clock;
    reg  [5:0] page2$read_address;
    wire  [51:0] page2$read_data;
    reg  page2$write_enable;
    reg  [5:0] page2$write_address;
    reg  [51:0] page2$write_data;
    reg  page3$clock;
    reg  [5:0] page3$read_address;
    wire  [51:0] page3$read_data;
    reg  page3$write_enable;
    reg  [5:0] page3$write_address;
    reg  [51:0] page3$write_data;
    reg  plru$clock;
    reg  [5:0] plru$read_address;
    wire  [2:0] plru$read_data;
    reg  plru$write_enable;
    reg  [5:0] plru$write_address;
    reg  [2:0] plru$write_data;
    reg  [7:0] r_hit$d;
    wire  [7:0] r_hit$q;
    reg  r_hit$clock;
    reg  coll$d;
    wire  coll$q;
    reg  coll$clock;
    reg  [3:0] sm$d;
    wire  [3:0] sm$q;
    reg  sm$clock;
    reg  f_v$d;
    wire  f_v$q;
    reg  f_v$clock;
    reg  [5:0] f_set$d;
    wire  [5:0] f_set$q;
    reg  f_set$clock;
    reg  [1:0] f_way$d;
    wire  [1:0] f_way$q;
    reg  f_way$clock;
    reg  [63:0] f_tag$d;
    wire  [63:0] f_tag$q;
    reg  f_tag$clock;
    reg  [51:0] f_page$d;
    wire  [51:0] f_page$q;
    reg  f_page$clock;
    reg  r_coll$d;
    wire  r_coll$q;
    reg  r_coll$clock;
    reg  [3:0] r_valid$d;
    wire  [3:0] r_valid$q;
    reg  r_valid$clock;
    reg  [51:0] r_p0$d;
    wire  [51:0] r_p0$q;
    reg  r_p0$clock;
    reg  [51:0] r_p1$d;
    wire  [51:0] r_p1$q;
    reg  r_p1$clock;
    reg  [51:0] r_p2$d;
    wire  [51:0] r_p2$q;
    reg  r_p2$clock;
    reg  [51:0] r_p3$d;
    wire  [51:0] r_p3$q;
    reg  r_p3$clock;
    reg  [2:0] r_lru$d;
    wire  [2:0] r_lru$q;
    reg  r_lru$clock;

    // Local signals
    reg  [3:0] smv;
    reg  h0;
    reg  h1;
    reg  h2;
    reg  h3;
    reg  [2:0] lru;
    reg  [7:0] hv;
    reg  [31:0] cmp_lo;
    reg  [31:0] cmp_hi;
    reg  [3:0] hits;
    reg  [3:0] vv;
    reg  [1:0] way;
    reg  s0;
    reg  s1;
    reg  s2;
    reg  s3;

    // Sub module instances
    ddp_tx$tlb$cache$tag0 tag0(
        .clock(tag0$clock),
        .read_address(tag0$read_address),
        .read_data(tag0$read_data),
        .write_enable(tag0$write_enable),
        .write_address(tag0$write_address),
        .write_data(tag0$write_data)
    );
    ddp_tx$tlb$cache$tag1 tag1(
        .clock(tag1$clock),
        .read_address(tag1$read_address),
        .read_data(tag1$read_data),
        .write_enable(tag1$write_enable),
        .write_address(tag1$write_address),
        .write_data(tag1$write_data)
    );
    ddp_tx$tlb$cache$tag2 tag2(
        .clock(tag2$clock),
        .read_address(tag2$read_address),
        .read_data(tag2$read_data),
        .write_enable(tag2$write_enable),
        .write_address(tag2$write_address),
        .write_data(tag2$write_data)
    );
    ddp_tx$tlb$cache$tag3 tag3(
        .clock(tag3$clock),
        .read_address(tag3$read_address),
        .read_data(tag3$read_data),
        .write_enable(tag3$write_enable),
        .write_address(tag3$write_address),
        .write_data(tag3$write_data)
    );
    ddp_tx$tlb$cache$page0 page0(
        .clock(page0$clock),
        .read_address(page0$read_address),
        .read_data(page0$read_data),
        .write_enable(page0$write_enable),
        .write_address(page0$write_address),
        .write_data(page0$write_data)
    );
    ddp_tx$tlb$cache$page1 page1(
        .clock(page1$clock),
        .read_address(page1$read_address),
        .read_data(page1$read_data),
        .write_enable(page1$write_enable),
        .write_address(page1$write_address),
        .write_data(page1$write_data)
    );
    ddp_tx$tlb$cache$page2 page2(
        .clock(page2$clock),
        .read_address(page2$read_address),
        .read_data(page2$read_data),
        .write_enable(page2$write_enable),
        .write_address(page2$write_address),
        .write_data(page2$write_data)
    );
    ddp_tx$tlb$cache$page3 page3(
        .clock(page3$clock),
        .read_address(page3$read_address),
        .read_data(page3$read_data),
        .write_enable(page3$write_enable),
        .write_address(page3$write_address),
        .write_data(page3$write_data)
    );
    ddp_tx$tlb$cache$plru plru(
        .clock(plru$clock),
        .read_address(plru$read_address),
        .read_data(plru$read_data),
        .write_enable(plru$write_enable),
        .write_address(plru$write_address),
        .write_data(plru$write_data)
    );
    ddp_tx$tlb$cache$r_hit r_hit(
        .d(r_hit$d),
        .q(r_hit$q),
        .clock(r_hit$clock)
    );
    ddp_tx$tlb$cache$coll coll(
        .d(coll$d),
        .q(coll$q),
        .clock(coll$clock)
    );
    ddp_tx$tlb$cache$sm sm(
        .d(sm$d),
        .q(sm$q),
        .clock(sm$clock)
    );
    ddp_tx$tlb$cache$f_v f_v(
        .d(f_v$d),
        .q(f_v$q),
        .clock(f_v$clock)
    );
    ddp_tx$tlb$cache$f_set f_set(
        .d(f_set$d),
        .q(f_set$q),
        .clock(f_set$clock)
    );
    ddp_tx$tlb$cache$f_way f_way(
        .d(f_way$d),
        .q(f_way$q),
        .clock(f_way$clock)
    );
    ddp_tx$tlb$cache$f_tag f_tag(
        .d(f_tag$d),
        .q(f_tag$q),
        .clock(f_tag$clock)
    );
    ddp_tx$tlb$cache$f_page f_page(
        .d(f_page$d),
        .q(f_page$q),
        .clock(f_page$clock)
    );
    ddp_tx$tlb$cache$r_coll r_coll(
        .d(r_coll$d),
        .q(r_coll$q),
        .clock(r_coll$clock)
    );
    ddp_tx$tlb$cache$r_valid r_valid(
        .d(r_valid$d),
        .q(r_valid$q),
        .clock(r_valid$clock)
    );
    ddp_tx$tlb$cache$r_p0 r_p0(
        .d(r_p0$d),
        .q(r_p0$q),
        .clock(r_p0$clock)
    );
    ddp_tx$tlb$cache$r_p1 r_p1(
        .d(r_p1$d),
        .q(r_p1$q),
        .clock(r_p1$clock)
    );
    ddp_tx$tlb$cache$r_p2 r_p2(
        .d(r_p2$d),
        .q(r_p2$q),
        .clock(r_p2$clock)
    );
    ddp_tx$tlb$cache$r_p3 r_p3(
        .d(r_p3$d),
        .q(r_p3$q),
        .clock(r_p3$clock)
    );
    ddp_tx$tlb$cache$r_lru r_lru(
        .d(r_lru$d),
        .q(r_lru$q),
        .clock(r_lru$clock)
    );

    // Update code
    always @(*) begin
        tag0$clock = clock;
        tag1$clock = clock;
        tag2$clock = clock;
        tag3$clock = clock;
        page0$clock = clock;
        page1$clock = clock;
        page2$clock = clock;
        page3$clock = clock;
        plru$clock = clock;
        tag0$read_address = rd_set;
        tag1$read_address = rd_set;
        tag2$read_address = rd_set;
        tag3$read_address = rd_set;
        page0$read_address = rd_set;
        page1$read_address = rd_set;
        page2$read_address = rd_set;
        page3$read_address = rd_set;
        plru$read_address = rd_set;
        sm$clock = clock;
        f_v$clock = clock;
        f_set$clock = clock;
        f_way$clock = clock;
        f_tag$clock = clock;
        f_page$clock = clock;
        coll$clock = clock;
        r_coll$clock = clock;
        r_hit$clock = clock;
        r_valid$clock = clock;
        r_p0$clock = clock;
        r_p1$clock = clock;
        r_p2$clock = clock;
        r_p3$clock = clock;
        r_lru$clock = clock;
        sm$d = sm$q;
        f_v$d = f_v$q;
        f_set$d = f_set$q;
        f_way$d = f_way$q;
        f_tag$d = f_tag$q;
        f_page$d = f_page$q;
        coll$d = coll$q;
        r_coll$d = r_coll$q;
        r_hit$d = r_hit$q;
        r_valid$d = r_valid$q;
        r_p0$d = r_p0$q;
        r_p1$d = r_p1$q;
        r_p2$d = r_p2$q;
        r_p3$d = r_p3$q;
        r_lru$d = r_lru$q;
        cmp_lo = cmp_tag[(32'h0)+:(32)];
        cmp_hi = cmp_tag[(32'h20)+:(32)];
        hv = ((32'h0) & 8'hff);
        if (tag0$read_data[(32'h0)+:(32)] == cmp_lo) begin
            hv = hv | 32'h1;
        end
        if (tag1$read_data[(32'h0)+:(32)] == cmp_lo) begin
            hv = hv | 32'h2;
        end
        if (tag2$read_data[(32'h0)+:(32)] == cmp_lo) begin
            hv = hv | 32'h4;
        end
        if (tag3$read_data[(32'h0)+:(32)] == cmp_lo) begin
            hv = hv | 32'h8;
        end
        if (tag0$read_data[(32'h20)+:(32)] == cmp_hi) begin
            hv = hv | 32'h10;
        end
        if (tag1$read_data[(32'h20)+:(32)] == cmp_hi) begin
            hv = hv | 32'h20;
        end
        if (tag2$read_data[(32'h20)+:(32)] == cmp_hi) begin
            hv = hv | 32'h40;
        end
        if (tag3$read_data[(32'h20)+:(32)] == cmp_hi) begin
            hv = hv | 32'h80;
        end
        vv = ((32'h0) & 4'hf);
        if (tag0$read_data[32'h0]) begin
            vv = vv | 32'h1;
        end
        if (tag1$read_data[32'h0]) begin
            vv = vv | 32'h2;
        end
        if (tag2$read_data[32'h0]) begin
            vv = vv | 32'h4;
        end
        if (tag3$read_data[32'h0]) begin
            vv = vv | 32'h8;
        end
        f_v$d = fill;
        f_set$d = fill_set;
        f_way$d = fill_way;
        f_tag$d = fill_tag;
        f_page$d = fill_page;
        coll$d = f_v$q & (f_set$q == rd_set);
        if (advance) begin
            r_coll$d = coll$q;
            r_hit$d = hv;
            r_valid$d = vv;
            r_p0$d = page0$read_data;
            r_p1$d = page1$read_data;
            r_p2$d = page2$read_data;
            r_p3$d = page3$read_data;
            r_lru$d = plru$read_data;
        end
        lru = r_lru$q;
        hits = r_hit$q[(32'h0)+:(4)] & r_hit$q[(32'h4)+:(4)];
        h0 = hits[32'h0];
        h1 = hits[32'h1];
        h2 = hits[32'h2];
        h3 = hits[32'h3];
        hit = |hits & ~r_coll$q;
        hit_page = r_p3$q;
        if (h2) begin
            hit_page = r_p2$q;
        end
        if (h1) begin
            hit_page = r_p1$q;
        end
        if (h0) begin
            hit_page = r_p0$q;
        end
        if (lru[32'h0]) begin
            victim = ((32'h2) & 2'h3);
            if (lru[32'h2]) begin
                victim = ((32'h3) & 2'h3);
            end
        end
        else begin
            victim = ((32'h0) & 2'h3);
            if (lru[32'h1]) begin
                victim = ((32'h1) & 2'h3);
            end
        end
        if (~r_valid$q[32'h3]) begin
            victim = ((32'h3) & 2'h3);
        end
        if (~r_valid$q[32'h2]) begin
            victim = ((32'h2) & 2'h3);
        end
        if (~r_valid$q[32'h1]) begin
            victim = ((32'h1) & 2'h3);
        end
        if (~r_valid$q[32'h0]) begin
            victim = ((32'h0) & 2'h3);
        end
        way = victim;
        if (h3) begin
            way = ((32'h3) & 2'h3);
        end
        if (h2) begin
            way = ((32'h2) & 2'h3);
        end
        if (h1) begin
            way = ((32'h1) & 2'h3);
        end
        if (h0) begin
            way = ((32'h0) & 2'h3);
        end
        plru$write_address = touch_set;
        plru$write_enable = touch;
        if (way[32'h1]) begin
            plru$write_data = lru & 32'h2;
            if (~way[32'h0]) begin
                plru$write_data = (lru & 32'h2) | 32'h4;
            end
        end
        else begin
            plru$write_data = (lru & 32'h4) | 32'h1;
            if (~way[32'h0]) begin
                plru$write_data = (lru & 32'h4) | 32'h3;
            end
        end
        smv = ((32'h0) & 4'hf);
        if (tag0$read_data[32'h0] & (tag0$read_data[(32'h2)+:(10)] == sweep_index)) begin
            smv = smv | 32'h1;
        end
        if (tag1$read_data[32'h0] & (tag1$read_data[(32'h2)+:(10)] == sweep_index)) begin
            smv = smv | 32'h2;
        end
        if (tag2$read_data[32'h0] & (tag2$read_data[(32'h2)+:(10)] == sweep_index)) begin
            smv = smv | 32'h4;
        end
        if (tag3$read_data[32'h0] & (tag3$read_data[(32'h2)+:(10)] == sweep_index)) begin
            smv = smv | 32'h8;
        end
        sm$d = smv;
        s0 = sweep_all | sm$q[32'h0];
        s1 = sweep_all | sm$q[32'h1];
        s2 = sweep_all | sm$q[32'h2];
        s3 = sweep_all | sm$q[32'h3];
        tag0$write_data = f_tag$q;
        tag1$write_data = f_tag$q;
        tag2$write_data = f_tag$q;
        tag3$write_data = f_tag$q;
        page0$write_data = f_page$q;
        page1$write_data = f_page$q;
        page2$write_data = f_page$q;
        page3$write_data = f_page$q;
        tag0$write_address = f_set$q;
        tag1$write_address = f_set$q;
        tag2$write_address = f_set$q;
        tag3$write_address = f_set$q;
        page0$write_address = f_set$q;
        page1$write_address = f_set$q;
        page2$write_address = f_set$q;
        page3$write_address = f_set$q;
        tag0$write_enable = f_v$q & (f_way$q == 32'h0);
        tag1$write_enable = f_v$q & (f_way$q == 32'h1);
        tag2$write_enable = f_v$q & (f_way$q == 32'h2);
        tag3$write_enable = f_v$q & (f_way$q == 32'h3);
        page0$write_enable = f_v$q & (f_way$q == 32'h0);
        page1$write_enable = f_v$q & (f_way$q == 32'h1);
        page2$write_enable = f_v$q & (f_way$q == 32'h2);
        page3$write_enable = f_v$q & (f_way$q == 32'h3);
        if (sweep) begin
            tag0$write_data = ((32'h0) & 64'hffffffffffffffff);
            tag1$write_data = ((32'h0) & 64'hffffffffffffffff);
            tag2$write_data = ((32'h0) & 64'hffffffffffffffff);
            tag3$write_data = ((32'h0) & 64'hffffffffffffffff);
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
                plru$write_address = sweep_set;
                plru$write_data = ((32'h0) & 3'h7);
                plru$write_enable = 1'b1;
            end
        end
    end

endmodule // ddp_tx$tlb$cache


module ddp_tx$tlb$cache$coll(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$coll


module ddp_tx$tlb$cache$f_page(d,q,clock);

    // Module arguments
    input wire  [51:0] d;
    output reg  [51:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 52'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$f_page


module ddp_tx$tlb$cache$f_set(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$f_set


module ddp_tx$tlb$cache$f_tag(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$f_tag


module ddp_tx$tlb$cache$f_v(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$f_v


module ddp_tx$tlb$cache$f_way(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$f_way


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


module ddp_tx$tlb$cache$r_coll(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$r_coll


module ddp_tx$tlb$cache$r_hit(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$r_hit


module ddp_tx$tlb$cache$r_lru(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$r_lru


module ddp_tx$tlb$cache$r_p0(d,q,clock);

    // Module arguments
    input wire  [51:0] d;
    output reg  [51:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 52'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$r_p0


module ddp_tx$tlb$cache$r_p1(d,q,clock);

    // Module arguments
    input wire  [51:0] d;
    output reg  [51:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 52'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$r_p1


module ddp_tx$tlb$cache$r_p2(d,q,clock);

    // Module arguments
    input wire  [51:0] d;
    output reg  [51:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 52'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$r_p2


module ddp_tx$tlb$cache$r_p3(d,q,clock);

    // Module arguments
    input wire  [51:0] d;
    output reg  [51:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 52'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$r_p3


module ddp_tx$tlb$cache$r_valid(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$r_valid


module ddp_tx$tlb$cache$sm(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cache$sm


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
    output reg  [5:0] bounds;
    output reg  page_2m;

    // Local signals
    reg  stag_ok;
    reg  [3:0] rights;

    // Update code
    always @(*) begin
        page_2m = meta[32'h1e];
        rights = meta[(32'h1a)+:(4)];
        stag_ok = ~oob & (meta[(32'h0)+:(2)] == 32'h1) & (meta[(32'h2)+:(8)] == key);
        fail = ((32'h0) & 4'hf);
        if (~stag_ok) begin
            fail = fail | 32'h1;
        end
        if (meta[(32'ha)+:(16)] != pd) begin
            fail = fail | 32'h2;
        end
        if (~rights[access]) begin
            fail = fail | 32'h4;
        end
        if (to_end[32'h40]) begin
            fail = fail | 32'h8;
        end
        bounds = ((32'h0) & 6'h3f);
        if (to[(32'h20)+:(32)] < base_va[(32'h20)+:(32)]) begin
            bounds = bounds | 32'h1;
        end
        if (to[(32'h20)+:(32)] == base_va[(32'h20)+:(32)]) begin
            bounds = bounds | 32'h2;
        end
        if (to[(32'h0)+:(32)] < base_va[(32'h0)+:(32)]) begin
            bounds = bounds | 32'h4;
        end
        if (to_end[(32'h20)+:(32)] > end_va[(32'h20)+:(32)]) begin
            bounds = bounds | 32'h8;
        end
        if (to_end[(32'h20)+:(32)] == end_va[(32'h20)+:(32)]) begin
            bounds = bounds | 32'h10;
        end
        if (to_end[(32'h0)+:(32)] > end_va[(32'h0)+:(32)]) begin
            bounds = bounds | 32'h20;
        end
    end

endmodule // ddp_tx$tlb$chk


module ddp_tx$tlb$chkq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [205:0] din;
    output reg  full;
    input wire  pop;
    output reg  [205:0] dout;
    output reg  valid;

    // Stub signals
    reg  ram$clock;
    reg  [5:0] ram$read_address;
    wire  [205:0] ram$read_data;
    reg  ram$write_enable;
    reg  [5:0] ram$write_address;
    reg  [205:0] ram$write_data;
    reg  [5:0] wr$d;
    wire  [5:0] wr$q;
    reg  wr$clock;
    reg  [5:0] rd$d;
    wire  [5:0] rd$q;
    reg  rd$clock;
    reg  [5:0] n$d;
    wire  [5:0] n$q;
    reg  n$clock;
    reg  is_full$d;
    wire  is_full$q;
    reg  is_full$clock;
    reg  byp_v$d;
    wire  byp_v$q;
    reg  byp_v$clock;
    reg  [205:0] byp$d;
    wire  [205:0] byp$q;
    reg  byp$clock;

    // Local signals
    reg  do_push;
    reg  do_pop;
    reg  [5:0] rd_next;
    reg  [5:0] n_after_pop;
    reg  [5:0] n_inc;

    // Sub module instances
    ddp_tx$tlb$chkq$ram ram(
        .clock(ram$clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );
    ddp_tx$tlb$chkq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    ddp_tx$tlb$chkq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    ddp_tx$tlb$chkq$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );
    ddp_tx$tlb$chkq$is_full is_full(
        .d(is_full$d),
        .q(is_full$q),
        .clock(is_full$clock)
    );
    ddp_tx$tlb$chkq$byp_v byp_v(
        .d(byp_v$d),
        .q(byp_v$q),
        .clock(byp_v$clock)
    );
    ddp_tx$tlb$chkq$byp byp(
        .d(byp$d),
        .q(byp$q),
        .clock(byp$clock)
    );

    // Update code
    always @(*) begin
        wr$clock = clock;
        rd$clock = clock;
        n$clock = clock;
        is_full$clock = clock;
        byp_v$clock = clock;
        byp$clock = clock;
        wr$d = wr$q;
        rd$d = rd$q;
        n$d = n$q;
        is_full$d = is_full$q;
        byp_v$d = byp_v$q;
        byp$d = byp$q;
        ram$clock = clock;
        valid = (n$q != 32'h0) | is_full$q;
        full = is_full$q;
        dout = ram$read_data;
        if (byp_v$q) begin
            dout = byp$q;
        end
        do_pop = pop & ((n$q != 32'h0) | is_full$q);
        do_push = push & ~is_full$q;
        n_inc = n$q + 32'h1;
        rd_next = rd$q;
        n_after_pop = n$q;
        if (do_pop) begin
            rd_next = rd$q + 32'h1;
            n_after_pop = n$q - 32'h1;
        end
        rd$d = rd_next;
        ram$read_address = rd_next;
        ram$write_address = wr$q;
        ram$write_data = din;
        ram$write_enable = do_push;
        byp_v$d = do_push & (n_after_pop == 32'h0);
        byp$d = din;
        n$d = n_after_pop;
        if (do_push) begin
            wr$d = wr$q + 32'h1;
            n$d = n_after_pop + 32'h1;
        end
        if (do_pop) begin
            is_full$d = 1'b0;
        end
        else if (do_push & (n_inc == 32'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 32'h0;
            rd$d = 32'h0;
            n$d = 32'h0;
            is_full$d = 1'b0;
            byp_v$d = 1'b0;
        end
    end

endmodule // ddp_tx$tlb$chkq


module ddp_tx$tlb$chkq$byp(d,q,clock);

    // Module arguments
    input wire  [205:0] d;
    output reg  [205:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 206'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$chkq$byp


module ddp_tx$tlb$chkq$byp_v(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$chkq$byp_v


module ddp_tx$tlb$chkq$is_full(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$chkq$is_full


module ddp_tx$tlb$chkq$n(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$chkq$n


module ddp_tx$tlb$chkq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [205:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [205:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [205:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {206{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_tx$tlb$chkq$ram


module ddp_tx$tlb$chkq$rd(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$chkq$rd


module ddp_tx$tlb$chkq$wr(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$chkq$wr


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
    output reg  [1:0] m_ack_status;
    input wire  idle;
    output reg  busy;
    output reg  mr_rd_own;
    output reg  [9:0] mr_rd_index;
    input wire  [31:0] mr_rd_meta;
    output reg  mr_wr_meta;
    output reg  mr_wr_entry;
    output reg  [9:0] mr_wr_index;
    output reg  [31:0] wr_meta;
    output reg  [63:0] wr_base_va;
    output reg  [63:0] wr_end_va;
    output reg  [63:0] wr_pbl_adj;
    output reg  sweep_rd_own;
    output reg  [5:0] sweep_rd_set;
    output reg  sweep;
    output reg  [5:0] sweep_set;
    output reg  sweep_all;
    output reg  [9:0] sweep_index;

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
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [10:0] count$d;
    wire  [10:0] count$q;
    reg  count$clock;
    reg  [1:0] op$d;
    wire  [1:0] op$q;
    reg  op$clock;
    reg  [31:0] stag$d;
    wire  [31:0] stag$q;
    reg  stag$clock;
    reg  [15:0] pd$d;
    wire  [15:0] pd$q;
    reg  pd$clock;
    reg  [3:0] rights$d;
    wire  [3:0] rights$q;
    reg  rights$clock;
    reg  page_2m$d;
    wire  page_2m$q;
    reg  page_2m$clock;
    reg  [63:0] base_va$d;
    wire  [63:0] base_va$q;
    reg  base_va$clock;
    reg  [63:0] length$d;
    wire  [63:0] length$q;
    reg  length$clock;
    reg  [63:0] pbl$d;
    wire  [63:0] pbl$q;
    reg  pbl$clock;
    reg  [1:0] status$d;
    wire  [1:0] status$q;
    reg  status$clock;
    reg  [5:0] prev$d;
    wire  [5:0] prev$q;
    reg  prev$clock;
    reg  [5:0] prev2$d;
    wire  [5:0] prev2$q;
    reg  prev2$clock;
    reg  rv1$d;
    wire  rv1$q;
    reg  rv1$clock;
    reg  rv2$d;
    wire  rv2$q;
    reg  rv2$clock;
    reg  ra1$d;
    wire  ra1$q;
    reg  ra1$clock;
    reg  ra2$d;
    wire  ra2$q;
    reg  ra2$clock;
    reg  q_wr_meta$d;
    wire  q_wr_meta$q;
    reg  q_wr_meta$clock;
    reg  q_wr_entry$d;
    wire  q_wr_entry$q;
    reg  q_wr_entry$clock;
    reg  [9:0] q_wr_index$d;
    wire  [9:0] q_wr_index$q;
    reg  q_wr_index$clock;
    reg  [31:0] q_meta$d;
    wire  [31:0] q_meta$q;
    reg  q_meta$clock;
    reg  [63:0] q_base_va$d;
    wire  [63:0] q_base_va$q;
    reg  q_base_va$clock;
    reg  [63:0] q_end_va$d;
    wire  [63:0] q_end_va$q;
    reg  q_end_va$clock;
    reg  [63:0] q_pbl_adj$d;
    wire  [63:0] q_pbl_adj$q;
    reg  q_pbl_adj$clock;
    reg  [31:0] meta_q$d;
    wire  [31:0] meta_q$q;
    reg  meta_q$clock;

    // Local signals
    reg  rv;
    reg  ra;
    reg  nx_wr_meta;
    reg  nx_wr_entry;
    reg  [9:0] nx_wr_index;
    reg  [31:0] nx_meta;
    reg  [63:0] nx_base_va;
    reg  [63:0] nx_end_va;
    reg  [63:0] nx_pbl_adj;
    reg  [64:0] end_sum;
    reg  [63:0] base_page;
    reg  [31:0] new_meta;
    reg  oob;
    reg  [1:0] cur_state;

    // Sub module instances
    ddp_tx$tlb$cmd$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    ddp_tx$tlb$cmd$count count(
        .d(count$d),
        .q(count$q),
        .clock(count$clock)
    );
    ddp_tx$tlb$cmd$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    ddp_tx$tlb$cmd$stag stag(
        .d(stag$d),
        .q(stag$q),
        .clock(stag$clock)
    );
    ddp_tx$tlb$cmd$pd pd(
        .d(pd$d),
        .q(pd$q),
        .clock(pd$clock)
    );
    ddp_tx$tlb$cmd$rights rights(
        .d(rights$d),
        .q(rights$q),
        .clock(rights$clock)
    );
    ddp_tx$tlb$cmd$page_2m page_2m(
        .d(page_2m$d),
        .q(page_2m$q),
        .clock(page_2m$clock)
    );
    ddp_tx$tlb$cmd$base_va base_va(
        .d(base_va$d),
        .q(base_va$q),
        .clock(base_va$clock)
    );
    ddp_tx$tlb$cmd$length length(
        .d(length$d),
        .q(length$q),
        .clock(length$clock)
    );
    ddp_tx$tlb$cmd$pbl pbl(
        .d(pbl$d),
        .q(pbl$q),
        .clock(pbl$clock)
    );
    ddp_tx$tlb$cmd$status status(
        .d(status$d),
        .q(status$q),
        .clock(status$clock)
    );
    ddp_tx$tlb$cmd$prev prev(
        .d(prev$d),
        .q(prev$q),
        .clock(prev$clock)
    );
    ddp_tx$tlb$cmd$prev2 prev2(
        .d(prev2$d),
        .q(prev2$q),
        .clock(prev2$clock)
    );
    ddp_tx$tlb$cmd$rv1 rv1(
        .d(rv1$d),
        .q(rv1$q),
        .clock(rv1$clock)
    );
    ddp_tx$tlb$cmd$rv2 rv2(
        .d(rv2$d),
        .q(rv2$q),
        .clock(rv2$clock)
    );
    ddp_tx$tlb$cmd$ra1 ra1(
        .d(ra1$d),
        .q(ra1$q),
        .clock(ra1$clock)
    );
    ddp_tx$tlb$cmd$ra2 ra2(
        .d(ra2$d),
        .q(ra2$q),
        .clock(ra2$clock)
    );
    ddp_tx$tlb$cmd$q_wr_meta q_wr_meta(
        .d(q_wr_meta$d),
        .q(q_wr_meta$q),
        .clock(q_wr_meta$clock)
    );
    ddp_tx$tlb$cmd$q_wr_entry q_wr_entry(
        .d(q_wr_entry$d),
        .q(q_wr_entry$q),
        .clock(q_wr_entry$clock)
    );
    ddp_tx$tlb$cmd$q_wr_index q_wr_index(
        .d(q_wr_index$d),
        .q(q_wr_index$q),
        .clock(q_wr_index$clock)
    );
    ddp_tx$tlb$cmd$q_meta q_meta(
        .d(q_meta$d),
        .q(q_meta$q),
        .clock(q_meta$clock)
    );
    ddp_tx$tlb$cmd$q_base_va q_base_va(
        .d(q_base_va$d),
        .q(q_base_va$q),
        .clock(q_base_va$clock)
    );
    ddp_tx$tlb$cmd$q_end_va q_end_va(
        .d(q_end_va$d),
        .q(q_end_va$q),
        .clock(q_end_va$clock)
    );
    ddp_tx$tlb$cmd$q_pbl_adj q_pbl_adj(
        .d(q_pbl_adj$d),
        .q(q_pbl_adj$q),
        .clock(q_pbl_adj$clock)
    );
    ddp_tx$tlb$cmd$meta_q meta_q(
        .d(meta_q$d),
        .q(meta_q$q),
        .clock(meta_q$clock)
    );

    // Update code
    always @(*) begin
        state$clock = clock;
        count$clock = clock;
        op$clock = clock;
        stag$clock = clock;
        pd$clock = clock;
        rights$clock = clock;
        page_2m$clock = clock;
        base_va$clock = clock;
        length$clock = clock;
        pbl$clock = clock;
        status$clock = clock;
        meta_q$clock = clock;
        prev$clock = clock;
        prev2$clock = clock;
        rv1$clock = clock;
        rv2$clock = clock;
        ra1$clock = clock;
        ra2$clock = clock;
        q_wr_meta$clock = clock;
        q_wr_entry$clock = clock;
        q_wr_index$clock = clock;
        q_meta$clock = clock;
        q_base_va$clock = clock;
        q_end_va$clock = clock;
        q_pbl_adj$clock = clock;
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
        prev$d = prev$q;
        prev2$d = prev2$q;
        rv1$d = rv1$q;
        rv2$d = rv2$q;
        ra1$d = ra1$q;
        ra2$d = ra2$q;
        q_wr_meta$d = q_wr_meta$q;
        q_wr_entry$d = q_wr_entry$q;
        q_wr_index$d = q_wr_index$q;
        q_meta$d = q_meta$q;
        q_base_va$d = q_base_va$q;
        q_end_va$d = q_end_va$q;
        q_pbl_adj$d = q_pbl_adj$q;
        end_sum = ((base_va$q) & 65'h1ffffffffffffffff) + ((length$q) & 65'h1ffffffffffffffff);
        nx_end_va = end_sum[(32'h0)+:(64)];
        if (end_sum[32'h40]) begin
            nx_end_va = ((32'h0) & 64'hffffffffffffffff) - 32'h1;
        end
        base_page = base_va$q >> 32'hc;
        if (page_2m$q) begin
            base_page = base_va$q >> 32'h15;
        end
        nx_pbl_adj = pbl$q - (base_page << 32'h3);
        nx_base_va = base_va$q;
        new_meta = ((32'h1) & 32'hffffffff) | (((stag$q[(32'h0)+:(8)]) & 32'hffffffff) << 32'h2) | (((pd$q) & 32'hffffffff) << 32'ha) | (((rights$q) & 32'hffffffff) << 32'h1a);
        if (page_2m$q) begin
            new_meta = new_meta | (((32'h1) & 32'hffffffff) << 32'h1e);
        end
        nx_meta = new_meta;
        oob = stag$q[(32'h12)+:(14)] != 32'h0;
        mr_rd_index = stag$q[(32'h8)+:(10)];
        nx_wr_index = stag$q[(32'h8)+:(10)];
        sweep_index = stag$q[(32'h8)+:(10)];
        cur_state = meta_q$q[(32'h0)+:(2)];
        s_cmd_ready = 1'b0;
        m_ack_valid = 1'b0;
        m_ack_status = status$q;
        busy = 1'b1;
        mr_rd_own = 1'b0;
        nx_wr_meta = 1'b0;
        nx_wr_entry = 1'b0;
        sweep_rd_own = 1'b0;
        sweep_rd_set = count$q[(32'h0)+:(6)];
        rv = 1'b0;
        ra = 1'b0;
        sweep = rv2$q;
        sweep_all = ra2$q;
        prev$d = count$q[(32'h0)+:(6)];
        prev2$d = prev$q;
        sweep_set = prev2$q;
        case (state$q)
            CmdState$Init:
                begin
                    nx_wr_meta = 1'b1;
                    nx_wr_index = count$q[(32'h0)+:(10)];
                    nx_meta = ((32'h0) & 32'hffffffff);
                    rv = count$q[(32'h6)+:(5)] == 32'h0;
                    ra = count$q[(32'h6)+:(5)] == 32'h0;
                    count$d = count$q + 32'h1;
                    if (count$q == 32'h3ff) begin
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
                    state$d = CmdState$Exec;
                end
            CmdState$Exec:
                begin
                    count$d = ((32'h0) & 11'h7ff);
                    status$d = ((32'h2) & 2'h3);
                    state$d = CmdState$Ack;
                    if (oob) begin
                        status$d = ((32'h1) & 2'h3);
                    end
                    else if (op$q == 32'h0) begin
                        if (cur_state == 32'h0) begin
                            nx_wr_meta = 1'b1;
                            nx_wr_entry = 1'b1;
                            status$d = ((32'h0) & 2'h3);
                        end
                    end
                    else if (op$q == 32'h1) begin
                        if (cur_state != 32'h0) begin
                            nx_wr_meta = 1'b1;
                            nx_meta = ((32'h0) & 32'hffffffff);
                            status$d = ((32'h0) & 2'h3);
                            state$d = CmdState$Sweep;
                        end
                    end
                    else if (op$q == 32'h2) begin
                        if (cur_state == 32'h1) begin
                            if (meta_q$q[(32'h2)+:(8)] == stag$q[(32'h0)+:(8)]) begin
                                nx_wr_meta = 1'b1;
                                nx_meta = ((meta_q$q >> 32'h2) << 32'h2) | 32'h2;
                                status$d = ((32'h0) & 2'h3);
                                state$d = CmdState$Sweep;
                            end
                            else begin
                                status$d = ((32'h3) & 2'h3);
                            end
                        end
                    end
                    else begin
                        if (cur_state == 32'h2) begin
                            nx_wr_meta = 1'b1;
                            nx_wr_entry = 1'b1;
                            status$d = ((32'h0) & 2'h3);
                        end
                    end
                end
            CmdState$Sweep:
                begin
                    sweep_rd_own = 1'b1;
                    rv = count$q[(32'h6)+:(5)] == 32'h0;
                    count$d = count$q + 32'h1;
                    if (count$q == 32'h41) begin
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
        q_wr_index$d = nx_wr_index;
        q_meta$d = nx_meta;
        q_base_va$d = nx_base_va;
        q_end_va$d = nx_end_va;
        q_pbl_adj$d = nx_pbl_adj;
        mr_wr_meta = q_wr_meta$q;
        mr_wr_entry = q_wr_entry$q;
        mr_wr_index = q_wr_index$q;
        wr_meta = q_meta$q;
        wr_base_va = q_base_va$q;
        wr_end_va = q_end_va$q;
        wr_pbl_adj = q_pbl_adj$q;
        rv1$d = rv;
        rv2$d = rv1$q;
        ra1$d = ra;
        ra2$d = ra1$q;
        if (reset) begin
            rv1$d = 1'b0;
            rv2$d = 1'b0;
            ra1$d = 1'b0;
            ra2$d = 1'b0;
            q_wr_meta$d = 1'b0;
            q_wr_entry$d = 1'b0;
            state$d = CmdState$Init;
            count$d = ((32'h0) & 11'h7ff);
        end
    end

endmodule // ddp_tx$tlb$cmd


module ddp_tx$tlb$cmd$base_va(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$base_va


module ddp_tx$tlb$cmd$count(d,q,clock);

    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 11'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$count


module ddp_tx$tlb$cmd$length(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$length


module ddp_tx$tlb$cmd$meta_q(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$meta_q


module ddp_tx$tlb$cmd$op(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$op


module ddp_tx$tlb$cmd$page_2m(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$page_2m


module ddp_tx$tlb$cmd$pbl(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$pbl


module ddp_tx$tlb$cmd$pd(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$pd


module ddp_tx$tlb$cmd$prev(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$prev


module ddp_tx$tlb$cmd$prev2(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$prev2


module ddp_tx$tlb$cmd$q_base_va(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$q_base_va


module ddp_tx$tlb$cmd$q_end_va(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$q_end_va


module ddp_tx$tlb$cmd$q_meta(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$q_meta


module ddp_tx$tlb$cmd$q_pbl_adj(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$q_pbl_adj


module ddp_tx$tlb$cmd$q_wr_entry(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$q_wr_entry


module ddp_tx$tlb$cmd$q_wr_index(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$q_wr_index


module ddp_tx$tlb$cmd$q_wr_meta(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$q_wr_meta


module ddp_tx$tlb$cmd$ra1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$ra1


module ddp_tx$tlb$cmd$ra2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$ra2


module ddp_tx$tlb$cmd$rights(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$rights


module ddp_tx$tlb$cmd$rv1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$rv1


module ddp_tx$tlb$cmd$rv2(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$rv2


module ddp_tx$tlb$cmd$stag(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$stag


module ddp_tx$tlb$cmd$state(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Enums
    localparam CmdState$Init = 0;
    localparam CmdState$Idle = 1;
    localparam CmdState$Drain = 2;
    localparam CmdState$Read = 3;
    localparam CmdState$Latch = 4;
    localparam CmdState$Exec = 5;
    localparam CmdState$Sweep = 6;
    localparam CmdState$Ack = 7;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$state


module ddp_tx$tlb$cmd$status(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$cmd$status


module ddp_tx$tlb$dma_tag(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$dma_tag


module ddp_tx$tlb$dmaq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [71:0] din;
    output reg  full;
    input wire  pop;
    output reg  [71:0] dout;
    output reg  valid;

    // Stub signals
    reg  [71:0] e0$d;
    wire  [71:0] e0$q;
    reg  e0$clock;
    reg  [71:0] e1$d;
    wire  [71:0] e1$q;
    reg  e1$clock;
    reg  [1:0] n$d;
    wire  [1:0] n$q;
    reg  n$clock;

    // Sub module instances
    ddp_tx$tlb$dmaq$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    ddp_tx$tlb$dmaq$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    ddp_tx$tlb$dmaq$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );

    // Update code
    always @(*) begin
        e0$clock = clock;
        e1$clock = clock;
        n$clock = clock;
        e0$d = e0$q;
        e1$d = e1$q;
        n$d = n$q;
        full = n$q == 32'h2;
        valid = n$q != 32'h0;
        dout = e0$q;
        if (pop & (n$q != 32'h0)) begin
            e0$d = e1$q;
            n$d = n$q - 32'h1;
            if (push) begin
                n$d = n$q;
                if (n$q == 32'h1) begin
                    e0$d = din;
                end
                else begin
                    e1$d = din;
                end
            end
        end
        else if (push & (n$q != 32'h2)) begin
            n$d = n$q + 32'h1;
            if (n$q == 32'h0) begin
                e0$d = din;
            end
            else begin
                e1$d = din;
            end
        end
        if (reset) begin
            n$d = ((32'h0) & 2'h3);
        end
    end

endmodule // ddp_tx$tlb$dmaq


module ddp_tx$tlb$dmaq$e0(d,q,clock);

    // Module arguments
    input wire  [71:0] d;
    output reg  [71:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 72'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$dmaq$e0


module ddp_tx$tlb$dmaq$e1(d,q,clock);

    // Module arguments
    input wire  [71:0] d;
    output reg  [71:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 72'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$dmaq$e1


module ddp_tx$tlb$dmaq$n(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$dmaq$n


module ddp_tx$tlb$g_err(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_err


module ddp_tx$tlb$g_index(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_index


module ddp_tx$tlb$g_last(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_last


module ddp_tx$tlb$g_len(d,q,clock);

    // Module arguments
    input wire  [21:0] d;
    output reg  [21:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 22'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_len


module ddp_tx$tlb$g_nolookup(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_nolookup


module ddp_tx$tlb$g_offset(d,q,clock);

    // Module arguments
    input wire  [20:0] d;
    output reg  [20:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 21'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_offset


module ddp_tx$tlb$g_page_2m(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_page_2m


module ddp_tx$tlb$g_pbl(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_pbl


module ddp_tx$tlb$g_set(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_set


module ddp_tx$tlb$g_tag(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_tag


module ddp_tx$tlb$g_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_valid


module ddp_tx$tlb$g_vpn(d,q,clock);

    // Module arguments
    input wire  [51:0] d;
    output reg  [51:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 52'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$g_vpn


module ddp_tx$tlb$h_err(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_err


module ddp_tx$tlb$h_index(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_index


module ddp_tx$tlb$h_last(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_last


module ddp_tx$tlb$h_len(d,q,clock);

    // Module arguments
    input wire  [21:0] d;
    output reg  [21:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 22'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_len


module ddp_tx$tlb$h_lm_eq(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_lm_eq


module ddp_tx$tlb$h_nolookup(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_nolookup


module ddp_tx$tlb$h_offset(d,q,clock);

    // Module arguments
    input wire  [20:0] d;
    output reg  [20:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 21'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_offset


module ddp_tx$tlb$h_page_2m(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_page_2m


module ddp_tx$tlb$h_pbl(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_pbl


module ddp_tx$tlb$h_prev_eq(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_prev_eq


module ddp_tx$tlb$h_prev_miss(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_prev_miss


module ddp_tx$tlb$h_set(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_set


module ddp_tx$tlb$h_tag(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_tag


module ddp_tx$tlb$h_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_valid


module ddp_tx$tlb$h_vpn(d,q,clock);

    // Module arguments
    input wire  [51:0] d;
    output reg  [51:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 52'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$h_vpn


module ddp_tx$tlb$lf_page(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$lf_page


module ddp_tx$tlb$lm_tag(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$lm_tag


module ddp_tx$tlb$lm_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$lm_valid


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
    output reg  [31:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [31:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [31:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {32{1'b1}} : mem[read_address];
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


module ddp_tx$tlb$occ(d,q,clock);

    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 7'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$occ


module ddp_tx$tlb$outq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [172:0] din;
    output reg  full;
    input wire  pop;
    output reg  [172:0] dout;
    output reg  valid;

    // Stub signals
    reg  [172:0] e0$d;
    wire  [172:0] e0$q;
    reg  e0$clock;
    reg  [172:0] e1$d;
    wire  [172:0] e1$q;
    reg  e1$clock;
    reg  [1:0] n$d;
    wire  [1:0] n$q;
    reg  n$clock;

    // Sub module instances
    ddp_tx$tlb$outq$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    ddp_tx$tlb$outq$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    ddp_tx$tlb$outq$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );

    // Update code
    always @(*) begin
        e0$clock = clock;
        e1$clock = clock;
        n$clock = clock;
        e0$d = e0$q;
        e1$d = e1$q;
        n$d = n$q;
        full = n$q == 32'h2;
        valid = n$q != 32'h0;
        dout = e0$q;
        if (pop & (n$q != 32'h0)) begin
            e0$d = e1$q;
            n$d = n$q - 32'h1;
            if (push) begin
                n$d = n$q;
                if (n$q == 32'h1) begin
                    e0$d = din;
                end
                else begin
                    e1$d = din;
                end
            end
        end
        else if (push & (n$q != 32'h2)) begin
            n$d = n$q + 32'h1;
            if (n$q == 32'h0) begin
                e0$d = din;
            end
            else begin
                e1$d = din;
            end
        end
        if (reset) begin
            n$d = ((32'h0) & 2'h3);
        end
    end

endmodule // ddp_tx$tlb$outq


module ddp_tx$tlb$outq$e0(d,q,clock);

    // Module arguments
    input wire  [172:0] d;
    output reg  [172:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 173'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$outq$e0


module ddp_tx$tlb$outq$e1(d,q,clock);

    // Module arguments
    input wire  [172:0] d;
    output reg  [172:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 173'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$outq$e1


module ddp_tx$tlb$outq$n(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$outq$n


module ddp_tx$tlb$r1_access(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 2'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_access


module ddp_tx$tlb$r1_end(d,q,clock);

    // Module arguments
    input wire  [64:0] d;
    output reg  [64:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 65'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_end


module ddp_tx$tlb$r1_index(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_index


module ddp_tx$tlb$r1_key(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_key


module ddp_tx$tlb$r1_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_len


module ddp_tx$tlb$r1_oob(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_oob


module ddp_tx$tlb$r1_pd(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_pd


module ddp_tx$tlb$r1_tag(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_tag


module ddp_tx$tlb$r1_to(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_to


module ddp_tx$tlb$r1_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r1_valid


module ddp_tx$tlb$r2_bounds(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_bounds


module ddp_tx$tlb$r2_fail(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 4'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_fail


module ddp_tx$tlb$r2_fits2m(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_fits2m


module ddp_tx$tlb$r2_fits4k(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_fits4k


module ddp_tx$tlb$r2_index(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_index


module ddp_tx$tlb$r2_len(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_len


module ddp_tx$tlb$r2_page_2m(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_page_2m


module ddp_tx$tlb$r2_pbl(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_pbl


module ddp_tx$tlb$r2_room2m(d,q,clock);

    // Module arguments
    input wire  [21:0] d;
    output reg  [21:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 22'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_room2m


module ddp_tx$tlb$r2_room4k(d,q,clock);

    // Module arguments
    input wire  [21:0] d;
    output reg  [21:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 22'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_room4k


module ddp_tx$tlb$r2_tag(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_tag


module ddp_tx$tlb$r2_to(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_to


module ddp_tx$tlb$r2_valid(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$r2_valid


module ddp_tx$tlb$rspq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [172:0] din;
    output reg  full;
    input wire  pop;
    output reg  [172:0] dout;
    output reg  valid;

    // Stub signals
    reg  ram$clock;
    reg  [5:0] ram$read_address;
    wire  [172:0] ram$read_data;
    reg  ram$write_enable;
    reg  [5:0] ram$write_address;
    reg  [172:0] ram$write_data;
    reg  [5:0] wr$d;
    wire  [5:0] wr$q;
    reg  wr$clock;
    reg  [5:0] rd$d;
    wire  [5:0] rd$q;
    reg  rd$clock;
    reg  [5:0] n$d;
    wire  [5:0] n$q;
    reg  n$clock;
    reg  is_full$d;
    wire  is_full$q;
    reg  is_full$clock;
    reg  byp_v$d;
    wire  byp_v$q;
    reg  byp_v$clock;
    reg  [172:0] byp$d;
    wire  [172:0] byp$q;
    reg  byp$clock;

    // Local signals
    reg  do_push;
    reg  do_pop;
    reg  [5:0] rd_next;
    reg  [5:0] n_after_pop;
    reg  [5:0] n_inc;

    // Sub module instances
    ddp_tx$tlb$rspq$ram ram(
        .clock(ram$clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );
    ddp_tx$tlb$rspq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    ddp_tx$tlb$rspq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    ddp_tx$tlb$rspq$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );
    ddp_tx$tlb$rspq$is_full is_full(
        .d(is_full$d),
        .q(is_full$q),
        .clock(is_full$clock)
    );
    ddp_tx$tlb$rspq$byp_v byp_v(
        .d(byp_v$d),
        .q(byp_v$q),
        .clock(byp_v$clock)
    );
    ddp_tx$tlb$rspq$byp byp(
        .d(byp$d),
        .q(byp$q),
        .clock(byp$clock)
    );

    // Update code
    always @(*) begin
        wr$clock = clock;
        rd$clock = clock;
        n$clock = clock;
        is_full$clock = clock;
        byp_v$clock = clock;
        byp$clock = clock;
        wr$d = wr$q;
        rd$d = rd$q;
        n$d = n$q;
        is_full$d = is_full$q;
        byp_v$d = byp_v$q;
        byp$d = byp$q;
        ram$clock = clock;
        valid = (n$q != 32'h0) | is_full$q;
        full = is_full$q;
        dout = ram$read_data;
        if (byp_v$q) begin
            dout = byp$q;
        end
        do_pop = pop & ((n$q != 32'h0) | is_full$q);
        do_push = push & ~is_full$q;
        n_inc = n$q + 32'h1;
        rd_next = rd$q;
        n_after_pop = n$q;
        if (do_pop) begin
            rd_next = rd$q + 32'h1;
            n_after_pop = n$q - 32'h1;
        end
        rd$d = rd_next;
        ram$read_address = rd_next;
        ram$write_address = wr$q;
        ram$write_data = din;
        ram$write_enable = do_push;
        byp_v$d = do_push & (n_after_pop == 32'h0);
        byp$d = din;
        n$d = n_after_pop;
        if (do_push) begin
            wr$d = wr$q + 32'h1;
            n$d = n_after_pop + 32'h1;
        end
        if (do_pop) begin
            is_full$d = 1'b0;
        end
        else if (do_push & (n_inc == 32'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 32'h0;
            rd$d = 32'h0;
            n$d = 32'h0;
            is_full$d = 1'b0;
            byp_v$d = 1'b0;
        end
    end

endmodule // ddp_tx$tlb$rspq


module ddp_tx$tlb$rspq$byp(d,q,clock);

    // Module arguments
    input wire  [172:0] d;
    output reg  [172:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 173'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$rspq$byp


module ddp_tx$tlb$rspq$byp_v(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$rspq$byp_v


module ddp_tx$tlb$rspq$is_full(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$rspq$is_full


module ddp_tx$tlb$rspq$n(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$rspq$n


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


module ddp_tx$tlb$rspq$rd(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$rspq$rd


module ddp_tx$tlb$rspq$wr(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 6'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$rspq$wr


module ddp_tx$tlb$split(clock,reset,advance,s_valid,s_ready,s_err,s_to,s_len,s_page_2m,s_index,s_pbl_adj,s_tag,s_room,s_one_piece,s_nolookup,p_valid,p_err,p_nolookup,p_index,p_vpn,p_set,p_offset,p_len,p_last,p_tag,p_page_2m,p_pbl);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  advance;
    input wire  s_valid;
    output reg  s_ready;
    input wire  [2:0] s_err;
    input wire  [63:0] s_to;
    input wire  [31:0] s_len;
    input wire  s_page_2m;
    input wire  [9:0] s_index;
    input wire  [63:0] s_pbl_adj;
    input wire  [7:0] s_tag;
    input wire  [21:0] s_room;
    input wire  s_one_piece;
    input wire  s_nolookup;
    output reg  p_valid;
    output reg  [2:0] p_err;
    output reg  p_nolookup;
    output reg  [9:0] p_index;
    output reg  [51:0] p_vpn;
    output reg  [5:0] p_set;
    output reg  [20:0] p_offset;
    output reg  [21:0] p_len;
    output reg  p_last;
    output reg  [7:0] p_tag;
    output reg  p_page_2m;
    output reg  [63:0] p_pbl;

    // Stub signals
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  [63:0] va$d;
    wire  [63:0] va$q;
    reg  va$clock;
    reg  [31:0] rem$d;
    wire  [31:0] rem$q;
    reg  rem$clock;
    reg  page_2m$d;
    wire  page_2m$q;
    reg  page_2m$clock;
    reg  [9:0] index$d;
    wire  [9:0] index$q;
    reg  index$clock;
    reg  [63:0] pbl_adj$d;
    wire  [63:0] pbl_adj$q;
    reg  pbl_adj$clock;
    reg  [7:0] tag$d;
    wire  [7:0] tag$q;
    reg  tag$clock;
    reg  [2:0] err$d;
    wire  [2:0] err$q;
    reg  err$clock;
    reg  nolookup$d;
    wire  nolookup$q;
    reg  nolookup$clock;
    reg  [21:0] room$d;
    wire  [21:0] room$q;
    reg  room$clock;
    reg  last_r$d;
    wire  last_r$q;
    reg  last_r$clock;

    // Local signals
    reg  [21:0] page;
    reg  [31:0] rem_next;
    reg  [63:0] next_va;
    reg  last;
    reg  [21:0] n;
    reg  [51:0] vpn;
    reg  take;
    reg  [5:0] idx6;

    // Sub module instances
    ddp_tx$tlb$split$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    ddp_tx$tlb$split$va va(
        .d(va$d),
        .q(va$q),
        .clock(va$clock)
    );
    ddp_tx$tlb$split$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    ddp_tx$tlb$split$page_2m page_2m(
        .d(page_2m$d),
        .q(page_2m$q),
        .clock(page_2m$clock)
    );
    ddp_tx$tlb$split$index index(
        .d(index$d),
        .q(index$q),
        .clock(index$clock)
    );
    ddp_tx$tlb$split$pbl_adj pbl_adj(
        .d(pbl_adj$d),
        .q(pbl_adj$q),
        .clock(pbl_adj$clock)
    );
    ddp_tx$tlb$split$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    ddp_tx$tlb$split$err err(
        .d(err$d),
        .q(err$q),
        .clock(err$clock)
    );
    ddp_tx$tlb$split$nolookup nolookup(
        .d(nolookup$d),
        .q(nolookup$q),
        .clock(nolookup$clock)
    );
    ddp_tx$tlb$split$room room(
        .d(room$d),
        .q(room$q),
        .clock(room$clock)
    );
    ddp_tx$tlb$split$last_r last_r(
        .d(last_r$d),
        .q(last_r$q),
        .clock(last_r$clock)
    );

    // Update code
    always @(*) begin
        busy$clock = clock;
        va$clock = clock;
        rem$clock = clock;
        room$clock = clock;
        last_r$clock = clock;
        page_2m$clock = clock;
        index$clock = clock;
        pbl_adj$clock = clock;
        tag$clock = clock;
        err$clock = clock;
        nolookup$clock = clock;
        busy$d = busy$q;
        va$d = va$q;
        rem$d = rem$q;
        room$d = room$q;
        last_r$d = last_r$q;
        page_2m$d = page_2m$q;
        index$d = index$q;
        pbl_adj$d = pbl_adj$q;
        tag$d = tag$q;
        err$d = err$q;
        nolookup$d = nolookup$q;
        vpn = ((va$q >> 32'hc) & 52'hfffffffffffff);
        p_offset = ((va$q[(32'h0)+:(12)]) & 21'h1fffff);
        next_va = ((va$q >> 32'hc) + 32'h1) << 32'hc;
        if (page_2m$q) begin
            vpn = ((va$q >> 32'h15) & 52'hfffffffffffff);
            p_offset = va$q[(32'h0)+:(21)];
            next_va = ((va$q >> 32'h15) + 32'h1) << 32'h15;
        end
        last = last_r$q;
        n = room$q;
        if (last) begin
            n = rem$q[(32'h0)+:(22)];
        end
        p_valid = busy$q;
        p_err = err$q;
        p_nolookup = nolookup$q;
        p_index = index$q;
        p_vpn = vpn;
        idx6 = index$q[(32'h0)+:(6)];
        p_set = vpn[(32'h0)+:(6)] ^ vpn[(32'h6)+:(6)] ^ ((idx6 << 32'h2) | (idx6 >> 32'h4));
        p_len = n;
        if (nolookup$q) begin
            p_len = ((32'h0) & 22'h3fffff);
        end
        p_last = last;
        p_tag = tag$q;
        p_page_2m = page_2m$q;
        p_pbl = pbl_adj$q + (((vpn) & 64'hffffffffffffffff) << 32'h3);
        take = advance & (~busy$q | last);
        s_ready = take;
        page = ((32'h1000) & 22'h3fffff);
        if (page_2m$q) begin
            page = ((32'h200000) & 22'h3fffff);
        end
        rem_next = rem$q - ((room$q) & 32'hffffffff);
        if (advance & busy$q) begin
            va$d = next_va;
            rem$d = rem_next;
            room$d = page;
            last_r$d = rem_next <= ((page) & 32'hffffffff);
            if (last) begin
                busy$d = 1'b0;
            end
        end
        if (take & s_valid) begin
            busy$d = 1'b1;
            va$d = s_to;
            rem$d = s_len;
            page_2m$d = s_page_2m;
            index$d = s_index;
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

endmodule // ddp_tx$tlb$split


module ddp_tx$tlb$split$busy(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$busy


module ddp_tx$tlb$split$err(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$err


module ddp_tx$tlb$split$index(d,q,clock);

    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 10'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$index


module ddp_tx$tlb$split$last_r(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$last_r


module ddp_tx$tlb$split$nolookup(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$nolookup


module ddp_tx$tlb$split$page_2m(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 1'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$page_2m


module ddp_tx$tlb$split$pbl_adj(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$pbl_adj


module ddp_tx$tlb$split$rem(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 32'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$rem


module ddp_tx$tlb$split$room(d,q,clock);

    // Module arguments
    input wire  [21:0] d;
    output reg  [21:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 22'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$room


module ddp_tx$tlb$split$tag(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 8'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$tag


module ddp_tx$tlb$split$va(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_tx$tlb$split$va
