//! rnic_toecmd: port binding, the host (memory, the driver's TOE command ring, doorbells),
//! the two hardware sources, a TOE that answers, and the scoreboard.
//!
//! The driver posts entries with the driver library's own `ProducerRing` (good commands of
//! every operation, and entries golden's `ToeCmd::decode` refuses: unknown operations,
//! reserved bytes, connections past 10 bits) and rings the producer index in batches. The
//! oracle is golden's `toe_cmdq::CommandQueue`, fed the block's doorbells in the order it
//! takes them and asked for the next entry at each DMA read the block makes; the entry's
//! bytes as host memory holds them at that moment are decoded by golden. Checked: every
//! read is golden's next entry and is made only while the event ring had room; every
//! command the TOE sees is the one in hand (the SEND or receive-side command the block
//! took, or golden's decoding of the entry it read); refused entries never reach the TOE;
//! every answer goes back to its source (the send-ring writer's on `m_send_ans`, the
//! driver's on `m_ans` with the entry's index, the receive side's nowhere); the counters;
//! and the longest wait of each hardware source (round robin: bounded).

use super::rnic_cmd::SimHost;
use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_driver::ring::ProducerRing;
use iwarp_driver::Host;
use iwarp_golden::host_if::{doorbell, ToeAnsStatus, ToeCmd, ToeCmdOp, TOE_CMD_BYTES, TOE_CONN_LIMIT, TOE_MAC_BITS};
use iwarp_golden::toe_cmdq::CommandQueue;
use iwarp_model::rnic::toecmd::RnicToeCmd;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_toecmd`.
    ToeCmdIn, ToeCmdOut, RnicToeCmd, verilated::rnic_toecmd::Model,
    inputs {
        reset: bool,
        s_db.valid: bool, s_db.addr: u16, s_db.data: u32,
        m_rd.ready: bool, s_dma_data_valid: bool, s_dma_data: u64,
        s_send.valid: bool, s_send.op: u8, s_send.conn: u16, s_send.n: u32, s_send.remote_ip: u32,
        s_send.remote_port: u16, s_send.local_port: u16, s_send.remote_mac: u64,
        m_send_ans.ready: bool,
        s_auto.valid: bool, s_auto.op: u8, s_auto.conn: u16, s_auto.n: u32, s_auto.remote_ip: u32,
        s_auto.remote_port: u16, s_auto.local_port: u16, s_auto.remote_mac: u64,
        m_host.ready: bool, s_ans.valid: bool, s_ans.status: u8, s_ans.conn: u16,
        m_ans.ready: bool, eq_room: bool,
    }
    outputs {
        s_db.ready: bool,
        m_rd.valid: bool, m_rd.addr: u64, m_rd.len: u16, m_rd.tag: u8, s_dma_data_ready: bool,
        s_send.ready: bool, m_send_ans.valid: bool, m_send_ans.status: u8, m_send_ans.conn: u16,
        s_auto.ready: bool,
        m_host.valid: bool, m_host.op: u8, m_host.conn: u16, m_host.n: u32, m_host.remote_ip: u32,
        m_host.remote_port: u16, m_host.local_port: u16, m_host.remote_mac: u64, s_ans.ready: bool,
        m_ans.valid: bool, m_ans.status: u8, m_ans.conn: u16, m_ans.index: u32,
        idle: bool, cnt_cmds: u32, cnt_bad_cmd: u32, cnt_bad_db: u32, cnt_sends: u32, cnt_auto: u32,
    }
);

pub type ToeCmdDut = Box<dyn Dut<In = ToeCmdIn, Out = ToeCmdOut>>;

pub fn toecmd_dut(kind: BackendKind, test: &str) -> ToeCmdDut {
    build::<RnicToeCmd, verilated::rnic_toecmd::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = ToeCmdIn, Out = ToeCmdOut>) {
    for _ in 0..2 {
        dut.eval(&ToeCmdIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Where the ring lives.
const RING: u64 = 0x3_4000_0000;
/// Cycles without progress after which a run is declared hung.
const HANG: u64 = 20_000;

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct ToeCmdRun {
    /// Driver entries posted, answered (of them refused before the TOE); SENDs and
    /// receive-side commands answered by the TOE.
    pub posted: u64,
    pub answered: u64,
    pub refused: u64,
    pub sends: u64,
    pub autos: u64,
    pub bad_doorbells: u64,
    /// Cycles eq_room was low while a posted entry waited.
    pub held_for_room: u64,
    /// The longest a SEND or a receive-side command waited to be taken; an entry, from its
    /// doorbell to its read.
    pub send_wait: u64,
    pub auto_wait: u64,
    pub laps: u64,
    pub cycles: u64,
}

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct ToeCmdEnv {
    /// Probability per cycle that a SEND, a receive-side command, a driver batch is offered.
    pub send_rate: f64,
    pub auto_rate: f64,
    pub drv_rate: f64,
    /// Share of the driver's entries that must be refused.
    pub bad: f64,
    /// An output channel's ready is low; the TOE's answer delay; the DMA's latency.
    pub stall: f64,
    pub toe_delay: u64,
    pub latency: u64,
    /// Probability per cycle that the event ring's room goes (it comes back at ten times it).
    pub room_flip: f64,
    pub misuse: f64,
    /// Ring size (log2 entries).
    pub log: u8,
    /// The TOE answers a command while it holds it, as the composed `toe` does
    /// (toe_host_side takes `s_host` in the cycle its answer is taken); else it takes the
    /// command first and answers later.
    pub toe_holds: bool,
}

/// The command in hand, by source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hand {
    Send(ToeCmd),
    Auto(ToeCmd),
    /// A good entry (index) or a refused one.
    Drv(u32, Option<ToeCmd>),
}

pub struct ToeCmdBench {
    host: SimHost,
    ring: ProducerRing,
    golden: CommandQueue,
    db_on: Option<(u32, u32)>,
    send_on: Option<(ToeCmd, u64)>,
    auto_on: Option<(ToeCmd, u64)>,
    hand: Option<Hand>,
    /// The TOE: the command it took, its answer and when it is due.
    toe_ans: Option<(u64, u8, u16)>,
    toe_took: bool,
    read_words: VecDeque<(u64, u64)>,
    expect_send_ans: VecDeque<(u8, u16)>,
    expect_ans: VecDeque<(u8, u16, u32)>,
    room: bool,
    room_hist: [bool; 2],
    rd_shown: bool,
    env: ToeCmdEnv,
    pub run: ToeCmdRun,
}

fn cmd(op: ToeCmdOp, rng: &mut TestRng) -> ToeCmd {
    ToeCmd {
        op,
        conn: rng.gen_range(0..TOE_CONN_LIMIT),
        n: rng.gen(),
        remote_ip: rng.gen(),
        remote_port: rng.gen(),
        local_port: rng.gen(),
        remote_mac: rng.gen_range(0..1u64 << TOE_MAC_BITS),
    }
}

fn word(c: &ToeCmd) -> [u8; TOE_CMD_BYTES] {
    c.encode()
}

impl ToeCmdBench {
    pub fn new(env: ToeCmdEnv) -> Result<Self, String> {
        let mut host = SimHost::default();
        let ring = ProducerRing::new(RING, env.log, TOE_CMD_BYTES).map_err(|e| format!("{e:?}"))?;
        host.write_reg(doorbell::TQ_BASE_LO, RING as u32);
        host.write_reg(doorbell::TQ_BASE_HI, (RING >> 32) as u32);
        host.write_reg(doorbell::TQ_LOG, u32::from(env.log));
        Ok(ToeCmdBench {
            host,
            ring,
            golden: CommandQueue::new(),
            db_on: None,
            send_on: None,
            auto_on: None,
            hand: None,
            toe_ans: None,
            toe_took: false,
            read_words: VecDeque::new(),
            expect_send_ans: VecDeque::new(),
            expect_ans: VecDeque::new(),
            room: true,
            room_hist: [true; 2],
            rd_shown: false,
            env,
            run: ToeCmdRun::default(),
        })
    }

    /// One driver entry: a good command of any operation, or one golden refuses.
    fn entry(&self, rng: &mut TestRng) -> [u8; TOE_CMD_BYTES] {
        let mut b = word(&cmd(ToeCmdOp::ALL[rng.gen_range(0..ToeCmdOp::ALL.len())], rng));
        if rng.gen_bool(self.env.bad) {
            match rng.gen_range(0..4) {
                0 => b[0] = [6, 7, 0x80, 0xFF][rng.gen_range(0..4)],
                1 => b[1] = 1 << rng.gen_range(0..8),
                2 => b[3] |= 1 << rng.gen_range(2..8),
                _ => b[rng.gen_range(22..TOE_CMD_BYTES)] = 1 << rng.gen_range(0..8),
            }
        }
        b
    }

    fn misuse(&mut self, rng: &mut TestRng) {
        let pi = self.ring.producer_index();
        let (reg, v) = match rng.gen_range(0..9) {
            0 => (doorbell::TQ_LOG, [0, 17, 31, u32::MAX][rng.gen_range(0..4)]),
            // Past the ring's size of the entries fetched (the driver's index plus a ring).
            1 => (doorbell::TQ_PI, pi.wrapping_add(self.ring.size() + 1)),
            // Backwards, behind the driver's own index (rung before it): far, or by one or
            // two (entries posted and not yet fetched un-posted).
            2 if pi != 0 => (doorbell::TQ_PI, pi.wrapping_sub(1 << 30)),
            5 | 6 if pi != 0 => (doorbell::TQ_PI, pi.wrapping_sub(rng.gen_range(1..=2))),
            3 => (doorbell::TQ_BASE_LO + rng.gen_range(1..4), rng.gen()),
            // The same producer index again (a repeated doorbell, taken and a no-op): often
            // with every entry fetched, when it must not start a fetch.
            7 | 8 => (doorbell::TQ_PI, pi),
            _ => (doorbell::TQ_WINDOW + 0x10 + 4 * rng.gen_range(0..0x3C), rng.gen()),
        };
        self.host.write_reg(reg, v);
    }

    fn latency(&self, rng: &mut TestRng) -> u64 {
        rng.gen_range(1..=self.env.latency)
    }

    /// Runs until `n` commands of the three sources were answered and everything settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = ToeCmdIn, Out = ToeCmdOut>, n: u64, rng: &mut TestRng) -> Result<ToeCmdRun, String> {
        let base = dut.eval(&ToeCmdIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let (mut quiet, mut stuck) = (0, 0u64);
        let mut offered = 0u64;
        loop {
            self.run.cycles += 1;
            let cycle = self.run.cycles;
            let before = (self.run.answered, self.run.sends, self.run.autos, self.read_words.len());
            let offering = offered < n;
            if offering && rng.gen_bool(self.env.misuse) {
                self.misuse(rng);
            }
            // The driver posts a batch into the ring's free entries and rings once.
            if offering && rng.gen_bool(self.env.drv_rate) {
                let k = rng.gen_range(1..=4u32).min(self.ring.size() - self.ring.used());
                for _ in 0..k {
                    let e = self.entry(rng);
                    self.ring.push(&mut self.host, &e).map_err(|e| format!("{e:?}"))?;
                    offered += 1;
                    self.run.posted += 1;
                }
                if k > 0 {
                    self.ring.ring(&mut self.host, doorbell::TQ_PI);
                }
            }
            if self.db_on.is_none() {
                self.db_on = self.host.0.borrow_mut().doorbells.pop_front();
            }
            if offering && self.send_on.is_none() && rng.gen_bool(self.env.send_rate) {
                self.send_on = Some((cmd(ToeCmdOp::Send, rng), cycle));
                offered += 1;
            }
            if offering && self.auto_on.is_none() && rng.gen_bool(self.env.auto_rate) {
                self.auto_on = Some((cmd(ToeCmdOp::Consumed, rng), cycle));
                offered += 1;
            }
            // The room goes now and then and comes back ten times as fast.
            if rng.gen_bool(if self.room { self.env.room_flip } else { (self.env.room_flip * 10.0).min(1.0) }) {
                self.room = !self.room;
            }
            let mut i = ToeCmdIn {
                m_rd_ready: ready.drive(rng),
                m_send_ans_ready: ready.drive(rng),
                m_host_ready: !self.env.toe_holds && ready.drive(rng),
                m_ans_ready: ready.drive(rng),
                eq_room: self.room,
                ..Default::default()
            };
            if let Some((a, v)) = self.db_on {
                (i.s_db_valid, i.s_db_addr, i.s_db_data) = (true, a as u16, v);
            }
            if let Some((c, _)) = self.send_on {
                (i.s_send_valid, i.s_send_op, i.s_send_conn, i.s_send_n) = (true, c.op as u8, c.conn, c.n);
                (i.s_send_remote_ip, i.s_send_remote_port, i.s_send_local_port, i.s_send_remote_mac) = (c.remote_ip, c.remote_port, c.local_port, c.remote_mac);
            }
            if let Some((c, _)) = self.auto_on {
                (i.s_auto_valid, i.s_auto_op, i.s_auto_conn, i.s_auto_n) = (true, c.op as u8, c.conn, c.n);
                (i.s_auto_remote_ip, i.s_auto_remote_port, i.s_auto_local_port, i.s_auto_remote_mac) = (c.remote_ip, c.remote_port, c.local_port, c.remote_mac);
            }
            if let Some(&(due, w)) = self.read_words.front() {
                if due <= cycle {
                    (i.s_dma_data_valid, i.s_dma_data) = (true, w);
                }
            }
            if let Some((due, st, conn)) = self.toe_ans {
                if due <= cycle {
                    (i.s_ans_valid, i.s_ans_status, i.s_ans_conn) = (true, st, conn);
                    // Holding the command: it is taken with the answer.
                    i.m_host_ready |= self.env.toe_holds;
                }
            }
            if self.golden.next().is_some() && !self.room {
                self.run.held_for_room += 1;
            }
            let o = dut.eval(&i);
            let taken = [i.s_db_valid && o.s_db_ready, i.s_send_valid && o.s_send_ready, i.s_auto_valid && o.s_auto_ready];
            if taken.iter().filter(|t| **t).count() > 1 {
                return Err(format!("two inputs taken in one cycle: {taken:?}"));
            }
            if taken[0] {
                let (a, v) = self.db_on.take().unwrap();
                if !self.golden.doorbell(a, v) {
                    self.run.bad_doorbells += 1;
                }
            }
            if taken[1] || taken[2] {
                if self.hand.is_some() {
                    return Err(format!("a command taken with {:?} in hand", self.hand));
                }
                if taken[1] {
                    let (c, at) = self.send_on.take().unwrap();
                    self.run.send_wait = self.run.send_wait.max(cycle - at);
                    self.hand = Some(Hand::Send(c));
                } else {
                    let (c, at) = self.auto_on.take().unwrap();
                    self.run.auto_wait = self.run.auto_wait.max(cycle - at);
                    self.hand = Some(Hand::Auto(c));
                }
            }
            // A fetch is decided in IDLE two cycles before its request shows.
            if o.m_rd_valid && !self.rd_shown && !self.room_hist[0] {
                return Err("an entry fetched when the event ring had no room".into());
            }
            self.rd_shown = o.m_rd_valid && !i.m_rd_ready;
            if o.m_rd_valid && i.m_rd_ready {
                if self.hand.is_some() {
                    return Err(format!("an entry read with {:?} in hand", self.hand));
                }
                let Some((want, index)) = self.golden.fetch() else { return Err(format!("a read at {:#x} with no entry posted", o.m_rd_addr)) };
                if (o.m_rd_addr, usize::from(o.m_rd_len)) != (want, TOE_CMD_BYTES) {
                    return Err(format!("entry read of {} bytes at {:#x}, golden's next at {want:#x}", o.m_rd_len, o.m_rd_addr));
                }
                let mut bytes = [0u8; TOE_CMD_BYTES];
                self.host.0.borrow().read(want, &mut bytes);
                let due = cycle + self.latency(rng);
                for w in bytes.chunks(8) {
                    self.read_words.push_back((due, u64::from_le_bytes(w.try_into().unwrap())));
                }
                let good = ToeCmd::decode(&bytes).ok();
                if good.is_none() {
                    self.expect_ans.push_back((ToeAnsStatus::BadCommand as u8, 0, index));
                }
                self.hand = Some(Hand::Drv(index, good));
            }
            if i.s_dma_data_valid && o.s_dma_data_ready {
                self.read_words.pop_front();
            }
            if self.env.toe_holds && o.m_host_valid && self.toe_ans.is_none() {
                // The TOE sees the command and works on it while it stays offered.
                let want = match self.hand {
                    Some(Hand::Send(c) | Hand::Auto(c) | Hand::Drv(_, Some(c))) => c,
                    h => return Err(format!("a command to the TOE with {h:?} in hand")),
                };
                let got = (o.m_host_op, o.m_host_conn, o.m_host_n, o.m_host_remote_ip, o.m_host_remote_port, o.m_host_local_port, o.m_host_remote_mac);
                if got != (want.op as u8, want.conn, want.n, want.remote_ip, want.remote_port, want.local_port, want.remote_mac) {
                    return Err(format!("the TOE got {got:?}, the command in hand is {want:?}"));
                }
                self.toe_ans = Some((cycle + 1 + rng.gen_range(0..=self.env.toe_delay), rng.gen_range(0..4), rng.gen_range(0..TOE_CONN_LIMIT)));
            }
            if self.env.toe_holds && i.s_ans_valid && o.s_ans_ready && !o.m_host_valid {
                return Err("the answer taken after the command was withdrawn".into());
            }
            if !self.env.toe_holds && o.m_host_valid && i.m_host_ready {
                let want = match self.hand {
                    Some(Hand::Send(c) | Hand::Auto(c) | Hand::Drv(_, Some(c))) if !self.toe_took => c,
                    h => return Err(format!("a command to the TOE with {h:?} in hand")),
                };
                let got = (o.m_host_op, o.m_host_conn, o.m_host_n, o.m_host_remote_ip, o.m_host_remote_port, o.m_host_local_port, o.m_host_remote_mac);
                if got != (want.op as u8, want.conn, want.n, want.remote_ip, want.remote_port, want.local_port, want.remote_mac) {
                    return Err(format!("the TOE got {got:?}, the command in hand is {want:?}"));
                }
                self.toe_took = true;
                self.toe_ans = Some((cycle + rng.gen_range(0..=self.env.toe_delay), rng.gen_range(0..4), rng.gen_range(0..TOE_CONN_LIMIT)));
            }
            if i.s_ans_valid && o.s_ans_ready {
                let (_, st, conn) = self.toe_ans.take().unwrap();
                self.toe_took = false;
                match self.hand.take() {
                    Some(Hand::Send(_)) => self.expect_send_ans.push_back((st, conn)),
                    Some(Hand::Auto(_)) => self.run.autos += 1,
                    Some(Hand::Drv(index, Some(_))) => self.expect_ans.push_back((st, conn, index)),
                    h => return Err(format!("a TOE answer taken with {h:?} in hand")),
                }
            }
            if o.m_send_ans_valid && i.m_send_ans_ready {
                let got = (o.m_send_ans_status, o.m_send_ans_conn);
                if self.expect_send_ans.pop_front() != Some(got) {
                    return Err(format!("SEND answer {got:?}, not the TOE's"));
                }
                self.run.sends += 1;
            }
            if o.m_ans_valid && i.m_ans_ready {
                let got = (o.m_ans_status, o.m_ans_conn, o.m_ans_index);
                if self.expect_ans.pop_front() != Some(got) {
                    return Err(format!("driver answer {got:?}, not the TOE's or golden's"));
                }
                if let Some(Hand::Drv(..)) = self.hand {
                    self.hand = None;
                }
                self.run.answered += 1;
                self.run.refused += u64::from(got.0 == ToeAnsStatus::BadCommand as u8);
                self.ring.retire(1);
                if got.2 % self.ring.size() == self.ring.size() - 1 {
                    self.run.laps += 1;
                }
            }
            self.room_hist = [self.room_hist[1], self.room];
            dut.tick();
            let progress = before != (self.run.answered, self.run.sends, self.run.autos, self.read_words.len());
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > HANG && self.room {
                return Err(format!("hang: {:?}", self.run));
            }
            let settled = !offering
                && self.ring.used() == 0
                && self.send_on.is_none()
                && self.auto_on.is_none()
                && self.hand.is_none()
                && self.expect_ans.is_empty()
                && self.expect_send_ans.is_empty()
                && self.db_on.is_none()
                && self.host.0.borrow().doorbells.is_empty()
                && o.idle;
            if !offering && !self.room {
                self.room = true;
            }
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 8 {
                break;
            }
        }
        let o = dut.eval(&ToeCmdIn::default());
        let d = |a: u32, b: u32| u64::from(a.wrapping_sub(b));
        let r = &self.run;
        let counted = [d(o.cnt_cmds, base.cnt_cmds), d(o.cnt_bad_cmd, base.cnt_bad_cmd), d(o.cnt_bad_db, base.cnt_bad_db), d(o.cnt_sends, base.cnt_sends), d(o.cnt_auto, base.cnt_auto)];
        let want = [r.answered, r.refused, r.bad_doorbells, r.sends, r.autos];
        if counted != want {
            return Err(format!("counters (answered, refused, bad doorbells, sends, autos) {counted:?}, golden {want:?}"));
        }
        Ok(self.run.clone())
    }
}
