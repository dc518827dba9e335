//! Linear algebra over GF(2) for flat XOR-matrix logic.
//!
//! A [`Gf2Map`] is a linear map from up to 128 input bits to up to 32 output bits, stored as one
//! input mask per output bit. The same table drives the native simulation (`apply`) and the
//! emitted Verilog (`verilog_terms`), so the two views cannot drift apart; the lockstep tests
//! prove the generated text says what the table says.

/// A linear map over GF(2): `rows[o]` is the mask of input bits XORed into output bit `o`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gf2Map {
    pub inputs: usize,
    pub rows: Vec<u128>,
}

impl Gf2Map {
    /// Builds the map of a linear function by probing it with every unit input vector.
    pub fn from_fn(inputs: usize, outputs: usize, f: impl Fn(u128) -> u128) -> Self {
        assert!(inputs <= 128 && outputs <= 128);
        let mut rows = vec![0u128; outputs];
        for i in 0..inputs {
            let column = f(1u128 << i);
            for (o, row) in rows.iter_mut().enumerate() {
                if (column >> o) & 1 == 1 {
                    *row |= 1u128 << i;
                }
            }
        }
        Self { inputs, rows }
    }

    pub fn identity(n: usize) -> Self {
        Self { inputs: n, rows: (0..n).map(|o| 1u128 << o).collect() }
    }

    /// y = M x.
    pub fn apply(&self, x: u128) -> u128 {
        self.rows
            .iter()
            .enumerate()
            .fold(0u128, |y, (o, row)| y | ((((row & x).count_ones() & 1) as u128) << o))
    }

    /// The composition `self ∘ other` (apply `other` first).
    pub fn compose(&self, other: &Gf2Map) -> Gf2Map {
        Gf2Map::from_fn(other.inputs, self.rows.len(), |x| self.apply(other.apply(x)))
    }

    /// The inverse of a square map, by Gauss-Jordan elimination; `None` when singular.
    pub fn inverse(&self) -> Option<Gf2Map> {
        let n = self.rows.len();
        assert_eq!(n, self.inputs, "only square maps invert");
        // Augmented rows: low n bits = M, next n bits = identity.
        let mut aug: Vec<u128> =
            self.rows.iter().enumerate().map(|(o, r)| r | (1u128 << (n + o))).collect();
        for col in 0..n {
            let pivot = (col..n).find(|&r| (aug[r] >> col) & 1 == 1)?;
            aug.swap(col, pivot);
            for r in 0..n {
                if r != col && (aug[r] >> col) & 1 == 1 {
                    aug[r] ^= aug[col];
                }
            }
        }
        let mask = (1u128 << n) - 1;
        Some(Gf2Map { inputs: n, rows: aug.iter().map(|r| (r >> n) & mask).collect() })
    }

    /// Verilog right-hand side for output bit `o`: `in[a] ^ in[b] ^ ...`, input bit `i` named by
    /// `name(i)`; an empty row is `1'b0`.
    pub fn verilog_terms(&self, o: usize, name: &dyn Fn(usize) -> String) -> String {
        let terms: Vec<String> =
            (0..self.inputs).filter(|i| (self.rows[o] >> i) & 1 == 1).map(name).collect();
        if terms.is_empty() {
            "1'b0".into()
        } else {
            terms.join(" ^ ")
        }
    }

    /// The largest number of inputs any output bit XORs (logic depth indicator).
    pub fn max_fan_in(&self) -> u32 {
        self.rows.iter().map(|r| r.count_ones()).max().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_of_inverse_is_identity() {
        let m = Gf2Map::from_fn(8, 8, |x| (x ^ (x << 1) ^ (x >> 3)) & 0xFF);
        let inv = m.inverse().expect("invertible");
        assert_eq!(m.compose(&inv), Gf2Map::identity(8));
        assert_eq!(inv.compose(&m), Gf2Map::identity(8));
    }

    #[test]
    fn singular_map_has_no_inverse() {
        let m = Gf2Map::from_fn(4, 4, |x| x & 0b0111);
        assert!(m.inverse().is_none());
    }

    #[test]
    fn verilog_terms_name_each_input() {
        let m = Gf2Map::from_fn(3, 2, |x| ((x & 1) ^ ((x >> 2) & 1)) | ((x & 0) << 1));
        assert_eq!(m.verilog_terms(0, &|i| format!("x[{i}]")), "x[0] ^ x[2]");
        assert_eq!(m.verilog_terms(1, &|i| format!("x[{i}]")), "1'b0");
    }
}
