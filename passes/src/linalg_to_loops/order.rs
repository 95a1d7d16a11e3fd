//! The order of a loop nest: which loop goes innermost (see docs/lowering/linalg-to-loops.md,
//! "Loop order"). The innermost loop should walk the last (fastest-varying, row-major)
//! dimension of as many operands as possible, so that LLVM sees unit-stride accesses it can
//! vectorize; moving it is only done when every output element still sees its updates in the
//! same order, so results are bit-identical to the op's own order.

use xla_dialect_linalg::structured::Structured;
use xla_ir::affine::{AffineExpr, AffineMap};

/// The loops outermost first: the op's own order, except that the loop with the best
/// access score ([`score`]) is moved innermost when that is legal ([`can_sink`]).
pub fn loop_order(s: &Structured, shaped: &[bool]) -> Vec<usize> {
    let n = s.num_loops();
    let mut order: Vec<usize> = (0..n).collect();
    let Some(&last) = order.last() else {
        return order;
    };
    let maps: Vec<&AffineMap> = s
        .maps
        .iter()
        .zip(shaped)
        .filter(|(_, &sh)| sh)
        .map(|(m, _)| m)
        .collect();
    let scores: Vec<i64> = (0..n).map(|l| score(&maps, l)).collect();
    // Ties keep the op's innermost loop; among other equals the outermost candidate wins.
    let best = (0..n)
        .filter(|&l| scores[l] > scores[last])
        .max_by_key(|&l| (scores[l], std::cmp::Reverse(l)));
    if let Some(best) = best {
        if can_sink(s, best) {
            order.remove(best);
            order.push(best);
        }
    }
    order
}

/// For each shaped operand, its weight if its last index moves by one with loop `l` (unit
/// stride), minus its weight if `l` indexes it elsewhere (a strided walk); operands `l` does
/// not index are invariant in that loop and count 0. The weight is the number of loops the
/// operand's map uses: a row vector broadcast over a matrix (`m[i]` next to `x[i, j]`)
/// touches a line of the iteration space and stays in cache, the matrix streams through it.
fn score(maps: &[&AffineMap], l: usize) -> i64 {
    let Ok(l) = u32::try_from(l) else { return 0 };
    maps.iter()
        .map(|m| {
            let used = (0..m.num_dims)
                .filter(|&d| m.results.iter().any(|e| e.uses_dim(d)))
                .count();
            let weight = i64::try_from(used).unwrap_or(i64::MAX);
            match m.results.split_last() {
                Some((last, _)) if unit_stride(last, l) => weight,
                Some(_) if m.results.iter().any(|e| e.uses_dim(l)) => -weight,
                _ => 0,
            }
        })
        .sum()
}

/// `e` is `d_l` plus terms free of `d_l` (a sum walked with an explicit stack).
fn unit_stride(e: &AffineExpr, l: u32) -> bool {
    let mut stack = vec![e];
    let mut hits = 0;
    while let Some(e) = stack.pop() {
        match e {
            AffineExpr::Add(a, b) => {
                stack.push(a);
                stack.push(b);
            }
            AffineExpr::Dim(d) if *d == l => hits += 1,
            other if other.uses_dim(l) => return false,
            _ => {}
        }
    }
    hits == 1
}

/// Moving loop `l` innermost keeps every output element's update order when, for each
/// output, its map is a projected permutation (iterations writing one element are those
/// equal on the map's loops) and either `l` is one of its loops or no loop after `l` is one
/// of the others: the loops an output element accumulates over keep their relative order.
fn can_sink(s: &Structured, l: usize) -> bool {
    let Ok(l32) = u32::try_from(l) else {
        return false;
    };
    s.maps.iter().skip(s.num_inputs).all(|m| {
        let Some(dims) = m.result_dims().filter(|_| m.is_projected_permutation()) else {
            return false;
        };
        dims.contains(&l32)
            || (l + 1..s.num_loops())
                .all(|later| u32::try_from(later).is_ok_and(|d| dims.contains(&d)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_dialect_linalg::attrs::IteratorType::{Parallel, Reduction};
    use xla_dialect_linalg::structured::{batch_matmul_maps, matmul_maps};

    fn structured(
        iterators: Vec<xla_dialect_linalg::attrs::IteratorType>,
        maps: Vec<AffineMap>,
        num_inputs: usize,
    ) -> Structured {
        Structured {
            iterators,
            maps,
            num_inputs,
        }
    }
    fn proj(n: u32, dims: &[u32]) -> AffineMap {
        AffineMap::projection(n, dims)
    }

    #[test]
    fn matmul_walks_j_innermost() {
        let s = structured(vec![Parallel, Parallel, Reduction], matmul_maps(), 2);
        assert_eq!(loop_order(&s, &[true; 3]), vec![0, 2, 1]);
        let s = structured(
            vec![Parallel, Parallel, Parallel, Reduction],
            batch_matmul_maps(),
            2,
        );
        assert_eq!(loop_order(&s, &[true; 3]), vec![0, 1, 3, 2]);
    }

    #[test]
    fn row_reduction_and_elementwise_keep_their_order() {
        let rows = structured(
            vec![Parallel, Reduction],
            vec![proj(2, &[0, 1]), proj(2, &[0])],
            1,
        );
        assert_eq!(loop_order(&rows, &[true; 2]), vec![0, 1]);
        let ew = structured(vec![Parallel; 3], vec![proj(3, &[0, 1, 2]); 2], 1);
        assert_eq!(loop_order(&ew, &[true; 2]), vec![0, 1, 2]);
        // A transpose scores a tie: the op's order stays.
        let t = structured(
            vec![Parallel; 2],
            vec![proj(2, &[1, 0]), proj(2, &[0, 1])],
            1,
        );
        assert_eq!(loop_order(&t, &[true; 2]), vec![0, 1]);
    }

    #[test]
    fn column_reduction_moves_the_parallel_loop_in() {
        // out[j] += x[i, j] with loops (j, i): j innermost walks x and out contiguously, and
        // each out[j] still sums over i in order.
        let s = structured(
            vec![Parallel, Reduction],
            vec![proj(2, &[1, 0]), proj(2, &[0])],
            1,
        );
        assert_eq!(loop_order(&s, &[true; 2]), vec![1, 0]);
        // Already contiguous: unchanged.
        let s = structured(
            vec![Parallel, Reduction, Parallel],
            vec![proj(3, &[0, 1, 2]), proj(3, &[0, 2])],
            1,
        );
        assert_eq!(loop_order(&s, &[true; 2]), vec![0, 1, 2]);
    }

    #[test]
    fn reduction_loops_keep_their_relative_order() {
        // out[i] over (k1, k2) with x[i, k2, k1]: sinking k1 would reorder k1/k2 per element.
        let s = structured(
            vec![Parallel, Reduction, Reduction],
            vec![proj(3, &[0, 2, 1]), proj(3, &[0])],
            1,
        );
        assert_eq!(loop_order(&s, &[true; 2]), vec![0, 1, 2]);
        // A non-permutation output map is never reordered.
        let odd = AffineMap::new(
            2,
            vec![AffineExpr::Add(
                Box::new(AffineExpr::Dim(0)),
                Box::new(AffineExpr::Dim(1)),
            )],
        );
        let s = structured(
            vec![Parallel, Parallel],
            vec![proj(2, &[1, 0]), proj(2, &[1, 0]), odd],
            2,
        );
        assert_eq!(loop_order(&s, &[true; 3]), vec![0, 1]);
    }

    #[test]
    fn windows_count_as_unit_stride() {
        // conv-like: out[n, o, c] += in[n, o + k, i] * w[k, i, c]; loops n, o, c, k, i.
        let w = AffineExpr::Add(Box::new(AffineExpr::Dim(1)), Box::new(AffineExpr::Dim(3)));
        let input = AffineMap::new(5, vec![AffineExpr::Dim(0), w, AffineExpr::Dim(4)]);
        let s = structured(
            vec![Parallel, Parallel, Parallel, Reduction, Reduction],
            vec![input, proj(5, &[3, 4, 2]), proj(5, &[0, 1, 2])],
            2,
        );
        assert_eq!(loop_order(&s, &[true; 3]), vec![0, 1, 3, 4, 2]);
        assert!(unit_stride(&AffineExpr::Dim(2), 2));
    }
}
