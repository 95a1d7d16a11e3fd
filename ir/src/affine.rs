//! Affine expressions and maps (`affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>`).

/// A node of an affine expression tree.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Const(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// `(d0, ..., dn)[s0, ..., sm] -> (exprs)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Vec<AffineExpr>,
}

impl AffineExpr {
    /// Evaluates with the given dimension and symbol values; `None` on division by zero or overflow.
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<i64> {
        Some(match self {
            AffineExpr::Dim(i) => *dims.get(*i as usize)?,
            AffineExpr::Symbol(i) => *syms.get(*i as usize)?,
            AffineExpr::Const(c) => *c,
            AffineExpr::Add(a, b) => a.eval(dims, syms)?.checked_add(b.eval(dims, syms)?)?,
            AffineExpr::Mul(a, b) => a.eval(dims, syms)?.checked_mul(b.eval(dims, syms)?)?,
            AffineExpr::Mod(a, b) => {
                let (a, b) = (a.eval(dims, syms)?, b.eval(dims, syms)?);
                if b == 0 { return None; }
                a.checked_rem_euclid(b)?
            }
            AffineExpr::FloorDiv(a, b) => {
                let (a, b) = (a.eval(dims, syms)?, b.eval(dims, syms)?);
                if b == 0 { return None; }
                let q = a.checked_div(b)?;
                if (a % b != 0) && ((a < 0) != (b < 0)) { q - 1 } else { q }
            }
            AffineExpr::CeilDiv(a, b) => {
                let (a, b) = (a.eval(dims, syms)?, b.eval(dims, syms)?);
                if b == 0 { return None; }
                let q = a.checked_div(b)?;
                if (a % b != 0) && ((a > 0) == (b > 0)) { q + 1 } else { q }
            }
        })
    }
}

impl AffineMap {
    /// The identity map on `n` dimensions.
    pub fn identity(n: u32) -> Self {
        AffineMap { num_dims: n, num_symbols: 0, results: (0..n).map(AffineExpr::Dim).collect() }
    }
    pub fn is_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && self.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }
    /// If every result is a distinct dimension, the permutation they form.
    pub fn as_permutation(&self) -> Option<Vec<u32>> {
        let mut seen = vec![false; self.num_dims as usize];
        let mut perm = Vec::with_capacity(self.results.len());
        for e in &self.results {
            let AffineExpr::Dim(d) = e else { return None };
            if std::mem::replace(seen.get_mut(*d as usize)?, true) {
                return None;
            }
            perm.push(*d);
        }
        (perm.len() == self.num_dims as usize).then_some(perm)
    }
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<Vec<i64>> {
        self.results.iter().map(|e| e.eval(dims, syms)).collect()
    }
}
