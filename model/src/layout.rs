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

#[doc(hidden)]
pub use paste;

/// `layout! { /// doc \n pub Name(mod_name): BITS { /// doc \n field: WIDTH | flag, ... } }`
#[macro_export]
macro_rules! layout {
    (
        $(#[$meta:meta])*
        $vis:vis $trait_name:ident($mod_name:ident): $bits:literal {
            $( $(#[$fmeta:meta])* $field:ident : $kind:tt ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[allow(dead_code)]
        $vis mod $mod_name {
            use $crate::layout::Field;
            /// The word's width.
            pub const BITS: usize = $bits;
            $crate::layout!(@consts 0usize; $( $(#[$fmeta])* $field : $kind, )*);
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
        }
    }

    #[test]
    fn fields_pack_in_order_and_round_trip() {
        assert_eq!(test_word::A.offset, 0);
        assert_eq!(test_word::F.offset, 5);
        assert_eq!(test_word::B.offset, 6);
        assert_eq!(test_word::USED, 16);
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
    }
}
