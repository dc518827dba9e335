//! Lockstep: both backends on the same stimulus, every output port compared every cycle.

use super::Dut;

pub struct Lockstep<A: Dut, B: Dut<In = A::In, Out = A::Out>> {
    a: A,
    b: B,
    cycle: u64,
}

impl<A: Dut, B: Dut<In = A::In, Out = A::Out>> Lockstep<A, B> {
    pub fn new(a: A, b: B) -> Self {
        Self { a, b, cycle: 0 }
    }
    /// Cycles compared so far.
    pub fn cycles(&self) -> u64 {
        self.cycle
    }
}

impl<A: Dut, B: Dut<In = A::In, Out = A::Out>> Dut for Lockstep<A, B> {
    type In = A::In;
    type Out = A::Out;

    fn eval(&mut self, inputs: &A::In) -> A::Out {
        let oa = self.a.eval(inputs);
        let ob = self.b.eval(inputs);
        assert_eq!(
            oa,
            ob,
            "lockstep mismatch at cycle {} ({} vs {}) with inputs {:?}",
            self.cycle,
            self.a.backend(),
            self.b.backend(),
            inputs
        );
        oa
    }

    fn tick(&mut self) {
        self.a.tick();
        self.b.tick();
        self.cycle += 1;
    }

    fn backend(&self) -> &'static str {
        "lockstep"
    }
}
