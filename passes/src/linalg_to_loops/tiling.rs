//! Cache blocking of transposes: an all-parallel op whose innermost loop walks one operand
//! contiguously and another with a stride (`out[i, j] = x[j, i] + y[i, j]`) runs over
//! square tiles of the two loops, so that the strided operand's tile stays in L1 while it is
//! read across (docs/lowering/linalg-to-loops.md, "Transposes").

use xla_dialect_linalg::attrs::IteratorType;
use xla_dialect_linalg::structured::Structured;
use xla_ir::affine::AffineExpr;

/// Tile edge in elements: a 32×32 tile of f64 is 8 KiB, a quarter of Zen 4's L1 data cache,
/// which leaves room for the contiguous operands' lines.
pub const TILE: i64 = 32;

/// For an all-parallel op whose innermost loop `l` (last of `order`) indexes some shaped
/// operand in a position other than its last, while that operand's last index is another
/// loop `t`: that loop `t`, to be tiled together with `l`.
pub fn transpose_partner(s: &Structured, order: &[usize], shaped: &[bool]) -> Option<usize> {
    let &l = order.last()?;
    if order.len() < 2 || !s.iterators.iter().all(|it| *it == IteratorType::Parallel) {
        return None;
    }
    let l32 = u32::try_from(l).ok()?;
    s.maps
        .iter()
        .zip(shaped)
        .filter(|(_, &sh)| sh)
        .find_map(|(m, _)| {
            let (last, rest) = m.results.split_last()?;
            match last {
                AffineExpr::Dim(t) if *t != l32 && rest.contains(&AffineExpr::Dim(l32)) => {
                    usize::try_from(*t).ok()
                }
                _ => None,
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_dialect_linalg::attrs::IteratorType::{Parallel, Reduction};
    use xla_ir::affine::AffineMap;

    fn proj(n: u32, dims: &[u32]) -> AffineMap {
        AffineMap::projection(n, dims)
    }

    #[test]
    fn transpose_add_tiles_both_loops() {
        // out[d0, d1] = x[d1, d0] + y[d0, d1]
        let s = Structured {
            iterators: vec![Parallel; 2],
            maps: vec![proj(2, &[1, 0]), proj(2, &[0, 1]), proj(2, &[0, 1])],
            num_inputs: 2,
        };
        assert_eq!(transpose_partner(&s, &[0, 1], &[true; 3]), Some(0));
    }

    #[test]
    fn contiguous_and_reductions_are_not_tiled() {
        let ew = Structured {
            iterators: vec![Parallel; 2],
            maps: vec![proj(2, &[0, 1]); 2],
            num_inputs: 1,
        };
        assert_eq!(transpose_partner(&ew, &[0, 1], &[true; 2]), None);
        // A broadcast of a row vector reads x[d1]: contiguous in the innermost loop.
        let b = Structured {
            iterators: vec![Parallel; 2],
            maps: vec![proj(2, &[1]), proj(2, &[0, 1])],
            num_inputs: 1,
        };
        assert_eq!(transpose_partner(&b, &[0, 1], &[true; 2]), None);
        let red = Structured {
            iterators: vec![Parallel, Reduction],
            maps: vec![proj(2, &[1, 0]), proj(2, &[0])],
            num_inputs: 1,
        };
        assert_eq!(transpose_partner(&red, &[0, 1], &[true; 2]), None);
    }
}
