//! ChannelMonitor: the valid/ready protocol of every channel of a block, both directions, over
//! the whole payload, found from the port list `bind_ports!` declares.
//!
//! An output channel is an output `<p>_valid` with an input `<p>_ready` (the block is the
//! source); an input channel an input `<p>_valid` with an output `<p>_ready` (the testbench
//! is the source). The payload is every other port of the valid's direction named `<p>`,
//! `<p>_*` or `<p><digit>*` (a port belongs to the longest such prefix it has, so `m_term_w3`
//! is `m_term`'s, `m_ctx0` is `m_ctx`'s and `s_dma_data` is `s_dma_data`'s, not `m`'s or
//! `s`'s). The rule, for the source: once valid is high and ready low, the next cycle has
//! valid high and the same payload (no retraction, no change while stalled). A cycle with
//! `reset` high forgets the stalls. [`Monitored`] wraps any DUT with the monitor;
//! [`crate::backend::build`] applies it to every DUT it builds, so every test checks every
//! channel of its block, the block's outputs and the testbench's stimulus alike.

use crate::backend::Dut;
use crate::ports::PortList;

/// One channel.
#[derive(Clone, Debug)]
pub struct Channel {
    pub name: String,
    /// The block is the source (an output channel), else the testbench.
    pub output: bool,
    valid: usize,
    ready: usize,
    payload: Vec<usize>,
    names: Vec<&'static str>,
}

/// The monitor of a block's output channels.
pub struct ChannelMonitor {
    channels: Vec<Channel>,
    stalled: Vec<Option<Vec<u64>>>,
    transfers: Vec<u64>,
    reset: Option<usize>,
    cycle: u64,
    /// Input channels are not checked (see [`Dut::allow_illegal_stimulus`]).
    pub lax_inputs: bool,
    /// Channels whose source may take an offer back (see [`Dut::allow_withdrawal`]).
    pub withdrawable: Vec<&'static str>,
}

impl ChannelMonitor {
    /// The channels of a block with inputs `I` and outputs `O`.
    pub fn new<I: PortList, O: PortList>() -> Self {
        let ins: Vec<&'static str> = I::ports().into_iter().map(|p| p.0).collect();
        let outs: Vec<&'static str> = O::ports().into_iter().map(|p| p.0).collect();
        let mut channels = Vec::new();
        // Output channels (valid among the outputs), then input channels.
        for (output, side, other) in [(true, &outs, &ins), (false, &ins, &outs)] {
            let prefixes: Vec<&str> = side.iter().filter_map(|n| n.strip_suffix("_valid")).collect();
            let owner = |name: &str| -> Option<&str> {
                prefixes
                    .iter()
                    .copied()
                    .filter(|p| {
                        name.strip_prefix(*p)
                            .is_some_and(|r| r.is_empty() || r.starts_with('_') || r.starts_with(|c: char| c.is_ascii_digit()))
                    })
                    .max_by_key(|p| p.len())
            };
            for p in &prefixes {
                let Some(ready) = other.iter().position(|n| *n == format!("{p}_ready")) else { continue };
                let valid = side.iter().position(|n| *n == format!("{p}_valid")).unwrap();
                let payload: Vec<usize> =
                    (0..side.len()).filter(|&k| k != valid && owner(side[k]) == Some(p)).collect();
                let names = payload.iter().map(|&k| side[k]).collect();
                channels.push(Channel { name: p.to_string(), output, valid, ready, payload, names });
            }
        }
        let n = channels.len();
        ChannelMonitor {
            channels,
            stalled: vec![None; n],
            transfers: vec![0; n],
            reset: ins.iter().position(|n| *n == "reset"),
            cycle: 0,
            lax_inputs: false,
            withdrawable: Vec::new(),
        }
    }

    /// The channels found.
    pub fn channels(&self) -> &[Channel] {
        &self.channels
    }

    /// Transfers seen per channel.
    pub fn transfers(&self) -> Vec<(String, u64)> {
        self.channels.iter().map(|c| c.name.clone()).zip(self.transfers.iter().copied()).collect()
    }

    /// One cycle's port values; the first violation, naming the channel and the field.
    pub fn check(&mut self, ins: &[u64], outs: &[u64]) -> Result<(), String> {
        let cycle = self.cycle;
        self.cycle += 1;
        if self.reset.is_some_and(|r| ins[r] != 0) {
            self.stalled.iter_mut().for_each(|s| *s = None);
            return Ok(());
        }
        let mut verdict = Ok(());
        for (k, c) in self.channels.iter().enumerate() {
            let (src, dst) = if c.output { (outs, ins) } else { (ins, outs) };
            let (valid, ready) = (src[c.valid] != 0, dst[c.ready] != 0);
            let payload: Vec<u64> = c.payload.iter().map(|&i| src[i]).collect();
            if let Some(was) = &self.stalled[k] {
                if verdict.is_ok() && (c.output || !self.lax_inputs) {
                    let who = if c.output { "" } else { " (testbench stimulus)" };
                    if !valid && self.withdrawable.contains(&c.name.as_str()) {
                        // Taken back under the channel's own rule (its bench checks it).
                    } else if !valid {
                        verdict = Err(format!("cycle {cycle}: {}{who} dropped valid while stalled", c.name));
                    } else if let Some(f) = (0..payload.len()).find(|&f| payload[f] != was[f]) {
                        verdict = Err(format!(
                            "cycle {cycle}: {}{who} changed {} while stalled ({:#x} -> {:#x})",
                            c.name, c.names[f], was[f], payload[f]
                        ));
                    }
                }
            }
            if valid && ready {
                self.transfers[k] += 1;
            }
            self.stalled[k] = if valid && !ready { Some(payload) } else { None };
        }
        verdict
    }
}

/// The expected queue of one output channel: golden's items in order against the DUT's,
/// either side may come first (golden's effects of an event may be known after the DUT has
/// already produced them, or long before).
#[derive(Clone, Debug)]
pub struct Expected<T> {
    name: &'static str,
    want: std::collections::VecDeque<T>,
    got: std::collections::VecDeque<T>,
    /// Items matched so far.
    pub matched: u64,
}

impl<T: PartialEq + std::fmt::Debug> Expected<T> {
    pub fn new(name: &'static str) -> Self {
        Expected { name, want: Default::default(), got: Default::default(), matched: 0 }
    }
    /// Golden expects these, in order.
    pub fn expect(&mut self, items: impl IntoIterator<Item = T>) {
        self.want.extend(items);
    }
    /// The DUT produced this.
    pub fn got(&mut self, item: T) {
        self.got.push_back(item);
    }
    /// Pairs what both sides have, in order: the items matched, or the first mismatch naming
    /// the channel and both items.
    pub fn settle(&mut self) -> Result<Vec<T>, String> {
        let mut out = Vec::new();
        while !self.got.is_empty() && !self.want.is_empty() {
            let (got, want) = (self.got.pop_front().unwrap(), self.want.pop_front().unwrap());
            if got != want {
                return Err(format!("{}: {got:?}, golden {want:?}", self.name));
            }
            self.matched += 1;
            out.push(got);
        }
        Ok(out)
    }
    /// Items golden still expects.
    pub fn waiting(&self) -> usize {
        self.want.len()
    }
    /// Nothing outstanding on either side.
    pub fn is_empty(&self) -> bool {
        self.want.is_empty() && self.got.is_empty()
    }
    /// At the end of a run: what the DUT produced that golden never expected.
    pub fn unexplained(&self) -> Result<(), String> {
        match self.got.front() {
            Some(g) => Err(format!("{}: unexpected {g:?} ({} more)", self.name, self.got.len() - 1)),
            None => Ok(()),
        }
    }
}

/// A DUT with its output channels monitored: a violation panics with the channel and field.
/// The values checked for a cycle are those of the last `eval` before its `tick`.
pub struct Monitored<D: Dut> {
    dut: D,
    monitor: ChannelMonitor,
    last: Option<(Vec<u64>, Vec<u64>)>,
}

impl<D> Monitored<D>
where
    D: Dut,
    D::In: PortList,
    D::Out: PortList,
{
    pub fn new(dut: D) -> Self {
        Monitored { dut, monitor: ChannelMonitor::new::<D::In, D::Out>(), last: None }
    }
}

impl<D> Dut for Monitored<D>
where
    D: Dut,
    D::In: PortList,
    D::Out: PortList,
{
    type In = D::In;
    type Out = D::Out;
    fn eval(&mut self, inputs: &Self::In) -> Self::Out {
        let outputs = self.dut.eval(inputs);
        self.last = Some((inputs.values(), outputs.values()));
        outputs
    }
    fn tick(&mut self) {
        if let Some((ins, outs)) = self.last.take() {
            if let Err(e) = self.monitor.check(&ins, &outs) {
                panic!("channel protocol ({} backend): {e}", self.dut.backend());
            }
        }
        self.dut.tick()
    }
    fn backend(&self) -> &'static str {
        self.dut.backend()
    }
    fn allow_illegal_stimulus(&mut self, on: bool) {
        self.monitor.lax_inputs = on;
    }
    fn allow_withdrawal(&mut self, channel: &'static str) {
        self.monitor.withdrawable.push(channel);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct In;
    struct Out;
    impl PortList for In {
        fn ports() -> Vec<(&'static str, usize)> {
            vec![("reset", 1), ("m_ready", 1), ("m_term_ready", 1), ("s_valid", 1), ("s_data", 8), ("s_dma_data_valid", 1), ("s_dma_data", 64)]
        }
        fn values(&self) -> Vec<u64> {
            vec![]
        }
    }
    impl PortList for Out {
        fn ports() -> Vec<(&'static str, usize)> {
            vec![("m_valid", 1), ("m_data", 64), ("m_term_valid", 1), ("m_term_w3", 64), ("m_ctx_valid", 1), ("m_ctx0", 8), ("busy", 1), ("s_ready", 1), ("s_dma_data_ready", 1)]
        }
        fn values(&self) -> Vec<u64> {
            vec![]
        }
    }

    #[test]
    fn expected_items_pair_in_order_whichever_side_comes_first() {
        let mut q = Expected::new("m_x");
        q.got(1);
        assert_eq!(q.settle().unwrap(), Vec::<i32>::new());
        q.expect([1, 2, 3]);
        assert_eq!(q.settle().unwrap(), vec![1]);
        assert_eq!(q.waiting(), 2);
        q.got(2);
        q.got(4);
        let e = q.settle().unwrap_err();
        assert!(e.contains("m_x: 4, golden 3"), "{e}");
        let mut q = Expected::new("m_y");
        q.got(7);
        assert!(q.unexplained().unwrap_err().contains("m_y: unexpected 7"));
        assert!(!q.is_empty());
    }

    #[test]
    fn channels_come_from_the_port_names() {
        let m = ChannelMonitor::new::<In, Out>();
        let ch: Vec<(&str, Vec<&str>)> = m.channels().iter().map(|c| (c.name.as_str(), c.names.clone())).collect();
        // m_ctx has no ready: not a channel, and its fields are not m's; s_dma_data is its own
        // channel's payload, not s's.
        assert_eq!(
            ch,
            vec![("m", vec!["m_data"]), ("m_term", vec!["m_term_w3"]), ("s", vec!["s_data"]), ("s_dma_data", vec!["s_dma_data"])]
        );
    }

    #[test]
    fn a_payload_change_or_a_dropped_valid_while_stalled_is_named() {
        // ins: reset, m_ready, m_term_ready, s_valid, s_data, s_dma_data_valid, s_dma_data;
        // outs: m_valid, m_data, m_term_valid, m_term_w3, m_ctx_valid, m_ctx0, busy, s_ready,
        // s_dma_data_ready
        let mut m = ChannelMonitor::new::<In, Out>();
        assert!(m.check(&[0, 0, 0, 0, 0, 0, 0], &[1, 5, 1, 7, 0, 0, 0, 0, 0]).is_ok());
        // Stalled, unchanged; m_ctx and busy may change freely.
        assert!(m.check(&[0, 0, 0, 0, 0, 0, 0], &[1, 5, 1, 7, 1, 3, 1, 0, 0]).is_ok());
        let e = m.check(&[0, 0, 1, 0, 0, 0, 0], &[1, 5, 1, 8, 0, 0, 0, 0, 0]).unwrap_err();
        assert!(e.contains("m_term changed m_term_w3"), "{e}");
        let mut m = ChannelMonitor::new::<In, Out>();
        assert!(m.check(&[0, 0, 0, 0, 0, 0, 0], &[1, 5, 0, 0, 0, 0, 0, 0, 0]).is_ok());
        let e = m.check(&[0, 1, 0, 0, 0, 0, 0], &[0, 5, 0, 0, 0, 0, 0, 0, 0]).unwrap_err();
        assert!(e.contains("m dropped valid"), "{e}");
        // A transfer ends the stall; reset forgets it.
        let mut m = ChannelMonitor::new::<In, Out>();
        assert!(m.check(&[0, 1, 0, 0, 0, 0, 0], &[1, 5, 0, 0, 0, 0, 0, 0, 0]).is_ok());
        assert!(m.check(&[0, 0, 0, 0, 0, 0, 0], &[1, 6, 0, 0, 0, 0, 0, 0, 0]).is_ok());
        assert!(m.check(&[1, 0, 0, 0, 0, 0, 0], &[0, 0, 0, 0, 0, 0, 0, 0, 0]).is_ok());
        assert!(m.check(&[0, 0, 0, 0, 0, 0, 0], &[0, 0, 0, 0, 0, 0, 0, 0, 0]).is_ok());
        assert_eq!(m.transfers()[..2], [("m".to_string(), 1), ("m_term".to_string(), 0)]);
        // The testbench's stimulus too: s stalled (s_ready low) must hold s_data; s_dma_data
        // may change meanwhile (its own channel, idle).
        let mut m = ChannelMonitor::new::<In, Out>();
        assert!(m.check(&[0, 0, 0, 1, 9, 0, 1], &[0, 0, 0, 0, 0, 0, 0, 0, 0]).is_ok());
        assert!(m.check(&[0, 0, 0, 1, 9, 0, 2], &[0, 0, 0, 0, 0, 0, 0, 1, 0]).is_ok());
        assert!(m.check(&[0, 0, 0, 1, 3, 0, 2], &[0, 0, 0, 0, 0, 0, 0, 0, 0]).is_ok());
        let e = m.check(&[0, 0, 0, 1, 4, 0, 2], &[0, 0, 0, 0, 0, 0, 0, 1, 0]).unwrap_err();
        assert!(e.contains("s (testbench stimulus) changed s_data"), "{e}");
    }
}
