//! One interface over both simulation backends.
//!
//! A cycle is `eval` (apply inputs, settle combinational logic with the clock low, return the
//! outputs as they are before the next edge) followed by `tick` (the rising edge). Drivers
//! decide their inputs from their own state, read `ready`s from `eval`'s outputs, and treat a
//! beat as moved when valid and ready were both high in that eval.

pub mod lockstep;
pub mod native;
pub mod verilator;

use std::fmt::Debug;

pub use lockstep::Lockstep;
pub use native::{Native, NativePorts};
pub use verilator::{Verilator, VerilatedPorts};

/// A clocked device under test.
pub trait Dut {
    type In: Copy + Default + Debug;
    type Out: Copy + PartialEq + Debug;
    /// Applies `inputs` with the clock low and returns the settled outputs.
    fn eval(&mut self, inputs: &Self::In) -> Self::Out;
    /// One rising clock edge.
    fn tick(&mut self);
    /// Which backend this is ("native", "verilator", "lockstep").
    fn backend(&self) -> &'static str;
    /// While `on`, stimulus that breaks the valid/ready rule on purpose (a test driving the
    /// block into arbitrary states) is not reported by the channel monitor; the block's own
    /// outputs are still checked.
    fn allow_illegal_stimulus(&mut self, _on: bool) {}
    /// The source of channel `channel` (the block's, or the bench's for an input channel) may
    /// take an offer back (valid low while it was stalled) under a rule of the channel's own,
    /// which the bench checks or keeps; the monitor still refuses a payload that changes while
    /// valid stays high.
    fn allow_withdrawal(&mut self, _channel: &'static str) {}
}

impl<D: Dut + ?Sized> Dut for Box<D> {
    type In = D::In;
    type Out = D::Out;
    fn eval(&mut self, inputs: &Self::In) -> Self::Out {
        (**self).eval(inputs)
    }
    fn tick(&mut self) {
        (**self).tick()
    }
    fn backend(&self) -> &'static str {
        (**self).backend()
    }
    fn allow_illegal_stimulus(&mut self, on: bool) {
        (**self).allow_illegal_stimulus(on)
    }
    fn allow_withdrawal(&mut self, channel: &'static str) {
        (**self).allow_withdrawal(channel)
    }
}

/// Which backend a test or benchmark runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackendKind {
    Native,
    Verilator,
    Lockstep,
    /// Lockstep of the native model with the yosys netlist of the emitted Verilog.
    PostSynth,
}

impl BackendKind {
    /// `default`, unless `IWARP_BACKEND` (native, verilator, lockstep or gates) says otherwise: rerun a
    /// Verilator test in lockstep to find the first cycle where the emitted Verilog and the
    /// rust-hdl model disagree, or natively to rule the Verilator model out.
    pub fn from_env(default: BackendKind) -> BackendKind {
        match std::env::var("IWARP_BACKEND").as_deref() {
            Ok("native") => BackendKind::Native,
            Ok("verilator") => BackendKind::Verilator,
            Ok("lockstep") => BackendKind::Lockstep,
            Ok("gates") => BackendKind::PostSynth,
            Ok(other) => {
                panic!("IWARP_BACKEND={other}: expected native, verilator, lockstep or gates")
            }
            Err(_) => default,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            BackendKind::Native => "native",
            BackendKind::Verilator => "verilator",
            BackendKind::Lockstep => "lockstep",
            BackendKind::PostSynth => "gates",
        }
    }
}

/// Builds a boxed DUT of block `N` (native) / `V` (Verilator) on the chosen backend; `waves`
/// names the test when VCDs are wanted (see [`crate::waves`]).
///
/// Every DUT has its output channels monitored ([`crate::monitor::Monitored`]: valid held and
/// the whole payload stable while stalled). With waves, it also writes a port-level VCD
/// (`<test>-<backend>-ports.vcd`, [`crate::waves::PortWaves`]).
pub fn build<N, V>(kind: BackendKind, waves: Option<&str>) -> Box<dyn Dut<In = N::In, Out = N::Out>>
where
    N: NativePorts + Default + 'static,
    V: VerilatedPorts<In = N::In, Out = N::Out> + Default + 'static,
    N::In: crate::ports::PortList + 'static,
    N::Out: crate::ports::PortList + 'static,
{
    let dut = Box::new(crate::monitor::Monitored::new(build_bare::<N, V>(kind, waves)));
    match waves.and_then(|t| crate::waves::ports_vcd_path(t, kind.name())) {
        Some(path) => {
            let top = std::any::type_name::<N>().rsplit("::").next().unwrap_or("top");
            Box::new(crate::waves::PortWaves::new(dut, &path, top).expect("create port VCD"))
        }
        None => dut,
    }
}

fn build_bare<N, V>(kind: BackendKind, waves: Option<&str>) -> Box<dyn Dut<In = N::In, Out = N::Out>>
where
    N: NativePorts + Default + 'static,
    V: VerilatedPorts<In = N::In, Out = N::Out> + Default + 'static,
{
    let path = |backend: &str| waves.and_then(|t| crate::waves::vcd_path(t, backend));
    match kind {
        BackendKind::Native => Box::new(Native::new(N::default(), path("native"))),
        BackendKind::Verilator => Box::new(Verilator::new(V::default(), path("verilator"))),
        BackendKind::Lockstep => Box::new(Lockstep::new(
            Native::new(N::default(), path("native")),
            Verilator::new(V::default(), path("verilator")),
        )),
        BackendKind::PostSynth => {
            Box::new(Lockstep::new(Native::new(N::default(), path("native")), Verilator::netlist(V::gates())))
        }
    }
}
