//! The RNIC's command processor, as a reference (issue 16): what each command entry of the
//! host interface ([`crate::host_if::Cmd`]) does to the MR table ([`crate::mr`]) and the QP
//! table (each QP a [`crate::qp::Qp`]), and the status its completion carries. The hardware's
//! command processor is to be checked against it, and the driver's tests run against it.
//!
//! Status rules (a hardware choice; the verbs leave the codes to the implementation):
//! - `BAD_COMMAND`: the entry does not decode (unknown operation, reserved bits set), or a
//!   field is out of range: an MR index beyond the table, a page list whose length does not
//!   match the region or longer than [`MAX_PBL_PAGES`], a QP number at or past the table's
//!   size, a ring of a size the RNIC does not take, a completion queue past [`CQ_LIMIT`], a
//!   modify into ready to send with a MULPDU ddp_tx cannot segment by (outside
//!   [`MIN_MULPDU`]..=[`MAX_MULPDU`], a hardware choice: ddp_tx's range) or a connection
//!   the TOE does not have (at or past [`TOE_CONN_LIMIT`]).
//! - `BAD_STATE`: the named MR or QP is not in a state the command applies to (register
//!   into a used entry, fast-register a valid one, invalidate with the wrong key or a non-
//!   valid entry, deregister a free one; create an existing QP; modify or destroy a missing
//!   one, or one whose state refuses the transition, [`crate::qp::Qp::modify`]).
//! - `OK` otherwise; a modify into error also returns the flush completions it produced.
//!
//! A registration's page list (8-byte little-endian physical addresses, one per page) stays
//! in host memory, unchanged, while the region is registered: the hardware's TLB keeps only
//! its address and reads an entry on a translation miss (ARCHITECTURE.md, tlb). This
//! reference reads the whole list when the command executes, which is the same thing while
//! the driver keeps that rule.

use crate::ddp_tx::{MAX_MULPDU, MIN_MULPDU};
use crate::host_if::{Cmd, CmdStatus, MpaLink, MrCmd, QpState, TOE_CONN_LIMIT};
use crate::mr::{CommandError, MrState, MrTable, PageSize, Region, STAG_INDEX_SHIFT, STAG_KEY_MASK};
use crate::qp::{Done, Qp};
use std::collections::BTreeMap;

/// The longest page list a registration may carry (1 GiB of 4 KiB pages).
pub const MAX_PBL_PAGES: u64 = 1 << 18;
/// A page list entry's bytes.
pub const PBL_ENTRY_BYTES: usize = 8;
/// The completion queues the RNIC has (a QP's `cq` is below it).
pub const CQ_LIMIT: u16 = 16;
/// The ring sizes a QP may have (log2 entries), as the driver's rings.
pub const RING_LOG_MIN: u8 = 1;
pub const RING_LOG_MAX: u8 = 16;

/// Whether a size register's value (log2 entries) is a ring size the RNIC takes.
pub fn ring_log_ok(data: u32) -> bool {
    (u32::from(RING_LOG_MIN)..=u32::from(RING_LOG_MAX)).contains(&data)
}

/// Host memory as the command processor reads it (page lists).
pub trait HostRead {
    fn read(&self, addr: u64, out: &mut [u8]);
}

/// A QP's entry in the QP table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QpEntry {
    pub qp: Qp,
    pub pd: u16,
    pub cq: u16,
    pub sq_base: u64,
    pub sq_log: u8,
    pub rq_base: u64,
    pub rq_log: u8,
    /// Set by the modify into ready to send: the TOE connection, MULPDU and the MPA
    /// start-up's results; IRD and ORD by the modifies into init, ready to receive and
    /// ready to send (when non-zero).
    pub conn: u16,
    pub ird: u8,
    pub ord: u8,
    pub mulpdu: u16,
    pub mpa: MpaLink,
}

/// The MR table and the QP table behind the command queue.
pub struct CommandProcessor {
    pub mrs: MrTable,
    pub qps: BTreeMap<u16, QpEntry>,
    qp_limit: u16,
}

impl CommandProcessor {
    pub fn new(mr_entries: usize, qp_limit: u16) -> Self {
        CommandProcessor { mrs: MrTable::new(mr_entries), qps: BTreeMap::new(), qp_limit }
    }

    /// Executes one command entry: its completion's `cmd_id` and status, and the flush
    /// completions a modify into error produced (QP number, completion).
    pub fn execute(&mut self, mem: &impl HostRead, bytes: &[u8]) -> (u64, CmdStatus, Vec<(u16, Done)>) {
        let id = bytes.get(..8).map_or(0, |b| u64::from_le_bytes(b.try_into().unwrap()));
        let Ok(cmd) = Cmd::decode(bytes) else { return (id, CmdStatus::BadCommand, Vec::new()) };
        let mut flushed = Vec::new();
        let r = match cmd {
            Cmd::MrRegister { mr, .. } => Self::region(mem, &mr).and_then(|reg| Self::mr_status(self.mrs.register(mr.stag >> STAG_INDEX_SHIFT, reg))),
            Cmd::MrFastRegister { mr, .. } => Self::region(mem, &mr).and_then(|reg| Self::mr_status(self.mrs.fast_register(mr.stag >> STAG_INDEX_SHIFT, reg))),
            Cmd::MrInvalidate { stag, .. } => Self::mr_status(self.mrs.invalidate(stag)),
            Cmd::MrDeregister { stag, .. } => Self::mr_status(self.mrs.deregister(stag >> STAG_INDEX_SHIFT)),
            Cmd::QpCreate { qp, pd, sq_log, rq_log, sq_base, rq_base, cq, .. } => {
                let logs = (RING_LOG_MIN..=RING_LOG_MAX).contains(&sq_log) && (RING_LOG_MIN..=RING_LOG_MAX).contains(&rq_log);
                if qp >= self.qp_limit || !logs || cq >= CQ_LIMIT {
                    Err(CmdStatus::BadCommand)
                } else {
                    match self.qps.entry(qp) {
                        std::collections::btree_map::Entry::Occupied(_) => Err(CmdStatus::BadState),
                        std::collections::btree_map::Entry::Vacant(v) => {
                            v.insert(QpEntry { qp: Qp::new(), pd, cq, sq_base, sq_log, rq_base, rq_log, conn: 0, ird: 0, ord: 0, mulpdu: 0, mpa: MpaLink::default() });
                            Ok(())
                        }
                    }
                }
            }
            Cmd::QpModify { qp, state, ird, ord, conn, mulpdu, mpa, .. } => match self.qps.get_mut(&qp) {
                _ if qp >= self.qp_limit => Err(CmdStatus::BadCommand),
                _ if state == QpState::Rts && (!(MIN_MULPDU..=MAX_MULPDU).contains(&mulpdu) || conn >= TOE_CONN_LIMIT) => Err(CmdStatus::BadCommand),
                None => Err(CmdStatus::BadState),
                Some(e) => e.qp.modify(state).map(|d| {
                    if state == QpState::Rts {
                        (e.conn, e.mulpdu, e.mpa) = (conn, mulpdu, mpa);
                    }
                    // IRD / ORD (non-zero) with any forward step: ddp_rx takes the IRD when
                    // the QP enters init (ARCHITECTURE.md, rnic_qpcfg).
                    if matches!(state, QpState::Init | QpState::Rtr | QpState::Rts) {
                        if ird != 0 {
                            e.ird = ird;
                        }
                        if ord != 0 {
                            e.ord = ord;
                        }
                    }
                    flushed.extend(d.into_iter().map(|x| (qp, x)));
                }),
            },
            Cmd::QpDestroy { qp, .. } => match self.qps.get(&qp) {
                _ if qp >= self.qp_limit => Err(CmdStatus::BadCommand),
                None => Err(CmdStatus::BadState),
                Some(e) => e.qp.destroy().map(|()| {
                    self.qps.remove(&qp);
                }),
            },
        };
        (id, r.err().unwrap_or(CmdStatus::Ok), flushed)
    }

    /// A registration's region, its page list read from host memory.
    fn region(mem: &impl HostRead, mr: &MrCmd) -> Result<Region, CmdStatus> {
        let page_size = if mr.page_2m { PageSize::Size2M } else { PageSize::Size4K };
        // The end first: `page_count` adds `length - 1` to the base.
        if mr.base_va.checked_add(mr.length).is_none() {
            return Err(CmdStatus::BadCommand);
        }
        let n = Region::page_count(mr.base_va, mr.length, page_size);
        if n > MAX_PBL_PAGES {
            return Err(CmdStatus::BadCommand);
        }
        let mut list = vec![0u8; n as usize * PBL_ENTRY_BYTES];
        mem.read(mr.pbl, &mut list);
        let pages = list.chunks(PBL_ENTRY_BYTES).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
        Ok(Region { state: MrState::Valid, key: (mr.stag & STAG_KEY_MASK) as u8, pd: mr.pd, rights: mr.rights, base_va: mr.base_va, length: mr.length, page_size, pages })
    }

    fn mr_status(r: Result<(), CommandError>) -> Result<(), CmdStatus> {
        r.map_err(|e| match e {
            CommandError::IndexOutOfRange | CommandError::PageListLength => CmdStatus::BadCommand,
            CommandError::WrongState | CommandError::KeyMismatch => CmdStatus::BadState,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host_if::{MrCmd, QpState};
    use crate::mr::{rights, stag, Access};
    use std::collections::HashMap;

    #[derive(Default)]
    struct Mem(HashMap<u64, u8>);

    impl HostRead for Mem {
        fn read(&self, addr: u64, out: &mut [u8]) {
            for (k, b) in out.iter_mut().enumerate() {
                *b = self.0.get(&(addr + k as u64)).copied().unwrap_or(0);
            }
        }
    }

    impl Mem {
        fn page_list(&mut self, at: u64, pages: &[u64]) {
            for (i, p) in pages.iter().enumerate() {
                for (k, b) in p.to_le_bytes().iter().enumerate() {
                    self.0.insert(at + (i * PBL_ENTRY_BYTES + k) as u64, *b);
                }
            }
        }
    }

    fn run(p: &mut CommandProcessor, mem: &Mem, c: Cmd) -> CmdStatus {
        let (id, s, _) = p.execute(mem, &c.encode());
        assert_eq!(id, c.cmd_id());
        s
    }

    fn mr(stag: u32, pbl: u64, length: u64) -> MrCmd {
        MrCmd { stag, pd: 7, rights: rights::LOCAL_READ | rights::REMOTE_WRITE, page_2m: false, base_va: 0x7000_1000, length, pbl }
    }

    /// Registration reads the page list, and the region then translates to those pages;
    /// invalidate, fast-register with a new key, deregister, each with its refusals.
    #[test]
    fn memory_regions() {
        let mut mem = Mem::default();
        mem.page_list(0x9000, &[0x40_0000, 0x80_0000, 0xC0_0000]);
        let mut p = CommandProcessor::new(16, 4);
        let s = stag(3, 0x11);
        assert_eq!(run(&mut p, &mem, Cmd::MrRegister { cmd_id: 1, mr: mr(s, 0x9000, 3 * 4096) }), CmdStatus::Ok);
        let pieces = p.mrs.translate(s, 0x7000_1000 + 4096 + 10, 100, Access::RemoteWrite, 7).unwrap();
        assert_eq!((pieces[0].pa, pieces[0].len), (0x80_0000 + 10, 100));
        assert_eq!(run(&mut p, &mem, Cmd::MrRegister { cmd_id: 2, mr: mr(s, 0x9000, 3 * 4096) }), CmdStatus::BadState, "a used entry");
        assert_eq!(run(&mut p, &mem, Cmd::MrRegister { cmd_id: 3, mr: mr(stag(99, 1), 0x9000, 4096) }), CmdStatus::BadCommand, "past the table");
        assert_eq!(run(&mut p, &mem, Cmd::MrInvalidate { cmd_id: 4, stag: stag(3, 0x12) }), CmdStatus::BadState, "the wrong key");
        assert_eq!(run(&mut p, &mem, Cmd::MrInvalidate { cmd_id: 5, stag: s }), CmdStatus::Ok);
        assert!(p.mrs.translate(s, 0x7000_1000, 1, Access::RemoteWrite, 7).is_err());
        assert_eq!(run(&mut p, &mem, Cmd::MrFastRegister { cmd_id: 6, mr: mr(stag(3, 0x12), 0x9000, 2 * 4096) }), CmdStatus::Ok);
        assert!(p.mrs.translate(stag(3, 0x12), 0x7000_1000, 8192, Access::RemoteWrite, 7).is_ok());
        assert_eq!(run(&mut p, &mem, Cmd::MrFastRegister { cmd_id: 7, mr: mr(stag(3, 0x13), 0x9000, 4096) }), CmdStatus::BadState, "fast-register a valid entry");
        assert_eq!(run(&mut p, &mem, Cmd::MrDeregister { cmd_id: 8, stag: stag(3, 0) }), CmdStatus::Ok);
        assert_eq!(run(&mut p, &mem, Cmd::MrDeregister { cmd_id: 9, stag: stag(3, 0) }), CmdStatus::BadState, "a free entry");
        let huge = MrCmd { length: (MAX_PBL_PAGES + 1) * 4096, ..mr(stag(4, 0), 0x9000, 0) };
        assert_eq!(run(&mut p, &mem, Cmd::MrRegister { cmd_id: 10, mr: huge }), CmdStatus::BadCommand, "a page list past the limit");
        // A region whose end passes 2^64 is refused, not counted (the count's `base + length
        // - 1` would overflow); one ending exactly at 2^64 is refused too, by the end's rule.
        for (base_va, length) in [(u64::MAX, 2), (u64::MAX - 4095, 4096), (1 << 63, 1 << 63)] {
            let wrap = MrCmd { base_va, length, ..mr(stag(5, 0), 0x9000, 0) };
            assert_eq!(run(&mut p, &mem, Cmd::MrRegister { cmd_id: 11, mr: wrap }), CmdStatus::BadCommand, "{base_va:#x} + {length:#x}");
        }
    }

    /// QPs: create, the modifies to ready to send (IRD / ORD / connection taken there), an
    /// abort into error flushing what was posted, destroy; every refusal's status.
    #[test]
    fn queue_pairs() {
        let mem = Mem::default();
        let mut p = CommandProcessor::new(4, 8);
        let create = |cmd_id, qp, sq_log| Cmd::QpCreate { cmd_id, qp, pd: 7, sq_log, rq_log: 4, sq_base: 0x1000, rq_base: 0x2000, cq: 1 };
        // Each modify's MPA fields differ (named by its cmd_id): only the one into ready to send's stay.
        let link = |id: u64| MpaLink { s0_tx: id as u32, s0_rx: !(id as u32), sent_s0: 3 * id as u32, acked: 2 * id as u32, markers_tx: id % 2 == 0, markers_rx: true, crc: id % 3 == 0, kept: id as u8 };
        let modify = |cmd_id, qp, state| Cmd::QpModify { cmd_id, qp, state, ird: 4, ord: 2, conn: 33, mulpdu: 1448, mpa: link(cmd_id) };
        assert_eq!(run(&mut p, &mem, create(1, 2, 4)), CmdStatus::Ok);
        assert_eq!(run(&mut p, &mem, create(2, 2, 4)), CmdStatus::BadState, "exists");
        assert_eq!(run(&mut p, &mem, create(3, 8, 4)), CmdStatus::BadCommand, "past the table");
        assert_eq!(run(&mut p, &mem, create(4, 3, 0)), CmdStatus::BadCommand, "a ring of one entry");
        let past_cqs = Cmd::QpCreate { cmd_id: 30, qp: 3, pd: 7, sq_log: 4, rq_log: 4, sq_base: 0x1000, rq_base: 0x2000, cq: CQ_LIMIT };
        assert_eq!(run(&mut p, &mem, past_cqs), CmdStatus::BadCommand, "a completion queue the RNIC does not have");
        assert_eq!(run(&mut p, &mem, modify(5, 2, QpState::Rts)), CmdStatus::BadState, "reset to ready to send");
        let checks = [(MIN_MULPDU - 1, 0, CmdStatus::BadCommand), (MAX_MULPDU + 1, 0, CmdStatus::BadCommand), (MIN_MULPDU, TOE_CONN_LIMIT, CmdStatus::BadCommand), (MIN_MULPDU, TOE_CONN_LIMIT - 1, CmdStatus::BadState)];
        for (mulpdu, conn, want) in checks {
            let m = Cmd::QpModify { cmd_id: 6, qp: 2, state: QpState::Rts, ird: 0, ord: 0, conn, mulpdu, mpa: MpaLink::default() };
            assert_eq!(run(&mut p, &mem, m), want, "MULPDU {mulpdu}, connection {conn} into ready to send");
        }
        let low_init = Cmd::QpModify { cmd_id: 7, qp: 2, state: QpState::Init, ird: 6, ord: 0, conn: 5, mulpdu: 0, mpa: link(7) };
        assert_eq!(run(&mut p, &mem, low_init), CmdStatus::Ok, "MULPDU only counts into ready to send");
        let e = &p.qps[&2];
        assert_eq!((e.ird, e.ord, e.conn, e.mpa), (6, 0, 0, MpaLink::default()), "init takes IRD, not the connection");
        for (i, s) in [QpState::Rtr, QpState::Rts].into_iter().enumerate() {
            assert_eq!(run(&mut p, &mem, modify(10 + i as u64, 2, s)), CmdStatus::Ok);
        }
        let e = &p.qps[&2];
        assert_eq!((e.conn, e.ird, e.ord, e.mulpdu, e.mpa), (33, 4, 2, 1448, link(11)));
        assert_eq!(run(&mut p, &mem, Cmd::QpDestroy { cmd_id: 20, qp: 2 }), CmdStatus::BadState, "destroy in ready to send");
        p.qps.get_mut(&2).unwrap().qp.post_send(77);
        let (_, s, flushed) = p.execute(&mem, &modify(21, 2, QpState::Error).encode());
        assert_eq!(s, CmdStatus::Ok);
        assert_eq!(flushed.iter().map(|(q, d)| (*q, d.wr_id)).collect::<Vec<_>>(), [(2, 77)]);
        assert_eq!(run(&mut p, &mem, Cmd::QpDestroy { cmd_id: 22, qp: 2 }), CmdStatus::Ok);
        assert_eq!(run(&mut p, &mem, Cmd::QpDestroy { cmd_id: 23, qp: 2 }), CmdStatus::BadState, "gone");
        assert_eq!(run(&mut p, &mem, modify(24, 5, QpState::Init)), CmdStatus::BadState, "never created");
        let mut junk = Cmd::QpDestroy { cmd_id: 25, qp: 1 }.encode();
        junk[40] = 1;
        assert_eq!(p.execute(&mem, &junk).1, CmdStatus::BadCommand, "a reserved byte set");
    }
}
