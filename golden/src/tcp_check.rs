//! `tcp-check`'s library: a TCP conformance checker for captures (RFC 9293, RFC 7323,
//! RFC 2018), the oracle of the TCP offload engine's tests.
//!
//! Every Ethernet / IPv4 / TCP frame of a capture is parsed with the golden codecs (a header
//! or checksum error is a finding) and fed to its connection, one state per direction. Each
//! rule is named once ([`Rule`]) with its RFC section; a finding names the frame (1-based, as
//! Wireshark counts), the direction and what was seen. Frames that are not IPv4 / TCP are
//! counted and skipped. The checks are the sender's duties, seen from the wire:
//!
//! - sequence continuity: no hole in what a sender sent that it never fills (a segment that
//!   starts beyond the highest sequence number sent opens a hole; the hole must be sent by the
//!   end of the capture, as after a loss upstream of the capture point);
//! - every retransmitted byte equal to the byte first sent at that sequence number;
//! - no data beyond the right edge of the receiver's advertised window (the window scaled by
//!   the negotiated shift; the largest edge seen counts, so a receiver that shrinks its window
//!   does not make the sender wrong; one byte past a zero window is a permitted probe);
//! - no acknowledgement of sequence space the peer never sent;
//! - SYN only as the first segment (or its retransmission), SYN-ACK acknowledging the SYN,
//!   no SYN together with FIN or RST, no data past a FIN;
//! - options only where allowed: MSS, window scale and SACK-permitted on SYN segments only;
//!   SACK blocks only when both SYNs offered SACK-permitted; timestamps on every segment but
//!   RST once both SYNs carried them, on none when not negotiated; a window-scale shift of at
//!   most 14.
//!
//! Sequence comparisons are modulo 2^32 (RFC 9293 section 3.4). A capture that starts in the
//! middle of a connection (no SYN seen) is checked from its first segment on, without the
//! handshake-dependent rules.

use crate::pcap::Record;
use crate::wire::{ethernet, ipv4, tcp};
use std::collections::BTreeMap;

/// The rules, each with its RFC section.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rule {
    /// The IPv4 header or its checksum is wrong (RFC 791 section 3.1).
    Ipv4Header,
    /// The TCP header or checksum is wrong (RFC 9293 section 3.1).
    TcpHeader,
    /// A segment started past the highest sequence number sent and the bytes it skipped were
    /// never sent by the end of the capture (RFC 9293 section 3.4). A hole filled later is
    /// what a loss before the capture point looks like, not a sender's fault.
    SequenceGap,
    /// A retransmitted byte differs from the original (RFC 9293 section 3.4: the sequence
    /// number names one byte of the stream).
    RetransmissionDiffers,
    /// Data past the receiver's window (RFC 9293 section 3.8.6, RFC 7323 section 2.3).
    BeyondWindow,
    /// An acknowledgement of sequence space never sent (RFC 9293 section 3.4).
    AckOfUnsent,
    /// SYN in the middle of a connection, SYN with FIN or RST, a SYN-ACK that does not
    /// acknowledge the SYN (RFC 9293 sections 3.5, 3.10.7).
    SynRule,
    /// Data past a FIN (RFC 9293 section 3.6).
    FinRule,
    /// An option where it is not allowed (RFC 9293 section 3.2, RFC 7323 sections 2.2, 3.2,
    /// RFC 2018 section 2).
    OptionPlacement,
}

impl Rule {
    pub fn name(self) -> &'static str {
        match self {
            Rule::Ipv4Header => "ipv4-header",
            Rule::TcpHeader => "tcp-header",
            Rule::SequenceGap => "sequence-gap",
            Rule::RetransmissionDiffers => "retransmission-differs",
            Rule::BeyondWindow => "beyond-window",
            Rule::AckOfUnsent => "ack-of-unsent",
            Rule::SynRule => "syn",
            Rule::FinRule => "fin",
            Rule::OptionPlacement => "option-placement",
        }
    }
}

/// One violation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Frame number, 1-based.
    pub frame: usize,
    pub rule: Rule,
    /// `a.b.c.d:port > e.f.g.h:port`, or empty for a frame that could not be parsed.
    pub direction: String,
    pub detail: String,
}

/// What a capture held and what was wrong with it.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub frames: usize,
    /// TCP segments checked.
    pub segments: usize,
    /// Frames that are not IPv4 / TCP (skipped).
    pub skipped: usize,
    pub connections: usize,
    /// Payload bytes per direction, first transmissions only.
    pub bytes: u64,
    /// Payload bytes sent again.
    pub retransmitted: u64,
    /// The same two counts per sending address (first transmissions, sent again).
    pub by_sender: std::collections::BTreeMap<[u8; 4], (u64, u64)>,
    pub findings: Vec<Finding>,
}

/// A TCP endpoint.
type End = ([u8; 4], u16);

/// One direction of a connection: what its sender did.
#[derive(Debug, Default)]
struct Dir {
    /// Initial sequence number (from its SYN).
    isn: Option<u32>,
    /// Sequence number of `sent[0]`.
    base: Option<u32>,
    /// Every byte sent, from `base`, as first sent (`None`: a hole not sent yet).
    sent: Vec<Option<u8>>,
    /// One past the highest sequence number sent (SYN and FIN included).
    snd_max: Option<u32>,
    /// Sequence number of its FIN.
    fin: Option<u32>,
    syn_options: Option<Vec<tcp::TcpOption>>,
    /// Holes opened by a segment that started past `snd_max`: (frame, first byte's offset from
    /// `base`, sequence number, length); checked at the end of the capture.
    gaps: Vec<(usize, usize, u32, usize)>,
    /// Right edge of the largest window this side advertised (for the other direction).
    rcv_edge: Option<u32>,
    /// The last acknowledgement this side sent (the left edge of its window).
    last_ack: Option<u32>,
}

#[derive(Debug, Default)]
struct Conn {
    /// Direction 0 is the first sender seen.
    first: Option<End>,
    dirs: [Dir; 2],
}

impl Conn {
    fn shift(&self, d: usize) -> u32 {
        // RFC 7323 section 2.2: scaling applies only when both SYNs carried the option.
        let ws = |o: &Option<Vec<tcp::TcpOption>>| {
            o.as_ref().and_then(|v| v.iter().find_map(|x| if let tcp::TcpOption::WindowScale(s) = x { Some(*s) } else { None }))
        };
        match (ws(&self.dirs[d].syn_options), ws(&self.dirs[1 - d].syn_options)) {
            (Some(s), Some(_)) => u32::from(s.min(MAX_WINDOW_SHIFT)),
            _ => 0,
        }
    }
    fn both_offer(&self, f: impl Fn(&tcp::TcpOption) -> bool) -> bool {
        self.dirs.iter().all(|d| d.syn_options.as_ref().is_some_and(|v| v.iter().any(&f)))
    }
}

/// RFC 7323 section 2.3: a shift above 14 is used as 14.
pub const MAX_WINDOW_SHIFT: u8 = 14;

/// `a - b` as a signed distance in sequence space.
fn diff(a: u32, b: u32) -> i64 {
    i64::from(a.wrapping_sub(b) as i32)
}

fn fmt_end(e: End) -> String {
    format!("{}.{}.{}.{}:{}", e.0[0], e.0[1], e.0[2], e.0[3], e.1)
}

/// Checks a capture.
pub fn check(records: &[Record]) -> Report {
    let mut r = Report::default();
    let mut conns: BTreeMap<(End, End), Conn> = BTreeMap::new();
    for (i, rec) in records.iter().enumerate() {
        let frame = i + 1;
        r.frames += 1;
        let Ok((eth, payload)) = ethernet::Repr::parse(&rec.data) else {
            r.skipped += 1;
            continue;
        };
        if eth.ethertype != ethernet::ETHERTYPE_IPV4 {
            r.skipped += 1;
            continue;
        }
        let fixed_ip: Vec<u8>;
        let (ip, seg, ip_bad) = match ipv4::Repr::parse(payload) {
            Ok((ip, seg)) => (ip, seg, false),
            Err(e) => {
                r.findings.push(Finding { frame, rule: Rule::Ipv4Header, direction: String::new(), detail: format!("{e:?}") });
                // Only the header checksum wrong: the segment still counts for its sender's
                // sequence space (see below).
                let mut copy = payload.to_vec();
                if copy.len() < ipv4::MIN_HEADER_LEN {
                    continue;
                }
                let ihl = usize::from(copy[0] & 0x0F) * 4;
                if ihl < ipv4::MIN_HEADER_LEN || copy.len() < ihl {
                    continue;
                }
                ipv4::Repr::fill_checksum(&mut copy[..ihl]);
                fixed_ip = copy;
                match ipv4::Repr::parse(&fixed_ip) {
                    Ok((ip, seg)) => (ip, seg, true),
                    Err(_) => continue,
                }
            }
        };
        if ip.protocol != ipv4::PROTOCOL_TCP {
            r.skipped += 1;
            continue;
        }
        let (t, corrupt) = match tcp::Repr::parse(seg, ip.src, ip.dst) {
            Ok(t) => (t, ip_bad),
            Err(e) => {
                let dir = format!("{}.{}.{}.{} > {}.{}.{}.{}", ip.src[0], ip.src[1], ip.src[2], ip.src[3], ip.dst[0], ip.dst[1], ip.dst[2], ip.dst[3]);
                r.findings.push(Finding { frame, rule: Rule::TcpHeader, direction: dir, detail: format!("{e:?}") });
                // A segment damaged on the way still occupied its sequence space at the sender:
                // with only the checksum wrong, its header counts (not its bytes), so the next
                // segment is no gap.
                match with_checksum_fixed(seg, ip.src, ip.dst) {
                    Some(t) => (t, true),
                    None => continue,
                }
            }
        };
        r.segments += 1;
        let (src, dst): (End, End) = ((ip.src, t.src_port), (ip.dst, t.dst_port));
        let key = if src <= dst { (src, dst) } else { (dst, src) };
        let c = conns.entry(key).or_default();
        let d = match c.first {
            None => {
                c.first = Some(src);
                0
            }
            Some(f) => usize::from(f != src),
        };
        let direction = format!("{} > {}", fmt_end(src), fmt_end(dst));
        let mut find = |rule: Rule, detail: String| r.findings.push(Finding { frame, rule, direction: direction.clone(), detail });
        if corrupt {
            sequence_only(c, d, &t);
        } else {
            let (b0, x0) = (r.bytes, r.retransmitted);
            segment(c, d, &t, frame, &mut find, &mut r.bytes, &mut r.retransmitted);
            let e = r.by_sender.entry(ip.src).or_default();
            e.0 += r.bytes - b0;
            e.1 += r.retransmitted - x0;
        }
    }
    r.connections = conns.len();
    // Holes never filled.
    for c in conns.values() {
        let first = c.first.expect("a connection has a sender");
        for (d, dir) in c.dirs.iter().enumerate() {
            for &(frame, off, seq, len) in &dir.gaps {
                let missing = (off..off + len).filter(|&k| dir.sent.get(k).copied().flatten().is_none()).count();
                if missing > 0 {
                    let direction = if d == 0 { "sender first seen".to_string() } else { "its peer".to_string() };
                    r.findings.push(Finding {
                        frame,
                        rule: Rule::SequenceGap,
                        direction: format!("{} ({direction})", fmt_end(first)),
                        detail: format!("{missing} of the {len} bytes from {seq:#010x} skipped here were never sent"),
                    });
                }
            }
        }
    }
    r.findings.sort_by_key(|f| f.frame);
    r
}

/// The segment of `buf` parsed with its checksum recomputed, when only the checksum was wrong.
fn with_checksum_fixed(buf: &[u8], src: [u8; 4], dst: [u8; 4]) -> Option<tcp::Repr> {
    if buf.len() < tcp::MIN_HEADER_LEN {
        return None;
    }
    let mut copy = buf.to_vec();
    tcp::Repr::fill_checksum(&mut copy, src, dst);
    tcp::Repr::parse(&copy, src, dst).ok()
}

/// A damaged segment of direction `d`: only the sequence space it occupied.
fn sequence_only(c: &mut Conn, d: usize, t: &tcp::Repr) {
    let me = &mut c.dirs[d];
    let syn = t.flags & tcp::flags::SYN != 0;
    let data_seq = if syn { t.seq.wrapping_add(1) } else { t.seq };
    let (Some(base), Some(max)) = (me.base, me.snd_max) else { return };
    let end = data_seq.wrapping_add(t.payload.len() as u32).wrapping_add(u32::from(t.flags & tcp::flags::FIN != 0));
    if diff(data_seq, base) >= 0 && diff(end, max) > 0 {
        me.snd_max = Some(end);
    }
}

/// One segment of direction `d` of `c`.
fn segment(c: &mut Conn, d: usize, t: &tcp::Repr, frame: usize, find: &mut impl FnMut(Rule, String), bytes: &mut u64, retx: &mut u64) {
    use tcp::flags::{ACK, FIN, RST, SYN};
    use tcp::TcpOption as O;
    let (syn, fin, rst, ack) = (t.flags & SYN != 0, t.flags & FIN != 0, t.flags & RST != 0, t.flags & ACK != 0);
    // Flags.
    if syn && (fin || rst) {
        find(Rule::SynRule, format!("SYN with {} (flags {:#04x})", if fin { "FIN" } else { "RST" }, t.flags));
    }
    // Options.
    for o in &t.options {
        let syn_only = matches!(o, O::Mss(_) | O::WindowScale(_) | O::SackPermitted);
        if syn_only && !syn {
            find(Rule::OptionPlacement, format!("{o:?} on a segment without SYN"));
        }
        if let O::WindowScale(s) = o {
            if *s > MAX_WINDOW_SHIFT {
                find(Rule::OptionPlacement, format!("window scale shift {s} above {MAX_WINDOW_SHIFT}"));
            }
        }
    }
    let handshake_seen = c.dirs.iter().all(|x| x.syn_options.is_some());
    if handshake_seen && !syn {
        let has_sack = t.options.iter().any(|o| matches!(o, O::Sack(_)));
        if has_sack && !c.both_offer(|o| matches!(o, O::SackPermitted)) {
            find(Rule::OptionPlacement, "SACK blocks without SACK-permitted on both SYNs".into());
        }
        let has_ts = t.options.iter().any(|o| matches!(o, O::Timestamps { .. }));
        let ts_on = c.both_offer(|o| matches!(o, O::Timestamps { .. }));
        if ts_on && !has_ts && !rst {
            find(Rule::OptionPlacement, "no timestamps option although both SYNs negotiated it (RFC 7323 section 3.2)".into());
        }
        if !ts_on && has_ts {
            find(Rule::OptionPlacement, "timestamps option although not negotiated".into());
        }
    }
    // SYN.
    if syn {
        let me = &mut c.dirs[d];
        match me.isn {
            None => {
                me.isn = Some(t.seq);
                me.base = Some(t.seq.wrapping_add(1));
                me.syn_options = Some(t.options.clone());
                me.snd_max = Some(t.seq.wrapping_add(1));
            }
            Some(isn) if isn != t.seq => find(Rule::SynRule, format!("SYN at {:#010x}, the connection's ISN is {isn:#010x}", t.seq)),
            Some(_) => {}
        }
        if ack {
            if let Some(peer) = c.dirs[1 - d].isn {
                if t.ack != peer.wrapping_add(1) {
                    find(Rule::SynRule, format!("SYN-ACK acknowledges {:#010x}, the SYN was at {peer:#010x}", t.ack));
                }
            }
        }
    } else if c.dirs[d].isn.is_none() && c.dirs[d].base.is_none() {
        // Mid-connection capture: this direction starts here.
        c.dirs[d].base = Some(t.seq);
        c.dirs[d].snd_max = Some(t.seq);
    }
    // Acknowledgement.
    if ack {
        if let Some(peer_max) = c.dirs[1 - d].snd_max {
            if diff(t.ack, peer_max) > 0 {
                find(Rule::AckOfUnsent, format!("acknowledges {:#010x}, the peer sent up to {peer_max:#010x}", t.ack));
            }
        }
        let shift = if syn { 0 } else { c.shift(d) };
        let edge = t.ack.wrapping_add(u32::from(t.window) << shift);
        let me = &mut c.dirs[d];
        me.last_ack = Some(t.ack);
        me.rcv_edge = Some(match me.rcv_edge {
            Some(e) if diff(e, edge) > 0 => e,
            _ => edge,
        });
    }
    // Data (and FIN) in sequence space.
    let data_seq = if syn { t.seq.wrapping_add(1) } else { t.seq };
    let len = t.payload.len() as u32;
    let Some(base) = c.dirs[d].base else { return };
    let snd_max = c.dirs[d].snd_max.unwrap_or(base);
    if len > 0 || fin {
        let hole = diff(data_seq, snd_max);
        if hole > 0 && diff(snd_max, base) >= 0 {
            let (off, len) = (diff(snd_max, base) as usize, hole as usize);
            c.dirs[d].gaps.push((frame, off, snd_max, len));
        }
        if let Some(f) = c.dirs[d].fin {
            let end = data_seq.wrapping_add(len);
            if diff(end, f) > 0 || (fin && data_seq.wrapping_add(len) != f) {
                find(Rule::FinRule, format!("data up to {end:#010x} after the FIN at {f:#010x}"));
            }
        }
        // The receiver's window (the other direction's advertisement).
        if let (Some(edge), Some(left)) = (c.dirs[1 - d].rcv_edge, c.dirs[1 - d].last_ack) {
            let end = data_seq.wrapping_add(len);
            let zero_window_probe = edge == left && len == 1;
            if diff(end, edge) > 0 && !zero_window_probe && !rst {
                find(Rule::BeyondWindow, format!("data up to {end:#010x}, the receiver's window ends at {edge:#010x}"));
            }
        }
    }
    // Retransmitted bytes against the originals.
    let me = &mut c.dirs[d];
    let off = diff(data_seq, base);
    if off >= 0 && len > 0 && !rst {
        let off = off as usize;
        if me.sent.len() < off + t.payload.len() {
            me.sent.resize(off + t.payload.len(), None);
        }
        let mut differs = None;
        for (k, &b) in t.payload.iter().enumerate() {
            match me.sent[off + k] {
                Some(o) if o != b => {
                    differs.get_or_insert(k);
                }
                Some(_) => *retx += 1,
                None => {
                    me.sent[off + k] = Some(b);
                    *bytes += 1;
                }
            }
        }
        if let Some(k) = differs {
            find(Rule::RetransmissionDiffers, format!("byte at {:#010x} differs from the byte first sent there", data_seq.wrapping_add(k as u32)));
        }
    }
    let end = data_seq.wrapping_add(len).wrapping_add(u32::from(fin));
    if diff(end, snd_max) > 0 {
        me.snd_max = Some(end);
    }
    if fin && me.fin.is_none() {
        me.fin = Some(data_seq.wrapping_add(len));
    }
}

/// The report as text: one line per finding, then a summary line.
pub fn text(r: &Report) -> String {
    let mut out = String::new();
    for f in &r.findings {
        out.push_str(&format!("frame {}: {}: {} {}\n", f.frame, f.rule.name(), f.direction, f.detail));
    }
    out.push_str(&format!(
        "{} frames, {} TCP segments in {} connections, {} skipped; {} payload bytes, {} retransmitted; {}\n",
        r.frames,
        r.segments,
        r.connections,
        r.skipped,
        r.bytes,
        r.retransmitted,
        if r.findings.is_empty() { "clean".to_string() } else { format!("{} findings", r.findings.len()) }
    ));
    out
}

/// The report as JSON lines: one object per finding, then a summary object.
pub fn json(r: &Report) -> String {
    let mut out = String::new();
    for f in &r.findings {
        let v = serde_json::json!({"frame": f.frame, "rule": f.rule.name(), "direction": f.direction, "detail": f.detail});
        out.push_str(&v.to_string());
        out.push('\n');
    }
    let v = serde_json::json!({
        "summary": true, "frames": r.frames, "segments": r.segments, "connections": r.connections,
        "skipped": r.skipped, "bytes": r.bytes, "retransmitted": r.retransmitted, "findings": r.findings.len(),
    });
    out.push_str(&v.to_string());
    out.push('\n');
    out
}
