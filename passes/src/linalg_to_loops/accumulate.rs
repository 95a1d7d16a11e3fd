//! Reductions with their accumulators in registers: the innermost loops that no output
//! indexes (each output element stays the same across them) carry the output values as
//! `scf.for` iter_args — loaded once before those loops, stored once after — instead of a
//! load, combine and store per iteration. The float combiners of such a loop get the
//! `reassoc` flag, so that LLVM splits the sum over vector lanes and several accumulators, as
//! XLA reassociates reductions (docs/lowering/linalg-to-loops.md, "Reductions").

use xla_dialect_arith::ops as arith_ops;
use xla_dialect_linalg::structured::Structured;
use xla_ir::{BlockId, Body, Context, OpId, ValueId};

/// How many of the innermost loops of `order` (outermost first) carry the outputs: the
/// longest suffix of loops that no output map uses, when every output map is a projected
/// permutation (each output element is one memory location per iteration of the rest).
pub fn carried_loops(s: &Structured, order: &[usize]) -> usize {
    let outputs = &s.maps[s.num_inputs..];
    if outputs.is_empty() || !outputs.iter().all(|m| m.is_projected_permutation()) {
        return 0;
    }
    order
        .iter()
        .rev()
        .take_while(|&&d| {
            u32::try_from(d).is_ok_and(|d| {
                outputs
                    .iter()
                    .all(|m| !m.results.iter().any(|e| e.uses_dim(d)))
            })
        })
        .count()
}

/// Float combiners that may be reassociated: `arith.addf`, `mulf`, `maximumf`, `minimumf`,
/// `maxnumf`, `minnumf` (max/min are exact in any order; the sum and product round
/// differently, as in XLA).
const REASSOCIABLE: &[&str] = &[
    arith_ops::AddFOp::NAME,
    arith_ops::MulFOp::NAME,
    arith_ops::MaximumFOp::NAME,
    arith_ops::MinimumFOp::NAME,
    arith_ops::MaxNumFOp::NAME,
    arith_ops::MinNumFOp::NAME,
];

/// The ops of `block` that combine an accumulator (`accumulators`, the region's output
/// arguments) with another value through a reassociable float op.
pub fn reassociable_combiners(
    ctx: &Context,
    body: &Body,
    block: BlockId,
    accumulators: &[ValueId],
) -> Vec<OpId> {
    body.block_ops(block)
        .filter(|&op| {
            REASSOCIABLE.contains(&ctx.op_name_str(body.op(op).name))
                && body.operands(op).any(|v| accumulators.contains(&v))
        })
        .collect()
}

/// Whether `op`'s `#arith.fastmath` flags have `reassoc`.
pub fn has_reassoc(ctx: &Context, body: &Body, op: OpId) -> bool {
    let flags = &xla_dialect_arith::attrs::FASTMATH;
    body.op(op)
        .props
        .get_str(ctx, "fastmath")
        .and_then(|a| flags.bits_of(ctx, a))
        .is_some_and(|bits| bits & flags.symbolize("reassoc").unwrap_or(0) != 0)
}

/// Adds `reassoc` to the `#arith.fastmath` flags of `op`.
pub fn add_reassoc(ctx: &Context, body: &mut Body, op: OpId) {
    let flags = &xla_dialect_arith::attrs::FASTMATH;
    let bits = body
        .op(op)
        .props
        .get_str(ctx, "fastmath")
        .and_then(|a| flags.bits_of(ctx, a))
        .unwrap_or(0);
    let reassoc = flags.symbolize("reassoc").unwrap_or(1);
    body.op_mut(op)
        .props
        .set_str(ctx, "fastmath", flags.attr(ctx, bits | reassoc));
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
    fn row_reduction_carries_its_inner_loop() {
        let s = Structured {
            iterators: vec![Parallel, Reduction],
            maps: vec![proj(2, &[0, 1]), proj(2, &[0])],
            num_inputs: 1,
        };
        assert_eq!(carried_loops(&s, &[0, 1]), 1);
        // A column reduction walked with the parallel loop innermost carries nothing.
        assert_eq!(carried_loops(&s, &[1, 0]), 0);
    }

    #[test]
    fn several_reduction_loops_and_elementwise() {
        let s = Structured {
            iterators: vec![Parallel, Reduction, Reduction],
            maps: vec![proj(3, &[0, 1, 2]), proj(3, &[0])],
            num_inputs: 1,
        };
        assert_eq!(carried_loops(&s, &[0, 1, 2]), 2);
        let ew = Structured {
            iterators: vec![Parallel; 2],
            maps: vec![proj(2, &[0, 1]); 2],
            num_inputs: 1,
        };
        assert_eq!(carried_loops(&ew, &[0, 1]), 0);
        // A full reduction to a scalar carries every loop.
        let all = Structured {
            iterators: vec![Reduction; 2],
            maps: vec![proj(2, &[0, 1]), proj(2, &[])],
            num_inputs: 1,
        };
        assert_eq!(carried_loops(&all, &[0, 1]), 2);
    }
}
