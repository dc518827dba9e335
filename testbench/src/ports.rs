//! Binds a block's ports once for both backends.
//!
//! `bind_ports!` declares the typed input and output structs of a block and implements
//! [`NativePorts`](crate::backend::NativePorts) for the rust-hdl block and
//! [`VerilatedPorts`](crate::backend::VerilatedPorts) for its verilated model, so a test names
//! each port exactly once. Port values are plain `bool`/`u8`/`u16`/`u32`/`u64`.

use rust_hdl::prelude::*;

#[doc(hidden)]
pub use paste;

/// Conversion between a test-side port value and a rust-hdl signal value.
pub trait HdlValue<T>: Sized {
    fn to_hdl(self) -> T;
    fn from_hdl(v: T) -> Self;
}

impl HdlValue<bool> for bool {
    fn to_hdl(self) -> bool {
        self
    }
    fn from_hdl(v: bool) -> Self {
        v
    }
}

macro_rules! hdl_value_uint {
    ($($t:ty),*) => {$(
        impl<const N: usize> HdlValue<Bits<N>> for $t {
            fn to_hdl(self) -> Bits<N> {
                (self as u64).to_bits()
            }
            fn from_hdl(v: Bits<N>) -> Self {
                v.to_u64() as $t
            }
        }
    )*};
}
hdl_value_uint!(u8, u16, u32, u64);

/// Conversion between a test-side port value and a verilated port word (up to 64 bits).
pub trait VlValue: Sized {
    fn to_vl(self) -> u64;
    fn from_vl(v: u64) -> Self;
}

impl VlValue for bool {
    fn to_vl(self) -> u64 {
        self as u64
    }
    fn from_vl(v: u64) -> Self {
        v != 0
    }
}

macro_rules! vl_value_uint {
    ($($t:ty),*) => {$(
        impl VlValue for $t {
            fn to_vl(self) -> u64 { self as u64 }
            fn from_vl(v: u64) -> Self { v as $t }
        }
    )*};
}
vl_value_uint!(u8, u16, u32, u64);

/// The ports of one direction of a block, by name, for port-level waveforms
/// ([`crate::waves::PortWaves`]).
pub trait PortList {
    /// `(name, width in bits)` of each port, in declaration order.
    fn ports() -> Vec<(&'static str, usize)>;
    /// The port values in the same order.
    fn values(&self) -> Vec<u64>;
}

/// The width of a rust-hdl signal's type.
pub fn signal_width<D: Direction, T: Synth>(_: &Signal<D, T>) -> usize {
    T::BITS
}

/// `bind_ports!(In, Out, NativeBlock, VerilatedModel, [generic [S] Block<S>,] inputs { .. },
/// outputs { .. })`.
///
/// `generic [S] Block<S>,` binds the native ports on every size of a generic block (the
/// composed `rnic`'s 64-connection TOE parts beside the standalone `toe`'s): `NativeBlock`
/// is then the size whose widths and Verilated model the port list describes; other sizes
/// run on the native backend.
///
/// A port is `name: type`, or `channel.field: type` for a field of a typed channel
/// (`iwarp_model::channel!`): the native block's `self.channel.field`, the Verilog port and
/// the test struct's field `channel_field` (the flat name the top documents).
#[macro_export]
macro_rules! bind_ports {
    (@native [] [] $native:ty, $in_ty:ident, $out_ty:ident,
        inputs { $($i:ident $(. $if:ident)? : $it:ty),* }
        outputs { $($o:ident $(. $of:ident)? : $ot:ty),* }
    ) => { $crate::bind_ports!(@impl [] $native, $in_ty, $out_ty, inputs { $($i $(. $if)? : $it),* } outputs { $($o $(. $of)? : $ot),* }); };
    (@native [$g:ident] [$gen:ty] $native:ty, $in_ty:ident, $out_ty:ident,
        inputs { $($i:ident $(. $if:ident)? : $it:ty),* }
        outputs { $($o:ident $(. $of:ident)? : $ot:ty),* }
    ) => { $crate::bind_ports!(@impl [$g] $gen, $in_ty, $out_ty, inputs { $($i $(. $if)? : $it),* } outputs { $($o $(. $of)? : $ot),* }); };
    (@impl [$($g:ident)?] $native:ty, $in_ty:ident, $out_ty:ident,
        inputs { $($i:ident $(. $if:ident)? : $it:ty),* }
        outputs { $($o:ident $(. $of:ident)? : $ot:ty),* }
    ) => { $crate::ports::paste::paste! {
        impl<$(const $g: usize)?> $crate::backend::NativePorts for $native {
            type In = $in_ty;
            type Out = $out_ty;
            fn drive(&mut self, inputs: &$in_ty) {
                $(self.$i $(.$if)? .next = $crate::ports::HdlValue::to_hdl(inputs.[<$i $(_ $if)?>]);)*
            }
            fn sample(&self) -> $out_ty {
                $out_ty { $([<$o $(_ $of)?>]: $crate::ports::HdlValue::from_hdl(self.$o $(.$of)? .val())),* }
            }
            fn clock_signal(&mut self) -> &mut rust_hdl::prelude::Signal<rust_hdl::prelude::In, rust_hdl::prelude::Clock> {
                &mut self.clock
            }
        }
    } };
    (
        $(#[$meta:meta])*
        $in_ty:ident, $out_ty:ident, $native:ty, $vl:ty,
        $(generic [$g:ident] $gen:ty,)?
        inputs { $($i:ident $(. $if:ident)? : $it:ty),* $(,)? }
        outputs { $($o:ident $(. $of:ident)? : $ot:ty),* $(,)? }
    ) => { $crate::ports::paste::paste! {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $in_ty { $(pub [<$i $(_ $if)?>]: $it),* }

        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $out_ty { $(pub [<$o $(_ $of)?>]: $ot),* }

        impl $crate::ports::PortList for $in_ty {
            fn ports() -> Vec<(&'static str, usize)> {
                let n = <$native>::default();
                vec![$((stringify!([<$i $(_ $if)?>]), $crate::ports::signal_width(&n.$i $(.$if)?))),*]
            }
            fn values(&self) -> Vec<u64> {
                vec![$($crate::ports::VlValue::to_vl(self.[<$i $(_ $if)?>])),*]
            }
        }

        impl $crate::ports::PortList for $out_ty {
            fn ports() -> Vec<(&'static str, usize)> {
                let n = <$native>::default();
                vec![$((stringify!([<$o $(_ $of)?>]), $crate::ports::signal_width(&n.$o $(.$of)?))),*]
            }
            fn values(&self) -> Vec<u64> {
                vec![$($crate::ports::VlValue::to_vl(self.[<$o $(_ $of)?>])),*]
            }
        }

        $crate::bind_ports!(@native [$($g)?] [$($gen)?] $native, $in_ty, $out_ty,
            inputs { $($i $(. $if)? : $it),* }
            outputs { $($o $(. $of)? : $ot),* }
        );

        impl $crate::backend::VerilatedPorts for $vl {
            type In = $in_ty;
            type Out = $out_ty;
            #[inline]
            fn drive(&mut self, inputs: &$in_ty) {
                $(self.[<set_ $i $(_ $if)?>]($crate::ports::VlValue::to_vl(inputs.[<$i $(_ $if)?>]));)*
            }
            #[inline]
            fn sample(&self) -> $out_ty {
                $out_ty { $([<$o $(_ $of)?>]: $crate::ports::VlValue::from_vl(self.[<get_ $o $(_ $of)?>]())),* }
            }
            #[inline]
            fn set_clock(&mut self, level: bool) {
                self.set_clock(level as u64)
            }
            #[inline]
            fn eval_model(&mut self) {
                self.eval()
            }
            fn trace_open(&mut self, path: &std::path::Path) {
                <$vl>::trace_open(self, path)
            }
            #[inline]
            fn trace_dump(&mut self, time: u64) {
                <$vl>::trace_dump(self, time)
            }
            fn gates() -> Self {
                <$vl>::gates()
            }
        }
    } };
}
