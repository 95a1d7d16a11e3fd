//! Cache blocking of transposes: an all-parallel op whose innermost loop walks one operand
//! contiguously and another with a stride (`out[i, j] = x[j, i] + y[i, j]`) runs over
//! square tiles of the two loops. The strided operand's tile is first copied row by row
//! (contiguous reads) into a small contiguous buffer, which the tile's loops then read across
//! from L1: read in place, a tile of a power-of-two-strided array maps all its rows to the
//! same cache sets and is evicted before it is reused (docs/lowering/linalg-to-loops.md,
//! "Transposes").

use xla_dialect_linalg::attrs::IteratorType;
use xla_dialect_linalg::structured::Structured;
use xla_ir::affine::AffineExpr;

/// Bytes of one tile buffer: half of Zen 4's 32 KiB L1 data cache, which leaves room for the
/// contiguous operands' lines.
const TILE_BYTES: i64 = 16 * 1024;

/// Tile edge in elements for elements of `elem_bytes`: the largest power of two whose square
/// tile fits [`TILE_BYTES`] (64 for f32, 32 for f64; at most 64).
pub fn tile_edge(elem_bytes: i64) -> i64 {
    let mut edge = 64;
    while edge > 8 && edge * edge * elem_bytes.max(1) > TILE_BYTES {
        edge /= 2;
    }
    edge
}

/// Whether an operand read through `map` is read across the tile of loops `t` (its last,
/// contiguous index) and `l` (the innermost loop, in an earlier index): a transposed input,
/// copied into a buffer tile by tile.
pub fn reads_across(map: &xla_ir::affine::AffineMap, t: usize, l: usize) -> bool {
    let (Ok(t), Ok(l)) = (u32::try_from(t), u32::try_from(l)) else {
        return false;
    };
    map.is_projected_permutation()
        && matches!(map.results.split_last(), Some((AffineExpr::Dim(last), rest))
            if *last == t && rest.contains(&AffineExpr::Dim(l)))
}

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
    fn transposed_input_is_buffered() {
        // x[d1, d0] is read across the (d0, d1) tile; y[d0, d1] and a row vector are not.
        assert!(reads_across(&proj(2, &[1, 0]), 0, 1));
        assert!(!reads_across(&proj(2, &[0, 1]), 0, 1));
        assert!(!reads_across(&proj(2, &[1]), 0, 1));
        assert_eq!(tile_edge(4), 64);
        assert_eq!(tile_edge(8), 32);
        assert_eq!(tile_edge(1), 64);
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
