//! The reference TCP offload engine: what the `toe` does with every frame, host command and
//! timer tick, written from the RFCs as a software engine that the Linux kernel's TCP talks to
//! over a TAP device in the tests.
//!
//! The RFCs' rules, by section:
//! - states, sequence space, segment arrival: RFC 9293 sections 3.3.2, 3.4, 3.10.7 (the RST and
//!   SYN checks of section 3.10.7.4 are RFC 5961's, which RFC 9293 takes: an in-window RST that
//!   is not exactly at RCV.NXT, and a SYN in a synchronized state, draw a challenge ACK; so
//!   does an ACK older than SND.UNA - MAX.SND.WND, RFC 5961 section 5.2, dropped as
//!   `AckTooOld`);
//! - effective send MSS: RFC 9293 section 3.7.1 (peer's MSS, default 536, minus the option
//!   bytes every data segment carries);
//! - window scale and timestamps, PAWS: RFC 7323 sections 2.2-2.3 (shift clamped to 14, never
//!   applied to a SYN's window), 3-5 (TS.Recent update rule, PAWS);
//! - retransmission timer: RFC 6298 sections 2 and 5 (Jacobson's estimator, Karn's rule when
//!   timestamps are off, backoff, restart on new acknowledgements);
//! - congestion control: RFC 5681 section 3 (slow start, congestion avoidance counted in bytes
//!   as RFC 3465 allows, fast retransmit), NewReno recovery RFC 6582 section 3.2, initial window
//!   RFC 6928;
//! - receiver: delayed ACKs (RFC 9293 section 3.8.6.3: an ACK for at least every second full
//!   segment, and within the delayed-ACK time), window never shrunk (section 3.8.6.2.2).
//!
//! What the RFCs leave open and this engine fixes (the hardware follows the same choices):
//! - **time** is a tick counter: every timer counts ticks and TSval is the tick count (RFC 7323
//!   section 5.4 allows 1 ms to 1 s per tick); tests choose how long a tick is;
//! - **segments carry whole ULP records** (RFC 5044 appendix A.1): each [`Toe::send`] is one
//!   record (an FPDU for MPA), a segment holds as many whole records as fit in the effective MSS
//!   and the usable window; a record larger than the MSS (a raw byte stream) is cut at MSS
//!   boundaries; a record is split by the window only when nothing is in flight;
//! - **retransmissions are cut by the same rule from the same bytes** (the record ends stay
//!   marked until acknowledged: [`crate::toe_send`]), so every byte sent again equals the
//!   original and an FPDU stays at a segment start, though the boundaries may differ from the
//!   first time (after a timeout from SND.UNA onwards, go-back-N);
//! - **out-of-order data** is kept in up to [`ToeConfig::ooo_blocks`] blocks per connection
//!   ([`crate::toe_reasm`]: a fifth is dropped, a hole filled replays the block after it) and
//!   answered at once with a duplicate ACK, with SACK blocks when the connection agreed SACK
//!   (RFC 2018). While data is held, that ACK goes alone, before any data: a duplicate ACK
//!   carries no data (RFC 5681 section 2; piggybacked on the reverse stream's data it would
//!   not count at the sender), and a data segment carries no SACK blocks, so its MSS stays
//!   what the option rule made it. With `ooo_blocks` 0 (the hardware's `cfg_ooo` off)
//!   out-of-order data is dropped; its ACK field is processed either way;
//! - **SACK loss recovery** (RFC 6675) on connections that agreed SACK: the scoreboard and its
//!   choices are [`crate::toe_sack`]'s;
//! - **zero-window probes** are Linux's: an ACK with SEQ = SND.UNA - 1 and no data, which the
//!   receiver must answer with its window (RFC 9293 section 3.10.7.4, unacceptable segment);
//! - **no FIN with data**: the FIN goes in its own segment after the last byte;
//! - **initial sequence numbers** are RFC 6528's `M + F(4-tuple, secret)` with M the tick count
//!   times [`ISN_PER_TICK`] and F a 32-bit Toeplitz hash of the tuple under a secret key;
//! - frames that are not TCP for this address, and segments to a port the engine does not own
//!   (it owns its listening ports and the range the host reserves for its active opens,
//!   [`ToeConfig::owned_ports`]; an active open from any other port is refused), go to the
//!   host unchanged (the slow path), decided from the headers before the option list is read
//!   (the hardware's order: the steering is done as the frame streams in); a segment for no
//!   connection on an owned port draws RFC 9293's RST (sections 3.10.7.1, 3.10.7.2);
//! - TIME-WAIT lasts 2 x 60 s by default, longer than the 60 s RTO ceiling, so a peer's last
//!   FIN retransmission still finds it.
//! - a peer MSS below [`crate::toe_open::MIN_PEER_MSS`] (48, Linux's `tcp_min_snd_mss`) is
//!   raised to it: an MSS of 0 would leave a connection with nothing it may send.
//!
//! The per-segment rules are pure functions the hardware blocks share: [`crate::toe_seq`]
//! (acceptability, RST / SYN checks, text, FIN), [`crate::toe_ack`] (the ACK field, the RTT
//! estimator), [`crate::toe_open`] (LISTEN, SYN-SENT, a SYN's parameters).

use crate::toe_conn::{toeplitz, Answer, ConnTable, Tuple, KEY_BYTES, SETS, SET_SLOTS, SLOTS};
use crate::toe_cookie::{self as cookies, COOKIE_KEY_BYTES, MSS_TABLE};
use crate::toe_rx::{classify, parse, RxDrop, RxSegment, RxVerdict};
use crate::toe_ack::{ack_decide, AckSeg, AckView, FinAcked, RexmtTimer, Rtt};
use crate::toe_hdr::{ack_seq, header_fields, HdrView};
use crate::toe_timeout::{persist_decide, persist_time, rto_decide, PersistView, RtoAction, RtoView};
use crate::toe_open::{open_decide, OpenAction, OpenAt, OpenCfg, OpenSeg, SynParams};
use crate::toe_reasm::{area_bytes, space_end, Reasm, Store};
use crate::toe_sack::{sack_plan, Scoreboard};
use crate::toe_cmd::{cmd_decide, CmdAction, CmdView, HostCmd};
use crate::toe_send::{last_end_within, send_cut, send_plan, PlanKind, SendAction, SendPlan, SendView};
use crate::toe_seq::{fin_next, gate, rx_decide, ResetSignal, RxAction, RxText, RxView, SegView};
use crate::toe_tx::{frame, TxConfig, TxSegment};
use crate::wire::tcp::flags;
use crate::wire::{ethernet, ipv4, tcp};
use std::collections::{BTreeMap, VecDeque};

/// The largest window-scale shift (RFC 7323 section 2.3).
pub const MAX_WINDOW_SHIFT: u8 = 14;
/// The MSS assumed when the peer sends none (RFC 9293 section 3.7.1).
pub const DEFAULT_MSS: u16 = 536;
/// Bytes of the timestamps option as data segments carry it (NOP NOP TS, RFC 7323 appendix A).
pub const TS_OPTION_BYTES: u16 = 12;
/// Initial window in segments (RFC 6928).
pub const INITIAL_WINDOW_SEGMENTS: u32 = 10;
/// RFC 6928's byte cap on the initial window.
pub const INITIAL_WINDOW_BYTES: u32 = 14600;
/// Duplicate ACKs that trigger fast retransmit (RFC 5681 section 3.2).
pub const DUPACK_THRESHOLD: u32 = 3;
/// Full-sized segments received before an ACK is due at once (RFC 9293 section 3.8.6.3).
pub const ACK_EVERY_SEGMENTS: u32 = 2;
/// ISN clock: sequence numbers per tick (RFC 6528's 4 µs clock at a 1 ms tick).
pub const ISN_PER_TICK: u32 = 250;
/// The ISN hash's key: the 8 tuple bytes plus the 32 output bits' window.
pub const ISN_KEY_BYTES: usize = 12;
/// The largest unscaled window field.
pub const MAX_WINDOW_FIELD: u32 = 0xFFFF;
/// RFC 5961 section 7's throttle by default: 10 challenge ACKs per connection in any 1000
/// ticks (a second at the default 1 ms tick); the hardware counts to 15.
pub const CHALLENGE_LIMIT: u32 = 10;
pub const CHALLENGE_WINDOW: u32 = 1000;
pub const CHALLENGE_LIMIT_MAX: u32 = 15;
/// SACK blocks that fit in the 40 option bytes beside the timestamps option, and without it
/// (RFC 2018 section 3).
pub const SACK_BLOCKS_WITH_TS: usize = 3;
pub const SACK_BLOCKS_WITHOUT_TS: usize = 4;

/// Sequence-space comparisons (RFC 9293 section 3.4): `a < b` modulo 2^32.
pub fn seq_lt(a: u32, b: u32) -> bool {
    (a.wrapping_sub(b) as i32) < 0
}
pub fn seq_le(a: u32, b: u32) -> bool {
    !seq_lt(b, a)
}

/// The engine's configuration: addresses, buffer sizes and the timers in ticks.
#[derive(Clone, Debug)]
pub struct ToeConfig {
    pub mac: [u8; 6],
    pub ip: [u8; 4],
    /// The MSS this engine advertises (its MTU minus 40), also the cap of its sending MSS.
    pub mss: u16,
    /// The ULP's receive buffer per connection: the advertised window's ceiling.
    pub rcv_buf: u32,
    /// The retransmission ring per connection: bytes accepted from the ULP and not yet
    /// acknowledged.
    pub snd_ring: u32,
    /// RFC 6298 section 2.1 initial RTO, and the bounds of section 2.4 / 2.5.
    pub rto_initial: u32,
    pub rto_min: u32,
    pub rto_max: u32,
    /// Delayed-ACK time.
    pub dack: u32,
    /// TIME-WAIT, 2 x MSL (RFC 9293 section 3.3.2).
    pub time_wait: u32,
    /// Consecutive retransmission timeouts after which the connection is aborted (RFC 9293
    /// section 3.8.3's R2), and the same for SYNs.
    pub retries: u32,
    pub syn_retries: u32,
    /// Secret keys of the connection table's hash and of the ISN function.
    pub conn_key: [u8; KEY_BYTES],
    pub isn_key: [u8; ISN_KEY_BYTES],
    /// Local ports the host reserves for the engine's own connections (inclusive): a segment
    /// to one of them that matches no connection is answered with a RST (RFC 9293 section
    /// 3.10.7.1), as one to a listening port is; other ports go to the host.
    pub owned_ports: (u16, u16),
    /// Offer SACK-permitted on active SYNs and accept it on passive ones (RFC 2018 section 2).
    /// On by default, with out-of-order data kept: a receiver with no SACK blocks to send
    /// leaves a SACK sender like Linux (which waits for SACK blocks, not duplicate ACKs,
    /// before a fast retransmit) to recover every loss by timeout.
    pub sack: bool,
    /// RFC 5961 section 7's throttle, per connection: at most `challenge_limit` challenge
    /// ACKs (0..=15) in any `challenge_window` ticks; more are counted and not sent.
    pub challenge_limit: u32,
    pub challenge_window: u32,
    /// SYN floods (RFC 4987): at most `half_open_max` passive connections in SYN-RECEIVED;
    /// a listening port's SYN past that is answered with a SYN cookie ([`crate::toe_cookie`])
    /// when `syn_cookies`, else dropped (`HalfOpenFull`). The default quota is the whole
    /// table (no limit: the hardware's behaviour until its quota lands).
    pub half_open_max: u32,
    pub syn_cookies: bool,
    pub cookie_key: [u8; COOKIE_KEY_BYTES],
    /// Out-of-order blocks kept per connection (0..=[`crate::toe_reasm::REASM_BLOCKS_MAX`];
    /// the design's count and the default is [`crate::toe_reasm::REASM_BLOCKS`], the
    /// hardware's with `cfg_ooo`); 0 drops out-of-order data.
    pub ooo_blocks: usize,
    /// Sets of the connection table ([`ConnTable::with_sets`]: a power of two up to
    /// [`SETS`], 8 slots each): the engine's connection count. [`SETS`] (1024 slots) by
    /// default, the standalone `toe`'s; the composed `rnic`'s TOE has 8 (64 slots). A
    /// command on a connection number past the table is refused as one on an empty slot.
    pub conn_sets: usize,
}

impl ToeConfig {
    /// The connection table's slots: the engine's connection count (1024 by default).
    pub fn slots(&self) -> usize {
        self.conn_sets * SET_SLOTS
    }

    /// Defaults for a 1 ms tick: Linux's 200 ms minimum RTO and 40 ms delayed ACK, RFC 6298's
    /// 1 s initial RTO, a 60 s RTO ceiling, TIME-WAIT 120 s (2 MSL of 60 s), 15 retries.
    pub fn new(mac: [u8; 6], ip: [u8; 4]) -> Self {
        ToeConfig {
            mac,
            ip,
            mss: 1460,
            rcv_buf: 256 * 1024,
            snd_ring: 256 * 1024,
            rto_initial: 1000,
            rto_min: 200,
            rto_max: 60_000,
            dack: 40,
            time_wait: 120_000,
            retries: 15,
            syn_retries: 6,
            conn_key: [0x6D, 0x5A, 0x56, 0xDA, 0x25, 0x5B, 0x0E, 0xC2, 0x41, 0x67],
            isn_key: [0x25, 0x3D, 0x43, 0xA3, 0x8F, 0xB0, 0xD0, 0xCA, 0x2B, 0xCB, 0xAE, 0x7B],
            sack: true,
            owned_ports: (40_000, 59_999),
            challenge_limit: CHALLENGE_LIMIT,
            challenge_window: CHALLENGE_WINDOW,
            ooo_blocks: crate::toe_reasm::REASM_BLOCKS,
            half_open_max: SLOTS as u32,
            conn_sets: SETS,
            syn_cookies: true,
            cookie_key: [0x3B, 0x7C, 0x11, 0x92, 0xE4, 0x05, 0xA8, 0x6D, 0x21, 0xF0, 0x5E, 0xC3, 0x97, 0x48, 0x0A, 0xB6, 0x13],
        }
    }

    /// The receive window-scale shift offered: the smallest that fits the buffer in 16 bits.
    pub fn rcv_shift(&self) -> u8 {
        (0..=MAX_WINDOW_SHIFT).find(|&s| self.rcv_buf >> s <= MAX_WINDOW_FIELD).unwrap_or(MAX_WINDOW_SHIFT)
    }
}

/// RFC 9293 section 3.3.2's states (LISTEN is the listen table's, CLOSED is a free slot).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum State {
    SynSent,
    SynReceived,
    Established,
    FinWait1,
    FinWait2,
    CloseWait,
    Closing,
    LastAck,
    TimeWait,
}

impl State {
    fn synchronized(self) -> bool {
        !matches!(self, State::SynSent | State::SynReceived)
    }
}

/// What the engine tells the host and the ULP.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The handshake completed (either open).
    Established { conn: u16, tuple: Tuple },
    /// In-order bytes for the ULP; `seq` is the TCP sequence number of the first.
    Deliver { conn: u16, seq: u32, data: Vec<u8> },
    /// Cumulative data bytes of the connection acknowledged by the peer (mod 2^32).
    Acked { conn: u16, bytes: u32 },
    /// The peer's FIN arrived in order: its stream ended.
    PeerClosed { conn: u16 },
    /// The connection is gone after an orderly close; its slot is free.
    Closed { conn: u16 },
    /// The peer reset the connection (or refused it); its slot is free.
    Reset { conn: u16 },
    /// Aborted: retries exhausted or the host's abort; a RST was sent where one applies.
    Aborted { conn: u16, retries_exhausted: bool },
    /// A frame for the host's stack (the slow path), unchanged.
    SlowPath(Vec<u8>),
}

/// Why a host command was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmdError {
    /// The connection table's sets for this tuple are full.
    TableFull,
    /// A connection with this tuple exists.
    Exists,
    /// The slot holds no connection in a state that allows the command.
    NotConnected,
    /// The retransmission ring has no room for the whole record.
    RingFull,
    /// The record is empty.
    Empty,
    /// An active open from a local port the engine does not own (neither in
    /// [`ToeConfig::owned_ports`] nor listening): its segments would go to the host.
    PortNotOwned,
}

/// Counters, each saying why something was dropped or done.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    pub frames_in: u64,
    pub frames_out: u64,
    pub dropped: BTreeMap<String, u64>,
    pub slow_path: u64,
    pub segments_in: u64,
    pub data_segments_out: u64,
    pub retransmitted_segments: u64,
    pub retransmitted_bytes: u64,
    pub rto_expiries: u64,
    pub fast_retransmits: u64,
    pub dup_acks_in: u64,
    pub out_of_order: u64,
    pub challenge_acks: u64,
    /// Challenge ACKs not sent: the connection had sent its [`ToeConfig::challenge_limit`]
    /// in the current window (RFC 5961 section 7).
    pub challenge_limited: u64,
    pub rst_out: u64,
    pub zero_window_probes: u64,
    /// Out-of-order segments written to the reassembly area, and bytes replayed from it.
    pub ooo_kept: u64,
    pub ooo_replayed_bytes: u64,
    /// ACKs sent with SACK blocks; segments sent again by the SACK scoreboard (NextSeg).
    pub sack_acks_out: u64,
    pub sack_retransmits: u64,
    /// SYN cookies sent (the half-open quota used up), and connections opened by one.
    pub syn_cookies_sent: u64,
    pub syn_cookies_ok: u64,
    pub bytes_delivered: u64,
    pub bytes_acked: u64,
}

impl Counters {
    fn drop(&mut self, why: &str) {
        *self.dropped.entry(why.to_string()).or_default() += 1;
    }
}

/// A transmission control block (RFC 9293 section 3.3.1's variables and this engine's).
#[derive(Clone, Debug)]
pub struct Tcb {
    pub state: State,
    pub tuple: Tuple,
    pub remote_mac: [u8; 6],
    pub iss: u32,
    pub irs: u32,
    pub snd_una: u32,
    /// Next sequence number to send (below `snd_max` while retransmitting).
    pub snd_nxt: u32,
    /// Highest sequence number sent.
    pub snd_max: u32,
    /// The peer's window in bytes (scaled), from SND.WL1 / SND.WL2.
    pub snd_wnd: u32,
    /// MAX.SND.WND (RFC 5961 section 5.2): the largest window the peer has offered.
    max_snd_wnd: u32,
    snd_wl1: u32,
    snd_wl2: u32,
    /// Effective send MSS (data bytes per segment).
    pub snd_mss: u32,
    snd_shift: u8,
    rcv_shift: u8,
    ts_ok: bool,
    ts_recent: u32,
    last_ack_sent: u32,
    pub sack_ok: bool,
    pub rcv_nxt: u32,
    /// Right edge of the window last advertised.
    rcv_adv: u32,
    /// Bytes delivered to the ULP and not yet consumed.
    rcv_unread: u32,
    /// Send data from `snd_una` (after the SYN): sent and unsent bytes.
    buf: VecDeque<u8>,
    /// Ends (sequence numbers) of the records not yet acknowledged (the hardware marks them
    /// in a bitmap beside the bytes): segments are cut at them, the first time and again.
    rec_ends: VecDeque<u32>,
    /// The host asked to close: a FIN follows the last byte.
    fin_queued: bool,
    fin_sent: bool,
    /// Fast retransmit or a partial ACK asked for the first unacknowledged segment again.
    rexmt_first: bool,
    /// An RTT sample has been taken (SRTT and RTTVAR hold values).
    rtt_seen: bool,
    /// Data bytes acknowledged so far (mod 2^32), for [`Event::Acked`].
    acked_bytes: u32,
    pub cwnd: u32,
    pub ssthresh: u32,
    abc_bytes: u32,
    dupacks: u32,
    in_recovery: bool,
    recover: u32,
    srtt8: u32,
    rttvar4: u32,
    pub rto: u32,
    rtt_timing: Option<(u32, u32)>,
    /// Timers: ticks left, 0 = off.
    t_rexmt: u32,
    t_dack: u32,
    t_persist: u32,
    t_timewait: u32,
    retries: u32,
    persist_shift: u32,
    ack_now: bool,
    unacked_segments: u32,
    /// RFC 5961 section 7's throttle: the tick the connection's current challenge-ACK window
    /// began, and the challenge ACKs sent in it.
    chal_start: u32,
    chal_count: u32,
    /// Passive open (a refused SYN-RECEIVED goes back to listening).
    passive: bool,
    /// The out-of-order store ([`crate::toe_reasm`]) and its area (allocated at first use,
    /// [`area_bytes`] long, a byte at its sequence number modulo the length).
    pub reasm: Reasm,
    area: Vec<u8>,
    /// Duplicate ACKs owed: one per out-of-order segment (RFC 5681 section 4.2), up to
    /// [`crate::toe_ack::DUPACK_COUNT_MAX`], sent one per transmit turn while data is held
    /// (segments arriving together would otherwise share one ACK, too few for the sender's
    /// threshold).
    dup_owed: u32,
    /// The SACK scoreboard ([`crate::toe_sack`]).
    pub scoreboard: Scoreboard,
}

/// What the hardware keeps of a connection in its TCB word (`model::toe::TcbWord`): the
/// [`Tcb`] with its tuple (also the connection table's key), without the bytes and record ends (host
/// memory's: the ring holds the bytes from SND.UNA to `data_end`) and the timers' deadlines
/// (`toe_timers`'; the TCB keeps whether each runs, as golden's rules ask "is it off").
/// `queued` is the slot's place in the transmit round-robin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TcbImage {
    pub state: State,
    pub passive: bool,
    pub remote_mac: [u8; 6],
    /// The tuple (the connection table's key, kept beside the TCB so a segment's header is
    /// built from the TCB alone).
    pub remote_ip: [u8; 4],
    pub remote_port: u16,
    pub local_port: u16,
    pub iss: u32,
    pub irs: u32,
    pub snd_una: u32,
    pub snd_nxt: u32,
    pub snd_max: u32,
    /// SND.UNA plus the bytes the ULP has handed over and not had acknowledged.
    pub data_end: u32,
    pub snd_wnd: u32,
    pub max_snd_wnd: u32,
    pub snd_wl1: u32,
    pub snd_wl2: u32,
    pub snd_mss: u32,
    pub snd_shift: u8,
    pub rcv_shift: u8,
    pub ts_ok: bool,
    pub ts_recent: u32,
    pub last_ack_sent: u32,
    pub sack_ok: bool,
    pub rcv_nxt: u32,
    pub rcv_adv: u32,
    pub rcv_unread: u32,
    pub fin_queued: bool,
    pub fin_sent: bool,
    pub rexmt_first: bool,
    pub acked_bytes: u32,
    pub cwnd: u32,
    pub ssthresh: u32,
    pub abc_bytes: u32,
    pub dupacks: u32,
    pub in_recovery: bool,
    pub recover: u32,
    pub rtt: Rtt,
    pub rtt_timing: Option<(u32, u32)>,
    pub retries: u32,
    pub persist_shift: u32,
    pub ack_now: bool,
    pub unacked_segments: u32,
    pub chal_start: u32,
    pub chal_count: u32,
    /// Retransmission, delayed ACK, persist, TIME-WAIT: running.
    pub timers_on: [bool; 4],
    pub queued: bool,
    /// The sender's SACK scoreboard (RFC 6675; ranges past its count are zero).
    pub scoreboard: Scoreboard,
    /// The receiver's out-of-order store (its blocks; the area's bytes are host memory's)
    /// and the duplicate ACKs owed for out-of-order segments.
    pub reasm: Reasm,
    pub dup_owed: u32,
}

/// The most decisions a trace keeps.
pub const TRACE_LIMIT: usize = 4_000_000;

/// The inputs of one per-segment decision, as the engine ran it.
#[derive(Clone, Copy, Debug)]
pub enum Decided {
    Rx(RxView, SegView),
    Ack(AckView, AckSeg),
    Open(OpenCfg, OpenAt, OpenSeg),
    /// A sent segment's receive-side fields, under the receive buffer's size.
    Hdr(u32, HdrView),
    /// A retransmission timeout; a persist timeout.
    Rto(RtoView),
    Persist(PersistView),
    /// A transmit opportunity, with the ring's answer to the plan's query.
    Send(SendView, Option<u32>),
    /// A host command on a connection.
    Cmd(CmdView, HostCmd),
    /// A handshake's RTT sample: the estimator before it, the sample, the RTO bounds.
    Rtt(Rtt, u32, u32, u32),
}

/// The reference engine.
pub struct Toe {
    pub cfg: ToeConfig,
    table: ConnTable,
    tcbs: Vec<Option<Tcb>>,
    listening: Vec<u16>,
    now: u32,
    ident: u16,
    /// The transmit round-robin: connections that may have something to send, each at most
    /// once; `queued` says which are in it. A slot's flag outlives its TCB (a freed slot stays
    /// in the ring until its turn, which finds no TCB), so a slot is never in the ring twice
    /// and the ring never holds more than [`SLOTS`] entries: the hardware keeps the flag in the
    /// TCB word and a new connection in the slot inherits it.
    ready: VecDeque<u16>,
    queued: Vec<bool>,
    control: VecDeque<Vec<u8>>,
    pub events: VecDeque<Event>,
    pub counters: Counters,
    /// When set, every per-segment decision's inputs, in order (for replaying them through the
    /// hardware blocks: `testbench/src/toe_replay.rs`); at most [`TRACE_LIMIT`] entries.
    pub trace: Option<Vec<Decided>>,
    /// When set, every segment for a connection as one event: the TCB before and after and
    /// what the engine did (for the hardware TCB engine's scoreboard); at most
    /// [`TRACE_LIMIT`] entries.
    pub seg_trace: Option<Vec<SegEvent>>,
    /// When set, every transmit opportunity (a connection's turn in the round-robin) as one
    /// event ([`TxEvent`]); at most [`TRACE_LIMIT`] entries.
    pub tx_trace: Option<Vec<TxEvent>>,
    /// When set, every connection's timer expiries in a tick as one event ([`TimerEvent`]);
    /// at most [`TRACE_LIMIT`] entries.
    pub timer_trace: Option<Vec<TimerEvent>>,
    /// When set, every host command on a connection (close, abort, consumed, send) as one event
    /// ([`CmdEvent`]); at most [`TRACE_LIMIT`] entries.
    pub cmd_trace: Option<Vec<CmdEvent>>,
    /// When set, every new connection's start (a connect, or a segment to a listening port
    /// without a connection) as one event ([`OpenEvent`]); at most [`TRACE_LIMIT`] entries.
    pub open_trace: Option<Vec<OpenEvent>>,
    /// The record a `Send` command puts in the ring (handed over by [`Toe::send`]).
    sending: Vec<u8>,
}

/// Where the engine's outputs and counters stood before an event (a trace's snapshot).
struct Mark {
    events: usize,
    control: usize,
    counters: Counters,
}

/// A host command on a connection, as the engine acted on it ([`Toe::close`], [`Toe::abort`], [`Toe::send`],
/// [`Toe::consumed`]): the TCB before and after and what the command made the engine do.
#[derive(Clone, Debug)]
pub struct CmdEvent {
    pub conn: u16,
    pub now: u32,
    pub cmd: HostCmd,
    /// `None`: no connection in the slot (the command is refused, nothing changes).
    pub before: Option<TcbImage>,
    pub timers_before: [u32; 4],
    pub queued_before: bool,
    /// Refused: no connection, or not allowed in its state ([`CmdAction::Refuse`]).
    pub refused: bool,
    /// What it left behind.
    pub out: Outcome,
}

/// A new connection's start: an active open ([`Toe::connect`], the slot the connection table
/// gave), or a segment to a listening port without a connection (RFC 9293 section 3.10.7.2;
/// the table asked for a slot only when the segment opens one).
#[derive(Clone, Debug)]
pub struct OpenEvent {
    pub now: u32,
    pub tuple: Tuple,
    pub remote_mac: [u8; 6],
    /// The segment without its payload and the payload's length (a listening port's), or
    /// `None` (a connect).
    pub seg: Option<(RxSegment, u32)>,
    /// The connection table was asked for a slot; its answer (`None`: full).
    pub asked: bool,
    pub slot: Option<u16>,
    /// The new connection's TCB, timers and ring flag (the slot's, inherited), and what else
    /// it left behind.
    pub out: Outcome,
}

/// A connection's timers that expired in one tick, as the engine acted on them ([`Toe::tick`]):
/// the TCB before and after, the timers, and what the expiries made the engine do.
#[derive(Clone, Debug)]
pub struct TimerEvent {
    pub conn: u16,
    pub now: u32,
    /// Which timers fired ([`TcbImage::timers_on`]'s order).
    pub fired: [bool; 4],
    /// The TCB before (the fired timers still running in `timers_on`), and the ticks left
    /// after the tick's count-down (the fired ones 0: the timer block has disarmed them).
    pub before: TcbImage,
    pub timers_mid: [u32; 4],
    /// What it left behind.
    pub out: Outcome,
}

/// A transmit opportunity, as the engine took it: the connection's turn in the round-robin
/// ([`Toe::poll_tx`]), the TCB before and after, the ring's answer and the frame sent.
#[derive(Clone, Debug)]
pub struct TxEvent {
    pub conn: u16,
    pub now: u32,
    /// `None`: the slot's turn came after its connection was freed (nothing is sent).
    pub before: Option<TcbImage>,
    pub timers_before: [u32; 4],
    /// The record ends the ring held (sequence numbers of records' last bytes + 1), and the
    /// plan's query to it (start, limit) with its answer, when the plan had data to send.
    pub rec_ends: Vec<u32>,
    pub query: Option<(u32, u32, Option<u32>)>,
    /// The frame sent (none when the connection had nothing to send).
    pub frame: Option<Vec<u8>>,
    /// What it left behind (a turn makes no host events and no control frames).
    pub out: Outcome,
}

/// A segment for a connection, as the engine processed it: the TCB before and after, and
/// everything the segment made the engine do.
#[derive(Clone, Debug)]
pub struct SegEvent {
    pub conn: u16,
    pub now: u32,
    pub before: TcbImage,
    /// The timers' ticks left before and after (0 = off; [`TcbImage::timers_on`]'s order).
    pub timers_before: [u32; 4],
    /// The segment without its payload, and the payload's length.
    pub seg: RxSegment,
    pub len: u32,
    /// What it left behind.
    pub out: Outcome,
}

/// What an event left behind: the slot's TCB after it (`None`: the slot is free), its timers'
/// ticks left (0 = off; [`TcbImage::timers_on`]'s order) and its place in the transmit
/// round-robin (also for a freed slot), the host events and control frames (RSTs, SYNs,
/// SYN-ACKs, probes) it produced in order, the counters before and after it.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub after: Option<TcbImage>,
    pub timers_after: [u32; 4],
    pub queued_after: bool,
    pub events: Vec<Event>,
    pub control: Vec<Vec<u8>>,
    pub counters_before: Counters,
    pub counters_after: Counters,
}

impl Toe {
    pub fn new(cfg: ToeConfig) -> Self {
        Toe {
            table: ConnTable::with_sets(cfg.conn_key, cfg.conn_sets),
            tcbs: vec![None; cfg.slots()],
            queued: vec![false; cfg.slots()],
            cfg,
            listening: Vec::new(),
            now: 0,
            ident: 0,
            ready: VecDeque::new(),
            control: VecDeque::new(),
            events: VecDeque::new(),
            counters: Counters::default(),
            trace: None,
            seg_trace: None,
            tx_trace: None,
            timer_trace: None,
            cmd_trace: None,
            open_trace: None,
            sending: Vec::new(),
        }
    }

    pub fn now(&self) -> u32 {
        self.now
    }

    pub fn tcb(&self, conn: u16) -> Option<&Tcb> {
        self.tcbs.get(conn as usize).and_then(|t| t.as_ref())
    }

    /// What the hardware keeps of connection `conn` in its TCB word ([`TcbImage`]).
    pub fn image(&self, conn: u16) -> Option<TcbImage> {
        let t = self.tcb(conn)?;
        Some(TcbImage {
            state: t.state,
            passive: t.passive,
            remote_mac: t.remote_mac,
            remote_ip: t.tuple.remote_ip,
            remote_port: t.tuple.remote_port,
            local_port: t.tuple.local_port,
            iss: t.iss,
            irs: t.irs,
            snd_una: t.snd_una,
            snd_nxt: t.snd_nxt,
            snd_max: t.snd_max,
            data_end: t.snd_una.wrapping_add(t.buf.len() as u32),
            snd_wnd: t.snd_wnd,
            max_snd_wnd: t.max_snd_wnd,
            snd_wl1: t.snd_wl1,
            snd_wl2: t.snd_wl2,
            snd_mss: t.snd_mss,
            snd_shift: t.snd_shift,
            rcv_shift: t.rcv_shift,
            ts_ok: t.ts_ok,
            ts_recent: t.ts_recent,
            last_ack_sent: t.last_ack_sent,
            sack_ok: t.sack_ok,
            rcv_nxt: t.rcv_nxt,
            rcv_adv: t.rcv_adv,
            rcv_unread: t.rcv_unread,
            fin_queued: t.fin_queued,
            fin_sent: t.fin_sent,
            rexmt_first: t.rexmt_first,
            acked_bytes: t.acked_bytes,
            cwnd: t.cwnd,
            ssthresh: t.ssthresh,
            abc_bytes: t.abc_bytes,
            dupacks: t.dupacks,
            in_recovery: t.in_recovery,
            recover: t.recover,
            rtt: t.rtt(),
            rtt_timing: t.rtt_timing,
            retries: t.retries,
            persist_shift: t.persist_shift,
            ack_now: t.ack_now,
            unacked_segments: t.unacked_segments,
            chal_start: t.chal_start,
            chal_count: t.chal_count,
            timers_on: [t.t_rexmt != 0, t.t_dack != 0, t.t_persist != 0, t.t_timewait != 0],
            queued: self.queued(conn),
            scoreboard: t.scoreboard,
            reasm: t.reasm,
            dup_owed: t.dup_owed,
        })
    }

    /// The connection is in the ready ring (false past the table).
    pub fn queued(&self, conn: u16) -> bool {
        self.queued.get(conn as usize).copied().unwrap_or(false)
    }

    pub fn connections(&self) -> usize {
        self.tcbs.iter().filter(|t| t.is_some()).count()
    }

    /// Accept connections to `port` (the listen table).
    pub fn listen(&mut self, port: u16) {
        if !self.listening.contains(&port) {
            self.listening.push(port);
        }
    }

    fn isn(&self, t: &Tuple) -> u32 {
        toeplitz(&self.cfg.isn_key, &t.bytes(), 32).wrapping_add(self.now.wrapping_mul(ISN_PER_TICK))
    }

    /// Active open: a SYN to `remote_ip:remote_port` from `local_port`.
    pub fn connect(&mut self, remote_ip: [u8; 4], remote_mac: [u8; 6], remote_port: u16, local_port: u16) -> Result<u16, CmdError> {
        let tuple = Tuple { remote_ip, remote_port, local_port };
        if !self.owns(local_port) {
            return Err(CmdError::PortNotOwned);
        }
        if self.table.lookup(&tuple) != Answer::Miss {
            return Err(CmdError::Exists);
        }
        let conn = match self.table.insert(&tuple) {
            Answer::Slot(s) => s,
            _ => return Err(CmdError::TableFull),
        };
        let m = self.mark();
        let iss = self.isn(&tuple);
        let mut tcb = self.new_tcb(State::SynSent, tuple, remote_mac, iss);
        tcb.passive = false;
        self.tcbs[conn as usize] = Some(tcb);
        self.transmit_syn(conn);
        self.record_open(m, tuple, remote_mac, None, true, Some(conn));
        Ok(conn)
    }

    fn mark(&self) -> Mark {
        Mark { events: self.events.len(), control: self.control.len(), counters: self.counters.clone() }
    }

    /// What an event that began at `m` left behind in `slot` (none: nothing to show).
    fn outcome(&self, m: Mark, slot: Option<u16>) -> Outcome {
        let at = slot.map(|c| (self.image(c), self.timers(c), self.queued(c)));
        let (after, timers_after, queued_after) = at.unwrap_or((None, [0; 4], false));
        Outcome {
            after,
            timers_after,
            queued_after,
            events: self.events.iter().skip(m.events).cloned().collect(),
            control: self.control.iter().skip(m.control).cloned().collect(),
            counters_before: m.counters,
            counters_after: self.counters.clone(),
        }
    }

    /// A new connection's start into [`Toe::open_trace`] (when on).
    fn record_open(&mut self, m: Mark, tuple: Tuple, remote_mac: [u8; 6], seg: Option<(RxSegment, u32)>, asked: bool, slot: Option<u16>) {
        if !self.open_trace.as_ref().is_some_and(|t| t.len() < TRACE_LIMIT) {
            return;
        }
        let ev = OpenEvent { now: self.now, tuple, remote_mac, seg, asked, slot, out: self.outcome(m, slot) };
        self.open_trace.as_mut().unwrap().push(ev);
    }

    fn new_tcb(&self, state: State, tuple: Tuple, remote_mac: [u8; 6], iss: u32) -> Tcb {
        Tcb {
            state,
            tuple,
            remote_mac,
            iss,
            irs: 0,
            snd_una: iss,
            snd_nxt: iss,
            snd_max: iss,
            snd_wnd: 0,
            max_snd_wnd: 0,
            snd_wl1: 0,
            snd_wl2: 0,
            snd_mss: DEFAULT_MSS as u32,
            snd_shift: 0,
            rcv_shift: 0,
            ts_ok: false,
            ts_recent: 0,
            last_ack_sent: 0,
            sack_ok: false,
            rcv_nxt: 0,
            rcv_adv: 0,
            rcv_unread: 0,
            buf: VecDeque::new(),
            rec_ends: VecDeque::new(),
            fin_queued: false,
            fin_sent: false,
            rexmt_first: false,
            rtt_seen: false,
            acked_bytes: 0,
            cwnd: 0,
            ssthresh: u32::MAX,
            abc_bytes: 0,
            dupacks: 0,
            in_recovery: false,
            recover: iss,
            srtt8: 0,
            rttvar4: 0,
            rto: self.cfg.rto_initial,
            rtt_timing: None,
            t_rexmt: 0,
            t_dack: 0,
            t_persist: 0,
            t_timewait: 0,
            retries: 0,
            persist_shift: 0,
            ack_now: false,
            unacked_segments: 0,
            chal_start: 0,
            chal_count: 0,
            passive: true,
            reasm: Reasm::default(),
            area: Vec::new(),
            dup_owed: 0,
            scoreboard: Scoreboard::cleared(iss),
        }
    }

    /// The ULP hands one record (an FPDU, or any bytes) to a connection: the host driver's
    /// checks (a connection in the slot, not empty, room in the ring), then the `Send` command
    /// ([`toe_cmd::cmd_decide`]: the state allows it), which puts the bytes in the ring.
    pub fn send(&mut self, conn: u16, data: &[u8]) -> Result<(), CmdError> {
        let ring = self.cfg.snd_ring as usize;
        let tcb = self.tcb(conn).ok_or(CmdError::NotConnected)?;
        if data.is_empty() {
            return Err(CmdError::Empty);
        }
        if tcb.buf.len() + data.len() > ring {
            return Err(CmdError::RingFull);
        }
        self.sending = data.to_vec();
        self.command(conn, HostCmd::Send(data.len() as u32))
    }

    /// Free space in a connection's retransmission ring.
    pub fn send_space(&self, conn: u16) -> usize {
        self.tcb(conn).map_or(0, |t| (self.cfg.snd_ring as usize).saturating_sub(t.buf.len()))
    }

    /// The ULP consumed `n` delivered bytes: the window may open ([`toe_cmd::cmd_decide`]).
    pub fn consumed(&mut self, conn: u16, n: u32) {
        let _ = self.command(conn, HostCmd::Consumed(n));
    }

    /// A command on an existing connection: the rule is [`toe_cmd::cmd_decide`]'s (the
    /// hardware's `toe_cmd`).
    fn command(&mut self, conn: u16, cmd: HostCmd) -> Result<(), CmdError> {
        if !self.cmd_trace.as_ref().is_some_and(|t| t.len() < TRACE_LIMIT) {
            return self.command_now(conn, cmd);
        }
        let (before, timers_before, queued_before, m) = (self.image(conn), self.timers(conn), self.queued(conn), self.mark());
        let result = self.command_now(conn, cmd);
        let out = self.outcome(m, Some(conn));
        let ev = CmdEvent { conn, now: self.now, cmd, before, timers_before, queued_before, refused: result.is_err(), out };
        self.cmd_trace.as_mut().unwrap().push(ev);
        result
    }

    fn command_now(&mut self, conn: u16, cmd: HostCmd) -> Result<(), CmdError> {
        let tcb = self.tcbs.get(conn as usize).and_then(|t| t.as_ref()).ok_or(CmdError::NotConnected)?;
        let view = CmdView {
            state: tcb.state,
            rcv_nxt: tcb.rcv_nxt,
            rcv_adv: tcb.rcv_adv,
            rcv_unread: tcb.rcv_unread,
            fin_queued: tcb.fin_queued,
            rcv_buf: self.cfg.rcv_buf,
            mss: self.cfg.mss as u32,
        };
        let d = cmd_decide(&view, cmd);
        self.record(Decided::Cmd(view, cmd));
        match d.action {
            CmdAction::Refuse => return Err(CmdError::NotConnected),
            CmdAction::Free { aborted: false, .. } => {
                self.free(conn);
                self.events.push_back(Event::Closed { conn });
            }
            CmdAction::Free { aborted: true, rst } => {
                if rst {
                    let tcb = self.tcbs[conn as usize].as_ref().unwrap();
                    let seg = self.header(tcb, tcb.acceptable_seq(), flags::RST | flags::ACK, tcb.rcv_nxt);
                    self.push_control(seg);
                }
                self.free(conn);
                self.events.push_back(Event::Aborted { conn, retries_exhausted: false });
            }
            CmdAction::Update => {
                let tcb = self.tcbs[conn as usize].as_mut().unwrap();
                tcb.state = d.state;
                tcb.fin_queued |= d.fin_queued;
                tcb.rcv_unread = d.rcv_unread;
                tcb.ack_now |= d.ack_now;
                if let HostCmd::Send(_) = cmd {
                    tcb.buf.extend(std::mem::take(&mut self.sending));
                    let end = tcb.snd_una.wrapping_add(tcb.buf.len() as u32);
                    tcb.rec_ends.push_back(end);
                }
                if d.wake {
                    self.wake(conn);
                }
            }
        }
        Ok(())
    }

    /// The host sends a raw frame (the slow path's transmit side), before any segment.
    pub fn send_raw(&mut self, frame: Vec<u8>) {
        self.control.push_back(frame);
    }

    /// Orderly close: a FIN after the queued data ([`toe_cmd::cmd_decide`]).
    pub fn close(&mut self, conn: u16) -> Result<(), CmdError> {
        self.command(conn, HostCmd::Close)
    }

    /// Abort: a RST to the peer (in a synchronized state), the slot freed.
    pub fn abort(&mut self, conn: u16) -> Result<(), CmdError> {
        self.command(conn, HostCmd::Abort)
    }

    fn abort_with(&mut self, conn: u16, retries_exhausted: bool) {
        let tcb = self.tcbs[conn as usize].as_ref().unwrap();
        if tcb.state != State::SynSent {
            let seg = self.header(tcb, tcb.acceptable_seq(), flags::RST | flags::ACK, tcb.rcv_nxt);
            self.push_control(seg);
        }
        self.free(conn);
        self.events.push_back(Event::Aborted { conn, retries_exhausted });
    }

    fn free(&mut self, conn: u16) {
        self.tcbs[conn as usize] = None;
        self.table.remove(conn);
    }

    fn wake(&mut self, conn: u16) {
        if self.tcbs[conn as usize].is_some() && !self.queued[conn as usize] {
            self.queued[conn as usize] = true;
            self.ready.push_back(conn);
        }
    }

    // ---------------------------------------------------------------- transmit

    /// A segment header of `tcb` with the current window and timestamps.
    fn header(&self, tcb: &Tcb, seq: u32, fl: u8, ack: u32) -> TxSegment {
        TxSegment {
            dst_mac: tcb.remote_mac,
            dst_ip: tcb.tuple.remote_ip,
            src_port: tcb.tuple.local_port,
            dst_port: tcb.tuple.remote_port,
            seq,
            ack: if fl & flags::ACK != 0 { ack } else { 0 },
            flags: fl,
            window: 0,
            timestamps: tcb.ts_ok.then_some((self.now, tcb.ts_recent)),
            ..Default::default()
        }
    }

    fn push_control(&mut self, seg: TxSegment) {
        if seg.flags & flags::RST != 0 {
            self.counters.rst_out += 1;
        }
        let f = self.emit(&seg, &[]);
        self.control.push_back(f);
    }

    fn emit(&mut self, seg: &TxSegment, payload: &[u8]) -> Vec<u8> {
        let f = frame(&TxConfig { mac: self.cfg.mac, ip: self.cfg.ip }, seg, payload, self.ident);
        self.ident = self.ident.wrapping_add(1);
        f
    }

    /// The window field of the next segment, and the right edge it advertises (never left of
    /// the last one, RFC 9293 section 3.8.6.2.2; rounded up to the scale so it never shrinks).
    fn window_field(cfg: &ToeConfig, tcb: &mut Tcb, trace: &mut Option<Vec<Decided>>) -> u16 {
        let v = tcb.hdr_view();
        let h = header_fields(cfg.rcv_buf, &v);
        if let Some(tr) = trace.as_mut().filter(|tr| tr.len() < TRACE_LIMIT) {
            tr.push(Decided::Hdr(cfg.rcv_buf, v));
        }
        tcb.rcv_adv = h.rcv_adv;
        h.window
    }

    fn transmit_syn(&mut self, conn: u16) {
        let cfg = self.cfg.clone();
        let tcb = self.tcbs[conn as usize].as_mut().unwrap();
        let syn_ack = tcb.state == State::SynReceived;
        let window = cfg.rcv_buf.min(MAX_WINDOW_FIELD);
        tcb.rcv_adv = tcb.rcv_nxt.wrapping_add(window);
        // Options: all offered on an active SYN; on a SYN-ACK only those the peer offered.
        let tcb = self.tcbs[conn as usize].as_ref().unwrap();
        let mut seg = self.header(tcb, tcb.iss, flags::SYN | if syn_ack { flags::ACK } else { 0 }, tcb.rcv_nxt);
        seg.window = window as u16;
        seg.mss = Some(cfg.mss);
        if syn_ack {
            seg.window_scale = tcb.ws_agreed().then_some(tcb.rcv_shift);
            seg.sack_permitted = tcb.sack_ok;
            seg.timestamps = tcb.ts_ok.then_some((self.now, tcb.ts_recent));
        } else {
            seg.window_scale = Some(cfg.rcv_shift());
            seg.sack_permitted = cfg.sack;
            seg.timestamps = Some((self.now, 0));
        }
        let f = self.emit(&seg, &[]);
        self.control.push_back(f);
        let now = self.now;
        let tcb = self.tcbs[conn as usize].as_mut().unwrap();
        tcb.snd_nxt = tcb.iss.wrapping_add(1);
        tcb.snd_max = tcb.snd_nxt;
        tcb.last_ack_sent = tcb.rcv_nxt;
        if tcb.t_rexmt == 0 {
            tcb.t_rexmt = tcb.rto;
        }
        if tcb.retries == 0 && !tcb.ts_ok {
            tcb.rtt_timing = Some((tcb.iss, now));
        }
    }

    /// The next frame for the wire: control frames first, then the connections in turn.
    pub fn poll_tx(&mut self) -> Option<Vec<u8>> {
        if let Some(f) = self.control.pop_front() {
            self.counters.frames_out += 1;
            return Some(f);
        }
        while let Some(conn) = self.ready.pop_front() {
            if let Some(f) = self.turn_traced(conn) {
                return Some(f);
            }
        }
        None
    }

    /// A connection's turn: [`Toe::turn`], recorded in [`Toe::tx_trace`] when that is on.
    fn turn_traced(&mut self, conn: u16) -> Option<Vec<u8>> {
        let on = self.tx_trace.as_ref().is_some_and(|t| t.len() < TRACE_LIMIT);
        if !on {
            return self.turn(conn);
        }
        let (before, timers_before, m) = (self.image(conn), self.timers(conn), self.mark());
        let rec_ends: Vec<u32> = self.tcb(conn).map_or(Vec::new(), |t| t.rec_ends.iter().copied().collect());
        // The plan's query and the ring's answer, as `output` computes them from this TCB (none
        // when an owed ACK goes first, without the plan).
        let query = self.tcb(conn).filter(|t| !t.owes_pure_ack()).and_then(|t| {
            let (p, _) = t.plan();
            (p.kind == PlanKind::Records).then(|| (p.start, p.limit, last_end_within(t.rec_ends.iter().copied(), p.start, p.limit)))
        });
        let frame = self.turn(conn);
        let ev = TxEvent {
            conn,
            now: self.now,
            before,
            timers_before,
            rec_ends,
            query,
            frame: frame.clone(),
            out: self.outcome(m, Some(conn)),
        };
        self.tx_trace.as_mut().unwrap().push(ev);
        frame
    }

    /// A connection's turn in the round-robin: out of the ring; a freed slot's turn ends
    /// there; otherwise its next segment, if any, and back into the ring after it.
    fn turn(&mut self, conn: u16) -> Option<Vec<u8>> {
        self.queued[conn as usize] = false;
        self.tcbs[conn as usize].as_ref()?;
        let f = self.output(conn)?;
        self.wake(conn);
        self.counters.frames_out += 1;
        Some(f)
    }

    /// One segment of `conn`, if it has anything to send: data (retransmitted or new), a FIN,
    /// or an ACK that is due. The rule is [`toe_send::send_plan`] and [`toe_send::send_cut`]'s
    /// (the hardware's `toe_send_plan` and `toe_send_cut`); the ring is the engine's.
    fn output(&mut self, conn: u16) -> Option<Vec<u8>> {
        let now = self.now;
        let cfg = self.cfg.clone();
        let tcb = self.tcbs[conn as usize].as_mut().unwrap();
        let view = tcb.send_view();
        if tcb.owes_pure_ack() {
            return Some(self.pure_ack(conn));
        }
        let (plan, by_sack) = tcb.plan();
        let found = (plan.kind == PlanKind::Records).then(|| last_end_within(tcb.rec_ends.iter().copied(), plan.start, plan.limit)).flatten();
        let d = send_cut(&view, &plan, found);
        if !by_sack {
            if let Some(tr) = self.trace.as_mut().filter(|tr| tr.len() < TRACE_LIMIT) {
                tr.push(Decided::Send(view, found));
            }
        }
        if view.synchronized {
            tcb.rexmt_first = false;
        }
        if d.persist_start {
            tcb.t_persist = Self::persist_time(&cfg, tcb);
        }
        match d.action {
            SendAction::Nothing => return None,
            SendAction::Ack => return Some(self.pure_ack(conn)),
            SendAction::Data | SendAction::Fin => {}
        }
        let off = d.seq.wrapping_sub(tcb.snd_una) as usize;
        let payload: Vec<u8> = tcb.buf.range(off..off + d.len as usize).copied().collect();
        let window = Self::window_field(&cfg, tcb, &mut self.trace);
        let fin = d.action == SendAction::Fin;
        let fl = flags::ACK | if fin { flags::FIN } else { 0 } | if d.len > 0 { flags::PSH } else { 0 };
        let tcb = self.tcbs[conn as usize].as_ref().unwrap();
        let mut seg = self.header(tcb, d.seq, fl, tcb.rcv_nxt);
        seg.window = window;
        let f = self.emit(&seg, &payload);
        let tcb = self.tcbs[conn as usize].as_mut().unwrap();
        tcb.last_ack_sent = tcb.rcv_nxt;
        tcb.ack_now = false;
        tcb.unacked_segments = 0;
        tcb.t_dack = 0;
        tcb.snd_nxt = d.snd_nxt;
        tcb.snd_max = d.snd_max;
        tcb.fin_sent = d.fin_sent;
        if d.retransmit {
            // Karn's rule: no RTT sample from a segment sent again.
            tcb.rtt_timing = None;
            self.counters.retransmitted_segments += 1;
            self.counters.retransmitted_bytes += d.resent as u64;
            if tcb.sack_ok {
                let end = d.seq.wrapping_add(d.len);
                if seq_lt(tcb.scoreboard.high_rxt, end) {
                    tcb.scoreboard.high_rxt = end;
                }
                self.counters.sack_retransmits += by_sack as u64;
            }
        } else if !tcb.ts_ok && tcb.rtt_timing.is_none() {
            tcb.rtt_timing = Some((d.seq, now));
        }
        if d.len > 0 {
            self.counters.data_segments_out += 1;
        }
        if tcb.t_rexmt == 0 {
            tcb.t_rexmt = tcb.rto;
        }
        tcb.t_persist = 0;
        Some(f)
    }

    fn persist_time(cfg: &ToeConfig, tcb: &Tcb) -> u32 {
        persist_time(tcb.rto, tcb.persist_shift, cfg.rto_min, cfg.rto_max)
    }

    fn pure_ack(&mut self, conn: u16) -> Vec<u8> {
        let cfg = self.cfg.clone();
        let tcb = self.tcbs[conn as usize].as_mut().unwrap();
        let window = Self::window_field(&cfg, tcb, &mut self.trace);
        tcb.last_ack_sent = tcb.rcv_nxt;
        tcb.ack_now = false;
        tcb.unacked_segments = 0;
        tcb.t_dack = 0;
        tcb.dup_owed = if tcb.reasm.is_empty() { 0 } else { tcb.dup_owed.saturating_sub(1) };
        let tcb = self.tcbs[conn as usize].as_ref().unwrap();
        let mut seg = self.header(tcb, tcb.acceptable_seq(), flags::ACK, tcb.rcv_nxt);
        seg.window = window;
        if tcb.sack_ok && !tcb.reasm.is_empty() {
            // RFC 2018 section 3: 40 option bytes hold 3 blocks beside the timestamps, else 4.
            seg.sack = tcb.reasm.sack_blocks(if tcb.ts_ok { SACK_BLOCKS_WITH_TS } else { SACK_BLOCKS_WITHOUT_TS });
            self.counters.sack_acks_out += 1;
        }
        self.emit(&seg, &[])
    }

    // ---------------------------------------------------------------- timers

    /// One tick: every connection's timers count down; those that expire act.
    pub fn tick(&mut self) {
        self.now = self.now.wrapping_add(1);
        for conn in 0..self.tcbs.len() as u16 {
            let Some(t) = self.tcbs[conn as usize].as_mut() else { continue };
            let mut fired = [false; 4];
            for (i, timer) in [&mut t.t_rexmt, &mut t.t_dack, &mut t.t_persist, &mut t.t_timewait].into_iter().enumerate() {
                if *timer > 0 {
                    *timer -= 1;
                    fired[i] = *timer == 0;
                }
            }
            if fired.iter().any(|&f| f) {
                self.expire_traced(conn, fired);
            }
        }
    }

    /// [`Toe::expire`], recorded in [`Toe::timer_trace`] when that is on.
    fn expire_traced(&mut self, conn: u16, fired: [bool; 4]) {
        let on = self.timer_trace.as_ref().is_some_and(|t| t.len() < TRACE_LIMIT);
        if !on {
            return self.expire(conn, fired);
        }
        let mut before = self.image(conn).unwrap();
        for (run, f) in before.timers_on.iter_mut().zip(fired) {
            *run |= f;
        }
        let (timers_mid, m) = (self.timers(conn), self.mark());
        self.expire(conn, fired);
        let ev = TimerEvent { conn, now: self.now, fired, before, timers_mid, out: self.outcome(m, Some(conn)) };
        self.timer_trace.as_mut().unwrap().push(ev);
    }

    /// A connection's expiries in one tick, in the order TIME-WAIT (the slot freed),
    /// retransmission, delayed ACK, persist.
    fn expire(&mut self, conn: u16, fired: [bool; 4]) {
        if fired[3] {
            self.free(conn);
            self.events.push_back(Event::Closed { conn });
            return;
        }
        if fired[0] {
            self.rto_expired(conn);
        }
        if fired[1] {
            if let Some(t) = self.tcbs[conn as usize].as_mut() {
                t.ack_now = true;
                self.wake(conn);
            }
        }
        if fired[2] && self.tcbs[conn as usize].is_some() {
            self.persist_expired(conn);
        }
    }

    fn rto_expired(&mut self, conn: u16) {
        let cfg = self.cfg.clone();
        let t = self.tcbs[conn as usize].as_mut().unwrap();
        let view = RtoView {
            synchronized: t.state.synchronized(),
            snd_una: t.snd_una,
            snd_max: t.snd_max,
            snd_mss: t.snd_mss,
            retries: t.retries,
            rto: t.rto,
            retries_max: cfg.retries,
            syn_retries_max: cfg.syn_retries,
            rto_max: cfg.rto_max,
        };
        let d = rto_decide(&view);
        if let Some(tr) = self.trace.as_mut().filter(|tr| tr.len() < TRACE_LIMIT) {
            tr.push(Decided::Rto(view));
        }
        t.retries = d.retries;
        match d.action {
            RtoAction::Nothing => return,
            RtoAction::Abort => return self.abort_with(conn, true),
            RtoAction::Resend => {}
        }
        self.counters.rto_expiries += 1;
        t.rto = d.rto;
        t.t_rexmt = d.rto;
        t.ssthresh = d.ssthresh;
        t.cwnd = d.cwnd;
        t.abc_bytes = 0;
        t.dupacks = 0;
        t.in_recovery = false;
        t.recover = d.recover;
        t.rtt_timing = None;
        t.snd_nxt = d.snd_nxt;
        t.scoreboard = Scoreboard::cleared(t.snd_una);
        if t.state.synchronized() {
            self.wake(conn);
        } else {
            self.counters.retransmitted_segments += 1;
            self.transmit_syn(conn);
        }
    }

    fn persist_expired(&mut self, conn: u16) {
        let cfg = self.cfg.clone();
        let t = self.tcbs[conn as usize].as_mut().unwrap();
        let view = PersistView {
            snd_wnd: t.snd_wnd,
            snd_max: t.snd_max,
            data_end: t.snd_una.wrapping_add(t.buf.len() as u32),
            persist_shift: t.persist_shift,
            rto: t.rto,
            rto_min: cfg.rto_min,
            rto_max: cfg.rto_max,
        };
        let probe = persist_decide(&view);
        if let Some(tr) = self.trace.as_mut().filter(|tr| tr.len() < TRACE_LIMIT) {
            tr.push(Decided::Persist(view));
        }
        let Some((shift, ticks)) = probe else { return };
        t.persist_shift = shift;
        t.t_persist = ticks;
        let window = Self::window_field(&cfg, t, &mut self.trace);
        t.last_ack_sent = t.rcv_nxt;
        let t = self.tcbs[conn as usize].as_ref().unwrap();
        let mut seg = self.header(t, t.snd_una.wrapping_sub(1), flags::ACK, t.rcv_nxt);
        seg.window = window;
        self.push_control(seg);
        self.counters.zero_window_probes += 1;
    }

    // ---------------------------------------------------------------- receive

    /// One frame from the wire.
    pub fn frame_in(&mut self, f: &[u8]) {
        self.counters.frames_in += 1;
        // The steering rule comes before the option list is read (the hardware decides it
        // from the headers, before toe_rx_parse): a good segment for another address or for
        // a port the engine does not own goes to the host as it is.
        if classify(f) == RxVerdict::Segment && !self.steered_here(f) {
            return self.slow_path(f);
        }
        let seg = match parse(f) {
            Ok(s) => s,
            Err(RxDrop::Verdict(RxVerdict::SlowPath)) => return self.slow_path(f),
            Err(RxDrop::Verdict(v)) => return self.counters.drop(&format!("{v:?}")),
            Err(RxDrop::BadOption) => return self.counters.drop("BadOption"),
        };
        self.counters.segments_in += 1;
        let tuple = Tuple { remote_ip: seg.src_ip, remote_port: seg.src_port, local_port: seg.dst_port };
        match self.table.lookup(&tuple) {
            Answer::Slot(conn) => self.segment_traced(conn, seg),
            _ if self.listening.contains(&seg.dst_port) => self.listen_segment(tuple, seg),
            _ => {
                self.counters.drop("NoConnection");
                self.reset_for(&seg)
            }
        }
    }

    /// A local port whose segments the engine takes: a listening one or one of the range
    /// reserved for active opens.
    fn owns(&self, port: u16) -> bool {
        self.listening.contains(&port) || (self.cfg.owned_ports.0..=self.cfg.owned_ports.1).contains(&port)
    }

    /// Whether a good segment (IPv4 without options, so the TCP header at a fixed place) is
    /// for this address and a port the engine owns.
    fn steered_here(&self, f: &[u8]) -> bool {
        let ip = &f[ethernet::HEADER_LEN..];
        let dst: [u8; 4] = ip[ipv4::field::DST].try_into().unwrap();
        let at = ipv4::MIN_HEADER_LEN + tcp::field::DST_PORT.start;
        let port = u16::from_be_bytes([ip[at], ip[at + 1]]);
        dst == self.cfg.ip && self.owns(port)
    }

    fn slow_path(&mut self, f: &[u8]) {
        self.counters.slow_path += 1;
        self.events.push_back(Event::SlowPath(f.to_vec()));
    }

    /// The reply to a segment for no connection (RFC 9293 section 3.10.7.1).
    fn reset_for(&mut self, seg: &RxSegment) {
        if seg.flags & flags::RST != 0 {
            return;
        }
        let len = Self::seg_len(seg);
        let mut r = Self::reply_to(seg);
        if seg.flags & flags::ACK != 0 {
            r.seq = seg.ack;
            r.flags = flags::RST;
        } else {
            r.ack = seg.seq.wrapping_add(len);
            r.flags = flags::RST | flags::ACK;
        }
        self.push_control(r);
    }

    /// A segment back to the sender of `seg` (addresses and ports swapped), without a TCB.
    fn reply_to(seg: &RxSegment) -> TxSegment {
        TxSegment { dst_mac: seg.src_mac, dst_ip: seg.src_ip, src_port: seg.dst_port, dst_port: seg.src_port, ..Default::default() }
    }

    /// RFC 9293 section 3.10.7.2: a segment to a listening port without a connection.
    fn listen_segment(&mut self, tuple: Tuple, seg: RxSegment) {
        let m = self.mark();
        let bare = (RxSegment { payload: Vec::new(), ..seg.clone() }, seg.payload.len() as u32);
        let mac = seg.src_mac;
        let (asked, slot) = self.listen_open(tuple, seg);
        self.record_open(m, tuple, mac, Some(bare), asked, slot);
    }

    /// A listening port's segment: whether the table was asked for a slot, and its answer.
    fn listen_open(&mut self, tuple: Tuple, seg: RxSegment) -> (bool, Option<u16>) {
        let (ocfg, og) = (self.open_cfg(), OpenSeg::of(&seg));
        let d = open_decide(&ocfg, &OpenAt::Listen, &og);
        self.record(Decided::Open(ocfg, OpenAt::Listen, og));
        // The handshake's ACK carrying one of our cookies (a quota once used up).
        let cookie = (d.action == OpenAction::ResetFor && self.cfg.syn_cookies && seg.flags & (flags::SYN | flags::RST) == 0)
            .then(|| cookies::check(&self.cfg.cookie_key, &tuple, seg.seq.wrapping_sub(1), self.now, seg.ack.wrapping_sub(1)))
            .flatten();
        if let Some(idx) = cookie {
            return self.cookie_open(tuple, seg, idx);
        }
        if let Some(c) = d.cause {
            self.counters.drop(c.name());
        }
        match d.action {
            OpenAction::ResetFor => {
                self.reset_for(&seg);
                return (false, None);
            }
            OpenAction::Open => {}
            _ => return (false, None),
        }
        if self.half_open() >= self.cfg.half_open_max {
            if self.cfg.syn_cookies {
                self.cookie_syn_ack(&tuple, &seg);
            } else {
                self.counters.drop("HalfOpenFull");
            }
            return (false, None);
        }
        let conn = match self.table.insert(&tuple) {
            Answer::Slot(s) => s,
            _ => {
                self.counters.drop("TableFull");
                return (true, None);
            }
        };
        let iss = self.isn(&tuple);
        let mut t = self.new_tcb(State::SynReceived, tuple, seg.src_mac, iss);
        t.take_syn(&d.params.unwrap());
        self.tcbs[conn as usize] = Some(t);
        self.transmit_syn(conn);
        (true, Some(conn))
    }

    /// Passive connections in SYN-RECEIVED (the half-open quota's count).
    fn half_open(&self) -> u32 {
        self.tcbs.iter().flatten().filter(|t| t.state == State::SynReceived && t.passive).count() as u32
    }

    /// A SYN past the half-open quota: a SYN-ACK whose ISS is the cookie, no TCB
    /// ([`crate::toe_cookie`]). Window scaling and SACK are offered only with timestamps (the
    /// echoed TSval brings the peer's back).
    fn cookie_syn_ack(&mut self, tuple: &Tuple, seg: &RxSegment) {
        let idx = cookies::mss_index(seg.options.mss.unwrap_or(DEFAULT_MSS).min(self.cfg.mss));
        let iss = cookies::cookie(&self.cfg.cookie_key, tuple, seg.seq, cookies::counter(self.now), idx);
        let o = seg.options;
        let ts = o.timestamps.map(|(val, _)| (cookies::ts_encode(self.now, o.window_scale, o.sack_permitted && self.cfg.sack), val));
        let r = TxSegment {
            seq: iss,
            ack: seg.seq.wrapping_add(1),
            flags: flags::SYN | flags::ACK,
            window: self.cfg.rcv_buf.min(MAX_WINDOW_FIELD) as u16,
            mss: Some(self.cfg.mss),
            window_scale: (ts.is_some() && o.window_scale.is_some()).then(|| self.cfg.rcv_shift()),
            sack_permitted: ts.is_some() && o.sack_permitted && self.cfg.sack,
            timestamps: ts,
            ..Self::reply_to(seg)
        };
        self.counters.syn_cookies_sent += 1;
        self.push_control(r);
    }

    /// The handshake's ACK returned a valid cookie: the connection opens ESTABLISHED with what
    /// the cookie and the echoed TSval carry, then the segment is processed as its first.
    fn cookie_open(&mut self, tuple: Tuple, seg: RxSegment, mss_idx: u32) -> (bool, Option<u16>) {
        let conn = match self.table.insert(&tuple) {
            Answer::Slot(s) => s,
            _ => {
                self.counters.drop("TableFull");
                return (true, None);
            }
        };
        let (iss, irs) = (seg.ack.wrapping_sub(1), seg.seq.wrapping_sub(1));
        let ts = seg.options.timestamps;
        let (shift, sack) = ts.map_or((None, false), |(_, ecr)| cookies::ts_decode(ecr));
        // The SYN as the cookie remembers it, through the ordinary negotiation.
        let syn = OpenSeg { seq: irs, ack: 0, flags: flags::SYN, window: 0, mss: Some(MSS_TABLE[mss_idx as usize]), ws: shift, sack_permitted: sack, tsval: ts.map(|(v, _)| v) };
        let p = crate::toe_open::syn_params(&self.open_cfg(), &syn);
        let mut t = self.new_tcb(State::SynReceived, tuple, seg.src_mac, iss);
        t.take_syn(&p);
        t.state = State::Established;
        t.snd_una = seg.ack;
        t.snd_nxt = seg.ack;
        t.snd_max = seg.ack;
        t.snd_wnd = (seg.window as u32) << t.snd_shift;
        t.max_snd_wnd = t.snd_wnd;
        t.snd_wl1 = seg.seq;
        t.snd_wl2 = seg.ack;
        t.rcv_adv = t.rcv_nxt.wrapping_add(self.cfg.rcv_buf.min(MAX_WINDOW_FIELD));
        self.tcbs[conn as usize] = Some(t);
        self.counters.syn_cookies_ok += 1;
        self.events.push_back(Event::Established { conn, tuple });
        self.wake(conn);
        self.segment(conn, seg);
        (true, Some(conn))
    }

    fn record(&mut self, d: Decided) {
        if let Some(tr) = self.trace.as_mut().filter(|tr| tr.len() < TRACE_LIMIT) {
            tr.push(d);
        }
    }

    /// Our side of a SYN's negotiation ([`open_decide`]).
    fn open_cfg(&self) -> OpenCfg {
        OpenCfg { mss: self.cfg.mss, rcv_shift: self.cfg.rcv_shift(), sack: self.cfg.sack }
    }

    /// The bytes a segment occupies in sequence space.
    fn seg_len(seg: &RxSegment) -> u32 {
        seg.payload.len() as u32 + (seg.flags & flags::SYN != 0) as u32 + (seg.flags & flags::FIN != 0) as u32
    }

    fn send_ack_now(&mut self, conn: u16) {
        if let Some(t) = self.tcbs[conn as usize].as_mut() {
            t.ack_now = true;
            self.wake(conn);
        }
    }

    /// A challenge ACK (RFC 5961 sections 3-5), throttled per connection (section 7): a new
    /// window starts when `challenge_window` ticks have passed since the last one began.
    fn challenge_ack(&mut self, conn: u16) {
        let (now, limit, window) = (self.now, self.cfg.challenge_limit, self.cfg.challenge_window);
        let Some(t) = self.tcbs[conn as usize].as_mut() else { return };
        if now.wrapping_sub(t.chal_start) >= window {
            t.chal_start = now;
            t.chal_count = 0;
        }
        if t.chal_count < limit {
            t.chal_count += 1;
            self.counters.challenge_acks += 1;
            self.send_ack_now(conn);
        } else {
            self.counters.challenge_limited += 1;
        }
    }

    /// [`Toe::segment`], recorded in [`Toe::seg_trace`] when that is on.
    fn segment_traced(&mut self, conn: u16, seg: RxSegment) {
        let on = self.seg_trace.as_ref().is_some_and(|t| t.len() < TRACE_LIMIT);
        if !on {
            return self.segment(conn, seg);
        }
        let (before, timers_before, m) = (self.image(conn).unwrap(), self.timers(conn), self.mark());
        let len = seg.payload.len() as u32;
        let bare = RxSegment { payload: Vec::new(), ..seg.clone() };
        self.segment(conn, seg);
        let ev = SegEvent { conn, now: self.now, before, timers_before, seg: bare, len, out: self.outcome(m, Some(conn)) };
        self.seg_trace.as_mut().unwrap().push(ev);
    }

    /// Connection `conn`'s timers: ticks left (0 = off), [`TcbImage::timers_on`]'s order.
    pub fn timers(&self, conn: u16) -> [u32; 4] {
        self.tcb(conn).map_or([0; 4], |t| [t.t_rexmt, t.t_dack, t.t_persist, t.t_timewait])
    }

    /// RFC 9293 section 3.10.7.3 (SYN-SENT) and 3.10.7.4 (the others): the decision before
    /// and around the ACK field is [`toe_seq::rx_decide`]'s (the hardware's `toe_rx_seq`).
    fn segment(&mut self, conn: u16, seg: RxSegment) {
        let state = self.tcbs[conn as usize].as_ref().unwrap().state;
        if state == State::SynSent {
            return self.syn_sent(conn, seg);
        }
        let cfg = self.cfg.clone();
        let t = self.tcbs[conn as usize].as_mut().unwrap();
        let (view, sv) = (t.rx_view(), SegView::of(&seg));
        let d = rx_decide(&view, &sv);
        if let Some(tr) = self.trace.as_mut().filter(|tr| tr.len() < TRACE_LIMIT) {
            tr.push(Decided::Rx(view, sv));
        }
        if let Some(c) = d.cause {
            self.counters.drop(c.name());
        }
        match d.action {
            RxAction::SynRexmt => return self.transmit_syn(conn),
            RxAction::Drop => {
                if d.ack_now {
                    self.send_ack_now(conn);
                }
                return;
            }
            RxAction::Challenge => return self.challenge_ack(conn),
            RxAction::Reset => {
                self.free(conn);
                match d.signal {
                    ResetSignal::Closed => self.events.push_back(Event::Closed { conn }),
                    ResetSignal::Reset => self.events.push_back(Event::Reset { conn }),
                    ResetSignal::Quiet => {}
                }
                return;
            }
            RxAction::Proceed => {}
        }
        if let Some(val) = d.ts_recent {
            t.ts_recent = val;
        }
        if state == State::SynReceived {
            if !(seq_lt(t.snd_una, seg.ack) && seq_le(seg.ack, t.snd_max)) {
                self.counters.drop("BadAck");
                return self.reset_for(&seg);
            }
            t.state = State::Established;
            t.snd_una = seg.ack;
            t.snd_nxt = seg.ack;
            t.retries = 0;
            t.t_rexmt = 0;
            t.snd_wnd = (seg.window as u32) << t.snd_shift;
            t.max_snd_wnd = t.snd_wnd;
            t.snd_wl1 = seg.seq;
            t.snd_wl2 = seg.ack;
            if let (Some((_, ecr)), true) = (seg.options.timestamps, t.ts_ok) {
                Self::rtt_sample(&cfg, t, self.now.wrapping_sub(ecr), &mut self.trace);
            } else if let Some((s, at)) = t.rtt_timing.take() {
                if seq_lt(s, seg.ack) {
                    Self::rtt_sample(&cfg, t, self.now.wrapping_sub(at), &mut self.trace);
                }
            }
            let tuple = t.tuple;
            if t.fin_queued {
                t.state = State::FinWait1;
            }
            self.events.push_back(Event::Established { conn, tuple });
            self.wake(conn);
        }
        if self.ack_field(conn, &seg) {
            return;
        }
        // Seventh and eighth: the text and the FIN as decided.
        let t = self.tcbs[conn as usize].as_mut().unwrap();
        let mut replayed_to = None;
        match d.text {
            RxText::None => {}
            RxText::OutOfOrder => {
                self.counters.out_of_order += 1;
                if cfg.ooo_blocks > 0 {
                    Self::keep_out_of_order(&cfg, t, &seg, &mut self.counters);
                    t.dup_owed = (t.dup_owed + 1).min(crate::toe_ack::DUPACK_COUNT_MAX);
                }
            }
            RxText::Duplicate => self.counters.drop("Duplicate"),
            RxText::Deliver { take, .. } => {
                if take > 0 {
                    let seq = t.rcv_nxt;
                    let data = gate(&seg.payload, &d.text).to_vec();
                    self.events.push_back(Event::Deliver { conn, seq, data });
                }
                t.rcv_unread += take;
                self.counters.bytes_delivered += take as u64;
                if take > 0 && !t.reasm.is_empty() {
                    // RFC 5681 section 4.2: a segment that fills (part of) a hole is
                    // acknowledged at once; a block it reached goes to the ULP after it.
                    t.ack_now = true;
                    let nxt = t.rcv_nxt.wrapping_add(take);
                    let (r, replay) = if d.fin { (Reasm::default(), None) } else { t.reasm.advance(nxt) };
                    t.reasm = r;
                    if let Some(p) = replay {
                        let len = p.end.wrapping_sub(p.start);
                        let data: Vec<u8> = (0..len).map(|i| t.area[area_index(&t.area, p.start.wrapping_add(i))]).collect();
                        self.events.push_back(Event::Deliver { conn, seq: p.start, data });
                        t.rcv_unread += len;
                        self.counters.bytes_delivered += len as u64;
                        self.counters.ooo_replayed_bytes += len as u64;
                        replayed_to = Some(p.end);
                    }
                }
            }
        }
        t.rcv_nxt = replayed_to.unwrap_or(d.rcv_nxt);
        if d.fin {
            t.reasm = Reasm::default();
        }
        if t.reasm.is_empty() {
            t.dup_owed = 0;
        }
        t.unacked_segments = d.unacked;
        if d.dack_start && t.t_dack == 0 {
            t.t_dack = cfg.dack;
        }
        if d.fin {
            let (next, told) = fin_next(t.state);
            if t.state == State::TimeWait || next == State::TimeWait {
                t.t_timewait = cfg.time_wait;
            }
            if next == State::TimeWait && t.state != State::TimeWait {
                t.t_rexmt = 0;
            }
            t.state = next;
            if told {
                self.events.push_back(Event::PeerClosed { conn });
            }
        } else if d.fin_late && t.state == State::TimeWait {
            t.t_timewait = cfg.time_wait;
            t.ack_now = true;
        }
        if d.ack_now || (d.fin_late && t.state == State::TimeWait) {
            t.ack_now = true;
        }
        if d.ack_now || d.fin || (d.fin_late && t.state == State::TimeWait) {
            self.wake(conn);
        }
    }

    /// An out-of-order segment into the store ([`crate::toe_reasm`]) and its bytes into the
    /// area; the ACK is due at once already ([`rx_decide`]).
    fn keep_out_of_order(cfg: &ToeConfig, t: &mut Tcb, seg: &RxSegment, counters: &mut Counters) {
        let end = space_end(t.rcv_nxt, t.rcv_adv, cfg.rcv_buf, t.rcv_unread);
        let (r, what) = t.reasm.store(cfg.ooo_blocks, end, seg.seq, seg.payload.len() as u32);
        t.reasm = r;
        match what {
            Store::Kept(b) => {
                if t.area.is_empty() {
                    t.area = vec![0; area_bytes(cfg.rcv_buf) as usize];
                }
                let len = b.end.wrapping_sub(b.start);
                for (i, &x) in seg.payload[..len as usize].iter().enumerate() {
                    let at = area_index(&t.area, b.start.wrapping_add(i as u32));
                    t.area[at] = x;
                }
                counters.ooo_kept += 1;
            }
            other => counters.drop(other.cause().unwrap()),
        }
    }

    /// RFC 9293 section 3.10.7.4, fifth (ESTABLISHED and after): returns true when the
    /// segment is finished with (dropped or the connection gone). The rule is
    /// [`toe_ack::ack_decide`]'s (the hardware's `toe_ack`); the buffers are the engine's.
    fn ack_field(&mut self, conn: u16, seg: &RxSegment) -> bool {
        let cfg = self.cfg.clone();
        let now = self.now;
        let t = self.tcbs[conn as usize].as_mut().unwrap();
        let (view, mut ag) = (t.ack_view(now, &cfg), AckSeg::of(seg));
        // The scoreboard takes the SACK blocks first (at the SND.UNA the ACK leaves).
        let una = if seq_lt(t.snd_una, seg.ack) && seq_le(seg.ack, t.snd_max) { seg.ack } else { t.snd_una };
        let (board, sack_new) = t.scoreboard.update(una, t.snd_max, seg.options.sack_blocks());
        if view.sack {
            ag.sack_new = sack_new;
            ag.lost_first = seq_lt(una, board.lost_edge(una, t.snd_mss));
        }
        let d = ack_decide(&view, &ag);
        if let Some(tr) = self.trace.as_mut().filter(|tr| tr.len() < TRACE_LIMIT) {
            tr.push(Decided::Ack(view, ag));
        }
        if d.unsent {
            // It acknowledges something not yet sent: ACK, drop.
            self.counters.drop("AckOfUnsent");
            self.send_ack_now(conn);
            return true;
        }
        if d.too_old {
            self.counters.drop("AckTooOld");
            self.challenge_ack(conn);
            return true;
        }
        t.set_ack_view(&d.next);
        if view.sack {
            t.scoreboard = board;
            if d.fast_retransmit {
                t.scoreboard.high_rxt = t.snd_una;
            }
        }
        if d.persist_stop {
            t.persist_shift = 0;
            t.t_persist = 0;
        }
        if d.advanced {
            t.buf.drain(..d.data_acked as usize);
            let una = t.snd_una;
            while t.rec_ends.front().is_some_and(|&e| seq_le(e, una)) {
                t.rec_ends.pop_front();
            }
            t.retries = 0;
            self.counters.bytes_acked += d.data_acked as u64;
        }
        if d.rexmt_first {
            Self::retransmit_first(t);
        }
        match d.rexmt_timer {
            RexmtTimer::Keep => {}
            RexmtTimer::Stop => t.t_rexmt = 0,
            RexmtTimer::Arm(ticks) => t.t_rexmt = ticks,
        }
        if d.dup_ack {
            self.counters.dup_acks_in += 1;
        }
        if d.fast_retransmit {
            self.counters.fast_retransmits += 1;
        }
        let bytes = t.acked_bytes;
        if d.data_acked > 0 {
            self.events.push_back(Event::Acked { conn, bytes });
        }
        if d.wake {
            self.wake(conn);
        }
        let t = self.tcbs[conn as usize].as_mut().unwrap();
        match d.fin_acked {
            FinAcked::No | FinAcked::Other => {}
            FinAcked::FinWait2 => t.state = State::FinWait2,
            FinAcked::TimeWait => {
                t.state = State::TimeWait;
                t.t_timewait = cfg.time_wait;
            }
            FinAcked::Closed => {
                self.free(conn);
                self.events.push_back(Event::Closed { conn });
                return true;
            }
        }
        false
    }

    /// Sends the first unacknowledged segment again (fast retransmit, partial ACK).
    fn retransmit_first(t: &mut Tcb) {
        t.rexmt_first = true;
    }

    /// A handshake's RTT sample (the hardware's `toe_rtt`; an ACK's samples are
    /// [`ack_decide`]'s).
    fn rtt_sample(cfg: &ToeConfig, t: &mut Tcb, r: u32, trace: &mut Option<Vec<Decided>>) {
        let mut rtt = t.rtt();
        if let Some(tr) = trace.as_mut().filter(|tr| tr.len() < TRACE_LIMIT) {
            tr.push(Decided::Rtt(rtt, r, cfg.rto_min, cfg.rto_max));
        }
        rtt.sample(r, cfg.rto_min, cfg.rto_max);
        t.set_rtt(rtt);
    }

    /// SYN-SENT (RFC 9293 section 3.10.7.3).
    fn syn_sent(&mut self, conn: u16, seg: RxSegment) {
        let cfg = self.cfg.clone();
        let ocfg = self.open_cfg();
        let t = self.tcbs[conn as usize].as_mut().unwrap();
        let (at, og) = (OpenAt::SynSent { iss: t.iss, snd_max: t.snd_max }, OpenSeg::of(&seg));
        let d = open_decide(&ocfg, &at, &og);
        if let Some(tr) = self.trace.as_mut().filter(|tr| tr.len() < TRACE_LIMIT) {
            tr.push(Decided::Open(ocfg, at, og));
        }
        if let Some(c) = d.cause {
            self.counters.drop(c.name());
        }
        match d.action {
            OpenAction::ResetFor => return self.reset_for(&seg),
            OpenAction::Reset => {
                self.free(conn);
                self.events.push_back(Event::Reset { conn });
                return;
            }
            OpenAction::Drop | OpenAction::Open => return,
            OpenAction::Established | OpenAction::Simultaneous => {}
        }
        t.take_syn(&d.params.unwrap());
        let ack_ok = d.action == OpenAction::Established;
        if ack_ok {
            t.snd_una = seg.ack;
            t.snd_nxt = seg.ack;
            t.state = State::Established;
            t.retries = 0;
            t.t_rexmt = 0;
            if let Some((s, at)) = t.rtt_timing.take() {
                if seq_lt(s, seg.ack) {
                    Self::rtt_sample(&cfg, t, self.now.wrapping_sub(at), &mut self.trace);
                }
            }
            if let (Some((_, ecr)), true) = (seg.options.timestamps, t.ts_ok) {
                Self::rtt_sample(&cfg, t, self.now.wrapping_sub(ecr), &mut self.trace);
            }
            t.ack_now = true;
            let tuple = t.tuple;
            self.events.push_back(Event::Established { conn, tuple });
            self.wake(conn);
        } else {
            // Simultaneous open: SYN-RECEIVED, our SYN again with an ACK.
            t.state = State::SynReceived;
            self.transmit_syn(conn);
        }
    }
}

/// A sequence number's byte in a reassembly area (a power of two long).
fn area_index(area: &[u8], seq: u32) -> usize {
    (seq & (area.len() as u32 - 1)) as usize
}

impl Tcb {
    fn rtt(&self) -> Rtt {
        Rtt { seen: self.rtt_seen, srtt8: self.srtt8, rttvar4: self.rttvar4, rto: self.rto }
    }

    fn set_rtt(&mut self, r: Rtt) {
        self.rtt_seen = r.seen;
        self.srtt8 = r.srtt8;
        self.rttvar4 = r.rttvar4;
        self.rto = r.rto;
    }

    /// The send half, as the transmit rule reads it.
    pub fn send_view(&self) -> SendView {
        SendView {
            synchronized: self.state.synchronized(),
            snd_una: self.snd_una,
            snd_nxt: self.snd_nxt,
            snd_max: self.snd_max,
            data_end: self.snd_una.wrapping_add(self.buf.len() as u32),
            snd_wnd: self.snd_wnd,
            cwnd: self.cwnd,
            snd_mss: self.snd_mss,
            fin_queued: self.fin_queued,
            fin_sent: self.fin_sent,
            rexmt_first: self.rexmt_first,
            ack_now: self.ack_now,
            persist_on: self.t_persist != 0,
        }
    }

    /// The send half, as [`ack_decide`] reads it.
    pub fn ack_view(&self, now: u32, cfg: &ToeConfig) -> AckView {
        // The FIN is in flight: sent and SND.UNA not yet past it (it ends at SND.MAX).
        let fin_sent = self.fin_sent && self.snd_una != self.snd_max;
        AckView {
            state: self.state,
            snd_una: self.snd_una,
            snd_nxt: self.snd_nxt,
            snd_max: self.snd_max,
            snd_wnd: self.snd_wnd,
            max_snd_wnd: self.max_snd_wnd,
            snd_wl1: self.snd_wl1,
            snd_wl2: self.snd_wl2,
            snd_shift: self.snd_shift,
            snd_mss: self.snd_mss,
            fin_sent,
            buf_len: self.buf.len() as u32,
            ts_ok: self.ts_ok,
            rtt_timing: self.rtt_timing,
            rtt: self.rtt(),
            in_recovery: self.in_recovery,
            recover: self.recover,
            cwnd: self.cwnd,
            ssthresh: self.ssthresh,
            abc_bytes: self.abc_bytes,
            dupacks: self.dupacks,
            acked_bytes: self.acked_bytes,
            sack: self.sack_ok,
            now,
            rto_min: cfg.rto_min,
            rto_max: cfg.rto_max,
        }
    }

    /// `output`'s first rule: with data held out of order, an ACK due (or a duplicate owed)
    /// goes alone, before any data, without the plan: a duplicate ACK carries no data (RFC
    /// 5681 sections 2 and 4.2), and the SACK blocks it carries would shorten a data
    /// segment's MSS.
    fn owes_pure_ack(&self) -> bool {
        self.send_view().synchronized && (self.ack_now || self.dup_owed > 0) && !self.reasm.is_empty()
    }

    /// A transmit turn's plan: RFC 6675's ([`sack_plan`], `true`) on a connection that agreed
    /// SACK when it decides, else the ordinary rule's ([`send_plan`]).
    fn plan(&self) -> (SendPlan, bool) {
        let view = self.send_view();
        match if self.sack_ok { sack_plan(&view, &self.scoreboard, self.in_recovery) } else { None } {
            Some(p) => (p, true),
            None => (send_plan(&view), false),
        }
    }

    /// Takes the send half back from [`ack_decide`] (the buffers follow `buf_len` apart).
    fn set_ack_view(&mut self, v: &AckView) {
        self.snd_una = v.snd_una;
        self.snd_nxt = v.snd_nxt;
        self.snd_wnd = v.snd_wnd;
        self.max_snd_wnd = v.max_snd_wnd;
        self.snd_wl1 = v.snd_wl1;
        self.snd_wl2 = v.snd_wl2;
        self.rtt_timing = v.rtt_timing;
        self.set_rtt(v.rtt);
        self.in_recovery = v.in_recovery;
        self.recover = v.recover;
        self.cwnd = v.cwnd;
        self.ssthresh = v.ssthresh;
        self.abc_bytes = v.abc_bytes;
        self.dupacks = v.dupacks;
        self.acked_bytes = v.acked_bytes;
    }

    /// Takes a SYN's negotiated parameters ([`crate::toe_open::syn_params`]).
    fn take_syn(&mut self, p: &SynParams) {
        self.irs = p.irs;
        self.rcv_nxt = p.rcv_nxt;
        self.rcv_adv = p.rcv_nxt;
        self.last_ack_sent = p.rcv_nxt;
        self.snd_shift = p.snd_shift;
        self.rcv_shift = p.rcv_shift;
        self.ts_ok = p.ts_ok;
        if p.ts_ok {
            self.ts_recent = p.ts_recent;
        }
        self.sack_ok = p.sack_ok;
        self.snd_mss = p.snd_mss;
        self.cwnd = p.cwnd;
        self.snd_wnd = p.snd_wnd;
        self.max_snd_wnd = p.snd_wnd;
        self.snd_wl1 = p.snd_wl1;
        self.snd_wl2 = p.snd_wl2;
    }

    /// The receive half, as [`rx_decide`] reads it.
    pub fn rx_view(&self) -> RxView {
        RxView {
            state: self.state,
            irs: self.irs,
            rcv_nxt: self.rcv_nxt,
            rcv_adv: self.rcv_adv,
            ts_ok: self.ts_ok,
            ts_recent: self.ts_recent,
            last_ack_sent: self.last_ack_sent,
            snd_mss: self.snd_mss,
            passive: self.passive,
            unacked: self.unacked_segments,
        }
    }

    /// The sequence number of a segment without data: the highest sent, or the right edge of
    /// the peer's window when that is further left (the peer shrank its window or dropped
    /// data beyond it), so the peer accepts it (RFC 9293 section 3.10.7.4's acceptability
    /// test) and reads its ACK field; Linux's `tcp_acceptable_seq` makes the same choice.
    fn acceptable_seq(&self) -> u32 {
        ack_seq(self.snd_una, self.snd_wnd, self.snd_max)
    }

    /// The fields [`header_fields`] reads.
    fn hdr_view(&self) -> HdrView {
        HdrView {
            rcv_nxt: self.rcv_nxt,
            rcv_adv: self.rcv_adv,
            rcv_unread: self.rcv_unread,
            rcv_shift: self.rcv_shift,
            snd_una: self.snd_una,
            snd_wnd: self.snd_wnd,
            snd_max: self.snd_max,
        }
    }

    fn ws_agreed(&self) -> bool {
        self.rcv_shift != 0 || self.snd_shift != 0
    }
}
