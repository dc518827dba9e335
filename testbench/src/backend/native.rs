//! Native backend: steps a rust-hdl block directly (never rust-hdl's threaded `Simulation`).

use super::Dut;
use rust_hdl::core::vcd_probe::{write_vcd_change, write_vcd_dump, write_vcd_header, VCDProbe};
use rust_hdl::prelude::*;
use std::fmt::Debug;
use std::fs::File;
use std::io::BufWriter;
use std::path::PathBuf;

/// Iterations allowed for combinational settling before the design is declared oscillating.
const MAX_SETTLE_ITERATIONS: usize = 1000;

/// A rust-hdl block with its ports bound to typed input/output structs.
pub trait NativePorts: Block {
    type In: Copy + Default + Debug;
    type Out: Copy + PartialEq + Debug;
    fn drive(&mut self, inputs: &Self::In);
    fn sample(&self) -> Self::Out;
    fn clock_signal(&mut self) -> &mut Signal<In, Clock>;
}

pub struct Native<B: NativePorts> {
    uut: B,
    vcd: Option<VCDProbe<BufWriter<File>>>,
    time: u64,
}

impl<B: NativePorts> Native<B> {
    /// Connects the block; with `vcd` set, dumps the full hierarchy there.
    pub fn new(mut uut: B, vcd: Option<PathBuf>) -> Self {
        uut.connect_all();
        let vcd = vcd.map(|p| {
            let w = BufWriter::new(File::create(&p).expect("create VCD"));
            write_vcd_dump(write_vcd_header(w, &uut), &uut)
        });
        Self { uut, vcd, time: 0 }
    }

    fn settle(&mut self) {
        for _ in 0..MAX_SETTLE_ITERATIONS {
            self.uut.update_all();
            if !self.uut.has_changed() {
                return;
            }
        }
        panic!("native backend: combinational logic did not settle (loop?)");
    }

    fn dump(&mut self) {
        if let Some(vcd) = self.vcd.take() {
            let mut vcd = vcd;
            vcd.timestamp(self.time).expect("VCD write");
            self.vcd = Some(write_vcd_change(vcd, &self.uut));
        }
        self.time += 1;
    }

    pub fn inner(&self) -> &B {
        &self.uut
    }
}

impl<B: NativePorts> Dut for Native<B> {
    type In = B::In;
    type Out = B::Out;

    fn eval(&mut self, inputs: &B::In) -> B::Out {
        self.uut.drive(inputs);
        self.uut.clock_signal().next = Clock::from(false);
        self.settle();
        self.dump();
        self.uut.sample()
    }

    fn tick(&mut self) {
        self.uut.clock_signal().next = Clock::from(true);
        self.settle();
        self.dump();
    }

    fn backend(&self) -> &'static str {
        "native"
    }
}
