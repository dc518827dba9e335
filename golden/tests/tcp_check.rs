//! tcp-check against captures whose conformance is known: golden conversations (every M/C
//! combination, one FPDU per segment and seeded random cuts with retransmitted overlapping
//! copies) must be clean; each mutation of one must draw the rule it breaks, and nothing else
//! where the mutation breaks one rule only. Arbitrary bytes never panic the checker.

use iwarp_golden::conversation::{build, Config, Layout};
use iwarp_golden::pcap::Record;
use iwarp_golden::tcp_check::{check, text, Rule};
use iwarp_golden::wire::{ethernet, ipv4, tcp};
use proptest::prelude::*;

fn configs() -> Vec<Config> {
    let mut out = Vec::new();
    for (i, c) in Config::all_mc().into_iter().enumerate() {
        out.push(Config { layout: Layout::OnePerSegment, ..c.clone() });
        out.push(Config { layout: Layout::Random { seed: 7 + i as u64, retransmit: true }, ..c });
    }
    out
}

#[test]
fn golden_conversations_are_clean() {
    for cfg in configs() {
        let conv = build(&cfg);
        let r = check(&conv.records);
        assert!(r.segments > 10 && r.connections == 1 && r.bytes > 2000, "{r:?}");
        assert!(r.findings.is_empty(), "{}: {}", cfg.tag(), text(&r));
        if matches!(cfg.layout, Layout::Random { .. }) {
            assert!(r.retransmitted > 0, "{}: the random layout retransmits", cfg.tag());
        }
    }
}

/// A frame taken apart, to be changed and put together again (checksums recomputed).
struct Seg {
    eth: ethernet::Repr,
    ip: ipv4::Repr,
    tcp: tcp::Repr,
}

fn parse(r: &Record) -> Seg {
    let (eth, p) = ethernet::Repr::parse(&r.data).unwrap();
    let (ip, s) = ipv4::Repr::parse(p).unwrap();
    let tcp = tcp::Repr::parse(s, ip.src, ip.dst).unwrap();
    Seg { eth, ip, tcp }
}

fn emit(s: &Seg, like: &Record) -> Record {
    let data = s.eth.emit(&s.ip.emit(&s.tcp.emit(s.ip.src, s.ip.dst)));
    Record { time_ns: like.time_ns, orig_len: data.len() as u32, data }
}

/// Rebuilds frame `i` after `f` changed it.
fn edit(recs: &mut [Record], i: usize, f: impl FnOnce(&mut tcp::Repr)) {
    let mut s = parse(&recs[i]);
    f(&mut s.tcp);
    recs[i] = emit(&s, &recs[i]);
}

/// Index of the `n`-th frame (0-based) matching `pred`.
fn nth(recs: &[Record], n: usize, pred: impl Fn(&tcp::Repr) -> bool) -> usize {
    recs.iter().enumerate().filter(|(_, r)| pred(&parse(r).tcp)).nth(n).map(|(i, _)| i).expect("such a frame")
}

fn rules(recs: &[Record]) -> Vec<Rule> {
    let mut v: Vec<Rule> = check(recs).findings.iter().map(|f| f.rule).collect();
    v.sort();
    v.dedup();
    v
}

fn clean() -> Vec<Record> {
    let recs = build(&Config::default()).records;
    assert!(check(&recs).findings.is_empty());
    recs
}

const SYN: u8 = tcp::flags::SYN;
const FIN: u8 = tcp::flags::FIN;
const ACK: u8 = tcp::flags::ACK;

#[test]
fn each_mutation_draws_its_rule() {
    let data = |t: &tcp::Repr| !t.payload.is_empty();
    // A retransmission whose bytes differ: a copy of a data segment, one byte flipped.
    let mut r = clean();
    let i = nth(&r, 3, data);
    let mut copy = r[i].clone();
    let mut s = parse(&copy);
    s.tcp.payload[0] ^= 0x40;
    copy = emit(&s, &copy);
    r.push(copy);
    assert_eq!(rules(&r), vec![Rule::RetransmissionDiffers]);

    // A payload byte changed on the wire: the TCP checksum.
    let mut r = clean();
    let i = nth(&r, 2, data);
    let last = r[i].data.len() - 1;
    r[i].data[last] ^= 1;
    assert_eq!(rules(&r), vec![Rule::TcpHeader]);

    // The IPv4 TTL changed without its checksum.
    let mut r = clean();
    r[4].data[ethernet::HEADER_LEN + 8] ^= 0x10;
    assert_eq!(rules(&r), vec![Rule::Ipv4Header]);

    // An acknowledgement 1,000 bytes past what the peer sent.
    let mut r = clean();
    let i = nth(&r, 5, |t| t.flags & ACK != 0 && t.flags & SYN == 0);
    edit(&mut r, i, |t| t.ack = t.ack.wrapping_add(1000));
    assert_eq!(rules(&r), vec![Rule::AckOfUnsent]);

    // SYN together with FIN.
    let mut r = clean();
    edit(&mut r, 0, |t| t.flags |= FIN);
    assert!(rules(&r).contains(&Rule::SynRule), "{}", text(&check(&r)));

    // A second SYN at another sequence number in the middle of the connection.
    let mut r = clean();
    let i = nth(&r, 4, data);
    edit(&mut r, i, |t| {
        t.flags |= SYN;
        t.seq = t.seq.wrapping_add(77777);
        t.payload.clear();
        t.options = vec![tcp::TcpOption::Mss(1460)];
    });
    assert!(rules(&r).contains(&Rule::SynRule), "{}", text(&check(&r)));

    // Data after the FIN: a copy of the first FIN carrying bytes at the FIN's sequence number.
    let mut r = clean();
    let i = nth(&r, 0, |t| t.flags & FIN != 0);
    let mut copy = r[i].clone();
    let mut s = parse(&copy);
    s.tcp.flags &= !FIN;
    s.tcp.payload = vec![0x55; 10];
    copy = emit(&s, &copy);
    r.insert(i + 1, copy);
    assert_eq!(rules(&r), vec![Rule::FinRule], "{}", text(&check(&r)));

    // Data beyond the window: the responder advertises 16 bytes in its SYN-ACK and nothing
    // more in any later segment.
    let mut r = clean();
    let responder = parse(&r[1]).ip.src;
    for i in 1..r.len() {
        if parse(&r[i]).ip.src == responder {
            edit(&mut r, i, |t| t.window = if t.flags & SYN != 0 { 16 } else { 0 });
        }
    }
    assert!(rules(&r).contains(&Rule::BeyondWindow), "{}", text(&check(&r)));

    // A segment never sent: a hole in the sequence space.
    let mut r = clean();
    let i = nth(&r, 6, data);
    r.remove(i);
    assert!(rules(&r).contains(&Rule::SequenceGap), "{}", text(&check(&r)));

    // An MSS option on a data segment.
    let mut r = clean();
    let i = nth(&r, 1, data);
    edit(&mut r, i, |t| t.options.push(tcp::TcpOption::Mss(536)));
    assert_eq!(rules(&r), vec![Rule::OptionPlacement]);

    // Timestamps on a data segment although the SYNs did not negotiate them.
    let mut r = clean();
    let i = nth(&r, 1, data);
    edit(&mut r, i, |t| t.options.push(tcp::TcpOption::Timestamps { value: 5, echo: 1 }));
    assert_eq!(rules(&r), vec![Rule::OptionPlacement]);

    // SACK blocks although SACK-permitted is missing from the initiator's SYN.
    let mut r = clean();
    edit(&mut r, 0, |t| t.options.retain(|o| !matches!(o, tcp::TcpOption::SackPermitted)));
    let i = nth(&r, 2, |t| t.flags & SYN == 0 && t.payload.is_empty());
    edit(&mut r, i, |t| t.options.push(tcp::TcpOption::Sack(vec![(t.ack.wrapping_add(10), t.ack.wrapping_add(20))])));
    assert_eq!(rules(&r), vec![Rule::OptionPlacement]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Any byte of a capture changed, any frame dropped or repeated: the checker never panics,
    /// and a change to a frame's bytes that no longer verify is reported at that frame.
    #[test]
    fn mutated_captures_never_panic(pos in any::<prop::sample::Index>(), byte in any::<u8>(), drop in any::<prop::sample::Index>(), dup in any::<prop::sample::Index>()) {
        let mut r = clean();
        let n = r.len();
        let f = pos.index(n);
        let k = pos.index(r[f].data.len());
        r[f].data[k] = byte;
        let _ = check(&r);
        r.remove(drop.index(n));
        let d = dup.index(r.len());
        let copy = r[d].clone();
        r.insert(d, copy);
        let rep = check(&r);
        prop_assert!(rep.frames == n);
    }
}
