//! MrCheck: the protection checks of one translation request against its MR entry
//! (combinational). RFC 5040 section 2.1 (STag, protection domain, access rights) and RFC 5041
//! section 5 (a tagged buffer is [base, base + length) of a region's TO space).
//!
//! Inputs: the entry as read from the MR table (`meta`, `base_va`, `end_va` = base + length
//! saturated at 2^64 - 1) and the request (`to`, `to_end` = TO + length in 65 bits, `access`,
//! `pd`, the STag's key, and `oob`: the STag index is beyond the table). Outputs `fail` and
//! `bounds` flag every failing check; the first in golden's order (see [`super::err`]) is the
//! error: invalid STag (index, state or key), PD mismatch, access rights, TO wrap (TO + length
//! overflows 64 bits), base/bounds.
//! The checks run straight off the MR table's RAM outputs; their flags are registered.
//!
//! Fields by name: the meta word is [`MrMetaWord`], the flags [`CheckFlags`] and
//! [`BoundsFlags`]; error codes are [`super::tlb_err`].

use super::{mr_meta, mr_state, AddrWord, BoundsFlags, CheckFlags, MrMetaWord, QuarterFlags, Sum65, UpperQuarterFlags};
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct MrCheck {
    pub meta: Signal<In, Bits<{ mr_meta::BITS }>>,
    pub base_va: Signal<In, Bits<64>>,
    pub end_va: Signal<In, Bits<64>>,
    pub to: Signal<In, Bits<64>>,
    /// TO + length, 65 bits (computed a stage earlier, when the request was taken).
    pub to_end: Signal<In, Bits<65>>,
    pub access: Signal<In, Bits<2>>,
    pub pd: Signal<In, Bits<16>>,
    pub key: Signal<In, Bits<8>>,
    pub oob: Signal<In, Bit>,
    /// Failed checks but base/bounds: bit k set when check k + 1 of [`super::err`] fails
    /// (bit 0 invalid STag, 1 PD mismatch, 2 access rights, 3 TO wrap). The parent registers
    /// them with `bounds` and takes the first failing check as the error (golden's order).
    pub fail: Signal<Out, Bits<4>>,
    /// The base/bounds check (error code 5) in 16-bit quarters ([`BoundsFlags`]), combined by
    /// the parent a stage later (the halves' 32-bit compares were the critical path).
    pub bounds: Signal<Out, Bits<14>>,
    pub page_2m: Signal<Out, Bit>,
    stag_ok: Signal<Local, Bit>,
    rights: Signal<Local, Bits<4>>,
    below: Signal<Local, Bits<4>>,
    base_eq: Signal<Local, Bits<3>>,
    above: Signal<Local, Bits<4>>,
    end_eq: Signal<Local, Bits<3>>,
}

impl Logic for MrCheck {
    #[hdl_gen]
    fn update(&mut self) {
        self.page_2m.next = self.meta.val().get_value_page_2m();
        self.rights.next = self.meta.val().get_value_rights();
        // State VALID and the key of the STag.
        self.stag_ok.next = !self.oob.val()
            & (self.meta.val().get_value_state() == mr_state::VALID)
            & (self.meta.val().get_value_key() == self.key.val());
        self.fail.next = bits::<4>(0);
        self.fail.next.set_value_invalid_stag(!self.stag_ok.val());
        self.fail.next.set_value_pd_mismatch(self.meta.val().get_value_pd() != self.pd.val());
        self.fail.next.set_value_access_rights(!self.rights.val().get_bit(self.access.val().index()));
        self.fail.next.set_value_to_wrap(self.to_end.val().get_value_carry());
        self.bounds.next = bits::<14>(0);
        // Quarter k of each compare in flag k ([`QuarterFlags`], [`UpperQuarterFlags`]).
        self.below.next = bits::<4>(0);
        self.base_eq.next = bits::<3>(0);
        self.above.next = bits::<4>(0);
        self.end_eq.next = bits::<3>(0);
        self.below.next.set_value_q0(self.to.val().get_value_q0() < self.base_va.val().get_value_q0());
        self.above.next.set_value_q0(self.to_end.val().get_value_q0() > self.end_va.val().get_value_q0());
        self.below.next.set_value_q1(self.to.val().get_value_q1() < self.base_va.val().get_value_q1());
        self.base_eq.next.set_value_q1(self.to.val().get_value_q1() == self.base_va.val().get_value_q1());
        self.above.next.set_value_q1(self.to_end.val().get_value_q1() > self.end_va.val().get_value_q1());
        self.end_eq.next.set_value_q1(self.to_end.val().get_value_q1() == self.end_va.val().get_value_q1());
        self.below.next.set_value_q2(self.to.val().get_value_q2() < self.base_va.val().get_value_q2());
        self.base_eq.next.set_value_q2(self.to.val().get_value_q2() == self.base_va.val().get_value_q2());
        self.above.next.set_value_q2(self.to_end.val().get_value_q2() > self.end_va.val().get_value_q2());
        self.end_eq.next.set_value_q2(self.to_end.val().get_value_q2() == self.end_va.val().get_value_q2());
        self.below.next.set_value_q3(self.to.val().get_value_q3() < self.base_va.val().get_value_q3());
        self.base_eq.next.set_value_q3(self.to.val().get_value_q3() == self.base_va.val().get_value_q3());
        self.above.next.set_value_q3(self.to_end.val().get_value_q3() > self.end_va.val().get_value_q3());
        self.end_eq.next.set_value_q3(self.to_end.val().get_value_q3() == self.end_va.val().get_value_q3());
        self.bounds.next.set_value_below(self.below.val());
        self.bounds.next.set_value_base_eq(self.base_eq.val());
        self.bounds.next.set_value_above(self.above.val());
        self.bounds.next.set_value_end_eq(self.end_eq.val());
    }
}
