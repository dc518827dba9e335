//! Replays the decisions golden's engine made in a run (its `trace`) through the Verilator
//! decision blocks: every segment's receive decision through `toe_rx_seq`, every ACK through
//! `toe_ack`, every LISTEN / SYN-SENT segment through `toe_open`, every sent segment's window
//! and RCV.ADV through `toe_tx_hdr`, every retransmission and persist timeout through
//! `toe_timeout`, every transmit opportunity through `toe_send_plan` and (with the ring's
//! answer) `toe_send_cut`, every host command through `toe_cmd`, every handshake RTT sample
//! through `toe_rtt`, each compared field by field
//! with golden's answer by the blocks' own scoreboards. The inputs are a real conversation's
//! (the Linux kernel's over TAP, or two engines over a faulty link), so the blocks see the
//! sequences TCP produces, not only random fields.

use crate::backend::BackendKind;
use crate::blocks::{toe_ack, toe_cmd, toe_open, toe_rtt, toe_rx_seq, toe_send, toe_timeout, toe_tx_hdr};
use crate::seed::TestRng;
use iwarp_golden::toe::Decided;
use iwarp_golden::toe_open::OpenCfg;
use rand::SeedableRng;

/// Decisions replayed, by block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replayed {
    pub rx: u64,
    pub ack: u64,
    pub open: u64,
    pub hdr: u64,
    /// Retransmission and persist timeouts.
    pub timeouts: u64,
    /// Transmit opportunities (each through both of the transmit rule's blocks).
    pub sends: u64,
    /// Host commands on connections (close, abort, consumed).
    pub commands: u64,
    /// Handshake RTT samples.
    pub samples: u64,
}

/// Replays `trace` (test name `test` for the DUTs' waveforms).
pub fn replay(trace: &[Decided], test: &str) -> Result<Replayed, String> {
    let mut rx = Vec::new();
    let mut ack = Vec::new();
    let mut open: Vec<(OpenCfg, toe_open::Case)> = Vec::new();
    let mut hdr: Vec<(u32, toe_tx_hdr::Case)> = Vec::new();
    let mut timeouts: Vec<(toe_timeout::TimeoutCfg, toe_timeout::Case)> = Vec::new();
    let mut sends = Vec::new();
    let mut commands = Vec::new();
    let mut samples = Vec::new();
    for (i, d) in trace.iter().enumerate() {
        let conn = (i % 1024) as u16;
        match *d {
            Decided::Rx(view, seg) => rx.push(toe_rx_seq::Case { conn, view, seg }),
            Decided::Ack(view, seg) => ack.push(toe_ack::Case { conn, view, seg }),
            Decided::Open(cfg, at, seg) => open.push((cfg, toe_open::Case { conn, at, seg })),
            Decided::Hdr(buf, view) => hdr.push((buf, toe_tx_hdr::Case { conn, view })),
            // The engine's limits fit the block's 8-bit counts (default 15 and 6).
            Decided::Rto(v) => timeouts.push((
                toe_timeout::TimeoutCfg { retries: v.retries_max as u8, syn_retries: v.syn_retries_max as u8, rto_min: 0, rto_max: v.rto_max },
                toe_timeout::Case { conn, e: toe_timeout::Expiry::Rto(v) },
            )),
            Decided::Send(view, found) => sends.push(toe_send::Case { conn, view, found }),
            Decided::Cmd(view, cmd) => commands.push(toe_cmd::Case { conn, view, cmd }),
            Decided::Rtt(rtt, r, rto_min, rto_max) => samples.push(toe_rtt::Case { conn, rtt, r, rto_min, rto_max }),
            Decided::Persist(v) => timeouts.push((
                toe_timeout::TimeoutCfg { retries: 0, syn_retries: 0, rto_min: v.rto_min, rto_max: v.rto_max },
                toe_timeout::Case { conn, e: toe_timeout::Expiry::Persist(v) },
            )),
        }
    }
    let mut rng = TestRng::seed_from_u64(1);
    let mut dut = toe_rx_seq::rx_seq_dut(BackendKind::from_env(BackendKind::Verilator), &format!("{test}_rx_seq"));
    toe_rx_seq::reset(&mut dut);
    toe_rx_seq::run(&mut dut, &rx, 0.0, 0.0, &mut rng).map_err(|e| format!("toe_rx_seq: {e}"))?;
    // toe_ack's RTO bounds are configuration: one run per engine configuration.
    let mut dut = toe_ack::ack_dut(BackendKind::from_env(BackendKind::Verilator), &format!("{test}_ack"));
    toe_ack::reset(&mut dut);
    let mut bounds: Vec<(u32, u32)> = ack.iter().map(|c| (c.view.rto_min, c.view.rto_max)).collect();
    bounds.dedup();
    for b in bounds {
        let batch: Vec<_> = ack.iter().filter(|c| (c.view.rto_min, c.view.rto_max) == b).copied().collect();
        toe_ack::run(&mut dut, &batch, 0.0, 0.0, &mut rng).map_err(|e| format!("toe_ack: {e}"))?;
    }
    let mut dut = toe_open::open_dut(BackendKind::from_env(BackendKind::Verilator), &format!("{test}_open"));
    toe_open::reset(&mut dut);
    let mut cfgs: Vec<OpenCfg> = open.iter().map(|(c, _)| *c).collect();
    cfgs.dedup();
    for cfg in cfgs {
        let batch: Vec<_> = open.iter().filter(|(c, _)| *c == cfg).map(|(_, k)| *k).collect();
        toe_open::run(&mut dut, &cfg, &batch, 0.0, 0.0, &mut rng).map_err(|e| format!("toe_open: {e}"))?;
    }
    let mut dut = toe_tx_hdr::hdr_dut(BackendKind::from_env(BackendKind::Verilator), &format!("{test}_tx_hdr"));
    toe_tx_hdr::reset(&mut dut);
    let mut bufs: Vec<u32> = hdr.iter().map(|(b, _)| *b).collect();
    bufs.dedup();
    for buf in bufs {
        let batch: Vec<_> = hdr.iter().filter(|(b, _)| *b == buf).map(|(_, k)| *k).collect();
        toe_tx_hdr::run(&mut dut, buf, &batch, 0.0, 0.0, &mut rng).map_err(|e| format!("toe_tx_hdr: {e}"))?;
    }
    // Each expiry with the configuration it reads (a retransmission timeout reads no RTO
    // floor, a persist timeout no retry limits).
    let mut dut = toe_timeout::timeout_dut(BackendKind::from_env(BackendKind::Verilator), &format!("{test}_timeout"));
    toe_timeout::reset(&mut dut);
    for (cfg, case) in &timeouts {
        toe_timeout::run(&mut dut, cfg, &[*case], 0.0, 0.0, &mut rng).map_err(|e| format!("toe_timeout: {e}"))?;
    }
    let mut dut = toe_send::plan_dut(BackendKind::from_env(BackendKind::Verilator), &format!("{test}_send_plan"));
    toe_send::reset_plan(&mut dut);
    toe_send::run_plan(&mut dut, &sends, 0.0, 0.0, &mut rng).map_err(|e| format!("toe_send_plan: {e}"))?;
    let mut dut = toe_send::cut_dut(BackendKind::from_env(BackendKind::Verilator), &format!("{test}_send_cut"));
    toe_send::reset_cut(&mut dut);
    toe_send::run_cut(&mut dut, &sends, 0.0, 0.0, &mut rng).map_err(|e| format!("toe_send_cut: {e}"))?;
    // The buffer and MSS are the block's configuration: one run per engine configuration.
    let mut dut = toe_cmd::cmd_dut(BackendKind::from_env(BackendKind::Verilator), &format!("{test}_cmd"));
    toe_cmd::reset(&mut dut);
    let mut cfgs: Vec<(u32, u32)> = commands.iter().map(|c| (c.view.rcv_buf, c.view.mss)).collect();
    cfgs.dedup();
    for cfg in cfgs {
        let batch: Vec<_> = commands.iter().filter(|c| (c.view.rcv_buf, c.view.mss) == cfg).copied().collect();
        toe_cmd::run(&mut dut, &batch, 0.0, 0.0, &mut rng).map_err(|e| format!("toe_cmd: {e}"))?;
    }
    let mut dut = toe_rtt::rtt_dut(BackendKind::from_env(BackendKind::Verilator), &format!("{test}_rtt"));
    toe_rtt::reset(&mut dut);
    let mut bounds: Vec<(u32, u32)> = samples.iter().map(|c| (c.rto_min, c.rto_max)).collect();
    bounds.dedup();
    for b in bounds {
        let batch: Vec<_> = samples.iter().filter(|c| (c.rto_min, c.rto_max) == b).copied().collect();
        toe_rtt::run(&mut dut, &batch, 0.0, 0.0, &mut rng).map_err(|e| format!("toe_rtt: {e}"))?;
    }
    Ok(Replayed {
        rx: rx.len() as u64,
        ack: ack.len() as u64,
        open: open.len() as u64,
        hdr: hdr.len() as u64,
        timeouts: timeouts.len() as u64,
        sends: sends.len() as u64,
        commands: commands.len() as u64,
        samples: samples.len() as u64,
    })
}
