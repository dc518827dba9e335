// Generated from model/src/ddp/rx.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: ddp_rx. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module ddp_rx(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,s_data,s_keep,s_last,s_status,s_qp,s_valid,s_ready,s_qpcfg_valid,s_qpcfg_ready,s_qpcfg_qp,s_qpcfg_pd,s_qpcfg_ird,s_recv_valid,s_recv_ready,s_recv_qp,s_recv_stag,s_recv_to,s_recv_len,rq_pending,s_rdone_valid,s_rdone_ready,s_rdone_qp,s_flush_valid,s_flush_ready,s_flush_qp,m_rreq_valid,m_rreq_ready,m_rreq_qp,m_rreq_sink_stag,m_rreq_sink_to,m_rreq_size,m_rreq_src_stag,m_rreq_src_to,m_term_valid,m_term_ready,m_term_qp,m_term_ctl,m_term_seglen,m_term_w0,m_term_w1,m_term_w2,m_term_w3,m_term_w4,m_term_w5,cnt_segments,cnt_dropped,cnt_term_llp,cnt_term_ddp,cnt_term_rdmap,cnt_rq_waits,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,m_cqe_valid,m_cqe_ready,m_cqe_qp,m_cqe_kind,m_cqe_status,m_cqe_slot,m_cqe_len,m_cqe_se,m_cqe_inv,m_cqe_stag,idle);

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
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  [1:0] s_status;
    input wire  [3:0] s_qp;
    input wire  s_valid;
    output wire  s_ready;
    input wire  s_qpcfg_valid;
    output wire  s_qpcfg_ready;
    input wire  [3:0] s_qpcfg_qp;
    input wire  [15:0] s_qpcfg_pd;
    input wire  [3:0] s_qpcfg_ird;
    input wire  s_recv_valid;
    output wire  s_recv_ready;
    input wire  [3:0] s_recv_qp;
    input wire  [31:0] s_recv_stag;
    input wire  [63:0] s_recv_to;
    input wire  [31:0] s_recv_len;
    input wire  [15:0] rq_pending;
    input wire  s_rdone_valid;
    output wire  s_rdone_ready;
    input wire  [3:0] s_rdone_qp;
    input wire  s_flush_valid;
    output wire  s_flush_ready;
    input wire  [3:0] s_flush_qp;
    output wire  m_rreq_valid;
    input wire  m_rreq_ready;
    output wire  [3:0] m_rreq_qp;
    output wire  [31:0] m_rreq_sink_stag;
    output wire  [63:0] m_rreq_sink_to;
    output wire  [31:0] m_rreq_size;
    output wire  [31:0] m_rreq_src_stag;
    output wire  [63:0] m_rreq_src_to;
    output wire  m_term_valid;
    input wire  m_term_ready;
    output wire  [3:0] m_term_qp;
    output wire  [31:0] m_term_ctl;
    output wire  [15:0] m_term_seglen;
    output wire  [63:0] m_term_w0;
    output wire  [63:0] m_term_w1;
    output wire  [63:0] m_term_w2;
    output wire  [63:0] m_term_w3;
    output wire  [63:0] m_term_w4;
    output wire  [63:0] m_term_w5;
    output wire  [31:0] cnt_segments;
    output wire  [31:0] cnt_dropped;
    output wire  [15:0] cnt_term_llp;
    output wire  [15:0] cnt_term_ddp;
    output wire  [15:0] cnt_term_rdmap;
    output wire  [31:0] cnt_rq_waits;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [63:0] m_wr_addr;
    output wire  [15:0] m_wr_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output wire  [63:0] m_wd_data;
    output wire  [7:0] m_wd_keep;
    output wire  m_wd_last;
    output wire  m_cqe_valid;
    input wire  m_cqe_ready;
    output wire  [3:0] m_cqe_qp;
    output wire  [1:0] m_cqe_kind;
    output wire  [1:0] m_cqe_status;
    output wire  [3:0] m_cqe_slot;
    output wire  [31:0] m_cqe_len;
    output wire  m_cqe_se;
    output wire  m_cqe_inv;
    output wire  [31:0] m_cqe_stag;
    output wire  idle;

    // Enums
    localparam PlaceState$Idle = 0;
    localparam PlaceState$Piece = 1;
    localparam PlaceState$Data = 2;
    localparam PlaceState$Drain = 3;
    localparam PlaceState$Cqe = 4;
    localparam PlaceState$Flush = 5;

    // Stub signals
    wire  in_q$reset;
    wire  in_q$push;
    reg  [78:0] in_q$din;
    wire  in_q$full;
    wire  in_q$pop;
    wire  [78:0] in_q$dout;
    wire  in_q$valid;
    reg  due$d;
    reg  due$q;
    reg  hold_q$d;
    reg  hold_q$q;
    wire  ingress$reset;
    wire  [63:0] ingress$s_data;
    wire  [7:0] ingress$s_keep;
    wire  ingress$s_last;
    wire  [1:0] ingress$s_status;
    wire  [3:0] ingress$s_qp;
    wire  ingress$s_valid;
    wire  ingress$s_ready;
    wire  ingress$buf_push;
    wire  [63:0] ingress$buf_din;
    wire  ingress$buf_full;
    wire  ingress$m_desc_valid;
    wire  ingress$m_desc_ready;
    wire  [3:0] ingress$m_desc_qp;
    wire  [1:0] ingress$m_desc_status;
    wire  [16:0] ingress$m_desc_len;
    wire  [10:0] ingress$m_desc_words;
    wire  [63:0] ingress$m_desc_w0;
    wire  [63:0] ingress$m_desc_w1;
    wire  [63:0] ingress$m_desc_w2;
    wire  [63:0] ingress$m_desc_w3;
    wire  [63:0] ingress$m_desc_w4;
    wire  [63:0] ingress$m_desc_w5;
    wire  seg_buf$reset;
    wire  seg_buf$push;
    wire  [63:0] seg_buf$din;
    wire  seg_buf$full;
    wire  seg_buf$pop;
    wire  [63:0] seg_buf$dout;
    wire  seg_buf$valid;
    wire  seg_skid$reset;
    wire  seg_skid$push;
    wire  [63:0] seg_skid$din;
    wire  seg_skid$full;
    wire  seg_skid$pop;
    wire  [63:0] seg_skid$dout;
    wire  seg_skid$valid;
    wire  control$reset;
    wire  control$s_desc_valid;
    wire  control$s_desc_ready;
    wire  [3:0] control$s_desc_qp;
    wire  [1:0] control$s_desc_status;
    wire  [16:0] control$s_desc_len;
    wire  [10:0] control$s_desc_words;
    wire  [63:0] control$s_desc_w0;
    wire  [63:0] control$s_desc_w1;
    wire  [63:0] control$s_desc_w2;
    wire  [63:0] control$s_desc_w3;
    wire  [63:0] control$s_desc_w4;
    wire  [63:0] control$s_desc_w5;
    wire  [15:0] control$rq_pending;
    wire  control$m_treq_valid;
    wire  control$m_treq_ready;
    wire  [31:0] control$m_treq_stag;
    wire  [63:0] control$m_treq_to;
    wire  [31:0] control$m_treq_len;
    wire  [1:0] control$m_treq_access;
    wire  [15:0] control$m_treq_pd;
    wire  [7:0] control$m_treq_tag;
    wire  control$tpc_valid;
    wire  [2:0] control$tpc_err;
    wire  control$tpc_last;
    wire  control$tpc_pop;
    wire  control$pending;
    wire  control$hold_desc;
    wire  control$seg_due;
    wire  control$piece_done;
    wire  control$m_inv_valid;
    wire  control$m_inv_ready;
    wire  [31:0] control$m_inv_stag;
    wire  control$s_inv_ack_valid;
    wire  control$s_inv_ack_ready;
    wire  [1:0] control$s_inv_ack_status;
    wire  control$job_push;
    wire  [104:0] control$job_din;
    wire  control$job_full;
    wire  [31:0] control$cnt_segments;
    wire  [31:0] control$cnt_dropped;
    wire  [15:0] control$cnt_term_llp;
    wire  [15:0] control$cnt_term_ddp;
    wire  [15:0] control$cnt_term_rdmap;
    wire  [31:0] control$cnt_rq_waits;
    wire  jobs$reset;
    wire  jobs$push;
    wire  [104:0] jobs$din;
    wire  jobs$full;
    wire  jobs$pop;
    wire  [104:0] jobs$dout;
    wire  jobs$valid;
    wire  placer$reset;
    wire  placer$job_valid;
    wire  [104:0] placer$job_dout;
    wire  placer$job_pop;
    wire  placer$buf_valid;
    wire  [63:0] placer$buf_dout;
    wire  placer$buf_pop;
    wire  placer$tpc_valid;
    wire  [63:0] placer$tpc_pa;
    wire  [31:0] placer$tpc_len;
    wire  placer$tpc_last;
    wire  placer$tpc_pop;
    wire  placer$piece_done;
    wire  placer$busy;
    wire  mux$reset;
    wire  mux$s_inv_valid;
    wire  mux$s_inv_ready;
    wire  [31:0] mux$s_inv_stag;
    wire  mux$m_inv_ack_valid;
    wire  mux$m_inv_ack_ready;
    wire  [1:0] mux$m_inv_ack_status;
    wire  mux$t_cmd_valid;
    wire  mux$t_cmd_ready;
    wire  [1:0] mux$t_cmd_op;
    wire  [31:0] mux$t_cmd_stag;
    wire  [15:0] mux$t_cmd_pd;
    wire  [3:0] mux$t_cmd_rights;
    wire  mux$t_cmd_page_2m;
    wire  [63:0] mux$t_cmd_base_va;
    wire  [63:0] mux$t_cmd_length;
    wire  [63:0] mux$t_cmd_pbl;
    wire  mux$t_ack_valid;
    wire  mux$t_ack_ready;
    wire  [1:0] mux$t_ack_status;
    wire  tlb$reset;
    wire  tlb$s_cmd_valid;
    wire  tlb$s_cmd_ready;
    wire  [1:0] tlb$s_cmd_op;
    wire  [31:0] tlb$s_cmd_stag;
    wire  [15:0] tlb$s_cmd_pd;
    wire  [3:0] tlb$s_cmd_rights;
    wire  tlb$s_cmd_page_2m;
    wire  [63:0] tlb$s_cmd_base_va;
    wire  [63:0] tlb$s_cmd_length;
    wire  [63:0] tlb$s_cmd_pbl;
    wire  tlb$m_ack_valid;
    wire  tlb$m_ack_ready;
    wire  [1:0] tlb$m_ack_status;
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
    wire  in_take;
    wire  last_out;
    reg  [104:0] job_word;

    // Sub module instances
    ddp_rx$in_q in_q(
        .clock(clock),
        .reset(in_q$reset),
        .push(in_q$push),
        .din(in_q$din),
        .full(in_q$full),
        .pop(in_q$pop),
        .dout(in_q$dout),
        .valid(in_q$valid)
    );
    ddp_rx$ingress ingress(
        .clock(clock),
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
        .m_desc_valid(ingress$m_desc_valid),
        .m_desc_ready(ingress$m_desc_ready),
        .m_desc_qp(ingress$m_desc_qp),
        .m_desc_status(ingress$m_desc_status),
        .m_desc_len(ingress$m_desc_len),
        .m_desc_words(ingress$m_desc_words),
        .m_desc_w0(ingress$m_desc_w0),
        .m_desc_w1(ingress$m_desc_w1),
        .m_desc_w2(ingress$m_desc_w2),
        .m_desc_w3(ingress$m_desc_w3),
        .m_desc_w4(ingress$m_desc_w4),
        .m_desc_w5(ingress$m_desc_w5)
    );
    ddp_rx$seg_buf seg_buf(
        .clock(clock),
        .reset(seg_buf$reset),
        .push(seg_buf$push),
        .din(seg_buf$din),
        .full(seg_buf$full),
        .pop(seg_buf$pop),
        .dout(seg_buf$dout),
        .valid(seg_buf$valid)
    );
    ddp_rx$seg_skid seg_skid(
        .clock(clock),
        .reset(seg_skid$reset),
        .push(seg_skid$push),
        .din(seg_skid$din),
        .full(seg_skid$full),
        .pop(seg_skid$pop),
        .dout(seg_skid$dout),
        .valid(seg_skid$valid)
    );
    ddp_rx$control control(
        .clock(clock),
        .reset(control$reset),
        .s_qpcfg_valid(s_qpcfg_valid),
        .s_qpcfg_ready(s_qpcfg_ready),
        .s_qpcfg_qp(s_qpcfg_qp),
        .s_qpcfg_pd(s_qpcfg_pd),
        .s_qpcfg_ird(s_qpcfg_ird),
        .s_recv_valid(s_recv_valid),
        .s_recv_ready(s_recv_ready),
        .s_recv_qp(s_recv_qp),
        .s_recv_stag(s_recv_stag),
        .s_recv_to(s_recv_to),
        .s_recv_len(s_recv_len),
        .s_rdone_valid(s_rdone_valid),
        .s_rdone_ready(s_rdone_ready),
        .s_rdone_qp(s_rdone_qp),
        .s_flush_valid(s_flush_valid),
        .s_flush_ready(s_flush_ready),
        .s_flush_qp(s_flush_qp),
        .s_desc_valid(control$s_desc_valid),
        .s_desc_ready(control$s_desc_ready),
        .s_desc_qp(control$s_desc_qp),
        .s_desc_status(control$s_desc_status),
        .s_desc_len(control$s_desc_len),
        .s_desc_words(control$s_desc_words),
        .s_desc_w0(control$s_desc_w0),
        .s_desc_w1(control$s_desc_w1),
        .s_desc_w2(control$s_desc_w2),
        .s_desc_w3(control$s_desc_w3),
        .s_desc_w4(control$s_desc_w4),
        .s_desc_w5(control$s_desc_w5),
        .rq_pending(control$rq_pending),
        .m_treq_valid(control$m_treq_valid),
        .m_treq_ready(control$m_treq_ready),
        .m_treq_stag(control$m_treq_stag),
        .m_treq_to(control$m_treq_to),
        .m_treq_len(control$m_treq_len),
        .m_treq_access(control$m_treq_access),
        .m_treq_pd(control$m_treq_pd),
        .m_treq_tag(control$m_treq_tag),
        .tpc_valid(control$tpc_valid),
        .tpc_err(control$tpc_err),
        .tpc_last(control$tpc_last),
        .tpc_pop(control$tpc_pop),
        .pending(control$pending),
        .hold_desc(control$hold_desc),
        .seg_due(control$seg_due),
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
        .m_rreq_valid(m_rreq_valid),
        .m_rreq_ready(m_rreq_ready),
        .m_rreq_qp(m_rreq_qp),
        .m_rreq_sink_stag(m_rreq_sink_stag),
        .m_rreq_sink_to(m_rreq_sink_to),
        .m_rreq_size(m_rreq_size),
        .m_rreq_src_stag(m_rreq_src_stag),
        .m_rreq_src_to(m_rreq_src_to),
        .m_term_valid(m_term_valid),
        .m_term_ready(m_term_ready),
        .m_term_qp(m_term_qp),
        .m_term_ctl(m_term_ctl),
        .m_term_seglen(m_term_seglen),
        .m_term_w0(m_term_w0),
        .m_term_w1(m_term_w1),
        .m_term_w2(m_term_w2),
        .m_term_w3(m_term_w3),
        .m_term_w4(m_term_w4),
        .m_term_w5(m_term_w5),
        .cnt_segments(control$cnt_segments),
        .cnt_dropped(control$cnt_dropped),
        .cnt_term_llp(control$cnt_term_llp),
        .cnt_term_ddp(control$cnt_term_ddp),
        .cnt_term_rdmap(control$cnt_term_rdmap),
        .cnt_rq_waits(control$cnt_rq_waits)
    );
    ddp_rx$jobs jobs(
        .clock(clock),
        .reset(jobs$reset),
        .push(jobs$push),
        .din(jobs$din),
        .full(jobs$full),
        .pop(jobs$pop),
        .dout(jobs$dout),
        .valid(jobs$valid)
    );
    ddp_rx$placer placer(
        .clock(clock),
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
        .m_wr_valid(m_wr_valid),
        .m_wr_ready(m_wr_ready),
        .m_wr_addr(m_wr_addr),
        .m_wr_len(m_wr_len),
        .m_wd_valid(m_wd_valid),
        .m_wd_ready(m_wd_ready),
        .m_wd_data(m_wd_data),
        .m_wd_keep(m_wd_keep),
        .m_wd_last(m_wd_last),
        .m_cqe_valid(m_cqe_valid),
        .m_cqe_ready(m_cqe_ready),
        .m_cqe_qp(m_cqe_qp),
        .m_cqe_kind(m_cqe_kind),
        .m_cqe_status(m_cqe_status),
        .m_cqe_slot(m_cqe_slot),
        .m_cqe_len(m_cqe_len),
        .m_cqe_se(m_cqe_se),
        .m_cqe_inv(m_cqe_inv),
        .m_cqe_stag(m_cqe_stag),
        .busy(placer$busy)
    );
    ddp_rx$mux mux(
        .clock(clock),
        .reset(mux$reset),
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
        .s_inv_valid(mux$s_inv_valid),
        .s_inv_ready(mux$s_inv_ready),
        .s_inv_stag(mux$s_inv_stag),
        .m_inv_ack_valid(mux$m_inv_ack_valid),
        .m_inv_ack_ready(mux$m_inv_ack_ready),
        .m_inv_ack_status(mux$m_inv_ack_status),
        .t_cmd_valid(mux$t_cmd_valid),
        .t_cmd_ready(mux$t_cmd_ready),
        .t_cmd_op(mux$t_cmd_op),
        .t_cmd_stag(mux$t_cmd_stag),
        .t_cmd_pd(mux$t_cmd_pd),
        .t_cmd_rights(mux$t_cmd_rights),
        .t_cmd_page_2m(mux$t_cmd_page_2m),
        .t_cmd_base_va(mux$t_cmd_base_va),
        .t_cmd_length(mux$t_cmd_length),
        .t_cmd_pbl(mux$t_cmd_pbl),
        .t_ack_valid(mux$t_ack_valid),
        .t_ack_ready(mux$t_ack_ready),
        .t_ack_status(mux$t_ack_status)
    );
    ddp_rx$tlb tlb(
        .clock(clock),
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
        due$q = 1'h0;
        hold_q$q = 1'h0;
    end

    always @(posedge clock) begin
        due$q <= due$d;
        hold_q$q <= hold_q$d;
    end

    // Update code
    assign ingress$reset = reset;
    assign seg_buf$reset = reset;
    assign control$reset = reset;
    assign jobs$reset = reset;
    assign placer$reset = reset;
    assign mux$reset = reset;
    assign tlb$reset = reset;
    assign tlb$s_dma_data_valid = s_dma_data_valid;
    assign tlb$s_dma_data = s_dma_data;
    assign s_dma_data_ready = tlb$s_dma_data_ready;
    assign control$tpc_valid = tlb$m_rsp_valid;
    assign control$tpc_err = tlb$m_rsp_err;
    assign placer$tpc_valid = tlb$m_rsp_valid;
    assign placer$tpc_pa = tlb$m_rsp_pa;
    assign placer$tpc_len = tlb$m_rsp_len;
    assign placer$tpc_last = tlb$m_rsp_last;
    assign control$tpc_last = tlb$m_rsp_last;
    assign tlb$m_rsp_ready = control$tpc_pop | placer$tpc_pop;
    assign control$piece_done = placer$piece_done;
    assign in_q$reset = reset;
    assign s_ready = ~in_q$full & ~(s_last & (due$q | ingress$m_desc_valid | hold_q$q));
    assign in_take = s_valid & ~in_q$full & ~(s_last & (due$q | ingress$m_desc_valid | hold_q$q));
    assign in_q$push = in_take;
    assign ingress$s_data = in_q$dout[63:0];
    assign ingress$s_keep = in_q$dout[71:64];
    assign ingress$s_last = in_q$dout[72];
    assign ingress$s_status = in_q$dout[74:73];
    assign ingress$s_qp = in_q$dout[78:75];
    assign ingress$s_valid = in_q$valid;
    assign in_q$pop = in_q$valid & ingress$s_ready;
    assign last_out = in_q$valid & ingress$s_ready & in_q$dout[72];
    assign control$seg_due = due$q;
    assign seg_buf$push = ingress$buf_push;
    assign seg_buf$din = ingress$buf_din;
    assign ingress$buf_full = seg_buf$full;
    assign cnt_segments = control$cnt_segments;
    assign cnt_dropped = control$cnt_dropped;
    assign cnt_term_llp = control$cnt_term_llp;
    assign cnt_term_ddp = control$cnt_term_ddp;
    assign cnt_term_rdmap = control$cnt_term_rdmap;
    assign cnt_rq_waits = control$cnt_rq_waits;
    assign control$rq_pending = rq_pending;
    assign jobs$push = control$job_push;
    assign jobs$din = job_word;
    assign control$job_full = jobs$full;
    assign placer$job_valid = jobs$valid;
    assign placer$job_dout = jobs$dout;
    assign jobs$pop = placer$job_pop;
    assign seg_skid$reset = reset;
    assign seg_skid$push = seg_buf$valid & ~seg_skid$full;
    assign seg_skid$din = seg_buf$dout;
    assign seg_buf$pop = seg_buf$valid & ~seg_skid$full;
    assign placer$buf_valid = seg_skid$valid;
    assign placer$buf_dout = seg_skid$dout;
    assign seg_skid$pop = placer$buf_pop;
    assign idle = ~in_q$valid & ~placer$busy & ~control$pending & ~jobs$valid & ~ingress$m_desc_valid & ~seg_buf$valid & ~seg_skid$valid;

    always @(*) begin
        due$d = due$q;
        hold_q$d = hold_q$q;
        hold_q$d = control$hold_desc;
        if (last_out) begin
            due$d = 1'b0;
        end
        if (in_take & s_last) begin
            due$d = 1'b1;
        end
        if (reset) begin
            due$d = 1'b0;
            hold_q$d = 1'b0;
        end
    end

    always @(*) begin
        in_q$din = 79'h0;
        in_q$din[63:0] = s_data;
        in_q$din[71:64] = s_keep;
        in_q$din[72] = s_last;
        in_q$din[74:73] = s_status;
        in_q$din[78:75] = s_qp;
    end

    always @(*) begin
        job_word = control$job_din;
        job_word[101] = control$job_din[12:2] == 11'h0;
        job_word[102] = control$job_din[12:2] == 11'h1;
        job_word[103] = control$job_din[12:2] == 11'h2;
        job_word[104] = control$job_din[12:2] == 11'h3;
    end

    assign tlb$s_cmd_valid = mux$t_cmd_valid;
    assign mux$t_cmd_ready = tlb$s_cmd_ready;
    assign tlb$s_cmd_op = mux$t_cmd_op;
    assign tlb$s_cmd_stag = mux$t_cmd_stag;
    assign tlb$s_cmd_pd = mux$t_cmd_pd;
    assign tlb$s_cmd_rights = mux$t_cmd_rights;
    assign tlb$s_cmd_page_2m = mux$t_cmd_page_2m;
    assign tlb$s_cmd_base_va = mux$t_cmd_base_va;
    assign tlb$s_cmd_length = mux$t_cmd_length;
    assign tlb$s_cmd_pbl = mux$t_cmd_pbl;
    assign mux$t_ack_valid = tlb$m_ack_valid;
    assign tlb$m_ack_ready = mux$t_ack_ready;
    assign mux$t_ack_status = tlb$m_ack_status;
    assign mux$s_inv_valid = control$m_inv_valid;
    assign control$m_inv_ready = mux$s_inv_ready;
    assign mux$s_inv_stag = control$m_inv_stag;
    assign control$s_inv_ack_valid = mux$m_inv_ack_valid;
    assign mux$m_inv_ack_ready = control$s_inv_ack_ready;
    assign control$s_inv_ack_status = mux$m_inv_ack_status;
    assign tlb$s_req_valid = control$m_treq_valid;
    assign control$m_treq_ready = tlb$s_req_ready;
    assign tlb$s_req_stag = control$m_treq_stag;
    assign tlb$s_req_to = control$m_treq_to;
    assign tlb$s_req_len = control$m_treq_len;
    assign tlb$s_req_access = control$m_treq_access;
    assign tlb$s_req_pd = control$m_treq_pd;
    assign tlb$s_req_tag = control$m_treq_tag;
    assign control$s_desc_valid = ingress$m_desc_valid;
    assign ingress$m_desc_ready = control$s_desc_ready;
    assign control$s_desc_qp = ingress$m_desc_qp;
    assign control$s_desc_status = ingress$m_desc_status;
    assign control$s_desc_len = ingress$m_desc_len;
    assign control$s_desc_words = ingress$m_desc_words;
    assign control$s_desc_w0 = ingress$m_desc_w0;
    assign control$s_desc_w1 = ingress$m_desc_w1;
    assign control$s_desc_w2 = ingress$m_desc_w2;
    assign control$s_desc_w3 = ingress$m_desc_w3;
    assign control$s_desc_w4 = ingress$m_desc_w4;
    assign control$s_desc_w5 = ingress$m_desc_w5;
endmodule // ddp_rx


module ddp_rx$control(clock,reset,s_qpcfg_valid,s_qpcfg_ready,s_qpcfg_qp,s_qpcfg_pd,s_qpcfg_ird,s_recv_valid,s_recv_ready,s_recv_qp,s_recv_stag,s_recv_to,s_recv_len,s_rdone_valid,s_rdone_ready,s_rdone_qp,s_flush_valid,s_flush_ready,s_flush_qp,s_desc_valid,s_desc_ready,s_desc_qp,s_desc_status,s_desc_len,s_desc_words,s_desc_w0,s_desc_w1,s_desc_w2,s_desc_w3,s_desc_w4,s_desc_w5,rq_pending,m_treq_valid,m_treq_ready,m_treq_stag,m_treq_to,m_treq_len,m_treq_access,m_treq_pd,m_treq_tag,tpc_valid,tpc_err,tpc_last,tpc_pop,pending,hold_desc,seg_due,piece_done,m_inv_valid,m_inv_ready,m_inv_stag,s_inv_ack_valid,s_inv_ack_ready,s_inv_ack_status,job_push,job_din,job_full,m_rreq_valid,m_rreq_ready,m_rreq_qp,m_rreq_sink_stag,m_rreq_sink_to,m_rreq_size,m_rreq_src_stag,m_rreq_src_to,m_term_valid,m_term_ready,m_term_qp,m_term_ctl,m_term_seglen,m_term_w0,m_term_w1,m_term_w2,m_term_w3,m_term_w4,m_term_w5,cnt_segments,cnt_dropped,cnt_term_llp,cnt_term_ddp,cnt_term_rdmap,cnt_rq_waits);

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
    input wire  s_flush_valid;
    output reg  s_flush_ready;
    input wire  [3:0] s_flush_qp;
    input wire  s_desc_valid;
    output reg  s_desc_ready;
    input wire  [3:0] s_desc_qp;
    input wire  [1:0] s_desc_status;
    input wire  [16:0] s_desc_len;
    input wire  [10:0] s_desc_words;
    input wire  [63:0] s_desc_w0;
    input wire  [63:0] s_desc_w1;
    input wire  [63:0] s_desc_w2;
    input wire  [63:0] s_desc_w3;
    input wire  [63:0] s_desc_w4;
    input wire  [63:0] s_desc_w5;
    input wire  [15:0] rq_pending;
    output wire  m_treq_valid;
    input wire  m_treq_ready;
    output wire  [31:0] m_treq_stag;
    output wire  [63:0] m_treq_to;
    output wire  [31:0] m_treq_len;
    output wire  [1:0] m_treq_access;
    output wire  [15:0] m_treq_pd;
    output wire  [7:0] m_treq_tag;
    input wire  tpc_valid;
    input wire  [2:0] tpc_err;
    input wire  tpc_last;
    output reg  tpc_pop;
    output wire  pending;
    output wire  hold_desc;
    input wire  seg_due;
    input wire  piece_done;
    output wire  m_inv_valid;
    input wire  m_inv_ready;
    output wire  [31:0] m_inv_stag;
    input wire  s_inv_ack_valid;
    output reg  s_inv_ack_ready;
    input wire  [1:0] s_inv_ack_status;
    output reg  job_push;
    output reg  [104:0] job_din;
    input wire  job_full;
    output wire  m_rreq_valid;
    input wire  m_rreq_ready;
    output wire  [3:0] m_rreq_qp;
    output wire  [31:0] m_rreq_sink_stag;
    output wire  [63:0] m_rreq_sink_to;
    output wire  [31:0] m_rreq_size;
    output wire  [31:0] m_rreq_src_stag;
    output wire  [63:0] m_rreq_src_to;
    output wire  m_term_valid;
    input wire  m_term_ready;
    output wire  [3:0] m_term_qp;
    output wire  [31:0] m_term_ctl;
    output wire  [15:0] m_term_seglen;
    output wire  [63:0] m_term_w0;
    output wire  [63:0] m_term_w1;
    output wire  [63:0] m_term_w2;
    output wire  [63:0] m_term_w3;
    output wire  [63:0] m_term_w4;
    output wire  [63:0] m_term_w5;
    output wire  [31:0] cnt_segments;
    output wire  [31:0] cnt_dropped;
    output wire  [15:0] cnt_term_llp;
    output wire  [15:0] cnt_term_ddp;
    output wire  [15:0] cnt_term_rdmap;
    output wire  [31:0] cnt_rq_waits;

    // Named constants (named_consts! in model/src)
    localparam [1:0] cqe$FLUSH = 2'h1;
    localparam [1:0] cqe$OVERFLOW = 2'h2;
    localparam [1:0] cqe$PEER_TERMINATE = 2'h2;
    localparam [1:0] cqe$READ_DONE = 2'h1;
    localparam [1:0] cqe$RECV = 2'h0;
    localparam [31:0] ddp_queue$READ_REQUEST = 32'h1;
    localparam [31:0] ddp_queue$SEND = 32'h0;
    localparam [31:0] ddp_queue$TERMINATE = 32'h2;
    localparam [3:0] rdmap_op$RDMA_WRITE = 4'h0;
    localparam [3:0] rdmap_op$READ_REQUEST = 4'h1;
    localparam [3:0] rdmap_op$READ_RESPONSE = 4'h2;
    localparam [3:0] rdmap_op$SEND_INV = 4'h4;
    localparam [3:0] rdmap_op$SEND_SE = 4'h5;
    localparam [3:0] rdmap_op$SEND_SE_INV = 4'h6;
    localparam [3:0] rdmap_op$TERMINATE = 4'h7;
    localparam [1:0] rx_status$CRC = 2'h1;
    localparam [1:0] rx_status$OK = 2'h0;
    localparam [15:0] term_code$CANNOT_INVALIDATE = 16'h109;
    localparam [15:0] term_code$DDP_CATASTROPHIC = 16'h1000;
    localparam [15:0] term_code$MPA_CRC = 16'h2002;
    localparam [15:0] term_code$MPA_MARKER = 16'h2003;
    localparam [15:0] term_code$RDMAP_VERSION = 16'h205;
    localparam [15:0] term_code$TAGGED_BASE_BOUNDS = 16'h1101;
    localparam [15:0] term_code$TAGGED_DDP_VERSION = 16'h1104;
    localparam [15:0] term_code$TAGGED_INVALID_STAG = 16'h1100;
    localparam [15:0] term_code$TAGGED_NOT_ASSOCIATED = 16'h1102;
    localparam [15:0] term_code$TAGGED_TO_WRAP = 16'h1103;
    localparam [15:0] term_code$UNEXPECTED_OPCODE = 16'h206;
    localparam [15:0] term_code$UNSPECIFIED = 16'hff;
    localparam [15:0] term_code$UNTAGGED_DDP_VERSION = 16'h1206;
    localparam [15:0] term_code$UNTAGGED_INVALID_MO = 16'h1204;
    localparam [15:0] term_code$UNTAGGED_INVALID_QN = 16'h1201;
    localparam [15:0] term_code$UNTAGGED_MSN_RANGE = 16'h1203;
    localparam [15:0] term_code$UNTAGGED_NO_BUFFER = 16'h1202;
    localparam [15:0] term_code$UNTAGGED_TOO_LONG = 16'h1205;
    localparam [3:0] term_layer$DDP = 4'h1;
    localparam [3:0] term_layer$LLP = 4'h2;
    localparam [1:0] tlb_access$LOCAL_WRITE = 2'h1;
    localparam [1:0] tlb_access$REMOTE_WRITE = 2'h3;
    localparam [2:0] tlb_err$BASE_BOUNDS = 3'h5;
    localparam [2:0] tlb_err$OK = 3'h0;
    localparam [2:0] tlb_err$PD_MISMATCH = 3'h2;
    localparam [2:0] tlb_err$TO_WRAP = 3'h4;
    localparam [16:0] ulpdu_len$CONTROL = 17'h2;
    localparam [16:0] ulpdu_len$MAX = 17'h2000;
    localparam [16:0] ulpdu_len$READ_REQUEST = 17'h2e;
    localparam [16:0] ulpdu_len$TAGGED_HDR = 17'he;
    localparam [16:0] ulpdu_len$UNTAGGED_HDR = 17'h12;
    localparam [1:0] wire_version$DDP = 2'h1;
    localparam [1:0] wire_version$RDMAP = 2'h1;

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
    localparam CtlState$Verdict = 10;
    localparam CtlState$Hold = 11;
    localparam CtlState$ReadReq = 12;
    localparam CtlState$Term = 13;
    localparam CtlState$Job = 14;
    localparam RxEvent$QpConfig = 0;
    localparam RxEvent$Post = 1;
    localparam RxEvent$IrdRelease = 2;
    localparam RxEvent$Segment = 3;
    localparam RxEvent$Flush = 4;
    localparam RxEvent$VerdictErr = 5;

    // Stub signals
    wire  [3:0] ctx_msn$read_address;
    wire  [63:0] ctx_msn$read_data;
    reg  ctx_msn$write_enable;
    wire  [3:0] ctx_msn$write_address;
    wire  [63:0] ctx_msn$write_data;
    wire  [3:0] ctx_st$read_address;
    wire  [56:0] ctx_st$read_data;
    reg  ctx_st$write_enable;
    wire  [3:0] ctx_st$write_address;
    wire  [56:0] ctx_st$write_data;
    wire  [3:0] ctx_rq$read_address;
    wire  [9:0] ctx_rq$read_data;
    reg  ctx_rq$write_enable;
    wire  [3:0] ctx_rq$write_address;
    wire  [9:0] ctx_rq$write_data;
    wire  [7:0] rqa$read_address;
    wire  [63:0] rqa$read_data;
    reg  rqa$write_enable;
    wire  [7:0] rqa$write_address;
    wire  [63:0] rqa$write_data;
    wire  [7:0] rqb$read_address;
    wire  [63:0] rqb$read_data;
    reg  rqb$write_enable;
    wire  [7:0] rqb$write_address;
    wire  [63:0] rqb$write_data;
    reg  [3:0] state$d;
    reg  [3:0] state$q;
    reg  [2:0] ev$d;
    reg  [2:0] ev$q;
    reg  [3:0] qp$d;
    reg  [3:0] qp$q;
    wire  [15:0] e_pd$d;
    reg  [15:0] e_pd$q;
    wire  [3:0] e_ird$d;
    reg  [3:0] e_ird$q;
    reg  [31:0] e_stag$d;
    reg  [31:0] e_stag$q;
    reg  [63:0] e_to$d;
    reg  [63:0] e_to$q;
    reg  [31:0] e_len$d;
    reg  [31:0] e_len$q;
    reg  [31:0] msn_send$d;
    reg  [31:0] msn_send$q;
    reg  [31:0] msn_read$d;
    reg  [31:0] msn_read$q;
    reg  [31:0] progress$d;
    reg  [31:0] progress$q;
    reg  msn_send_eq$d;
    reg  msn_send_eq$q;
    reg  msn_read_eq$d;
    reg  msn_read_eq$q;
    reg  mo_eq$d;
    reg  mo_eq$q;
    reg  [15:0] pd$d;
    reg  [15:0] pd$q;
    reg  [3:0] ird$d;
    reg  [3:0] ird$q;
    reg  [3:0] ird_used$d;
    reg  [3:0] ird_used$q;
    reg  live$d;
    reg  live$q;
    reg  [4:0] head$d;
    reg  [4:0] head$q;
    reg  [4:0] tail$d;
    reg  [4:0] tail$q;
    reg  [31:0] b_stag$d;
    reg  [31:0] b_stag$q;
    reg  [63:0] b_to$d;
    reg  [63:0] b_to$q;
    reg  [31:0] b_len$d;
    reg  [31:0] b_len$q;
    reg  j_push$d;
    reg  j_push$q;
    reg  j_place$d;
    reg  j_place$q;
    reg  j_cqe$d;
    reg  j_cqe$q;
    reg  [1:0] j_kind$d;
    reg  [1:0] j_kind$q;
    reg  [1:0] j_status$d;
    reg  [1:0] j_status$q;
    reg  [3:0] j_slot$d;
    reg  [3:0] j_slot$q;
    reg  [31:0] j_len$d;
    reg  [31:0] j_len$q;
    reg  j_se$d;
    reg  j_se$q;
    reg  j_inv$d;
    reg  j_inv$q;
    reg  [31:0] j_stag$d;
    reg  [31:0] j_stag$q;
    reg  [4:0] j_flush$d;
    reg  [4:0] j_flush$q;
    reg  [3:0] j_from$d;
    reg  [3:0] j_from$q;
    reg  [15:0] t_code$d;
    reg  [15:0] t_code$q;
    reg  [2:0] pieces_out$d;
    reg  [2:0] pieces_out$q;
    reg  po_zero$d;
    reg  po_zero$q;
    reg  [4:0] count$d;
    reg  [4:0] count$q;
    reg  treq_valid$d;
    reg  treq_valid$q;
    reg  [31:0] treq_stag$d;
    reg  [31:0] treq_stag$q;
    reg  [63:0] treq_to$d;
    reg  [63:0] treq_to$q;
    reg  [31:0] treq_len$d;
    reg  [31:0] treq_len$q;
    reg  [1:0] treq_access$d;
    reg  [1:0] treq_access$q;
    reg  inv_valid$d;
    reg  inv_valid$q;
    reg  rreq_valid$d;
    reg  rreq_valid$q;
    reg  [3:0] rr_qp$d;
    reg  [3:0] rr_qp$q;
    reg  [31:0] rr_sink_stag$d;
    reg  [31:0] rr_sink_stag$q;
    reg  [63:0] rr_sink_to$d;
    reg  [63:0] rr_sink_to$q;
    reg  [31:0] rr_size$d;
    reg  [31:0] rr_size$q;
    reg  [31:0] rr_src_stag$d;
    reg  [31:0] rr_src_stag$q;
    reg  [63:0] rr_src_to$d;
    reg  [63:0] rr_src_to$q;
    reg  term_valid$d;
    reg  term_valid$q;
    reg  [3:0] term_qp$d;
    reg  [3:0] term_qp$q;
    reg  [31:0] term_ctl$d;
    reg  [31:0] term_ctl$q;
    reg  [15:0] term_seglen$d;
    reg  [15:0] term_seglen$q;
    reg  [63:0] tw0$d;
    reg  [63:0] tw0$q;
    reg  [63:0] tw1$d;
    reg  [63:0] tw1$q;
    reg  [63:0] tw2$d;
    reg  [63:0] tw2$q;
    reg  [63:0] tw3$d;
    reg  [63:0] tw3$q;
    reg  [63:0] tw4$d;
    reg  [63:0] tw4$q;
    reg  [63:0] tw5$d;
    reg  [63:0] tw5$q;
    reg  [31:0] n_segments$d;
    reg  [31:0] n_segments$q;
    reg  parked$d;
    reg  parked$q;
    reg  v_valid$d;
    reg  v_valid$q;
    reg  v_err$d;
    reg  v_err$q;
    reg  [3:0] v_qp$d;
    reg  [3:0] v_qp$q;
    reg  [10:0] v_words$d;
    reg  [10:0] v_words$q;
    reg  v_cqe$d;
    reg  v_cqe$q;
    reg  [1:0] v_kind$d;
    reg  [1:0] v_kind$q;
    reg  [31:0] v_stag$d;
    reg  [31:0] v_stag$q;
    reg  [15:0] v_flags$d;
    reg  [15:0] v_flags$q;
    reg  [15:0] v_code$d;
    reg  [15:0] v_code$q;
    reg  stale$d;
    reg  stale$q;
    reg  retake$d;
    reg  retake$q;
    reg  ev_wait$d;
    reg  ev_wait$q;
    reg  [31:0] n_rq_waits$d;
    reg  [31:0] n_rq_waits$q;
    reg  [31:0] n_dropped$d;
    reg  [31:0] n_dropped$q;
    reg  [15:0] n_llp$d;
    reg  [15:0] n_llp$q;
    reg  [15:0] n_ddp$d;
    reg  [15:0] n_ddp$q;
    reg  [15:0] n_rdmap$d;
    reg  [15:0] n_rdmap$q;
    reg  f_t$d;
    reg  f_t$q;
    reg  f_l$d;
    reg  f_l$q;
    reg  [1:0] f_dv$d;
    reg  [1:0] f_dv$q;
    reg  [1:0] f_rv$d;
    reg  [1:0] f_rv$q;
    reg  [3:0] f_op$d;
    reg  [3:0] f_op$q;
    reg  [31:0] f_stag$d;
    reg  [31:0] f_stag$q;
    reg  [63:0] f_to$d;
    reg  [63:0] f_to$q;
    reg  [31:0] f_qn$d;
    reg  [31:0] f_qn$q;
    reg  [31:0] f_msn$d;
    reg  [31:0] f_msn$q;
    reg  [31:0] f_mo$d;
    reg  [31:0] f_mo$q;
    reg  [16:0] f_hlen$d;
    reg  [16:0] f_hlen$q;
    reg  [16:0] f_plen$d;
    reg  [16:0] f_plen$q;
    reg  f_inv$d;
    reg  f_inv$q;
    reg  f_se$d;
    reg  f_se$q;
    reg  [32:0] end33$d;
    reg  [32:0] end33$q;
    reg  [15:0] flags$d;
    reg  [15:0] flags$q;
    reg  len_bad$d;
    reg  len_bad$q;
    reg  hdr_tag_ok$d;
    reg  hdr_tag_ok$q;
    reg  pre_bad$d;
    reg  pre_bad$q;
    reg  [15:0] pre_code$d;
    reg  [15:0] pre_code$q;
    reg  pre_qn_bad$d;
    reg  pre_qn_bad$q;
    reg  pre_rr_bad$d;
    reg  pre_rr_bad$q;
    reg  [15:0] pre_rr_code$d;
    reg  [15:0] pre_rr_code$q;
    reg  pre_rr_last$d;
    reg  pre_rr_last$q;
    reg  pre_op_term$d;
    reg  pre_op_term$q;
    reg  pre_op_rr$d;
    reg  pre_op_rr$q;

    // Local signals
    reg  [2:0] po_nx;
    reg  [31:0] queue_w;
    wire  len_bad_w;
    reg  pre_bad_w;
    reg  [15:0] pre_code_w;
    reg  [15:0] tlb_code;
    reg  [15:0] tagged_code;
    reg  pushing_place;
    wire  head_ours;
    wire  v_good;
    wire  v_bad;
    wire  tag_ok;
    wire  wait_v;
    wire  abandon;
    reg  [104:0] v_jw;
    reg  [15:0] hdrct;
    wire  rq_wait;
    reg  [104:0] jw;
    reg  [56:0] st_word;
    reg  [63:0] msn_word;
    reg  [9:0] rq_word;
    reg  [63:0] rqa_word;
    reg  [383:0] cap;
    wire  [191:0] hdr_img;
    reg  [7:0] rq_rd_addr;
    reg  [7:0] rq_wr_addr;
    reg  [31:0] ctl_word;
    wire  [4:0] rq_used;
    reg  [15:0] flags_w;

    // Sub module instances
    ddp_rx$control$ctx_msn ctx_msn(
        .clock(clock),
        .read_address(ctx_msn$read_address),
        .read_data(ctx_msn$read_data),
        .write_enable(ctx_msn$write_enable),
        .write_address(ctx_msn$write_address),
        .write_data(ctx_msn$write_data)
    );
    ddp_rx$control$ctx_st ctx_st(
        .clock(clock),
        .read_address(ctx_st$read_address),
        .read_data(ctx_st$read_data),
        .write_enable(ctx_st$write_enable),
        .write_address(ctx_st$write_address),
        .write_data(ctx_st$write_data)
    );
    ddp_rx$control$ctx_rq ctx_rq(
        .clock(clock),
        .read_address(ctx_rq$read_address),
        .read_data(ctx_rq$read_data),
        .write_enable(ctx_rq$write_enable),
        .write_address(ctx_rq$write_address),
        .write_data(ctx_rq$write_data)
    );
    ddp_rx$control$rqa rqa(
        .clock(clock),
        .read_address(rqa$read_address),
        .read_data(rqa$read_data),
        .write_enable(rqa$write_enable),
        .write_address(rqa$write_address),
        .write_data(rqa$write_data)
    );
    ddp_rx$control$rqb rqb(
        .clock(clock),
        .read_address(rqb$read_address),
        .read_data(rqb$read_data),
        .write_enable(rqb$write_enable),
        .write_address(rqb$write_address),
        .write_data(rqb$write_data)
    );

    // Registers
    initial begin
        state$q = 4'h0;
        ev$q = 3'h0;
        qp$q = 4'h0;
        e_pd$q = 16'h0;
        e_ird$q = 4'h0;
        e_stag$q = 32'h0;
        e_to$q = 64'h0;
        e_len$q = 32'h0;
        msn_send$q = 32'h0;
        msn_read$q = 32'h0;
        progress$q = 32'h0;
        msn_send_eq$q = 1'h0;
        msn_read_eq$q = 1'h0;
        mo_eq$q = 1'h0;
        pd$q = 16'h0;
        ird$q = 4'h0;
        ird_used$q = 4'h0;
        live$q = 1'h0;
        head$q = 5'h0;
        tail$q = 5'h0;
        b_stag$q = 32'h0;
        b_to$q = 64'h0;
        b_len$q = 32'h0;
        j_push$q = 1'h0;
        j_place$q = 1'h0;
        j_cqe$q = 1'h0;
        j_kind$q = 2'h0;
        j_status$q = 2'h0;
        j_slot$q = 4'h0;
        j_len$q = 32'h0;
        j_se$q = 1'h0;
        j_inv$q = 1'h0;
        j_stag$q = 32'h0;
        j_flush$q = 5'h0;
        j_from$q = 4'h0;
        t_code$q = 16'h0;
        pieces_out$q = 3'h0;
        po_zero$q = 1'h0;
        count$q = 5'h0;
        treq_valid$q = 1'h0;
        treq_stag$q = 32'h0;
        treq_to$q = 64'h0;
        treq_len$q = 32'h0;
        treq_access$q = 2'h0;
        inv_valid$q = 1'h0;
        rreq_valid$q = 1'h0;
        rr_qp$q = 4'h0;
        rr_sink_stag$q = 32'h0;
        rr_sink_to$q = 64'h0;
        rr_size$q = 32'h0;
        rr_src_stag$q = 32'h0;
        rr_src_to$q = 64'h0;
        term_valid$q = 1'h0;
        term_qp$q = 4'h0;
        term_ctl$q = 32'h0;
        term_seglen$q = 16'h0;
        tw0$q = 64'h0;
        tw1$q = 64'h0;
        tw2$q = 64'h0;
        tw3$q = 64'h0;
        tw4$q = 64'h0;
        tw5$q = 64'h0;
        n_segments$q = 32'h0;
        parked$q = 1'h0;
        v_valid$q = 1'h0;
        v_err$q = 1'h0;
        v_qp$q = 4'h0;
        v_words$q = 11'h0;
        v_cqe$q = 1'h0;
        v_kind$q = 2'h0;
        v_stag$q = 32'h0;
        v_flags$q = 16'h0;
        v_code$q = 16'h0;
        stale$q = 1'h0;
        retake$q = 1'h0;
        ev_wait$q = 1'h0;
        n_rq_waits$q = 32'h0;
        n_dropped$q = 32'h0;
        n_llp$q = 16'h0;
        n_ddp$q = 16'h0;
        n_rdmap$q = 16'h0;
        f_t$q = 1'h0;
        f_l$q = 1'h0;
        f_dv$q = 2'h0;
        f_rv$q = 2'h0;
        f_op$q = 4'h0;
        f_stag$q = 32'h0;
        f_to$q = 64'h0;
        f_qn$q = 32'h0;
        f_msn$q = 32'h0;
        f_mo$q = 32'h0;
        f_hlen$q = 17'h0;
        f_plen$q = 17'h0;
        f_inv$q = 1'h0;
        f_se$q = 1'h0;
        end33$q = 33'h0;
        flags$q = 16'h0;
        len_bad$q = 1'h0;
        hdr_tag_ok$q = 1'h0;
        pre_bad$q = 1'h0;
        pre_code$q = 16'h0;
        pre_qn_bad$q = 1'h0;
        pre_rr_bad$q = 1'h0;
        pre_rr_code$q = 16'h0;
        pre_rr_last$q = 1'h0;
        pre_op_term$q = 1'h0;
        pre_op_rr$q = 1'h0;
    end

    always @(posedge clock) begin
        state$q <= state$d;
        ev$q <= ev$d;
        qp$q <= qp$d;
        e_pd$q <= e_pd$d;
        e_ird$q <= e_ird$d;
        e_stag$q <= e_stag$d;
        e_to$q <= e_to$d;
        e_len$q <= e_len$d;
        msn_send$q <= msn_send$d;
        msn_read$q <= msn_read$d;
        progress$q <= progress$d;
        msn_send_eq$q <= msn_send_eq$d;
        msn_read_eq$q <= msn_read_eq$d;
        mo_eq$q <= mo_eq$d;
        pd$q <= pd$d;
        ird$q <= ird$d;
        ird_used$q <= ird_used$d;
        live$q <= live$d;
        head$q <= head$d;
        tail$q <= tail$d;
        b_stag$q <= b_stag$d;
        b_to$q <= b_to$d;
        b_len$q <= b_len$d;
        j_push$q <= j_push$d;
        j_place$q <= j_place$d;
        j_cqe$q <= j_cqe$d;
        j_kind$q <= j_kind$d;
        j_status$q <= j_status$d;
        j_slot$q <= j_slot$d;
        j_len$q <= j_len$d;
        j_se$q <= j_se$d;
        j_inv$q <= j_inv$d;
        j_stag$q <= j_stag$d;
        j_flush$q <= j_flush$d;
        j_from$q <= j_from$d;
        t_code$q <= t_code$d;
        pieces_out$q <= pieces_out$d;
        po_zero$q <= po_zero$d;
        count$q <= count$d;
        treq_valid$q <= treq_valid$d;
        treq_stag$q <= treq_stag$d;
        treq_to$q <= treq_to$d;
        treq_len$q <= treq_len$d;
        treq_access$q <= treq_access$d;
        inv_valid$q <= inv_valid$d;
        rreq_valid$q <= rreq_valid$d;
        rr_qp$q <= rr_qp$d;
        rr_sink_stag$q <= rr_sink_stag$d;
        rr_sink_to$q <= rr_sink_to$d;
        rr_size$q <= rr_size$d;
        rr_src_stag$q <= rr_src_stag$d;
        rr_src_to$q <= rr_src_to$d;
        term_valid$q <= term_valid$d;
        term_qp$q <= term_qp$d;
        term_ctl$q <= term_ctl$d;
        term_seglen$q <= term_seglen$d;
        tw0$q <= tw0$d;
        tw1$q <= tw1$d;
        tw2$q <= tw2$d;
        tw3$q <= tw3$d;
        tw4$q <= tw4$d;
        tw5$q <= tw5$d;
        n_segments$q <= n_segments$d;
        parked$q <= parked$d;
        v_valid$q <= v_valid$d;
        v_err$q <= v_err$d;
        v_qp$q <= v_qp$d;
        v_words$q <= v_words$d;
        v_cqe$q <= v_cqe$d;
        v_kind$q <= v_kind$d;
        v_stag$q <= v_stag$d;
        v_flags$q <= v_flags$d;
        v_code$q <= v_code$d;
        stale$q <= stale$d;
        retake$q <= retake$d;
        ev_wait$q <= ev_wait$d;
        n_rq_waits$q <= n_rq_waits$d;
        n_dropped$q <= n_dropped$d;
        n_llp$q <= n_llp$d;
        n_ddp$q <= n_ddp$d;
        n_rdmap$q <= n_rdmap$d;
        f_t$q <= f_t$d;
        f_l$q <= f_l$d;
        f_dv$q <= f_dv$d;
        f_rv$q <= f_rv$d;
        f_op$q <= f_op$d;
        f_stag$q <= f_stag$d;
        f_to$q <= f_to$d;
        f_qn$q <= f_qn$d;
        f_msn$q <= f_msn$d;
        f_mo$q <= f_mo$d;
        f_hlen$q <= f_hlen$d;
        f_plen$q <= f_plen$d;
        f_inv$q <= f_inv$d;
        f_se$q <= f_se$d;
        end33$q <= end33$d;
        flags$q <= flags$d;
        len_bad$q <= len_bad$d;
        hdr_tag_ok$q <= hdr_tag_ok$d;
        pre_bad$q <= pre_bad$d;
        pre_code$q <= pre_code$d;
        pre_qn_bad$q <= pre_qn_bad$d;
        pre_rr_bad$q <= pre_rr_bad$d;
        pre_rr_code$q <= pre_rr_code$d;
        pre_rr_last$q <= pre_rr_last$d;
        pre_op_term$q <= pre_op_term$d;
        pre_op_rr$q <= pre_op_rr$d;
    end

    // Update code
    assign e_pd$d = e_pd$q;
    assign e_ird$d = e_ird$q;
    assign hdr_img = cap[383:192];
    assign len_bad_w = (s_desc_len < ulpdu_len$CONTROL) | (s_desc_len > ulpdu_len$MAX) | (s_desc_len < f_hlen$q);
    assign rq_used = tail$q - head$q;
    assign ctx_msn$read_address = qp$q;
    assign ctx_st$read_address = qp$q;
    assign ctx_rq$read_address = qp$q;
    assign ctx_msn$write_address = qp$q;
    assign ctx_st$write_address = qp$q;
    assign ctx_rq$write_address = qp$q;
    assign ctx_msn$write_data = msn_word;
    assign ctx_st$write_data = st_word;
    assign ctx_rq$write_data = rq_word;
    assign rqa$read_address = rq_rd_addr;
    assign rqb$read_address = rq_rd_addr;
    assign rqa$write_address = rq_wr_addr;
    assign rqb$write_address = rq_wr_addr;
    assign rqa$write_data = rqa_word;
    assign rqb$write_data = e_to$q;
    assign m_treq_valid = treq_valid$q;
    assign m_treq_stag = treq_stag$q;
    assign m_treq_to = treq_to$q;
    assign m_treq_len = treq_len$q;
    assign m_treq_access = treq_access$q;
    assign m_treq_pd = pd$q;
    assign m_treq_tag = 8'h0;
    assign m_inv_valid = inv_valid$q;
    assign m_inv_stag = f_stag$q;
    assign m_rreq_valid = rreq_valid$q;
    assign m_rreq_qp = rr_qp$q;
    assign m_rreq_sink_stag = rr_sink_stag$q;
    assign m_rreq_sink_to = rr_sink_to$q;
    assign m_rreq_size = rr_size$q;
    assign m_rreq_src_stag = rr_src_stag$q;
    assign m_rreq_src_to = rr_src_to$q;
    assign m_term_valid = term_valid$q;
    assign m_term_qp = term_qp$q;
    assign m_term_ctl = term_ctl$q;
    assign m_term_seglen = term_seglen$q;
    assign m_term_w0 = tw0$q;
    assign m_term_w1 = tw1$q;
    assign m_term_w2 = tw2$q;
    assign m_term_w3 = tw3$q;
    assign m_term_w4 = tw4$q;
    assign m_term_w5 = tw5$q;
    assign cnt_segments = n_segments$q;
    assign cnt_rq_waits = n_rq_waits$q;
    assign rq_wait = |((rq_pending >> qp$q) & 16'h1);
    assign cnt_dropped = n_dropped$q;
    assign cnt_term_llp = n_llp$q;
    assign cnt_term_ddp = n_ddp$q;
    assign cnt_term_rdmap = n_rdmap$q;
    assign head_ours = po_zero$q & ~stale$q & tpc_valid;
    assign v_good = v_valid$q & ~v_err$q & head_ours & (tpc_err == tlb_err$OK) & ~job_full;
    assign v_bad = v_valid$q & ~v_err$q & head_ours & (tpc_err != tlb_err$OK);
    assign pending = v_valid$q | stale$q;
    assign hold_desc = ev_wait$q;
    assign tag_ok = live$q & ~len_bad$q & hdr_tag_ok$q;
    assign wait_v = (ev$q == RxEvent$Segment) & v_valid$q & ~tag_ok;
    assign abandon = (ev$q == RxEvent$Segment) & v_err$q & ((state$q == CtlState$Read) | (state$q == CtlState$Load) | (state$q == CtlState$Exec) | ((state$q == CtlState$Hold) & ~treq_valid$q));

    always @(*) begin
        state$d = state$q;
        ev$d = ev$q;
        qp$d = qp$q;
        parked$d = parked$q;
        n_rq_waits$d = n_rq_waits$q;
        e_stag$d = e_stag$q;
        e_to$d = e_to$q;
        e_len$d = e_len$q;
        msn_send$d = msn_send$q;
        msn_read$d = msn_read$q;
        progress$d = progress$q;
        msn_send_eq$d = msn_send_eq$q;
        msn_read_eq$d = msn_read_eq$q;
        mo_eq$d = mo_eq$q;
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
        po_zero$d = po_zero$q;
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
        v_valid$d = v_valid$q;
        v_err$d = v_err$q;
        v_qp$d = v_qp$q;
        v_words$d = v_words$q;
        v_cqe$d = v_cqe$q;
        v_kind$d = v_kind$q;
        v_stag$d = v_stag$q;
        v_flags$d = v_flags$q;
        v_code$d = v_code$q;
        stale$d = stale$q;
        retake$d = retake$q;
        ev_wait$d = ev_wait$q;
        s_qpcfg_ready = 1'b0;
        s_recv_ready = 1'b0;
        s_rdone_ready = 1'b0;
        s_flush_ready = 1'b0;
        s_desc_ready = 1'b0;
        tpc_pop = 1'b0;
        s_inv_ack_ready = 1'b0;
        job_push = 1'b0;
        pushing_place = 1'b0;
        ctx_msn$write_enable = 1'b0;
        ctx_st$write_enable = 1'b0;
        ctx_rq$write_enable = 1'b0;
        rqa$write_enable = 1'b0;
        rqb$write_enable = 1'b0;
        if (m_treq_ready) begin
            treq_valid$d = 1'b0;
        end
        if (m_inv_ready) begin
            inv_valid$d = 1'b0;
        end
        if (m_rreq_ready) begin
            rreq_valid$d = 1'b0;
        end
        if (m_term_ready) begin
            term_valid$d = 1'b0;
        end
        job_din = jw;
        if (v_good) begin
            v_valid$d = 1'b0;
        end
        if (v_bad) begin
            tpc_pop = 1'b1;
            v_err$d = 1'b1;
            v_code$d = tagged_code;
        end
        if (stale$q & po_zero$q & tpc_valid) begin
            tpc_pop = 1'b1;
            if (tpc_last | (tpc_err != tlb_err$OK)) begin
                stale$d = 1'b0;
            end
        end
        if ((s_qpcfg_valid | s_rdone_valid | s_flush_valid | s_recv_valid) & v_valid$q) begin
            ev_wait$d = 1'b1;
        end
        case (state$q)
            CtlState$Init:
                begin
                    qp$d = count$q[3:0];
                    msn_send$d = 32'h1;
                    msn_read$d = 32'h1;
                    progress$d = 32'h0;
                    live$d = 1'b0;
                    head$d = 5'h0;
                    tail$d = 5'h0;
                    ird$d = 4'h0;
                    ird_used$d = 4'h0;
                    pd$d = 16'h0;
                    ctx_msn$write_enable = count$q != 5'h0;
                    ctx_st$write_enable = count$q != 5'h0;
                    ctx_rq$write_enable = count$q != 5'h0;
                    count$d = count$q + 5'h1;
                    if (count$q == 5'h10) begin
                        state$d = CtlState$Idle;
                    end
                end
            CtlState$Idle:
                begin
                    j_push$d = 1'b0;
                    j_place$d = 1'b0;
                    j_cqe$d = 1'b0;
                    j_flush$d = 5'h0;
                    j_kind$d = 2'h0;
                    j_status$d = 2'h0;
                    j_len$d = 32'h0;
                    j_se$d = 1'b0;
                    j_inv$d = 1'b0;
                    j_stag$d = 32'h0;
                    j_slot$d = 4'h0;
                    if (v_err$q) begin
                        ev$d = RxEvent$VerdictErr;
                        qp$d = v_qp$q;
                        state$d = CtlState$Read;
                    end
                    else if (s_desc_valid & ~parked$q) begin
                        ev$d = RxEvent$Segment;
                        qp$d = s_desc_qp;
                        if (~retake$q) begin
                            n_segments$d = n_segments$q + 32'h1;
                        end
                        state$d = CtlState$Read;
                    end
                    else if (v_valid$q) begin
                        state$d = CtlState$Idle;
                    end
                    else if (seg_due) begin
                        state$d = CtlState$Idle;
                    end
                    else if (s_qpcfg_valid) begin
                        s_qpcfg_ready = 1'b1;
                        ev$d = RxEvent$QpConfig;
                        ev_wait$d = 1'b0;
                        qp$d = s_qpcfg_qp;
                        msn_send$d = 32'h1;
                        msn_read$d = 32'h1;
                        progress$d = 32'h0;
                        pd$d = s_qpcfg_pd;
                        ird$d = s_qpcfg_ird;
                        ird_used$d = 4'h0;
                        live$d = 1'b1;
                        head$d = 5'h0;
                        tail$d = 5'h0;
                        state$d = CtlState$Job;
                    end
                    else if (s_rdone_valid) begin
                        s_rdone_ready = 1'b1;
                        ev$d = RxEvent$IrdRelease;
                        ev_wait$d = 1'b0;
                        qp$d = s_rdone_qp;
                        state$d = CtlState$Read;
                    end
                    else if (s_flush_valid) begin
                        s_flush_ready = 1'b1;
                        ev$d = RxEvent$Flush;
                        ev_wait$d = 1'b0;
                        qp$d = s_flush_qp;
                        state$d = CtlState$Read;
                    end
                    else if (s_recv_valid) begin
                        s_recv_ready = 1'b1;
                        ev$d = RxEvent$Post;
                        ev_wait$d = 1'b0;
                        qp$d = s_recv_qp;
                        e_stag$d = s_recv_stag;
                        e_to$d = s_recv_to;
                        e_len$d = s_recv_len;
                        state$d = CtlState$Read;
                    end
                    else if (s_desc_valid) begin
                        ev$d = RxEvent$Segment;
                        qp$d = s_desc_qp;
                        state$d = CtlState$Read;
                    end
                end
            CtlState$Read:
                begin
                    state$d = CtlState$Load;
                end
            CtlState$Load:
                begin
                    msn_send$d = ctx_msn$read_data[31:0];
                    msn_read$d = ctx_msn$read_data[63:32];
                    progress$d = ctx_st$read_data[31:0];
                    msn_send_eq$d = f_msn$q == ctx_msn$read_data[31:0];
                    msn_read_eq$d = f_msn$q == ctx_msn$read_data[63:32];
                    mo_eq$d = f_mo$q == ctx_st$read_data[31:0];
                    pd$d = ctx_st$read_data[47:32];
                    ird$d = ctx_st$read_data[51:48];
                    ird_used$d = ctx_st$read_data[55:52];
                    live$d = ctx_st$read_data[56];
                    head$d = ctx_rq$read_data[4:0];
                    tail$d = ctx_rq$read_data[9:5];
                    state$d = CtlState$Exec;
                end
            CtlState$Exec:
                begin
                    state$d = CtlState$Job;
                    if (wait_v) begin
                        state$d = CtlState$Exec;
                    end
                    else if (ev$q == RxEvent$VerdictErr) begin
                        j_push$d = 1'b1;
                        t_code$d = v_code$q;
                        state$d = CtlState$Term;
                    end
                    else if (ev$q == RxEvent$Post) begin
                        j_push$d = 1'b1;
                        j_slot$d = tail$q[3:0];
                        j_kind$d = 2'h0;
                        if (rq_used == 5'h10) begin
                            j_cqe$d = 1'b1;
                            j_status$d = cqe$OVERFLOW;
                        end
                        else begin
                            rqa$write_enable = 1'b1;
                            rqb$write_enable = 1'b1;
                            tail$d = tail$q + 5'h1;
                            if (~live$q) begin
                                head$d = tail$q + 5'h1;
                                j_cqe$d = 1'b1;
                                j_status$d = cqe$FLUSH;
                            end
                            else begin
                                j_push$d = 1'b0;
                            end
                        end
                    end
                    else if (ev$q == RxEvent$IrdRelease) begin
                        if (ird_used$q != 4'h0) begin
                            ird_used$d = ird_used$q - 4'h1;
                        end
                    end
                    else if (ev$q == RxEvent$Flush) begin
                        j_push$d = tail$q != head$q;
                        j_flush$d = tail$q - head$q;
                        j_from$d = head$q[3:0];
                        head$d = tail$q;
                        live$d = 1'b0;
                    end
                    else begin
                        j_push$d = 1'b1;
                        if (~live$q) begin
                            n_dropped$d = n_dropped$q + 32'h1;
                        end
                        else if (pre_bad$q) begin
                            t_code$d = pre_code$q;
                            state$d = CtlState$Term;
                        end
                        else if (f_t$q) begin
                            treq_valid$d = 1'b1;
                            treq_stag$d = f_stag$q;
                            treq_to$d = f_to$q;
                            treq_len$d = {15'h0, f_plen$q};
                            treq_access$d = tlb_access$REMOTE_WRITE;
                            if (pre_rr_last$q) begin
                                j_cqe$d = 1'b1;
                                j_kind$d = cqe$READ_DONE;
                                j_stag$d = f_stag$q;
                            end
                            state$d = CtlState$Hold;
                        end
                        else if (pre_qn_bad$q) begin
                            t_code$d = term_code$UNTAGGED_INVALID_QN;
                            state$d = CtlState$Term;
                        end
                        else if (pre_op_term$q) begin
                            j_cqe$d = 1'b1;
                            j_kind$d = cqe$PEER_TERMINATE;
                            j_flush$d = tail$q - head$q;
                            j_from$d = head$q[3:0];
                            head$d = tail$q;
                            live$d = 1'b0;
                        end
                        else if (pre_op_rr$q) begin
                            if (~msn_read_eq$q) begin
                                t_code$d = term_code$UNTAGGED_MSN_RANGE;
                                state$d = CtlState$Term;
                            end
                            else if (pre_rr_bad$q) begin
                                t_code$d = pre_rr_code$q;
                                state$d = CtlState$Term;
                            end
                            else if (ird_used$q >= ird$q) begin
                                t_code$d = term_code$UNTAGGED_NO_BUFFER;
                                state$d = CtlState$Term;
                            end
                            else begin
                                ird_used$d = ird_used$q + 4'h1;
                                msn_read$d = msn_read$q + 32'h1;
                                state$d = CtlState$ReadReq;
                            end
                        end
                        else if (~msn_send_eq$q) begin
                            t_code$d = term_code$UNTAGGED_MSN_RANGE;
                            state$d = CtlState$Term;
                        end
                        else if ((head$q == tail$q) & rq_wait) begin
                            j_push$d = 1'b0;
                            parked$d = 1'b1;
                            if (~parked$q) begin
                                n_rq_waits$d = n_rq_waits$q + 32'h1;
                            end
                            state$d = CtlState$Idle;
                        end
                        else if (head$q == tail$q) begin
                            t_code$d = term_code$UNTAGGED_NO_BUFFER;
                            state$d = CtlState$Term;
                        end
                        else if (~mo_eq$q) begin
                            t_code$d = term_code$UNTAGGED_INVALID_MO;
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
                    b_stag$d = rqa$read_data[31:0];
                    b_len$d = rqa$read_data[63:32];
                    b_to$d = rqb$read_data;
                    state$d = CtlState$SendCheck;
                end
            CtlState$SendCheck:
                begin
                    treq_stag$d = b_stag$q;
                    treq_to$d = b_to$q + {32'h0, f_mo$q};
                    treq_len$d = {15'h0, f_plen$q};
                    treq_access$d = tlb_access$LOCAL_WRITE;
                    if (end33$q > {1'h0, b_len$q}) begin
                        t_code$d = term_code$UNTAGGED_TOO_LONG;
                        state$d = CtlState$Term;
                    end
                    else if (f_l$q & f_inv$q) begin
                        inv_valid$d = 1'b1;
                        state$d = CtlState$Inv;
                    end
                    else begin
                        treq_valid$d = 1'b1;
                        state$d = CtlState$Verdict;
                    end
                    if (f_l$q) begin
                        j_cqe$d = 1'b1;
                        j_kind$d = cqe$RECV;
                        j_slot$d = head$q[3:0];
                        j_len$d = end33$q[31:0];
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
                        if (s_inv_ack_status != 2'h0) begin
                            t_code$d = term_code$CANNOT_INVALIDATE;
                            state$d = CtlState$Term;
                        end
                        else begin
                            treq_valid$d = 1'b1;
                            state$d = CtlState$Verdict;
                        end
                    end
                end
            CtlState$Verdict:
                begin
                    if (head_ours) begin
                        if (tpc_err != tlb_err$OK) begin
                            tpc_pop = 1'b1;
                            t_code$d = tlb_code;
                            state$d = CtlState$Term;
                        end
                        else begin
                            j_place$d = 1'b1;
                            if (~f_t$q) begin
                                progress$d = end33$q[31:0];
                                if (f_l$q) begin
                                    progress$d = 32'h0;
                                    head$d = head$q + 5'h1;
                                    msn_send$d = msn_send$q + 32'h1;
                                end
                            end
                            state$d = CtlState$Job;
                        end
                    end
                end
            CtlState$Hold:
                begin
                    if (~treq_valid$q & ~v_valid$q & ~term_valid$q) begin
                        v_valid$d = 1'b1;
                        v_err$d = 1'b0;
                        v_qp$d = qp$q;
                        v_words$d = s_desc_words;
                        v_cqe$d = j_cqe$q;
                        v_kind$d = j_kind$q;
                        v_stag$d = j_stag$q;
                        v_flags$d = flags$q;
                        term_seglen$d = s_desc_len[15:0];
                        tw0$d = cap[383:320];
                        tw1$d = cap[319:256];
                        tw2$d = cap[255:192];
                        tw3$d = cap[191:128];
                        tw4$d = cap[127:64];
                        tw5$d = cap[63:0];
                        s_desc_ready = 1'b1;
                        parked$d = 1'b0;
                        retake$d = 1'b0;
                        state$d = CtlState$Idle;
                    end
                end
            CtlState$ReadReq:
                begin
                    if (~rreq_valid$q) begin
                        rreq_valid$d = 1'b1;
                        rr_qp$d = qp$q;
                        rr_sink_stag$d = cap[239:208];
                        rr_sink_to$d = cap[207:144];
                        rr_size$d = cap[143:112];
                        rr_src_stag$d = cap[111:80];
                        rr_src_to$d = cap[79:16];
                        state$d = CtlState$Job;
                    end
                end
            CtlState$Term:
                begin
                    if (~term_valid$q) begin
                        term_valid$d = 1'b1;
                        term_qp$d = qp$q;
                        term_ctl$d = ctl_word;
                        if (ev$q != RxEvent$VerdictErr) begin
                            term_seglen$d = s_desc_len[15:0];
                            tw0$d = cap[383:320];
                            tw1$d = cap[319:256];
                            tw2$d = cap[255:192];
                            tw3$d = cap[191:128];
                            tw4$d = cap[127:64];
                            tw5$d = cap[63:0];
                        end
                        if (t_code$q[15:12] == term_layer$LLP) begin
                            n_llp$d = n_llp$q + 16'h1;
                        end
                        else if (t_code$q[15:12] == term_layer$DDP) begin
                            n_ddp$d = n_ddp$q + 16'h1;
                        end
                        else begin
                            n_rdmap$d = n_rdmap$q + 16'h1;
                        end
                        j_place$d = 1'b0;
                        j_cqe$d = 1'b0;
                        j_flush$d = tail$q - head$q;
                        j_from$d = head$q[3:0];
                        head$d = tail$q;
                        live$d = 1'b0;
                        state$d = CtlState$Job;
                    end
                end
            CtlState$Job:
                begin
                    if ((~j_push$q | ~job_full) & (~v_valid$q | (ev$q == RxEvent$VerdictErr))) begin
                        if (ev$q == RxEvent$VerdictErr) begin
                            v_valid$d = 1'b0;
                            v_err$d = 1'b0;
                        end
                        job_push = j_push$q;
                        pushing_place = j_push$q & j_place$q;
                        ctx_msn$write_enable = 1'b1;
                        ctx_st$write_enable = 1'b1;
                        ctx_rq$write_enable = 1'b1;
                        s_desc_ready = ev$q == RxEvent$Segment;
                        if (ev$q == RxEvent$Segment) begin
                            parked$d = 1'b0;
                            retake$d = 1'b0;
                        end
                        state$d = CtlState$Idle;
                    end
                end
        endcase
        if (v_good) begin
            job_push = 1'b1;
            pushing_place = 1'b1;
            job_din = v_jw;
        end
        if (abandon) begin
            state$d = CtlState$Idle;
            retake$d = 1'b1;
            treq_valid$d = 1'b0;
            if (state$q == CtlState$Hold) begin
                stale$d = 1'b1;
            end
        end
        po_nx = pieces_out$q;
        if (pushing_place & ~piece_done) begin
            po_nx = pieces_out$q + 3'h1;
        end
        else if (~pushing_place & piece_done) begin
            po_nx = pieces_out$q - 3'h1;
        end
        pieces_out$d = po_nx;
        po_zero$d = po_nx == 3'h0;
        if (reset) begin
            state$d = CtlState$Init;
            count$d = 5'h0;
            qp$d = 4'h0;
            pieces_out$d = 3'h0;
            po_zero$d = 1'b1;
            treq_valid$d = 1'b0;
            inv_valid$d = 1'b0;
            rreq_valid$d = 1'b0;
            term_valid$d = 1'b0;
            n_segments$d = 32'h0;
            parked$d = 1'b0;
            v_valid$d = 1'b0;
            v_err$d = 1'b0;
            stale$d = 1'b0;
            retake$d = 1'b0;
            ev_wait$d = 1'b0;
            n_rq_waits$d = 32'h0;
            n_dropped$d = 32'h0;
            n_llp$d = 16'h0;
            n_ddp$d = 16'h0;
            n_rdmap$d = 16'h0;
        end
    end

    always @(*) begin
        f_t$d = f_t$q;
        f_t$d = hdr_img[191];
    end

    always @(*) begin
        f_l$d = f_l$q;
        f_l$d = hdr_img[190];
    end

    always @(*) begin
        f_dv$d = f_dv$q;
        f_dv$d = hdr_img[185:184];
    end

    always @(*) begin
        f_rv$d = f_rv$q;
        f_rv$d = hdr_img[183:182];
    end

    always @(*) begin
        f_op$d = f_op$q;
        f_op$d = hdr_img[179:176];
    end

    always @(*) begin
        f_stag$d = f_stag$q;
        f_stag$d = hdr_img[175:144];
    end

    always @(*) begin
        f_to$d = f_to$q;
        f_to$d = hdr_img[143:80];
    end

    always @(*) begin
        f_qn$d = f_qn$q;
        f_qn$d = hdr_img[143:112];
    end

    always @(*) begin
        f_msn$d = f_msn$q;
        f_msn$d = hdr_img[111:80];
    end

    always @(*) begin
        f_mo$d = f_mo$q;
        f_mo$d = hdr_img[79:48];
    end

    always @(*) begin
        f_hlen$d = f_hlen$q;
        f_hlen$d = ulpdu_len$UNTAGGED_HDR;
        if (f_t$q) begin
            f_hlen$d = ulpdu_len$TAGGED_HDR;
        end
    end

    always @(*) begin
        f_plen$d = f_plen$q;
        f_plen$d = s_desc_len - f_hlen$q;
    end

    always @(*) begin
        f_inv$d = f_inv$q;
        f_inv$d = (f_op$q == rdmap_op$SEND_INV) | (f_op$q == rdmap_op$SEND_SE_INV);
    end

    always @(*) begin
        f_se$d = f_se$q;
        f_se$d = (f_op$q == rdmap_op$SEND_SE) | (f_op$q == rdmap_op$SEND_SE_INV);
    end

    always @(*) begin
        end33$d = end33$q;
        end33$d = {1'h0, progress$q} + {16'h0, f_plen$q};
    end

    always @(*) begin
        flags$d = flags$q;
        flags$d = flags_w;
    end

    always @(*) begin
        len_bad$d = len_bad$q;
        len_bad$d = len_bad_w;
    end

    always @(*) begin
        hdr_tag_ok$d = hdr_tag_ok$q;
        hdr_tag_ok$d = (s_desc_status == rx_status$OK) & (f_dv$q == wire_version$DDP) & (f_rv$q == wire_version$RDMAP) & f_t$q & ((f_op$q == rdmap_op$RDMA_WRITE) | (f_op$q == rdmap_op$READ_RESPONSE));
    end

    always @(*) begin
        pre_bad$d = pre_bad$q;
        pre_bad$d = pre_bad_w;
    end

    always @(*) begin
        pre_code$d = pre_code$q;
        pre_code$d = pre_code_w;
    end

    always @(*) begin
        pre_qn_bad$d = pre_qn_bad$q;
        pre_qn_bad$d = f_qn$q != queue_w;
    end

    always @(*) begin
        pre_rr_bad$d = pre_rr_bad$q;
        pre_rr_bad$d = (f_mo$q != 32'h0) | ~f_l$q | (s_desc_len != ulpdu_len$READ_REQUEST);
    end

    always @(*) begin
        pre_rr_code$d = pre_rr_code$q;
        pre_rr_code$d = term_code$DDP_CATASTROPHIC;
        if (f_mo$q != 32'h0) begin
            pre_rr_code$d = term_code$UNTAGGED_INVALID_MO;
        end
    end

    always @(*) begin
        pre_rr_last$d = pre_rr_last$q;
        pre_rr_last$d = (f_op$q == rdmap_op$READ_RESPONSE) & f_l$q;
    end

    always @(*) begin
        pre_op_term$d = pre_op_term$q;
        pre_op_term$d = f_op$q == rdmap_op$TERMINATE;
    end

    always @(*) begin
        pre_op_rr$d = pre_op_rr$q;
        pre_op_rr$d = f_op$q == rdmap_op$READ_REQUEST;
    end

    always @(*) begin
        cap = 384'h0;
        cap[383:320] = s_desc_w0;
        cap[319:256] = s_desc_w1;
        cap[255:192] = s_desc_w2;
        cap[191:128] = s_desc_w3;
        cap[127:64] = s_desc_w4;
        cap[63:0] = s_desc_w5;
    end

    always @(*) begin
        queue_w = ddp_queue$SEND;
        if (f_op$q == rdmap_op$READ_REQUEST) begin
            queue_w = ddp_queue$READ_REQUEST;
        end
        if (f_op$q == rdmap_op$TERMINATE) begin
            queue_w = ddp_queue$TERMINATE;
        end
    end

    always @(*) begin
        flags_w = 16'h0;
        flags_w[15] = 1'b1;
        flags_w[14] = s_desc_len >= f_hlen$q;
        flags_w[13] = ~f_t$q & (f_op$q == rdmap_op$READ_REQUEST) & (s_desc_len >= ulpdu_len$READ_REQUEST);
    end

    always @(*) begin
        pre_bad_w = (f_op$q > rdmap_op$TERMINATE) | (f_t$q != ((f_op$q == rdmap_op$RDMA_WRITE) | (f_op$q == rdmap_op$READ_RESPONSE)));
        pre_code_w = term_code$UNEXPECTED_OPCODE;
        if (f_rv$q != wire_version$RDMAP) begin
            pre_bad_w = 1'b1;
            pre_code_w = term_code$RDMAP_VERSION;
        end
        if (f_dv$q != wire_version$DDP) begin
            pre_bad_w = 1'b1;
            pre_code_w = term_code$UNTAGGED_DDP_VERSION;
            if (f_t$q) begin
                pre_code_w = term_code$TAGGED_DDP_VERSION;
            end
        end
        if (len_bad_w) begin
            pre_bad_w = 1'b1;
            pre_code_w = term_code$DDP_CATASTROPHIC;
        end
        if (s_desc_status != rx_status$OK) begin
            pre_bad_w = 1'b1;
            pre_code_w = term_code$MPA_MARKER;
        end
        if (s_desc_status == rx_status$CRC) begin
            pre_code_w = term_code$MPA_CRC;
        end
    end

    always @(*) begin
        ctl_word = 32'h0;
        ctl_word[31:16] = t_code$q;
        ctl_word[15:0] = hdrct;
    end

    always @(*) begin
        hdrct = flags$q;
        if (ev$q == RxEvent$VerdictErr) begin
            hdrct = v_flags$q;
        end
    end

    always @(*) begin
        tagged_code = term_code$TAGGED_INVALID_STAG;
        if (tpc_err == tlb_err$PD_MISMATCH) begin
            tagged_code = term_code$TAGGED_NOT_ASSOCIATED;
        end
        if (tpc_err == tlb_err$TO_WRAP) begin
            tagged_code = term_code$TAGGED_TO_WRAP;
        end
        if (tpc_err == tlb_err$BASE_BOUNDS) begin
            tagged_code = term_code$TAGGED_BASE_BOUNDS;
        end
    end

    always @(*) begin
        tlb_code = tagged_code;
        if (~f_t$q) begin
            tlb_code = term_code$UNSPECIFIED;
        end
    end

    always @(*) begin
        msn_word = 64'h0;
        msn_word[31:0] = msn_send$q;
        msn_word[63:32] = msn_read$q;
    end

    always @(*) begin
        st_word = 57'h0;
        st_word[31:0] = progress$q;
        st_word[47:32] = pd$q;
        st_word[51:48] = ird$q;
        st_word[55:52] = ird_used$q;
        st_word[56] = live$q;
    end

    always @(*) begin
        rq_word = 10'h0;
        rq_word[4:0] = head$q;
        rq_word[9:5] = tail$q;
    end

    always @(*) begin
        rq_rd_addr = 8'h0;
        rq_rd_addr[7:4] = qp$q;
        rq_rd_addr[3:0] = head$q[3:0];
    end

    always @(*) begin
        rq_wr_addr = 8'h0;
        rq_wr_addr[7:4] = qp$q;
        rq_wr_addr[3:0] = tail$q[3:0];
    end

    always @(*) begin
        rqa_word = 64'h0;
        rqa_word[31:0] = e_stag$q;
        rqa_word[63:32] = e_len$q;
    end

    always @(*) begin
        jw = 105'h0;
        jw[0] = j_place$q;
        jw[1] = f_t$q;
        jw[12:2] = s_desc_words;
        if (ev$q != RxEvent$Segment) begin
            jw[12:2] = 11'h0;
        end
        if (ev$q == RxEvent$VerdictErr) begin
            jw[12:2] = v_words$q;
        end
        jw[13] = j_cqe$q;
        jw[15:14] = j_kind$q;
        jw[17:16] = j_status$q;
        jw[21:18] = j_slot$q;
        jw[53:22] = j_len$q;
        jw[54] = j_se$q;
        jw[55] = j_inv$q;
        jw[87:56] = j_stag$q;
        jw[91:88] = qp$q;
        jw[96:92] = j_flush$q;
        jw[100:97] = j_from$q;
    end

    always @(*) begin
        v_jw = 105'h0;
        v_jw[0] = 1'b1;
        v_jw[1] = 1'b1;
        v_jw[12:2] = v_words$q;
        v_jw[13] = v_cqe$q;
        v_jw[15:14] = v_kind$q;
        v_jw[87:56] = v_stag$q;
        v_jw[91:88] = v_qp$q;
    end

endmodule // ddp_rx$control


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


module ddp_rx$in_q(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [78:0] din;
    output wire  full;
    input wire  pop;
    output wire  [78:0] dout;
    output wire  valid;

    // Stub signals
    reg  [78:0] e0$d;
    reg  [78:0] e0$q;
    reg  [78:0] e1$d;
    reg  [78:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 79'h0;
        e1$q = 79'h0;
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

endmodule // ddp_rx$in_q


module ddp_rx$ingress(clock,reset,s_data,s_keep,s_last,s_status,s_qp,s_valid,s_ready,buf_push,buf_din,buf_full,m_desc_valid,m_desc_ready,m_desc_qp,m_desc_status,m_desc_len,m_desc_words,m_desc_w0,m_desc_w1,m_desc_w2,m_desc_w3,m_desc_w4,m_desc_w5);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  [1:0] s_status;
    input wire  [3:0] s_qp;
    input wire  s_valid;
    output wire  s_ready;
    output wire  buf_push;
    output wire  [63:0] buf_din;
    input wire  buf_full;
    output wire  m_desc_valid;
    input wire  m_desc_ready;
    output wire  [3:0] m_desc_qp;
    output wire  [1:0] m_desc_status;
    output wire  [16:0] m_desc_len;
    output wire  [10:0] m_desc_words;
    output wire  [63:0] m_desc_w0;
    output wire  [63:0] m_desc_w1;
    output wire  [63:0] m_desc_w2;
    output wire  [63:0] m_desc_w3;
    output wire  [63:0] m_desc_w4;
    output wire  [63:0] m_desc_w5;

    // Named constants (named_consts! in model/src)
    localparam [6:0] ingress_beat$FIRST = 7'h1;
    localparam [16:0] ulpdu_len$COUNT_MAX = 17'hffff;

    // Stub signals
    reg  [6:0] at$d;
    reg  [6:0] at$q;
    reg  [16:0] bytes$d;
    reg  [16:0] bytes$q;
    reg  [10:0] stored$d;
    reg  [10:0] stored$q;
    reg  [63:0] c0$d;
    reg  [63:0] c0$q;
    reg  [63:0] c1$d;
    reg  [63:0] c1$q;
    reg  [63:0] c2$d;
    reg  [63:0] c2$q;
    reg  [63:0] c3$d;
    reg  [63:0] c3$q;
    reg  [63:0] c4$d;
    reg  [63:0] c4$q;
    reg  [63:0] c5$d;
    reg  [63:0] c5$q;
    reg  d_valid$d;
    reg  d_valid$q;
    reg  [3:0] d_qp$d;
    reg  [3:0] d_qp$q;
    reg  [1:0] d_status$d;
    reg  [1:0] d_status$q;
    reg  [16:0] d_len$d;
    reg  [16:0] d_len$q;
    reg  [10:0] d_words$d;
    reg  [10:0] d_words$q;
    reg  [63:0] d0$d;
    reg  [63:0] d0$q;
    reg  [63:0] d1$d;
    reg  [63:0] d1$q;
    reg  [63:0] d2$d;
    reg  [63:0] d2$q;
    reg  [63:0] d3$d;
    reg  [63:0] d3$q;
    reg  [63:0] d4$d;
    reg  [63:0] d4$q;
    reg  [63:0] d5$d;
    reg  [63:0] d5$q;
    reg  [1:0] skip_q$d;
    reg  [1:0] skip_q$q;

    // Local signals
    reg  [6:0] at_step;
    reg  [63:0] swapped;
    reg  [16:0] kept;
    wire  take;
    wire  store;
    reg  [16:0] sum;
    reg  [1:0] skip;

    // Registers
    initial begin
        at$q = 7'h0;
        bytes$q = 17'h0;
        stored$q = 11'h0;
        c0$q = 64'h0;
        c1$q = 64'h0;
        c2$q = 64'h0;
        c3$q = 64'h0;
        c4$q = 64'h0;
        c5$q = 64'h0;
        d_valid$q = 1'h0;
        d_qp$q = 4'h0;
        d_status$q = 2'h0;
        d_len$q = 17'h0;
        d_words$q = 11'h0;
        d0$q = 64'h0;
        d1$q = 64'h0;
        d2$q = 64'h0;
        d3$q = 64'h0;
        d4$q = 64'h0;
        d5$q = 64'h0;
        skip_q$q = 2'h0;
    end

    always @(posedge clock) begin
        at$q <= at$d;
        bytes$q <= bytes$d;
        stored$q <= stored$d;
        c0$q <= c0$d;
        c1$q <= c1$d;
        c2$q <= c2$d;
        c3$q <= c3$d;
        c4$q <= c4$d;
        c5$q <= c5$d;
        d_valid$q <= d_valid$d;
        d_qp$q <= d_qp$d;
        d_status$q <= d_status$d;
        d_len$q <= d_len$d;
        d_words$q <= d_words$d;
        d0$q <= d0$d;
        d1$q <= d1$d;
        d2$q <= d2$d;
        d3$q <= d3$d;
        d4$q <= d4$d;
        d5$q <= d5$d;
        skip_q$q <= skip_q$d;
    end

    // Update code
    assign store = (stored$q < 11'h400) & ~at$q[0] & (~at$q[1] | (skip_q$q == 2'h1));
    assign s_ready = ~buf_full & ~(s_last & d_valid$q);
    assign take = s_valid & ~buf_full & ~(s_last & d_valid$q);
    assign buf_push = take & store;
    assign buf_din = s_data;
    assign m_desc_valid = d_valid$q;
    assign m_desc_qp = d_qp$q;
    assign m_desc_status = d_status$q;
    assign m_desc_len = d_len$q;
    assign m_desc_words = d_words$q;
    assign m_desc_w0 = d0$q;
    assign m_desc_w1 = d1$q;
    assign m_desc_w2 = d2$q;
    assign m_desc_w3 = d3$q;
    assign m_desc_w4 = d4$q;
    assign m_desc_w5 = d5$q;

    always @(*) begin
        at$d = at$q;
        bytes$d = bytes$q;
        stored$d = stored$q;
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
        if (m_desc_ready) begin
            d_valid$d = 1'b0;
        end
        if (take) begin
            at$d = at_step;
            bytes$d = sum;
            if (store) begin
                stored$d = stored$q + 11'h1;
            end
            if (at$q[0]) begin
                c0$d = swapped;
                c1$d = 64'h0;
                c2$d = 64'h0;
                c3$d = 64'h0;
                c4$d = 64'h0;
                c5$d = 64'h0;
            end
            if (at$q[1]) begin
                c1$d = swapped;
            end
            if (at$q[2]) begin
                c2$d = swapped;
            end
            if (at$q[3]) begin
                c3$d = swapped;
            end
            if (at$q[4]) begin
                c4$d = swapped;
            end
            if (at$q[5]) begin
                c5$d = swapped;
            end
            if (s_last) begin
                at$d = ingress_beat$FIRST;
                bytes$d = 17'h0;
                stored$d = 11'h0;
                d_valid$d = 1'b1;
                d_qp$d = s_qp;
                d_status$d = s_status;
                d_len$d = sum;
                d_words$d = stored$q;
                if (store) begin
                    d_words$d = stored$q + 11'h1;
                end
                d0$d = c0$q;
                d1$d = c1$q;
                d2$d = c2$q;
                d3$d = c3$q;
                d4$d = c4$q;
                d5$d = c5$q;
                if (at$q[0]) begin
                    d0$d = swapped;
                    d1$d = 64'h0;
                    d2$d = 64'h0;
                    d3$d = 64'h0;
                    d4$d = 64'h0;
                    d5$d = 64'h0;
                end
                if (at$q[1]) begin
                    d1$d = swapped;
                end
                if (at$q[2]) begin
                    d2$d = swapped;
                end
                if (at$q[3]) begin
                    d3$d = swapped;
                end
                if (at$q[4]) begin
                    d4$d = swapped;
                end
                if (at$q[5]) begin
                    d5$d = swapped;
                end
            end
        end
        if (reset) begin
            at$d = ingress_beat$FIRST;
            bytes$d = 17'h0;
            stored$d = 11'h0;
            d_valid$d = 1'b0;
        end
    end

    always @(*) begin
        skip_q$d = skip_q$q;
        skip = skip_q$q;
        if (at$q[0]) begin
            skip = 2'h2;
            if (s_data[7]) begin
                skip = 2'h1;
            end
            skip_q$d = skip;
        end
    end

    always @(*) begin
        swapped = 64'h0;
        swapped[63:56] = s_data[7:0];
        swapped[55:48] = s_data[15:8];
        swapped[47:40] = s_data[23:16];
        swapped[39:32] = s_data[31:24];
        swapped[31:24] = s_data[39:32];
        swapped[23:16] = s_data[47:40];
        swapped[15:8] = s_data[55:48];
        swapped[7:0] = s_data[63:56];
    end

    always @(*) begin
        kept = 17'h0;
        if (s_keep[0]) begin
            kept = 17'h1;
        end
        if (s_keep[1]) begin
            kept = 17'h2;
        end
        if (s_keep[2]) begin
            kept = 17'h3;
        end
        if (s_keep[3]) begin
            kept = 17'h4;
        end
        if (s_keep[4]) begin
            kept = 17'h5;
        end
        if (s_keep[5]) begin
            kept = 17'h6;
        end
        if (s_keep[6]) begin
            kept = 17'h7;
        end
        if (s_keep[7]) begin
            kept = 17'h8;
        end
    end

    always @(*) begin
        sum = bytes$q + kept;
        if (bytes$q > ulpdu_len$COUNT_MAX) begin
            sum = bytes$q;
        end
    end

    always @(*) begin
        at_step = 7'h0;
        at_step[1] = at$q[0];
        at_step[2] = at$q[1];
        at_step[3] = at$q[2];
        at_step[4] = at$q[3];
        at_step[5] = at$q[4];
        at_step[6] = at$q[5] | at$q[6];
    end

endmodule // ddp_rx$ingress


module ddp_rx$jobs(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [104:0] din;
    output wire  full;
    input wire  pop;
    output reg  [104:0] dout;
    output wire  valid;

    // Stub signals
    reg  [104:0] e0$d;
    reg  [104:0] e0$q;
    reg  [104:0] e1$d;
    reg  [104:0] e1$q;
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
        e0$q = 105'h0;
        e1$q = 105'h0;
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

endmodule // ddp_rx$jobs


module ddp_rx$mux(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,s_inv_valid,s_inv_ready,s_inv_stag,m_inv_ack_valid,m_inv_ack_ready,m_inv_ack_status,t_cmd_valid,t_cmd_ready,t_cmd_op,t_cmd_stag,t_cmd_pd,t_cmd_rights,t_cmd_page_2m,t_cmd_base_va,t_cmd_length,t_cmd_pbl,t_ack_valid,t_ack_ready,t_ack_status);

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
    input wire  s_inv_valid;
    output reg  s_inv_ready;
    input wire  [31:0] s_inv_stag;
    output reg  m_inv_ack_valid;
    input wire  m_inv_ack_ready;
    output wire  [1:0] m_inv_ack_status;
    output reg  t_cmd_valid;
    input wire  t_cmd_ready;
    output reg  [1:0] t_cmd_op;
    output reg  [31:0] t_cmd_stag;
    output wire  [15:0] t_cmd_pd;
    output wire  [3:0] t_cmd_rights;
    output wire  t_cmd_page_2m;
    output wire  [63:0] t_cmd_base_va;
    output wire  [63:0] t_cmd_length;
    output wire  [63:0] t_cmd_pbl;
    input wire  t_ack_valid;
    output reg  t_ack_ready;
    input wire  [1:0] t_ack_status;

    // Named constants (named_consts! in model/src)
    localparam [1:0] tlb_op$INVALIDATE = 2'h2;

    // Enums
    localparam MuxState$Idle = 0;
    localparam MuxState$Host = 1;
    localparam MuxState$Inv = 2;

    // Stub signals
    reg  [1:0] state$d;
    reg  [1:0] state$q;

    // Registers
    initial begin
        state$q = 2'h0;
    end

    always @(posedge clock) begin
        state$q <= state$d;
    end

    // Update code
    assign t_cmd_pd = s_cmd_pd;
    assign t_cmd_rights = s_cmd_rights;
    assign t_cmd_page_2m = s_cmd_page_2m;
    assign t_cmd_base_va = s_cmd_base_va;
    assign t_cmd_length = s_cmd_length;
    assign t_cmd_pbl = s_cmd_pbl;
    assign m_ack_status = t_ack_status;
    assign m_inv_ack_status = t_ack_status;

    always @(*) begin
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
                        t_cmd_op = tlb_op$INVALIDATE;
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


module ddp_rx$placer(clock,reset,job_valid,job_dout,job_pop,buf_valid,buf_dout,buf_pop,tpc_valid,tpc_pa,tpc_len,tpc_last,tpc_pop,piece_done,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,m_cqe_valid,m_cqe_ready,m_cqe_qp,m_cqe_kind,m_cqe_status,m_cqe_slot,m_cqe_len,m_cqe_se,m_cqe_inv,m_cqe_stag,busy);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  job_valid;
    input wire  [104:0] job_dout;
    output reg  job_pop;
    input wire  buf_valid;
    input wire  [63:0] buf_dout;
    output wire  buf_pop;
    input wire  tpc_valid;
    input wire  [63:0] tpc_pa;
    input wire  [31:0] tpc_len;
    input wire  tpc_last;
    output reg  tpc_pop;
    output reg  piece_done;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [63:0] m_wr_addr;
    output wire  [15:0] m_wr_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output wire  [63:0] m_wd_data;
    output reg  [7:0] m_wd_keep;
    output wire  m_wd_last;
    output wire  m_cqe_valid;
    input wire  m_cqe_ready;
    output wire  [3:0] m_cqe_qp;
    output reg  [1:0] m_cqe_kind;
    output reg  [1:0] m_cqe_status;
    output reg  [3:0] m_cqe_slot;
    output reg  [31:0] m_cqe_len;
    output reg  m_cqe_se;
    output reg  m_cqe_inv;
    output reg  [31:0] m_cqe_stag;
    output wire  busy;

    // Enums
    localparam PlaceState$Idle = 0;
    localparam PlaceState$Piece = 1;
    localparam PlaceState$Data = 2;
    localparam PlaceState$Drain = 3;
    localparam PlaceState$Cqe = 4;
    localparam PlaceState$Flush = 5;

    // Stub signals
    reg  [2:0] state$d;
    reg  [2:0] state$q;
    reg  [104:0] j$d;
    reg  [104:0] j$q;
    reg  [63:0] e0$d;
    reg  [63:0] e0$q;
    reg  [63:0] e1$d;
    reg  [63:0] e1$q;
    reg  [63:0] e2$d;
    reg  [63:0] e2$q;
    reg  [1:0] c$d;
    reg  [1:0] c$q;
    reg  [10:0] k$d;
    reg  [10:0] k$q;
    reg  [10:0] left$d;
    reg  [10:0] left$q;
    reg  z0$d;
    reg  z0$q;
    reg  z1$d;
    reg  z1$q;
    reg  z2$d;
    reg  z2$q;
    reg  [13:0] pos$d;
    reg  [13:0] pos$q;
    reg  [15:0] rem$d;
    reg  [15:0] rem$q;
    reg  plast$d;
    reg  plast$q;
    reg  wr_valid$d;
    reg  wr_valid$q;
    reg  [63:0] wr_addr$d;
    reg  [63:0] wr_addr$q;
    reg  [15:0] wr_len$d;
    reg  [15:0] wr_len$q;
    reg  [4:0] fcount$d;
    reg  [4:0] fcount$q;
    reg  [3:0] fslot$d;
    reg  [3:0] fslot$q;
    reg  [3:0] n_q$d;
    reg  [3:0] n_q$q;
    reg  last_q$d;
    reg  last_q$q;
    reg  need2_q$d;
    reg  need2_q$q;
    reg  uses_up_q$d;
    reg  uses_up_q$q;
    reg  aligned_q$d;
    reg  aligned_q$q;

    // Local signals
    wire  [2:0] s;
    wire  [3:0] n;
    wire  need2;
    wire  emit;
    wire  fire;
    reg  adv;
    reg  pop;
    reg  [10:0] left_now;
    reg  z0n;
    reg  z1n;
    reg  z2n;
    reg  z3n;
    wire  pop_idle;
    wire  pop_run;
    wire  done_run;
    reg  done_in;
    wire  aligned;
    wire  skip;
    reg  [2:0] after;
    reg  clear;
    reg  take_piece;
    reg  [63:0] shifted;
    reg  [63:0] lane_mask;
    reg  [15:0] rem_nx;
    reg  [13:0] pos_nx;
    reg  [10:0] k_nx;
    wire  [15:0] rem_f;
    wire  [13:0] pos_f;
    wire  rem_lt16;
    reg  [3:0] n_f;
    wire  [4:0] span_f;
    wire  [15:0] rem_t;
    reg  [13:0] pos_t;
    reg  [3:0] n_t;
    wire  rem_ge8;
    wire  [3:0] sum_lo;
    reg  need2_t;
    wire  uses_up_t;
    reg  [10:0] k_h;
    reg  adv_h;
    reg  [10:0] word_h;

    // Registers
    initial begin
        state$q = 3'h0;
        j$q = 105'h0;
        e0$q = 64'h0;
        e1$q = 64'h0;
        e2$q = 64'h0;
        c$q = 2'h0;
        k$q = 11'h0;
        left$q = 11'h0;
        z0$q = 1'h0;
        z1$q = 1'h0;
        z2$q = 1'h0;
        pos$q = 14'h0;
        rem$q = 16'h0;
        plast$q = 1'h0;
        wr_valid$q = 1'h0;
        wr_addr$q = 64'h0;
        wr_len$q = 16'h0;
        fcount$q = 5'h0;
        fslot$q = 4'h0;
        n_q$q = 4'h0;
        last_q$q = 1'h0;
        need2_q$q = 1'h0;
        uses_up_q$q = 1'h0;
        aligned_q$q = 1'h0;
    end

    always @(posedge clock) begin
        state$q <= state$d;
        j$q <= j$d;
        e0$q <= e0$d;
        e1$q <= e1$d;
        e2$q <= e2$d;
        c$q <= c$d;
        k$q <= k$d;
        left$q <= left$d;
        z0$q <= z0$d;
        z1$q <= z1$d;
        z2$q <= z2$d;
        pos$q <= pos$d;
        rem$q <= rem$d;
        plast$q <= plast$d;
        wr_valid$q <= wr_valid$d;
        wr_addr$q <= wr_addr$d;
        wr_len$q <= wr_len$d;
        fcount$q <= fcount$d;
        fslot$q <= fslot$d;
        n_q$q <= n_q$d;
        last_q$q <= last_q$d;
        need2_q$q <= need2_q$d;
        uses_up_q$q <= uses_up_q$d;
        aligned_q$q <= aligned_q$d;
    end

    // Update code
    assign s = pos$q[2:0];
    assign n = n_q$q;
    assign need2 = need2_q$q;
    assign aligned = aligned_q$q;
    assign emit = (state$q == PlaceState$Data) & aligned & (c$q != 2'h0) & (~need2 | (c$q >= 2'h2));
    assign m_wd_valid = emit;
    assign fire = emit & m_wd_ready;
    assign busy = state$q != PlaceState$Idle;
    assign m_wd_data = shifted & lane_mask;
    assign m_wd_last = last_q$q;
    assign m_wr_valid = wr_valid$q;
    assign m_wr_addr = wr_addr$q;
    assign m_wr_len = wr_len$q;
    assign m_cqe_valid = (state$q == PlaceState$Cqe) | (state$q == PlaceState$Flush);
    assign m_cqe_qp = j$q[91:88];
    assign pop_idle = job_valid & buf_valid & ~job_dout[101] & (c$q != 2'h3);
    assign pop_run = buf_valid & ~z0$q & (c$q != 2'h3);
    assign done_run = z0$q | (z1$q & pop_run);
    assign skip = ((state$q == PlaceState$Piece) | (state$q == PlaceState$Data)) & ~aligned & (c$q != 2'h0);
    assign rem_f = rem$q - {12'h0, n};
    assign pos_f = pos$q + {10'h0, n};
    assign rem_lt16 = rem$q < 16'h10;
    assign span_f = {2'h0, s} + {1'h0, n_f};
    assign rem_t = tpc_len[15:0];
    assign rem_ge8 = rem_t >= 16'h8;
    assign sum_lo = {1'h0, pos_t[2:0]} + {1'h0, rem_t[2:0]};
    assign uses_up_t = rem_ge8 | (sum_lo >= 4'h8);
    assign buf_pop = pop;

    always @(*) begin
        state$d = state$q;
        j$d = j$q;
        e0$d = e0$q;
        e1$d = e1$q;
        e2$d = e2$q;
        c$d = c$q;
        plast$d = plast$q;
        wr_valid$d = wr_valid$q;
        fcount$d = fcount$q;
        fslot$d = fslot$q;
        rem_nx = rem$q;
        pos_nx = pos$q;
        k_nx = k$q;
        adv = 1'b0;
        job_pop = 1'b0;
        tpc_pop = 1'b0;
        piece_done = 1'b0;
        if (m_wr_ready) begin
            wr_valid$d = 1'b0;
        end
        done_in = 1'b0;
        clear = 1'b0;
        take_piece = 1'b0;
        case (state$q)
            PlaceState$Idle:
                begin
                    if (job_valid) begin
                        job_pop = 1'b1;
                        j$d = job_dout;
                        k_nx = 11'h0;
                        pos_nx = 14'h2;
                        if (job_dout[1]) begin
                            pos_nx = 14'h6;
                        end
                        fcount$d = job_dout[96:92];
                        fslot$d = job_dout[100:97];
                        state$d = PlaceState$Drain;
                        if (job_dout[0]) begin
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
                        pos_nx = pos_f;
                        rem_nx = rem_f;
                        if (last_q$q) begin
                            state$d = PlaceState$Piece;
                            if (plast$q) begin
                                state$d = PlaceState$Drain;
                                done_in = done_run;
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
                    adv = c$q != 2'h0;
                    done_in = done_run;
                    if (done_in) begin
                        clear = 1'b1;
                        state$d = after;
                    end
                end
            PlaceState$Cqe:
                begin
                    if (m_cqe_ready) begin
                        state$d = PlaceState$Idle;
                        if (fcount$q != 5'h0) begin
                            state$d = PlaceState$Flush;
                        end
                    end
                end
            PlaceState$Flush:
                begin
                    if (m_cqe_ready) begin
                        fslot$d = fslot$q + 4'h1;
                        fcount$d = fcount$q - 5'h1;
                        if (fcount$q == 5'h1) begin
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
            rem_nx = rem_t;
            state$d = PlaceState$Piece;
            if (tpc_len != 32'h0) begin
                wr_valid$d = 1'b1;
                state$d = PlaceState$Data;
            end
            else if (tpc_last) begin
                state$d = PlaceState$Drain;
            end
        end
        if (adv) begin
            k_nx = k$q + 11'h1;
            e0$d = e1$q;
            e1$d = e2$q;
            if (pop) begin
                if (c$q == 2'h1) begin
                    e0$d = buf_dout;
                end
                else begin
                    e1$d = buf_dout;
                end
            end
            else begin
                c$d = c$q - 2'h1;
            end
        end
        else if (pop) begin
            c$d = c$q + 2'h1;
            if (c$q == 2'h0) begin
                e0$d = buf_dout;
            end
            else if (c$q == 2'h1) begin
                e1$d = buf_dout;
            end
            else begin
                e2$d = buf_dout;
            end
        end
        if (clear) begin
            c$d = 2'h0;
        end
        if (reset) begin
            state$d = PlaceState$Idle;
            wr_valid$d = 1'b0;
            c$d = 2'h0;
        end
    end

    always @(*) begin
        k$d = k$q;
        k$d = k_nx;
    end

    always @(*) begin
        left$d = left$q;
        z0$d = z0$q;
        z1$d = z1$q;
        z2$d = z2$q;
        left$d = left_now;
        z0$d = z0n;
        z1$d = z1n;
        z2$d = z2n;
        if (pop) begin
            left$d = left_now - 11'h1;
            z0$d = z1n;
            z1$d = z2n;
            z2$d = z3n;
        end
    end

    always @(*) begin
        pos$d = pos$q;
        pos$d = pos_nx;
    end

    always @(*) begin
        rem$d = rem$q;
        rem$d = rem_nx;
    end

    always @(*) begin
        wr_addr$d = wr_addr$q;
        wr_len$d = wr_len$q;
        if (~wr_valid$q) begin
            wr_addr$d = tpc_pa;
            wr_len$d = tpc_len[15:0];
        end
    end

    always @(*) begin
        n_q$d = n_q$q;
        last_q$d = last_q$q;
        need2_q$d = need2_q$q;
        uses_up_q$d = uses_up_q$q;
        aligned_q$d = aligned_q$q;
        n_q$d = n_q$q;
        last_q$d = last_q$q;
        need2_q$d = need2_q$q;
        uses_up_q$d = uses_up_q$q;
        aligned_q$d = k_h == word_h;
        if (fire) begin
            n_q$d = n_f;
            last_q$d = rem$q <= 16'h10;
            need2_q$d = span_f > 5'h8;
            uses_up_q$d = span_f >= 5'h8;
            aligned_q$d = 1'b1;
        end
        if (take_piece) begin
            n_q$d = n_t;
            last_q$d = rem_t <= 16'h8;
            need2_q$d = need2_t;
            uses_up_q$d = uses_up_t;
        end
    end

    always @(*) begin
        shifted = e0$q;
        if (s == 3'h1) begin
            shifted = (e0$q >> 32'h8) | (e1$q << 32'h38);
        end
        if (s == 3'h2) begin
            shifted = (e0$q >> 32'h10) | (e1$q << 32'h30);
        end
        if (s == 3'h3) begin
            shifted = (e0$q >> 32'h18) | (e1$q << 32'h28);
        end
        if (s == 3'h4) begin
            shifted = (e0$q >> 32'h20) | (e1$q << 32'h20);
        end
        if (s == 3'h5) begin
            shifted = (e0$q >> 32'h28) | (e1$q << 32'h18);
        end
        if (s == 3'h6) begin
            shifted = (e0$q >> 32'h30) | (e1$q << 32'h10);
        end
        if (s == 3'h7) begin
            shifted = (e0$q >> 32'h38) | (e1$q << 32'h8);
        end
    end

    always @(*) begin
        m_wd_keep = 8'hff;
        if (n == 4'h1) begin
            m_wd_keep = 8'h1;
        end
        if (n == 4'h2) begin
            m_wd_keep = 8'h3;
        end
        if (n == 4'h3) begin
            m_wd_keep = 8'h7;
        end
        if (n == 4'h4) begin
            m_wd_keep = 8'hf;
        end
        if (n == 4'h5) begin
            m_wd_keep = 8'h1f;
        end
        if (n == 4'h6) begin
            m_wd_keep = 8'h3f;
        end
        if (n == 4'h7) begin
            m_wd_keep = 8'h7f;
        end
    end

    always @(*) begin
        lane_mask = 64'h0 - 64'h1;
        if (n == 4'h1) begin
            lane_mask = (64'h1 << 32'h8) - 64'h1;
        end
        if (n == 4'h2) begin
            lane_mask = (64'h1 << 32'h10) - 64'h1;
        end
        if (n == 4'h3) begin
            lane_mask = (64'h1 << 32'h18) - 64'h1;
        end
        if (n == 4'h4) begin
            lane_mask = (64'h1 << 32'h20) - 64'h1;
        end
        if (n == 4'h5) begin
            lane_mask = (64'h1 << 32'h28) - 64'h1;
        end
        if (n == 4'h6) begin
            lane_mask = (64'h1 << 32'h30) - 64'h1;
        end
        if (n == 4'h7) begin
            lane_mask = (64'h1 << 32'h38) - 64'h1;
        end
    end

    always @(*) begin
        m_cqe_kind = j$q[15:14];
        m_cqe_status = j$q[17:16];
        m_cqe_slot = j$q[21:18];
        m_cqe_len = j$q[53:22];
        m_cqe_se = j$q[54];
        m_cqe_inv = j$q[55];
        m_cqe_stag = j$q[87:56];
        if (state$q == PlaceState$Flush) begin
            m_cqe_kind = 2'h0;
            m_cqe_status = 2'h1;
            m_cqe_slot = fslot$q;
            m_cqe_len = 32'h0;
            m_cqe_se = 1'b0;
            m_cqe_inv = 1'b0;
            m_cqe_stag = 32'h0;
        end
    end

    always @(*) begin
        left_now = left$q;
        z0n = z0$q;
        z1n = z1$q;
        z2n = z2$q;
        z3n = left$q == 11'h3;
        if (state$q == PlaceState$Idle) begin
            left_now = job_dout[12:2];
            z0n = job_dout[101];
            z1n = job_dout[102];
            z2n = job_dout[103];
            z3n = job_dout[104];
        end
    end

    always @(*) begin
        pop = pop_run;
        if (state$q == PlaceState$Idle) begin
            pop = pop_idle;
        end
    end

    always @(*) begin
        n_f = 4'h8;
        if (rem_lt16) begin
            n_f = rem$q[3:0] & 4'h7;
        end
    end

    always @(*) begin
        n_t = 4'h8;
        if (~rem_ge8) begin
            n_t = rem_t[3:0];
        end
    end

    always @(*) begin
        pos_t = pos$q;
        if (state$q == PlaceState$Idle) begin
            pos_t = 14'h2;
            if (job_dout[1]) begin
                pos_t = 14'h6;
            end
        end
    end

    always @(*) begin
        need2_t = sum_lo > 4'h8;
        if (rem_ge8) begin
            need2_t = pos_t[2:0] != 3'h0;
        end
    end

    always @(*) begin
        adv_h = 1'b0;
        if ((state$q == PlaceState$Piece) | (state$q == PlaceState$Data)) begin
            adv_h = skip;
        end
        if (state$q == PlaceState$Drain) begin
            adv_h = c$q != 2'h0;
        end
    end

    always @(*) begin
        after = PlaceState$Idle;
        if (fcount$q != 5'h0) begin
            after = PlaceState$Flush;
        end
        if (j$q[13]) begin
            after = PlaceState$Cqe;
        end
    end

    always @(*) begin
        word_h = pos$q[13:3];
        k_h = k$q;
        if (adv_h) begin
            k_h = k$q + 11'h1;
        end
        if ((state$q == PlaceState$Idle) & job_valid) begin
            word_h = pos_t[13:3];
            k_h = 11'h0;
        end
    end

endmodule // ddp_rx$placer


module ddp_rx$seg_buf(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [10:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [10:0] ram$write_address;
    wire  [63:0] ram$write_data;
    reg  [10:0] wr$d;
    reg  [10:0] wr$q;
    reg  [10:0] rd$d;
    reg  [10:0] rd$q;
    reg  [10:0] n$d;
    reg  [10:0] n$q;
    reg  is_full$d;
    reg  is_full$q;
    reg  nonempty$d;
    reg  nonempty$q;
    reg  byp_v$d;
    reg  byp_v$q;
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

    // Local signals
    wire  do_push;
    wire  do_pop;
    reg  [10:0] rd_next;
    wire  [10:0] n_inc;
    wire  [10:0] n_dec;
    wire  [10:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    ddp_rx$seg_buf$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 11'h0;
        rd$q = 11'h0;
        n$q = 11'h0;
        is_full$q = 1'h0;
        nonempty$q = 1'h0;
        byp_v$q = 1'h0;
        byp$q = 64'h0;
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
    assign n_inc = n$q + 11'h1;
    assign n_dec = n$q - 11'h1;
    assign rd_inc = rd$q + 11'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 11'h1;
    assign was_zero = (n$q == 11'h0) & ~is_full$q;

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
            wr$d = wr$q + 11'h1;
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
        else if (do_push & (n_inc == 11'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 11'h0;
            rd$d = 11'h0;
            n$d = 11'h0;
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

endmodule // ddp_rx$seg_buf


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


module ddp_rx$seg_skid(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output wire  [63:0] dout;
    output wire  valid;

    // Stub signals
    reg  [63:0] e0$d;
    reg  [63:0] e0$q;
    reg  [63:0] e1$d;
    reg  [63:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 64'h0;
        e1$q = 64'h0;
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

endmodule // ddp_rx$seg_skid


module ddp_rx$tlb(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,s_req_valid,s_req_ready,s_req_stag,s_req_to,s_req_len,s_req_access,s_req_pd,s_req_tag,m_rsp_valid,m_rsp_ready,m_rsp_pa,m_rsp_len,m_rsp_last,m_rsp_err,m_rsp_tag,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data);

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
    ddp_rx$tlb$mr_meta mr_meta(
        .clock(clock),
        .read_address(mr_meta$read_address),
        .read_data(mr_meta$read_data),
        .write_enable(mr_meta$write_enable),
        .write_address(mr_meta$write_address),
        .write_data(mr_meta$write_data)
    );
    ddp_rx$tlb$mr_base mr_base(
        .clock(clock),
        .read_address(mr_base$read_address),
        .read_data(mr_base$read_data),
        .write_enable(mr_base$write_enable),
        .write_address(mr_base$write_address),
        .write_data(mr_base$write_data)
    );
    ddp_rx$tlb$mr_end mr_end(
        .clock(clock),
        .read_address(mr_end$read_address),
        .read_data(mr_end$read_data),
        .write_enable(mr_end$write_enable),
        .write_address(mr_end$write_address),
        .write_data(mr_end$write_data)
    );
    ddp_rx$tlb$mr_pbl mr_pbl(
        .clock(clock),
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
    ddp_rx$tlb$cache cache(
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
    ddp_rx$tlb$cmd cmd(
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
    ddp_rx$tlb$rspq rspq(
        .clock(clock),
        .reset(rspq$reset),
        .push(rspq$push),
        .din(rspq$din),
        .full(rspq$full),
        .pop(rspq$pop),
        .dout(rspq$dout),
        .valid(rspq$valid)
    );
    ddp_rx$tlb$outq outq(
        .clock(clock),
        .reset(outq$reset),
        .push(outq$push),
        .din(outq$din),
        .full(outq$full),
        .pop(outq$pop),
        .dout(outq$dout),
        .valid(outq$valid)
    );
    ddp_rx$tlb$dmaq dmaq(
        .clock(clock),
        .reset(dmaq$reset),
        .push(dmaq$push),
        .din(dmaq$din),
        .full(dmaq$full),
        .pop(dmaq$pop),
        .dout(dmaq$dout),
        .valid(dmaq$valid)
    );
    ddp_rx$tlb$chkq chkq(
        .clock(clock),
        .reset(chkq$reset),
        .push(chkq$push),
        .din(chkq$din),
        .full(chkq$full),
        .pop(chkq$pop),
        .dout(chkq$dout),
        .valid(chkq$valid)
    );
    ddp_rx$tlb$chk_fold chk_fold(
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

endmodule // ddp_rx$tlb


module ddp_rx$tlb$cache(clock,rd_set,cmp_tag,hit,hit_page,victim,touch,touch_set,fill,fill_set,fill_way,fill_tag,fill_page,sweep,sweep_set,sweep_all,sweep_index);

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
    ddp_rx$tlb$cache$tag0 tag0(
        .clock(clock),
        .read_address(tag0$read_address),
        .read_data(tag0$read_data),
        .write_enable(tag0$write_enable),
        .write_address(tag0$write_address),
        .write_data(tag0$write_data)
    );
    ddp_rx$tlb$cache$tag1 tag1(
        .clock(clock),
        .read_address(tag1$read_address),
        .read_data(tag1$read_data),
        .write_enable(tag1$write_enable),
        .write_address(tag1$write_address),
        .write_data(tag1$write_data)
    );
    ddp_rx$tlb$cache$tag2 tag2(
        .clock(clock),
        .read_address(tag2$read_address),
        .read_data(tag2$read_data),
        .write_enable(tag2$write_enable),
        .write_address(tag2$write_address),
        .write_data(tag2$write_data)
    );
    ddp_rx$tlb$cache$tag3 tag3(
        .clock(clock),
        .read_address(tag3$read_address),
        .read_data(tag3$read_data),
        .write_enable(tag3$write_enable),
        .write_address(tag3$write_address),
        .write_data(tag3$write_data)
    );
    ddp_rx$tlb$cache$page0 page0(
        .clock(clock),
        .read_address(page0$read_address),
        .read_data(page0$read_data),
        .write_enable(page0$write_enable),
        .write_address(page0$write_address),
        .write_data(page0$write_data)
    );
    ddp_rx$tlb$cache$page1 page1(
        .clock(clock),
        .read_address(page1$read_address),
        .read_data(page1$read_data),
        .write_enable(page1$write_enable),
        .write_address(page1$write_address),
        .write_data(page1$write_data)
    );
    ddp_rx$tlb$cache$page2 page2(
        .clock(clock),
        .read_address(page2$read_address),
        .read_data(page2$read_data),
        .write_enable(page2$write_enable),
        .write_address(page2$write_address),
        .write_data(page2$write_data)
    );
    ddp_rx$tlb$cache$page3 page3(
        .clock(clock),
        .read_address(page3$read_address),
        .read_data(page3$read_data),
        .write_enable(page3$write_enable),
        .write_address(page3$write_address),
        .write_data(page3$write_data)
    );
    ddp_rx$tlb$cache$plru plru(
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

endmodule // ddp_rx$tlb$cache


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

endmodule // ddp_rx$tlb$chk


module ddp_rx$tlb$chk_fold(page_bits,page_2m,index6,set);

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

endmodule // ddp_rx$tlb$chk_fold


module ddp_rx$tlb$chkq(clock,reset,push,din,full,pop,dout,valid);

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
    ddp_rx$tlb$chkq$ram ram(
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

endmodule // ddp_rx$tlb$chkq


module ddp_rx$tlb$chkq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$chkq$ram


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

endmodule // ddp_rx$tlb$cmd


module ddp_rx$tlb$dmaq(clock,reset,push,din,full,pop,dout,valid);

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
    ddp_rx$tlb$dmaq$ram ram(
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

endmodule // ddp_rx$tlb$dmaq


module ddp_rx$tlb$dmaq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // ddp_rx$tlb$dmaq$ram


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


module ddp_rx$tlb$outq(clock,reset,push,din,full,pop,dout,valid);

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

endmodule // ddp_rx$tlb$outq


module ddp_rx$tlb$rspq(clock,reset,push,din,full,pop,dout,valid);

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
    ddp_rx$tlb$rspq$ram ram(
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

endmodule // ddp_rx$tlb$rspq


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


module ddp_rx$tlb$split(clock,reset,advance,s_valid,s_ready,s_err,s_to,s_len,s_page_2m,s_index,s_pbl_adj,s_tag,s_room,s_one_piece,s_set,s_nolookup,p_valid,p_err,p_nolookup,p_index,p_vpn,p_set,p_offset,p_len,p_last,p_tag,p_page_2m,p_pbl);

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
    ddp_rx$tlb$split$fold fold(
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

endmodule // ddp_rx$tlb$split


module ddp_rx$tlb$split$fold(page_bits,page_2m,index6,set);

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

endmodule // ddp_rx$tlb$split$fold
