//! The driver's rings against a software model of the RNIC's command side: the model reads
//! command entries up to the producer index it was told, answers each in order with a
//! command completion carrying its lap's owner bit, and never writes past the room the
//! driver's consumer index leaves. Any interleaving of submissions, device progress and
//! polls, over rings of 2 to 16 entries and many laps: every command completes exactly
//! once, in order, with its own id; a full queue refuses without overwriting; the model
//! never reads an entry the driver has not posted.

use super::*;
use crate::test_host::ModelHost;
use iwarp_golden::host_if::{CmdStatus, MpaLink, QpState};
use proptest::prelude::*;
use std::collections::VecDeque;

/// The RNIC's side of the command rings, written from golden's host_if rules alone.
#[derive(Default)]
struct ModelRnic {
    /// Commands read; completions written.
    read: u32,
    written: u32,
}

impl ModelRnic {
    /// Handles at most `budget` commands: each read (only below the producer index), then
    /// answered when the completion ring has room.
    fn step(&mut self, h: &mut ModelHost, budget: u32) {
        let reg = |h: &ModelHost, r: u32| h.regs.get(&r).copied().unwrap_or(0);
        let cmd_base = u64::from(reg(h, doorbell::CMD_BASE_LO)) | u64::from(reg(h, doorbell::CMD_BASE_HI)) << 32;
        let cq_base = u64::from(reg(h, doorbell::CMD_CQ_BASE_LO)) | u64::from(reg(h, doorbell::CMD_CQ_BASE_HI)) << 32;
        let (cmd_log, cq_log) = (reg(h, doorbell::CMD_LOG), reg(h, doorbell::CMD_CQ_LOG));
        for _ in 0..budget {
            let pi = reg(h, doorbell::CMD_PI);
            let room = (1u32 << cq_log) - self.written.wrapping_sub(reg(h, doorbell::CMD_CQ_CI));
            if pi == self.read || room == 0 {
                return;
            }
            assert!(pi.wrapping_sub(self.read) <= 1 << cmd_log, "the producer index runs more than a ring ahead");
            let mut bytes = [0u8; CMD_BYTES];
            h.read_mem(cmd_base + u64::from(self.read & ((1 << cmd_log) - 1)) * CMD_BYTES as u64, &mut bytes);
            let (cmd_id, status) = match Cmd::decode(&bytes) {
                Ok(c) => (c.cmd_id(), CmdStatus::Ok),
                Err(_) => (u64::from_le_bytes(bytes[..8].try_into().unwrap()), CmdStatus::BadCommand),
            };
            self.read = self.read.wrapping_add(1);
            let owner = (self.written >> cq_log) & 1 == 0;
            let at = cq_base + u64::from(self.written & ((1 << cq_log) - 1)) * CMD_CQE_BYTES as u64;
            h.write_mem(at, &CmdCqe { cmd_id, status, owner }.encode());
            self.written = self.written.wrapping_add(1);
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Op {
    Submit(u8),
    Device(u8),
    Poll(u8),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![(1u8..6).prop_map(Op::Submit), (1u8..6).prop_map(Op::Device), (1u8..6).prop_map(Op::Poll)]
}

fn rings(cmd_log: u8, cq_log: u8) -> CommandRings {
    CommandRings { cmd_base: 0x1_0000, cmd_log, cq_base: 0x8_0000, cq_log }
}

proptest! {
    #[test]
    fn commands_complete_once_in_order(cmd_log in 1u8..=4, cq_log in 1u8..=4, ops in prop::collection::vec(op(), 1..300)) {
        let mut dev = Device::open(ModelHost::default(), rings(cmd_log, cq_log)).unwrap();
        let mut rnic = ModelRnic::default();
        let mut pending: VecDeque<u64> = VecDeque::new();
        let mut completed = 0u64;
        for o in ops {
            match o {
                Op::Submit(n) => {
                    for k in 0..n {
                        let cmd = if k % 3 == 0 { Cmd::QpModify { cmd_id: 0, qp: 1, state: QpState::Init, ird: 0, ord: 0, conn: 0, mulpdu: 0, mpa: MpaLink::default() } } else { Cmd::MrInvalidate { cmd_id: 0, stag: u32::from(k) } };
                        let full = dev.commands_outstanding() == 1 << cmd_log;
                        match dev.submit(cmd) {
                            Ok(id) => {
                                prop_assert!(!full);
                                pending.push_back(id);
                            }
                            Err(e) => {
                                prop_assert_eq!(e, DriverError::QueueFull);
                                prop_assert!(full, "refused with room left");
                            }
                        }
                    }
                }
                Op::Device(n) => rnic.step(&mut dev.host, u32::from(n)),
                Op::Poll(n) => {
                    for _ in 0..n {
                        match dev.poll_command().unwrap() {
                            Some(c) => {
                                prop_assert_eq!(Some(c.cmd_id), pending.pop_front(), "completions in order, each once");
                                prop_assert_eq!(c.status, CmdStatus::Ok);
                                completed += 1;
                            }
                            None => break,
                        }
                    }
                }
            }
            prop_assert_eq!(dev.commands_outstanding() as usize, pending.len());
        }
        // Drain: everything submitted completes.
        for _ in 0..4 * (pending.len() + 1) {
            rnic.step(&mut dev.host, 8);
            while let Some(c) = dev.poll_command().unwrap() {
                prop_assert_eq!(Some(c.cmd_id), pending.pop_front());
                completed += 1;
            }
        }
        prop_assert!(pending.is_empty(), "{} commands never completed", pending.len());
        prop_assert_eq!(u64::from(rnic.read), completed);
    }
}

/// Many laps of a 2-entry completion ring: the owner bit alternates and a stale entry (last
/// lap's) is never taken for a new one.
#[test]
fn owner_bit_across_laps() {
    let mut dev = Device::open(ModelHost::default(), rings(1, 1)).unwrap();
    let mut rnic = ModelRnic::default();
    for lap in 0..50u64 {
        assert_eq!(dev.poll_command().unwrap(), None, "lap {lap}: nothing new before the device writes");
        let id = dev.submit(Cmd::QpDestroy { cmd_id: 0, qp: 3 }).unwrap();
        assert_eq!(dev.poll_command().unwrap(), None, "lap {lap}: the submitted command is not completed yet");
        rnic.step(&mut dev.host, 1);
        let c = dev.poll_command().unwrap().unwrap();
        assert_eq!((c.cmd_id, c.owner), (id, (lap / 2) % 2 == 0), "lap {lap}");
    }
}

/// A full command queue refuses the next command and leaves the ring's bytes as they were.
#[test]
fn full_queue_refuses_without_overwriting() {
    let mut dev = Device::open(ModelHost::default(), rings(2, 2)).unwrap();
    for s in 0..4 {
        dev.submit(Cmd::MrDeregister { cmd_id: 0, stag: s }).unwrap();
    }
    let snapshot = dev.host.mem.clone();
    let writes = dev.host.reg_writes;
    assert_eq!(dev.submit(Cmd::MrDeregister { cmd_id: 0, stag: 9 }), Err(DriverError::QueueFull));
    assert_eq!(dev.host.mem, snapshot);
    assert_eq!(dev.host.reg_writes, writes, "no doorbell for a refused command");
    assert_eq!(dev.host.regs[&doorbell::CMD_PI], 4);
}

/// A corrupted completion (a reserved byte set) is reported, not taken for a command's.
#[test]
fn bad_completion_reported() {
    let mut dev = Device::open(ModelHost::default(), rings(2, 2)).unwrap();
    dev.submit(Cmd::QpDestroy { cmd_id: 0, qp: 1 }).unwrap();
    let mut c = CmdCqe { cmd_id: 1, status: CmdStatus::Ok, owner: true }.encode();
    c[12] = 0x55;
    dev.host.write_mem(0x8_0000, &c);
    assert!(matches!(dev.poll_command(), Err(DriverError::BadCompletion(HostIfError::Reserved(_)))));
    assert_eq!(Device::open(ModelHost::default(), rings(0, 2)).err(), Some(DriverError::RingSize(0)));
}

/// golden's command processor as the device: it reads the command ring up to the producer
/// index and executes each entry against its MR and QP tables, answering with the status it
/// decides (golden `host_cmd`).
struct GoldenDevice {
    proc: iwarp_golden::host_cmd::CommandProcessor,
    read: u32,
    written: u32,
}

impl iwarp_golden::host_cmd::HostRead for ModelHost {
    fn read(&self, addr: u64, out: &mut [u8]) {
        for (k, b) in out.iter_mut().enumerate() {
            *b = self.mem.get(&(addr + k as u64)).copied().unwrap_or(0xEE);
        }
    }
}

impl GoldenDevice {
    fn step(&mut self, h: &mut ModelHost, r: CommandRings) {
        let pi = h.regs.get(&doorbell::CMD_PI).copied().unwrap_or(0);
        while self.read != pi {
            let mut bytes = [0u8; CMD_BYTES];
            Host::read_mem(h, r.cmd_base + u64::from(self.read & ((1 << r.cmd_log) - 1)) * CMD_BYTES as u64, &mut bytes);
            self.read = self.read.wrapping_add(1);
            let (cmd_id, status, _) = self.proc.execute(h, &bytes);
            let owner = (self.written >> r.cq_log) & 1 == 0;
            h.write_mem(r.cq_base + u64::from(self.written & ((1 << r.cq_log) - 1)) * CMD_CQE_BYTES as u64, &CmdCqe { cmd_id, status, owner }.encode());
            self.written = self.written.wrapping_add(1);
        }
    }
}

/// The driver registers memory and brings a QP to ready to send against golden's command
/// processor: the page list the driver wrote is the one the MR table translates to; each
/// command's completion carries golden's status (a second register into the same entry
/// refused with BAD_STATE, a modify the QP's state refuses with BAD_STATE).
#[test]
fn driver_against_golden_command_processor() {
    use iwarp_golden::host_if::{MrCmd, QpState};
    use iwarp_golden::mr::{rights, stag, Access};
    let r = rings(3, 3);
    let mut dev = Device::open(ModelHost::default(), r).unwrap();
    let mut gold = GoldenDevice { proc: iwarp_golden::host_cmd::CommandProcessor::new(64, 16), read: 0, written: 0 };
    let s = stag(5, 0x2A);
    let mr = MrCmd { stag: s, pd: 9, rights: rights::LOCAL_READ | rights::REMOTE_READ, page_2m: false, base_va: 0x5555_0000, length: 3 * 4096, pbl: 0x40_0000 };
    let pages = [0x1_0000_0000, 0x2_0000_0000, 0x3_0000_0000];
    let mut want = vec![(dev.register_memory(mr, &pages).unwrap(), CmdStatus::Ok)];
    want.push((dev.register_memory(mr, &pages).unwrap(), CmdStatus::BadState));
    want.push((dev.submit(Cmd::QpCreate { cmd_id: 0, qp: 2, pd: 9, sq_log: 4, rq_log: 4, sq_base: 0x50_0000, rq_base: 0x60_0000, cq: 0 }).unwrap(), CmdStatus::Ok));
    for st in [QpState::Init, QpState::Rtr] {
        want.push((dev.submit(Cmd::QpModify { cmd_id: 0, qp: 2, state: st, ird: 0, ord: 0, conn: 0, mulpdu: 0, mpa: MpaLink::default() }).unwrap(), CmdStatus::Ok));
    }
    gold.step(&mut dev.host, r);
    want.push((dev.submit(Cmd::QpModify { cmd_id: 0, qp: 2, state: QpState::Closing, ird: 0, ord: 0, conn: 0, mulpdu: 0, mpa: MpaLink::default() }).unwrap(), CmdStatus::BadState));
    want.push((dev.submit(Cmd::QpModify { cmd_id: 0, qp: 2, state: QpState::Rts, ird: 8, ord: 4, conn: 17, mulpdu: 1440, mpa: MpaLink { s0_tx: 0x1234, s0_rx: 0x8765_4321, sent_s0: 64, acked: 40, markers_tx: false, markers_rx: true, crc: true, kept: 0x81 } }).unwrap(), CmdStatus::Ok));
    gold.step(&mut dev.host, r);
    let mut got = Vec::new();
    while let Some(c) = dev.poll_command().unwrap() {
        got.push((c.cmd_id, c.status));
    }
    assert_eq!(got, want);
    let pieces = gold.proc.mrs.translate(s, 0x5555_0000 + 8192 + 4, 16, Access::RemoteRead, 9).unwrap();
    assert_eq!((pieces[0].pa, pieces[0].len), (0x3_0000_0004, 16));
    let q = &gold.proc.qps[&2];
    assert_eq!((q.qp.state, q.conn, q.ird, q.ord, q.mulpdu), (QpState::Rts, 17, 8, 4, 1440));
}
