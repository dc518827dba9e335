//! One module per model block: its port binding and scoreboard.

pub mod crc32c;
pub mod ddp_rx;
pub mod ddp_tx;
pub mod host_cmd;
pub mod mpa_rx;
pub mod mpa_tx;
pub mod scenario;
pub mod tlb;
pub mod toe_conn_table;
pub mod toe_rx_check;
pub mod toe_rx_parse;
pub mod toe_timers;
pub mod toe_rx_seq;
pub mod toe_ack;
pub mod toe_rx_gate;
pub mod toe_open;
pub mod toe_tx_hdr;
pub mod toe_timeout;
pub mod toe_send;
pub mod toe_rec_find;
pub mod toe_tx_read;
pub mod toe_cmd;
pub mod toe_rtt;
pub mod toe_tcb;
pub mod decide;
pub mod toe_tx_frame;
