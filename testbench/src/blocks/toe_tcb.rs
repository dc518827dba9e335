//! The TCB word (`model::toe::TcbWord`) in software: golden's [`TcbImage`] packed into the
//! hardware's 1563 bits and back, field by field through the layout's constants, so the TCB
//! engine's scoreboard can load golden's connections into the hardware's block RAM and compare
//! what the hardware writes back with golden's TCB after the same event.

use super::toe_rx_seq::state_code;
use iwarp_golden::toe::{State, TcbImage};
use iwarp_golden::toe_ack::Rtt;
use iwarp_golden::toe_reasm::{Block, Reasm, REASM_BLOCKS};
use iwarp_golden::toe_sack::Scoreboard;
use iwarp_model::layout::{Field, SoftWord};
use iwarp_model::toe::{tcb_beats, tcb_w, tcp_state};

/// Beats of 64 bits a TCB read gives (the engine's `m_tcb_rd`).
pub const TCB_READ_BEATS: usize = tcb_beats::LAST_BEAT as usize + 1;

/// The TCB word from a TCB read's beats, the first beat holding the lowest bits.
pub fn word_from_beats(beats: &[u64]) -> SoftWord {
    assert_eq!(beats.len(), TCB_READ_BEATS, "a TCB read is {TCB_READ_BEATS} beats");
    let mut w = tcb_w::soft();
    w.resize(64 * TCB_READ_BEATS, false);
    for (k, &d) in beats.iter().enumerate() {
        Field { offset: 64 * k, width: 64 }.write(&mut w, u128::from(d));
    }
    w.truncate(tcb_w::BITS);
    w
}

/// Golden's state for a [`tcp_state`] code (`None` for a code no state has).
pub fn state_of(code: u8) -> Option<State> {
    Some(match u64::from(code) {
        tcp_state::SYN_SENT => State::SynSent,
        tcp_state::SYN_RECEIVED => State::SynReceived,
        tcp_state::ESTABLISHED => State::Established,
        tcp_state::FIN_WAIT_1 => State::FinWait1,
        tcp_state::FIN_WAIT_2 => State::FinWait2,
        tcp_state::CLOSE_WAIT => State::CloseWait,
        tcp_state::CLOSING => State::Closing,
        tcp_state::LAST_ACK => State::LastAck,
        tcp_state::TIME_WAIT => State::TimeWait,
        _ => return None,
    })
}

/// A value that must fit its field: packing never truncates silently.
fn put(w: &mut SoftWord, f: Field, v: u64, name: &str) -> Result<(), String> {
    if f.width < 64 && v >> f.width != 0 {
        return Err(format!("{name} = {v} does not fit its {} bits", f.width));
    }
    f.write(w, u128::from(v));
    Ok(())
}

/// A MAC address as the ports carry it (the first byte on the wire in bits 47:40).
pub fn mac_value(m: [u8; 6]) -> u64 {
    m.iter().fold(0u64, |a, &b| a << 8 | u64::from(b))
}

fn mac_bytes(v: u64) -> [u8; 6] {
    std::array::from_fn(|i| (v >> (8 * (5 - i))) as u8)
}

/// Golden's TCB as the hardware's word; an error names a value wider than its field.
pub fn pack(t: &TcbImage) -> Result<SoftWord, String> {
    let mut w = tcb_w::soft();
    let (timing_on, timing_seq, timing_at) = match t.rtt_timing {
        Some((s, at)) => (true, s, at),
        None => (false, 0, 0),
    };
    let sb = &t.scoreboard;
    let r = |i: usize| sb.ranges[i];
    let q = |i: usize| t.reasm.blocks[i];
    if t.reasm.blocks[REASM_BLOCKS..].iter().any(|b| *b != Block::default()) {
        return Err(format!("reasm: blocks past the hardware's {REASM_BLOCKS}: {:?}", t.reasm));
    }
    let fields: [(Field, u64, &str); 75] = [
        (tcb_w::STATE, u64::from(state_code(t.state)), "state"),
        (tcb_w::PASSIVE, t.passive.into(), "passive"),
        (tcb_w::REMOTE_MAC, mac_value(t.remote_mac), "remote_mac"),
        (tcb_w::REMOTE_IP, u32::from_be_bytes(t.remote_ip).into(), "remote_ip"),
        (tcb_w::REMOTE_PORT, t.remote_port.into(), "remote_port"),
        (tcb_w::LOCAL_PORT, t.local_port.into(), "local_port"),
        (tcb_w::ISS, t.iss.into(), "iss"),
        (tcb_w::IRS, t.irs.into(), "irs"),
        (tcb_w::SND_UNA, t.snd_una.into(), "snd_una"),
        (tcb_w::SND_NXT, t.snd_nxt.into(), "snd_nxt"),
        (tcb_w::SND_MAX, t.snd_max.into(), "snd_max"),
        (tcb_w::DATA_END, t.data_end.into(), "data_end"),
        (tcb_w::SND_WND, t.snd_wnd.into(), "snd_wnd"),
        (tcb_w::MAX_SND_WND, t.max_snd_wnd.into(), "max_snd_wnd"),
        (tcb_w::SND_WL1, t.snd_wl1.into(), "snd_wl1"),
        (tcb_w::SND_WL2, t.snd_wl2.into(), "snd_wl2"),
        (tcb_w::SND_MSS, t.snd_mss.into(), "snd_mss"),
        (tcb_w::SND_SHIFT, t.snd_shift.into(), "snd_shift"),
        (tcb_w::RCV_SHIFT, t.rcv_shift.into(), "rcv_shift"),
        (tcb_w::TS_OK, t.ts_ok.into(), "ts_ok"),
        (tcb_w::TS_RECENT, t.ts_recent.into(), "ts_recent"),
        (tcb_w::LAST_ACK_SENT, t.last_ack_sent.into(), "last_ack_sent"),
        (tcb_w::SACK_OK, t.sack_ok.into(), "sack_ok"),
        (tcb_w::RCV_NXT, t.rcv_nxt.into(), "rcv_nxt"),
        (tcb_w::RCV_ADV, t.rcv_adv.into(), "rcv_adv"),
        (tcb_w::RCV_UNREAD, t.rcv_unread.into(), "rcv_unread"),
        (tcb_w::FIN_QUEUED, t.fin_queued.into(), "fin_queued"),
        (tcb_w::FIN_SENT, t.fin_sent.into(), "fin_sent"),
        (tcb_w::REXMT_FIRST, t.rexmt_first.into(), "rexmt_first"),
        (tcb_w::ACKED_BYTES, t.acked_bytes.into(), "acked_bytes"),
        (tcb_w::CWND, t.cwnd.into(), "cwnd"),
        (tcb_w::SSTHRESH, t.ssthresh.into(), "ssthresh"),
        (tcb_w::ABC, t.abc_bytes.into(), "abc"),
        (tcb_w::DUPACKS, t.dupacks.into(), "dupacks"),
        (tcb_w::IN_RECOVERY, t.in_recovery.into(), "in_recovery"),
        (tcb_w::RECOVER, t.recover.into(), "recover"),
        (tcb_w::RTT_SEEN, t.rtt.seen.into(), "rtt_seen"),
        (tcb_w::SRTT8, t.rtt.srtt8.into(), "srtt8"),
        (tcb_w::RTTVAR4, t.rtt.rttvar4.into(), "rttvar4"),
        (tcb_w::RTO, t.rtt.rto.into(), "rto"),
        (tcb_w::TIMING_ON, timing_on.into(), "timing_on"),
        (tcb_w::TIMING_SEQ, timing_seq.into(), "timing_seq"),
        (tcb_w::TIMING_AT, timing_at.into(), "timing_at"),
        (tcb_w::RETRIES, t.retries.into(), "retries"),
        (tcb_w::PERSIST_SHIFT, t.persist_shift.into(), "persist_shift"),
        (tcb_w::ACK_NOW, t.ack_now.into(), "ack_now"),
        (tcb_w::UNACKED, t.unacked_segments.into(), "unacked"),
        (tcb_w::CHAL_START, t.chal_start.into(), "chal_start"),
        (tcb_w::CHAL_COUNT, t.chal_count.into(), "chal_count"),
        (tcb_w::REXMT_ON, t.timers_on[0].into(), "rexmt_on"),
        (tcb_w::DACK_ON, t.timers_on[1].into(), "dack_on"),
        (tcb_w::PERSIST_ON, t.timers_on[2].into(), "persist_on"),
        (tcb_w::TIME_WAIT_ON, t.timers_on[3].into(), "time_wait_on"),
        (tcb_w::QUEUED, t.queued.into(), "queued"),
        (tcb_w::LIVE, 1, "live"),
        (tcb_w::SB_COUNT, sb.count.into(), "sb_count"),
        (tcb_w::SB_S0, r(0).start.into(), "sb_s0"),
        (tcb_w::SB_E0, r(0).end.into(), "sb_e0"),
        (tcb_w::SB_S1, r(1).start.into(), "sb_s1"),
        (tcb_w::SB_E1, r(1).end.into(), "sb_e1"),
        (tcb_w::SB_S2, r(2).start.into(), "sb_s2"),
        (tcb_w::SB_E2, r(2).end.into(), "sb_e2"),
        (tcb_w::SB_S3, r(3).start.into(), "sb_s3"),
        (tcb_w::SB_E3, r(3).end.into(), "sb_e3"),
        (tcb_w::HIGH_RXT, sb.high_rxt.into(), "high_rxt"),
        (tcb_w::RQ_COUNT, t.reasm.count.into(), "rq_count"),
        (tcb_w::RQ_S0, q(0).start.into(), "rq_s0"),
        (tcb_w::RQ_E0, q(0).end.into(), "rq_e0"),
        (tcb_w::RQ_S1, q(1).start.into(), "rq_s1"),
        (tcb_w::RQ_E1, q(1).end.into(), "rq_e1"),
        (tcb_w::RQ_S2, q(2).start.into(), "rq_s2"),
        (tcb_w::RQ_E2, q(2).end.into(), "rq_e2"),
        (tcb_w::RQ_S3, q(3).start.into(), "rq_s3"),
        (tcb_w::RQ_E3, q(3).end.into(), "rq_e3"),
        (tcb_w::DUP_OWED, t.dup_owed.into(), "dup_owed"),
    ];
    for (f, v, name) in fields {
        put(&mut w, f, v, name)?;
    }
    Ok(w)
}

/// The hardware's word as golden's TCB; an error names a field no golden value has.
pub fn unpack(w: &SoftWord) -> Result<TcbImage, String> {
    let g = |f: Field| f.read(w) as u64;
    let g32 = |f: Field| f.read(w) as u32;
    let flag = |f: Field| f.read(w) != 0;
    let code = g(tcb_w::STATE) as u8;
    let state = state_of(code).ok_or_else(|| format!("state code {code} is no state"))?;
    Ok(TcbImage {
        state,
        passive: flag(tcb_w::PASSIVE),
        remote_mac: mac_bytes(g(tcb_w::REMOTE_MAC)),
        remote_ip: g32(tcb_w::REMOTE_IP).to_be_bytes(),
        remote_port: g(tcb_w::REMOTE_PORT) as u16,
        local_port: g(tcb_w::LOCAL_PORT) as u16,
        iss: g32(tcb_w::ISS),
        irs: g32(tcb_w::IRS),
        snd_una: g32(tcb_w::SND_UNA),
        snd_nxt: g32(tcb_w::SND_NXT),
        snd_max: g32(tcb_w::SND_MAX),
        data_end: g32(tcb_w::DATA_END),
        snd_wnd: g32(tcb_w::SND_WND),
        max_snd_wnd: g32(tcb_w::MAX_SND_WND),
        snd_wl1: g32(tcb_w::SND_WL1),
        snd_wl2: g32(tcb_w::SND_WL2),
        snd_mss: g32(tcb_w::SND_MSS),
        snd_shift: g(tcb_w::SND_SHIFT) as u8,
        rcv_shift: g(tcb_w::RCV_SHIFT) as u8,
        ts_ok: flag(tcb_w::TS_OK),
        ts_recent: g32(tcb_w::TS_RECENT),
        last_ack_sent: g32(tcb_w::LAST_ACK_SENT),
        sack_ok: flag(tcb_w::SACK_OK),
        rcv_nxt: g32(tcb_w::RCV_NXT),
        rcv_adv: g32(tcb_w::RCV_ADV),
        rcv_unread: g32(tcb_w::RCV_UNREAD),
        fin_queued: flag(tcb_w::FIN_QUEUED),
        fin_sent: flag(tcb_w::FIN_SENT),
        rexmt_first: flag(tcb_w::REXMT_FIRST),
        acked_bytes: g32(tcb_w::ACKED_BYTES),
        cwnd: g32(tcb_w::CWND),
        ssthresh: g32(tcb_w::SSTHRESH),
        abc_bytes: g32(tcb_w::ABC),
        dupacks: g32(tcb_w::DUPACKS),
        in_recovery: flag(tcb_w::IN_RECOVERY),
        recover: g32(tcb_w::RECOVER),
        rtt: Rtt { seen: flag(tcb_w::RTT_SEEN), srtt8: g32(tcb_w::SRTT8), rttvar4: g32(tcb_w::RTTVAR4), rto: g32(tcb_w::RTO) },
        rtt_timing: flag(tcb_w::TIMING_ON).then(|| (g32(tcb_w::TIMING_SEQ), g32(tcb_w::TIMING_AT))),
        retries: g32(tcb_w::RETRIES),
        persist_shift: g32(tcb_w::PERSIST_SHIFT),
        ack_now: flag(tcb_w::ACK_NOW),
        unacked_segments: g32(tcb_w::UNACKED),
        chal_start: g32(tcb_w::CHAL_START),
        chal_count: g32(tcb_w::CHAL_COUNT),
        timers_on: [flag(tcb_w::REXMT_ON), flag(tcb_w::DACK_ON), flag(tcb_w::PERSIST_ON), flag(tcb_w::TIME_WAIT_ON)],
        queued: flag(tcb_w::QUEUED),
        scoreboard: Scoreboard {
            ranges: [
                Block { start: g32(tcb_w::SB_S0), end: g32(tcb_w::SB_E0) },
                Block { start: g32(tcb_w::SB_S1), end: g32(tcb_w::SB_E1) },
                Block { start: g32(tcb_w::SB_S2), end: g32(tcb_w::SB_E2) },
                Block { start: g32(tcb_w::SB_S3), end: g32(tcb_w::SB_E3) },
            ],
            count: g(tcb_w::SB_COUNT) as u8,
            high_rxt: g32(tcb_w::HIGH_RXT),
        },
        reasm: Reasm {
            blocks: std::array::from_fn(|i| match i {
                0 => Block { start: g32(tcb_w::RQ_S0), end: g32(tcb_w::RQ_E0) },
                1 => Block { start: g32(tcb_w::RQ_S1), end: g32(tcb_w::RQ_E1) },
                2 => Block { start: g32(tcb_w::RQ_S2), end: g32(tcb_w::RQ_E2) },
                3 => Block { start: g32(tcb_w::RQ_S3), end: g32(tcb_w::RQ_E3) },
                _ => Block::default(),
            }),
            count: g(tcb_w::RQ_COUNT) as u8,
        },
        dup_owed: g32(tcb_w::DUP_OWED),
    })
}

/// The word holds a connection (`live`); a freed slot's word keeps whatever it held else.
pub fn is_live(w: &SoftWord) -> bool {
    tcb_w::LIVE.read(w) != 0
}

/// A freed slot's word: no connection, the rest of its bits `junk` (whatever the slot held),
/// its place in the ring `queued`.
pub fn dead(junk: &SoftWord, queued: bool) -> SoftWord {
    let mut w = junk.clone();
    w.resize(tcb_w::BITS, false);
    tcb_w::LIVE.write(&mut w, 0);
    tcb_w::QUEUED.write(&mut w, u128::from(queued));
    w
}

/// Packs and unpacks `t`: an error when a value does not fit or does not come back the same
/// (a field too narrow for what golden's engine reaches, or two fields overlapping).
pub fn round_trip(t: &TcbImage) -> Result<(), String> {
    let back = unpack(&pack(t)?)?;
    if back != *t {
        return Err(format!("TCB word round trip:\n  golden {t:?}\n  back   {back:?}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use iwarp_model::toe::tcb_w;
    use proptest::prelude::*;

    fn state() -> impl Strategy<Value = State> {
        (0u8..=8).prop_map(|c| state_of(c).unwrap())
    }

    prop_compose! {
        /// Any TCB whose values fit the word's fields.
        fn image()(state in state(), flags in any::<[bool; 16]>(), w in any::<[u32; 28]>(), chal_count in 0u32..16,
                   mac in any::<[u8; 6]>(), tuple in any::<([u8; 4], u16, u16)>(), sb in (any::<[u32; 8]>(), 0u8..8, any::<u32>()), rq in (any::<[u32; 8]>(), 0u8..8, 0u32..8), small in (0u32..8, 0u32..256, 0u32..17, 0u32..3, 0u8..15, 0u8..15, 0u32..65536))
                   -> TcbImage {
            TcbImage {
                state, passive: flags[0], remote_mac: mac, remote_ip: tuple.0, remote_port: tuple.1,
                local_port: tuple.2, iss: w[0], irs: w[1], snd_una: w[2], snd_nxt: w[3],
                snd_max: w[4], data_end: w[5], snd_wnd: w[6], max_snd_wnd: w[26], snd_wl1: w[7], snd_wl2: w[8], snd_mss: small.6,
                snd_shift: small.4, rcv_shift: small.5, ts_ok: flags[1], ts_recent: w[9], last_ack_sent: w[10],
                sack_ok: flags[2], rcv_nxt: w[11], rcv_adv: w[12], rcv_unread: w[13], fin_queued: flags[3],
                fin_sent: flags[4], rexmt_first: flags[5], acked_bytes: w[14], cwnd: w[15], ssthresh: w[16],
                abc_bytes: w[17], dupacks: small.0, in_recovery: flags[6], recover: w[18],
                rtt: Rtt { seen: flags[7], srtt8: w[19], rttvar4: w[20], rto: w[21] },
                rtt_timing: flags[8].then_some((w[22], w[23])), retries: small.1, persist_shift: small.2,
                ack_now: flags[9], unacked_segments: small.3, chal_start: w[27], chal_count,
                timers_on: [flags[10], flags[11], flags[12], flags[13]], queued: flags[14],
                scoreboard: Scoreboard {
                    ranges: std::array::from_fn(|i| Block { start: sb.0[2 * i], end: sb.0[2 * i + 1] }),
                    count: sb.1,
                    high_rxt: sb.2,
                },
                reasm: Reasm {
                    blocks: std::array::from_fn(|i| if i < REASM_BLOCKS { Block { start: rq.0[2 * i], end: rq.0[2 * i + 1] } } else { Block::default() }),
                    count: rq.1,
                },
                dup_owed: rq.2,
            }
        }
    }

    proptest! {
        /// Every TCB that fits comes back the same: no two fields share a bit, none is lost.
        #[test]
        fn any_fitting_tcb_round_trips(t in image()) {
            prop_assert_eq!(round_trip(&t), Ok(()));
        }
    }

    /// A value wider than its field is refused by name, never truncated.
    #[test]
    fn a_value_past_its_field_is_refused() {
        let mut t = unpack(&tcb_w::soft()).unwrap();
        t.dupacks = 8;
        assert!(pack(&t).unwrap_err().contains("dupacks"));
        t.dupacks = 7;
        t.persist_shift = 32;
        assert!(pack(&t).unwrap_err().contains("persist_shift"));
    }

    /// The word's fields fill it exactly.
    #[test]
    fn the_fields_fill_the_word() {
        assert_eq!(tcb_w::USED, tcb_w::BITS);
    }
}
