//! LowestQp: the lowest set bit of a 16-bit QP mask, one-hot and as a QP number
//! (combinational: `low = mask & (!mask + 1)`, one carry chain; the number's bit b is set
//! when `low` lies in the QPs whose number has bit b, [`rxctx_qp`]'s masks). Shared by the
//! blocks that serve the lowest QP first (`rnic_toeev`, `rnic_qperr`).

use super::rxctx::{rxctx_qp, RxQpNum};
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct LowestQp {
    pub mask: Signal<In, Bits<16>>,
    /// The lowest set bit's QP number (0 when none).
    pub num: Signal<Out, Bits<4>>,
    inv: Signal<Local, Bits<16>>,
    /// The lowest set bit, one-hot.
    low: Signal<Local, Bits<16>>,
}

impl Logic for LowestQp {
    #[hdl_gen]
    fn update(&mut self) {
        self.inv.next = !self.mask.val();
        self.low.next = self.mask.val() & (self.inv.val() + bits::<16>(rxctx_qp::ONE));
        self.num.next = bits::<4>(0);
        self.num.next.set_value_qn_b0((self.low.val() & bits::<16>(rxctx_qp::NUM_B0)).any());
        self.num.next.set_value_qn_b1((self.low.val() & bits::<16>(rxctx_qp::NUM_B1)).any());
        self.num.next.set_value_qn_b2((self.low.val() & bits::<16>(rxctx_qp::NUM_B2)).any());
        self.num.next.set_value_qn_b3((self.low.val() & bits::<16>(rxctx_qp::NUM_B3)).any());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every mask: the lowest set bit's number (the locals settle over a few evaluations,
    /// as the simulator's loop settles them).
    #[test]
    fn every_mask() {
        let mut b = LowestQp::default();
        b.connect_all();
        for m in 0..=u16::MAX {
            b.mask.next = m.to_bits();
            for _ in 0..4 {
                b.mask.update_all();
                b.update();
                b.inv.update_all();
                b.low.update_all();
                b.num.update_all();
            }
            let want = if m == 0 { 0 } else { u64::from(m.trailing_zeros()) };
            assert_eq!(b.num.val().to_u64(), want, "{m:#06x}");
        }
    }
}
