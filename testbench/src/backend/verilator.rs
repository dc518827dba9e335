//! Verilator backend: the emitted Verilog, compiled by build.rs, driven through port pointers.

use super::Dut;
use std::fmt::Debug;
use std::path::PathBuf;

/// A verilated model with its ports bound to the same typed structs as the native block.
pub trait VerilatedPorts {
    type In: Copy + Default + Debug;
    type Out: Copy + PartialEq + Debug;
    fn drive(&mut self, inputs: &Self::In);
    fn sample(&self) -> Self::Out;
    fn set_clock(&mut self, level: bool);
    fn eval_model(&mut self);
    fn trace_open(&mut self, path: &std::path::Path);
    fn trace_dump(&mut self, time: u64);
    /// The yosys netlist of the same top (the post-synthesis model, see testbench/build.rs).
    fn gates() -> Self
    where
        Self: Sized;
}

pub struct Verilator<M: VerilatedPorts> {
    model: M,
    time: u64,
    name: &'static str,
}

impl<M: VerilatedPorts> Verilator<M> {
    pub fn new(mut model: M, vcd: Option<PathBuf>) -> Self {
        if let Some(p) = vcd {
            model.trace_open(&p);
        }
        Self { model, time: 0, name: "verilator" }
    }

    /// The post-synthesis netlist model (`M::gates()`); not traced.
    pub fn netlist(model: M) -> Self {
        Self { model, time: 0, name: "gates" }
    }
}

impl<M: VerilatedPorts> Dut for Verilator<M> {
    type In = M::In;
    type Out = M::Out;

    #[inline]
    fn eval(&mut self, inputs: &M::In) -> M::Out {
        self.model.drive(inputs);
        self.model.set_clock(false);
        self.model.eval_model();
        self.model.trace_dump(self.time);
        self.time += 1;
        self.model.sample()
    }

    #[inline]
    fn tick(&mut self) {
        self.model.set_clock(true);
        self.model.eval_model();
        self.model.trace_dump(self.time);
        self.time += 1;
    }

    fn backend(&self) -> &'static str {
        self.name
    }
}
