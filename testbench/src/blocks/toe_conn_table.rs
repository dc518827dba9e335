//! toe_conn_table: port binding, command generator and scoreboard against golden's
//! `toe_conn::ConnTable` (same key): every answer equal, the occupancy and refusal counters
//! equal at the end.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_golden::toe_conn::{Answer, ConnTable, Tuple, KEY_BYTES, SLOTS};
use iwarp_model::toe::conn_table::{ToeConnTable, ToeConnTableN};
use iwarp_model::toe::{conn_op, conn_status};
use rand::Rng;

crate::bind_ports!(
    /// Inputs of `toe_conn_table`.
    ConnIn, ConnOut, ToeConnTable, verilated::toe_conn_table::Model,
    generic [S] ToeConnTableN<S>,
    inputs {
        reset: bool, cfg_key_hi: u16, cfg_key_lo: u64,
        s_cmd.valid: bool, s_cmd.op: u8, s_cmd.remote_ip: u32, s_cmd.remote_port: u16, s_cmd.local_port: u16, s_cmd.slot: u16,
        m_rsp.ready: bool,
    }
    outputs { s_cmd.ready: bool, m_rsp.valid: bool, m_rsp.status: u8, m_rsp.slot: u16, cnt_entries: u16, cnt_full: u32 }
);

pub type ConnDut = Box<dyn Dut<In = ConnIn, Out = ConnOut>>;

pub fn conn_dut(kind: BackendKind, test: &str) -> ConnDut {
    build::<ToeConnTable, verilated::toe_conn_table::Model>(kind, Some(test))
}

/// A table of 2^`S` sets a half on the native backend (the composed `rnic`'s TOE has `S` = 3;
/// its Verilog is inside `rtl/rnic.v`, not a top of its own).
pub fn conn_dut_sets<const S: usize>(test: &str) -> ConnDut {
    build::<ToeConnTableN<S>, verilated::toe_conn_table::Model>(BackendKind::Native, Some(test))
}

/// Cycles without an answer after which the scoreboard declares a hang (the clearing after
/// reset takes 256).
pub const HANG_CYCLES: u64 = 1_000;

/// A command.
#[derive(Clone, Copy, Debug)]
pub enum Cmd {
    Lookup(Tuple),
    Insert(Tuple),
    Remove(u16),
}

/// The hardware key (77 bits) of golden's 10-byte key: its first 77 bits.
pub fn key_word(key: &[u8; KEY_BYTES]) -> u128 {
    key.iter().fold(0u128, |k, &b| (k << 8) | u128::from(b)) >> (8 * KEY_BYTES - KEY_BITS)
}

/// Bits of the hardware key.
pub const KEY_BITS: usize = 77;

/// Inputs with only the key set.
pub fn key_in(key: u128) -> ConnIn {
    ConnIn { cfg_key_hi: (key >> u64::BITS) as u16, cfg_key_lo: key as u64, ..Default::default() }
}

/// Holds reset, then waits out the table's clearing.
pub fn reset(dut: &mut dyn Dut<In = ConnIn, Out = ConnOut>, key: u128) {
    for _ in 0..2 {
        dut.eval(&ConnIn { reset: true, ..key_in(key) });
        dut.tick();
    }
    for _ in 0..HANG_CYCLES {
        if dut.eval(&key_in(key)).s_cmd_ready {
            return;
        }
        dut.tick();
    }
    panic!("the table never became ready after reset");
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct ConnRun {
    pub commands: u64,
    pub hits: u64,
    pub misses: u64,
    pub inserted: u64,
    pub full: u64,
    pub removed: u64,
    pub cycles: u64,
    /// Occupancy when the first insert was refused.
    pub first_full_at: Option<usize>,
}

/// Runs `cmds` one by one (random idle before each, random backpressure on the answer); every
/// answer equal to `golden`'s, the counters at the end equal to golden's occupancy and to the
/// refusals of this run (`full0` refusals counted before it).
pub fn run_cmds(
    dut: &mut dyn Dut<In = ConnIn, Out = ConnOut>,
    golden: &mut ConnTable,
    key: u128,
    cmds: impl IntoIterator<Item = Cmd>,
    idle: f64,
    stall: f64,
    rng: &mut TestRng,
) -> Result<ConnRun, String> {
    let ready = ReadyGen::new(stall);
    let mut run = ConnRun::default();
    let full0 = dut.eval(&key_in(key)).cnt_full;
    for c in cmds {
        while idle > 0.0 && rng.gen_bool(idle) {
            dut.eval(&key_in(key));
            dut.tick();
            run.cycles += 1;
        }
        let (op, t, slot) = match c {
            Cmd::Lookup(t) => (conn_op::LOOKUP, t, 0),
            Cmd::Insert(t) => (conn_op::INSERT, t, 0),
            Cmd::Remove(s) => (conn_op::REMOVE, Tuple { remote_ip: [0; 4], remote_port: 0, local_port: 0 }, s),
        };
        let want = match c {
            Cmd::Lookup(t) => golden.lookup(&t),
            Cmd::Insert(t) => {
                let a = golden.insert(&t);
                if a == Answer::Full && run.first_full_at.is_none() {
                    run.first_full_at = Some(golden.len());
                }
                a
            }
            Cmd::Remove(s) => golden.remove(s),
        };
        let input = ConnIn {
            s_cmd_valid: true,
            s_cmd_op: op as u8,
            s_cmd_remote_ip: u32::from_be_bytes(t.remote_ip),
            s_cmd_remote_port: t.remote_port,
            s_cmd_local_port: t.local_port,
            s_cmd_slot: slot,
            m_rsp_ready: false,
            ..key_in(key)
        };
        // Offer the command until it is taken, then wait for its answer.
        let mut taken = false;
        let mut waited = 0u64;
        let got = loop {
            let r = ready.drive(rng);
            let o = dut.eval(&ConnIn { s_cmd_valid: !taken, m_rsp_ready: r, ..input });
            let done = o.m_rsp_valid && r;
            if !taken && o.s_cmd_ready {
                taken = true;
            }
            dut.tick();
            run.cycles += 1;
            if done {
                break (o.m_rsp_status, o.m_rsp_slot);
            }
            waited += 1;
            if waited > HANG_CYCLES {
                return Err(format!("command {}: no answer within {HANG_CYCLES} cycles", run.commands));
            }
        };
        let hw = match got.0 as u64 {
            conn_status::SLOT => Answer::Slot(got.1),
            conn_status::MISS => Answer::Miss,
            conn_status::FULL => Answer::Full,
            _ => Answer::Removed,
        };
        if hw != want {
            return Err(format!("command {} {c:?}: answer {hw:?}, golden {want:?}", run.commands));
        }
        match (c, want) {
            (Cmd::Lookup(_), Answer::Slot(_)) => run.hits += 1,
            (Cmd::Lookup(_), _) => run.misses += 1,
            (Cmd::Insert(_), Answer::Full) => run.full += 1,
            (Cmd::Insert(_), _) => run.inserted += 1,
            _ => run.removed += 1,
        }
        run.commands += 1;
    }
    let o = dut.eval(&key_in(key));
    if usize::from(o.cnt_entries) != golden.len() || u64::from(o.cnt_full.wrapping_sub(full0)) != run.full {
        return Err(format!("counters: entries {} (golden {}), refused {} (golden {})", o.cnt_entries, golden.len(), o.cnt_full.wrapping_sub(full0), run.full));
    }
    Ok(run)
}

/// A random tuple from a pool of `pool` (so lookups hit and inserts repeat).
pub fn pool_tuple(rng: &mut TestRng, pool: &[Tuple]) -> Tuple {
    pool[rng.gen_range(0..pool.len())]
}

/// `n` random tuples of peers in 192.0.2.0/24 on a few local ports.
pub fn random_pool(rng: &mut TestRng, n: usize) -> Vec<Tuple> {
    (0..n)
        .map(|_| Tuple { remote_ip: [192, 0, 2, rng.gen()], remote_port: rng.gen_range(1024..=65535), local_port: [4791, 5001, 80, 443][rng.gen_range(0..4)] })
        .collect()
}

/// A random mix: inserts, lookups, removes of occupied slots and of any slot.
pub fn random_cmds(rng: &mut TestRng, pool: &[Tuple], n: usize) -> Vec<Cmd> {
    random_cmds_in(rng, pool, n, SLOTS)
}

/// [`random_cmds`] for a table of `slots` slots.
pub fn random_cmds_in(rng: &mut TestRng, pool: &[Tuple], n: usize, slots: usize) -> Vec<Cmd> {
    (0..n)
        .map(|_| match rng.gen_range(0..10) {
            0..=3 => Cmd::Insert(pool_tuple(rng, pool)),
            4..=7 => Cmd::Lookup(pool_tuple(rng, pool)),
            _ => Cmd::Remove(rng.gen_range(0..slots as u16)),
        })
        .collect()
}
