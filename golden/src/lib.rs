//! # iwarp-golden
//!
//! The byte-exact software reference of the iWARP RNIC: what the wire and host memory must look
//! like. It knows protocols, never hardware, and never depends on the model.
//!
//! - [`crc`]: MPA CRC32C (RFC 5044 section 4.1 / RFC 3720 section 12.1).
//! - [`wire`]: smoltcp-style codecs: Ethernet II, IPv4, TCP with options, MPA Request/Reply and
//!   FPDUs with markers, DDP/RDMAP headers, Read Request, Terminate and the error mapping.
//! - [`mpa_stream`]: the MPA stream framer and deframer.
//! - [`pcap`]: classic pcap reader and writer.
//! - [`mr`]: memory regions and STag translation (the reference of the MR translation TLB).
//! - [`ddp_rx`]: the reference receive data path (placement, receive queues, Read Requests,
//!   Terminates, completions) that `ddp_rx` is checked against.
//! - [`ddp_tx`]: the reference transmit data path (work requests, segmentation, Read
//!   Responses, Terminates, send completions) that `ddp_tx` is checked against.
//! - [`conversation`]: builds complete golden iWARP conversations as pcap.
//! - [`cli`]: the command line the capture checkers share.
//! - [`decode`]: the strict sender-conformance checker behind the `iwarp-decode` binary.
//! - [`tcp_check`]: the TCP conformance checker for captures behind the `tcp-check` binary.
//! - [`toe`]: the reference TCP offload engine (states, windows, retransmission, timers).
//! - [`toe_rx`]: the TOE's receive frame classification (segment, slow path, drop causes).
//! - [`toe_cmd`]: the TOE's host commands on a connection (close, abort, consumed).
//! - [`toe_conn`]: the TOE's connection table (two-choice Toeplitz-hashed sets of four ways).
//! - [`toe_cookie`]: the TOE's SYN cookies (RFC 4987) past its half-open quota.
//! - [`toe_timers`]: the TOE's timers (four per connection, a tick count, fire once).
//! - [`toe_send`]: the TOE's transmit rule (what a connection sends when its turn comes).
//! - [`toe_reasm`]: the TOE's out-of-order store (held blocks, replay, SACK blocks to send).
//! - [`toe_sack`]: the TOE's SACK scoreboard and RFC 6675 loss recovery.
//! - [`toe_tx`]: the TOE's transmit frame (header fields, option layout, checksums).
//! - [`host_if`]: the RNIC's host interface: queue entries, completions, commands, doorbells
//!   (issue 16; a hardware choice, no RFC).
//! - [`host_cmd`]: the RNIC's command processor as a reference: each command's effect on
//!   the MR and QP tables and its completion status (issue 16).
//! - [`send_ring`]: the TOE's send rings as their writer fills them (the reference for
//!   `rnic_ring`, issue 16).
//! - [`qp`]: the QP state machine (modifies, events, posting, flushes) the RNIC's command
//!   processor and the driver are checked against (issue 16).

pub mod cli;
pub mod conversation;
pub mod cq;
pub mod cqf;
pub mod crc;
pub mod ddp_rx;
pub mod ddp_tx;
pub mod decode;
pub mod dma;
pub mod host_cmd;
pub mod host_if;
pub mod llp_ack;
pub mod qp;
pub mod qp_cfg;
pub mod rx_route;
pub mod send_ring;
pub mod strm_buf;
pub mod mpa_stream;
pub mod mr;
pub mod pcap;
pub mod tcp_check;
pub mod toe;
pub mod toe_ack;
pub mod toe_cmd;
pub mod toe_conn;
pub mod toe_cmdq;
pub mod toe_cookie;
pub mod toe_ev;
pub mod toe_hdr;
pub mod toe_open;
pub mod toe_reasm;
pub mod toe_rx;
pub mod toe_sack;
pub mod toe_send;
pub mod toe_seq;
pub mod toe_timeout;
pub mod toe_timers;
pub mod toe_tx;
pub mod wire;
pub mod wq;
