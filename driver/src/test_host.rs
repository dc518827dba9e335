//! Host memory and the register window for the driver's tests, shared by the driver and the
//! software models of the RNIC (unwritten memory reads as 0xEE, so a model reading what the
//! driver never wrote sees garbage, not zeroes).

use crate::Host;
use std::collections::HashMap;

#[derive(Default)]
pub struct ModelHost {
    pub mem: HashMap<u64, u8>,
    pub regs: HashMap<u32, u32>,
    /// Register writes so far (a doorbell rung or not).
    pub reg_writes: u64,
}

impl Host for ModelHost {
    fn write_mem(&mut self, addr: u64, bytes: &[u8]) {
        for (k, &b) in bytes.iter().enumerate() {
            self.mem.insert(addr + k as u64, b);
        }
    }
    fn read_mem(&mut self, addr: u64, out: &mut [u8]) {
        for (k, b) in out.iter_mut().enumerate() {
            *b = self.mem.get(&(addr + k as u64)).copied().unwrap_or(0xEE);
        }
    }
    fn write_reg(&mut self, offset: u32, value: u32) {
        self.regs.insert(offset, value);
        self.reg_writes += 1;
    }
}
