//! VCD waveforms under target/waves/.
//!
//! Set `IWARP_WAVES` to a substring of a test name (or `1` for all) and that test's DUTs write
//! `target/waves/<test>-<backend>.vcd` (native: full rust-hdl hierarchy; Verilator: full
//! hierarchy through Verilator tracing) and `target/waves/<test>-<backend>-ports.vcd` (the top
//! ports only, [`PortWaves`], written with the `vcd` crate). `make waves TEST=<name>` does
//! this. Open with GTKWave.

use std::path::PathBuf;

/// Where `test` on `backend` writes its VCD, when waves are requested for it.
pub fn vcd_path(test: &str, backend: &str) -> Option<PathBuf> {
    let filter = std::env::var("IWARP_WAVES").ok()?;
    if filter != "1" && !test.contains(filter.as_str()) {
        return None;
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/waves");
    std::fs::create_dir_all(&dir).expect("create target/waves");
    Some(dir.join(format!("{test}-{backend}.vcd")))
}

/// Where `test` on `backend` writes its port-level VCD (beside the full-hierarchy one).
pub fn ports_vcd_path(test: &str, backend: &str) -> Option<PathBuf> {
    vcd_path(test, &format!("{backend}-ports"))
}

/// A port-level waveform: a [`Dut`](crate::backend::Dut) wrapper that writes the block's top
/// ports (names and widths from `bind_ports!`, [`PortList`](crate::ports::PortList)) and a
/// clock to a small VCD with the `vcd` crate, on either backend: what a channel did, cycle by
/// cycle, without the whole hierarchy. One cycle is 10 time units (6.4 ns at 156.25 MHz is
/// not a whole number of ns): the clock rises at 10k + 5, inputs and outputs settle at 10k.
pub struct PortWaves<D: crate::backend::Dut> {
    dut: D,
    out: vcd::Writer<std::io::BufWriter<std::fs::File>>,
    clock: vcd::IdCode,
    ins: Vec<(vcd::IdCode, usize)>,
    outs: Vec<(vcd::IdCode, usize)>,
    last_in: Vec<u64>,
    last_out: Vec<u64>,
    cycle: u64,
}

/// Time units per cycle in a port-level VCD.
pub const PORT_VCD_CYCLE: u64 = 10;

impl<D> PortWaves<D>
where
    D: crate::backend::Dut,
    D::In: crate::ports::PortList,
    D::Out: crate::ports::PortList,
{
    /// Wraps `dut`, writing `path`.
    pub fn new(dut: D, path: &std::path::Path, top: &str) -> std::io::Result<Self> {
        use crate::ports::PortList;
        let file = std::io::BufWriter::new(std::fs::File::create(path)?);
        let mut out = vcd::Writer::new(file);
        out.timescale(1, vcd::TimescaleUnit::NS)?;
        out.add_module(top)?;
        let clock = out.add_wire(1, "clock")?;
        let mut add = |ports: Vec<(&'static str, usize)>| -> std::io::Result<Vec<(vcd::IdCode, usize)>> {
            ports.into_iter().map(|(name, w)| Ok((out.add_wire(w as u32, name)?, w))).collect()
        };
        let ins = add(D::In::ports())?;
        let outs = add(D::Out::ports())?;
        out.upscope()?;
        out.enddefinitions()?;
        let n_in = ins.len();
        let n_out = outs.len();
        Ok(PortWaves { dut, out, clock, ins, outs, last_in: vec![u64::MAX; n_in], last_out: vec![u64::MAX; n_out], cycle: 0 })
    }

    /// The wrapped DUT.
    pub fn inner(&mut self) -> &mut D {
        &mut self.dut
    }

    fn write(out: &mut vcd::Writer<std::io::BufWriter<std::fs::File>>, ids: &[(vcd::IdCode, usize)], last: &mut [u64], values: &[u64]) {
        for ((&(id, w), old), &v) in ids.iter().zip(last.iter_mut()).zip(values) {
            if *old == v {
                continue;
            }
            *old = v;
            let r = if w == 1 {
                out.change_scalar(id, v != 0)
            } else {
                out.change_vector(id, (0..w).rev().map(|b| vcd::Value::from((v >> b) & 1 == 1)))
            };
            r.expect("write port VCD");
        }
    }
}

impl<D> crate::backend::Dut for PortWaves<D>
where
    D: crate::backend::Dut,
    D::In: crate::ports::PortList,
    D::Out: crate::ports::PortList,
{
    type In = D::In;
    type Out = D::Out;
    fn eval(&mut self, inputs: &Self::In) -> Self::Out {
        use crate::ports::PortList;
        let outputs = self.dut.eval(inputs);
        self.out.timestamp(self.cycle * PORT_VCD_CYCLE).expect("write port VCD");
        if self.cycle == 0 {
            self.out.change_scalar(self.clock, false).expect("write port VCD");
        }
        Self::write(&mut self.out, &self.ins, &mut self.last_in, &inputs.values());
        Self::write(&mut self.out, &self.outs, &mut self.last_out, &outputs.values());
        outputs
    }
    fn allow_illegal_stimulus(&mut self, on: bool) {
        self.dut.allow_illegal_stimulus(on)
    }
    fn allow_withdrawal(&mut self, channel: &'static str) {
        self.dut.allow_withdrawal(channel)
    }
    fn tick(&mut self) {
        self.dut.tick();
        let t = self.cycle * PORT_VCD_CYCLE;
        self.out.timestamp(t + PORT_VCD_CYCLE / 2).expect("write port VCD");
        self.out.change_scalar(self.clock, true).expect("write port VCD");
        self.out.timestamp(t + PORT_VCD_CYCLE - 1).expect("write port VCD");
        self.out.change_scalar(self.clock, false).expect("write port VCD");
        self.cycle += 1;
    }
    fn backend(&self) -> &'static str {
        self.dut.backend()
    }
}

impl<D: crate::backend::Dut> Drop for PortWaves<D> {
    fn drop(&mut self) {
        let _ = self.out.flush();
    }
}
