//! toe_area_wr: port binding, host memory (the connections' reassembly areas) and scoreboard.
//!
//! Each command is a kept segment: `len` random bytes from sequence number `seq` of
//! connection `conn`, sent as one packet from lane 0 (the gate's output for it). Every write
//! request is checked: inside the connection's area and not past its end, its words from
//! lane 0 with full `keep` but the last, `last` on its last word only, no data in lanes past
//! `keep`; the words go into a model of host memory. After the run every byte of every area
//! must hold what golden's rule puts there: the byte with sequence number s at
//! area + (s mod 2^shift), the latest command's copy where two overlap
//! (`toe_reasm::area_bytes`'s rule, golden `keep_out_of_order`).

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_model::toe::area_wr::ToeAreaWr;
use rand::Rng;
use std::collections::{BTreeMap, VecDeque};

crate::bind_ports!(
    /// Inputs of `toe_area_wr`.
    AreaIn, AreaOut, ToeAreaWr, verilated::toe_area_wr::Model,
    inputs {
        reset: bool, cfg_area_base: u64, cfg_area_shift: u8,
        s_cmd.valid: bool, s_cmd.conn: u16, s_cmd.seq: u32, s_cmd.len: u16,
        s_data: u64, s_keep: u8, s_last: bool, s_valid: bool,
        m_wr.ready: bool, m_wd.ready: bool,
    }
    outputs {
        s_cmd.ready: bool, s_ready: bool, m_wr.valid: bool, m_wr.addr: u64, m_wr.len: u16,
        m_wd.valid: bool, m_wd.data: u64, m_wd.keep: u8, m_wd.last: bool, idle: bool,
        cnt_cmds: u32, cnt_writes: u32, cnt_bytes: u32,
    }
);

pub type AreaDut = Box<dyn Dut<In = AreaIn, Out = AreaOut>>;

pub fn area_dut(kind: BackendKind, test: &str) -> AreaDut {
    build::<ToeAreaWr, verilated::toe_area_wr::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = AreaIn, Out = AreaOut>) {
    for _ in 0..2 {
        dut.eval(&AreaIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

const PAGE: u64 = 4096;
const WORD: usize = 8;

/// The areas: connection 0's (4 KiB aligned) and log2 of each one's bytes.
#[derive(Clone, Copy, Debug)]
pub struct Areas {
    pub base: u64,
    pub shift: u8,
}

impl Areas {
    pub fn random(rng: &mut TestRng) -> Self {
        Areas { base: rng.gen_range(1u64..1 << 40) * PAGE, shift: rng.gen_range(12u8..=18) }
    }

    pub fn bytes(&self) -> u64 {
        1 << self.shift
    }

    pub fn of(&self, conn: u16) -> u64 {
        self.base + (u64::from(conn) << self.shift)
    }

    /// Where byte `seq` of `conn` lives.
    pub fn place(&self, conn: u16, seq: u32) -> u64 {
        self.of(conn) + (u64::from(seq) & (self.bytes() - 1))
    }
}

/// A kept segment's bytes.
#[derive(Clone, Debug)]
pub struct Cmd {
    pub conn: u16,
    pub seq: u32,
    pub data: Vec<u8>,
}

impl Cmd {
    /// Bytes from 1 to a jumbo segment's (at most the area's), often across the area's end.
    pub fn random(rng: &mut TestRng, areas: &Areas) -> Self {
        let len = match rng.gen_range(0..4) {
            0 => rng.gen_range(1..=16),
            1 => rng.gen_range(1..=1460),
            2 => 1460,
            _ => rng.gen_range(1..=9000),
        };
        let area = areas.bytes() as u32;
        // The kept bytes lie within the receive space, which the area covers.
        let len = len.min(area as usize);
        let seq = match rng.gen_range(0..3) {
            // Near the area's end (a wrap at every lane).
            0 => (rng.gen::<u32>() & !(area - 1)).wrapping_add(area - rng.gen_range(1..=len.min(area as usize) as u32)),
            _ => rng.gen(),
        };
        Cmd { conn: rng.gen_range(0..1024), seq, data: (0..len).map(|_| rng.gen()).collect() }
    }
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct AreaRun {
    pub commands: u64,
    pub bytes: u64,
    pub requests: u64,
    pub words: u64,
    /// Commands whose bytes ran past the area's end (two requests), and those with the second
    /// part starting mid-word (realigned).
    pub wraps: u64,
    pub realigned: u64,
    /// Words of realigned second parts (the block sends those one every two cycles).
    pub realigned_words: u64,
    pub cycles: u64,
}

/// The input: a packet's beats from lane 0, `keep` on the last.
fn beats(data: &[u8]) -> Vec<(u64, u8, bool)> {
    let n = data.len().div_ceil(WORD);
    (0..n)
        .map(|i| {
            let chunk = &data[i * WORD..((i + 1) * WORD).min(data.len())];
            let mut w = [0u8; WORD];
            w[..chunk.len()].copy_from_slice(chunk);
            (u64::from_le_bytes(w), ((1u16 << chunk.len()) - 1) as u8, i + 1 == n)
        })
        .collect()
}

/// Runs `cmds` in order under random idle input (`idle`) and output backpressure (`stall`);
/// an error names the first broken rule.
pub fn run(dut: &mut dyn Dut<In = AreaIn, Out = AreaOut>, areas: &Areas, cmds: &[Cmd], idle: f64, stall: f64, rng: &mut TestRng) -> Result<AreaRun, String> {
    let ready = ReadyGen::new(stall);
    let quiet = AreaIn { cfg_area_base: areas.base, cfg_area_shift: areas.shift, ..Default::default() };
    let base = dut.eval(&quiet);
    let mut r = AreaRun::default();
    let mut memory: BTreeMap<u64, u8> = BTreeMap::new();
    let mut want: BTreeMap<u64, u8> = BTreeMap::new();
    let mut next_cmd = 0usize;
    let mut packets: VecDeque<Vec<(u64, u8, bool)>> = VecDeque::new();
    // Requests offered and not finished: address, length, words so far.
    let mut open: VecDeque<(u64, u16, u16)> = VecDeque::new();
    let mut idle_run = 0u64;
    // An offer, once made, stays until taken (the channel rule).
    let (mut cmd_on, mut data_on) = (false, false);
    loop {
        r.cycles += 1;
        if r.cycles > 200 * (cmds.iter().map(|c| c.data.len() as u64).sum::<u64>() / 8 + 50 * cmds.len() as u64 + 100) {
            return Err(format!("hang: {} of {} commands taken", next_cmd, cmds.len()));
        }
        let mut i = quiet;
        cmd_on |= next_cmd < cmds.len() && !rng.gen_bool(idle);
        if cmd_on {
            let c = &cmds[next_cmd];
            i.s_cmd_valid = true;
            i.s_cmd_conn = c.conn;
            i.s_cmd_seq = c.seq;
            i.s_cmd_len = c.data.len() as u16;
        }
        if let Some(&(d, k, l)) = packets.front().and_then(|p| p.first()) {
            data_on |= !rng.gen_bool(idle);
            if data_on {
                (i.s_data, i.s_keep, i.s_last, i.s_valid) = (d, k, l, true);
            }
        }
        i.m_wr_ready = ready.drive(rng);
        i.m_wd_ready = ready.drive(rng);
        let o = dut.eval(&i);
        if i.s_cmd_valid && o.s_cmd_ready {
            cmd_on = false;
            let c = &cmds[next_cmd];
            for (k, &b) in c.data.iter().enumerate() {
                want.insert(areas.place(c.conn, c.seq.wrapping_add(k as u32)), b);
            }
            let place = u64::from(c.seq) & (areas.bytes() - 1);
            let first = (areas.bytes() - place).min(c.data.len() as u64);
            if first < c.data.len() as u64 {
                r.wraps += 1;
                if first % WORD as u64 != 0 {
                    r.realigned += 1;
                    r.realigned_words += (c.data.len() as u64 - first).div_ceil(WORD as u64);
                }
            }
            packets.push_back(beats(&c.data));
            r.commands += 1;
            r.bytes += c.data.len() as u64;
            next_cmd += 1;
        }
        if i.s_valid && o.s_ready {
            data_on = false;
            let p = packets.front_mut().unwrap();
            p.remove(0);
            if p.is_empty() {
                packets.pop_front();
            }
        }
        if o.m_wr_valid && i.m_wr_ready {
            let c = &cmds[r.commands as usize - 1];
            let area = areas.of(c.conn);
            if o.m_wr_len == 0 || o.m_wr_addr < area || o.m_wr_addr + u64::from(o.m_wr_len) > area + areas.bytes() {
                return Err(format!("request at {:#x} of {} bytes outside connection {}'s area {area:#x} + {}", o.m_wr_addr, o.m_wr_len, c.conn, areas.bytes()));
            }
            open.push_back((o.m_wr_addr, o.m_wr_len, 0));
            r.requests += 1;
        }
        if o.m_wd_valid && i.m_wd_ready {
            let Some(req) = open.front_mut() else { return Err("a data word before its request".into()) };
            let (addr, len, done) = *req;
            let left = len - done;
            let n = left.min(WORD as u16);
            let keep = ((1u16 << n) - 1) as u8;
            if o.m_wd_keep != keep || o.m_wd_last != (left <= WORD as u16) {
                return Err(format!("word {} of a {len}-byte request: keep {:#04x} last {}", done / WORD as u16, o.m_wd_keep, o.m_wd_last));
            }
            let bytes = o.m_wd_data.to_le_bytes();
            if bytes[n as usize..].iter().any(|&b| b != 0) {
                return Err(format!("data {:#018x} past keep {keep:#04x}", o.m_wd_data));
            }
            for (k, &b) in bytes[..n as usize].iter().enumerate() {
                memory.insert(addr + u64::from(done) + k as u64, b);
            }
            req.2 += n;
            if req.2 == len {
                open.pop_front();
            }
            r.words += 1;
        }
        dut.tick();
        let quiet_now = next_cmd == cmds.len() && packets.is_empty() && open.is_empty() && o.idle;
        idle_run = if quiet_now { idle_run + 1 } else { 0 };
        if idle_run > 4 {
            break;
        }
    }
    if memory != want {
        let bad = want.iter().find(|(a, b)| memory.get(a) != Some(b)).map(|(a, b)| (*a, *b, memory.get(a).copied()));
        return Err(format!("host memory differs: {} bytes written, {} wanted; first wrong byte {bad:?}", memory.len(), want.len()));
    }
    let o = dut.eval(&quiet);
    let counted = (o.cnt_cmds.wrapping_sub(base.cnt_cmds), o.cnt_writes.wrapping_sub(base.cnt_writes), o.cnt_bytes.wrapping_sub(base.cnt_bytes));
    if counted != (r.commands as u32, r.requests as u32, r.bytes as u32) {
        return Err(format!("counters {counted:?}, run {r:?}"));
    }
    Ok(r)
}
