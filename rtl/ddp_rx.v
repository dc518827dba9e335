// Generated from model/src/ddp/rx.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: ddp_rx. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module ddp_rx(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,s_data,s_keep,s_last,s_status,s_qp,s_valid,s_ready,s_qpcfg_valid,s_qpcfg_qp,s_qpcfg_pd,s_qpcfg_ird,s_recv_valid,s_recv_qp,s_recv_stag,s_recv_to,s_recv_len,s_rdone_valid,s_rdone_qp,m_rreq_ready,m_term_ready,s_qpcfg_ready,s_recv_ready,s_rdone_ready,m_rreq_valid,m_rreq_qp,m_rreq_sink_stag,m_rreq_sink_to,m_rreq_size,m_rreq_src_stag,m_rreq_src_to,m_term_valid,m_term_qp,m_term_ctl,m_term_seglen,m_term_w0,m_term_w1,m_term_w2,m_term_w3,m_term_w4,m_term_w5,cnt_segments,cnt_dropped,cnt_term_llp,cnt_term_ddp,cnt_term_rdmap,m_wr_ready,m_wd_ready,m_cqe_ready,m_wr_valid,m_wr_addr,m_wr_len,m_wd_valid,m_wd_data,m_wd_keep,m_wd_last,m_cqe_valid,m_cqe_qp,m_cqe_kind,m_cqe_status,m_cqe_slot,m_cqe_len,m_cqe_se,m_cqe_inv,m_cqe_stag,idle);

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
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  [1:0] s_status;
    input wire  [3:0] s_qp;
    input wire  s_valid;
    output reg  s_ready;
    input wire  s_qpcfg_valid;
    input wire  [3:0] s_qpcfg_qp;
    input wire  [15:0] s_qpcfg_pd;
    input wire  [3:0] s_qpcfg_ird;
    input wire  s_recv_valid;
    input wire  [3:0] s_recv_qp;
    input wire  [31:0] s_recv_stag;
    input wire  [63:0] s_recv_to;
    input wire  [31:0] s_recv_len;
    input wire  s_rdone_valid;
    input wire  [3:0] s_rdone_qp;
    input wire  m_rreq_ready;
    input wire  m_term_ready;
    output reg  s_qpcfg_ready;
    output reg  s_recv_ready;
    output reg  s_rdone_ready;
    output reg  m_rreq_valid;
    output reg  [3:0] m_rreq_qp;
    output reg  [31:0] m_rreq_sink_stag;
    output reg  [63:0] m_rreq_sink_to;
    output reg  [31:0] m_rreq_size;
    output reg  [31:0] m_rreq_src_stag;
    output reg  [63:0] m_rreq_src_to;
    output reg  m_term_valid;
    output reg  [3:0] m_term_qp;
    output reg  [31:0] m_term_ctl;
    output reg  [15:0] m_term_seglen;
    output reg  [63:0] m_term_w0;
    output reg  [63:0] m_term_w1;
    output reg  [63:0] m_term_w2;
    output reg  [63:0] m_term_w3;
    output reg  [63:0] m_term_w4;
    output reg  [63:0] m_term_w5;
    output reg  [31:0] cnt_segments;
    output reg  [31:0] cnt_dropped;
    output reg  [15:0] cnt_term_llp;
    output reg  [15:0] cnt_term_ddp;
    output reg  [15:0] cnt_term_rdmap;
    input wire  m_wr_ready;
    input wire  m_wd_ready;
    input wire  m_cqe_ready;
    output reg  m_wr_valid;
    output reg  [63:0] m_wr_addr;
    output reg  [15:0] m_wr_len;
    output reg  m_wd_valid;
    output reg  [63:0] m_wd_data;
    output reg  [7:0] m_wd_keep;
    output reg  m_wd_last;
    output reg  m_cqe_valid;
    output reg  [3:0] m_cqe_qp;
    output reg  [1:0] m_cqe_kind;
    output reg  [1:0] m_cqe_status;
    output reg  [3:0] m_cqe_slot;
    output reg  [31:0] m_cqe_len;
    output reg  m_cqe_se;
    output reg  m_cqe_inv;
    output reg  [31:0] m_cqe_stag;
    output reg  idle;

    // Enums
    localparam PlaceState$Idle = 0;
    localparam PlaceState$Piece = 1;
    localparam PlaceState$Data = 2;
    localparam PlaceState$Drain = 3;
    localparam PlaceState$Cqe = 4;
    localparam PlaceState$Flush = 5;

    // Stub signals
    reg  ingress$clock;
    reg  ingress$reset;
    reg  [63:0] ingress$s_data;
    reg  [7:0] ingress$s_keep;
    reg  ingress$s_last;
    reg  [1:0] ingress$s_status;
    reg  [3:0] ingress$s_qp;
    reg  ingress$s_valid;
    wire  ingress$s_ready;
    wire  ingress$buf_push;
    wire  [63:0] ingress$buf_din;
    reg  ingress$buf_full;
    wire  ingress$desc_valid;
    reg  ingress$desc_pop;
    wire  [3:0] ingress$desc_qp;
    wire  [1:0] ingress$desc_status;
    wire  [16:0] ingress$desc_len;
    wire  [10:0] ingress$desc_words;
    wire  [63:0] ingress$desc_w0;
    wire  [63:0] ingress$desc_w1;
    wire  [63:0] ingress$desc_w2;
    wire  [63:0] ingress$desc_w3;
    wire  [63:0] ingress$desc_w4;
    wire  [63:0] ingress$desc_w5;
    reg  seg_buf$clock;
    reg  seg_buf$reset;
    reg  seg_buf$push;
    reg  [63:0] seg_buf$din;
    wire  seg_buf$full;
    reg  seg_buf$pop;
    wire  [63:0] seg_buf$dout;
    wire  seg_buf$valid;
    reg  seg_skid$clock;
    reg  seg_skid$reset;
    reg  seg_skid$push;
    reg  [63:0] seg_skid$din;
    wire  seg_skid$full;
    reg  seg_skid$pop;
    wire  [63:0] seg_skid$dout;
    wire  seg_skid$valid;
    reg  control$clock;
    reg  control$reset;
    reg  control$s_qpcfg_valid;
    wire  control$s_qpcfg_ready;
    reg  [3:0] control$s_qpcfg_qp;
    reg  [15:0] control$s_qpcfg_pd;
    reg  [3:0] control$s_qpcfg_ird;
    reg  control$s_recv_valid;
    wire  control$s_recv_ready;
    reg  [3:0] control$s_recv_qp;
    reg  [31:0] control$s_recv_stag;
    reg  [63:0] control$s_recv_to;
    reg  [31:0] control$s_recv_len;
    reg  control$s_rdone_valid;
    wire  control$s_rdone_ready;
    reg  [3:0] control$s_rdone_qp;
    reg  control$desc_valid;
    wire  control$desc_pop;
    reg  [3:0] control$desc_qp;
    reg  [1:0] control$desc_status;
    reg  [16:0] control$desc_len;
    reg  [10:0] control$desc_words;
    reg  [63:0] control$desc_w0;
    reg  [63:0] control$desc_w1;
    reg  [63:0] control$desc_w2;
    reg  [63:0] control$desc_w3;
    reg  [63:0] control$desc_w4;
    reg  [63:0] control$desc_w5;
    wire  control$m_treq_valid;
    reg  control$m_treq_ready;
    wire  [31:0] control$m_treq_stag;
    wire  [63:0] control$m_treq_to;
    wire  [31:0] control$m_treq_len;
    wire  [1:0] control$m_treq_access;
    wire  [15:0] control$m_treq_pd;
    reg  control$tpc_valid;
    reg  [2:0] control$tpc_err;
    wire  control$tpc_pop;
    reg  control$piece_done;
    wire  control$m_inv_valid;
    reg  control$m_inv_ready;
    wire  [31:0] control$m_inv_stag;
    reg  control$s_inv_ack_valid;
    wire  control$s_inv_ack_ready;
    reg  [1:0] control$s_inv_ack_status;
    wire  control$job_push;
    wire  [100:0] control$job_din;
    reg  control$job_full;
    wire  control$m_rreq_valid;
    reg  control$m_rreq_ready;
    wire  [3:0] control$m_rreq_qp;
    wire  [31:0] control$m_rreq_sink_stag;
    wire  [63:0] control$m_rreq_sink_to;
    wire  [31:0] control$m_rreq_size;
    wire  [31:0] control$m_rreq_src_stag;
    wire  [63:0] control$m_rreq_src_to;
    wire  control$m_term_valid;
    reg  control$m_term_ready;
    wire  [3:0] control$m_term_qp;
    wire  [31:0] control$m_term_ctl;
    wire  [15:0] control$m_term_seglen;
    wire  [63:0] control$m_term_w0;
    wire  [63:0] control$m_term_w1;
    wire  [63:0] control$m_term_w2;
    wire  [63:0] control$m_term_w3;
    wire  [63:0] control$m_term_w4;
    wire  [63:0] control$m_term_w5;
    wire  [31:0] control$cnt_segments;
    wire  [31:0] control$cnt_dropped;
    wire  [15:0] control$cnt_term_llp;
    wire  [15:0] control$cnt_term_ddp;
    wire  [15:0] control$cnt_term_rdmap;
    reg  jobs$clock;
    reg  jobs$reset;
    reg  jobs$push;
    reg  [100:0] jobs$din;
    wire  jobs$full;
    reg  jobs$pop;
    wire  [100:0] jobs$dout;
    wire  jobs$valid;
    reg  placer$clock;
    reg  placer$reset;
    reg  placer$job_valid;
    reg  [100:0] placer$job_dout;
    wire  placer$job_pop;
    reg  placer$buf_valid;
    reg  [63:0] placer$buf_dout;
    wire  placer$buf_pop;
    reg  placer$tpc_valid;
    reg  [63:0] placer$tpc_pa;
    reg  [31:0] placer$tpc_len;
    reg  placer$tpc_last;
    wire  placer$tpc_pop;
    wire  placer$piece_done;
    wire  placer$m_wr_valid;
    reg  placer$m_wr_ready;
    wire  [63:0] placer$m_wr_addr;
    wire  [15:0] placer$m_wr_len;
    wire  placer$m_wd_valid;
    reg  placer$m_wd_ready;
    wire  [63:0] placer$m_wd_data;
    wire  [7:0] placer$m_wd_keep;
    wire  placer$m_wd_last;
    wire  placer$m_cqe_valid;
    reg  placer$m_cqe_ready;
    wire  [3:0] placer$m_cqe_qp;
    wire  [1:0] placer$m_cqe_kind;
    wire  [1:0] placer$m_cqe_status;
    wire  [3:0] placer$m_cqe_slot;
    wire  [31:0] placer$m_cqe_len;
    wire  placer$m_cqe_se;
    wire  placer$m_cqe_inv;
    wire  [31:0] placer$m_cqe_stag;
    wire  placer$busy;
    reg  mux$clock;
    reg  mux$reset;
    reg  mux$s_cmd_valid;
    wire  mux$s_cmd_ready;
    reg  [1:0] mux$s_cmd_op;
    reg  [31:0] mux$s_cmd_stag;
    wire  mux$m_ack_valid;
    reg  mux$m_ack_ready;
    reg  mux$s_inv_valid;
    wire  mux$s_inv_ready;
    reg  [31:0] mux$s_inv_stag;
    wire  mux$m_inv_ack_valid;
    reg  mux$m_inv_ack_ready;
    wire  mux$t_cmd_valid;
    reg  mux$t_cmd_ready;
    wire  [1:0] mux$t_cmd_op;
    wire  [31:0] mux$t_cmd_stag;
    reg  mux$t_ack_valid;
    wire  mux$t_ack_ready;
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
    ddp_rx$ingress ingress(
        .clock(ingress$clock),
        .reset(ingress$reset),
        .s_data(ingress$s_data),
        .s_keep(ingress$s_keep),
        .s_last(ingress$s_last),
        .s_status(ingress$s_status),
        .s_qp(ingress$s_qp),
        .s_valid(ingress$s_valid),
        .s_ready(ingress$s_ready),
        .buf_push(ingress$buf_push),
        .buf_din(ingress$buf_din),
        .buf_full(ingress$buf_full),
        .desc_valid(ingress$desc_valid),
        .desc_pop(ingress$desc_pop),
        .desc_qp(ingress$desc_qp),
        .desc_status(ingress$desc_status),
        .desc_len(ingress$desc_len),
        .desc_words(ingress$desc_words),
        .desc_w0(ingress$desc_w0),
        .desc_w1(ingress$desc_w1),
        .desc_w2(ingress$desc_w2),
        .desc_w3(ingress$desc_w3),
        .desc_w4(ingress$desc_w4),
        .desc_w5(ingress$desc_w5)
    );
    ddp_rx$seg_buf seg_buf(
        .clock(seg_buf$clock),
        .reset(seg_buf$reset),
        .push(seg_buf$push),
        .din(seg_buf$din),
        .full(seg_buf$full),
        .pop(seg_buf$pop),
        .dout(seg_buf$dout),
        .valid(seg_buf$valid)
    );
    ddp_rx$seg_skid seg_skid(
        .clock(seg_skid$clock),
        .reset(seg_skid$reset),
        .push(seg_skid$push),
        .din(seg_skid$din),
        .full(seg_skid$full),
        .pop(seg_skid$pop),
        .dout(seg_skid$dout),
        .valid(seg_skid$valid)
    );
    ddp_rx$control control(
        .clock(control$clock),
        .reset(control$reset),
        .s_qpcfg_valid(control$s_qpcfg_valid),
        .s_qpcfg_ready(control$s_qpcfg_ready),
        .s_qpcfg_qp(control$s_qpcfg_qp),
        .s_qpcfg_pd(control$s_qpcfg_pd),
        .s_qpcfg_ird(control$s_qpcfg_ird),
        .s_recv_valid(control$s_recv_valid),
        .s_recv_ready(control$s_recv_ready),
        .s_recv_qp(control$s_recv_qp),
        .s_recv_stag(control$s_recv_stag),
        .s_recv_to(control$s_recv_to),
        .s_recv_len(control$s_recv_len),
        .s_rdone_valid(control$s_rdone_valid),
        .s_rdone_ready(control$s_rdone_ready),
        .s_rdone_qp(control$s_rdone_qp),
        .desc_valid(control$desc_valid),
        .desc_pop(control$desc_pop),
        .desc_qp(control$desc_qp),
        .desc_status(control$desc_status),
        .desc_len(control$desc_len),
        .desc_words(control$desc_words),
        .desc_w0(control$desc_w0),
        .desc_w1(control$desc_w1),
        .desc_w2(control$desc_w2),
        .desc_w3(control$desc_w3),
        .desc_w4(control$desc_w4),
        .desc_w5(control$desc_w5),
        .m_treq_valid(control$m_treq_valid),
        .m_treq_ready(control$m_treq_ready),
        .m_treq_stag(control$m_treq_stag),
        .m_treq_to(control$m_treq_to),
        .m_treq_len(control$m_treq_len),
        .m_treq_access(control$m_treq_access),
        .m_treq_pd(control$m_treq_pd),
        .tpc_valid(control$tpc_valid),
        .tpc_err(control$tpc_err),
        .tpc_pop(control$tpc_pop),
        .piece_done(control$piece_done),
        .m_inv_valid(control$m_inv_valid),
        .m_inv_ready(control$m_inv_ready),
        .m_inv_stag(control$m_inv_stag),
        .s_inv_ack_valid(control$s_inv_ack_valid),
        .s_inv_ack_ready(control$s_inv_ack_ready),
        .s_inv_ack_status(control$s_inv_ack_status),
        .job_push(control$job_push),
        .job_din(control$job_din),
        .job_full(control$job_full),
        .m_rreq_valid(control$m_rreq_valid),
        .m_rreq_ready(control$m_rreq_ready),
        .m_rreq_qp(control$m_rreq_qp),
        .m_rreq_sink_stag(control$m_rreq_sink_stag),
        .m_rreq_sink_to(control$m_rreq_sink_to),
        .m_rreq_size(control$m_rreq_size),
        .m_rreq_src_stag(control$m_rreq_src_stag),
        .m_rreq_src_to(control$m_rreq_src_to),
        .m_term_valid(control$m_term_valid),
        .m_term_ready(control$m_term_ready),
        .m_term_qp(control$m_term_qp),
        .m_term_ctl(control$m_term_ctl),
        .m_term_seglen(control$m_term_seglen),
        .m_term_w0(control$m_term_w0),
        .m_term_w1(control$m_term_w1),
        .m_term_w2(control$m_term_w2),
        .m_term_w3(control$m_term_w3),
        .m_term_w4(control$m_term_w4),
        .m_term_w5(control$m_term_w5),
        .cnt_segments(control$cnt_segments),
        .cnt_dropped(control$cnt_dropped),
        .cnt_term_llp(control$cnt_term_llp),
        .cnt_term_ddp(control$cnt_term_ddp),
        .cnt_term_rdmap(control$cnt_term_rdmap)
    );
    ddp_rx$jobs jobs(
        .clock(jobs$clock),
        .reset(jobs$reset),
        .push(jobs$push),
        .din(jobs$din),
        .full(jobs$full),
        .pop(jobs$pop),
        .dout(jobs$dout),
        .valid(jobs$valid)
    );
    ddp_rx$placer placer(
        .clock(placer$clock),
        .reset(placer$reset),
        .job_valid(placer$job_valid),
        .job_dout(placer$job_dout),
        .job_pop(placer$job_pop),
        .buf_valid(placer$buf_valid),
        .buf_dout(placer$buf_dout),
        .buf_pop(placer$buf_pop),
        .tpc_valid(placer$tpc_valid),
        .tpc_pa(placer$tpc_pa),
        .tpc_len(placer$tpc_len),
        .tpc_last(placer$tpc_last),
        .tpc_pop(placer$tpc_pop),
        .piece_done(placer$piece_done),
        .m_wr_valid(placer$m_wr_valid),
        .m_wr_ready(placer$m_wr_ready),
        .m_wr_addr(placer$m_wr_addr),
        .m_wr_len(placer$m_wr_len),
        .m_wd_valid(placer$m_wd_valid),
        .m_wd_ready(placer$m_wd_ready),
        .m_wd_data(placer$m_wd_data),
        .m_wd_keep(placer$m_wd_keep),
        .m_wd_last(placer$m_wd_last),
        .m_cqe_valid(placer$m_cqe_valid),
        .m_cqe_ready(placer$m_cqe_ready),
        .m_cqe_qp(placer$m_cqe_qp),
        .m_cqe_kind(placer$m_cqe_kind),
        .m_cqe_status(placer$m_cqe_status),
        .m_cqe_slot(placer$m_cqe_slot),
        .m_cqe_len(placer$m_cqe_len),
        .m_cqe_se(placer$m_cqe_se),
        .m_cqe_inv(placer$m_cqe_inv),
        .m_cqe_stag(placer$m_cqe_stag),
        .busy(placer$busy)
    );
    ddp_rx$mux mux(
        .clock(mux$clock),
        .reset(mux$reset),
        .s_cmd_valid(mux$s_cmd_valid),
        .s_cmd_ready(mux$s_cmd_ready),
        .s_cmd_op(mux$s_cmd_op),
        .s_cmd_stag(mux$s_cmd_stag),
        .m_ack_valid(mux$m_ack_valid),
        .m_ack_ready(mux$m_ack_ready),
        .s_inv_valid(mux$s_inv_valid),
        .s_inv_ready(mux$s_inv_ready),
        .s_inv_stag(mux$s_inv_stag),
        .m_inv_ack_valid(mux$m_inv_ack_valid),
        .m_inv_ack_ready(mux$m_inv_ack_ready),
        .t_cmd_valid(mux$t_cmd_valid),
        .t_cmd_ready(mux$t_cmd_ready),
        .t_cmd_op(mux$t_cmd_op),
        .t_cmd_stag(mux$t_cmd_stag),
        .t_ack_valid(mux$t_ack_valid),
        .t_ack_ready(mux$t_ack_ready)
    );
    ddp_rx$tlb tlb(
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
        ingress$clock = clock;
        ingress$reset = reset;
        seg_buf$clock = clock;
        seg_buf$reset = reset;
        control$clock = clock;
        control$reset = reset;
        jobs$clock = clock;
        jobs$reset = reset;
        placer$clock = clock;
        placer$reset = reset;
        mux$clock = clock;
        mux$reset = reset;
        tlb$reset = reset;
        mux$s_cmd_valid = s_cmd_valid;
        s_cmd_ready = mux$s_cmd_ready;
        mux$s_cmd_op = s_cmd_op;
        mux$s_cmd_stag = s_cmd_stag;
        tlb$s_cmd_valid = mux$t_cmd_valid;
        mux$t_cmd_ready = tlb$s_cmd_ready;
        tlb$s_cmd_op = mux$t_cmd_op;
        tlb$s_cmd_stag = mux$t_cmd_stag;
        tlb$s_cmd_pd = s_cmd_pd;
        tlb$s_cmd_rights = s_cmd_rights;
        tlb$s_cmd_page_2m = s_cmd_page_2m;
        tlb$s_cmd_base_va = s_cmd_base_va;
        tlb$s_cmd_length = s_cmd_length;
        tlb$s_cmd_pbl = s_cmd_pbl;
        mux$t_ack_valid = tlb$m_ack_valid;
        tlb$m_ack_ready = mux$t_ack_ready;
        m_ack_valid = mux$m_ack_valid;
        mux$m_ack_ready = m_ack_ready;
        m_ack_status = tlb$m_ack_status;
        mux$s_inv_valid = control$m_inv_valid;
        control$m_inv_ready = mux$s_inv_ready;
        mux$s_inv_stag = control$m_inv_stag;
        control$s_inv_ack_valid = mux$m_inv_ack_valid;
        mux$m_inv_ack_ready = control$s_inv_ack_ready;
        control$s_inv_ack_status = tlb$m_ack_status;
        m_dma_rd_valid = tlb$m_dma_rd_valid;
        m_dma_rd_addr = tlb$m_dma_rd_addr;
        m_dma_rd_len = tlb$m_dma_rd_len;
        m_dma_rd_tag = tlb$m_dma_rd_tag;
        tlb$m_dma_rd_ready = m_dma_rd_ready;
        tlb$s_dma_data_valid = s_dma_data_valid;
        tlb$s_dma_data = s_dma_data;
        s_dma_data_ready = tlb$s_dma_data_ready;
        tlb$s_req_valid = control$m_treq_valid;
        tlb$s_req_stag = control$m_treq_stag;
        tlb$s_req_to = control$m_treq_to;
        tlb$s_req_len = control$m_treq_len;
        tlb$s_req_access = control$m_treq_access;
        tlb$s_req_pd = control$m_treq_pd;
        tlb$s_req_tag = ((32'h0) & 8'hff);
        control$m_treq_ready = tlb$s_req_ready;
        control$tpc_valid = tlb$m_rsp_valid;
        control$tpc_err = tlb$m_rsp_err;
        placer$tpc_valid = tlb$m_rsp_valid;
        placer$tpc_pa = tlb$m_rsp_pa;
        placer$tpc_len = tlb$m_rsp_len;
        placer$tpc_last = tlb$m_rsp_last;
        tlb$m_rsp_ready = control$tpc_pop | placer$tpc_pop;
        control$piece_done = placer$piece_done;
        ingress$s_data = s_data;
        ingress$s_keep = s_keep;
        ingress$s_last = s_last;
        ingress$s_status = s_status;
        ingress$s_qp = s_qp;
        ingress$s_valid = s_valid;
        s_ready = ingress$s_ready;
        seg_buf$push = ingress$buf_push;
        seg_buf$din = ingress$buf_din;
        ingress$buf_full = seg_buf$full;
        control$desc_valid = ingress$desc_valid;
        control$desc_qp = ingress$desc_qp;
        control$desc_status = ingress$desc_status;
        control$desc_len = ingress$desc_len;
        control$desc_words = ingress$desc_words;
        control$desc_w0 = ingress$desc_w0;
        control$desc_w1 = ingress$desc_w1;
        control$desc_w2 = ingress$desc_w2;
        control$desc_w3 = ingress$desc_w3;
        control$desc_w4 = ingress$desc_w4;
        control$desc_w5 = ingress$desc_w5;
        ingress$desc_pop = control$desc_pop;
        control$s_qpcfg_valid = s_qpcfg_valid;
        control$s_qpcfg_qp = s_qpcfg_qp;
        control$s_qpcfg_pd = s_qpcfg_pd;
        control$s_qpcfg_ird = s_qpcfg_ird;
        control$s_recv_valid = s_recv_valid;
        control$s_recv_qp = s_recv_qp;
        control$s_recv_stag = s_recv_stag;
        control$s_recv_to = s_recv_to;
        control$s_recv_len = s_recv_len;
        control$s_rdone_valid = s_rdone_valid;
        control$s_rdone_qp = s_rdone_qp;
        control$m_rreq_ready = m_rreq_ready;
        control$m_term_ready = m_term_ready;
        s_qpcfg_ready = control$s_qpcfg_ready;
        s_recv_ready = control$s_recv_ready;
        s_rdone_ready = control$s_rdone_ready;
        m_rreq_valid = control$m_rreq_valid;
        m_rreq_qp = control$m_rreq_qp;
        m_rreq_sink_stag = control$m_rreq_sink_stag;
        m_rreq_sink_to = control$m_rreq_sink_to;
        m_rreq_size = control$m_rreq_size;
        m_rreq_src_stag = control$m_rreq_src_stag;
        m_rreq_src_to = control$m_rreq_src_to;
        m_term_valid = control$m_term_valid;
        m_term_qp = control$m_term_qp;
        m_term_ctl = control$m_term_ctl;
        m_term_seglen = control$m_term_seglen;
        m_term_w0 = control$m_term_w0;
        m_term_w1 = control$m_term_w1;
        m_term_w2 = control$m_term_w2;
        m_term_w3 = control$m_term_w3;
        m_term_w4 = control$m_term_w4;
        m_term_w5 = control$m_term_w5;
        cnt_segments = control$cnt_segments;
        cnt_dropped = control$cnt_dropped;
        cnt_term_llp = control$cnt_term_llp;
        cnt_term_ddp = control$cnt_term_ddp;
        cnt_term_rdmap = control$cnt_term_rdmap;
        jobs$push = control$job_push;
        jobs$din = control$job_din;
        control$job_full = jobs$full;
        placer$job_valid = jobs$valid;
        placer$job_dout = jobs$dout;
        jobs$pop = placer$job_pop;
        seg_skid$clock = clock;
        seg_skid$reset = reset;
        seg_skid$push = seg_buf$valid & ~seg_skid$full;
        seg_skid$din = seg_buf$dout;
        seg_buf$pop = seg_buf$valid & ~seg_skid$full;
        placer$buf_valid = seg_skid$valid;
        placer$buf_dout = seg_skid$dout;
        seg_skid$pop = placer$buf_pop;
        placer$m_wr_ready = m_wr_ready;
        placer$m_wd_ready = m_wd_ready;
        placer$m_cqe_ready = m_cqe_ready;
        m_wr_valid = placer$m_wr_valid;
        m_wr_addr = placer$m_wr_addr;
        m_wr_len = placer$m_wr_len;
        m_wd_valid = placer$m_wd_valid;
        m_wd_data = placer$m_wd_data;
        m_wd_keep = placer$m_wd_keep;
        m_wd_last = placer$m_wd_last;
        m_cqe_valid = placer$m_cqe_valid;
        m_cqe_qp = placer$m_cqe_qp;
        m_cqe_kind = placer$m_cqe_kind;
        m_cqe_status = placer$m_cqe_status;
        m_cqe_slot = placer$m_cqe_slot;
        m_cqe_len = placer$m_cqe_len;
        m_cqe_se = placer$m_cqe_se;
        m_cqe_inv = placer$m_cqe_inv;
        m_cqe_stag = placer$m_cqe_stag;
        idle = ~placer$busy & ~jobs$valid & ~ingress$desc_valid & ~seg_buf$valid & ~seg_skid$valid;
    end

endmodule // ddp_rx


module ddp_rx$control(clock,reset,s_qpcfg_valid,s_qpcfg_ready,s_qpcfg_qp,s_qpcfg_pd,s_qpcfg_ird,s_recv_valid,s_recv_ready,s_recv_qp,s_recv_stag,s_recv_to,s_recv_len,s_rdone_valid,s_rdone_ready,s_rdone_qp,desc_valid,desc_pop,desc_qp,desc_status,desc_len,desc_words,desc_w0,desc_w1,desc_w2,desc_w3,desc_w4,desc_w5,m_treq_valid,m_treq_ready,m_treq_stag,m_treq_to,m_treq_len,m_treq_access,m_treq_pd,tpc_valid,tpc_err,tpc_pop,piece_done,m_inv_valid,m_inv_ready,m_inv_stag,s_inv_ack_valid,s_inv_ack_ready,s_inv_ack_status,job_push,job_din,job_full,m_rreq_valid,m_rreq_ready,m_rreq_qp,m_rreq_sink_stag,m_rreq_sink_to,m_rreq_size,m_rreq_src_stag,m_rreq_src_to,m_term_valid,m_term_ready,m_term_qp,m_term_ctl,m_term_seglen,m_term_w0,m_term_w1,m_term_w2,m_term_w3,m_term_w4,m_term_w5,cnt_segments,cnt_dropped,cnt_term_llp,cnt_term_ddp,cnt_term_rdmap);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_qpcfg_valid;
    output reg  s_qpcfg_ready;
    input wire  [3:0] s_qpcfg_qp;
    input wire  [15:0] s_qpcfg_pd;
    input wire  [3:0] s_qpcfg_ird;
    input wire  s_recv_valid;
    output reg  s_recv_ready;
    input wire  [3:0] s_recv_qp;
    input wire  [31:0] s_recv_stag;
    input wire  [63:0] s_recv_to;
    input wire  [31:0] s_recv_len;
    input wire  s_rdone_valid;
    output reg  s_rdone_ready;
    input wire  [3:0] s_rdone_qp;
    input wire  desc_valid;
    output reg  desc_pop;
    input wire  [3:0] desc_qp;
    input wire  [1:0] desc_status;
    input wire  [16:0] desc_len;
    input wire  [10:0] desc_words;
    input wire  [63:0] desc_w0;
    input wire  [63:0] desc_w1;
    input wire  [63:0] desc_w2;
    input wire  [63:0] desc_w3;
    input wire  [63:0] desc_w4;
    input wire  [63:0] desc_w5;
    output reg  m_treq_valid;
    input wire  m_treq_ready;
    output reg  [31:0] m_treq_stag;
    output reg  [63:0] m_treq_to;
    output reg  [31:0] m_treq_len;
    output reg  [1:0] m_treq_access;
    output reg  [15:0] m_treq_pd;
    input wire  tpc_valid;
    input wire  [2:0] tpc_err;
    output reg  tpc_pop;
    input wire  piece_done;
    output reg  m_inv_valid;
    input wire  m_inv_ready;
    output reg  [31:0] m_inv_stag;
    input wire  s_inv_ack_valid;
    output reg  s_inv_ack_ready;
    input wire  [1:0] s_inv_ack_status;
    output reg  job_push;
    output reg  [100:0] job_din;
    input wire  job_full;
    output reg  m_rreq_valid;
    input wire  m_rreq_ready;
    output reg  [3:0] m_rreq_qp;
    output reg  [31:0] m_rreq_sink_stag;
    output reg  [63:0] m_rreq_sink_to;
    output reg  [31:0] m_rreq_size;
    output reg  [31:0] m_rreq_src_stag;
    output reg  [63:0] m_rreq_src_to;
    output reg  m_term_valid;
    input wire  m_term_ready;
    output reg  [3:0] m_term_qp;
    output reg  [31:0] m_term_ctl;
    output reg  [15:0] m_term_seglen;
    output reg  [63:0] m_term_w0;
    output reg  [63:0] m_term_w1;
    output reg  [63:0] m_term_w2;
    output reg  [63:0] m_term_w3;
    output reg  [63:0] m_term_w4;
    output reg  [63:0] m_term_w5;
    output reg  [31:0] cnt_segments;
    output reg  [31:0] cnt_dropped;
    output reg  [15:0] cnt_term_llp;
    output reg  [15:0] cnt_term_ddp;
    output reg  [15:0] cnt_term_rdmap;

    // Enums
    localparam CtlState$Init = 0;
    localparam CtlState$Idle = 1;
    localparam CtlState$Read = 2;
    localparam CtlState$Load = 3;
    localparam CtlState$Exec = 4;
    localparam CtlState$RqRead = 5;
    localparam CtlState$RqLoad = 6;
    localparam CtlState$SendCheck = 7;
    localparam CtlState$Inv = 8;
    localparam CtlState$InvAck = 9;
    localparam CtlState$Xlate = 10;
    localparam CtlState$Verdict = 11;
    localparam CtlState$ReadReq = 12;
    localparam CtlState$Term = 13;
    localparam CtlState$Job = 14;

    // Stub signals
    reg  ctx_msn$clock;
    reg  [3:0] ctx_msn$read_address;
    wire  [63:0] ctx_msn$read_data;
    reg  ctx_msn$write_enable;
    reg  [3:0] ctx_msn$write_address;
    reg  [63:0] ctx_msn$write_data;
    reg  ctx_st$clock;
    reg  [3:0] ctx_st$read_address;
    wire  [56:0] ctx_st$read_data;
    reg  ctx_st$write_enable;
    reg  [3:0] ctx_st$write_address;
    reg  [56:0] ctx_st$write_data;
    reg  ctx_rq$clock;
    reg  [3:0] ctx_rq$read_address;
    wire  [9:0] ctx_rq$read_data;
    reg  ctx_rq$write_enable;
    reg  [3:0] ctx_rq$write_address;
    reg  [9:0] ctx_rq$write_data;
    reg  rqa$clock;
    reg  [7:0] rqa$read_address;
    wire  [63:0] rqa$read_data;
    reg  rqa$write_enable;
    reg  [7:0] rqa$write_address;
    reg  [63:0] rqa$write_data;
    reg  rqb$clock;
    reg  [7:0] rqb$read_address;
    wire  [63:0] rqb$read_data;
    reg  rqb$write_enable;
    reg  [7:0] rqb$write_address;
    reg  [63:0] rqb$write_data;
    reg  [3:0] state$d;
    wire  [3:0] state$q;
    reg  state$clock;
    reg  [1:0] ev$d;
    wire  [1:0] ev$q;
    reg  ev$clock;
    reg  [3:0] qp$d;
    wire  [3:0] qp$q;
    reg  qp$clock;
    reg  [15:0] e_pd$d;
    wire  [15:0] e_pd$q;
    reg  e_pd$clock;
    reg  [3:0] e_ird$d;
    wire  [3:0] e_ird$q;
    reg  e_ird$clock;
    reg  [31:0] e_stag$d;
    wire  [31:0] e_stag$q;
    reg  e_stag$clock;
    reg  [63:0] e_to$d;
    wire  [63:0] e_to$q;
    reg  e_to$clock;
    reg  [31:0] e_len$d;
    wire  [31:0] e_len$q;
    reg  e_len$clock;
    reg  [31:0] msn_send$d;
    wire  [31:0] msn_send$q;
    reg  msn_send$clock;
    reg  [31:0] msn_read$d;
    wire  [31:0] msn_read$q;
    reg  msn_read$clock;
    reg  [31:0] progress$d;
    wire  [31:0] progress$q;
    reg  progress$clock;
    reg  [15:0] pd$d;
    wire  [15:0] pd$q;
    reg  pd$clock;
    reg  [3:0] ird$d;
    wire  [3:0] ird$q;
    reg  ird$clock;
    reg  [3:0] ird_used$d;
    wire  [3:0] ird_used$q;
    reg  ird_used$clock;
    reg  live$d;
    wire  live$q;
    reg  live$clock;
    reg  [4:0] head$d;
    wire  [4:0] head$q;
    reg  head$clock;
    reg  [4:0] tail$d;
    wire  [4:0] tail$q;
    reg  tail$clock;
    reg  [31:0] b_stag$d;
    wire  [31:0] b_stag$q;
    reg  b_stag$clock;
    reg  [63:0] b_to$d;
    wire  [63:0] b_to$q;
    reg  b_to$clock;
    reg  [31:0] b_len$d;
    wire  [31:0] b_len$q;
    reg  b_len$clock;
    reg  j_push$d;
    wire  j_push$q;
    reg  j_push$clock;
    reg  j_place$d;
    wire  j_place$q;
    reg  j_place$clock;
    reg  j_cqe$d;
    wire  j_cqe$q;
    reg  j_cqe$clock;
    reg  [1:0] j_kind$d;
    wire  [1:0] j_kind$q;
    reg  j_kind$clock;
    reg  [1:0] j_status$d;
    wire  [1:0] j_status$q;
    reg  j_status$clock;
    reg  [3:0] j_slot$d;
    wire  [3:0] j_slot$q;
    reg  j_slot$clock;
    reg  [31:0] j_len$d;
    wire  [31:0] j_len$q;
    reg  j_len$clock;
    reg  j_se$d;
    wire  j_se$q;
    reg  j_se$clock;
    reg  j_inv$d;
    wire  j_inv$q;
    reg  j_inv$clock;
    reg  [31:0] j_stag$d;
    wire  [31:0] j_stag$q;
    reg  j_stag$clock;
    reg  [4:0] j_flush$d;
    wire  [4:0] j_flush$q;
    reg  j_flush$clock;
    reg  [3:0] j_from$d;
    wire  [3:0] j_from$q;
    reg  j_from$clock;
    reg  [15:0] t_code$d;
    wire  [15:0] t_code$q;
    reg  t_code$clock;
    reg  [2:0] pieces_out$d;
    wire  [2:0] pieces_out$q;
    reg  pieces_out$clock;
    reg  [4:0] count$d;
    wire  [4:0] count$q;
    reg  count$clock;
    reg  treq_valid$d;
    wire  treq_valid$q;
    reg  treq_valid$clock;
    reg  [31:0] treq_stag$d;
    wire  [31:0] treq_stag$q;
    reg  treq_stag$clock;
    reg  [63:0] treq_to$d;
    wire  [63:0] treq_to$q;
    reg  treq_to$clock;
    reg  [31:0] treq_len$d;
    wire  [31:0] treq_len$q;
    reg  treq_len$clock;
    reg  [1:0] treq_access$d;
    wire  [1:0] treq_access$q;
    reg  treq_access$clock;
    reg  inv_valid$d;
    wire  inv_valid$q;
    reg  inv_valid$clock;
    reg  rreq_valid$d;
    wire  rreq_valid$q;
    reg  rreq_valid$clock;
    reg  [3:0] rr_qp$d;
    wire  [3:0] rr_qp$q;
    reg  rr_qp$clock;
    reg  [31:0] rr_sink_stag$d;
    wire  [31:0] rr_sink_stag$q;
    reg  rr_sink_stag$clock;
    reg  [63:0] rr_sink_to$d;
    wire  [63:0] rr_sink_to$q;
    reg  rr_sink_to$clock;
    reg  [31:0] rr_size$d;
    wire  [31:0] rr_size$q;
    reg  rr_size$clock;
    reg  [31:0] rr_src_stag$d;
    wire  [31:0] rr_src_stag$q;
    reg  rr_src_stag$clock;
    reg  [63:0] rr_src_to$d;
    wire  [63:0] rr_src_to$q;
    reg  rr_src_to$clock;
    reg  term_valid$d;
    wire  term_valid$q;
    reg  term_valid$clock;
    reg  [3:0] term_qp$d;
    wire  [3:0] term_qp$q;
    reg  term_qp$clock;
    reg  [31:0] term_ctl$d;
    wire  [31:0] term_ctl$q;
    reg  term_ctl$clock;
    reg  [15:0] term_seglen$d;
    wire  [15:0] term_seglen$q;
    reg  term_seglen$clock;
    reg  [63:0] tw0$d;
    wire  [63:0] tw0$q;
    reg  tw0$clock;
    reg  [63:0] tw1$d;
    wire  [63:0] tw1$q;
    reg  tw1$clock;
    reg  [63:0] tw2$d;
    wire  [63:0] tw2$q;
    reg  tw2$clock;
    reg  [63:0] tw3$d;
    wire  [63:0] tw3$q;
    reg  tw3$clock;
    reg  [63:0] tw4$d;
    wire  [63:0] tw4$q;
    reg  tw4$clock;
    reg  [63:0] tw5$d;
    wire  [63:0] tw5$q;
    reg  tw5$clock;
    reg  [31:0] n_segments$d;
    wire  [31:0] n_segments$q;
    reg  n_segments$clock;
    reg  [31:0] n_dropped$d;
    wire  [31:0] n_dropped$q;
    reg  n_dropped$clock;
    reg  [15:0] n_llp$d;
    wire  [15:0] n_llp$q;
    reg  n_llp$clock;
    reg  [15:0] n_ddp$d;
    wire  [15:0] n_ddp$q;
    reg  n_ddp$clock;
    reg  [15:0] n_rdmap$d;
    wire  [15:0] n_rdmap$q;
    reg  n_rdmap$clock;
    reg  f_t$d;
    wire  f_t$q;
    reg  f_t$clock;
    reg  f_l$d;
    wire  f_l$q;
    reg  f_l$clock;
    reg  [1:0] f_dv$d;
    wire  [1:0] f_dv$q;
    reg  f_dv$clock;
    reg  [1:0] f_rv$d;
    wire  [1:0] f_rv$q;
    reg  f_rv$clock;
    reg  [3:0] f_op$d;
    wire  [3:0] f_op$q;
    reg  f_op$clock;
    reg  [31:0] f_stag$d;
    wire  [31:0] f_stag$q;
    reg  f_stag$clock;
    reg  [63:0] f_to$d;
    wire  [63:0] f_to$q;
    reg  f_to$clock;
    reg  [31:0] f_qn$d;
    wire  [31:0] f_qn$q;
    reg  f_qn$clock;
    reg  [31:0] f_msn$d;
    wire  [31:0] f_msn$q;
    reg  f_msn$clock;
    reg  [31:0] f_mo$d;
    wire  [31:0] f_mo$q;
    reg  f_mo$clock;
    reg  [16:0] f_hlen$d;
    wire  [16:0] f_hlen$q;
    reg  f_hlen$clock;
    reg  [16:0] f_plen$d;
    wire  [16:0] f_plen$q;
    reg  f_plen$clock;
    reg  [31:0] f_queue$d;
    wire  [31:0] f_queue$q;
    reg  f_queue$clock;
    reg  f_inv$d;
    wire  f_inv$q;
    reg  f_inv$clock;
    reg  f_se$d;
    wire  f_se$q;
    reg  f_se$clock;
    reg  [32:0] end33$d;
    wire  [32:0] end33$q;
    reg  end33$clock;
    reg  [15:0] flags$d;
    wire  [15:0] flags$q;
    reg  flags$clock;

    // Local signals
    reg  [15:0] tlb_code;
    reg  pushing_place;
    reg  [100:0] jw;
    reg  [56:0] st_word;
    reg  [4:0] rq_used;
    reg  [15:0] flags_w;

    // Sub module instances
    ddp_rx$control$ctx_msn ctx_msn(
        .clock(ctx_msn$clock),
        .read_address(ctx_msn$read_address),
        .read_data(ctx_msn$read_data),
        .write_enable(ctx_msn$write_enable),
        .write_address(ctx_msn$write_address),
        .write_data(ctx_msn$write_data)
    );
    ddp_rx$control$ctx_st ctx_st(
        .clock(ctx_st$clock),
        .read_address(ctx_st$read_address),
        .read_data(ctx_st$read_data),
        .write_enable(ctx_st$write_enable),
        .write_address(ctx_st$write_address),
        .write_data(ctx_st$write_data)
    );
    ddp_rx$control$ctx_rq ctx_rq(
        .clock(ctx_rq$clock),
        .read_address(ctx_rq$read_address),
        .read_data(ctx_rq$read_data),
        .write_enable(ctx_rq$write_enable),
        .write_address(ctx_rq$write_address),
        .write_data(ctx_rq$write_data)
    );
    ddp_rx$control$rqa rqa(
        .clock(rqa$clock),
        .read_address(rqa$read_address),
        .read_data(rqa$read_data),
        .write_enable(rqa$write_enable),
        .write_address(rqa$write_address),
        .write_data(rqa$write_data)
    );
    ddp_rx$control$rqb rqb(
        .clock(rqb$clock),
        .read_address(rqb$read_address),
        .read_data(rqb$read_data),
        .write_enable(rqb$write_enable),
        .write_address(rqb$write_address),
        .write_data(rqb$write_data)
    );
    ddp_rx$control$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    ddp_rx$control$ev ev(
        .d(ev$d),
        .q(ev$q),
        .clock(ev$clock)
    );
    ddp_rx$control$qp qp(
        .d(qp$d),
        .q(qp$q),
        .clock(qp$clock)
    );
    ddp_rx$control$e_pd e_pd(
        .d(e_pd$d),
        .q(e_pd$q),
        .clock(e_pd$clock)
    );
    ddp_rx$control$e_ird e_ird(
        .d(e_ird$d),
        .q(e_ird$q),
        .clock(e_ird$clock)
    );
    ddp_rx$control$e_stag e_stag(
        .d(e_stag$d),
        .q(e_stag$q),
        .clock(e_stag$clock)
    );
    ddp_rx$control$e_to e_to(
        .d(e_to$d),
        .q(e_to$q),
        .clock(e_to$clock)
    );
    ddp_rx$control$e_len e_len(
        .d(e_len$d),
        .q(e_len$q),
        .clock(e_len$clock)
    );
    ddp_rx$control$msn_send msn_send(
        .d(msn_send$d),
        .q(msn_send$q),
        .clock(msn_send$clock)
    );
    ddp_rx$control$msn_read msn_read(
        .d(msn_read$d),
        .q(msn_read$q),
        .clock(msn_read$clock)
    );
    ddp_rx$control$progress progress(
        .d(progress$d),
        .q(progress$q),
        .clock(progress$clock)
    );
    ddp_rx$control$pd pd(
        .d(pd$d),
        .q(pd$q),
        .clock(pd$clock)
    );
    ddp_rx$control$ird ird(
        .d(ird$d),
        .q(ird$q),
        .clock(ird$clock)
    );
    ddp_rx$control$ird_used ird_used(
        .d(ird_used$d),
        .q(ird_used$q),
        .clock(ird_used$clock)
    );
    ddp_rx$control$live live(
        .d(live$d),
        .q(live$q),
        .clock(live$clock)
    );
    ddp_rx$control$head head(
        .d(head$d),
        .q(head$q),
        .clock(head$clock)
    );
    ddp_rx$control$tail tail(
        .d(tail$d),
        .q(tail$q),
        .clock(tail$clock)
    );
    ddp_rx$control$b_stag b_stag(
        .d(b_stag$d),
        .q(b_stag$q),
        .clock(b_stag$clock)
    );
    ddp_rx$control$b_to b_to(
        .d(b_to$d),
        .q(b_to$q),
        .clock(b_to$clock)
    );
    ddp_rx$control$b_len b_len(
        .d(b_len$d),
        .q(b_len$q),
        .clock(b_len$clock)
    );
    ddp_rx$control$j_push j_push(
        .d(j_push$d),
        .q(j_push$q),
        .clock(j_push$clock)
    );
    ddp_rx$control$j_place j_place(
        .d(j_place$d),
        .q(j_place$q),
        .clock(j_place$clock)
    );
    ddp_rx$control$j_cqe j_cqe(
        .d(j_cqe$d),
        .q(j_cqe$q),
        .clock(j_cqe$clock)
    );
    ddp_rx$control$j_kind j_kind(
        .d(j_kind$d),
        .q(j_kind$q),
        .clock(j_kind$clock)
    );
    ddp_rx$control$j_status j_status(
        .d(j_status$d),
        .q(j_status$q),
        .clock(j_status$clock)
    );
    ddp_rx$control$j_slot j_slot(
        .d(j_slot$d),
        .q(j_slot$q),
        .clock(j_slot$clock)
    );
    ddp_rx$control$j_len j_len(
        .d(j_len$d),
        .q(j_len$q),
        .clock(j_len$clock)
    );
    ddp_rx$control$j_se j_se(
        .d(j_se$d),
        .q(j_se$q),
        .clock(j_se$clock)
    );
    ddp_rx$control$j_inv j_inv(
        .d(j_inv$d),
        .q(j_inv$q),
        .clock(j_inv$clock)
    );
    ddp_rx$control$j_stag j_stag(
        .d(j_stag$d),
        .q(j_stag$q),
        .clock(j_stag$clock)
    );
    ddp_rx$control$j_flush j_flush(
        .d(j_flush$d),
        .q(j_flush$q),
        .clock(j_flush$clock)
    );
    ddp_rx$control$j_from j_from(
        .d(j_from$d),
        .q(j_from$q),
        .clock(j_from$clock)
    );
    ddp_rx$control$t_code t_code(
        .d(t_code$d),
        .q(t_code$q),
        .clock(t_code$clock)
    );
    ddp_rx$control$pieces_out pieces_out(
        .d(pieces_out$d),
        .q(pieces_out$q),
        .clock(pieces_out$clock)
    );
    ddp_rx$control$count count(
        .d(count$d),
        .q(count$q),
        .clock(count$clock)
    );
    ddp_rx$control$treq_valid treq_valid(
        .d(treq_valid$d),
        .q(treq_valid$q),
        .clock(treq_valid$clock)
    );
    ddp_rx$control$treq_stag treq_stag(
        .d(treq_stag$d),
        .q(treq_stag$q),
        .clock(treq_stag$clock)
    );
    ddp_rx$control$treq_to treq_to(
        .d(treq_to$d),
        .q(treq_to$q),
        .clock(treq_to$clock)
    );
    ddp_rx$control$treq_len treq_len(
        .d(treq_len$d),
        .q(treq_len$q),
        .clock(treq_len$clock)
    );
    ddp_rx$control$treq_access treq_access(
        .d(treq_access$d),
        .q(treq_access$q),
        .clock(treq_access$clock)
    );
    ddp_rx$control$inv_valid inv_valid(
        .d(inv_valid$d),
        .q(inv_valid$q),
        .clock(inv_valid$clock)
    );
    ddp_rx$control$rreq_valid rreq_valid(
        .d(rreq_valid$d),
        .q(rreq_valid$q),
        .clock(rreq_valid$clock)
    );
    ddp_rx$control$rr_qp rr_qp(
        .d(rr_qp$d),
        .q(rr_qp$q),
        .clock(rr_qp$clock)
    );
    ddp_rx$control$rr_sink_stag rr_sink_stag(
        .d(rr_sink_stag$d),
        .q(rr_sink_stag$q),
        .clock(rr_sink_stag$clock)
    );
    ddp_rx$control$rr_sink_to rr_sink_to(
        .d(rr_sink_to$d),
        .q(rr_sink_to$q),
        .clock(rr_sink_to$clock)
    );
    ddp_rx$control$rr_size rr_size(
        .d(rr_size$d),
        .q(rr_size$q),
        .clock(rr_size$clock)
    );
    ddp_rx$control$rr_src_stag rr_src_stag(
        .d(rr_src_stag$d),
        .q(rr_src_stag$q),
        .clock(rr_src_stag$clock)
    );
    ddp_rx$control$rr_src_to rr_src_to(
        .d(rr_src_to$d),
        .q(rr_src_to$q),
        .clock(rr_src_to$clock)
    );
    ddp_rx$control$term_valid term_valid(
        .d(term_valid$d),
        .q(term_valid$q),
        .clock(term_valid$clock)
    );
    ddp_rx$control$term_qp term_qp(
        .d(term_qp$d),
        .q(term_qp$q),
        .clock(term_qp$clock)
    );
    ddp_rx$control$term_ctl term_ctl(
        .d(term_ctl$d),
        .q(term_ctl$q),
        .clock(term_ctl$clock)
    );
    ddp_rx$control$term_seglen term_seglen(
        .d(term_seglen$d),
        .q(term_seglen$q),
        .clock(term_seglen$clock)
    );
    ddp_rx$control$tw0 tw0(
        .d(tw0$d),
        .q(tw0$q),
        .clock(tw0$clock)
    );
    ddp_rx$control$tw1 tw1(
        .d(tw1$d),
        .q(tw1$q),
        .clock(tw1$clock)
    );
    ddp_rx$control$tw2 tw2(
        .d(tw2$d),
        .q(tw2$q),
        .clock(tw2$clock)
    );
    ddp_rx$control$tw3 tw3(
        .d(tw3$d),
        .q(tw3$q),
        .clock(tw3$clock)
    );
    ddp_rx$control$tw4 tw4(
        .d(tw4$d),
        .q(tw4$q),
        .clock(tw4$clock)
    );
    ddp_rx$control$tw5 tw5(
        .d(tw5$d),
        .q(tw5$q),
        .clock(tw5$clock)
    );
    ddp_rx$control$n_segments n_segments(
        .d(n_segments$d),
        .q(n_segments$q),
        .clock(n_segments$clock)
    );
    ddp_rx$control$n_dropped n_dropped(
        .d(n_dropped$d),
        .q(n_dropped$q),
        .clock(n_dropped$clock)
    );
    ddp_rx$control$n_llp n_llp(
        .d(n_llp$d),
        .q(n_llp$q),
        .clock(n_llp$clock)
    );
    ddp_rx$control$n_ddp n_ddp(
        .d(n_ddp$d),
        .q(n_ddp$q),
        .clock(n_ddp$clock)
    );
    ddp_rx$control$n_rdmap n_rdmap(
        .d(n_rdmap$d),
        .q(n_rdmap$q),
        .clock(n_rdmap$clock)
    );
    ddp_rx$control$f_t f_t(
        .d(f_t$d),
        .q(f_t$q),
        .clock(f_t$clock)
    );
    ddp_rx$control$f_l f_l(
        .d(f_l$d),
        .q(f_l$q),
        .clock(f_l$clock)
    );
    ddp_rx$control$f_dv f_dv(
        .d(f_dv$d),
        .q(f_dv$q),
        .clock(f_dv$clock)
    );
    ddp_rx$control$f_rv f_rv(
        .d(f_rv$d),
        .q(f_rv$q),
        .clock(f_rv$clock)
    );
    ddp_rx$control$f_op f_op(
        .d(f_op$d),
        .q(f_op$q),
        .clock(f_op$clock)
    );
    ddp_rx$control$f_stag f_stag(
        .d(f_stag$d),
        .q(f_stag$q),
        .clock(f_stag$clock)
    );
    ddp_rx$control$f_to f_to(
        .d(f_to$d),
        .q(f_to$q),
        .clock(f_to$clock)
    );
    ddp_rx$control$f_qn f_qn(
        .d(f_qn$d),
        .q(f_qn$q),
        .clock(f_qn$clock)
    );
    ddp_rx$control$f_msn f_msn(
        .d(f_msn$d),
        .q(f_msn$q),
        .clock(f_msn$clock)
    );
    ddp_rx$control$f_mo f_mo(
        .d(f_mo$d),
        .q(f_mo$q),
        .clock(f_mo$clock)
    );
    ddp_rx$control$f_hlen f_hlen(
        .d(f_hlen$d),
        .q(f_hlen$q),
        .clock(f_hlen$clock)
    );
    ddp_rx$control$f_plen f_plen(
        .d(f_plen$d),
        .q(f_plen$q),
        .clock(f_plen$clock)
    );
    ddp_rx$control$f_queue f_queue(
        .d(f_queue$d),
        .q(f_queue$q),
        .clock(f_queue$clock)
    );
    ddp_rx$control$f_inv f_inv(
        .d(f_inv$d),
        .q(f_inv$q),
        .clock(f_inv$clock)
    );
    ddp_rx$control$f_se f_se(
        .d(f_se$d),
        .q(f_se$q),
        .clock(f_se$clock)
    );
    ddp_rx$control$end33 end33(
        .d(end33$d),
        .q(end33$q),
        .clock(end33$clock)
    );
    ddp_rx$control$flags flags(
        .d(flags$d),
        .q(flags$q),
        .clock(flags$clock)
    );

    // Update code
    always @(*) begin
        state$clock = clock;
        ev$clock = clock;
        qp$clock = clock;
        e_pd$clock = clock;
        e_ird$clock = clock;
        e_stag$clock = clock;
        e_to$clock = clock;
        e_len$clock = clock;
        msn_send$clock = clock;
        msn_read$clock = clock;
        progress$clock = clock;
        pd$clock = clock;
        ird$clock = clock;
        ird_used$clock = clock;
        live$clock = clock;
        head$clock = clock;
        tail$clock = clock;
        b_stag$clock = clock;
        b_to$clock = clock;
        b_len$clock = clock;
        j_push$clock = clock;
        j_place$clock = clock;
        j_cqe$clock = clock;
        j_kind$clock = clock;
        j_status$clock = clock;
        j_slot$clock = clock;
        j_len$clock = clock;
        j_se$clock = clock;
        j_inv$clock = clock;
        j_stag$clock = clock;
        j_flush$clock = clock;
        j_from$clock = clock;
        t_code$clock = clock;
        pieces_out$clock = clock;
        count$clock = clock;
        treq_valid$clock = clock;
        treq_stag$clock = clock;
        treq_to$clock = clock;
        treq_len$clock = clock;
        treq_access$clock = clock;
        inv_valid$clock = clock;
        rreq_valid$clock = clock;
        rr_qp$clock = clock;
        rr_sink_stag$clock = clock;
        rr_sink_to$clock = clock;
        rr_size$clock = clock;
        rr_src_stag$clock = clock;
        rr_src_to$clock = clock;
        term_valid$clock = clock;
        term_qp$clock = clock;
        term_ctl$clock = clock;
        term_seglen$clock = clock;
        tw0$clock = clock;
        tw1$clock = clock;
        tw2$clock = clock;
        tw3$clock = clock;
        tw4$clock = clock;
        tw5$clock = clock;
        n_segments$clock = clock;
        n_dropped$clock = clock;
        n_llp$clock = clock;
        n_ddp$clock = clock;
        n_rdmap$clock = clock;
        f_t$clock = clock;
        f_l$clock = clock;
        f_dv$clock = clock;
        f_rv$clock = clock;
        f_op$clock = clock;
        f_stag$clock = clock;
        f_to$clock = clock;
        f_qn$clock = clock;
        f_msn$clock = clock;
        f_mo$clock = clock;
        f_hlen$clock = clock;
        f_plen$clock = clock;
        f_queue$clock = clock;
        f_inv$clock = clock;
        f_se$clock = clock;
        end33$clock = clock;
        flags$clock = clock;
        state$d = state$q;
        ev$d = ev$q;
        qp$d = qp$q;
        e_pd$d = e_pd$q;
        e_ird$d = e_ird$q;
        e_stag$d = e_stag$q;
        e_to$d = e_to$q;
        e_len$d = e_len$q;
        msn_send$d = msn_send$q;
        msn_read$d = msn_read$q;
        progress$d = progress$q;
        pd$d = pd$q;
        ird$d = ird$q;
        ird_used$d = ird_used$q;
        live$d = live$q;
        head$d = head$q;
        tail$d = tail$q;
        b_stag$d = b_stag$q;
        b_to$d = b_to$q;
        b_len$d = b_len$q;
        j_push$d = j_push$q;
        j_place$d = j_place$q;
        j_cqe$d = j_cqe$q;
        j_kind$d = j_kind$q;
        j_status$d = j_status$q;
        j_slot$d = j_slot$q;
        j_len$d = j_len$q;
        j_se$d = j_se$q;
        j_inv$d = j_inv$q;
        j_stag$d = j_stag$q;
        j_flush$d = j_flush$q;
        j_from$d = j_from$q;
        t_code$d = t_code$q;
        pieces_out$d = pieces_out$q;
        count$d = count$q;
        treq_valid$d = treq_valid$q;
        treq_stag$d = treq_stag$q;
        treq_to$d = treq_to$q;
        treq_len$d = treq_len$q;
        treq_access$d = treq_access$q;
        inv_valid$d = inv_valid$q;
        rreq_valid$d = rreq_valid$q;
        rr_qp$d = rr_qp$q;
        rr_sink_stag$d = rr_sink_stag$q;
        rr_sink_to$d = rr_sink_to$q;
        rr_size$d = rr_size$q;
        rr_src_stag$d = rr_src_stag$q;
        rr_src_to$d = rr_src_to$q;
        term_valid$d = term_valid$q;
        term_qp$d = term_qp$q;
        term_ctl$d = term_ctl$q;
        term_seglen$d = term_seglen$q;
        tw0$d = tw0$q;
        tw1$d = tw1$q;
        tw2$d = tw2$q;
        tw3$d = tw3$q;
        tw4$d = tw4$q;
        tw5$d = tw5$q;
        n_segments$d = n_segments$q;
        n_dropped$d = n_dropped$q;
        n_llp$d = n_llp$q;
        n_ddp$d = n_ddp$q;
        n_rdmap$d = n_rdmap$q;
        f_t$d = f_t$q;
        f_l$d = f_l$q;
        f_dv$d = f_dv$q;
        f_rv$d = f_rv$q;
        f_op$d = f_op$q;
        f_stag$d = f_stag$q;
        f_to$d = f_to$q;
        f_qn$d = f_qn$q;
        f_msn$d = f_msn$q;
        f_mo$d = f_mo$q;
        f_hlen$d = f_hlen$q;
        f_plen$d = f_plen$q;
        f_queue$d = f_queue$q;
        f_inv$d = f_inv$q;
        f_se$d = f_se$q;
        end33$d = end33$q;
        flags$d = flags$q;
        ctx_msn$clock = clock;
        ctx_st$clock = clock;
        ctx_rq$clock = clock;
        rqa$clock = clock;
        rqb$clock = clock;
        f_t$d = desc_w0[32'h3f];
        f_l$d = desc_w0[32'h3e];
        f_dv$d = desc_w0[(32'h38)+:(2)];
        f_rv$d = desc_w0[(32'h36)+:(2)];
        f_op$d = desc_w0[(32'h30)+:(4)];
        f_stag$d = desc_w0[(32'h10)+:(32)];
        f_to$d = (((desc_w0[(32'h0)+:(16)]) & 64'hffffffffffffffff) << 32'h30) | ((desc_w1[(32'h10)+:(48)]) & 64'hffffffffffffffff);
        f_qn$d = (((desc_w0[(32'h0)+:(16)]) & 32'hffffffff) << 32'h10) | ((desc_w1[(32'h30)+:(16)]) & 32'hffffffff);
        f_msn$d = desc_w1[(32'h10)+:(32)];
        f_mo$d = (((desc_w1[(32'h0)+:(16)]) & 32'hffffffff) << 32'h10) | ((desc_w2[(32'h30)+:(16)]) & 32'hffffffff);
        f_hlen$d = ((32'h12) & 17'h1ffff);
        if (f_t$q) begin
            f_hlen$d = ((32'he) & 17'h1ffff);
        end
        f_plen$d = desc_len - f_hlen$q;
        f_queue$d = ((32'h0) & 32'hffffffff);
        if (f_op$q == 32'h1) begin
            f_queue$d = ((32'h1) & 32'hffffffff);
        end
        if (f_op$q == 32'h7) begin
            f_queue$d = ((32'h2) & 32'hffffffff);
        end
        f_inv$d = (f_op$q == 32'h4) | (f_op$q == 32'h6);
        f_se$d = (f_op$q == 32'h5) | (f_op$q == 32'h6);
        end33$d = ((progress$q) & 33'h1ffffffff) + ((f_plen$q) & 33'h1ffffffff);
        flags_w = ((32'h8000) & 16'hffff);
        if (desc_len >= f_hlen$q) begin
            flags_w = flags_w | ((32'h4000) & 16'hffff);
        end
        if (~f_t$q & (f_op$q == 32'h1) & (desc_len >= 32'h2e)) begin
            flags_w = flags_w | ((32'h2000) & 16'hffff);
        end
        flags$d = flags_w;
        tlb_code = ((32'h1100) & 16'hffff);
        if (tpc_err == 32'h2) begin
            tlb_code = ((32'h1102) & 16'hffff);
        end
        if (tpc_err == 32'h4) begin
            tlb_code = ((32'h1103) & 16'hffff);
        end
        if (tpc_err == 32'h5) begin
            tlb_code = ((32'h1101) & 16'hffff);
        end
        if (~f_t$q) begin
            tlb_code = ((32'hff) & 16'hffff);
        end
        rq_used = tail$q - head$q;
        s_qpcfg_ready = 1'b0;
        s_recv_ready = 1'b0;
        s_rdone_ready = 1'b0;
        desc_pop = 1'b0;
        tpc_pop = 1'b0;
        s_inv_ack_ready = 1'b0;
        job_push = 1'b0;
        pushing_place = 1'b0;
        ctx_msn$read_address = qp$q;
        ctx_st$read_address = qp$q;
        ctx_rq$read_address = qp$q;
        ctx_msn$write_address = qp$q;
        ctx_st$write_address = qp$q;
        ctx_rq$write_address = qp$q;
        ctx_msn$write_enable = 1'b0;
        ctx_st$write_enable = 1'b0;
        ctx_rq$write_enable = 1'b0;
        ctx_msn$write_data = (((msn_read$q) & 64'hffffffffffffffff) << 32'h20) | ((msn_send$q) & 64'hffffffffffffffff);
        st_word = ((progress$q) & 57'h1ffffffffffffff) | (((pd$q) & 57'h1ffffffffffffff) << 32'h20) | (((ird$q) & 57'h1ffffffffffffff) << 32'h30) | (((ird_used$q) & 57'h1ffffffffffffff) << 32'h34);
        if (live$q) begin
            st_word = st_word | (((32'h1) & 57'h1ffffffffffffff) << 32'h38);
        end
        ctx_st$write_data = st_word;
        ctx_rq$write_data = ((head$q) & 10'h3ff) | (((tail$q) & 10'h3ff) << 32'h5);
        rqa$read_address = (((qp$q) & 8'hff) << 32'h4) | ((head$q[(32'h0)+:(4)]) & 8'hff);
        rqb$read_address = (((qp$q) & 8'hff) << 32'h4) | ((head$q[(32'h0)+:(4)]) & 8'hff);
        rqa$write_address = (((qp$q) & 8'hff) << 32'h4) | ((tail$q[(32'h0)+:(4)]) & 8'hff);
        rqb$write_address = (((qp$q) & 8'hff) << 32'h4) | ((tail$q[(32'h0)+:(4)]) & 8'hff);
        rqa$write_data = ((e_stag$q) & 64'hffffffffffffffff) | (((e_len$q) & 64'hffffffffffffffff) << 32'h20);
        rqb$write_data = e_to$q;
        rqa$write_enable = 1'b0;
        rqb$write_enable = 1'b0;
        m_treq_valid = treq_valid$q;
        m_treq_stag = treq_stag$q;
        m_treq_to = treq_to$q;
        m_treq_len = treq_len$q;
        m_treq_access = treq_access$q;
        m_treq_pd = pd$q;
        if (m_treq_ready) begin
            treq_valid$d = 1'b0;
        end
        m_inv_valid = inv_valid$q;
        m_inv_stag = f_stag$q;
        if (m_inv_ready) begin
            inv_valid$d = 1'b0;
        end
        m_rreq_valid = rreq_valid$q;
        m_rreq_qp = rr_qp$q;
        m_rreq_sink_stag = rr_sink_stag$q;
        m_rreq_sink_to = rr_sink_to$q;
        m_rreq_size = rr_size$q;
        m_rreq_src_stag = rr_src_stag$q;
        m_rreq_src_to = rr_src_to$q;
        if (m_rreq_ready) begin
            rreq_valid$d = 1'b0;
        end
        m_term_valid = term_valid$q;
        m_term_qp = term_qp$q;
        m_term_ctl = term_ctl$q;
        m_term_seglen = term_seglen$q;
        m_term_w0 = tw0$q;
        m_term_w1 = tw1$q;
        m_term_w2 = tw2$q;
        m_term_w3 = tw3$q;
        m_term_w4 = tw4$q;
        m_term_w5 = tw5$q;
        if (m_term_ready) begin
            term_valid$d = 1'b0;
        end
        cnt_segments = n_segments$q;
        cnt_dropped = n_dropped$q;
        cnt_term_llp = n_llp$q;
        cnt_term_ddp = n_ddp$q;
        cnt_term_rdmap = n_rdmap$q;
        jw = (((desc_words) & 101'h1fffffffffffffffffffffffff) << 32'h2) | (((j_kind$q) & 101'h1fffffffffffffffffffffffff) << 32'he) | (((j_status$q) & 101'h1fffffffffffffffffffffffff) << 32'h10) | (((j_slot$q) & 101'h1fffffffffffffffffffffffff) << 32'h12) | (((j_len$q) & 101'h1fffffffffffffffffffffffff) << 32'h16) | (((j_stag$q) & 101'h1fffffffffffffffffffffffff) << 32'h38) | (((qp$q) & 101'h1fffffffffffffffffffffffff) << 32'h58) | (((j_flush$q) & 101'h1fffffffffffffffffffffffff) << 32'h5c) | (((j_from$q) & 101'h1fffffffffffffffffffffffff) << 32'h61);
        if (j_place$q) begin
            jw = jw | ((32'h1) & 101'h1fffffffffffffffffffffffff);
        end
        if (f_t$q) begin
            jw = jw | (((32'h1) & 101'h1fffffffffffffffffffffffff) << 32'h1);
        end
        if (j_cqe$q) begin
            jw = jw | (((32'h1) & 101'h1fffffffffffffffffffffffff) << 32'hd);
        end
        if (j_se$q) begin
            jw = jw | (((32'h1) & 101'h1fffffffffffffffffffffffff) << 32'h36);
        end
        if (j_inv$q) begin
            jw = jw | (((32'h1) & 101'h1fffffffffffffffffffffffff) << 32'h37);
        end
        if (ev$q != 32'h3) begin
            jw = jw & ~(((32'h7ff) & 101'h1fffffffffffffffffffffffff) << 32'h2);
        end
        job_din = jw;
        case (state$q)
            CtlState$Init:
                begin
                    qp$d = count$q[(32'h0)+:(4)];
                    msn_send$d = ((32'h1) & 32'hffffffff);
                    msn_read$d = ((32'h1) & 32'hffffffff);
                    progress$d = ((32'h0) & 32'hffffffff);
                    live$d = 1'b0;
                    head$d = ((32'h0) & 5'h1f);
                    tail$d = ((32'h0) & 5'h1f);
                    ird$d = ((32'h0) & 4'hf);
                    ird_used$d = ((32'h0) & 4'hf);
                    pd$d = ((32'h0) & 16'hffff);
                    ctx_msn$write_enable = count$q != 32'h0;
                    ctx_st$write_enable = count$q != 32'h0;
                    ctx_rq$write_enable = count$q != 32'h0;
                    count$d = count$q + 32'h1;
                    if (count$q == 32'h10) begin
                        state$d = CtlState$Idle;
                    end
                end
            CtlState$Idle:
                begin
                    j_push$d = 1'b0;
                    j_place$d = 1'b0;
                    j_cqe$d = 1'b0;
                    j_flush$d = ((32'h0) & 5'h1f);
                    j_kind$d = ((32'h0) & 2'h3);
                    j_status$d = ((32'h0) & 2'h3);
                    j_len$d = ((32'h0) & 32'hffffffff);
                    j_se$d = 1'b0;
                    j_inv$d = 1'b0;
                    j_stag$d = ((32'h0) & 32'hffffffff);
                    j_slot$d = ((32'h0) & 4'hf);
                    if (desc_valid) begin
                        ev$d = ((32'h3) & 2'h3);
                        qp$d = desc_qp;
                        n_segments$d = n_segments$q + 32'h1;
                        state$d = CtlState$Read;
                    end
                    else if (s_qpcfg_valid) begin
                        s_qpcfg_ready = 1'b1;
                        ev$d = ((32'h0) & 2'h3);
                        qp$d = s_qpcfg_qp;
                        msn_send$d = ((32'h1) & 32'hffffffff);
                        msn_read$d = ((32'h1) & 32'hffffffff);
                        progress$d = ((32'h0) & 32'hffffffff);
                        pd$d = s_qpcfg_pd;
                        ird$d = s_qpcfg_ird;
                        ird_used$d = ((32'h0) & 4'hf);
                        live$d = 1'b1;
                        head$d = ((32'h0) & 5'h1f);
                        tail$d = ((32'h0) & 5'h1f);
                        state$d = CtlState$Job;
                    end
                    else if (s_rdone_valid) begin
                        s_rdone_ready = 1'b1;
                        ev$d = ((32'h2) & 2'h3);
                        qp$d = s_rdone_qp;
                        state$d = CtlState$Read;
                    end
                    else if (s_recv_valid) begin
                        s_recv_ready = 1'b1;
                        ev$d = ((32'h1) & 2'h3);
                        qp$d = s_recv_qp;
                        e_stag$d = s_recv_stag;
                        e_to$d = s_recv_to;
                        e_len$d = s_recv_len;
                        state$d = CtlState$Read;
                    end
                end
            CtlState$Read:
                begin
                    state$d = CtlState$Load;
                end
            CtlState$Load:
                begin
                    msn_send$d = ctx_msn$read_data[(32'h0)+:(32)];
                    msn_read$d = ctx_msn$read_data[(32'h20)+:(32)];
                    progress$d = ctx_st$read_data[(32'h0)+:(32)];
                    pd$d = ctx_st$read_data[(32'h20)+:(16)];
                    ird$d = ctx_st$read_data[(32'h30)+:(4)];
                    ird_used$d = ctx_st$read_data[(32'h34)+:(4)];
                    live$d = ctx_st$read_data[32'h38];
                    head$d = ctx_rq$read_data[(32'h0)+:(5)];
                    tail$d = ctx_rq$read_data[(32'h5)+:(5)];
                    state$d = CtlState$Exec;
                end
            CtlState$Exec:
                begin
                    state$d = CtlState$Job;
                    if (ev$q == 32'h1) begin
                        j_push$d = 1'b1;
                        j_slot$d = tail$q[(32'h0)+:(4)];
                        j_kind$d = ((32'h0) & 2'h3);
                        if (rq_used == 32'h10) begin
                            j_cqe$d = 1'b1;
                            j_status$d = ((32'h2) & 2'h3);
                        end
                        else begin
                            rqa$write_enable = 1'b1;
                            rqb$write_enable = 1'b1;
                            tail$d = tail$q + 32'h1;
                            if (~live$q) begin
                                head$d = tail$q + 32'h1;
                                j_cqe$d = 1'b1;
                                j_status$d = ((32'h1) & 2'h3);
                            end
                            else begin
                                j_push$d = 1'b0;
                            end
                        end
                    end
                    else if (ev$q == 32'h2) begin
                        if (ird_used$q != 32'h0) begin
                            ird_used$d = ird_used$q - 32'h1;
                        end
                    end
                    else begin
                        j_push$d = 1'b1;
                        if (~live$q) begin
                            n_dropped$d = n_dropped$q + 32'h1;
                        end
                        else if (desc_status == 32'h1) begin
                            t_code$d = ((32'h2002) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else if (desc_status != 32'h0) begin
                            t_code$d = ((32'h2003) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else if ((desc_len < 32'h2) | (desc_len > 32'h2000) | (desc_len < f_hlen$q)) begin
                            t_code$d = ((32'h1000) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else if (f_dv$q != 32'h1) begin
                            t_code$d = ((32'h1206) & 16'hffff);
                            if (f_t$q) begin
                                t_code$d = ((32'h1104) & 16'hffff);
                            end
                            state$d = CtlState$Term;
                        end
                        else if (f_rv$q != 32'h1) begin
                            t_code$d = ((32'h205) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else if (f_op$q[32'h3] | (f_t$q != ((f_op$q == 32'h0) | (f_op$q == 32'h2)))) begin
                            t_code$d = ((32'h206) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else if (f_t$q) begin
                            treq_valid$d = 1'b1;
                            treq_stag$d = f_stag$q;
                            treq_to$d = f_to$q;
                            treq_len$d = ((f_plen$q) & 32'hffffffff);
                            treq_access$d = ((32'h3) & 2'h3);
                            if ((f_op$q == 32'h2) & f_l$q) begin
                                j_cqe$d = 1'b1;
                                j_kind$d = ((32'h1) & 2'h3);
                                j_stag$d = f_stag$q;
                            end
                            state$d = CtlState$Xlate;
                        end
                        else if (f_qn$q != f_queue$q) begin
                            t_code$d = ((32'h1201) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else if (f_op$q == 32'h7) begin
                            j_cqe$d = 1'b1;
                            j_kind$d = ((32'h2) & 2'h3);
                            j_flush$d = tail$q - head$q;
                            j_from$d = head$q[(32'h0)+:(4)];
                            head$d = tail$q;
                            live$d = 1'b0;
                        end
                        else if (f_op$q == 32'h1) begin
                            if (f_msn$q != msn_read$q) begin
                                t_code$d = ((32'h1203) & 16'hffff);
                                state$d = CtlState$Term;
                            end
                            else if (f_mo$q != 32'h0) begin
                                t_code$d = ((32'h1204) & 16'hffff);
                                state$d = CtlState$Term;
                            end
                            else if (~f_l$q | (desc_len != 32'h2e)) begin
                                t_code$d = ((32'h1000) & 16'hffff);
                                state$d = CtlState$Term;
                            end
                            else if (ird_used$q >= ird$q) begin
                                t_code$d = ((32'h1202) & 16'hffff);
                                state$d = CtlState$Term;
                            end
                            else begin
                                ird_used$d = ird_used$q + 32'h1;
                                msn_read$d = msn_read$q + 32'h1;
                                state$d = CtlState$ReadReq;
                            end
                        end
                        else if (f_msn$q != msn_send$q) begin
                            t_code$d = ((32'h1203) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else if (head$q == tail$q) begin
                            t_code$d = ((32'h1202) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else if (f_mo$q != progress$q) begin
                            t_code$d = ((32'h1204) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else begin
                            state$d = CtlState$RqRead;
                        end
                    end
                end
            CtlState$RqRead:
                begin
                    state$d = CtlState$RqLoad;
                end
            CtlState$RqLoad:
                begin
                    b_stag$d = rqa$read_data[(32'h0)+:(32)];
                    b_len$d = rqa$read_data[(32'h20)+:(32)];
                    b_to$d = rqb$read_data;
                    state$d = CtlState$SendCheck;
                end
            CtlState$SendCheck:
                begin
                    treq_stag$d = b_stag$q;
                    treq_to$d = b_to$q + ((f_mo$q) & 64'hffffffffffffffff);
                    treq_len$d = ((f_plen$q) & 32'hffffffff);
                    treq_access$d = ((32'h1) & 2'h3);
                    if (end33$q > ((b_len$q) & 33'h1ffffffff)) begin
                        t_code$d = ((32'h1205) & 16'hffff);
                        state$d = CtlState$Term;
                    end
                    else if (f_l$q & f_inv$q) begin
                        inv_valid$d = 1'b1;
                        state$d = CtlState$Inv;
                    end
                    else begin
                        treq_valid$d = 1'b1;
                        state$d = CtlState$Xlate;
                    end
                    if (f_l$q) begin
                        j_cqe$d = 1'b1;
                        j_kind$d = ((32'h0) & 2'h3);
                        j_slot$d = head$q[(32'h0)+:(4)];
                        j_len$d = end33$q[(32'h0)+:(32)];
                        j_se$d = f_se$q;
                        j_inv$d = f_inv$q;
                        if (f_inv$q) begin
                            j_stag$d = f_stag$q;
                        end
                    end
                end
            CtlState$Inv:
                begin
                    if (~inv_valid$q) begin
                        state$d = CtlState$InvAck;
                    end
                end
            CtlState$InvAck:
                begin
                    s_inv_ack_ready = 1'b1;
                    if (s_inv_ack_valid) begin
                        if (s_inv_ack_status != 32'h0) begin
                            t_code$d = ((32'h109) & 16'hffff);
                            state$d = CtlState$Term;
                        end
                        else begin
                            treq_valid$d = 1'b1;
                            state$d = CtlState$Xlate;
                        end
                    end
                end
            CtlState$Xlate:
                begin
                    if (~treq_valid$q) begin
                        state$d = CtlState$Verdict;
                    end
                end
            CtlState$Verdict:
                begin
                    if ((pieces_out$q == 32'h0) & tpc_valid) begin
                        if (tpc_err != 32'h0) begin
                            tpc_pop = 1'b1;
                            t_code$d = tlb_code;
                            state$d = CtlState$Term;
                        end
                        else begin
                            j_place$d = 1'b1;
                            if (~f_t$q) begin
                                progress$d = end33$q[(32'h0)+:(32)];
                                if (f_l$q) begin
                                    progress$d = ((32'h0) & 32'hffffffff);
                                    head$d = head$q + 32'h1;
                                    msn_send$d = msn_send$q + 32'h1;
                                end
                            end
                            state$d = CtlState$Job;
                        end
                    end
                end
            CtlState$ReadReq:
                begin
                    if (~rreq_valid$q) begin
                        rreq_valid$d = 1'b1;
                        rr_qp$d = qp$q;
                        rr_sink_stag$d = desc_w2[(32'h10)+:(32)];
                        rr_sink_to$d = (((desc_w2[(32'h0)+:(16)]) & 64'hffffffffffffffff) << 32'h30) | ((desc_w3[(32'h10)+:(48)]) & 64'hffffffffffffffff);
                        rr_size$d = (((desc_w3[(32'h0)+:(16)]) & 32'hffffffff) << 32'h10) | ((desc_w4[(32'h30)+:(16)]) & 32'hffffffff);
                        rr_src_stag$d = desc_w4[(32'h10)+:(32)];
                        rr_src_to$d = (((desc_w4[(32'h0)+:(16)]) & 64'hffffffffffffffff) << 32'h30) | ((desc_w5[(32'h10)+:(48)]) & 64'hffffffffffffffff);
                        state$d = CtlState$Job;
                    end
                end
            CtlState$Term:
                begin
                    if (~term_valid$q) begin
                        term_valid$d = 1'b1;
                        term_qp$d = qp$q;
                        term_ctl$d = (((t_code$q) & 32'hffffffff) << 32'h10) | ((flags$q) & 32'hffffffff);
                        term_seglen$d = desc_len[(32'h0)+:(16)];
                        tw0$d = desc_w0;
                        tw1$d = desc_w1;
                        tw2$d = desc_w2;
                        tw3$d = desc_w3;
                        tw4$d = desc_w4;
                        tw5$d = desc_w5;
                        if (t_code$q[(32'hc)+:(4)] == 32'h2) begin
                            n_llp$d = n_llp$q + 32'h1;
                        end
                        else if (t_code$q[(32'hc)+:(4)] == 32'h1) begin
                            n_ddp$d = n_ddp$q + 32'h1;
                        end
                        else begin
                            n_rdmap$d = n_rdmap$q + 32'h1;
                        end
                        j_place$d = 1'b0;
                        j_cqe$d = 1'b0;
                        j_flush$d = tail$q - head$q;
                        j_from$d = head$q[(32'h0)+:(4)];
                        head$d = tail$q;
                        live$d = 1'b0;
                        state$d = CtlState$Job;
                    end
                end
            CtlState$Job:
                begin
                    if (~j_push$q | ~job_full) begin
                        job_push = j_push$q;
                        pushing_place = j_push$q & j_place$q;
                        ctx_msn$write_enable = 1'b1;
                        ctx_st$write_enable = 1'b1;
                        ctx_rq$write_enable = 1'b1;
                        desc_pop = ev$q == 32'h3;
                        state$d = CtlState$Idle;
                    end
                end
        endcase
        if (pushing_place & ~piece_done) begin
            pieces_out$d = pieces_out$q + 32'h1;
        end
        else if (~pushing_place & piece_done) begin
            pieces_out$d = pieces_out$q - 32'h1;
        end
        if (reset) begin
            state$d = CtlState$Init;
            count$d = ((32'h0) & 5'h1f);
            qp$d = ((32'h0) & 4'hf);
            pieces_out$d = ((32'h0) & 3'h7);
            treq_valid$d = 1'b0;
            inv_valid$d = 1'b0;
            rreq_valid$d = 1'b0;
            term_valid$d = 1'b0;
            n_segments$d = ((32'h0) & 32'hffffffff);
            n_dropped$d = ((32'h0) & 32'hffffffff);
            n_llp$d = ((32'h0) & 16'hffff);
            n_ddp$d = ((32'h0) & 16'hffff);
            n_rdmap$d = ((32'h0) & 16'hffff);
        end
    end

endmodule // ddp_rx$control


module ddp_rx$control$b_len(d,q,clock);

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

endmodule // ddp_rx$control$b_len


module ddp_rx$control$b_stag(d,q,clock);

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

endmodule // ddp_rx$control$b_stag


module ddp_rx$control$b_to(d,q,clock);

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

endmodule // ddp_rx$control$b_to


module ddp_rx$control$count(d,q,clock);

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

endmodule // ddp_rx$control$count


module ddp_rx$control$ctx_msn(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$control$ctx_msn


module ddp_rx$control$ctx_rq(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [9:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [9:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [9:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {10{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_rx$control$ctx_rq


module ddp_rx$control$ctx_st(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [56:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [56:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [56:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {57{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // ddp_rx$control$ctx_st


module ddp_rx$control$e_ird(d,q,clock);

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

endmodule // ddp_rx$control$e_ird


module ddp_rx$control$e_len(d,q,clock);

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

endmodule // ddp_rx$control$e_len


module ddp_rx$control$e_pd(d,q,clock);

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

endmodule // ddp_rx$control$e_pd


module ddp_rx$control$e_stag(d,q,clock);

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

endmodule // ddp_rx$control$e_stag


module ddp_rx$control$e_to(d,q,clock);

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

endmodule // ddp_rx$control$e_to


module ddp_rx$control$end33(d,q,clock);

    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 33'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$control$end33


module ddp_rx$control$ev(d,q,clock);

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

endmodule // ddp_rx$control$ev


module ddp_rx$control$f_dv(d,q,clock);

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

endmodule // ddp_rx$control$f_dv


module ddp_rx$control$f_hlen(d,q,clock);

    // Module arguments
    input wire  [16:0] d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$control$f_hlen


module ddp_rx$control$f_inv(d,q,clock);

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

endmodule // ddp_rx$control$f_inv


module ddp_rx$control$f_l(d,q,clock);

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

endmodule // ddp_rx$control$f_l


module ddp_rx$control$f_mo(d,q,clock);

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

endmodule // ddp_rx$control$f_mo


module ddp_rx$control$f_msn(d,q,clock);

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

endmodule // ddp_rx$control$f_msn


module ddp_rx$control$f_op(d,q,clock);

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

endmodule // ddp_rx$control$f_op


module ddp_rx$control$f_plen(d,q,clock);

    // Module arguments
    input wire  [16:0] d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$control$f_plen


module ddp_rx$control$f_qn(d,q,clock);

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

endmodule // ddp_rx$control$f_qn


module ddp_rx$control$f_queue(d,q,clock);

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

endmodule // ddp_rx$control$f_queue


module ddp_rx$control$f_rv(d,q,clock);

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

endmodule // ddp_rx$control$f_rv


module ddp_rx$control$f_se(d,q,clock);

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

endmodule // ddp_rx$control$f_se


module ddp_rx$control$f_stag(d,q,clock);

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

endmodule // ddp_rx$control$f_stag


module ddp_rx$control$f_t(d,q,clock);

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

endmodule // ddp_rx$control$f_t


module ddp_rx$control$f_to(d,q,clock);

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

endmodule // ddp_rx$control$f_to


module ddp_rx$control$flags(d,q,clock);

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

endmodule // ddp_rx$control$flags


module ddp_rx$control$head(d,q,clock);

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

endmodule // ddp_rx$control$head


module ddp_rx$control$inv_valid(d,q,clock);

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

endmodule // ddp_rx$control$inv_valid


module ddp_rx$control$ird(d,q,clock);

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

endmodule // ddp_rx$control$ird


module ddp_rx$control$ird_used(d,q,clock);

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

endmodule // ddp_rx$control$ird_used


module ddp_rx$control$j_cqe(d,q,clock);

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

endmodule // ddp_rx$control$j_cqe


module ddp_rx$control$j_flush(d,q,clock);

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

endmodule // ddp_rx$control$j_flush


module ddp_rx$control$j_from(d,q,clock);

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

endmodule // ddp_rx$control$j_from


module ddp_rx$control$j_inv(d,q,clock);

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

endmodule // ddp_rx$control$j_inv


module ddp_rx$control$j_kind(d,q,clock);

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

endmodule // ddp_rx$control$j_kind


module ddp_rx$control$j_len(d,q,clock);

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

endmodule // ddp_rx$control$j_len


module ddp_rx$control$j_place(d,q,clock);

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

endmodule // ddp_rx$control$j_place


module ddp_rx$control$j_push(d,q,clock);

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

endmodule // ddp_rx$control$j_push


module ddp_rx$control$j_se(d,q,clock);

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

endmodule // ddp_rx$control$j_se


module ddp_rx$control$j_slot(d,q,clock);

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

endmodule // ddp_rx$control$j_slot


module ddp_rx$control$j_stag(d,q,clock);

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

endmodule // ddp_rx$control$j_stag


module ddp_rx$control$j_status(d,q,clock);

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

endmodule // ddp_rx$control$j_status


module ddp_rx$control$live(d,q,clock);

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

endmodule // ddp_rx$control$live


module ddp_rx$control$msn_read(d,q,clock);

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

endmodule // ddp_rx$control$msn_read


module ddp_rx$control$msn_send(d,q,clock);

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

endmodule // ddp_rx$control$msn_send


module ddp_rx$control$n_ddp(d,q,clock);

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

endmodule // ddp_rx$control$n_ddp


module ddp_rx$control$n_dropped(d,q,clock);

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

endmodule // ddp_rx$control$n_dropped


module ddp_rx$control$n_llp(d,q,clock);

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

endmodule // ddp_rx$control$n_llp


module ddp_rx$control$n_rdmap(d,q,clock);

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

endmodule // ddp_rx$control$n_rdmap


module ddp_rx$control$n_segments(d,q,clock);

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

endmodule // ddp_rx$control$n_segments


module ddp_rx$control$pd(d,q,clock);

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

endmodule // ddp_rx$control$pd


module ddp_rx$control$pieces_out(d,q,clock);

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

endmodule // ddp_rx$control$pieces_out


module ddp_rx$control$progress(d,q,clock);

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

endmodule // ddp_rx$control$progress


module ddp_rx$control$qp(d,q,clock);

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

endmodule // ddp_rx$control$qp


module ddp_rx$control$rqa(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [7:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [7:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:255];

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
endmodule // ddp_rx$control$rqa


module ddp_rx$control$rqb(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [7:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [7:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:255];

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
endmodule // ddp_rx$control$rqb


module ddp_rx$control$rr_qp(d,q,clock);

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

endmodule // ddp_rx$control$rr_qp


module ddp_rx$control$rr_sink_stag(d,q,clock);

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

endmodule // ddp_rx$control$rr_sink_stag


module ddp_rx$control$rr_sink_to(d,q,clock);

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

endmodule // ddp_rx$control$rr_sink_to


module ddp_rx$control$rr_size(d,q,clock);

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

endmodule // ddp_rx$control$rr_size


module ddp_rx$control$rr_src_stag(d,q,clock);

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

endmodule // ddp_rx$control$rr_src_stag


module ddp_rx$control$rr_src_to(d,q,clock);

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

endmodule // ddp_rx$control$rr_src_to


module ddp_rx$control$rreq_valid(d,q,clock);

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

endmodule // ddp_rx$control$rreq_valid


module ddp_rx$control$state(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Enums
    localparam CtlState$Init = 0;
    localparam CtlState$Idle = 1;
    localparam CtlState$Read = 2;
    localparam CtlState$Load = 3;
    localparam CtlState$Exec = 4;
    localparam CtlState$RqRead = 5;
    localparam CtlState$RqLoad = 6;
    localparam CtlState$SendCheck = 7;
    localparam CtlState$Inv = 8;
    localparam CtlState$InvAck = 9;
    localparam CtlState$Xlate = 10;
    localparam CtlState$Verdict = 11;
    localparam CtlState$ReadReq = 12;
    localparam CtlState$Term = 13;
    localparam CtlState$Job = 14;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$control$state


module ddp_rx$control$t_code(d,q,clock);

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

endmodule // ddp_rx$control$t_code


module ddp_rx$control$tail(d,q,clock);

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

endmodule // ddp_rx$control$tail


module ddp_rx$control$term_ctl(d,q,clock);

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

endmodule // ddp_rx$control$term_ctl


module ddp_rx$control$term_qp(d,q,clock);

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

endmodule // ddp_rx$control$term_qp


module ddp_rx$control$term_seglen(d,q,clock);

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

endmodule // ddp_rx$control$term_seglen


module ddp_rx$control$term_valid(d,q,clock);

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

endmodule // ddp_rx$control$term_valid


module ddp_rx$control$treq_access(d,q,clock);

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

endmodule // ddp_rx$control$treq_access


module ddp_rx$control$treq_len(d,q,clock);

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

endmodule // ddp_rx$control$treq_len


module ddp_rx$control$treq_stag(d,q,clock);

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

endmodule // ddp_rx$control$treq_stag


module ddp_rx$control$treq_to(d,q,clock);

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

endmodule // ddp_rx$control$treq_to


module ddp_rx$control$treq_valid(d,q,clock);

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

endmodule // ddp_rx$control$treq_valid


module ddp_rx$control$tw0(d,q,clock);

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

endmodule // ddp_rx$control$tw0


module ddp_rx$control$tw1(d,q,clock);

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

endmodule // ddp_rx$control$tw1


module ddp_rx$control$tw2(d,q,clock);

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

endmodule // ddp_rx$control$tw2


module ddp_rx$control$tw3(d,q,clock);

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

endmodule // ddp_rx$control$tw3


module ddp_rx$control$tw4(d,q,clock);

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

endmodule // ddp_rx$control$tw4


module ddp_rx$control$tw5(d,q,clock);

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

endmodule // ddp_rx$control$tw5


module ddp_rx$ingress(clock,reset,s_data,s_keep,s_last,s_status,s_qp,s_valid,s_ready,buf_push,buf_din,buf_full,desc_valid,desc_pop,desc_qp,desc_status,desc_len,desc_words,desc_w0,desc_w1,desc_w2,desc_w3,desc_w4,desc_w5);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  [1:0] s_status;
    input wire  [3:0] s_qp;
    input wire  s_valid;
    output reg  s_ready;
    output reg  buf_push;
    output reg  [63:0] buf_din;
    input wire  buf_full;
    output reg  desc_valid;
    input wire  desc_pop;
    output reg  [3:0] desc_qp;
    output reg  [1:0] desc_status;
    output reg  [16:0] desc_len;
    output reg  [10:0] desc_words;
    output reg  [63:0] desc_w0;
    output reg  [63:0] desc_w1;
    output reg  [63:0] desc_w2;
    output reg  [63:0] desc_w3;
    output reg  [63:0] desc_w4;
    output reg  [63:0] desc_w5;

    // Stub signals
    reg  [16:0] beat$d;
    wire  [16:0] beat$q;
    reg  beat$clock;
    reg  [16:0] bytes$d;
    wire  [16:0] bytes$q;
    reg  bytes$clock;
    reg  [10:0] stored$d;
    wire  [10:0] stored$q;
    reg  stored$clock;
    reg  [63:0] c0$d;
    wire  [63:0] c0$q;
    reg  c0$clock;
    reg  [63:0] c1$d;
    wire  [63:0] c1$q;
    reg  c1$clock;
    reg  [63:0] c2$d;
    wire  [63:0] c2$q;
    reg  c2$clock;
    reg  [63:0] c3$d;
    wire  [63:0] c3$q;
    reg  c3$clock;
    reg  [63:0] c4$d;
    wire  [63:0] c4$q;
    reg  c4$clock;
    reg  [63:0] c5$d;
    wire  [63:0] c5$q;
    reg  c5$clock;
    reg  d_valid$d;
    wire  d_valid$q;
    reg  d_valid$clock;
    reg  [3:0] d_qp$d;
    wire  [3:0] d_qp$q;
    reg  d_qp$clock;
    reg  [1:0] d_status$d;
    wire  [1:0] d_status$q;
    reg  d_status$clock;
    reg  [16:0] d_len$d;
    wire  [16:0] d_len$q;
    reg  d_len$clock;
    reg  [10:0] d_words$d;
    wire  [10:0] d_words$q;
    reg  d_words$clock;
    reg  [63:0] d0$d;
    wire  [63:0] d0$q;
    reg  d0$clock;
    reg  [63:0] d1$d;
    wire  [63:0] d1$q;
    reg  d1$clock;
    reg  [63:0] d2$d;
    wire  [63:0] d2$q;
    reg  d2$clock;
    reg  [63:0] d3$d;
    wire  [63:0] d3$q;
    reg  d3$clock;
    reg  [63:0] d4$d;
    wire  [63:0] d4$q;
    reg  d4$clock;
    reg  [63:0] d5$d;
    wire  [63:0] d5$q;
    reg  d5$clock;
    reg  [1:0] skip_q$d;
    wire  [1:0] skip_q$q;
    reg  skip_q$clock;

    // Local signals
    reg  [63:0] swapped;
    reg  [16:0] kept;
    reg  take;
    reg  store;
    reg  [16:0] sum;
    reg  [1:0] skip;

    // Sub module instances
    ddp_rx$ingress$beat beat(
        .d(beat$d),
        .q(beat$q),
        .clock(beat$clock)
    );
    ddp_rx$ingress$bytes bytes(
        .d(bytes$d),
        .q(bytes$q),
        .clock(bytes$clock)
    );
    ddp_rx$ingress$stored stored(
        .d(stored$d),
        .q(stored$q),
        .clock(stored$clock)
    );
    ddp_rx$ingress$c0 c0(
        .d(c0$d),
        .q(c0$q),
        .clock(c0$clock)
    );
    ddp_rx$ingress$c1 c1(
        .d(c1$d),
        .q(c1$q),
        .clock(c1$clock)
    );
    ddp_rx$ingress$c2 c2(
        .d(c2$d),
        .q(c2$q),
        .clock(c2$clock)
    );
    ddp_rx$ingress$c3 c3(
        .d(c3$d),
        .q(c3$q),
        .clock(c3$clock)
    );
    ddp_rx$ingress$c4 c4(
        .d(c4$d),
        .q(c4$q),
        .clock(c4$clock)
    );
    ddp_rx$ingress$c5 c5(
        .d(c5$d),
        .q(c5$q),
        .clock(c5$clock)
    );
    ddp_rx$ingress$d_valid d_valid(
        .d(d_valid$d),
        .q(d_valid$q),
        .clock(d_valid$clock)
    );
    ddp_rx$ingress$d_qp d_qp(
        .d(d_qp$d),
        .q(d_qp$q),
        .clock(d_qp$clock)
    );
    ddp_rx$ingress$d_status d_status(
        .d(d_status$d),
        .q(d_status$q),
        .clock(d_status$clock)
    );
    ddp_rx$ingress$d_len d_len(
        .d(d_len$d),
        .q(d_len$q),
        .clock(d_len$clock)
    );
    ddp_rx$ingress$d_words d_words(
        .d(d_words$d),
        .q(d_words$q),
        .clock(d_words$clock)
    );
    ddp_rx$ingress$d0 d0(
        .d(d0$d),
        .q(d0$q),
        .clock(d0$clock)
    );
    ddp_rx$ingress$d1 d1(
        .d(d1$d),
        .q(d1$q),
        .clock(d1$clock)
    );
    ddp_rx$ingress$d2 d2(
        .d(d2$d),
        .q(d2$q),
        .clock(d2$clock)
    );
    ddp_rx$ingress$d3 d3(
        .d(d3$d),
        .q(d3$q),
        .clock(d3$clock)
    );
    ddp_rx$ingress$d4 d4(
        .d(d4$d),
        .q(d4$q),
        .clock(d4$clock)
    );
    ddp_rx$ingress$d5 d5(
        .d(d5$d),
        .q(d5$q),
        .clock(d5$clock)
    );
    ddp_rx$ingress$skip_q skip_q(
        .d(skip_q$d),
        .q(skip_q$q),
        .clock(skip_q$clock)
    );

    // Update code
    always @(*) begin
        beat$clock = clock;
        bytes$clock = clock;
        stored$clock = clock;
        skip_q$clock = clock;
        c0$clock = clock;
        c1$clock = clock;
        c2$clock = clock;
        c3$clock = clock;
        c4$clock = clock;
        c5$clock = clock;
        d_valid$clock = clock;
        d_qp$clock = clock;
        d_status$clock = clock;
        d_len$clock = clock;
        d_words$clock = clock;
        d0$clock = clock;
        d1$clock = clock;
        d2$clock = clock;
        d3$clock = clock;
        d4$clock = clock;
        d5$clock = clock;
        beat$d = beat$q;
        bytes$d = bytes$q;
        stored$d = stored$q;
        skip_q$d = skip_q$q;
        c0$d = c0$q;
        c1$d = c1$q;
        c2$d = c2$q;
        c3$d = c3$q;
        c4$d = c4$q;
        c5$d = c5$q;
        d_valid$d = d_valid$q;
        d_qp$d = d_qp$q;
        d_status$d = d_status$q;
        d_len$d = d_len$q;
        d_words$d = d_words$q;
        d0$d = d0$q;
        d1$d = d1$q;
        d2$d = d2$q;
        d3$d = d3$q;
        d4$d = d4$q;
        d5$d = d5$q;
        swapped = (((s_data[(32'h0)+:(8)]) & 64'hffffffffffffffff) << 32'h38) | (((s_data[(32'h8)+:(8)]) & 64'hffffffffffffffff) << 32'h30) | (((s_data[(32'h10)+:(8)]) & 64'hffffffffffffffff) << 32'h28) | (((s_data[(32'h18)+:(8)]) & 64'hffffffffffffffff) << 32'h20) | (((s_data[(32'h20)+:(8)]) & 64'hffffffffffffffff) << 32'h18) | (((s_data[(32'h28)+:(8)]) & 64'hffffffffffffffff) << 32'h10) | (((s_data[(32'h30)+:(8)]) & 64'hffffffffffffffff) << 32'h8) | ((s_data[(32'h38)+:(8)]) & 64'hffffffffffffffff);
        kept = ((32'h0) & 17'h1ffff);
        if (s_keep[32'h0]) begin
            kept = ((32'h1) & 17'h1ffff);
        end
        if (s_keep[32'h1]) begin
            kept = ((32'h2) & 17'h1ffff);
        end
        if (s_keep[32'h2]) begin
            kept = ((32'h3) & 17'h1ffff);
        end
        if (s_keep[32'h3]) begin
            kept = ((32'h4) & 17'h1ffff);
        end
        if (s_keep[32'h4]) begin
            kept = ((32'h5) & 17'h1ffff);
        end
        if (s_keep[32'h5]) begin
            kept = ((32'h6) & 17'h1ffff);
        end
        if (s_keep[32'h6]) begin
            kept = ((32'h7) & 17'h1ffff);
        end
        if (s_keep[32'h7]) begin
            kept = ((32'h8) & 17'h1ffff);
        end
        sum = bytes$q + kept;
        if (bytes$q[32'h10]) begin
            sum = bytes$q;
        end
        skip = skip_q$q;
        if (beat$q == 32'h0) begin
            skip = ((32'h2) & 2'h3);
            if (s_data[32'h7]) begin
                skip = ((32'h1) & 2'h3);
            end
            skip_q$d = skip;
        end
        store = (stored$q < 32'h400) & (beat$q >= ((skip) & 17'h1ffff));
        s_ready = ~buf_full & ~(s_last & d_valid$q);
        take = s_valid & ~buf_full & ~(s_last & d_valid$q);
        buf_push = take & store;
        buf_din = s_data;
        if (desc_pop) begin
            d_valid$d = 1'b0;
        end
        if (take) begin
            beat$d = beat$q + 32'h1;
            bytes$d = sum;
            if (store) begin
                stored$d = stored$q + 32'h1;
            end
            if (beat$q == 32'h0) begin
                c0$d = swapped;
                c1$d = ((32'h0) & 64'hffffffffffffffff);
                c2$d = ((32'h0) & 64'hffffffffffffffff);
                c3$d = ((32'h0) & 64'hffffffffffffffff);
                c4$d = ((32'h0) & 64'hffffffffffffffff);
                c5$d = ((32'h0) & 64'hffffffffffffffff);
            end
            if (beat$q == 32'h1) begin
                c1$d = swapped;
            end
            if (beat$q == 32'h2) begin
                c2$d = swapped;
            end
            if (beat$q == 32'h3) begin
                c3$d = swapped;
            end
            if (beat$q == 32'h4) begin
                c4$d = swapped;
            end
            if (beat$q == 32'h5) begin
                c5$d = swapped;
            end
            if (s_last) begin
                beat$d = ((32'h0) & 17'h1ffff);
                bytes$d = ((32'h0) & 17'h1ffff);
                stored$d = ((32'h0) & 11'h7ff);
                d_valid$d = 1'b1;
                d_qp$d = s_qp;
                d_status$d = s_status;
                d_len$d = sum;
                d_words$d = stored$q;
                if (store) begin
                    d_words$d = stored$q + 32'h1;
                end
                d0$d = c0$q;
                d1$d = c1$q;
                d2$d = c2$q;
                d3$d = c3$q;
                d4$d = c4$q;
                d5$d = c5$q;
                if (beat$q == 32'h0) begin
                    d0$d = swapped;
                    d1$d = ((32'h0) & 64'hffffffffffffffff);
                    d2$d = ((32'h0) & 64'hffffffffffffffff);
                    d3$d = ((32'h0) & 64'hffffffffffffffff);
                    d4$d = ((32'h0) & 64'hffffffffffffffff);
                    d5$d = ((32'h0) & 64'hffffffffffffffff);
                end
                if (beat$q == 32'h1) begin
                    d1$d = swapped;
                end
                if (beat$q == 32'h2) begin
                    d2$d = swapped;
                end
                if (beat$q == 32'h3) begin
                    d3$d = swapped;
                end
                if (beat$q == 32'h4) begin
                    d4$d = swapped;
                end
                if (beat$q == 32'h5) begin
                    d5$d = swapped;
                end
            end
        end
        desc_valid = d_valid$q;
        desc_qp = d_qp$q;
        desc_status = d_status$q;
        desc_len = d_len$q;
        desc_words = d_words$q;
        desc_w0 = d0$q;
        desc_w1 = d1$q;
        desc_w2 = d2$q;
        desc_w3 = d3$q;
        desc_w4 = d4$q;
        desc_w5 = d5$q;
        if (reset) begin
            beat$d = ((32'h0) & 17'h1ffff);
            bytes$d = ((32'h0) & 17'h1ffff);
            stored$d = ((32'h0) & 11'h7ff);
            d_valid$d = 1'b0;
        end
    end

endmodule // ddp_rx$ingress


module ddp_rx$ingress$beat(d,q,clock);

    // Module arguments
    input wire  [16:0] d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$ingress$beat


module ddp_rx$ingress$bytes(d,q,clock);

    // Module arguments
    input wire  [16:0] d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$ingress$bytes


module ddp_rx$ingress$c0(d,q,clock);

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

endmodule // ddp_rx$ingress$c0


module ddp_rx$ingress$c1(d,q,clock);

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

endmodule // ddp_rx$ingress$c1


module ddp_rx$ingress$c2(d,q,clock);

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

endmodule // ddp_rx$ingress$c2


module ddp_rx$ingress$c3(d,q,clock);

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

endmodule // ddp_rx$ingress$c3


module ddp_rx$ingress$c4(d,q,clock);

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

endmodule // ddp_rx$ingress$c4


module ddp_rx$ingress$c5(d,q,clock);

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

endmodule // ddp_rx$ingress$c5


module ddp_rx$ingress$d0(d,q,clock);

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

endmodule // ddp_rx$ingress$d0


module ddp_rx$ingress$d1(d,q,clock);

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

endmodule // ddp_rx$ingress$d1


module ddp_rx$ingress$d2(d,q,clock);

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

endmodule // ddp_rx$ingress$d2


module ddp_rx$ingress$d3(d,q,clock);

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

endmodule // ddp_rx$ingress$d3


module ddp_rx$ingress$d4(d,q,clock);

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

endmodule // ddp_rx$ingress$d4


module ddp_rx$ingress$d5(d,q,clock);

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

endmodule // ddp_rx$ingress$d5


module ddp_rx$ingress$d_len(d,q,clock);

    // Module arguments
    input wire  [16:0] d;
    output reg  [16:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 17'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$ingress$d_len


module ddp_rx$ingress$d_qp(d,q,clock);

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

endmodule // ddp_rx$ingress$d_qp


module ddp_rx$ingress$d_status(d,q,clock);

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

endmodule // ddp_rx$ingress$d_status


module ddp_rx$ingress$d_valid(d,q,clock);

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

endmodule // ddp_rx$ingress$d_valid


module ddp_rx$ingress$d_words(d,q,clock);

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

endmodule // ddp_rx$ingress$d_words


module ddp_rx$ingress$skip_q(d,q,clock);

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

endmodule // ddp_rx$ingress$skip_q


module ddp_rx$ingress$stored(d,q,clock);

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

endmodule // ddp_rx$ingress$stored


module ddp_rx$jobs(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [100:0] din;
    output reg  full;
    input wire  pop;
    output reg  [100:0] dout;
    output reg  valid;

    // Stub signals
    reg  [100:0] e0$d;
    wire  [100:0] e0$q;
    reg  e0$clock;
    reg  [100:0] e1$d;
    wire  [100:0] e1$q;
    reg  e1$clock;
    reg  [1:0] n$d;
    wire  [1:0] n$q;
    reg  n$clock;

    // Sub module instances
    ddp_rx$jobs$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    ddp_rx$jobs$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    ddp_rx$jobs$n n(
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

endmodule // ddp_rx$jobs


module ddp_rx$jobs$e0(d,q,clock);

    // Module arguments
    input wire  [100:0] d;
    output reg  [100:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 101'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$jobs$e0


module ddp_rx$jobs$e1(d,q,clock);

    // Module arguments
    input wire  [100:0] d;
    output reg  [100:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 101'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$jobs$e1


module ddp_rx$jobs$n(d,q,clock);

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

endmodule // ddp_rx$jobs$n


module ddp_rx$mux(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,m_ack_valid,m_ack_ready,s_inv_valid,s_inv_ready,s_inv_stag,m_inv_ack_valid,m_inv_ack_ready,t_cmd_valid,t_cmd_ready,t_cmd_op,t_cmd_stag,t_ack_valid,t_ack_ready);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_valid;
    output reg  s_cmd_ready;
    input wire  [1:0] s_cmd_op;
    input wire  [31:0] s_cmd_stag;
    output reg  m_ack_valid;
    input wire  m_ack_ready;
    input wire  s_inv_valid;
    output reg  s_inv_ready;
    input wire  [31:0] s_inv_stag;
    output reg  m_inv_ack_valid;
    input wire  m_inv_ack_ready;
    output reg  t_cmd_valid;
    input wire  t_cmd_ready;
    output reg  [1:0] t_cmd_op;
    output reg  [31:0] t_cmd_stag;
    input wire  t_ack_valid;
    output reg  t_ack_ready;

    // Enums
    localparam MuxState$Idle = 0;
    localparam MuxState$Host = 1;
    localparam MuxState$Inv = 2;

    // Stub signals
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;

    // Sub module instances
    ddp_rx$mux$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );

    // Update code
    always @(*) begin
        state$clock = clock;
        state$d = state$q;
        t_cmd_valid = 1'b0;
        t_cmd_op = s_cmd_op;
        t_cmd_stag = s_cmd_stag;
        s_cmd_ready = 1'b0;
        s_inv_ready = 1'b0;
        m_ack_valid = 1'b0;
        m_inv_ack_valid = 1'b0;
        t_ack_ready = 1'b0;
        case (state$q)
            MuxState$Idle:
                begin
                    if (s_inv_valid) begin
                        t_cmd_valid = 1'b1;
                        t_cmd_op = ((32'h2) & 2'h3);
                        t_cmd_stag = s_inv_stag;
                        s_inv_ready = t_cmd_ready;
                        if (t_cmd_ready) begin
                            state$d = MuxState$Inv;
                        end
                    end
                    else begin
                        t_cmd_valid = s_cmd_valid;
                        s_cmd_ready = t_cmd_ready;
                        if (t_cmd_ready & s_cmd_valid) begin
                            state$d = MuxState$Host;
                        end
                    end
                end
            MuxState$Host:
                begin
                    m_ack_valid = t_ack_valid;
                    t_ack_ready = m_ack_ready;
                    if (t_ack_valid & m_ack_ready) begin
                        state$d = MuxState$Idle;
                    end
                end
            MuxState$Inv:
                begin
                    m_inv_ack_valid = t_ack_valid;
                    t_ack_ready = m_inv_ack_ready;
                    if (t_ack_valid & m_inv_ack_ready) begin
                        state$d = MuxState$Idle;
                    end
                end
        endcase
        if (reset) begin
            state$d = MuxState$Idle;
        end
    end

endmodule // ddp_rx$mux


module ddp_rx$mux$state(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Enums
    localparam MuxState$Idle = 0;
    localparam MuxState$Host = 1;
    localparam MuxState$Inv = 2;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$mux$state


module ddp_rx$placer(clock,reset,job_valid,job_dout,job_pop,buf_valid,buf_dout,buf_pop,tpc_valid,tpc_pa,tpc_len,tpc_last,tpc_pop,piece_done,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,m_cqe_valid,m_cqe_ready,m_cqe_qp,m_cqe_kind,m_cqe_status,m_cqe_slot,m_cqe_len,m_cqe_se,m_cqe_inv,m_cqe_stag,busy);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  job_valid;
    input wire  [100:0] job_dout;
    output reg  job_pop;
    input wire  buf_valid;
    input wire  [63:0] buf_dout;
    output reg  buf_pop;
    input wire  tpc_valid;
    input wire  [63:0] tpc_pa;
    input wire  [31:0] tpc_len;
    input wire  tpc_last;
    output reg  tpc_pop;
    output reg  piece_done;
    output reg  m_wr_valid;
    input wire  m_wr_ready;
    output reg  [63:0] m_wr_addr;
    output reg  [15:0] m_wr_len;
    output reg  m_wd_valid;
    input wire  m_wd_ready;
    output reg  [63:0] m_wd_data;
    output reg  [7:0] m_wd_keep;
    output reg  m_wd_last;
    output reg  m_cqe_valid;
    input wire  m_cqe_ready;
    output reg  [3:0] m_cqe_qp;
    output reg  [1:0] m_cqe_kind;
    output reg  [1:0] m_cqe_status;
    output reg  [3:0] m_cqe_slot;
    output reg  [31:0] m_cqe_len;
    output reg  m_cqe_se;
    output reg  m_cqe_inv;
    output reg  [31:0] m_cqe_stag;
    output reg  busy;

    // Enums
    localparam PlaceState$Idle = 0;
    localparam PlaceState$Piece = 1;
    localparam PlaceState$Data = 2;
    localparam PlaceState$Drain = 3;
    localparam PlaceState$Cqe = 4;
    localparam PlaceState$Flush = 5;

    // Stub signals
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [100:0] j$d;
    wire  [100:0] j$q;
    reg  j$clock;
    reg  [63:0] e0$d;
    wire  [63:0] e0$q;
    reg  e0$clock;
    reg  [63:0] e1$d;
    wire  [63:0] e1$q;
    reg  e1$clock;
    reg  [1:0] c$d;
    wire  [1:0] c$q;
    reg  c$clock;
    reg  [10:0] k$d;
    wire  [10:0] k$q;
    reg  k$clock;
    reg  [10:0] left$d;
    wire  [10:0] left$q;
    reg  left$clock;
    reg  z0$d;
    wire  z0$q;
    reg  z0$clock;
    reg  z1$d;
    wire  z1$q;
    reg  z1$clock;
    reg  z2$d;
    wire  z2$q;
    reg  z2$clock;
    reg  [13:0] pos$d;
    wire  [13:0] pos$q;
    reg  pos$clock;
    reg  [15:0] rem$d;
    wire  [15:0] rem$q;
    reg  rem$clock;
    reg  plast$d;
    wire  plast$q;
    reg  plast$clock;
    reg  wr_valid$d;
    wire  wr_valid$q;
    reg  wr_valid$clock;
    reg  [63:0] wr_addr$d;
    wire  [63:0] wr_addr$q;
    reg  wr_addr$clock;
    reg  [15:0] wr_len$d;
    wire  [15:0] wr_len$q;
    reg  wr_len$clock;
    reg  [4:0] fcount$d;
    wire  [4:0] fcount$q;
    reg  fcount$clock;
    reg  [3:0] fslot$d;
    wire  [3:0] fslot$q;
    reg  fslot$clock;
    reg  [3:0] n_q$d;
    wire  [3:0] n_q$q;
    reg  n_q$clock;
    reg  last_q$d;
    wire  last_q$q;
    reg  last_q$clock;
    reg  need2_q$d;
    wire  need2_q$q;
    reg  need2_q$clock;
    reg  uses_up_q$d;
    wire  uses_up_q$q;
    reg  uses_up_q$clock;
    reg  aligned_q$d;
    wire  aligned_q$q;
    reg  aligned_q$clock;

    // Local signals
    reg  [2:0] s;
    reg  [3:0] n;
    reg  need2;
    reg  emit;
    reg  fire;
    reg  adv;
    reg  pop;
    reg  [4:0] span;
    reg  [10:0] left_now;
    reg  z0n;
    reg  z1n;
    reg  z2n;
    reg  z3n;
    reg  can_pop;
    reg  done_in;
    reg  aligned;
    reg  skip;
    reg  [2:0] after;
    reg  clear;
    reg  take_piece;
    reg  [63:0] shifted;
    reg  [63:0] lane_mask;
    reg  [15:0] rem_nx;
    reg  [13:0] pos_nx;
    reg  [10:0] k_nx;
    reg  [3:0] n_nx;

    // Sub module instances
    ddp_rx$placer$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    ddp_rx$placer$j j(
        .d(j$d),
        .q(j$q),
        .clock(j$clock)
    );
    ddp_rx$placer$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    ddp_rx$placer$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    ddp_rx$placer$c c(
        .d(c$d),
        .q(c$q),
        .clock(c$clock)
    );
    ddp_rx$placer$k k(
        .d(k$d),
        .q(k$q),
        .clock(k$clock)
    );
    ddp_rx$placer$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    ddp_rx$placer$z0 z0(
        .d(z0$d),
        .q(z0$q),
        .clock(z0$clock)
    );
    ddp_rx$placer$z1 z1(
        .d(z1$d),
        .q(z1$q),
        .clock(z1$clock)
    );
    ddp_rx$placer$z2 z2(
        .d(z2$d),
        .q(z2$q),
        .clock(z2$clock)
    );
    ddp_rx$placer$pos pos(
        .d(pos$d),
        .q(pos$q),
        .clock(pos$clock)
    );
    ddp_rx$placer$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    ddp_rx$placer$plast plast(
        .d(plast$d),
        .q(plast$q),
        .clock(plast$clock)
    );
    ddp_rx$placer$wr_valid wr_valid(
        .d(wr_valid$d),
        .q(wr_valid$q),
        .clock(wr_valid$clock)
    );
    ddp_rx$placer$wr_addr wr_addr(
        .d(wr_addr$d),
        .q(wr_addr$q),
        .clock(wr_addr$clock)
    );
    ddp_rx$placer$wr_len wr_len(
        .d(wr_len$d),
        .q(wr_len$q),
        .clock(wr_len$clock)
    );
    ddp_rx$placer$fcount fcount(
        .d(fcount$d),
        .q(fcount$q),
        .clock(fcount$clock)
    );
    ddp_rx$placer$fslot fslot(
        .d(fslot$d),
        .q(fslot$q),
        .clock(fslot$clock)
    );
    ddp_rx$placer$n_q n_q(
        .d(n_q$d),
        .q(n_q$q),
        .clock(n_q$clock)
    );
    ddp_rx$placer$last_q last_q(
        .d(last_q$d),
        .q(last_q$q),
        .clock(last_q$clock)
    );
    ddp_rx$placer$need2_q need2_q(
        .d(need2_q$d),
        .q(need2_q$q),
        .clock(need2_q$clock)
    );
    ddp_rx$placer$uses_up_q uses_up_q(
        .d(uses_up_q$d),
        .q(uses_up_q$q),
        .clock(uses_up_q$clock)
    );
    ddp_rx$placer$aligned_q aligned_q(
        .d(aligned_q$d),
        .q(aligned_q$q),
        .clock(aligned_q$clock)
    );

    // Update code
    always @(*) begin
        state$clock = clock;
        j$clock = clock;
        e0$clock = clock;
        e1$clock = clock;
        c$clock = clock;
        k$clock = clock;
        left$clock = clock;
        z0$clock = clock;
        z1$clock = clock;
        z2$clock = clock;
        pos$clock = clock;
        rem$clock = clock;
        plast$clock = clock;
        wr_valid$clock = clock;
        wr_addr$clock = clock;
        wr_len$clock = clock;
        fcount$clock = clock;
        fslot$clock = clock;
        n_q$clock = clock;
        last_q$clock = clock;
        need2_q$clock = clock;
        uses_up_q$clock = clock;
        aligned_q$clock = clock;
        state$d = state$q;
        j$d = j$q;
        e0$d = e0$q;
        e1$d = e1$q;
        c$d = c$q;
        k$d = k$q;
        left$d = left$q;
        z0$d = z0$q;
        z1$d = z1$q;
        z2$d = z2$q;
        pos$d = pos$q;
        rem$d = rem$q;
        plast$d = plast$q;
        wr_valid$d = wr_valid$q;
        wr_addr$d = wr_addr$q;
        wr_len$d = wr_len$q;
        fcount$d = fcount$q;
        fslot$d = fslot$q;
        n_q$d = n_q$q;
        last_q$d = last_q$q;
        need2_q$d = need2_q$q;
        uses_up_q$d = uses_up_q$q;
        aligned_q$d = aligned_q$q;
        s = pos$q[(32'h0)+:(3)];
        n = n_q$q;
        need2 = need2_q$q;
        aligned = aligned_q$q;
        rem_nx = rem$q;
        pos_nx = pos$q;
        k_nx = k$q;
        emit = (state$q == PlaceState$Data) & aligned & (c$q != 32'h0) & (~need2 | (c$q == 32'h2));
        m_wd_valid = emit;
        fire = emit & m_wd_ready;
        adv = 1'b0;
        job_pop = 1'b0;
        tpc_pop = 1'b0;
        piece_done = 1'b0;
        busy = state$q != PlaceState$Idle;
        shifted = e0$q;
        if (s == 32'h1) begin
            shifted = (e0$q >> 32'h8) | (e1$q << 32'h38);
        end
        if (s == 32'h2) begin
            shifted = (e0$q >> 32'h10) | (e1$q << 32'h30);
        end
        if (s == 32'h3) begin
            shifted = (e0$q >> 32'h18) | (e1$q << 32'h28);
        end
        if (s == 32'h4) begin
            shifted = (e0$q >> 32'h20) | (e1$q << 32'h20);
        end
        if (s == 32'h5) begin
            shifted = (e0$q >> 32'h28) | (e1$q << 32'h18);
        end
        if (s == 32'h6) begin
            shifted = (e0$q >> 32'h30) | (e1$q << 32'h10);
        end
        if (s == 32'h7) begin
            shifted = (e0$q >> 32'h38) | (e1$q << 32'h8);
        end
        m_wd_keep = ((32'hff) & 8'hff);
        if (n == 32'h1) begin
            m_wd_keep = ((32'h1) & 8'hff);
        end
        if (n == 32'h2) begin
            m_wd_keep = ((32'h3) & 8'hff);
        end
        if (n == 32'h3) begin
            m_wd_keep = ((32'h7) & 8'hff);
        end
        if (n == 32'h4) begin
            m_wd_keep = ((32'hf) & 8'hff);
        end
        if (n == 32'h5) begin
            m_wd_keep = ((32'h1f) & 8'hff);
        end
        if (n == 32'h6) begin
            m_wd_keep = ((32'h3f) & 8'hff);
        end
        if (n == 32'h7) begin
            m_wd_keep = ((32'h7f) & 8'hff);
        end
        lane_mask = ((32'h0) & 64'hffffffffffffffff) - 32'h1;
        if (n == 32'h1) begin
            lane_mask = (((32'h1) & 64'hffffffffffffffff) << 32'h8) - 32'h1;
        end
        if (n == 32'h2) begin
            lane_mask = (((32'h1) & 64'hffffffffffffffff) << 32'h10) - 32'h1;
        end
        if (n == 32'h3) begin
            lane_mask = (((32'h1) & 64'hffffffffffffffff) << 32'h18) - 32'h1;
        end
        if (n == 32'h4) begin
            lane_mask = (((32'h1) & 64'hffffffffffffffff) << 32'h20) - 32'h1;
        end
        if (n == 32'h5) begin
            lane_mask = (((32'h1) & 64'hffffffffffffffff) << 32'h28) - 32'h1;
        end
        if (n == 32'h6) begin
            lane_mask = (((32'h1) & 64'hffffffffffffffff) << 32'h30) - 32'h1;
        end
        if (n == 32'h7) begin
            lane_mask = (((32'h1) & 64'hffffffffffffffff) << 32'h38) - 32'h1;
        end
        m_wd_data = shifted & lane_mask;
        m_wd_last = last_q$q;
        m_wr_valid = wr_valid$q;
        m_wr_addr = wr_addr$q;
        m_wr_len = wr_len$q;
        if (m_wr_ready) begin
            wr_valid$d = 1'b0;
        end
        m_cqe_valid = (state$q == PlaceState$Cqe) | (state$q == PlaceState$Flush);
        m_cqe_qp = j$q[(32'h58)+:(4)];
        m_cqe_kind = j$q[(32'he)+:(2)];
        m_cqe_status = j$q[(32'h10)+:(2)];
        m_cqe_slot = j$q[(32'h12)+:(4)];
        m_cqe_len = j$q[(32'h16)+:(32)];
        m_cqe_se = j$q[32'h36];
        m_cqe_inv = j$q[32'h37];
        m_cqe_stag = j$q[(32'h38)+:(32)];
        if (state$q == PlaceState$Flush) begin
            m_cqe_kind = ((32'h0) & 2'h3);
            m_cqe_status = ((32'h1) & 2'h3);
            m_cqe_slot = fslot$q;
            m_cqe_len = ((32'h0) & 32'hffffffff);
            m_cqe_se = 1'b0;
            m_cqe_inv = 1'b0;
            m_cqe_stag = ((32'h0) & 32'hffffffff);
        end
        left_now = left$q;
        z0n = z0$q;
        z1n = z1$q;
        z2n = z2$q;
        z3n = left$q == 32'h3;
        if (state$q == PlaceState$Idle) begin
            left_now = job_dout[(32'h2)+:(11)];
            z0n = job_dout[(32'h2)+:(11)] == 32'h0;
            z1n = job_dout[(32'h2)+:(11)] == 32'h1;
            z2n = job_dout[(32'h2)+:(11)] == 32'h2;
            z3n = job_dout[(32'h2)+:(11)] == 32'h3;
        end
        can_pop = ((state$q != PlaceState$Idle) | job_valid) & buf_valid & ~z0n;
        done_in = 1'b0;
        skip = ((state$q == PlaceState$Piece) | (state$q == PlaceState$Data)) & ~aligned & (c$q != 32'h0);
        after = PlaceState$Idle;
        if (fcount$q != 32'h0) begin
            after = PlaceState$Flush;
        end
        if (j$q[32'hd]) begin
            after = PlaceState$Cqe;
        end
        clear = 1'b0;
        take_piece = 1'b0;
        case (state$q)
            PlaceState$Idle:
                begin
                    if (job_valid) begin
                        job_pop = 1'b1;
                        j$d = job_dout;
                        k_nx = ((32'h0) & 11'h7ff);
                        pos_nx = ((32'h2) & 14'h3fff);
                        if (job_dout[32'h1]) begin
                            pos_nx = ((32'h6) & 14'h3fff);
                        end
                        fcount$d = job_dout[(32'h5c)+:(5)];
                        fslot$d = job_dout[(32'h61)+:(4)];
                        state$d = PlaceState$Drain;
                        if (job_dout[32'h0]) begin
                            state$d = PlaceState$Piece;
                            take_piece = tpc_valid & ~wr_valid$q;
                        end
                    end
                end
            PlaceState$Piece:
                begin
                    take_piece = tpc_valid & ~wr_valid$q;
                end
            PlaceState$Data:
                begin
                    adv = skip;
                    if (fire) begin
                        adv = uses_up_q$q;
                        pos_nx = pos$q + ((n) & 14'h3fff);
                        rem_nx = rem$q - ((n) & 16'hffff);
                        if (last_q$q) begin
                            state$d = PlaceState$Piece;
                            if (plast$q) begin
                                state$d = PlaceState$Drain;
                                done_in = z0n | (z1n & can_pop & ((c$q != 32'h2) | adv));
                                if (done_in) begin
                                    clear = 1'b1;
                                    state$d = after;
                                end
                            end
                        end
                    end
                end
            PlaceState$Drain:
                begin
                    adv = c$q != 32'h0;
                    done_in = z0n | (z1n & can_pop & ((c$q != 32'h2) | adv));
                    if (done_in) begin
                        clear = 1'b1;
                        state$d = after;
                    end
                end
            PlaceState$Cqe:
                begin
                    if (m_cqe_ready) begin
                        state$d = PlaceState$Idle;
                        if (fcount$q != 32'h0) begin
                            state$d = PlaceState$Flush;
                        end
                    end
                end
            PlaceState$Flush:
                begin
                    if (m_cqe_ready) begin
                        fslot$d = fslot$q + 32'h1;
                        fcount$d = fcount$q - 32'h1;
                        if (fcount$q == 32'h1) begin
                            state$d = PlaceState$Idle;
                        end
                    end
                end
        endcase
        if (state$q == PlaceState$Piece) begin
            adv = skip;
        end
        if (take_piece) begin
            tpc_pop = 1'b1;
            piece_done = tpc_last;
            plast$d = tpc_last;
            rem_nx = tpc_len[(32'h0)+:(16)];
            state$d = PlaceState$Piece;
            if (tpc_len != 32'h0) begin
                wr_valid$d = 1'b1;
                wr_addr$d = tpc_pa;
                wr_len$d = tpc_len[(32'h0)+:(16)];
                state$d = PlaceState$Data;
            end
            else if (tpc_last) begin
                state$d = PlaceState$Drain;
            end
        end
        pop = can_pop & ((c$q != 32'h2) | adv);
        buf_pop = pop;
        left$d = left_now;
        z0$d = z0n;
        z1$d = z1n;
        z2$d = z2n;
        if (pop) begin
            left$d = left_now - 32'h1;
            z0$d = z1n;
            z1$d = z2n;
            z2$d = z3n;
        end
        if (adv) begin
            k_nx = k$q + 32'h1;
            if (pop) begin
                if (c$q == 32'h2) begin
                    e0$d = e1$q;
                    e1$d = buf_dout;
                end
                else begin
                    e0$d = buf_dout;
                end
            end
            else begin
                e0$d = e1$q;
                c$d = c$q - 32'h1;
            end
        end
        else if (pop) begin
            c$d = c$q + 32'h1;
            if (c$q == 32'h0) begin
                e0$d = buf_dout;
            end
            else begin
                e1$d = buf_dout;
            end
        end
        rem$d = rem_nx;
        pos$d = pos_nx;
        k$d = k_nx;
        n_nx = ((32'h8) & 4'hf);
        if (rem_nx < 32'h8) begin
            n_nx = rem_nx[(32'h0)+:(4)];
        end
        n_q$d = n_nx;
        last_q$d = rem_nx <= 32'h8;
        span = ((pos_nx[(32'h0)+:(3)]) & 5'h1f) + ((n_nx) & 5'h1f);
        need2_q$d = span > 32'h8;
        uses_up_q$d = span >= 32'h8;
        aligned_q$d = ((k_nx) & 14'h3fff) == (pos_nx >> 32'h3);
        if (clear) begin
            c$d = ((32'h0) & 2'h3);
        end
        if (reset) begin
            state$d = PlaceState$Idle;
            wr_valid$d = 1'b0;
            c$d = ((32'h0) & 2'h3);
        end
    end

endmodule // ddp_rx$placer


module ddp_rx$placer$aligned_q(d,q,clock);

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

endmodule // ddp_rx$placer$aligned_q


module ddp_rx$placer$c(d,q,clock);

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

endmodule // ddp_rx$placer$c


module ddp_rx$placer$e0(d,q,clock);

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

endmodule // ddp_rx$placer$e0


module ddp_rx$placer$e1(d,q,clock);

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

endmodule // ddp_rx$placer$e1


module ddp_rx$placer$fcount(d,q,clock);

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

endmodule // ddp_rx$placer$fcount


module ddp_rx$placer$fslot(d,q,clock);

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

endmodule // ddp_rx$placer$fslot


module ddp_rx$placer$j(d,q,clock);

    // Module arguments
    input wire  [100:0] d;
    output reg  [100:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 101'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$placer$j


module ddp_rx$placer$k(d,q,clock);

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

endmodule // ddp_rx$placer$k


module ddp_rx$placer$last_q(d,q,clock);

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

endmodule // ddp_rx$placer$last_q


module ddp_rx$placer$left(d,q,clock);

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

endmodule // ddp_rx$placer$left


module ddp_rx$placer$n_q(d,q,clock);

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

endmodule // ddp_rx$placer$n_q


module ddp_rx$placer$need2_q(d,q,clock);

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

endmodule // ddp_rx$placer$need2_q


module ddp_rx$placer$plast(d,q,clock);

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

endmodule // ddp_rx$placer$plast


module ddp_rx$placer$pos(d,q,clock);

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

endmodule // ddp_rx$placer$pos


module ddp_rx$placer$rem(d,q,clock);

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

endmodule // ddp_rx$placer$rem


module ddp_rx$placer$state(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Enums
    localparam PlaceState$Idle = 0;
    localparam PlaceState$Piece = 1;
    localparam PlaceState$Data = 2;
    localparam PlaceState$Drain = 3;
    localparam PlaceState$Cqe = 4;
    localparam PlaceState$Flush = 5;

    // Update code (custom)
    initial begin
       q = 64'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // ddp_rx$placer$state


module ddp_rx$placer$uses_up_q(d,q,clock);

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

endmodule // ddp_rx$placer$uses_up_q


module ddp_rx$placer$wr_addr(d,q,clock);

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

endmodule // ddp_rx$placer$wr_addr


module ddp_rx$placer$wr_len(d,q,clock);

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

endmodule // ddp_rx$placer$wr_len


module ddp_rx$placer$wr_valid(d,q,clock);

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

endmodule // ddp_rx$placer$wr_valid


module ddp_rx$placer$z0(d,q,clock);

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

endmodule // ddp_rx$placer$z0


module ddp_rx$placer$z1(d,q,clock);

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

endmodule // ddp_rx$placer$z1


module ddp_rx$placer$z2(d,q,clock);

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

endmodule // ddp_rx$placer$z2


module ddp_rx$seg_buf(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output reg  full;
    input wire  pop;
    output reg  [63:0] dout;
    output reg  valid;

    // Stub signals
    reg  ram$clock;
    reg  [10:0] ram$read_address;
    wire  [63:0] ram$read_data;
    reg  ram$write_enable;
    reg  [10:0] ram$write_address;
    reg  [63:0] ram$write_data;
    reg  [10:0] wr$d;
    wire  [10:0] wr$q;
    reg  wr$clock;
    reg  [10:0] rd$d;
    wire  [10:0] rd$q;
    reg  rd$clock;
    reg  [10:0] n$d;
    wire  [10:0] n$q;
    reg  n$clock;
    reg  is_full$d;
    wire  is_full$q;
    reg  is_full$clock;
    reg  byp_v$d;
    wire  byp_v$q;
    reg  byp_v$clock;
    reg  [63:0] byp$d;
    wire  [63:0] byp$q;
    reg  byp$clock;

    // Local signals
    reg  do_push;
    reg  do_pop;
    reg  [10:0] rd_next;
    reg  [10:0] n_after_pop;
    reg  [10:0] n_inc;

    // Sub module instances
    ddp_rx$seg_buf$ram ram(
        .clock(ram$clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );
    ddp_rx$seg_buf$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    ddp_rx$seg_buf$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    ddp_rx$seg_buf$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );
    ddp_rx$seg_buf$is_full is_full(
        .d(is_full$d),
        .q(is_full$q),
        .clock(is_full$clock)
    );
    ddp_rx$seg_buf$byp_v byp_v(
        .d(byp_v$d),
        .q(byp_v$q),
        .clock(byp_v$clock)
    );
    ddp_rx$seg_buf$byp byp(
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

endmodule // ddp_rx$seg_buf


module ddp_rx$seg_buf$byp(d,q,clock);

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

endmodule // ddp_rx$seg_buf$byp


module ddp_rx$seg_buf$byp_v(d,q,clock);

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

endmodule // ddp_rx$seg_buf$byp_v


module ddp_rx$seg_buf$is_full(d,q,clock);

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

endmodule // ddp_rx$seg_buf$is_full


module ddp_rx$seg_buf$n(d,q,clock);

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

endmodule // ddp_rx$seg_buf$n


module ddp_rx$seg_buf$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [10:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [10:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:2047];

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
endmodule // ddp_rx$seg_buf$ram


module ddp_rx$seg_buf$rd(d,q,clock);

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

endmodule // ddp_rx$seg_buf$rd


module ddp_rx$seg_buf$wr(d,q,clock);

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

endmodule // ddp_rx$seg_buf$wr


module ddp_rx$seg_skid(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output reg  full;
    input wire  pop;
    output reg  [63:0] dout;
    output reg  valid;

    // Stub signals
    reg  [63:0] e0$d;
    wire  [63:0] e0$q;
    reg  e0$clock;
    reg  [63:0] e1$d;
    wire  [63:0] e1$q;
    reg  e1$clock;
    reg  [1:0] n$d;
    wire  [1:0] n$q;
    reg  n$clock;

    // Sub module instances
    ddp_rx$seg_skid$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    ddp_rx$seg_skid$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    ddp_rx$seg_skid$n n(
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

endmodule // ddp_rx$seg_skid


module ddp_rx$seg_skid$e0(d,q,clock);

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

endmodule // ddp_rx$seg_skid$e0


module ddp_rx$seg_skid$e1(d,q,clock);

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

endmodule // ddp_rx$seg_skid$e1


module ddp_rx$seg_skid$n(d,q,clock);

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

endmodule // ddp_rx$seg_skid$n


module ddp_rx$tlb(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,s_req_valid,s_req_ready,s_req_stag,s_req_to,s_req_len,s_req_access,s_req_pd,s_req_tag,m_rsp_valid,m_rsp_ready,m_rsp_pa,m_rsp_len,m_rsp_last,m_rsp_err,m_rsp_tag,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data);

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
    ddp_rx$tlb$mr_meta mr_meta(
        .clock(mr_meta$clock),
        .read_address(mr_meta$read_address),
        .read_data(mr_meta$read_data),
        .write_enable(mr_meta$write_enable),
        .write_address(mr_meta$write_address),
        .write_data(mr_meta$write_data)
    );
    ddp_rx$tlb$mr_base mr_base(
        .clock(mr_base$clock),
        .read_address(mr_base$read_address),
        .read_data(mr_base$read_data),
        .write_enable(mr_base$write_enable),
        .write_address(mr_base$write_address),
        .write_data(mr_base$write_data)
    );
    ddp_rx$tlb$mr_end mr_end(
        .clock(mr_end$clock),
        .read_address(mr_end$read_address),
        .read_data(mr_end$read_data),
        .write_enable(mr_end$write_enable),
        .write_address(mr_end$write_address),
        .write_data(mr_end$write_data)
    );
    ddp_rx$tlb$mr_pbl mr_pbl(
        .clock(mr_pbl$clock),
        .read_address(mr_pbl$read_address),
        .read_data(mr_pbl$read_data),
        .write_enable(mr_pbl$write_enable),
        .write_address(mr_pbl$write_address),
        .write_data(mr_pbl$write_data)
    );
    ddp_rx$tlb$chk chk(
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
    ddp_rx$tlb$split split(
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
    ddp_rx$tlb$cache cache(
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
    ddp_rx$tlb$cmd cmd(
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
    ddp_rx$tlb$rspq rspq(
        .clock(rspq$clock),
        .reset(rspq$reset),
        .push(rspq$push),
        .din(rspq$din),
        .full(rspq$full),
        .pop(rspq$pop),
        .dout(rspq$dout),
        .valid(rspq$valid)
    );
    ddp_rx$tlb$outq outq(
        .clock(outq$clock),
        .reset(outq$reset),
        .push(outq$push),
        .din(outq$din),
        .full(outq$full),
        .pop(outq$pop),
        .dout(outq$dout),
        .valid(outq$valid)
    );
    ddp_rx$tlb$dmaq dmaq(
        .clock(dmaq$clock),
        .reset(dmaq$reset),
        .push(dmaq$push),
        .din(dmaq$din),
        .full(dmaq$full),
        .pop(dmaq$pop),
        .dout(dmaq$dout),
        .valid(dmaq$valid)
    );
    ddp_rx$tlb$r1_valid r1_valid(
        .d(r1_valid$d),
        .q(r1_valid$q),
        .clock(r1_valid$clock)
    );
    ddp_rx$tlb$r1_to r1_to(
        .d(r1_to$d),
        .q(r1_to$q),
        .clock(r1_to$clock)
    );
    ddp_rx$tlb$r1_len r1_len(
        .d(r1_len$d),
        .q(r1_len$q),
        .clock(r1_len$clock)
    );
    ddp_rx$tlb$r1_end r1_end(
        .d(r1_end$d),
        .q(r1_end$q),
        .clock(r1_end$clock)
    );
    ddp_rx$tlb$r1_access r1_access(
        .d(r1_access$d),
        .q(r1_access$q),
        .clock(r1_access$clock)
    );
    ddp_rx$tlb$r1_pd r1_pd(
        .d(r1_pd$d),
        .q(r1_pd$q),
        .clock(r1_pd$clock)
    );
    ddp_rx$tlb$r1_key r1_key(
        .d(r1_key$d),
        .q(r1_key$q),
        .clock(r1_key$clock)
    );
    ddp_rx$tlb$r1_oob r1_oob(
        .d(r1_oob$d),
        .q(r1_oob$q),
        .clock(r1_oob$clock)
    );
    ddp_rx$tlb$r1_index r1_index(
        .d(r1_index$d),
        .q(r1_index$q),
        .clock(r1_index$clock)
    );
    ddp_rx$tlb$r1_tag r1_tag(
        .d(r1_tag$d),
        .q(r1_tag$q),
        .clock(r1_tag$clock)
    );
    ddp_rx$tlb$r2_valid r2_valid(
        .d(r2_valid$d),
        .q(r2_valid$q),
        .clock(r2_valid$clock)
    );
    ddp_rx$tlb$r2_fail r2_fail(
        .d(r2_fail$d),
        .q(r2_fail$q),
        .clock(r2_fail$clock)
    );
    ddp_rx$tlb$r2_bounds r2_bounds(
        .d(r2_bounds$d),
        .q(r2_bounds$q),
        .clock(r2_bounds$clock)
    );
    ddp_rx$tlb$r2_page_2m r2_page_2m(
        .d(r2_page_2m$d),
        .q(r2_page_2m$q),
        .clock(r2_page_2m$clock)
    );
    ddp_rx$tlb$r2_to r2_to(
        .d(r2_to$d),
        .q(r2_to$q),
        .clock(r2_to$clock)
    );
    ddp_rx$tlb$r2_len r2_len(
        .d(r2_len$d),
        .q(r2_len$q),
        .clock(r2_len$clock)
    );
    ddp_rx$tlb$r2_index r2_index(
        .d(r2_index$d),
        .q(r2_index$q),
        .clock(r2_index$clock)
    );
    ddp_rx$tlb$r2_tag r2_tag(
        .d(r2_tag$d),
        .q(r2_tag$q),
        .clock(r2_tag$clock)
    );
    ddp_rx$tlb$r2_pbl r2_pbl(
        .d(r2_pbl$d),
        .q(r2_pbl$q),
        .clock(r2_pbl$clock)
    );
    ddp_rx$tlb$r2_room4k r2_room4k(
        .d(r2_room4k$d),
        .q(r2_room4k$q),
        .clock(r2_room4k$clock)
    );
    ddp_rx$tlb$r2_room2m r2_room2m(
        .d(r2_room2m$d),
        .q(r2_room2m$q),
        .clock(r2_room2m$clock)
    );
    ddp_rx$tlb$r2_fits4k r2_fits4k(
        .d(r2_fits4k$d),
        .q(r2_fits4k$q),
        .clock(r2_fits4k$clock)
    );
    ddp_rx$tlb$r2_fits2m r2_fits2m(
        .d(r2_fits2m$d),
        .q(r2_fits2m$q),
        .clock(r2_fits2m$clock)
    );
    ddp_rx$tlb$occ occ(
        .d(occ$d),
        .q(occ$q),
        .clock(occ$clock)
    );
    ddp_rx$tlb$chkq chkq(
        .clock(chkq$clock),
        .reset(chkq$reset),
        .push(chkq$push),
        .din(chkq$din),
        .full(chkq$full),
        .pop(chkq$pop),
        .dout(chkq$dout),
        .valid(chkq$valid)
    );
    ddp_rx$tlb$c_valid c_valid(
        .d(c_valid$d),
        .q(c_valid$q),
        .clock(c_valid$clock)
    );
    ddp_rx$tlb$c_to c_to(
        .d(c_to$d),
        .q(c_to$q),
        .clock(c_to$clock)
    );
    ddp_rx$tlb$c_len c_len(
        .d(c_len$d),
        .q(c_len$q),
        .clock(c_len$clock)
    );
    ddp_rx$tlb$c_end c_end(
        .d(c_end$d),
        .q(c_end$q),
        .clock(c_end$clock)
    );
    ddp_rx$tlb$c_access c_access(
        .d(c_access$d),
        .q(c_access$q),
        .clock(c_access$clock)
    );
    ddp_rx$tlb$c_pd c_pd(
        .d(c_pd$d),
        .q(c_pd$q),
        .clock(c_pd$clock)
    );
    ddp_rx$tlb$c_key c_key(
        .d(c_key$d),
        .q(c_key$q),
        .clock(c_key$clock)
    );
    ddp_rx$tlb$c_oob c_oob(
        .d(c_oob$d),
        .q(c_oob$q),
        .clock(c_oob$clock)
    );
    ddp_rx$tlb$c_index c_index(
        .d(c_index$d),
        .q(c_index$q),
        .clock(c_index$clock)
    );
    ddp_rx$tlb$c_tag c_tag(
        .d(c_tag$d),
        .q(c_tag$q),
        .clock(c_tag$clock)
    );
    ddp_rx$tlb$g_valid g_valid(
        .d(g_valid$d),
        .q(g_valid$q),
        .clock(g_valid$clock)
    );
    ddp_rx$tlb$g_err g_err(
        .d(g_err$d),
        .q(g_err$q),
        .clock(g_err$clock)
    );
    ddp_rx$tlb$g_nolookup g_nolookup(
        .d(g_nolookup$d),
        .q(g_nolookup$q),
        .clock(g_nolookup$clock)
    );
    ddp_rx$tlb$g_index g_index(
        .d(g_index$d),
        .q(g_index$q),
        .clock(g_index$clock)
    );
    ddp_rx$tlb$g_vpn g_vpn(
        .d(g_vpn$d),
        .q(g_vpn$q),
        .clock(g_vpn$clock)
    );
    ddp_rx$tlb$g_set g_set(
        .d(g_set$d),
        .q(g_set$q),
        .clock(g_set$clock)
    );
    ddp_rx$tlb$g_offset g_offset(
        .d(g_offset$d),
        .q(g_offset$q),
        .clock(g_offset$clock)
    );
    ddp_rx$tlb$g_len g_len(
        .d(g_len$d),
        .q(g_len$q),
        .clock(g_len$clock)
    );
    ddp_rx$tlb$g_last g_last(
        .d(g_last$d),
        .q(g_last$q),
        .clock(g_last$clock)
    );
    ddp_rx$tlb$g_tag g_tag(
        .d(g_tag$d),
        .q(g_tag$q),
        .clock(g_tag$clock)
    );
    ddp_rx$tlb$g_page_2m g_page_2m(
        .d(g_page_2m$d),
        .q(g_page_2m$q),
        .clock(g_page_2m$clock)
    );
    ddp_rx$tlb$g_pbl g_pbl(
        .d(g_pbl$d),
        .q(g_pbl$q),
        .clock(g_pbl$clock)
    );
    ddp_rx$tlb$h_valid h_valid(
        .d(h_valid$d),
        .q(h_valid$q),
        .clock(h_valid$clock)
    );
    ddp_rx$tlb$h_err h_err(
        .d(h_err$d),
        .q(h_err$q),
        .clock(h_err$clock)
    );
    ddp_rx$tlb$h_nolookup h_nolookup(
        .d(h_nolookup$d),
        .q(h_nolookup$q),
        .clock(h_nolookup$clock)
    );
    ddp_rx$tlb$h_index h_index(
        .d(h_index$d),
        .q(h_index$q),
        .clock(h_index$clock)
    );
    ddp_rx$tlb$h_vpn h_vpn(
        .d(h_vpn$d),
        .q(h_vpn$q),
        .clock(h_vpn$clock)
    );
    ddp_rx$tlb$h_set h_set(
        .d(h_set$d),
        .q(h_set$q),
        .clock(h_set$clock)
    );
    ddp_rx$tlb$h_offset h_offset(
        .d(h_offset$d),
        .q(h_offset$q),
        .clock(h_offset$clock)
    );
    ddp_rx$tlb$h_len h_len(
        .d(h_len$d),
        .q(h_len$q),
        .clock(h_len$clock)
    );
    ddp_rx$tlb$h_last h_last(
        .d(h_last$d),
        .q(h_last$q),
        .clock(h_last$clock)
    );
    ddp_rx$tlb$h_tag h_tag(
        .d(h_tag$d),
        .q(h_tag$q),
        .clock(h_tag$clock)
    );
    ddp_rx$tlb$h_page_2m h_page_2m(
        .d(h_page_2m$d),
        .q(h_page_2m$q),
        .clock(h_page_2m$clock)
    );
    ddp_rx$tlb$h_pbl h_pbl(
        .d(h_pbl$d),
        .q(h_pbl$q),
        .clock(h_pbl$clock)
    );
    ddp_rx$tlb$h_lm_eq h_lm_eq(
        .d(h_lm_eq$d),
        .q(h_lm_eq$q),
        .clock(h_lm_eq$clock)
    );
    ddp_rx$tlb$h_prev_eq h_prev_eq(
        .d(h_prev_eq$d),
        .q(h_prev_eq$q),
        .clock(h_prev_eq$clock)
    );
    ddp_rx$tlb$h_prev_miss h_prev_miss(
        .d(h_prev_miss$d),
        .q(h_prev_miss$q),
        .clock(h_prev_miss$clock)
    );
    ddp_rx$tlb$dma_tag dma_tag(
        .d(dma_tag$d),
        .q(dma_tag$q),
        .clock(dma_tag$clock)
    );
    ddp_rx$tlb$lm_valid lm_valid(
        .d(lm_valid$d),
        .q(lm_valid$q),
        .clock(lm_valid$clock)
    );
    ddp_rx$tlb$lm_tag lm_tag(
        .d(lm_tag$d),
        .q(lm_tag$q),
        .clock(lm_tag$clock)
    );
    ddp_rx$tlb$lf_page lf_page(
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

endmodule // ddp_rx$tlb


module ddp_rx$tlb$c_access(d,q,clock);

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

endmodule // ddp_rx$tlb$c_access


module ddp_rx$tlb$c_end(d,q,clock);

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

endmodule // ddp_rx$tlb$c_end


module ddp_rx$tlb$c_index(d,q,clock);

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

endmodule // ddp_rx$tlb$c_index


module ddp_rx$tlb$c_key(d,q,clock);

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

endmodule // ddp_rx$tlb$c_key


module ddp_rx$tlb$c_len(d,q,clock);

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

endmodule // ddp_rx$tlb$c_len


module ddp_rx$tlb$c_oob(d,q,clock);

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

endmodule // ddp_rx$tlb$c_oob


module ddp_rx$tlb$c_pd(d,q,clock);

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

endmodule // ddp_rx$tlb$c_pd


module ddp_rx$tlb$c_tag(d,q,clock);

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

endmodule // ddp_rx$tlb$c_tag


module ddp_rx$tlb$c_to(d,q,clock);

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

endmodule // ddp_rx$tlb$c_to


module ddp_rx$tlb$c_valid(d,q,clock);

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

endmodule // ddp_rx$tlb$c_valid


module ddp_rx$tlb$cache(clock,rd_set,advance,cmp_tag,hit,hit_page,victim,touch,touch_set,fill,fill_set,fill_way,fill_tag,fill_page,sweep,sweep_set,sweep_all,sweep_index);

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
    ddp_rx$tlb$cache$tag0 tag0(
        .clock(tag0$clock),
        .read_address(tag0$read_address),
        .read_data(tag0$read_data),
        .write_enable(tag0$write_enable),
        .write_address(tag0$write_address),
        .write_data(tag0$write_data)
    );
    ddp_rx$tlb$cache$tag1 tag1(
        .clock(tag1$clock),
        .read_address(tag1$read_address),
        .read_data(tag1$read_data),
        .write_enable(tag1$write_enable),
        .write_address(tag1$write_address),
        .write_data(tag1$write_data)
    );
    ddp_rx$tlb$cache$tag2 tag2(
        .clock(tag2$clock),
        .read_address(tag2$read_address),
        .read_data(tag2$read_data),
        .write_enable(tag2$write_enable),
        .write_address(tag2$write_address),
        .write_data(tag2$write_data)
    );
    ddp_rx$tlb$cache$tag3 tag3(
        .clock(tag3$clock),
        .read_address(tag3$read_address),
        .read_data(tag3$read_data),
        .write_enable(tag3$write_enable),
        .write_address(tag3$write_address),
        .write_data(tag3$write_data)
    );
    ddp_rx$tlb$cache$page0 page0(
        .clock(page0$clock),
        .read_address(page0$read_address),
        .read_data(page0$read_data),
        .write_enable(page0$write_enable),
        .write_address(page0$write_address),
        .write_data(page0$write_data)
    );
    ddp_rx$tlb$cache$page1 page1(
        .clock(page1$clock),
        .read_address(page1$read_address),
        .read_data(page1$read_data),
        .write_enable(page1$write_enable),
        .write_address(page1$write_address),
        .write_data(page1$write_data)
    );
    ddp_rx$tlb$cache$page2 page2(
        .clock(page2$clock),
        .read_address(page2$read_address),
        .read_data(page2$read_data),
        .write_enable(page2$write_enable),
        .write_address(page2$write_address),
        .write_data(page2$write_data)
    );
    ddp_rx$tlb$cache$page3 page3(
        .clock(page3$clock),
        .read_address(page3$read_address),
        .read_data(page3$read_data),
        .write_enable(page3$write_enable),
        .write_address(page3$write_address),
        .write_data(page3$write_data)
    );
    ddp_rx$tlb$cache$plru plru(
        .clock(plru$clock),
        .read_address(plru$read_address),
        .read_data(plru$read_data),
        .write_enable(plru$write_enable),
        .write_address(plru$write_address),
        .write_data(plru$write_data)
    );
    ddp_rx$tlb$cache$r_hit r_hit(
        .d(r_hit$d),
        .q(r_hit$q),
        .clock(r_hit$clock)
    );
    ddp_rx$tlb$cache$coll coll(
        .d(coll$d),
        .q(coll$q),
        .clock(coll$clock)
    );
    ddp_rx$tlb$cache$sm sm(
        .d(sm$d),
        .q(sm$q),
        .clock(sm$clock)
    );
    ddp_rx$tlb$cache$f_v f_v(
        .d(f_v$d),
        .q(f_v$q),
        .clock(f_v$clock)
    );
    ddp_rx$tlb$cache$f_set f_set(
        .d(f_set$d),
        .q(f_set$q),
        .clock(f_set$clock)
    );
    ddp_rx$tlb$cache$f_way f_way(
        .d(f_way$d),
        .q(f_way$q),
        .clock(f_way$clock)
    );
    ddp_rx$tlb$cache$f_tag f_tag(
        .d(f_tag$d),
        .q(f_tag$q),
        .clock(f_tag$clock)
    );
    ddp_rx$tlb$cache$f_page f_page(
        .d(f_page$d),
        .q(f_page$q),
        .clock(f_page$clock)
    );
    ddp_rx$tlb$cache$r_coll r_coll(
        .d(r_coll$d),
        .q(r_coll$q),
        .clock(r_coll$clock)
    );
    ddp_rx$tlb$cache$r_valid r_valid(
        .d(r_valid$d),
        .q(r_valid$q),
        .clock(r_valid$clock)
    );
    ddp_rx$tlb$cache$r_p0 r_p0(
        .d(r_p0$d),
        .q(r_p0$q),
        .clock(r_p0$clock)
    );
    ddp_rx$tlb$cache$r_p1 r_p1(
        .d(r_p1$d),
        .q(r_p1$q),
        .clock(r_p1$clock)
    );
    ddp_rx$tlb$cache$r_p2 r_p2(
        .d(r_p2$d),
        .q(r_p2$q),
        .clock(r_p2$clock)
    );
    ddp_rx$tlb$cache$r_p3 r_p3(
        .d(r_p3$d),
        .q(r_p3$q),
        .clock(r_p3$clock)
    );
    ddp_rx$tlb$cache$r_lru r_lru(
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

endmodule // ddp_rx$tlb$cache


module ddp_rx$tlb$cache$coll(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$coll


module ddp_rx$tlb$cache$f_page(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$f_page


module ddp_rx$tlb$cache$f_set(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$f_set


module ddp_rx$tlb$cache$f_tag(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$f_tag


module ddp_rx$tlb$cache$f_v(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$f_v


module ddp_rx$tlb$cache$f_way(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$f_way


module ddp_rx$tlb$cache$page0(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$cache$page0


module ddp_rx$tlb$cache$page1(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$cache$page1


module ddp_rx$tlb$cache$page2(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$cache$page2


module ddp_rx$tlb$cache$page3(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$cache$page3


module ddp_rx$tlb$cache$plru(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$cache$plru


module ddp_rx$tlb$cache$r_coll(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$r_coll


module ddp_rx$tlb$cache$r_hit(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$r_hit


module ddp_rx$tlb$cache$r_lru(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$r_lru


module ddp_rx$tlb$cache$r_p0(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$r_p0


module ddp_rx$tlb$cache$r_p1(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$r_p1


module ddp_rx$tlb$cache$r_p2(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$r_p2


module ddp_rx$tlb$cache$r_p3(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$r_p3


module ddp_rx$tlb$cache$r_valid(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$r_valid


module ddp_rx$tlb$cache$sm(d,q,clock);

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

endmodule // ddp_rx$tlb$cache$sm


module ddp_rx$tlb$cache$tag0(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$cache$tag0


module ddp_rx$tlb$cache$tag1(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$cache$tag1


module ddp_rx$tlb$cache$tag2(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$cache$tag2


module ddp_rx$tlb$cache$tag3(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$cache$tag3


module ddp_rx$tlb$chk(meta,base_va,end_va,to,to_end,access,pd,key,oob,fail,bounds,page_2m);

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

endmodule // ddp_rx$tlb$chk


module ddp_rx$tlb$chkq(clock,reset,push,din,full,pop,dout,valid);

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
    ddp_rx$tlb$chkq$ram ram(
        .clock(ram$clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );
    ddp_rx$tlb$chkq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    ddp_rx$tlb$chkq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    ddp_rx$tlb$chkq$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );
    ddp_rx$tlb$chkq$is_full is_full(
        .d(is_full$d),
        .q(is_full$q),
        .clock(is_full$clock)
    );
    ddp_rx$tlb$chkq$byp_v byp_v(
        .d(byp_v$d),
        .q(byp_v$q),
        .clock(byp_v$clock)
    );
    ddp_rx$tlb$chkq$byp byp(
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

endmodule // ddp_rx$tlb$chkq


module ddp_rx$tlb$chkq$byp(d,q,clock);

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

endmodule // ddp_rx$tlb$chkq$byp


module ddp_rx$tlb$chkq$byp_v(d,q,clock);

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

endmodule // ddp_rx$tlb$chkq$byp_v


module ddp_rx$tlb$chkq$is_full(d,q,clock);

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

endmodule // ddp_rx$tlb$chkq$is_full


module ddp_rx$tlb$chkq$n(d,q,clock);

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

endmodule // ddp_rx$tlb$chkq$n


module ddp_rx$tlb$chkq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$chkq$ram


module ddp_rx$tlb$chkq$rd(d,q,clock);

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

endmodule // ddp_rx$tlb$chkq$rd


module ddp_rx$tlb$chkq$wr(d,q,clock);

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

endmodule // ddp_rx$tlb$chkq$wr


module ddp_rx$tlb$cmd(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,idle,busy,mr_rd_own,mr_rd_index,mr_rd_meta,mr_wr_meta,mr_wr_entry,mr_wr_index,wr_meta,wr_base_va,wr_end_va,wr_pbl_adj,sweep_rd_own,sweep_rd_set,sweep,sweep_set,sweep_all,sweep_index);

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
    ddp_rx$tlb$cmd$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    ddp_rx$tlb$cmd$count count(
        .d(count$d),
        .q(count$q),
        .clock(count$clock)
    );
    ddp_rx$tlb$cmd$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    ddp_rx$tlb$cmd$stag stag(
        .d(stag$d),
        .q(stag$q),
        .clock(stag$clock)
    );
    ddp_rx$tlb$cmd$pd pd(
        .d(pd$d),
        .q(pd$q),
        .clock(pd$clock)
    );
    ddp_rx$tlb$cmd$rights rights(
        .d(rights$d),
        .q(rights$q),
        .clock(rights$clock)
    );
    ddp_rx$tlb$cmd$page_2m page_2m(
        .d(page_2m$d),
        .q(page_2m$q),
        .clock(page_2m$clock)
    );
    ddp_rx$tlb$cmd$base_va base_va(
        .d(base_va$d),
        .q(base_va$q),
        .clock(base_va$clock)
    );
    ddp_rx$tlb$cmd$length length(
        .d(length$d),
        .q(length$q),
        .clock(length$clock)
    );
    ddp_rx$tlb$cmd$pbl pbl(
        .d(pbl$d),
        .q(pbl$q),
        .clock(pbl$clock)
    );
    ddp_rx$tlb$cmd$status status(
        .d(status$d),
        .q(status$q),
        .clock(status$clock)
    );
    ddp_rx$tlb$cmd$prev prev(
        .d(prev$d),
        .q(prev$q),
        .clock(prev$clock)
    );
    ddp_rx$tlb$cmd$prev2 prev2(
        .d(prev2$d),
        .q(prev2$q),
        .clock(prev2$clock)
    );
    ddp_rx$tlb$cmd$rv1 rv1(
        .d(rv1$d),
        .q(rv1$q),
        .clock(rv1$clock)
    );
    ddp_rx$tlb$cmd$rv2 rv2(
        .d(rv2$d),
        .q(rv2$q),
        .clock(rv2$clock)
    );
    ddp_rx$tlb$cmd$ra1 ra1(
        .d(ra1$d),
        .q(ra1$q),
        .clock(ra1$clock)
    );
    ddp_rx$tlb$cmd$ra2 ra2(
        .d(ra2$d),
        .q(ra2$q),
        .clock(ra2$clock)
    );
    ddp_rx$tlb$cmd$q_wr_meta q_wr_meta(
        .d(q_wr_meta$d),
        .q(q_wr_meta$q),
        .clock(q_wr_meta$clock)
    );
    ddp_rx$tlb$cmd$q_wr_entry q_wr_entry(
        .d(q_wr_entry$d),
        .q(q_wr_entry$q),
        .clock(q_wr_entry$clock)
    );
    ddp_rx$tlb$cmd$q_wr_index q_wr_index(
        .d(q_wr_index$d),
        .q(q_wr_index$q),
        .clock(q_wr_index$clock)
    );
    ddp_rx$tlb$cmd$q_meta q_meta(
        .d(q_meta$d),
        .q(q_meta$q),
        .clock(q_meta$clock)
    );
    ddp_rx$tlb$cmd$q_base_va q_base_va(
        .d(q_base_va$d),
        .q(q_base_va$q),
        .clock(q_base_va$clock)
    );
    ddp_rx$tlb$cmd$q_end_va q_end_va(
        .d(q_end_va$d),
        .q(q_end_va$q),
        .clock(q_end_va$clock)
    );
    ddp_rx$tlb$cmd$q_pbl_adj q_pbl_adj(
        .d(q_pbl_adj$d),
        .q(q_pbl_adj$q),
        .clock(q_pbl_adj$clock)
    );
    ddp_rx$tlb$cmd$meta_q meta_q(
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

endmodule // ddp_rx$tlb$cmd


module ddp_rx$tlb$cmd$base_va(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$base_va


module ddp_rx$tlb$cmd$count(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$count


module ddp_rx$tlb$cmd$length(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$length


module ddp_rx$tlb$cmd$meta_q(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$meta_q


module ddp_rx$tlb$cmd$op(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$op


module ddp_rx$tlb$cmd$page_2m(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$page_2m


module ddp_rx$tlb$cmd$pbl(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$pbl


module ddp_rx$tlb$cmd$pd(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$pd


module ddp_rx$tlb$cmd$prev(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$prev


module ddp_rx$tlb$cmd$prev2(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$prev2


module ddp_rx$tlb$cmd$q_base_va(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$q_base_va


module ddp_rx$tlb$cmd$q_end_va(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$q_end_va


module ddp_rx$tlb$cmd$q_meta(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$q_meta


module ddp_rx$tlb$cmd$q_pbl_adj(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$q_pbl_adj


module ddp_rx$tlb$cmd$q_wr_entry(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$q_wr_entry


module ddp_rx$tlb$cmd$q_wr_index(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$q_wr_index


module ddp_rx$tlb$cmd$q_wr_meta(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$q_wr_meta


module ddp_rx$tlb$cmd$ra1(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$ra1


module ddp_rx$tlb$cmd$ra2(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$ra2


module ddp_rx$tlb$cmd$rights(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$rights


module ddp_rx$tlb$cmd$rv1(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$rv1


module ddp_rx$tlb$cmd$rv2(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$rv2


module ddp_rx$tlb$cmd$stag(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$stag


module ddp_rx$tlb$cmd$state(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$state


module ddp_rx$tlb$cmd$status(d,q,clock);

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

endmodule // ddp_rx$tlb$cmd$status


module ddp_rx$tlb$dma_tag(d,q,clock);

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

endmodule // ddp_rx$tlb$dma_tag


module ddp_rx$tlb$dmaq(clock,reset,push,din,full,pop,dout,valid);

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
    ddp_rx$tlb$dmaq$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    ddp_rx$tlb$dmaq$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    ddp_rx$tlb$dmaq$n n(
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

endmodule // ddp_rx$tlb$dmaq


module ddp_rx$tlb$dmaq$e0(d,q,clock);

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

endmodule // ddp_rx$tlb$dmaq$e0


module ddp_rx$tlb$dmaq$e1(d,q,clock);

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

endmodule // ddp_rx$tlb$dmaq$e1


module ddp_rx$tlb$dmaq$n(d,q,clock);

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

endmodule // ddp_rx$tlb$dmaq$n


module ddp_rx$tlb$g_err(d,q,clock);

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

endmodule // ddp_rx$tlb$g_err


module ddp_rx$tlb$g_index(d,q,clock);

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

endmodule // ddp_rx$tlb$g_index


module ddp_rx$tlb$g_last(d,q,clock);

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

endmodule // ddp_rx$tlb$g_last


module ddp_rx$tlb$g_len(d,q,clock);

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

endmodule // ddp_rx$tlb$g_len


module ddp_rx$tlb$g_nolookup(d,q,clock);

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

endmodule // ddp_rx$tlb$g_nolookup


module ddp_rx$tlb$g_offset(d,q,clock);

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

endmodule // ddp_rx$tlb$g_offset


module ddp_rx$tlb$g_page_2m(d,q,clock);

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

endmodule // ddp_rx$tlb$g_page_2m


module ddp_rx$tlb$g_pbl(d,q,clock);

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

endmodule // ddp_rx$tlb$g_pbl


module ddp_rx$tlb$g_set(d,q,clock);

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

endmodule // ddp_rx$tlb$g_set


module ddp_rx$tlb$g_tag(d,q,clock);

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

endmodule // ddp_rx$tlb$g_tag


module ddp_rx$tlb$g_valid(d,q,clock);

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

endmodule // ddp_rx$tlb$g_valid


module ddp_rx$tlb$g_vpn(d,q,clock);

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

endmodule // ddp_rx$tlb$g_vpn


module ddp_rx$tlb$h_err(d,q,clock);

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

endmodule // ddp_rx$tlb$h_err


module ddp_rx$tlb$h_index(d,q,clock);

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

endmodule // ddp_rx$tlb$h_index


module ddp_rx$tlb$h_last(d,q,clock);

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

endmodule // ddp_rx$tlb$h_last


module ddp_rx$tlb$h_len(d,q,clock);

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

endmodule // ddp_rx$tlb$h_len


module ddp_rx$tlb$h_lm_eq(d,q,clock);

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

endmodule // ddp_rx$tlb$h_lm_eq


module ddp_rx$tlb$h_nolookup(d,q,clock);

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

endmodule // ddp_rx$tlb$h_nolookup


module ddp_rx$tlb$h_offset(d,q,clock);

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

endmodule // ddp_rx$tlb$h_offset


module ddp_rx$tlb$h_page_2m(d,q,clock);

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

endmodule // ddp_rx$tlb$h_page_2m


module ddp_rx$tlb$h_pbl(d,q,clock);

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

endmodule // ddp_rx$tlb$h_pbl


module ddp_rx$tlb$h_prev_eq(d,q,clock);

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

endmodule // ddp_rx$tlb$h_prev_eq


module ddp_rx$tlb$h_prev_miss(d,q,clock);

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

endmodule // ddp_rx$tlb$h_prev_miss


module ddp_rx$tlb$h_set(d,q,clock);

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

endmodule // ddp_rx$tlb$h_set


module ddp_rx$tlb$h_tag(d,q,clock);

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

endmodule // ddp_rx$tlb$h_tag


module ddp_rx$tlb$h_valid(d,q,clock);

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

endmodule // ddp_rx$tlb$h_valid


module ddp_rx$tlb$h_vpn(d,q,clock);

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

endmodule // ddp_rx$tlb$h_vpn


module ddp_rx$tlb$lf_page(d,q,clock);

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

endmodule // ddp_rx$tlb$lf_page


module ddp_rx$tlb$lm_tag(d,q,clock);

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

endmodule // ddp_rx$tlb$lm_tag


module ddp_rx$tlb$lm_valid(d,q,clock);

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

endmodule // ddp_rx$tlb$lm_valid


module ddp_rx$tlb$mr_base(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$mr_base


module ddp_rx$tlb$mr_end(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$mr_end


module ddp_rx$tlb$mr_meta(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$mr_meta


module ddp_rx$tlb$mr_pbl(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$mr_pbl


module ddp_rx$tlb$occ(d,q,clock);

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

endmodule // ddp_rx$tlb$occ


module ddp_rx$tlb$outq(clock,reset,push,din,full,pop,dout,valid);

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
    ddp_rx$tlb$outq$e0 e0(
        .d(e0$d),
        .q(e0$q),
        .clock(e0$clock)
    );
    ddp_rx$tlb$outq$e1 e1(
        .d(e1$d),
        .q(e1$q),
        .clock(e1$clock)
    );
    ddp_rx$tlb$outq$n n(
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

endmodule // ddp_rx$tlb$outq


module ddp_rx$tlb$outq$e0(d,q,clock);

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

endmodule // ddp_rx$tlb$outq$e0


module ddp_rx$tlb$outq$e1(d,q,clock);

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

endmodule // ddp_rx$tlb$outq$e1


module ddp_rx$tlb$outq$n(d,q,clock);

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

endmodule // ddp_rx$tlb$outq$n


module ddp_rx$tlb$r1_access(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_access


module ddp_rx$tlb$r1_end(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_end


module ddp_rx$tlb$r1_index(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_index


module ddp_rx$tlb$r1_key(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_key


module ddp_rx$tlb$r1_len(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_len


module ddp_rx$tlb$r1_oob(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_oob


module ddp_rx$tlb$r1_pd(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_pd


module ddp_rx$tlb$r1_tag(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_tag


module ddp_rx$tlb$r1_to(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_to


module ddp_rx$tlb$r1_valid(d,q,clock);

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

endmodule // ddp_rx$tlb$r1_valid


module ddp_rx$tlb$r2_bounds(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_bounds


module ddp_rx$tlb$r2_fail(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_fail


module ddp_rx$tlb$r2_fits2m(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_fits2m


module ddp_rx$tlb$r2_fits4k(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_fits4k


module ddp_rx$tlb$r2_index(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_index


module ddp_rx$tlb$r2_len(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_len


module ddp_rx$tlb$r2_page_2m(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_page_2m


module ddp_rx$tlb$r2_pbl(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_pbl


module ddp_rx$tlb$r2_room2m(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_room2m


module ddp_rx$tlb$r2_room4k(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_room4k


module ddp_rx$tlb$r2_tag(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_tag


module ddp_rx$tlb$r2_to(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_to


module ddp_rx$tlb$r2_valid(d,q,clock);

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

endmodule // ddp_rx$tlb$r2_valid


module ddp_rx$tlb$rspq(clock,reset,push,din,full,pop,dout,valid);

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
    ddp_rx$tlb$rspq$ram ram(
        .clock(ram$clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );
    ddp_rx$tlb$rspq$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    ddp_rx$tlb$rspq$rd rd(
        .d(rd$d),
        .q(rd$q),
        .clock(rd$clock)
    );
    ddp_rx$tlb$rspq$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );
    ddp_rx$tlb$rspq$is_full is_full(
        .d(is_full$d),
        .q(is_full$q),
        .clock(is_full$clock)
    );
    ddp_rx$tlb$rspq$byp_v byp_v(
        .d(byp_v$d),
        .q(byp_v$q),
        .clock(byp_v$clock)
    );
    ddp_rx$tlb$rspq$byp byp(
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

endmodule // ddp_rx$tlb$rspq


module ddp_rx$tlb$rspq$byp(d,q,clock);

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

endmodule // ddp_rx$tlb$rspq$byp


module ddp_rx$tlb$rspq$byp_v(d,q,clock);

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

endmodule // ddp_rx$tlb$rspq$byp_v


module ddp_rx$tlb$rspq$is_full(d,q,clock);

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

endmodule // ddp_rx$tlb$rspq$is_full


module ddp_rx$tlb$rspq$n(d,q,clock);

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

endmodule // ddp_rx$tlb$rspq$n


module ddp_rx$tlb$rspq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$rspq$ram


module ddp_rx$tlb$rspq$rd(d,q,clock);

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

endmodule // ddp_rx$tlb$rspq$rd


module ddp_rx$tlb$rspq$wr(d,q,clock);

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

endmodule // ddp_rx$tlb$rspq$wr


module ddp_rx$tlb$split(clock,reset,advance,s_valid,s_ready,s_err,s_to,s_len,s_page_2m,s_index,s_pbl_adj,s_tag,s_room,s_one_piece,s_nolookup,p_valid,p_err,p_nolookup,p_index,p_vpn,p_set,p_offset,p_len,p_last,p_tag,p_page_2m,p_pbl);

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
    ddp_rx$tlb$split$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    ddp_rx$tlb$split$va va(
        .d(va$d),
        .q(va$q),
        .clock(va$clock)
    );
    ddp_rx$tlb$split$rem rem(
        .d(rem$d),
        .q(rem$q),
        .clock(rem$clock)
    );
    ddp_rx$tlb$split$page_2m page_2m(
        .d(page_2m$d),
        .q(page_2m$q),
        .clock(page_2m$clock)
    );
    ddp_rx$tlb$split$index index(
        .d(index$d),
        .q(index$q),
        .clock(index$clock)
    );
    ddp_rx$tlb$split$pbl_adj pbl_adj(
        .d(pbl_adj$d),
        .q(pbl_adj$q),
        .clock(pbl_adj$clock)
    );
    ddp_rx$tlb$split$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    ddp_rx$tlb$split$err err(
        .d(err$d),
        .q(err$q),
        .clock(err$clock)
    );
    ddp_rx$tlb$split$nolookup nolookup(
        .d(nolookup$d),
        .q(nolookup$q),
        .clock(nolookup$clock)
    );
    ddp_rx$tlb$split$room room(
        .d(room$d),
        .q(room$q),
        .clock(room$clock)
    );
    ddp_rx$tlb$split$last_r last_r(
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

endmodule // ddp_rx$tlb$split


module ddp_rx$tlb$split$busy(d,q,clock);

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

endmodule // ddp_rx$tlb$split$busy


module ddp_rx$tlb$split$err(d,q,clock);

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

endmodule // ddp_rx$tlb$split$err


module ddp_rx$tlb$split$index(d,q,clock);

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

endmodule // ddp_rx$tlb$split$index


module ddp_rx$tlb$split$last_r(d,q,clock);

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

endmodule // ddp_rx$tlb$split$last_r


module ddp_rx$tlb$split$nolookup(d,q,clock);

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

endmodule // ddp_rx$tlb$split$nolookup


module ddp_rx$tlb$split$page_2m(d,q,clock);

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

endmodule // ddp_rx$tlb$split$page_2m


module ddp_rx$tlb$split$pbl_adj(d,q,clock);

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

endmodule // ddp_rx$tlb$split$pbl_adj


module ddp_rx$tlb$split$rem(d,q,clock);

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

endmodule // ddp_rx$tlb$split$rem


module ddp_rx$tlb$split$room(d,q,clock);

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

endmodule // ddp_rx$tlb$split$room


module ddp_rx$tlb$split$tag(d,q,clock);

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

endmodule // ddp_rx$tlb$split$tag


module ddp_rx$tlb$split$va(d,q,clock);

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

endmodule // ddp_rx$tlb$split$va
