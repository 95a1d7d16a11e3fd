//! Products with several free or contracting dimensions of one kind, as JAX's
//! `dot_general` of a `[batch, seq, d]` activation with a `[d, f]` weight (two m loops), become
//! plain products first: each group of same-kind loops that lies consecutively, in the same
//! order, in every operand using it is merged into one loop, its operands reshaped by
//! `memref.collapse_shape` (identity layouts only, where the merged dimensions are
//! contiguous). The op is changed in place (operands, maps, iterators; the body stays), and
//! the kernel then takes it (docs/lowering/matmul-kernel.md, "What is matched").

use super::contraction::classify;
use xla_dialect_linalg::ops::GenericOp;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::{AttrData, Body, Context, OpId, OpRef, OperationState, TypeData, ValueId};

/// Collapses the loop groups of `op` when it qualifies; whether it changed.
pub fn collapse_groups(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let Some(cl) = classify(OpRef::new(ctx, body, op)) else {
        return false;
    };
    if cl.m.is_empty() || cl.n.is_empty() || cl.k.is_empty() {
        return false;
    }
    // (loops of one kind, the operands using them), for kinds with several loops.
    let kinds = [(&cl.m, [0, 2]), (&cl.n, [1, 2]), (&cl.k, [0, 1])];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut users: Vec<[usize; 2]> = Vec::new();
    for (loops, using) in kinds {
        if loops.len() < 2 {
            continue;
        }
        // The group in the first user's order; every user must hold it consecutively so.
        let first = &cl.dims[using[0]];
        let mut order = loops.clone();
        order.sort_by_key(|d| first.iter().position(|x| x == d));
        for &x in &using {
            let at: Vec<usize> = order
                .iter()
                .filter_map(|d| cl.dims[x].iter().position(|y| y == d))
                .collect();
            if at.len() != order.len() || at.windows(2).any(|w| w[1] != w[0] + 1) {
                return false;
            }
        }
        groups.push(order);
        users.push(using);
    }
    if groups.is_empty() {
        return false;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let reshaped: Vec<bool> = (0..3)
        .map(|x| users.iter().any(|u| u.contains(&x)))
        .collect();
    let identity = |v: ValueId| {
        matches!(
            ctx.type_data(body.value_type(v)),
            TypeData::MemRef { layout: None, .. }
        )
    };
    if (0..3).any(|x| reshaped[x] && !identity(operands[x])) {
        return false;
    }
    // Loops kept: all but the non-first members of each group; their new numbers.
    let dropped: Vec<usize> = groups.iter().flat_map(|g| g[1..].to_vec()).collect();
    let kept: Vec<usize> = (0..cl.s.num_loops())
        .filter(|d| !dropped.contains(d))
        .collect();
    let renumber = |d: usize| kept.iter().position(|&k| k == d);
    let loc = body.op(op).loc;
    let mut new_operands = operands.clone();
    let mut maps = Vec::with_capacity(3);
    for x in 0..3 {
        let dims = &cl.dims[x];
        let mut reassociation: Vec<Vec<i64>> = Vec::new();
        let mut results = Vec::new();
        let mut pos = 0;
        while pos < dims.len() {
            let d = dims[pos];
            let len = groups
                .iter()
                .find(|g| g[0] == d)
                .map_or(1, std::vec::Vec::len);
            reassociation.push((pos as i64..(pos + len) as i64).collect());
            results.push(AffineExpr::Dim(renumber(d).unwrap_or(0) as u32));
            pos += len;
        }
        maps.push(AffineMap {
            num_dims: kept.len() as u32,
            num_symbols: 0,
            results,
        });
        if !reshaped[x] {
            continue;
        }
        let source = body.value_type(operands[x]);
        let Some(ty) = xla_dialect_memref::reshape::collapsed_type(ctx, source, &reassociation)
        else {
            return false;
        };
        let attr = ctx.array_attr(
            &reassociation
                .iter()
                .map(|g| ctx.array_attr(&g.iter().map(|&i| ctx.i64_attr(i)).collect::<Vec<_>>()))
                .collect::<Vec<_>>(),
        );
        let mut st = OperationState::new(ctx, memref_ops::CollapseShapeOp::NAME, loc)
            .operands(&[operands[x]])
            .results(&[ty]);
        st.set_attr(ctx, "reassociation", attr);
        let collapse = body.create_op(ctx, st);
        body.insert_op_before(op, collapse);
        new_operands[x] = body.result(collapse, 0);
    }
    let map_attrs: Vec<_> = maps
        .into_iter()
        .map(|m| ctx.intern_attr(AttrData::AffineMap(m)))
        .collect();
    let iterators: Vec<_> = kept
        .iter()
        .map(|&d| xla_dialect_linalg::attrs::iterator_attr(ctx, cl.s.iterators[d]))
        .collect();
    body.set_operands(op, &new_operands);
    let data = body.op_mut(op);
    let (maps_attr, iterators_attr) = (ctx.array_attr(&map_attrs), ctx.array_attr(&iterators));
    for (key, value) in [
        ("indexing_maps", maps_attr),
        ("iterator_types", iterators_attr),
    ] {
        if data.props.get_str(ctx, key).is_some() {
            data.props.set_str(ctx, key, value);
        } else {
            data.attrs.set_str(ctx, key, value);
        }
    }
    true
}

/// Collapses every qualifying product of `body` (nested regions included).
pub fn collapse_all(ctx: &Context, body: &mut Body) {
    let mut ops = Vec::new();
    body.walk_local(xla_ir::ir::WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops {
        if !body.is_erased(op) && GenericOp::is(ctx, body.op(op).name) {
            collapse_groups(ctx, body, op);
        }
    }
}
