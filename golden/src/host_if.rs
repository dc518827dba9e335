//! The RNIC's host interface (issue 16): the binary layout of every entry the host driver and
//! the `rnic` exchange through host memory, and the doorbell registers.
//!
//! No RFC defines these: they are this project's hardware choice, made the way RNICs and
//! their verbs drivers do it (rings of fixed-size entries in host memory, a doorbell write
//! per batch, completions written by DMA with an owner bit the driver polls). The layouts are
//! documented in ARCHITECTURE.md ("rnic: host interface"); the model's typed layouts
//! (`iwarp_model::rnic::host_if`) are checked bit for bit against these codecs.
//!
//! Conventions: every entry is little-endian (byte 0 of a field is its least significant), a
//! 64-bit host word is read by one DMA word (lane 0 = byte 0), fields never straddle their
//! natural alignment, and reserved bytes are zero: a decoder refuses an entry whose reserved
//! bytes are not ([`HostIfError::Reserved`]), so the hardware can give them a meaning later
//! without an old driver's garbage being taken for it.
//!
//! - Send queue (one ring per QP): [`SqWqe`], 64 bytes: RDMA Write, RDMA Read, Send, Send
//!   with Invalidate (RFC 5040 sections 4.2-4.6), signalled or not, solicited event, read
//!   fence.
//! - Receive queue (one ring per QP): [`RqWqe`], 32 bytes: one buffer (STag, TO, length).
//! - Completion queue: [`Cqe`], 32 bytes, written by the RNIC with the owner bit of the
//!   ring's current lap in its last byte ([`Cqe::owner`]: 1 on the ring's first lap, which
//!   the driver zeroes before use, 0 on the second, and so on): the driver polls the entry
//!   at its head until the owner bit equals its lap's, then reads the rest (the RNIC writes
//!   the whole entry in one DMA write).
//! - Command queue: [`Cmd`], 64 bytes: memory registration, fast-register, invalidate and
//!   deregister (the MR table, `tlb`), QP create, modify and destroy; each answered by a
//!   [`CmdCqe`] (32 bytes, owner bit as a CQE's) on the command completion ring.
//! - Doorbells ([`doorbell`]): 32-bit registers the driver writes with a ring's new producer
//!   index (a send or receive queue, the command queue) or a consumer index (a completion
//!   queue); the RNIC reads entries by DMA up to the producer index.

/// Entry sizes in bytes.
pub const SQ_WQE_BYTES: usize = 64;
pub const RQ_WQE_BYTES: usize = 32;
pub const CQE_BYTES: usize = 32;
pub const CMD_BYTES: usize = 64;
pub const CMD_CQE_BYTES: usize = 32;

/// A decoder's refusal, naming the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostIfError {
    /// The field and the value it does not know.
    Unknown(&'static str, u64),
    /// The field whose reserved bits are set.
    Reserved(&'static str),
    /// The entry's length and the one expected.
    Size(usize, usize),
}

impl std::fmt::Display for HostIfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HostIfError::Unknown(field, v) => write!(f, "{field}: unknown value {v}"),
            HostIfError::Reserved(field) => write!(f, "{field}: reserved bits set"),
            HostIfError::Size(n, want) => write!(f, "entry of {n} bytes, {want} expected"),
        }
    }
}

impl std::error::Error for HostIfError {}

type R<T> = Result<T, HostIfError>;

/// Little-endian field access over an entry's bytes.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn u(&self, at: usize, n: usize) -> u64 {
        self.0[at..at + n].iter().rev().fold(0u64, |v, &b| (v << 8) | u64::from(b))
    }
    fn zero(&self, at: usize, n: usize, what: &'static str) -> R<()> {
        if self.0[at..at + n].iter().any(|&b| b != 0) {
            return Err(HostIfError::Reserved(what));
        }
        Ok(())
    }
}

fn put(out: &mut [u8], at: usize, n: usize, v: u64) {
    for (k, b) in out[at..at + n].iter_mut().enumerate() {
        *b = (v >> (8 * k)) as u8;
    }
}

/// The code `v` of a field whose codes are the indices of `all`.
fn code<T: Copy>(all: &[T], v: u64, field: &'static str) -> R<T> {
    all.get(v as usize).copied().ok_or(HostIfError::Unknown(field, v))
}

fn size(b: &[u8], n: usize) -> R<()> {
    if b.len() != n {
        return Err(HostIfError::Size(b.len(), n));
    }
    Ok(())
}

/// A send queue entry's operation (byte 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SqOp {
    /// RDMA Write (RFC 5040 section 4.3): `len` bytes of (lstag, lto) to (rstag, rto).
    Write = 0,
    /// RDMA Read (RFC 5040 section 4.4): `len` bytes of (rstag, rto) into (lstag, lto).
    Read = 1,
    /// Send (RFC 5040 section 4.5): `len` bytes of (lstag, lto) into the peer's next
    /// receive buffer.
    Send = 2,
    /// Send with Invalidate (RFC 5040 section 4.6): a Send that invalidates `rstag` at the
    /// peer.
    SendInv = 3,
}

impl SqOp {
    pub const ALL: [SqOp; 4] = [SqOp::Write, SqOp::Read, SqOp::Send, SqOp::SendInv];
    fn from(v: u64) -> R<SqOp> {
        code(&SqOp::ALL, v, "sq.op")
    }
}

/// A send queue entry's flags (byte 9).
pub mod sq_flag {
    /// A completion is written when the work request completes (unsignalled ones complete
    /// silently unless they fail, as in the verbs model).
    pub const SIGNALED: u8 = 0x1;
    /// Send, Send with Invalidate: the solicited event bit (RFC 5040 section 4.5).
    pub const SOLICITED: u8 = 0x2;
    /// Wait until every earlier RDMA Read of the QP has completed (read fence).
    pub const FENCE: u8 = 0x4;
    /// The flags a decoder accepts.
    pub const ALL: u8 = SIGNALED | SOLICITED | FENCE;
}

/// A send queue entry (64 bytes).
///
/// | bytes | field |
/// |---|---|
/// | 0-7 | `wr_id`, returned in the completion |
/// | 8 | `op` ([`SqOp`]) |
/// | 9 | `flags` ([`sq_flag`]) |
/// | 10-11 | reserved |
/// | 12-15 | `len`, bytes |
/// | 16-19 | `lstag`, the local buffer's STag |
/// | 20-23 | reserved |
/// | 24-31 | `lto`, its tagged offset |
/// | 32-35 | `rstag`: the remote buffer's STag (Write, Read), the STag to invalidate (Send with Invalidate), zero (Send) |
/// | 36-39 | reserved |
/// | 40-47 | `rto`, the remote tagged offset (Write, Read; zero otherwise) |
/// | 48-63 | reserved |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SqWqe {
    pub wr_id: u64,
    pub op: SqOp,
    pub flags: u8,
    pub len: u32,
    pub lstag: u32,
    pub lto: u64,
    pub rstag: u32,
    pub rto: u64,
}

impl SqWqe {
    pub fn encode(&self) -> [u8; SQ_WQE_BYTES] {
        let mut b = [0u8; SQ_WQE_BYTES];
        put(&mut b, 0, 8, self.wr_id);
        put(&mut b, 8, 1, self.op as u64);
        put(&mut b, 9, 1, u64::from(self.flags));
        put(&mut b, 12, 4, u64::from(self.len));
        put(&mut b, 16, 4, u64::from(self.lstag));
        put(&mut b, 24, 8, self.lto);
        put(&mut b, 32, 4, u64::from(self.rstag));
        put(&mut b, 40, 8, self.rto);
        b
    }

    pub fn decode(bytes: &[u8]) -> R<SqWqe> {
        size(bytes, SQ_WQE_BYTES)?;
        let b = Bytes(bytes);
        let flags = b.u(9, 1) as u8;
        if flags & !sq_flag::ALL != 0 {
            return Err(HostIfError::Reserved("sq.flags"));
        }
        b.zero(10, 2, "sq.reserved10")?;
        b.zero(20, 4, "sq.reserved20")?;
        b.zero(36, 4, "sq.reserved36")?;
        b.zero(48, 16, "sq.reserved48")?;
        Ok(SqWqe {
            wr_id: b.u(0, 8),
            op: SqOp::from(b.u(8, 1))?,
            flags,
            len: b.u(12, 4) as u32,
            lstag: b.u(16, 4) as u32,
            lto: b.u(24, 8),
            rstag: b.u(32, 4) as u32,
            rto: b.u(40, 8),
        })
    }
}

/// A receive queue entry (32 bytes): one buffer for an incoming Send.
///
/// | bytes | field |
/// |---|---|
/// | 0-7 | `wr_id` |
/// | 8-11 | `stag` |
/// | 12-15 | `len`, bytes |
/// | 16-23 | `to` |
/// | 24-31 | reserved |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RqWqe {
    pub wr_id: u64,
    pub stag: u32,
    pub len: u32,
    pub to: u64,
}

impl RqWqe {
    pub fn encode(&self) -> [u8; RQ_WQE_BYTES] {
        let mut b = [0u8; RQ_WQE_BYTES];
        put(&mut b, 0, 8, self.wr_id);
        put(&mut b, 8, 4, u64::from(self.stag));
        put(&mut b, 12, 4, u64::from(self.len));
        put(&mut b, 16, 8, self.to);
        b
    }

    pub fn decode(bytes: &[u8]) -> R<RqWqe> {
        size(bytes, RQ_WQE_BYTES)?;
        let b = Bytes(bytes);
        b.zero(24, 8, "rq.reserved24")?;
        Ok(RqWqe { wr_id: b.u(0, 8), stag: b.u(8, 4) as u32, len: b.u(12, 4) as u32, to: b.u(16, 8) })
    }
}

/// What a completion completes (byte 18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CqeOp {
    Write = 0,
    Read = 1,
    Send = 2,
    SendInv = 3,
    /// A receive buffer filled by an incoming Send.
    Recv = 4,
}

impl CqeOp {
    pub const ALL: [CqeOp; 5] = [CqeOp::Write, CqeOp::Read, CqeOp::Send, CqeOp::SendInv, CqeOp::Recv];
    fn from(v: u64) -> R<CqeOp> {
        code(&CqeOp::ALL, v, "cqe.op")
    }
}

/// A completion's status (byte 19), the verbs model's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CqeStatus {
    Success = 0,
    /// A local buffer failed its translation or protection check.
    LocalProtection = 1,
    /// A receive buffer too small for the incoming Send.
    LocalLength = 2,
    /// The peer refused access (a Terminate for a remote protection error).
    RemoteAccess = 3,
    /// The peer reported another error in a Terminate.
    RemoteOperation = 4,
    /// The QP went to error before the work request completed (flush).
    Flushed = 5,
    /// The work request was malformed (unknown operation, bad length): refused.
    BadWqe = 6,
}

impl CqeStatus {
    pub const ALL: [CqeStatus; 7] =
        [CqeStatus::Success, CqeStatus::LocalProtection, CqeStatus::LocalLength, CqeStatus::RemoteAccess, CqeStatus::RemoteOperation, CqeStatus::Flushed, CqeStatus::BadWqe];
    fn from(v: u64) -> R<CqeStatus> {
        code(&CqeStatus::ALL, v, "cqe.status")
    }
}

/// A completion's flags (byte 20).
pub mod cqe_flag {
    /// Recv: the Send carried the solicited event bit.
    pub const SOLICITED: u8 = 0x1;
    /// Recv: the Send invalidated `inv_stag` (Send with Invalidate).
    pub const INVALIDATED: u8 = 0x2;
    pub const ALL: u8 = SOLICITED | INVALIDATED;
}

/// A completion queue entry (32 bytes).
///
/// | bytes | field |
/// |---|---|
/// | 0-7 | `wr_id` of the work request |
/// | 8-11 | `len`: bytes received (Recv), else the request's length |
/// | 12-15 | `inv_stag`: the STag a Send with Invalidate invalidated (Recv with [`cqe_flag::INVALIDATED`]) |
/// | 16-17 | `qp` |
/// | 18 | `op` ([`CqeOp`]) |
/// | 19 | `status` ([`CqeStatus`]) |
/// | 20 | `flags` ([`cqe_flag`]) |
/// | 21-30 | reserved |
/// | 31 | bit 0: `owner`, the lap of the ring it was written in (bits 1-7 reserved) |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cqe {
    pub wr_id: u64,
    pub len: u32,
    pub inv_stag: u32,
    pub qp: u16,
    pub op: CqeOp,
    pub status: CqeStatus,
    pub flags: u8,
    pub owner: bool,
}

impl Cqe {
    pub fn encode(&self) -> [u8; CQE_BYTES] {
        let mut b = [0u8; CQE_BYTES];
        put(&mut b, 0, 8, self.wr_id);
        put(&mut b, 8, 4, u64::from(self.len));
        put(&mut b, 12, 4, u64::from(self.inv_stag));
        put(&mut b, 16, 2, u64::from(self.qp));
        put(&mut b, 18, 1, self.op as u64);
        put(&mut b, 19, 1, self.status as u64);
        put(&mut b, 20, 1, u64::from(self.flags));
        put(&mut b, 31, 1, u64::from(self.owner));
        b
    }

    pub fn decode(bytes: &[u8]) -> R<Cqe> {
        size(bytes, CQE_BYTES)?;
        let b = Bytes(bytes);
        let flags = b.u(20, 1) as u8;
        if flags & !cqe_flag::ALL != 0 {
            return Err(HostIfError::Reserved("cqe.flags"));
        }
        b.zero(21, 10, "cqe.reserved21")?;
        let last = b.u(31, 1);
        if last & !1 != 0 {
            return Err(HostIfError::Reserved("cqe.owner"));
        }
        Ok(Cqe {
            wr_id: b.u(0, 8),
            len: b.u(8, 4) as u32,
            inv_stag: b.u(12, 4) as u32,
            qp: b.u(16, 2) as u16,
            op: CqeOp::from(b.u(18, 1))?,
            status: CqeStatus::from(b.u(19, 1))?,
            flags,
            owner: last == 1,
        })
    }
}

/// A QP's state (the verbs model's, with iWARP's closing and terminate states; RFC 5040
/// section 6 and the RDMAC verbs' QP state diagram).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QpState {
    Reset = 0,
    Init = 1,
    /// Ready to receive.
    Rtr = 2,
    /// Ready to send (RDMA mode: the connection's MPA start-up done).
    Rts = 3,
    /// The LLP is closing in an orderly way; no new work requests.
    Closing = 4,
    /// A Terminate was sent or received; the LLP closes next.
    Terminate = 5,
    /// Work requests flushed with [`CqeStatus::Flushed`].
    Error = 6,
}

impl QpState {
    pub const ALL: [QpState; 7] = [QpState::Reset, QpState::Init, QpState::Rtr, QpState::Rts, QpState::Closing, QpState::Terminate, QpState::Error];
    fn from(v: u64) -> R<QpState> {
        code(&QpState::ALL, v, "cmd.qp_state")
    }
}

/// A command's operation (byte 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmdOp {
    MrRegister = 1,
    MrFastRegister = 2,
    MrInvalidate = 3,
    MrDeregister = 4,
    QpCreate = 5,
    QpModify = 6,
    QpDestroy = 7,
}

/// A command (64 bytes): bytes 0-7 `cmd_id` (returned in its [`CmdCqe`]), byte 8 the
/// operation ([`CmdOp`]), bytes 9-15 reserved, then the operation's fields:
///
/// | bytes | MR register / fast-register | MR invalidate / deregister | QP create | QP modify | QP destroy |
/// |---|---|---|---|---|---|
/// | 16-19 | `stag` | `stag` | `qp` (16-17) | `qp` (16-17) | `qp` (16-17) |
/// | 20-21 | `pd` | reserved | `pd` | reserved | reserved |
/// | 22 | `rights` (bits of [`crate::mr::rights`]) | reserved | `sq_log` (log2 entries) | `state` ([`QpState`]) | reserved |
/// | 23 | bit 0: 2 MiB pages | reserved | `rq_log` | `ird` (bits 0-3), `ord` (bits 4-7) | reserved |
/// | 24-31 | `base_va` | reserved | `sq_base` (host address) | `conn` (24-25; the TOE connection), `mulpdu` (26-27), `mpa.s0_tx` (28-31) | reserved |
/// | 32-39 | `length` | reserved | `rq_base` | `mpa.s0_rx` (32-35), `mpa.sent_s0` (36-39) | reserved |
/// | 40-47 | `pbl` (host address of the page list) | reserved | `cq` (40-41; the completion queue) | `mpa.acked` (40-43), flags (44, [`mpa_flag`]), `mpa.kept` (45), reserved (46-47) | reserved |
/// | 48-63 | reserved | reserved | reserved | reserved | reserved |
///
/// QP modify's connection fields (`conn`, `mulpdu`, `mpa`) are taken only by the modify into
/// ready to send: the driver ran the MPA start-up over the TOE's byte stream and hands the
/// connection to the hardware in the command that moves the QP into RDMA mode. A non-zero
/// `ird` / `ord` is taken by the modifies into init, ready to receive and ready to send
/// (ddp_rx takes its IRD when the QP enters init, with its receive queue).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmd {
    MrRegister { cmd_id: u64, mr: MrCmd },
    MrFastRegister { cmd_id: u64, mr: MrCmd },
    MrInvalidate { cmd_id: u64, stag: u32 },
    MrDeregister { cmd_id: u64, stag: u32 },
    QpCreate { cmd_id: u64, qp: u16, pd: u16, sq_log: u8, rq_log: u8, sq_base: u64, rq_base: u64, cq: u16 },
    QpModify { cmd_id: u64, qp: u16, state: QpState, ird: u8, ord: u8, conn: u16, mulpdu: u16, mpa: MpaLink },
    QpDestroy { cmd_id: u64, qp: u16 },
}

/// What the MPA start-up decided, handed to the hardware by QP modify into ready to send
/// (RFC 5044 sections 4.3, 4.4, 7.1): where each direction's FPDUs start, the TOE's counts
/// the send ring writer continues from, and the markers and CRC each direction uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MpaLink {
    /// S0 of the FPDUs sent: the sequence number of the first byte after the driver's own
    /// MPA Request / Reply (and peer-to-peer ready-to-receive frame).
    pub s0_tx: u32,
    /// S0 of the FPDUs received: the sequence number of the first byte after the peer's.
    pub s0_rx: u32,
    /// The TOE's count of data bytes sent before `s0_tx` (its `ACKED` value at S0, mod 2^32).
    pub sent_s0: u32,
    /// The TOE's `ACKED` count as the driver last saw it (at most `sent_s0` bytes).
    pub acked: u32,
    /// Markers in the FPDUs sent / received, and CRC (both directions, RFC 5044 section 7.1).
    pub markers_tx: bool,
    pub markers_rx: bool,
    pub crc: bool,
    /// The send ring's bitmap byte holding `s0_tx`'s bit, as the driver left it (its bits
    /// below `s0_tx` mark the driver's records).
    pub kept: u8,
}

/// The bits of QP modify's MPA flags (byte 44).
pub mod mpa_flag {
    pub const MARKERS_TX: u8 = 1 << 0;
    pub const MARKERS_RX: u8 = 1 << 1;
    pub const CRC: u8 = 1 << 2;
    pub const ALL: u8 = MARKERS_TX | MARKERS_RX | CRC;
}

impl MpaLink {
    fn flags(&self) -> u8 {
        (if self.markers_tx { mpa_flag::MARKERS_TX } else { 0 }) | (if self.markers_rx { mpa_flag::MARKERS_RX } else { 0 }) | (if self.crc { mpa_flag::CRC } else { 0 })
    }
}

/// A registration's fields (register and fast-register alike).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MrCmd {
    pub stag: u32,
    pub pd: u16,
    pub rights: u8,
    pub page_2m: bool,
    pub base_va: u64,
    pub length: u64,
    pub pbl: u64,
}

/// The rights bits a registration may carry.
const RIGHTS_ALL: u8 = 0xF;
/// A nibble of `ird` / `ord` (1..=15 meaningful; 0 leaves the QP's value).
const NIBBLE: u8 = 0xF;

impl Cmd {
    pub fn cmd_id(&self) -> u64 {
        match *self {
            Cmd::MrRegister { cmd_id, .. }
            | Cmd::MrFastRegister { cmd_id, .. }
            | Cmd::MrInvalidate { cmd_id, .. }
            | Cmd::MrDeregister { cmd_id, .. }
            | Cmd::QpCreate { cmd_id, .. }
            | Cmd::QpModify { cmd_id, .. }
            | Cmd::QpDestroy { cmd_id, .. } => cmd_id,
        }
    }

    pub fn op(&self) -> CmdOp {
        match self {
            Cmd::MrRegister { .. } => CmdOp::MrRegister,
            Cmd::MrFastRegister { .. } => CmdOp::MrFastRegister,
            Cmd::MrInvalidate { .. } => CmdOp::MrInvalidate,
            Cmd::MrDeregister { .. } => CmdOp::MrDeregister,
            Cmd::QpCreate { .. } => CmdOp::QpCreate,
            Cmd::QpModify { .. } => CmdOp::QpModify,
            Cmd::QpDestroy { .. } => CmdOp::QpDestroy,
        }
    }

    pub fn encode(&self) -> [u8; CMD_BYTES] {
        let mut b = [0u8; CMD_BYTES];
        put(&mut b, 0, 8, self.cmd_id());
        put(&mut b, 8, 1, self.op() as u64);
        match *self {
            Cmd::MrRegister { mr, .. } | Cmd::MrFastRegister { mr, .. } => {
                put(&mut b, 16, 4, u64::from(mr.stag));
                put(&mut b, 20, 2, u64::from(mr.pd));
                put(&mut b, 22, 1, u64::from(mr.rights));
                put(&mut b, 23, 1, u64::from(mr.page_2m));
                put(&mut b, 24, 8, mr.base_va);
                put(&mut b, 32, 8, mr.length);
                put(&mut b, 40, 8, mr.pbl);
            }
            Cmd::MrInvalidate { stag, .. } | Cmd::MrDeregister { stag, .. } => put(&mut b, 16, 4, u64::from(stag)),
            Cmd::QpCreate { qp, pd, sq_log, rq_log, sq_base, rq_base, cq, .. } => {
                put(&mut b, 16, 2, u64::from(qp));
                put(&mut b, 20, 2, u64::from(pd));
                put(&mut b, 22, 1, u64::from(sq_log));
                put(&mut b, 23, 1, u64::from(rq_log));
                put(&mut b, 24, 8, sq_base);
                put(&mut b, 32, 8, rq_base);
                put(&mut b, 40, 2, u64::from(cq));
            }
            Cmd::QpModify { qp, state, ird, ord, conn, mulpdu, mpa, .. } => {
                put(&mut b, 16, 2, u64::from(qp));
                put(&mut b, 22, 1, state as u64);
                put(&mut b, 23, 1, u64::from((ird & NIBBLE) | (ord << 4)));
                put(&mut b, 24, 2, u64::from(conn));
                put(&mut b, 26, 2, u64::from(mulpdu));
                put(&mut b, 28, 4, u64::from(mpa.s0_tx));
                put(&mut b, 32, 4, u64::from(mpa.s0_rx));
                put(&mut b, 36, 4, u64::from(mpa.sent_s0));
                put(&mut b, 40, 4, u64::from(mpa.acked));
                put(&mut b, 44, 1, u64::from(mpa.flags()));
                put(&mut b, 45, 1, u64::from(mpa.kept));
            }
            Cmd::QpDestroy { qp, .. } => put(&mut b, 16, 2, u64::from(qp)),
        }
        b
    }

    pub fn decode(bytes: &[u8]) -> R<Cmd> {
        size(bytes, CMD_BYTES)?;
        let b = Bytes(bytes);
        let cmd_id = b.u(0, 8);
        b.zero(9, 7, "cmd.reserved9")?;
        b.zero(48, 16, "cmd.reserved48")?;
        let op = b.u(8, 1);
        let mr = || -> R<MrCmd> {
            let rights = b.u(22, 1) as u8;
            if rights & !RIGHTS_ALL != 0 {
                return Err(HostIfError::Reserved("cmd.rights"));
            }
            let pages = b.u(23, 1);
            if pages & !1 != 0 {
                return Err(HostIfError::Reserved("cmd.page_2m"));
            }
            Ok(MrCmd { stag: b.u(16, 4) as u32, pd: b.u(20, 2) as u16, rights, page_2m: pages == 1, base_va: b.u(24, 8), length: b.u(32, 8), pbl: b.u(40, 8) })
        };
        let stag_only = || -> R<u32> {
            b.zero(20, 28, "cmd.reserved20")?;
            Ok(b.u(16, 4) as u32)
        };
        Ok(match op {
            1 => Cmd::MrRegister { cmd_id, mr: mr()? },
            2 => Cmd::MrFastRegister { cmd_id, mr: mr()? },
            3 => Cmd::MrInvalidate { cmd_id, stag: stag_only()? },
            4 => Cmd::MrDeregister { cmd_id, stag: stag_only()? },
            5 => {
                b.zero(18, 2, "cmd.reserved18")?;
                b.zero(42, 6, "cmd.reserved42")?;
                Cmd::QpCreate {
                    cmd_id,
                    qp: b.u(16, 2) as u16,
                    pd: b.u(20, 2) as u16,
                    sq_log: b.u(22, 1) as u8,
                    rq_log: b.u(23, 1) as u8,
                    sq_base: b.u(24, 8),
                    rq_base: b.u(32, 8),
                    cq: b.u(40, 2) as u16,
                }
            }
            6 => {
                b.zero(18, 4, "cmd.reserved18")?;
                b.zero(46, 2, "cmd.reserved46")?;
                let flags = b.u(44, 1) as u8;
                if flags & !mpa_flag::ALL != 0 {
                    return Err(HostIfError::Reserved("cmd.mpa_flags"));
                }
                let io = b.u(23, 1) as u8;
                Cmd::QpModify {
                    cmd_id,
                    qp: b.u(16, 2) as u16,
                    state: QpState::from(b.u(22, 1))?,
                    ird: io & NIBBLE,
                    ord: io >> 4,
                    conn: b.u(24, 2) as u16,
                    mulpdu: b.u(26, 2) as u16,
                    mpa: MpaLink {
                        s0_tx: b.u(28, 4) as u32,
                        s0_rx: b.u(32, 4) as u32,
                        sent_s0: b.u(36, 4) as u32,
                        acked: b.u(40, 4) as u32,
                        markers_tx: flags & mpa_flag::MARKERS_TX != 0,
                        markers_rx: flags & mpa_flag::MARKERS_RX != 0,
                        crc: flags & mpa_flag::CRC != 0,
                        kept: b.u(45, 1) as u8,
                    },
                }
            }
            7 => {
                b.zero(18, 30, "cmd.reserved18")?;
                Cmd::QpDestroy { cmd_id, qp: b.u(16, 2) as u16 }
            }
            v => return Err(HostIfError::Unknown("cmd.op", v)),
        })
    }
}

/// A command's result (byte 8 of its [`CmdCqe`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmdStatus {
    Ok = 0,
    /// The command's entry did not decode (unknown operation, reserved bits set).
    BadCommand = 1,
    /// The STag or QP named is not in the state the command needs.
    BadState = 2,
    /// No room (the MR table or the QP table full).
    Full = 3,
}

impl CmdStatus {
    pub const ALL: [CmdStatus; 4] = [CmdStatus::Ok, CmdStatus::BadCommand, CmdStatus::BadState, CmdStatus::Full];
    fn from(v: u64) -> R<CmdStatus> {
        code(&CmdStatus::ALL, v, "cmd_cqe.status")
    }
}

/// A command's completion (32 bytes): bytes 0-7 `cmd_id`, byte 8 `status` ([`CmdStatus`]),
/// bytes 9-30 reserved, byte 31 bit 0 `owner` (as a [`Cqe`]'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CmdCqe {
    pub cmd_id: u64,
    pub status: CmdStatus,
    pub owner: bool,
}

impl CmdCqe {
    pub fn encode(&self) -> [u8; CMD_CQE_BYTES] {
        let mut b = [0u8; CMD_CQE_BYTES];
        put(&mut b, 0, 8, self.cmd_id);
        put(&mut b, 8, 1, self.status as u64);
        put(&mut b, 31, 1, u64::from(self.owner));
        b
    }

    pub fn decode(bytes: &[u8]) -> R<CmdCqe> {
        size(bytes, CMD_CQE_BYTES)?;
        let b = Bytes(bytes);
        b.zero(9, 22, "cmd_cqe.reserved9")?;
        let last = b.u(31, 1);
        if last & !1 != 0 {
            return Err(HostIfError::Reserved("cmd_cqe.owner"));
        }
        Ok(CmdCqe { cmd_id: b.u(0, 8), status: CmdStatus::from(b.u(8, 1))?, owner: last == 1 })
    }
}

/// A TOE event entry's bytes (16: two DMA words).
pub const TOE_EV_BYTES: usize = 16;

/// What a TOE event entry reports (byte 0): the TOE's own events (the TOE's `eng_event`
/// codes, RFC 9293's connection events as golden `toe::Event` has them) and the answer to a
/// command of the driver's TOE command queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToeEvKind {
    /// `value`: the sequence number of the connection's first data byte.
    Established = 0,
    /// `value`: data bytes acknowledged so far (mod 2^32).
    Acked = 1,
    PeerClosed = 2,
    Closed = 3,
    Reset = 4,
    /// `value` 1 when the retransmissions ran out.
    Aborted = 5,
    /// A command refused by the connection's state; `value` the TOE's command code.
    Error = 6,
    /// The answer to a TOE command: `status`, `conn` (CONNECT's new slot), `value` the
    /// command's index in its ring (entries fetched before it, mod 2^32).
    Answer = 7,
}

impl ToeEvKind {
    pub const ALL: [ToeEvKind; 8] = [ToeEvKind::Established, ToeEvKind::Acked, ToeEvKind::PeerClosed, ToeEvKind::Closed, ToeEvKind::Reset, ToeEvKind::Aborted, ToeEvKind::Error, ToeEvKind::Answer];
    fn from(v: u64) -> R<ToeEvKind> {
        code(&ToeEvKind::ALL, v, "toe_ev.kind")
    }
}

/// The status of a TOE command's answer (byte 1 of an [`ToeEvKind::Answer`] entry): the
/// TOE's answer codes, and `BadCommand` for an entry the RNIC refused before the TOE.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToeAnsStatus {
    Ok = 0,
    /// The connection table or the listen table is full.
    Full = 1,
    /// CONNECT: the tuple has a connection.
    Exists = 2,
    /// CONNECT from a port the TOE does not own.
    NotOwned = 3,
    /// The entry does not decode (unknown operation, reserved bytes set).
    BadCommand = 4,
}

impl ToeAnsStatus {
    pub const ALL: [ToeAnsStatus; 5] = [ToeAnsStatus::Ok, ToeAnsStatus::Full, ToeAnsStatus::Exists, ToeAnsStatus::NotOwned, ToeAnsStatus::BadCommand];
    fn from(v: u64) -> R<ToeAnsStatus> {
        code(&ToeAnsStatus::ALL, v, "toe_ev.status")
    }
}

/// The flags of a TOE event entry (byte 8).
pub mod toe_ev_flag {
    /// Entries were lost (the ring full or not started) between the previous entry written
    /// and this one.
    pub const LOST: u8 = 0x1;
    pub const ALL: u8 = LOST;
}

/// The largest connection number the TOE has (10 bits).
pub const TOE_CONN_LIMIT: u16 = 1 << 10;

/// A TOE event entry (16 bytes), in the TOE event ring.
///
/// | bytes | field |
/// |---|---|
/// | 0 | `kind` ([`ToeEvKind`]) |
/// | 1 | `status` ([`ToeAnsStatus`]; answers only, else 0) |
/// | 2-3 | `conn` (below [`TOE_CONN_LIMIT`]) |
/// | 4-7 | `value` (per kind) |
/// | 8 | `flags` ([`toe_ev_flag`]) |
/// | 9-14 | reserved |
/// | 15 | bit 0: `owner`, the lap of the ring it was written in (bits 1-7 reserved) |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToeEv {
    pub kind: ToeEvKind,
    pub status: ToeAnsStatus,
    pub conn: u16,
    pub value: u32,
    pub flags: u8,
    pub owner: bool,
}

impl ToeEv {
    pub fn encode(&self) -> [u8; TOE_EV_BYTES] {
        let mut b = [0u8; TOE_EV_BYTES];
        put(&mut b, 0, 1, self.kind as u64);
        put(&mut b, 1, 1, self.status as u64);
        put(&mut b, 2, 2, u64::from(self.conn));
        put(&mut b, 4, 4, u64::from(self.value));
        put(&mut b, 8, 1, u64::from(self.flags));
        put(&mut b, 15, 1, u64::from(self.owner));
        b
    }

    pub fn decode(bytes: &[u8]) -> R<ToeEv> {
        size(bytes, TOE_EV_BYTES)?;
        let b = Bytes(bytes);
        let kind = ToeEvKind::from(b.u(0, 1))?;
        let status = ToeAnsStatus::from(b.u(1, 1))?;
        if kind != ToeEvKind::Answer && status != ToeAnsStatus::Ok {
            return Err(HostIfError::Reserved("toe_ev.status"));
        }
        let conn = b.u(2, 2) as u16;
        if conn >= TOE_CONN_LIMIT {
            return Err(HostIfError::Reserved("toe_ev.conn"));
        }
        let flags = b.u(8, 1) as u8;
        if flags & !toe_ev_flag::ALL != 0 {
            return Err(HostIfError::Reserved("toe_ev.flags"));
        }
        b.zero(9, 6, "toe_ev.reserved9")?;
        let last = b.u(15, 1);
        if last & !1 != 0 {
            return Err(HostIfError::Reserved("toe_ev.owner"));
        }
        Ok(ToeEv { kind, status, conn, value: b.u(4, 4) as u32, flags, owner: last == 1 })
    }
}

/// A TOE command entry's bytes (32: four DMA words).
pub const TOE_CMD_BYTES: usize = 32;

/// A TOE command's operation (byte 0): the TOE's host commands (golden `toe::Toe`'s
/// `listen`, `connect`, `close`, `abort`, `consumed`, `send`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToeCmdOp {
    /// Accept connections to `local_port`.
    Listen = 0,
    /// Active open to `remote_ip:remote_port` from `local_port`, next hop `remote_mac`.
    Connect = 1,
    /// Orderly close of `conn`.
    Close = 2,
    /// Abort `conn`.
    Abort = 3,
    /// The driver read `n` delivered bytes of `conn` (its stream buffer).
    Consumed = 4,
    /// `n` more bytes (one record) of `conn` are in its send ring.
    Send = 5,
}

impl ToeCmdOp {
    pub const ALL: [ToeCmdOp; 6] = [ToeCmdOp::Listen, ToeCmdOp::Connect, ToeCmdOp::Close, ToeCmdOp::Abort, ToeCmdOp::Consumed, ToeCmdOp::Send];
    fn from(v: u64) -> R<ToeCmdOp> {
        code(&ToeCmdOp::ALL, v, "toe_cmd.op")
    }
}

/// A TOE command entry (32 bytes), in the TOE command ring; answered in ring order by an
/// [`ToeEvKind::Answer`] entry in the TOE event ring whose `value` is the command's index.
/// The address fields are the TOE's numbers: 192.0.2.1 is `remote_ip` 0xC000_0201, a MAC's
/// first byte the most significant of `remote_mac`'s 48 bits.
///
/// | bytes | field |
/// |---|---|
/// | 0 | `op` ([`ToeCmdOp`]) |
/// | 1 | reserved |
/// | 2-3 | `conn` (below [`TOE_CONN_LIMIT`]) |
/// | 4-7 | `n` |
/// | 8-11 | `remote_ip` |
/// | 12-13 | `remote_port` |
/// | 14-15 | `local_port` |
/// | 16-21 | `remote_mac` |
/// | 22-31 | reserved |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToeCmd {
    pub op: ToeCmdOp,
    pub conn: u16,
    pub n: u32,
    pub remote_ip: u32,
    pub remote_port: u16,
    pub local_port: u16,
    pub remote_mac: u64,
}

/// A MAC address's bits.
pub const TOE_MAC_BITS: u32 = 48;

impl ToeCmd {
    pub fn encode(&self) -> [u8; TOE_CMD_BYTES] {
        let mut b = [0u8; TOE_CMD_BYTES];
        put(&mut b, 0, 1, self.op as u64);
        put(&mut b, 2, 2, u64::from(self.conn));
        put(&mut b, 4, 4, u64::from(self.n));
        put(&mut b, 8, 4, u64::from(self.remote_ip));
        put(&mut b, 12, 2, u64::from(self.remote_port));
        put(&mut b, 14, 2, u64::from(self.local_port));
        put(&mut b, 16, 6, self.remote_mac);
        b
    }

    pub fn decode(bytes: &[u8]) -> R<ToeCmd> {
        size(bytes, TOE_CMD_BYTES)?;
        let b = Bytes(bytes);
        let op = ToeCmdOp::from(b.u(0, 1))?;
        b.zero(1, 1, "toe_cmd.reserved1")?;
        let conn = b.u(2, 2) as u16;
        if conn >= TOE_CONN_LIMIT {
            return Err(HostIfError::Reserved("toe_cmd.conn"));
        }
        b.zero(22, 10, "toe_cmd.reserved22")?;
        Ok(ToeCmd { op, conn, n: b.u(4, 4) as u32, remote_ip: b.u(8, 4) as u32, remote_port: b.u(12, 2) as u16, local_port: b.u(14, 2) as u16, remote_mac: b.u(16, 6) })
    }
}

/// The doorbell registers: byte offsets in the RNIC's register window, each a 32-bit write.
/// A queue's doorbell takes the ring's new producer index (entries posted, mod 2^32; the
/// RNIC reads entries up to it); a completion queue's takes the driver's consumer index (the
/// room the RNIC may fill). Per-QP and per-CQ doorbells sit [`doorbell::STRIDE`] apart.
pub mod doorbell {
    /// The command queue's producer index; its base and size (log2 entries) at reset are
    /// the registers after it.
    pub const CMD_PI: u32 = 0x0000;
    pub const CMD_BASE_LO: u32 = 0x0008;
    pub const CMD_BASE_HI: u32 = 0x000C;
    pub const CMD_LOG: u32 = 0x0010;
    /// The command completion ring: base, size, consumer index.
    pub const CMD_CQ_BASE_LO: u32 = 0x0018;
    pub const CMD_CQ_BASE_HI: u32 = 0x001C;
    pub const CMD_CQ_LOG: u32 = 0x0020;
    pub const CMD_CQ_CI: u32 = 0x0024;
    /// QP q's send queue and receive queue producer indices.
    pub const SQ_PI: u32 = 0x1000;
    pub const RQ_PI: u32 = 0x1004;
    /// Completion queue c's base, size and consumer index.
    pub const CQ_BASE_LO: u32 = 0x2000;
    pub const CQ_BASE_HI: u32 = 0x2004;
    pub const CQ_LOG: u32 = 0x2008;
    pub const CQ_CI: u32 = 0x200C;
    /// The TOE command ring: base, size (log2 entries), producer index.
    pub const TQ_BASE_LO: u32 = 0x3000;
    pub const TQ_BASE_HI: u32 = 0x3004;
    pub const TQ_LOG: u32 = 0x3008;
    pub const TQ_PI: u32 = 0x300C;
    /// The TOE command ring's part of the window.
    pub const TQ_WINDOW: u32 = 0x3000;
    pub const TQ_WINDOW_END: u32 = 0x3100;
    /// The TOE event ring: base, size (log2 entries), consumer index.
    pub const EQ_BASE_LO: u32 = 0x3100;
    pub const EQ_BASE_HI: u32 = 0x3104;
    pub const EQ_LOG: u32 = 0x3108;
    pub const EQ_CI: u32 = 0x310C;
    /// The TOE event ring's part of the window (registers past `EQ_CI` in it are none).
    pub const EQ_WINDOW: u32 = 0x3100;
    pub const EQ_WINDOW_END: u32 = 0x3200;
    /// Bytes between one QP's (or CQ's) registers and the next's.
    pub const STRIDE: u32 = 0x10;
    /// Where the command rings' part of the window ends, the work queues', the completion
    /// queues' (each starts where the one before ends).
    pub const CMD_WINDOW_END: u32 = SQ_PI;
    pub const WQ_WINDOW_END: u32 = CQ_BASE_LO;
    pub const CQ_WINDOW_END: u32 = TQ_WINDOW;

    /// The block that owns a part of the register window (each checks the offsets inside
    /// its part and refuses the ones that name no register).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Window {
        /// The command rings (`rnic_cmd`).
        Cmd,
        /// The send and receive queues (`rnic_wq`).
        Wq,
        /// The completion queues (`rnic_cq`).
        Cq,
        /// The TOE command ring (`rnic_toecmd`).
        ToeCmd,
        /// The TOE event ring (`rnic_toeev`).
        ToeEv,
    }

    /// The part of the window a doorbell's offset falls in; past the TOE event ring's, none
    /// (the write is dropped).
    pub const fn window(addr: u32) -> Option<Window> {
        if addr < CMD_WINDOW_END {
            Some(Window::Cmd)
        } else if addr < WQ_WINDOW_END {
            Some(Window::Wq)
        } else if addr < CQ_WINDOW_END {
            Some(Window::Cq)
        } else if addr < TQ_WINDOW_END {
            Some(Window::ToeCmd)
        } else if addr < EQ_WINDOW_END {
            Some(Window::ToeEv)
        } else {
            None
        }
    }

    /// QP `qp`'s send queue doorbell.
    pub const fn sq(qp: u16) -> u32 {
        SQ_PI + STRIDE * qp as u32
    }
    /// QP `qp`'s receive queue doorbell.
    pub const fn rq(qp: u16) -> u32 {
        RQ_PI + STRIDE * qp as u32
    }
    /// Completion queue `cq`'s consumer index.
    pub const fn cq_ci(cq: u16) -> u32 {
        CQ_CI + STRIDE * cq as u32
    }

    /// A 64-bit ring base after a write of its low (`high` false) or high 32-bit register.
    pub const fn base_half(base: u64, data: u32, high: bool) -> u64 {
        if high {
            (base & 0xFFFF_FFFF) | ((data as u64) << 32)
        } else {
            (base & !0xFFFF_FFFF) | data as u64
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn sq_op() -> impl Strategy<Value = SqOp> {
        prop::sample::select(SqOp::ALL.to_vec())
    }

    fn sq() -> impl Strategy<Value = SqWqe> {
        (any::<u64>(), sq_op(), 0..=sq_flag::ALL, any::<u32>(), any::<u32>(), any::<u64>(), any::<u32>(), any::<u64>())
            .prop_map(|(wr_id, op, flags, len, lstag, lto, rstag, rto)| SqWqe { wr_id, op, flags, len, lstag, lto, rstag, rto })
    }

    fn cqe() -> impl Strategy<Value = Cqe> {
        (any::<u64>(), any::<u32>(), any::<u32>(), any::<u16>(), prop::sample::select(CqeOp::ALL.to_vec()), prop::sample::select(CqeStatus::ALL.to_vec()), 0..=cqe_flag::ALL, any::<bool>())
            .prop_map(|(wr_id, len, inv_stag, qp, op, status, flags, owner)| Cqe { wr_id, len, inv_stag, qp, op, status, flags, owner })
    }

    fn mr() -> impl Strategy<Value = MrCmd> {
        (any::<u32>(), any::<u16>(), 0..=RIGHTS_ALL, any::<bool>(), any::<u64>(), any::<u64>(), any::<u64>())
            .prop_map(|(stag, pd, rights, page_2m, base_va, length, pbl)| MrCmd { stag, pd, rights, page_2m, base_va, length, pbl })
    }

    fn mpa_link() -> impl Strategy<Value = MpaLink> {
        (any::<u32>(), any::<u32>(), any::<u32>(), any::<u32>(), any::<bool>(), any::<bool>(), any::<bool>(), any::<u8>())
            .prop_map(|(s0_tx, s0_rx, sent_s0, acked, markers_tx, markers_rx, crc, kept)| MpaLink { s0_tx, s0_rx, sent_s0, acked, markers_tx, markers_rx, crc, kept })
    }

    fn cmd() -> impl Strategy<Value = Cmd> {
        let id = any::<u64>();
        prop_oneof![
            (id.clone(), mr()).prop_map(|(cmd_id, mr)| Cmd::MrRegister { cmd_id, mr }),
            (id.clone(), mr()).prop_map(|(cmd_id, mr)| Cmd::MrFastRegister { cmd_id, mr }),
            (id.clone(), any::<u32>()).prop_map(|(cmd_id, stag)| Cmd::MrInvalidate { cmd_id, stag }),
            (id.clone(), any::<u32>()).prop_map(|(cmd_id, stag)| Cmd::MrDeregister { cmd_id, stag }),
            (id.clone(), any::<u16>(), any::<u16>(), any::<u8>(), any::<u8>(), any::<u64>(), any::<u64>(), any::<u16>())
                .prop_map(|(cmd_id, qp, pd, sq_log, rq_log, sq_base, rq_base, cq)| Cmd::QpCreate { cmd_id, qp, pd, sq_log, rq_log, sq_base, rq_base, cq }),
            (id.clone(), any::<u16>(), prop::sample::select(QpState::ALL.to_vec()), 0..=NIBBLE, 0..=NIBBLE, any::<u16>(), any::<u16>(), mpa_link())
                .prop_map(|(cmd_id, qp, state, ird, ord, conn, mulpdu, mpa)| Cmd::QpModify { cmd_id, qp, state, ird, ord, conn, mulpdu, mpa }),
            (id, any::<u16>()).prop_map(|(cmd_id, qp)| Cmd::QpDestroy { cmd_id, qp }),
        ]
    }

    /// Bytes of an entry no field covers: setting any of them must make the decoder refuse.
    fn reserved_bytes(encode_all_ones: &[u8], encode_zero: &[u8]) -> Vec<usize> {
        (0..encode_zero.len()).filter(|&i| encode_all_ones[i] == 0 && encode_zero[i] == 0).collect()
    }

    proptest! {
        #[test]
        fn sq_round_trip(w in sq()) {
            prop_assert_eq!(SqWqe::decode(&w.encode()), Ok(w));
        }

        #[test]
        fn rq_round_trip(wr_id: u64, stag: u32, len: u32, to: u64) {
            let w = RqWqe { wr_id, stag, len, to };
            prop_assert_eq!(RqWqe::decode(&w.encode()), Ok(w));
        }

        #[test]
        fn cqe_round_trip(c in cqe()) {
            prop_assert_eq!(Cqe::decode(&c.encode()), Ok(c));
        }

        #[test]
        fn cmd_round_trip(c in cmd()) {
            prop_assert_eq!(Cmd::decode(&c.encode()), Ok(c));
        }

        #[test]
        fn cmd_cqe_round_trip(cmd_id: u64, s in prop::sample::select(CmdStatus::ALL.to_vec()), owner: bool) {
            let c = CmdCqe { cmd_id, status: s, owner };
            prop_assert_eq!(CmdCqe::decode(&c.encode()), Ok(c));
        }

        #[test]
        fn toe_ev_round_trip(k in prop::sample::select(ToeEvKind::ALL.to_vec()), s in prop::sample::select(ToeAnsStatus::ALL.to_vec()), conn in 0..TOE_CONN_LIMIT, value: u32, flags in 0..=toe_ev_flag::ALL, owner: bool) {
            let status = if k == ToeEvKind::Answer { s } else { ToeAnsStatus::Ok };
            let e = ToeEv { kind: k, status, conn, value, flags, owner };
            prop_assert_eq!(ToeEv::decode(&e.encode()), Ok(e));
        }

        /// Any 16 bytes as a TOE event entry: decoded and encoded back to the same bytes, or
        /// refused.
        #[test]
        fn toe_ev_any_bytes(bytes in prop::collection::vec(any::<u8>(), TOE_EV_BYTES), kind in 0u8..8) {
            let mut bytes = bytes;
            bytes[0] = kind;
            if let Ok(e) = ToeEv::decode(&bytes) {
                prop_assert_eq!(&e.encode()[..], &bytes[..]);
            }
        }

        #[test]
        fn toe_cmd_round_trip(op in prop::sample::select(ToeCmdOp::ALL.to_vec()), conn in 0..TOE_CONN_LIMIT, n: u32, remote_ip: u32, remote_port: u16, local_port: u16, mac in 0u64..1 << TOE_MAC_BITS) {
            let c = ToeCmd { op, conn, n, remote_ip, remote_port, local_port, remote_mac: mac };
            prop_assert_eq!(ToeCmd::decode(&c.encode()), Ok(c));
        }

        /// Any 32 bytes as a TOE command: decoded and encoded back to the same bytes, or
        /// refused.
        #[test]
        fn toe_cmd_any_bytes(bytes in prop::collection::vec(any::<u8>(), TOE_CMD_BYTES), op in 0u8..8) {
            let mut bytes = bytes;
            bytes[0] = op;
            if let Ok(c) = ToeCmd::decode(&bytes) {
                prop_assert_eq!(&c.encode()[..], &bytes[..]);
            }
        }

        /// Any 64 bytes as a send queue entry: decoded, or refused with the field named;
        /// decoded entries encode back to the same bytes (nothing ignored).
        #[test]
        fn sq_any_bytes(bytes in prop::collection::vec(any::<u8>(), SQ_WQE_BYTES)) {
            if let Ok(w) = SqWqe::decode(&bytes) {
                prop_assert_eq!(&w.encode()[..], &bytes[..]);
            }
        }

        #[test]
        fn cmd_any_bytes(bytes in prop::collection::vec(any::<u8>(), CMD_BYTES), op in 1u8..=7) {
            let mut bytes = bytes;
            bytes[8] = op;
            if let Ok(c) = Cmd::decode(&bytes) {
                prop_assert_eq!(&c.encode()[..], &bytes[..]);
            }
        }

        #[test]
        fn cqe_any_bytes(bytes in prop::collection::vec(any::<u8>(), CQE_BYTES)) {
            if let Ok(c) = Cqe::decode(&bytes) {
                prop_assert_eq!(&c.encode()[..], &bytes[..]);
            }
        }
    }

    #[test]
    fn reserved_bytes_are_refused() {
        let full = SqWqe { wr_id: u64::MAX, op: SqOp::SendInv, flags: sq_flag::ALL, len: u32::MAX, lstag: u32::MAX, lto: u64::MAX, rstag: u32::MAX, rto: u64::MAX };
        let zero = SqWqe { wr_id: 0, op: SqOp::Write, flags: 0, len: 0, lstag: 0, lto: 0, rstag: 0, rto: 0 };
        let res = reserved_bytes(&full.encode(), &zero.encode());
        assert_eq!(res, [10, 11, 20, 21, 22, 23, 36, 37, 38, 39, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]);
        for i in res {
            let mut b = zero.encode();
            b[i] = 0x40;
            assert!(matches!(SqWqe::decode(&b), Err(HostIfError::Reserved(_))), "byte {i}");
        }
        let mut b = zero.encode();
        b[8] = 4;
        assert_eq!(SqWqe::decode(&b), Err(HostIfError::Unknown("sq.op", 4)));
        b[8] = 0;
        b[9] = 0x8;
        assert_eq!(SqWqe::decode(&b), Err(HostIfError::Reserved("sq.flags")));
        let c = Cqe { wr_id: 1, len: 2, inv_stag: 3, qp: 4, op: CqeOp::Recv, status: CqeStatus::Flushed, flags: cqe_flag::ALL, owner: true };
        let mut b = c.encode();
        b[31] = 0x3;
        assert_eq!(Cqe::decode(&b), Err(HostIfError::Reserved("cqe.owner")));
        let mut b = Cmd::QpDestroy { cmd_id: 9, qp: 1 }.encode();
        b[8] = 0;
        assert_eq!(Cmd::decode(&b), Err(HostIfError::Unknown("cmd.op", 0)));
        b[8] = 7;
        b[30] = 1;
        assert_eq!(Cmd::decode(&b), Err(HostIfError::Reserved("cmd.reserved18")));
        assert_eq!(SqWqe::decode(&[0; 63]), Err(HostIfError::Size(63, 64)));
        // QP modify: every byte past its fields refused, and the MPA flags' unused bits.
        let all = MpaLink { s0_tx: u32::MAX, s0_rx: u32::MAX, sent_s0: u32::MAX, acked: u32::MAX, markers_tx: true, markers_rx: true, crc: true, kept: u8::MAX };
        let full = Cmd::QpModify { cmd_id: u64::MAX, qp: u16::MAX, state: QpState::Rts, ird: NIBBLE, ord: NIBBLE, conn: u16::MAX, mulpdu: u16::MAX, mpa: all };
        let zero = Cmd::QpModify { cmd_id: 0, qp: 0, state: QpState::Reset, ird: 0, ord: 0, conn: 0, mulpdu: 0, mpa: MpaLink::default() };
        let res = reserved_bytes(&full.encode(), &zero.encode());
        assert_eq!(res, [9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]);
        for i in res {
            let mut b = zero.encode();
            b[i] = 0x40;
            assert!(matches!(Cmd::decode(&b), Err(HostIfError::Reserved(_))), "byte {i}");
        }
        let mut b = zero.encode();
        b[44] = 0x8;
        assert_eq!(Cmd::decode(&b), Err(HostIfError::Reserved("cmd.mpa_flags")));
        assert_eq!(full.encode()[44], mpa_flag::ALL);
    }

    #[test]
    fn doorbells_do_not_overlap() {
        let mut regs = vec![doorbell::CMD_PI, doorbell::CMD_BASE_LO, doorbell::CMD_BASE_HI, doorbell::CMD_LOG, doorbell::CMD_CQ_BASE_LO, doorbell::CMD_CQ_BASE_HI, doorbell::CMD_CQ_LOG, doorbell::CMD_CQ_CI];
        for q in 0..16u16 {
            regs.extend([doorbell::sq(q), doorbell::rq(q), doorbell::CQ_BASE_LO + doorbell::STRIDE * u32::from(q), doorbell::CQ_BASE_HI + doorbell::STRIDE * u32::from(q), doorbell::CQ_LOG + doorbell::STRIDE * u32::from(q), doorbell::cq_ci(q)]);
        }
        regs.extend([doorbell::EQ_BASE_LO, doorbell::EQ_BASE_HI, doorbell::EQ_LOG, doorbell::EQ_CI, doorbell::TQ_BASE_LO, doorbell::TQ_BASE_HI, doorbell::TQ_LOG, doorbell::TQ_PI]);
        let n = regs.len();
        regs.sort_unstable();
        regs.dedup();
        assert_eq!(regs.len(), n, "two registers share an offset");
        assert!(regs.iter().all(|r| r % 4 == 0));
        // Every register in the part of the window its block owns.
        use doorbell::{window, Window};
        assert!(regs.iter().all(|&r| window(r).is_some()));
        assert_eq!(window(doorbell::CMD_CQ_CI), Some(Window::Cmd));
        assert_eq!((window(doorbell::sq(15)), window(doorbell::rq(0))), (Some(Window::Wq), Some(Window::Wq)));
        assert_eq!((window(doorbell::CQ_BASE_LO), window(doorbell::cq_ci(15))), (Some(Window::Cq), Some(Window::Cq)));
        assert_eq!((window(doorbell::TQ_PI), window(doorbell::EQ_CI)), (Some(Window::ToeCmd), Some(Window::ToeEv)));
        assert_eq!(window(doorbell::EQ_WINDOW_END), None);
    }
}
