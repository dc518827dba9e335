//! Typed valid/ready channels.
//!
//! [`channel!`](crate::channel) declares one message kind once: its payload fields (name,
//! width, meaning) and the two ends as rust-hdl `LogicInterface`s, the sink (`valid` and the
//! payload in, `ready` out) and the source (the mirror). A parent joins a child's source to
//! another child's sink with `Source::join(&mut self.a.m_x, &mut self.b.s_x)` and passes its
//! own port to a child with `Sink::link(&mut self.s_x, &mut self.child.s_x)`; no field is
//! copied by hand. A transfer happens on a cycle with `valid & ready`; the payload is stable
//! from `valid` until that cycle.
//!
//! In Verilog a channel port `s_x` has rust-hdl's names `s_x$valid`, `s_x$ready`,
//! `s_x$<field>`; [`flat_port_names`](crate::verilog_tidy::flat_port_names) writes them
//! `s_x_valid`, `s_x_ready`, `s_x_<field>`, the flat names the tops document.

/// `channel! { /// doc  pub Sink / Source { /// doc  field: Type, ... } }`.
#[macro_export]
macro_rules! channel {
    (
        $(#[$meta:meta])*
        pub $sink:ident / $source:ident {
            $($(#[$fmeta:meta])* $field:ident : $ty:ty),* $(,)?
        }
    ) => {
        $(#[$meta])*
        ///
        /// The receiving end: `valid` and the payload in, `ready` out.
        #[derive(rust_hdl::prelude::LogicInterface, Default)]
        pub struct $sink {
            pub valid: rust_hdl::prelude::Signal<rust_hdl::prelude::In, rust_hdl::prelude::Bit>,
            pub ready: rust_hdl::prelude::Signal<rust_hdl::prelude::Out, rust_hdl::prelude::Bit>,
            $($(#[$fmeta])* pub $field: rust_hdl::prelude::Signal<rust_hdl::prelude::In, $ty>,)*
        }

        $(#[$meta])*
        ///
        /// The sending end: `valid` and the payload out, `ready` in.
        #[derive(rust_hdl::prelude::LogicInterface, Default)]
        pub struct $source {
            pub valid: rust_hdl::prelude::Signal<rust_hdl::prelude::Out, rust_hdl::prelude::Bit>,
            pub ready: rust_hdl::prelude::Signal<rust_hdl::prelude::In, rust_hdl::prelude::Bit>,
            $($(#[$fmeta])* pub $field: rust_hdl::prelude::Signal<rust_hdl::prelude::Out, $ty>,)*
        }

        impl $sink {
            /// Joins this end to `other` (for `#[hdl_gen]`: `Sink::join(&mut a, &mut b)`).
            #[allow(dead_code)]
            pub fn join(&mut self, other: &mut $source) {
                self.valid.join(&mut other.valid);
                self.ready.join(&mut other.ready);
                $(self.$field.join(&mut other.$field);)*
            }
        }

        impl $source {
            /// Joins this end to `other` (for `#[hdl_gen]`: `Source::join(&mut a, &mut b)`).
            #[allow(dead_code)]
            pub fn join(&mut self, other: &mut $sink) {
                self.valid.join(&mut other.valid);
                self.ready.join(&mut other.ready);
                $(self.$field.join(&mut other.$field);)*
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use rust_hdl::prelude::*;

    crate::channel! {
        /// A test message.
        pub PairIn / PairOut {
            /// First word.
            a: Bits<8>,
            b: Bit,
        }
    }

    #[derive(LogicBlock, Default)]
    struct Child {
        s_p: PairIn,
        m_p: PairOut,
    }
    impl Logic for Child {
        #[hdl_gen]
        fn update(&mut self) {
            self.m_p.valid.next = self.s_p.valid.val();
            self.m_p.a.next = self.s_p.a.val();
            self.m_p.b.next = self.s_p.b.val();
            self.s_p.ready.next = self.m_p.ready.val();
        }
    }

    #[derive(LogicBlock, Default)]
    struct Parent {
        s_p: PairIn,
        m_p: PairOut,
        one: Child,
        two: Child,
    }
    impl Logic for Parent {
        #[hdl_gen]
        fn update(&mut self) {
            PairIn::link(&mut self.s_p, &mut self.one.s_p);
            PairOut::join(&mut self.one.m_p, &mut self.two.s_p);
            PairOut::link(&mut self.m_p, &mut self.two.m_p);
        }
    }

    /// A joined and linked channel carries every field and the handshake both ways in the
    /// native model, and in Verilog becomes flat port names and one `assign` per field.
    #[test]
    fn channels_join_and_link() {
        let mut uut = Parent::default();
        uut.connect_all();
        uut.s_p.valid.next = true;
        uut.s_p.a.next = 0xa5_u64.to_bits();
        uut.s_p.b.next = true;
        uut.m_p.ready.next = true;
        for _ in 0..8 {
            uut.update_all();
            if !uut.has_changed() {
                break;
            }
        }
        assert!(uut.m_p.valid.val() && uut.m_p.b.val() && uut.s_p.ready.val());
        assert_eq!(uut.m_p.a.val(), 0xa5_u64.to_bits::<8>());
        let v = crate::verilog_tidy::tidy(&generate_verilog(&uut));
        assert!(v.contains("module top(s_p_valid,s_p_ready,s_p_a,s_p_b,m_p_valid,m_p_ready,m_p_a,m_p_b);"), "{v}");
        for f in ["valid", "a", "b"] {
            assert!(v.contains(&format!("assign two$s_p_{f} = one$m_p_{f};")), "{v}");
        }
        assert!(v.contains("assign one$m_p_ready = two$s_p_ready;"), "{v}");
        assert!(v.contains(".s_p_a(s_p_a)") && !v.contains("s_p$") && !v.contains("always @(*) two"), "{v}");
    }
}
