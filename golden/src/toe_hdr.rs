//! What every segment the engine sends says about the receive side, and where a segment
//! without data sits in sequence space, as one pure function: the reference engine
//! ([`crate::toe::Toe`]) uses it for every segment it sends, and the hardware `toe_tx_hdr`
//! block must give the same [`HdrFields`] for every input.
//!
//! - The window field (RFC 9293 section 3.8.6.2.2, RFC 7323 section 2.3): the right edge
//!   RCV.NXT + the buffer space the ULP has not filled, never left of the edge already
//!   advertised (a window is never shrunk), the span rounded up to the scale unit and capped
//!   at 65535 units; RCV.ADV becomes the edge that field announces.
//! - The sequence number of a segment without data (a pure ACK, a RST answering a segment of
//!   a connection): SND.MAX, or the right edge of the peer's window when that is further
//!   left (the peer shrank its window or dropped data past it), so the peer finds it
//!   acceptable and reads its ACK (Linux's `tcp_acceptable_seq` makes the same choice).

use crate::toe::{seq_le, seq_lt, MAX_WINDOW_FIELD};

/// The TCB fields the header reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdrView {
    pub rcv_nxt: u32,
    /// Right edge of the window last advertised.
    pub rcv_adv: u32,
    /// Bytes delivered to the ULP and not yet consumed.
    pub rcv_unread: u32,
    /// Our window-scale shift (0..14).
    pub rcv_shift: u8,
    pub snd_una: u32,
    pub snd_wnd: u32,
    pub snd_max: u32,
}

/// The header's receive-side fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdrFields {
    /// The window field as sent (scaled down by the shift).
    pub window: u16,
    /// RCV.ADV after sending it.
    pub rcv_adv: u32,
    /// The sequence number of a segment without data.
    pub ack_seq: u32,
}

/// The fields under a receive buffer of `rcv_buf` bytes.
pub fn header_fields(rcv_buf: u32, v: &HdrView) -> HdrFields {
    let avail = rcv_buf.saturating_sub(v.rcv_unread);
    let mut edge = v.rcv_nxt.wrapping_add(avail);
    if seq_lt(edge, v.rcv_adv) {
        edge = v.rcv_adv;
    }
    let span = edge.wrapping_sub(v.rcv_nxt);
    let unit = 1u32 << v.rcv_shift;
    let field = span.div_ceil(unit).min(MAX_WINDOW_FIELD);
    HdrFields { window: field as u16, rcv_adv: v.rcv_nxt.wrapping_add(field << v.rcv_shift), ack_seq: ack_seq(v.snd_una, v.snd_wnd, v.snd_max) }
}

/// The sequence number of a segment without data: SND.MAX, or the right edge of the peer's
/// window when that is further left.
pub fn ack_seq(snd_una: u32, snd_wnd: u32, snd_max: u32) -> u32 {
    let peer_edge = snd_una.wrapping_add(snd_wnd);
    if seq_le(snd_max, peer_edge) {
        snd_max
    } else {
        peer_edge
    }
}
