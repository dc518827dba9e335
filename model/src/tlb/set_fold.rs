//! TlbSetFold: the cache set of a page (combinational): vpn[5:0] ^ vpn[11:6] ^ the MR index's
//! low 6 bits rotated by 2, so aligned regions and 64-page strides spread over the sets. The
//! vpn is the address's 4 KiB or 2 MiB frame number (`page_2m`), whose low 12 bits come from
//! the address's bits 32..12 (`page_bits`, [`super::SetPageBits`]).
//!
//! Used twice: by the MR check stage for a request's first piece (stored in the checked
//! entry) and by the splitter for the pieces after it.

use super::{vpn_set, IndexBits6, RotBits6, SetPageBits, VpnSetBits};
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct TlbSetFold {
    pub page_bits: Signal<In, Bits<{ super::set_page::BITS }>>,
    pub page_2m: Signal<In, Bit>,
    /// The MR index's low 6 bits ([`IndexBits6`]).
    pub index6: Signal<In, Bits<6>>,
    pub set: Signal<Out, Bits<6>>,
    vpn: Signal<Local, Bits<{ vpn_set::BITS }>>,
    idx_rot: Signal<Local, Bits<6>>,
}

impl Logic for TlbSetFold {
    #[hdl_gen]
    fn update(&mut self) {
        self.vpn.next = self.page_bits.val().get_value_vpn_4k();
        if self.page_2m.val() {
            self.vpn.next = self.page_bits.val().get_value_vpn_2m();
        }
        self.idx_rot.next = bits::<6>(0);
        self.idx_rot.next.set_value_r_hi4(self.index6.val().get_value_i_lo4());
        self.idx_rot.next.set_value_r_lo2(self.index6.val().get_value_i_hi2());
        self.set.next = self.vpn.val().get_value_vs_lo() ^ self.vpn.val().get_value_vs_hi() ^ self.idx_rot.val();
    }
}
