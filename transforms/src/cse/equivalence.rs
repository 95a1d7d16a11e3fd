//! Structural equality of two ops of one body, their regions included (MLIR's
//! OperationEquivalence, ignoring locations): values defined inside the compared regions
//! correspond by position; values from outside must be the same.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use xla_ir::{BlockId, Body, Context, OpId, Traits, ValueId};

/// The operands to compare: for commutative ops in a canonical order (upstream's
/// OperationEquivalence treats them as a multiset).
pub fn key_operands(ctx: &Context, body: &Body, op: OpId) -> SmallVec<[ValueId; 4]> {
    let mut operands: SmallVec<[ValueId; 4]> = body.operands(op).collect();
    if ctx
        .op_def(body.op(op).name)
        .is_some_and(|d| d.has_trait(Traits::COMMUTATIVE))
    {
        operands.sort_unstable();
    }
    operands
}

/// Same name, operands, result types, properties, attributes and regions.
pub fn same_op(ctx: &Context, body: &Body, a: OpId, b: OpId) -> bool {
    let mut map = FxHashMap::default();
    same_header(body, a, b)
        && key_operands(ctx, body, a) == key_operands(ctx, body, b)
        && same_regions(body, a, b, &mut map)
}

fn same_header(body: &Body, a: OpId, b: OpId) -> bool {
    let (da, db) = (body.op(a), body.op(b));
    da.name == db.name
        && da.props == db.props
        && da.attrs == db.attrs
        && da.successors() == db.successors()
        && da.results().len() == db.results().len()
        && da
            .results()
            .iter()
            .zip(db.results())
            .all(|(&x, &y)| body.value_type(x) == body.value_type(y))
}

/// Regions of `a` and `b` equal up to the renaming in `map` (a's inner values -> b's).
fn same_regions(body: &Body, a: OpId, b: OpId, map: &mut FxHashMap<ValueId, ValueId>) -> bool {
    let (ra, rb) = (body.local_regions(a), body.local_regions(b));
    if ra.len() != rb.len()
        || body.op(a).isolated_body().is_some()
        || body.op(b).isolated_body().is_some()
    {
        return false;
    }
    // Explicit stack of block pairs to compare: nesting depth comes from the input.
    let mut pending: Vec<(BlockId, BlockId)> = Vec::new();
    for (&x, &y) in ra.iter().zip(rb) {
        let (bx, by): (Vec<BlockId>, Vec<BlockId>) = (
            body.region_blocks(x).collect(),
            body.region_blocks(y).collect(),
        );
        if bx.len() != by.len() {
            return false;
        }
        pending.extend(bx.into_iter().zip(by));
    }
    while let Some((x, y)) = pending.pop() {
        let (ax, ay) = (body.block_args(x), body.block_args(y));
        if ax.len() != ay.len()
            || ax
                .iter()
                .zip(ay)
                .any(|(&p, &q)| body.value_type(p) != body.value_type(q))
        {
            return false;
        }
        for (&p, &q) in ax.iter().zip(ay) {
            map.insert(p, q);
        }
        let (ox, oy): (Vec<OpId>, Vec<OpId>) =
            (body.block_ops(x).collect(), body.block_ops(y).collect());
        if ox.len() != oy.len() {
            return false;
        }
        for (&p, &q) in ox.iter().zip(&oy) {
            if !same_header(body, p, q) || body.num_operands(p) != body.num_operands(q) {
                return false;
            }
            if body
                .operands(p)
                .zip(body.operands(q))
                .any(|(u, v)| map.get(&u).copied().unwrap_or(u) != v)
            {
                return false;
            }
            for (&r, &s) in body.results(p).iter().zip(body.results(q)) {
                map.insert(r, s);
            }
            let (rp, rq) = (body.local_regions(p), body.local_regions(q));
            if rp.len() != rq.len()
                || body.op(p).isolated_body().is_some()
                || body.op(q).isolated_body().is_some()
            {
                return false;
            }
            for (&m, &n) in rp.iter().zip(rq) {
                let (bm, bn): (Vec<BlockId>, Vec<BlockId>) = (
                    body.region_blocks(m).collect(),
                    body.region_blocks(n).collect(),
                );
                if bm.len() != bn.len() {
                    return false;
                }
                pending.extend(bm.into_iter().zip(bn));
            }
        }
    }
    true
}
