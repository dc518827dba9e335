//! Packed-word layouts: one declaration per word, fields read and written by name.
//!
//! `layout!` declares a word of `Bits<N>` as named fields, packed from bit 0 upwards in the
//! order written, and checks at compile time that the fields fit the word. It generates:
//! - a module of [`Field`] constants (`OFFSET`, `WIDTH` per field; `BITS`, the word width,
//!   and `USED`, the bits the fields take);
//! - a trait implemented for `Bits<N>` with, per field `f`, `get_value_f()` (the field),
//!   `set_value_f(v)` (replace it in place), and `get_my_width_f()` / `get_my_offset_f()`.
//!
//! The method names are the ones rust-hdl 0.46's `#[hdl_gen]` maps to a Verilog part-select
//! with a literal offset (the same hook its `LogicStruct` uses), so inside an HDL update a
//! context RAM's word reads `self.ctx.read_data.val().get_value_pd()` and is built with
//! `self.w.next = bits::<N>(0); self.w.next.set_value_pd(..);`, with no bit offset written
//! at the use. A `flag` field is one bit and reads as `bool`.
//!
//! The software side (testbench scoreboards, the future host driver) packs and unpacks the
//! same words through the same constants ([`Field::get`], [`Field::set`] on `u128`).

/// A field of a packed word: bit offset and width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub offset: usize,
    pub width: usize,
}

impl Field {
    /// The field's value in a software copy of the word.
    pub const fn get(self, word: u128) -> u128 {
        (word >> self.offset) & self.mask()
    }
    /// `word` with the field replaced by `value` (truncated to the field's width).
    pub const fn set(self, word: u128, value: u128) -> u128 {
        (word & !(self.mask() << self.offset)) | ((value & self.mask()) << self.offset)
    }
    const fn mask(self) -> u128 {
        if self.width >= 128 {
            u128::MAX
        } else {
            (1u128 << self.width) - 1
        }
    }
}

/// A software copy of a packed word of any width: bit `i` is bit `i` of the hardware word
/// (`Bits<N>`'s order), so [`Field`] offsets apply unchanged. Words wider than 128 bits (the
/// DDP capture, the TLB's queue entries) need it; narrower ones may use [`Field::get`] /
/// [`Field::set`] on `u128` as well.
pub type SoftWord = bitvec::vec::BitVec<u64, bitvec::order::Lsb0>;

/// A zeroed software word of `bits` bits.
pub fn soft_word(bits: usize) -> SoftWord {
    bitvec::bitvec![u64, bitvec::order::Lsb0; 0; bits]
}

/// A software word from 64-bit port words, least significant first (`words[0]` = bits 63:0).
pub fn soft_from_words(words: &[u64], bits: usize) -> SoftWord {
    let mut w = SoftWord::from_vec(words.to_vec());
    w.resize(bits, false);
    w
}

/// The value of a software word of at most 128 bits.
pub fn soft_value(word: &bitvec::slice::BitSlice<u64, bitvec::order::Lsb0>) -> u128 {
    use bitvec::field::BitField;
    assert!(word.len() <= 128, "a {}-bit word has no u128 value", word.len());
    word.load_le::<u128>()
}

impl Field {
    /// The field's value in a software word (fields are at most 128 bits wide).
    pub fn read(self, word: &bitvec::slice::BitSlice<u64, bitvec::order::Lsb0>) -> u128 {
        use bitvec::field::BitField;
        word[self.offset..self.offset + self.width].load_le::<u128>()
    }
    /// Replaces the field in a software word by `value` (truncated to the field's width).
    pub fn write(self, word: &mut bitvec::slice::BitSlice<u64, bitvec::order::Lsb0>, value: u128) {
        use bitvec::field::BitField;
        word[self.offset..self.offset + self.width].store_le::<u128>(value & self.mask());
    }
}

#[doc(hidden)]
pub use paste;

/// `layout! { /// doc \n pub Name(mod_name): BITS { /// doc \n field: WIDTH | flag, ... } }`
#[macro_export]
macro_rules! layout {
    (
        $(#[$meta:meta])*
        $vis:vis $trait_name:ident($mod_name:ident): $bits:literal {
            $( $(#[$fmeta:meta])* $field:ident : $kind:tt $(@ $at:expr)? ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[allow(dead_code)]
        $vis mod $mod_name {
            #[allow(unused_imports)]
            use super::*;
            use $crate::layout::Field;
            /// The word's width.
            pub const BITS: usize = $bits;
            /// A zeroed software copy of the word ([`SoftWord`](crate::layout::SoftWord)).
            pub fn soft() -> $crate::layout::SoftWord {
                $crate::layout::soft_word(BITS)
            }
            $crate::layout!(@consts 0usize; $( $(#[$fmeta])* $field : $kind $(@ $at)?, )*);
        }
        $(#[$meta])*
        #[allow(dead_code)]
        $vis trait $trait_name {
            $crate::layout::paste::paste! {
                $(
                    $crate::layout!(@sig $field $kind);
                )*
            }
        }
        impl $trait_name for rust_hdl::prelude::Bits<$bits> {
            $crate::layout::paste::paste! {
                $(
                    $crate::layout!(@imp $mod_name $field $kind);
                )*
            }
        }
    };
    (@consts $off:expr; ) => {
        /// Bits the fields take (compile-time checked against `BITS`).
        pub const USED: usize = $off;
        const _: () = assert!(USED <= BITS, "layout fields overflow the word");
    };
    (@consts $off:expr; $(#[$fmeta:meta])* $field:ident : flag @ $at:expr, $($rest:tt)*) => {
        $crate::layout::paste::paste! {
            $(#[$fmeta])*
            pub const [<$field:upper>]: Field = Field { offset: $at, width: 1 };
        }
        const _: () = assert!($at < BITS, "layout view past the word");
        $crate::layout!(@consts $off; $($rest)*);
    };
    (@consts $off:expr; $(#[$fmeta:meta])* $field:ident : $w:literal @ $at:expr, $($rest:tt)*) => {
        $crate::layout::paste::paste! {
            $(#[$fmeta])*
            pub const [<$field:upper>]: Field = Field { offset: $at, width: $w };
        }
        const _: () = assert!($at + $w <= BITS, "layout view past the word");
        $crate::layout!(@consts $off; $($rest)*);
    };
    (@consts $off:expr; $(#[$fmeta:meta])* $field:ident : flag, $($rest:tt)*) => {
        $crate::layout::paste::paste! {
            $(#[$fmeta])*
            pub const [<$field:upper>]: Field = Field { offset: $off, width: 1 };
        }
        $crate::layout!(@consts $off + 1; $($rest)*);
    };
    (@consts $off:expr; $(#[$fmeta:meta])* $field:ident : $w:literal, $($rest:tt)*) => {
        $crate::layout::paste::paste! {
            $(#[$fmeta])*
            pub const [<$field:upper>]: Field = Field { offset: $off, width: $w };
        }
        $crate::layout!(@consts $off + $w; $($rest)*);
    };
    (@sig $field:ident flag) => {
        $crate::layout::paste::paste! {
            fn [<get_value_ $field>](&self) -> bool;
            fn [<set_value_ $field>](&mut self, v: bool);
            fn [<get_my_width_ $field>](&self) -> usize;
            fn [<get_my_offset_ $field>](&self) -> usize;
        }
    };
    (@sig $field:ident $w:literal) => {
        $crate::layout::paste::paste! {
            fn [<get_value_ $field>](&self) -> rust_hdl::prelude::Bits<$w>;
            fn [<set_value_ $field>](&mut self, v: rust_hdl::prelude::Bits<$w>);
            fn [<get_my_width_ $field>](&self) -> usize;
            fn [<get_my_offset_ $field>](&self) -> usize;
        }
    };
    (@imp $mod_name:ident $field:ident flag) => {
        $crate::layout::paste::paste! {
            #[inline]
            fn [<get_value_ $field>](&self) -> bool {
                self.get_bit($mod_name::[<$field:upper>].offset)
            }
            #[inline]
            fn [<set_value_ $field>](&mut self, v: bool) {
                *self = self.replace_bit($mod_name::[<$field:upper>].offset, v);
            }
            fn [<get_my_width_ $field>](&self) -> usize {
                1
            }
            fn [<get_my_offset_ $field>](&self) -> usize {
                $mod_name::[<$field:upper>].offset
            }
        }
    };
    (@imp $mod_name:ident $field:ident $w:literal) => {
        $crate::layout::paste::paste! {
            #[inline]
            fn [<get_value_ $field>](&self) -> rust_hdl::prelude::Bits<$w> {
                self.get_bits::<$w>($mod_name::[<$field:upper>].offset)
            }
            #[inline]
            fn [<set_value_ $field>](&mut self, v: rust_hdl::prelude::Bits<$w>) {
                self.set_bits::<$w>($mod_name::[<$field:upper>].offset, v);
            }
            fn [<get_my_width_ $field>](&self) -> usize {
                $w
            }
            fn [<get_my_offset_ $field>](&self) -> usize {
                $mod_name::[<$field:upper>].offset
            }
        }
    };
}

/// A group of named constants as the Verilog emitter sees it: `group$NAME` in the text of an
/// `#[hdl_gen]` update becomes `localparam [width-1:0] group$NAME = width'hV;` in the module
/// that uses it (`verilog_tidy::named_constants`).
#[derive(Clone, Copy, Debug)]
pub struct ConstGroup {
    pub name: &'static str,
    pub width: usize,
    pub values: &'static [(&'static str, u64)],
}

impl ConstGroup {
    /// The value of `name`, if the group has it.
    pub fn get(&self, name: &str) -> Option<u64> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }
}

/// Every group declared with [`named_consts!`](crate::named_consts), for the Verilog emitter
/// (a group missing here stops `make rtl` with the constant's name).
pub const CONST_GROUPS: &[&ConstGroup] = &[
    &crate::mpa::rx::rx_status::GROUP,
    &crate::mpa::rx::rx_pipe::GROUP,
    &crate::mpa::rx_deframer::rx_grid::GROUP,
    &crate::common::word_queue::word_queue_limit::GROUP,
    &crate::mpa::tx::mpa_tx_credit::GROUP,
    &crate::common::tag_queue::tag_queue_limit::GROUP,
    &crate::common::tag_queue::tag_queue_reach::GROUP,
    &crate::ddp::rx_ingress::ingress_beat::GROUP,
    &crate::ddp::tx_control::tx_state::GROUP,
    &crate::ddp::tx_control::hc_word::GROUP,
    &crate::ddp::tx::chunk_stage::GROUP,
    &crate::tlb::mr_state::GROUP,
    &crate::tlb::tlb_access::GROUP,
    &crate::tlb::tlb_err::GROUP,
    &crate::tlb::tlb_op::GROUP,
    &crate::tlb::tlb_ack::GROUP,
    &crate::tlb::tlb_credit::GROUP,
    &crate::ddp::rdmap_op::GROUP,
    &crate::ddp::ddp_queue::GROUP,
    &crate::ddp::wire_version::GROUP,
    &crate::ddp::term_code::GROUP,
    &crate::ddp::term_layer::GROUP,
    &crate::ddp::cqe::GROUP,
    &crate::ddp::wr_op::GROUP,
    &crate::ddp::send_status::GROUP,
    &crate::ddp::tx_sched::GROUP,
    &crate::ddp::tx_shift::GROUP,
    &crate::ddp::tx_report::GROUP,
    &crate::ddp::ulpdu_len::GROUP,
    &crate::ddp::rdmap_etype::GROUP,
    &crate::ddp::rdmap_prot_ecode::GROUP,
    &crate::ddp::term_len::GROUP,
    &crate::ddp::seq_space::GROUP,
    &crate::toe::rx_verdict::GROUP,
    &crate::toe::rx_byte::GROUP,
    &crate::toe::rx_nibble::GROUP,
    &crate::toe::rx_len::GROUP,
    &crate::toe::rx_beat::GROUP,
    &crate::toe::rx_sum::GROUP,
    &crate::toe::tx_word::GROUP,
    &crate::toe::tx_opt::GROUP,
    &crate::toe::tx_frame_const::GROUP,
    &crate::toe::tcp_opt_kind::GROUP,
    &crate::toe::rx_parse_pos::GROUP,
    &crate::toe::rx_parse_state::GROUP,
    &crate::toe::conn_op::GROUP,
    &crate::toe::conn_status::GROUP,
    &crate::toe::conn_state::GROUP,
    &crate::toe::timer_op::GROUP,
    &crate::toe::toe_timer::GROUP,
    &crate::toe::timer_state::GROUP,
    &crate::toe::tcp_state::GROUP,
    &crate::toe::rx_action::GROUP,
    &crate::toe::rx_cause::GROUP,
    &crate::toe::rx_signal::GROUP,
    &crate::toe::rx_text::GROUP,
    &crate::toe::ack_state::GROUP,
    &crate::toe::fin_ack::GROUP,
    &crate::toe::rexmt_op::GROUP,
    &crate::toe::ack_dup::GROUP,
    &crate::toe::ack_scale::GROUP,
    &crate::toe::gate_state::GROUP,
    &crate::toe::gate_lane::GROUP,
    &crate::toe::gate_piece::GROUP,
    &crate::toe::gate_piece_len::GROUP,
    &crate::rnic::qp_onehot::GROUP,
    &crate::rnic::sq_op::GROUP,
    &crate::rnic::sq_flag::GROUP,
    &crate::rnic::cqe_op::GROUP,
    &crate::rnic::cqe_status::GROUP,
    &crate::rnic::cqe_flag::GROUP,
    &crate::rnic::cmd_op::GROUP,
    &crate::rnic::qp_state::GROUP,
    &crate::rnic::cmd_status::GROUP,
    &crate::rnic::cmd::qp_event::GROUP,
    &crate::rnic::cmd::cmd_db::GROUP,
    &crate::rnic::cmd::ring_log::GROUP,
    &crate::rnic::cmd::mulpdu_range::GROUP,
    &crate::rnic::cmd::db_ring_log::GROUP,
    &crate::rnic::cmd::cmdp_shift::GROUP,
    &crate::rnic::cmd::page_shift::GROUP,
    &crate::rnic::cmd::cmd_rd_len::GROUP,
    &crate::rnic::cmd::cmd_wr_len::GROUP,
    &crate::rnic::cmd::cmd_word::GROUP,
    &crate::rnic::cmd::cmdp_state::GROUP,
    &crate::rnic::cmd::cmdp_field::GROUP,
    &crate::rnic::cq::cq_db::GROUP,
    &crate::rnic::cq::cq_reg::GROUP,
    &crate::rnic::cq::cqw_shift::GROUP,
    &crate::rnic::cq::cqw_len::GROUP,
    &crate::rnic::cq::cqw_word::GROUP,
    &crate::rnic::cq::cqw_state::GROUP,
    &crate::rnic::cqf::cqf_state::GROUP,
    &crate::rnic::dma::dma_port::GROUP,
    &crate::rnic::dma::dma_grant::GROUP,
    &crate::rnic::rxpack::rxpack_bytes::GROUP,
    &crate::rnic::rxpack::rxpack_shift::GROUP,
    &crate::rnic::rxpack::rxpack_lane::GROUP,
    &crate::rnic::rxpack::rxpack_keep::GROUP,
    &crate::rnic::dma::dma_shift::GROUP,
    &crate::rnic::dma::dma_bytes::GROUP,
    &crate::rnic::dma::dma_credit::GROUP,
    &crate::rnic::dma::dma_state::GROUP,
    &crate::rnic::dma::dma_tags::GROUP,
    &crate::rnic::txctx::txctx_state::GROUP,
    &crate::rnic::ack::rnack_state::GROUP,
    &crate::rnic::ack::rnack_const::GROUP,
    &crate::rnic::ring::ring_state::GROUP,
    &crate::rnic::ring::ring_bm_state::GROUP,
    &crate::rnic::ring::ring_mux::GROUP,
    &crate::rnic::ring::ring_const::GROUP,
    &crate::rnic::rxctx::rxctx_state::GROUP,
    &crate::rnic::rxctx::rxctx_qp::GROUP,
    &crate::rnic::rxctx::rxctx_carry::GROUP,
    &crate::rnic::strm::strm_state::GROUP,
    &crate::rnic::strm::strm_const::GROUP,
    &crate::rnic::toeev::toe_ev_kind::GROUP,
    &crate::rnic::toeev::toe_ans_status::GROUP,
    &crate::rnic::toeev::toe_ev_flag::GROUP,
    &crate::rnic::toeev::eq_db::GROUP,
    &crate::rnic::toeev::toeev_shift::GROUP,
    &crate::rnic::toeev::toeev_len::GROUP,
    &crate::rnic::toeev::toeev_conn::GROUP,
    &crate::rnic::toeev::toeev_state::GROUP,
    &crate::rnic::qperr::qperr_state::GROUP,
    &crate::rnic::qpcfg::qpcfg_limit::GROUP,
    &crate::rnic::db::db_window::GROUP,
    &crate::rnic::qpcfg::qpcfg_mask::GROUP,
    &crate::rnic::toecmd::tq_db::GROUP,
    &crate::rnic::toecmd::toecmd_src::GROUP,
    &crate::rnic::toecmd::toecmd_shift::GROUP,
    &crate::rnic::toecmd::toecmd_len::GROUP,
    &crate::rnic::toecmd::toecmd_word::GROUP,
    &crate::rnic::toecmd::toecmd_conn::GROUP,
    &crate::rnic::toecmd::toecmd_op::GROUP,
    &crate::rnic::toecmd::toecmd_state::GROUP,
    &crate::rnic::wq::wq_db::GROUP,
    &crate::rnic::wq::wq_reg::GROUP,
    &crate::rnic::wq::wq_pick::GROUP,
    &crate::rnic::wq::wq_shift::GROUP,
    &crate::rnic::wq::wq_rd_len::GROUP,
    &crate::rnic::wq::wq_word::GROUP,
    &crate::rnic::wq::wq_depth::GROUP,
    &crate::rnic::wq::wq_state::GROUP,
    &crate::rnic::wq::wq_verdict::GROUP,
    &crate::rnic::wrq::wrq_state::GROUP,
    &crate::rnic::wrq::wrq_count::GROUP,
    &crate::toe::open_action::GROUP,
    &crate::toe::open_cause::GROUP,
    &crate::toe::open_state::GROUP,
    &crate::toe::open_bytes::GROUP,
    &crate::toe::open_shift::GROUP,
    &crate::toe::open_scale::GROUP,
    &crate::toe::hdr_state::GROUP,
    &crate::toe::hdr_window::GROUP,
    &crate::toe::timeout_state::GROUP,
    &crate::toe::seq_sign::GROUP,
    &crate::toe::reasm_slot::GROUP,
    &crate::toe::reasm_verdict::GROUP,
    &crate::toe::reasm_state::GROUP,
    &crate::toe::sack_len::GROUP,
    &crate::toe::sack_state::GROUP,
    &crate::toe::sack_thresh::GROUP,
    &crate::toe::sack_plan_state::GROUP,
    &crate::toe::timeout_action::GROUP,
    &crate::toe::timeout_shift::GROUP,
    &crate::toe::plan_kind::GROUP,
    &crate::toe::plan_state::GROUP,
    &crate::toe::cut_state::GROUP,
    &crate::toe::send_action::GROUP,
    &crate::toe::find_state::GROUP,
    &crate::toe::find_geom::GROUP,
    &crate::toe::read_state::GROUP,
    &crate::toe::read_geom::GROUP,
    &crate::toe::host_cmd::GROUP,
    &crate::toe::cmd_action::GROUP,
    &crate::toe::cmd_state::GROUP,
    &crate::toe::cmd_shift::GROUP,
    &crate::toe::rtt_shift::GROUP,
    &crate::toe::rtt_state::GROUP,
    &crate::toe::eng_state::GROUP,
    &crate::toe::eng_event::GROUP,
    &crate::toe::new_tcb::GROUP,
    &crate::toe::isn_tick::GROUP,
    &crate::toe::tcb_beats::GROUP,
    &crate::toe::tcb_beat_bits::GROUP,
    &crate::toe::syn_window::GROUP,
    &crate::toe::cookie_field::GROUP,
    &crate::toe::cookie_mss::GROUP,
    &crate::toe::cookie_shift::GROUP,
    &crate::toe::reasm_owed::GROUP,
    &crate::toe::area_wr::area_state::GROUP,
    &crate::toe::area_wr::area_lanes::GROUP,
    &crate::toe::area_wr::area_keep::GROUP,
    &crate::toe::area_wr::area_word::GROUP,
    &crate::toe::area_wr::area_words::GROUP,
    &crate::toe::timer_pend::GROUP,
    &crate::toe::steer_pos::GROUP,
    &crate::toe::steer_shift::GROUP,
    &crate::toe::host_op::GROUP,
    &crate::toe::host_status::GROUP,
    &crate::toe::disp_state::GROUP,
    &crate::toe::arb_state::GROUP,
    &crate::toe::arb_who::GROUP,
    &crate::toe::hcmd_state::GROUP,
    &crate::toe::slow_rx::slow_keep::GROUP,
];

/// The group and value of `group$NAME`, if declared.
pub fn lookup_const(group: &str, name: &str) -> Option<(&'static ConstGroup, u64)> {
    CONST_GROUPS.iter().find(|g| g.name == group).and_then(|g| g.get(name).map(|v| (*g, v)))
}

/// `named_consts! { /// doc \n pub group: WIDTH { /// doc \n NAME = value, ... } }`: a module
/// `group` of `pub const NAME: u64` (usable in `#[hdl_gen]` code as `bits::<W>(group::NAME)` or
/// in a compare), each checked at compile time to fit `WIDTH` bits, and its [`ConstGroup`]
/// (`group::GROUP`, to be listed in [`CONST_GROUPS`]).
#[macro_export]
macro_rules! named_consts {
    (
        $(#[$meta:meta])*
        $vis:vis $group:ident: $w:literal {
            $( $(#[$cmeta:meta])* $name:ident = $val:expr ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[allow(dead_code)]
        $vis mod $group {
            /// The width the values are used at.
            pub const WIDTH: usize = $w;
            $( $(#[$cmeta])* pub const $name: u64 = $val; )*
            /// The group for the Verilog emitter.
            pub const GROUP: $crate::layout::ConstGroup = $crate::layout::ConstGroup {
                name: stringify!($group),
                width: $w,
                values: &[$((stringify!($name), $val)),*],
            };
            const _: () = { $( assert!($w >= 64 || $val < (1u64 << $w), "constant wider than its group"); )* };
        }
    };
}

#[cfg(test)]
mod tests {
    use rust_hdl::prelude::*;

    crate::layout! {
        /// A test word.
        pub TestWord(test_word): 24 {
            /// Low field.
            a: 5,
            /// A flag.
            f: flag,
            /// High field.
            b: 10,
            /// A view over a's low bits and f.
            v: 3 @ 3,
        }
    }

    #[test]
    fn fields_pack_in_order_and_round_trip() {
        assert_eq!(test_word::A.offset, 0);
        assert_eq!(test_word::F.offset, 5);
        assert_eq!(test_word::B.offset, 6);
        assert_eq!(test_word::USED, 16);
        assert_eq!(test_word::V, crate::layout::Field { offset: 3, width: 3 });
        let mut w = bits::<24>(0xFF_FFFF);
        w.set_value_b(bits::<10>(0x155));
        assert_eq!(w.get_value_b(), bits::<10>(0x155));
        assert_eq!(w.get_value_a(), bits::<5>(0x1F));
        w.set_value_f(false);
        assert!(!w.get_value_f());
        assert_eq!(w.get_my_offset_b(), 6);
        assert_eq!(w.get_my_width_b(), 10);
        let sw = test_word::B.set(0, 0x155);
        assert_eq!(sw, 0x155u128 * (1u128 << test_word::B.offset));
        assert_eq!(test_word::B.get(w.to_u64() as u128), 0x155);
        // a = 0x1F, f = 0: the view holds a's bits 3, 4 and f.
        assert_eq!(w.get_value_v(), bits::<3>(0b011));
    }

    #[test]
    fn constant_groups_are_unique_and_found() {
        let mut names: Vec<&str> = super::CONST_GROUPS.iter().map(|g| g.name).collect();
        names.sort();
        let n = names.len();
        names.dedup();
        assert_eq!(names.len(), n, "two named_consts! groups share a name");
        for g in super::CONST_GROUPS {
            for (name, value) in g.values {
                assert!(g.width >= 64 || *value < (1u64 << g.width), "{}::{name}", g.name);
                assert_eq!(super::lookup_const(g.name, name).map(|(_, v)| v), Some(*value));
            }
        }
        assert_eq!(super::lookup_const("rdmap_op", "TERMINATE").map(|(g, v)| (g.width, v)), Some((4, 7)));
        assert!(super::lookup_const("rdmap_op", "NO_SUCH").is_none());
    }

    #[test]
    fn soft_words_pack_like_the_hardware_word() {
        use crate::ddp::{hdr, hdr_words, term_code_word, HdrCapture, HdrWords};
        // A 384-bit capture: the software fields read what the hardware accessors write.
        let mut head = bits::<{ hdr_words::BITS }>(0);
        head.set_value_rdmap_op(bits::<4>(crate::ddp::rdmap_op::READ_REQUEST));
        let mut hw = bits::<{ hdr::BITS }>(0);
        hw.set_value_head(head);
        hw.set_value_rr_src_to(bits::<64>(0x0123_4567_89AB_CDEF));
        hw.set_value_rr_size(bits::<32>(0xDEAD_BEEF));
        let mut sw = hdr::soft();
        hdr::RR_SRC_TO.write(&mut sw, 0x0123_4567_89AB_CDEF);
        hdr::RR_SIZE.write(&mut sw, 0xDEAD_BEEF);
        // rdmap_op is a field of the header image inside the capture: its offset there.
        let op = crate::layout::Field { offset: hdr::HEAD.offset + crate::ddp::hdr_words::RDMAP_OP.offset, width: 4 };
        op.write(&mut sw, u128::from(crate::ddp::rdmap_op::READ_REQUEST));
        let words: Vec<u64> = (0..6).map(|k| hw.get_bits::<64>(64 * k).to_u64()).collect();
        assert_eq!(super::soft_from_words(&words, hdr::BITS), sw);
        assert_eq!(hdr::RR_SIZE.read(&sw), 0xDEAD_BEEF);
        // A narrow word agrees with the u128 helpers.
        let mut c = term_code_word::soft();
        term_code_word::LAYER.write(&mut c, 2);
        term_code_word::ECODE.write(&mut c, 0x1FF);
        let v = term_code_word::ECODE.set(term_code_word::LAYER.set(0, 2), 0x1FF);
        assert_eq!(super::soft_from_words(&[v as u64], 16), c);
    }
}
