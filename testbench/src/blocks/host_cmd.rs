//! Host commands racing traffic, shared by the DDP engines' environments.
//!
//! A TLB command takes effect for every translation the TLB accepts after it and for none it
//! accepted before (ARCHITECTURE.md, tlb). Inside ddp_rx / ddp_tx the moment a segment's or
//! work request's translation is accepted is not visible at the ports, so the race is built so
//! that golden's verdict cannot depend on it, while traffic to every other region keeps
//! flowing through the command's drain, update and sweep:
//!
//! 1. **Freeze**: a region of the mix (a sink, an invalidation target, a source) is chosen
//!    whose QP has no message in progress on it; from now on the generator aims no new
//!    message at it ([`HostCmdRace::frozen`]).
//! 2. **Clear**: the generator pauses until every item generated before the freeze has been
//!    taken by the DUT and the DUT reports `idle` (so each of those items has been translated
//!    and placed or sent); golden evaluated each of them with the region as it was.
//! 3. **Race**: the command (built from golden's state of the region: invalidate, or with a
//!    wrong key, deregister, fast-register or register with a new key and page list) is
//!    presented and the generator resumes at once, so new traffic to other regions meets the
//!    command in the TLB.
//! 4. **Apply**: golden's table applies the command in the cycle the DUT accepts it, the
//!    expected acknowledgement status is queued, and the region thaws (with its new key if
//!    re-registered): items generated from now on are translated after the command in both.

use super::ddp_rx::AuthorizedPages;
use super::tlb::{apply_cmd, cmd_port, random_pages, Cmd, CmdKind, CmdPort, HostMemory};
use crate::seed::TestRng;
use iwarp_golden::mr::{MrState, MrTable, Region};
use rand::Rng;
use std::collections::{HashMap, VecDeque};

/// A command waiting for its region to clear, or presented.
#[derive(Clone, Debug)]
struct Pending {
    index: u32,
    /// The command and its page-list address, once built.
    cmd: Option<(Cmd, u64)>,
}

/// The race of host commands against one environment's traffic.
#[derive(Clone, Debug, Default)]
pub struct HostCmdRace {
    /// Probability, per generated item, that a command starts (when none is under way).
    pub prob: f64,
    pending: Option<Pending>,
    /// Expected acknowledgements: status and kind.
    acks: VecDeque<(u8, CmdKind)>,
    /// Commands accepted and acknowledged, per acknowledgement status.
    pub accepted: u64,
    pub acked: [u64; 4],
    /// Commands accepted per kind: register, deregister, invalidate, fast-register.
    pub kinds: [u64; 4],
    /// Regions this race deregistered, by index (to register them again).
    freed: HashMap<u32, Region>,
}

impl HostCmdRace {
    pub fn new(prob: f64) -> Self {
        HostCmdRace { prob, ..Default::default() }
    }

    /// The region the generator must not aim new messages at.
    pub fn frozen(&self) -> Option<u32> {
        self.pending.as_ref().map(|p| p.index)
    }

    /// The generator waits (a command's region is clearing).
    pub fn holds_traffic(&self) -> bool {
        self.pending.as_ref().is_some_and(|p| p.cmd.is_none())
    }

    /// Nothing under way and no acknowledgement outstanding.
    pub fn is_done(&self) -> bool {
        self.pending.is_none() && self.acks.is_empty()
    }

    /// After an item is generated: with probability `prob`, freezes one of `candidates`
    /// (region indices no message in progress or item not yet taken aims at).
    pub fn maybe_start(&mut self, rng: &mut TestRng, candidates: &[u32]) {
        if self.prob == 0.0 || self.pending.is_some() || candidates.is_empty() || !rng.gen_bool(self.prob) {
            return;
        }
        let index = candidates[rng.gen_range(0..candidates.len())];
        self.pending = Some(Pending { index, cmd: None });
    }

    /// One cycle: once every item generated has been taken (`drained`; the generator holds
    /// new ones meanwhile), the last at cycle `last_taken`, and the DUT is idle at `cycle`,
    /// builds the command from golden's state of the region, its page list placed by `place`.
    pub fn clear(&mut self, table: &MrTable, rng: &mut TestRng, drained: bool, last_taken: u64, cycle: u64, idle: bool, place: impl FnOnce(&[u64]) -> u64) {
        let freed = &self.freed;
        let Some(p) = self.pending.as_mut() else { return };
        if p.cmd.is_some() || !drained || cycle < last_taken + 2 || !idle {
            return;
        }
        let region = table.region(p.index).cloned();
        let fresh = |r: &Region, rng: &mut TestRng| Region {
            state: MrState::Valid,
            key: rng.gen(),
            pages: random_pages(rng, r.base_va, r.length, r.page_size),
            ..r.clone()
        };
        let stag_of = |key: u8| iwarp_golden::mr::stag(p.index, key);
        let cmd = match region {
            Some(r) if r.state == MrState::Valid => match rng.gen_range(0..100) {
                0..=9 => Cmd::Invalidate { stag: stag_of(r.key.wrapping_add(rng.gen_range(1..=255))) },
                10..=64 => Cmd::Invalidate { stag: stag_of(r.key) },
                _ => Cmd::Deregister { index: p.index },
            },
            Some(r) if r.state == MrState::Invalid => {
                if rng.gen_bool(0.6) {
                    Cmd::FastRegister { index: p.index, region: fresh(&r, rng) }
                } else {
                    Cmd::Deregister { index: p.index }
                }
            }
            // Free: one this race deregistered; registered again with its old geometry (a
            // deregister of a free entry, acknowledged WRONG_STATE, if none is known).
            _ => match freed.get(&p.index) {
                Some(r) => Cmd::Register { index: p.index, region: fresh(r, rng) },
                None => Cmd::Deregister { index: p.index },
            },
        };
        let pbl = match &cmd {
            Cmd::Register { region, .. } | Cmd::FastRegister { region, .. } => place(&region.pages),
            _ => 0,
        };
        p.cmd = Some((cmd, pbl));
    }

    /// The command port's fields this cycle (valid when `Some`).
    pub fn port(&self) -> Option<CmdPort> {
        self.pending.as_ref().and_then(|p| p.cmd.as_ref()).map(|(c, pbl)| cmd_port(c, *pbl))
    }

    /// The DUT accepted the presented command: golden's table applies it; returns the region
    /// index and its new key when it was (re)registered.
    pub fn accepted(&mut self, table: &mut MrTable) -> Option<(u32, u8)> {
        let p = self.pending.take().expect("a command was presented");
        let (cmd, _) = p.cmd.expect("a command was presented");
        let rekey = match &cmd {
            Cmd::Register { index, region } | Cmd::FastRegister { index, region } => Some((*index, region.key)),
            _ => None,
        };
        if let Cmd::Deregister { index } = &cmd {
            if let Some(r) = table.region(*index) {
                self.freed.insert(*index, r.clone());
            }
        }
        let (kind, status) = apply_cmd(table, cmd);
        self.acks.push_back((status, kind));
        self.accepted += 1;
        self.kinds[kind as usize] += 1;
        rekey.filter(|_| status == iwarp_model::tlb::ack::OK as u8)
    }

    /// An acknowledgement left the DUT: it must be the next one golden expects.
    pub fn ack(&mut self, status: u8) -> Result<(), String> {
        let (want, kind) = self.acks.pop_front().ok_or_else(|| format!("unexpected host command acknowledgement {status}"))?;
        if status != want {
            return Err(format!("{kind:?} acknowledged {status}, golden {want}"));
        }
        self.acked[status as usize] += 1;
        Ok(())
    }

    /// One cycle of the race at an environment (after the DUT's outputs are known): builds
    /// the command once its region is clear (`drained`, `last_taken`, `idle` as in
    /// [`Self::clear`]), applies it to golden's table when the DUT accepts it
    /// (`accepted_now`; its pages join `ranges`), and checks an acknowledgement leaving
    /// (`ack`). Returns the region (re)registered this cycle with its new key, and whether
    /// anything moved.
    #[allow(clippy::too_many_arguments)]
    pub fn cycle(
        &mut self,
        table: &mut MrTable,
        mem: &mut HostMemory,
        ranges: &mut AuthorizedPages,
        rng: &mut TestRng,
        (drained, last_taken, cycle, idle): (bool, u64, u64, bool),
        accepted_now: bool,
        ack: Option<u8>,
    ) -> Result<(Option<(u32, u8)>, bool), String> {
        self.clear(table, rng, drained, last_taken, cycle, idle, |pages| mem.place(pages));
        let mut rekey = None;
        if accepted_now {
            rekey = self.accepted(table);
            if let Some((index, _)) = rekey {
                ranges.add(table.region(index).expect("registered"));
            }
        }
        if let Some(status) = ack {
            self.ack(status).map_err(|x| format!("cycle {cycle}: m_ack: {x}"))?;
        }
        Ok((rekey, accepted_now || ack.is_some()))
    }

    /// What a racing run must show: at least `min` commands accepted, every kind, every one
    /// acknowledged, most OK and some refused (a wrong key).
    pub fn assert_raced(&self, min: u64) {
        println!("host commands: {} accepted, kinds {:?}, acks {:?}", self.accepted, self.kinds, self.acked);
        assert!(self.accepted >= min, "{} host commands", self.accepted);
        assert!(self.kinds.iter().all(|&k| k > 0), "every command kind: {:?}", self.kinds);
        assert_eq!(self.acked.iter().sum::<u64>(), self.accepted);
        assert!(self.acked[0] > min / 2 && self.acked[1..].iter().sum::<u64>() > 0, "acks by status {:?}", self.acked);
    }
}
