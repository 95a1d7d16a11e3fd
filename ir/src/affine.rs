//! Affine expressions and maps (`affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>`).

/// A node of an affine expression tree.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// `d<i>`: the value of dimension `i`.
    Dim(u32),
    /// `s<i>`: the value of symbol `i` (fixed for the map's use, e.g. a dynamic size).
    Symbol(u32),
    /// A constant.
    Const(i64),
    /// `a + b` (subtraction is `a + b * -1`).
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `a * b` (affine when one side is constant).
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `a mod b`: the non-negative (Euclidean) remainder.
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    /// `a floordiv b`: division rounding toward negative infinity.
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `a ceildiv b`: division rounding toward positive infinity.
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// `(d0, ..., dn)[s0, ..., sm] -> (exprs)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// How many dimensions (`d0`..) the map takes.
    pub num_dims: u32,
    /// How many symbols (`s0`..) the map takes.
    pub num_symbols: u32,
    /// One expression per result.
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
                if b == 0 {
                    return None;
                }
                a.checked_rem_euclid(b)?
            }
            AffineExpr::FloorDiv(a, b) => {
                let (a, b) = (a.eval(dims, syms)?, b.eval(dims, syms)?);
                if b == 0 {
                    return None;
                }
                let q = a.checked_div(b)?;
                if (a % b != 0) && ((a < 0) != (b < 0)) {
                    q - 1
                } else {
                    q
                }
            }
            AffineExpr::CeilDiv(a, b) => {
                let (a, b) = (a.eval(dims, syms)?, b.eval(dims, syms)?);
                if b == 0 {
                    return None;
                }
                let q = a.checked_div(b)?;
                if (a % b != 0) && ((a > 0) == (b > 0)) {
                    q + 1
                } else {
                    q
                }
            }
        })
    }
}

impl AffineMap {
    /// The identity map on `n` dimensions.
    pub fn identity(n: u32) -> Self {
        AffineMap {
            num_dims: n,
            num_symbols: 0,
            results: (0..n).map(AffineExpr::Dim).collect(),
        }
    }
    /// Whether the map is `(d0, ..., dn) -> (d0, ..., dn)` without symbols (a default layout or
    /// indexing map, which printers and lowerings may omit).
    pub fn is_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
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
    /// Every result evaluated (as [`AffineExpr::eval`]); `None` if any fails.
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<Vec<i64>> {
        self.results.iter().map(|e| e.eval(dims, syms)).collect()
    }
}

impl AffineExpr {
    /// Replaces `d_i` by `dims[i]` and `s_j` by `syms[j]` (out-of-range names stay as they are).
    pub fn substitute(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        let bin = |a: &AffineExpr, b: &AffineExpr| {
            (
                Box::new(a.substitute(dims, syms)),
                Box::new(b.substitute(dims, syms)),
            )
        };
        match self {
            AffineExpr::Dim(i) => dims
                .get(*i as usize)
                .cloned()
                .unwrap_or(AffineExpr::Dim(*i)),
            AffineExpr::Symbol(i) => syms
                .get(*i as usize)
                .cloned()
                .unwrap_or(AffineExpr::Symbol(*i)),
            AffineExpr::Const(c) => AffineExpr::Const(*c),
            AffineExpr::Add(a, b) => {
                let (a, b) = bin(a, b);
                AffineExpr::Add(a, b)
            }
            AffineExpr::Mul(a, b) => {
                let (a, b) = bin(a, b);
                AffineExpr::Mul(a, b)
            }
            AffineExpr::Mod(a, b) => {
                let (a, b) = bin(a, b);
                AffineExpr::Mod(a, b)
            }
            AffineExpr::FloorDiv(a, b) => {
                let (a, b) = bin(a, b);
                AffineExpr::FloorDiv(a, b)
            }
            AffineExpr::CeilDiv(a, b) => {
                let (a, b) = bin(a, b);
                AffineExpr::CeilDiv(a, b)
            }
        }
    }
    /// Whether the expression mentions dimension `d`.
    pub fn uses_dim(&self, d: u32) -> bool {
        match self {
            AffineExpr::Dim(i) => *i == d,
            AffineExpr::Symbol(_) | AffineExpr::Const(_) => false,
            AffineExpr::Add(a, b)
            | AffineExpr::Mul(a, b)
            | AffineExpr::Mod(a, b)
            | AffineExpr::FloorDiv(a, b)
            | AffineExpr::CeilDiv(a, b) => a.uses_dim(d) || b.uses_dim(d),
        }
    }
}

impl AffineMap {
    /// A map `(d0..d{num_dims})` with the given results and no symbols.
    pub fn new(num_dims: u32, results: Vec<AffineExpr>) -> Self {
        AffineMap {
            num_dims,
            num_symbols: 0,
            results,
        }
    }
    /// `(d0..dn) -> (d_{dims[0]}, d_{dims[1]}, ...)`.
    pub fn projection(num_dims: u32, dims: &[u32]) -> Self {
        AffineMap::new(num_dims, dims.iter().map(|&d| AffineExpr::Dim(d)).collect())
    }
    /// `self ∘ inner`: feeds `inner`'s results into `self`'s dimensions (MLIR's
    /// `AffineMap::compose`); `None` when `inner` has not one result per dimension of `self`.
    pub fn compose(&self, inner: &AffineMap) -> Option<AffineMap> {
        if inner.results.len() != self.num_dims as usize {
            return None;
        }
        // Symbols of `self` follow those of `inner`.
        let syms: Vec<AffineExpr> = (0..self.num_symbols)
            .map(|s| AffineExpr::Symbol(inner.num_symbols + s))
            .collect();
        Some(AffineMap {
            num_dims: inner.num_dims,
            num_symbols: inner.num_symbols + self.num_symbols,
            results: self
                .results
                .iter()
                .map(|e| e.substitute(&inner.results, &syms))
                .collect(),
        })
    }
    /// The inverse of a permutation map (`None` if `self` is not one).
    pub fn inverse_permutation(&self) -> Option<AffineMap> {
        let perm = self.as_permutation()?;
        let mut inverse = vec![0u32; perm.len()];
        for (i, &p) in perm.iter().enumerate() {
            inverse[p as usize] = i as u32;
        }
        Some(AffineMap::projection(self.num_dims, &inverse))
    }
    /// Every result a distinct dimension (a permutation of a subset of the dimensions).
    pub fn is_projected_permutation(&self) -> bool {
        let mut seen = vec![false; self.num_dims as usize];
        self.num_symbols == 0
            && self.results.iter().all(|e| match e {
                AffineExpr::Dim(d) => seen
                    .get_mut(*d as usize)
                    .is_some_and(|s| !std::mem::replace(s, true)),
                _ => false,
            })
    }
    /// The dimension each result is, when every result is a plain dimension.
    pub fn result_dims(&self) -> Option<Vec<u32>> {
        self.results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) => Some(*d),
                _ => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::*;

    fn add(a: AffineExpr, b: AffineExpr) -> AffineExpr {
        Add(Box::new(a), Box::new(b))
    }

    #[test]
    fn compose_substitutes_results() {
        // (d0, d1) -> (d1, d0 + d1)  after  (d0, d1, d2) -> (d2, d0)
        let outer = AffineMap::new(2, vec![Dim(1), add(Dim(0), Dim(1))]);
        let inner = AffineMap::projection(3, &[2, 0]);
        let c = outer.compose(&inner).unwrap();
        assert_eq!(c, AffineMap::new(3, vec![Dim(0), add(Dim(2), Dim(0))]));
        assert_eq!(c.eval(&[1, 5, 7], &[]), Some(vec![1, 8]));
        assert!(outer.compose(&AffineMap::identity(3)).is_none());
    }

    #[test]
    fn inverse_of_permutation() {
        let p = AffineMap::projection(3, &[2, 0, 1]);
        let inv = p.inverse_permutation().unwrap();
        assert_eq!(inv, AffineMap::projection(3, &[1, 2, 0]));
        assert!(p.compose(&inv).unwrap().is_identity());
        assert!(inv.compose(&p).unwrap().is_identity());
        assert!(AffineMap::projection(3, &[0, 1])
            .inverse_permutation()
            .is_none());
    }

    #[test]
    fn projected_permutations() {
        assert!(AffineMap::projection(3, &[2, 0]).is_projected_permutation());
        assert!(!AffineMap::projection(3, &[0, 0]).is_projected_permutation());
        assert!(!AffineMap::new(2, vec![add(Dim(0), Dim(1))]).is_projected_permutation());
        assert!(!AffineMap::new(2, vec![Const(0)]).is_projected_permutation());
        assert_eq!(
            AffineMap::projection(3, &[2, 0]).result_dims(),
            Some(vec![2, 0])
        );
    }

    #[test]
    fn eval_floor_and_ceil_division() {
        let fd = FloorDiv(Box::new(Dim(0)), Box::new(Const(2)));
        let cd = CeilDiv(Box::new(Dim(0)), Box::new(Const(2)));
        assert_eq!(fd.eval(&[-3], &[]), Some(-2));
        assert_eq!(cd.eval(&[-3], &[]), Some(-1));
        assert_eq!(cd.eval(&[3], &[]), Some(2));
        assert!(!fd.uses_dim(1) && fd.uses_dim(0));
    }
}
