// Generated from model/src/tlb/tlb.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: tlb. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module tlb(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,s_req_valid,s_req_ready,s_req_stag,s_req_to,s_req_len,s_req_access,s_req_pd,s_req_tag,m_rsp_valid,m_rsp_ready,m_rsp_pa,m_rsp_len,m_rsp_last,m_rsp_err,m_rsp_tag,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data);

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
    tlb$mr_meta mr_meta(
        .clock(clock),
        .read_address(mr_meta$read_address),
        .read_data(mr_meta$read_data),
        .write_enable(mr_meta$write_enable),
        .write_address(mr_meta$write_address),
        .write_data(mr_meta$write_data)
    );
    tlb$mr_base mr_base(
        .clock(clock),
        .read_address(mr_base$read_address),
        .read_data(mr_base$read_data),
        .write_enable(mr_base$write_enable),
        .write_address(mr_base$write_address),
        .write_data(mr_base$write_data)
    );
    tlb$mr_end mr_end(
        .clock(clock),
        .read_address(mr_end$read_address),
        .read_data(mr_end$read_data),
        .write_enable(mr_end$write_enable),
        .write_address(mr_end$write_address),
        .write_data(mr_end$write_data)
    );
    tlb$mr_pbl mr_pbl(
        .clock(clock),
        .read_address(mr_pbl$read_address),
        .read_data(mr_pbl$read_data),
        .write_enable(mr_pbl$write_enable),
        .write_address(mr_pbl$write_address),
        .write_data(mr_pbl$write_data)
    );
    tlb$chk chk(
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
    tlb$split split(
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
    tlb$cache cache(
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
    tlb$cmd cmd(
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
    tlb$rspq rspq(
        .clock(clock),
        .reset(rspq$reset),
        .push(rspq$push),
        .din(rspq$din),
        .full(rspq$full),
        .pop(rspq$pop),
        .dout(rspq$dout),
        .valid(rspq$valid)
    );
    tlb$outq outq(
        .clock(clock),
        .reset(outq$reset),
        .push(outq$push),
        .din(outq$din),
        .full(outq$full),
        .pop(outq$pop),
        .dout(outq$dout),
        .valid(outq$valid)
    );
    tlb$dmaq dmaq(
        .clock(clock),
        .reset(dmaq$reset),
        .push(dmaq$push),
        .din(dmaq$din),
        .full(dmaq$full),
        .pop(dmaq$pop),
        .dout(dmaq$dout),
        .valid(dmaq$valid)
    );
    tlb$chkq chkq(
        .clock(clock),
        .reset(chkq$reset),
        .push(chkq$push),
        .din(chkq$din),
        .full(chkq$full),
        .pop(chkq$pop),
        .dout(chkq$dout),
        .valid(chkq$valid)
    );
    tlb$chk_fold chk_fold(
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

endmodule // tlb


module tlb$cache(clock,rd_set,cmp_tag,hit,hit_page,victim,touch,touch_set,fill,fill_set,fill_way,fill_tag,fill_page,sweep,sweep_set,sweep_all,sweep_index);

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
    tlb$cache$tag0 tag0(
        .clock(clock),
        .read_address(tag0$read_address),
        .read_data(tag0$read_data),
        .write_enable(tag0$write_enable),
        .write_address(tag0$write_address),
        .write_data(tag0$write_data)
    );
    tlb$cache$tag1 tag1(
        .clock(clock),
        .read_address(tag1$read_address),
        .read_data(tag1$read_data),
        .write_enable(tag1$write_enable),
        .write_address(tag1$write_address),
        .write_data(tag1$write_data)
    );
    tlb$cache$tag2 tag2(
        .clock(clock),
        .read_address(tag2$read_address),
        .read_data(tag2$read_data),
        .write_enable(tag2$write_enable),
        .write_address(tag2$write_address),
        .write_data(tag2$write_data)
    );
    tlb$cache$tag3 tag3(
        .clock(clock),
        .read_address(tag3$read_address),
        .read_data(tag3$read_data),
        .write_enable(tag3$write_enable),
        .write_address(tag3$write_address),
        .write_data(tag3$write_data)
    );
    tlb$cache$page0 page0(
        .clock(clock),
        .read_address(page0$read_address),
        .read_data(page0$read_data),
        .write_enable(page0$write_enable),
        .write_address(page0$write_address),
        .write_data(page0$write_data)
    );
    tlb$cache$page1 page1(
        .clock(clock),
        .read_address(page1$read_address),
        .read_data(page1$read_data),
        .write_enable(page1$write_enable),
        .write_address(page1$write_address),
        .write_data(page1$write_data)
    );
    tlb$cache$page2 page2(
        .clock(clock),
        .read_address(page2$read_address),
        .read_data(page2$read_data),
        .write_enable(page2$write_enable),
        .write_address(page2$write_address),
        .write_data(page2$write_data)
    );
    tlb$cache$page3 page3(
        .clock(clock),
        .read_address(page3$read_address),
        .read_data(page3$read_data),
        .write_enable(page3$write_enable),
        .write_address(page3$write_address),
        .write_data(page3$write_data)
    );
    tlb$cache$plru plru(
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

endmodule // tlb$cache


module tlb$cache$page0(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$cache$page0


module tlb$cache$page1(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$cache$page1


module tlb$cache$page2(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$cache$page2


module tlb$cache$page3(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$cache$page3


module tlb$cache$plru(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$cache$plru


module tlb$cache$tag0(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$cache$tag0


module tlb$cache$tag1(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$cache$tag1


module tlb$cache$tag2(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$cache$tag2


module tlb$cache$tag3(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$cache$tag3


module tlb$chk(meta,base_va,end_va,to,to_end,access,pd,key,oob,fail,bounds,page_2m);

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

endmodule // tlb$chk


module tlb$chk_fold(page_bits,page_2m,index6,set);

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

endmodule // tlb$chk_fold


module tlb$chkq(clock,reset,push,din,full,pop,dout,valid);

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
    tlb$chkq$ram ram(
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

endmodule // tlb$chkq


module tlb$chkq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$chkq$ram


module tlb$cmd(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_stag,s_cmd_pd,s_cmd_rights,s_cmd_page_2m,s_cmd_base_va,s_cmd_length,s_cmd_pbl,m_ack_valid,m_ack_ready,m_ack_status,idle,busy,mr_rd_own,mr_rd_index,mr_rd_meta,mr_wr_meta,mr_wr_entry,mr_wr_index,wr_meta,wr_base_va,wr_end_va,wr_pbl_adj,sweep_rd_own,sweep_rd_set,sweep,sweep_set,sweep_all,sweep_index);

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

endmodule // tlb$cmd


module tlb$dmaq(clock,reset,push,din,full,pop,dout,valid);

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
    tlb$dmaq$ram ram(
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

endmodule // tlb$dmaq


module tlb$dmaq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$dmaq$ram


module tlb$mr_base(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$mr_base


module tlb$mr_end(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$mr_end


module tlb$mr_meta(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$mr_meta


module tlb$mr_pbl(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$mr_pbl


module tlb$outq(clock,reset,push,din,full,pop,dout,valid);

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

endmodule // tlb$outq


module tlb$rspq(clock,reset,push,din,full,pop,dout,valid);

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
    tlb$rspq$ram ram(
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

endmodule // tlb$rspq


module tlb$rspq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // tlb$rspq$ram


module tlb$split(clock,reset,advance,s_valid,s_ready,s_err,s_to,s_len,s_page_2m,s_index,s_pbl_adj,s_tag,s_room,s_one_piece,s_set,s_nolookup,p_valid,p_err,p_nolookup,p_index,p_vpn,p_set,p_offset,p_len,p_last,p_tag,p_page_2m,p_pbl);

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
    tlb$split$fold fold(
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

endmodule // tlb$split


module tlb$split$fold(page_bits,page_2m,index6,set);

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

endmodule // tlb$split$fold
