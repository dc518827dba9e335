//! rnic_strm: port binding, the stream's and the DMA port's stand-ins, and the scoreboard.
//!
//! The stream's stand-in (rnic_rxctx's `m_strm`) delivers the in-order bytes of 12
//! connections, runs on one and switches, each delivery packed from lane 0 with its
//! connection and first sequence number, now and then an empty one. The DMA port's stand-in
//! takes requests and words with backpressure and applies them to golden's host memory.
//!
//! Checked against golden `strm_buf::StreamLayout`: every byte written where golden places
//! it (its connection's buffer, its sequence number modulo the buffer) and in the order the
//! bytes came; each write one word with the lanes of its length; the status word after the
//! delivery's last byte, at golden's address, holding the sequence number after that byte,
//! and at that moment every byte the buffer holds of the delivery readable in host memory;
//! nothing written anywhere else; the counters the bench's.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::rnic_rxctx::distinct_conns;
use crate::seed::TestRng;
use crate::stream::{packet_beats, Beat, ReadyGen};
use crate::verilated;
use iwarp_golden::dma::OrderedHost;
use iwarp_golden::strm_buf::{StreamLayout, STATUS_BYTES};
use iwarp_model::rnic::strm::RnicStrm;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_strm`.
    StrmIn, StrmOut, RnicStrm, verilated::rnic_strm::Model,
    inputs {
        reset: bool,
        s_strm.valid: bool, s_strm.data: u64, s_strm.keep: u8, s_strm.last: bool, s_strm.conn: u16, s_strm.seq: u32,
        m_wr.ready: bool, m_wd.ready: bool,
        cfg_buf_base: u64, cfg_buf_shift: u8, cfg_stat_base: u64,
    }
    outputs {
        s_strm.ready: bool,
        m_wr.valid: bool, m_wr.addr: u64, m_wr.len: u16,
        m_wd.valid: bool, m_wd.data: u64, m_wd.keep: u8, m_wd.last: bool,
        idle: bool, cnt_deliveries: u32, cnt_bytes: u32, cnt_splits: u32,
    }
);

pub type StrmDut = Box<dyn Dut<In = StrmIn, Out = StrmOut>>;

pub fn strm_dut(kind: BackendKind, test: &str) -> StrmDut {
    build::<RnicStrm, verilated::rnic_strm::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = StrmIn, Out = StrmOut>) {
    for _ in 0..2 {
        dut.eval(&StrmIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Connections the stream's stand-in delivers on.
const CONNS: usize = 12;

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct StrmEnv {
    pub layout: StreamLayout,
    /// Probability the stream offers a beat in a cycle; the DMA port's ready low.
    pub rate: f64,
    pub stall: f64,
    /// Probability the next delivery stays on the connection of the one before.
    pub stay: f64,
    /// The longest delivery (one in 64 is empty).
    pub max_len: usize,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct StrmRun {
    pub deliveries: u64,
    pub bytes: u64,
    /// Beats whose bytes ran past their buffer's end (two writes).
    pub splits: u64,
    pub empty: u64,
    pub writes: u64,
    pub cycles: u64,
}

/// What the DMA port must see next, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Due {
    /// A byte at its golden address.
    Byte(u64, u8),
    /// A status word: its address, its value; the delivery's bytes (sequence number of the
    /// first, count) to find in memory.
    Status(u64, u32, u16, u32, usize),
}

pub struct StrmBench {
    env: StrmEnv,
    conns: [u16; CONNS],
    next_seq: [u32; CONNS],
    last_conn: usize,
    /// The delivery being offered: connection index, its bytes, beats, next beat.
    cur: Option<(usize, Vec<u8>, Vec<Beat>, usize)>,
    due: VecDeque<Due>,
    /// Every delivery's bytes by (connection, first sequence number), for the status check.
    sent: std::collections::HashMap<(u16, u32), Vec<u8>>,
    /// The request taken, its word to come.
    req: Option<(u64, u16)>,
    pub host: OrderedHost,
    pub run: StrmRun,
}

impl StrmBench {
    pub fn new(env: StrmEnv, rng: &mut TestRng) -> Self {
        let conns: [u16; CONNS] = distinct_conns(rng, CONNS).try_into().unwrap();
        StrmBench {
            env,
            conns,
            next_seq: std::array::from_fn(|_| rng.gen()),
            last_conn: 0,
            cur: None,
            due: VecDeque::new(),
            sent: Default::default(),
            req: None,
            host: OrderedHost::default(),
            run: StrmRun::default(),
        }
    }

    fn inputs(&self) -> StrmIn {
        StrmIn {
            cfg_buf_base: self.env.layout.base,
            cfg_buf_shift: self.env.layout.shift,
            cfg_stat_base: self.env.layout.stat_base,
            ..Default::default()
        }
    }

    /// Runs until `n` deliveries were written and everything settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = StrmIn, Out = StrmOut>, n: u64, rng: &mut TestRng) -> Result<StrmRun, String> {
        let base = dut.eval(&self.inputs());
        let ready = ReadyGen::new(self.env.stall);
        let mut quiet = 0;
        let mut stuck = 0u64;
        loop {
            self.run.cycles += 1;
            if self.cur.is_none() && self.run.deliveries < n && rng.gen_bool(self.env.rate) {
                let k = if rng.gen_bool(self.env.stay) { self.last_conn } else { rng.gen_range(0..CONNS) };
                self.last_conn = k;
                let len = if rng.gen_ratio(1, 64) { 0 } else { rng.gen_range(1..=self.env.max_len) };
                let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
                let beats = packet_beats(&bytes, 0);
                self.cur = Some((k, bytes, beats, 0));
                self.run.deliveries += 1;
                self.run.bytes += len as u64;
                if len == 0 {
                    self.run.empty += 1;
                }
            }
            let mut i = self.inputs();
            if let Some((k, _, beats, at)) = &self.cur {
                let b = beats[*at];
                (i.s_strm_valid, i.s_strm_data, i.s_strm_keep, i.s_strm_last, i.s_strm_conn, i.s_strm_seq) = (true, b.data, b.keep, b.last, self.conns[*k], self.next_seq[*k]);
            }
            i.m_wr_ready = ready.drive(rng);
            i.m_wd_ready = ready.drive(rng);
            let o = dut.eval(&i);
            let mut progress = false;
            if o.m_wr_valid && i.m_wr_ready {
                if self.req.is_some() {
                    return Err("a write request before the word of the one before".into());
                }
                self.req = Some((o.m_wr_addr, o.m_wr_len));
                progress = true;
            }
            if o.m_wd_valid && i.m_wd_ready {
                self.word(&o)?;
                progress = true;
            }
            if i.s_strm_valid && o.s_strm_ready {
                self.input_beat();
                progress = true;
            }
            dut.tick();
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > 2_000 {
                return Err(format!("hang: {} deliveries, {} items due", self.run.deliveries, self.due.len()));
            }
            let settled = self.run.deliveries >= n && self.cur.is_none() && self.due.is_empty() && self.req.is_none() && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 4 {
                break;
            }
        }
        let o = dut.eval(&self.inputs());
        let counted = [o.cnt_deliveries.wrapping_sub(base.cnt_deliveries), o.cnt_bytes.wrapping_sub(base.cnt_bytes), o.cnt_splits.wrapping_sub(base.cnt_splits)].map(u64::from);
        let want = [self.run.deliveries, self.run.bytes, self.run.splits];
        if counted != want {
            return Err(format!("counters (deliveries, bytes, splits) {counted:?}, the bench's {want:?}"));
        }
        Ok(self.run.clone())
    }

    /// A beat taken: its bytes due at golden's addresses, then (the delivery's last) its status.
    fn input_beat(&mut self) {
        let l = self.env.layout;
        let (k, bytes, beats, at) = self.cur.as_mut().unwrap();
        let k = *k;
        let conn = self.conns[k];
        let seq = self.next_seq[k];
        let from = 8 * *at;
        let n = beats[*at].keep.count_ones() as usize;
        let addrs: Vec<u64> = (from..from + n).map(|j| l.byte_addr(conn, seq.wrapping_add(j as u32))).collect();
        if addrs.windows(2).any(|w| w[1] != w[0] + 1) {
            self.run.splits += 1;
        }
        for (j, a) in addrs.into_iter().enumerate() {
            self.due.push_back(Due::Byte(a, bytes[from + j]));
        }
        *at += 1;
        if *at == beats.len() {
            let len = bytes.len();
            self.due.push_back(Due::Status(l.status_addr(conn), seq.wrapping_add(len as u32), conn, seq, len));
            self.sent.insert((conn, seq), std::mem::take(bytes));
            self.next_seq[k] = seq.wrapping_add(len as u32);
            self.cur = None;
        }
    }

    /// A write's word: its bytes the next due, applied to host memory.
    fn word(&mut self, o: &StrmOut) -> Result<(), String> {
        let (addr, len) = self.req.take().ok_or("a write word with no request")?;
        if !o.m_wd_last || len == 0 || len > 8 || u16::from(o.m_wd_keep) != (1u16 << len) - 1 {
            return Err(format!("write at {addr:#x} of {len} bytes: word keep {:#04x}, last {}", o.m_wd_keep, o.m_wd_last));
        }
        let bytes: Vec<u8> = (0..len).map(|j| (o.m_wd_data >> (8 * j)) as u8).collect();
        self.run.writes += 1;
        match self.due.front().copied() {
            Some(Due::Status(at, value, conn, seq, n)) => {
                self.due.pop_front();
                if (addr, u64::from(len)) != (at, STATUS_BYTES) || bytes != value.to_le_bytes() {
                    return Err(format!("connection {conn}: write of {len} bytes at {addr:#x} ({bytes:x?}), golden's status {value:#x} at {at:#x}"));
                }
                // The driver sees the status: every byte the buffer holds of the delivery is there.
                let sent = &self.sent[&(conn, seq)];
                let keep = n.min(self.env.layout.buf_bytes() as usize);
                for j in n - keep..n {
                    let a = self.env.layout.byte_addr(conn, seq.wrapping_add(j as u32));
                    if self.host.byte(a) != sent[j] {
                        return Err(format!("connection {conn}: at its status, byte {j} of the delivery at {a:#x} is {:#04x}, sent {:#04x}", self.host.byte(a), sent[j]));
                    }
                }
                self.sent.remove(&(conn, seq));
            }
            _ => {
                for (j, &b) in bytes.iter().enumerate() {
                    let a = addr + j as u64;
                    match self.due.pop_front() {
                        Some(Due::Byte(want_a, want_b)) if (want_a, want_b) == (a, b) => {}
                        other => return Err(format!("byte {b:#04x} written at {a:#x}, golden's next {other:x?}")),
                    }
                }
            }
        }
        self.host.write(addr, &bytes);
        Ok(())
    }
}
