//! `memref.collapse_shape` and `memref.expand_shape`: views that merge or split groups of
//! contiguous dimensions (a reassociation `[[0, 1], [2]]`).

use crate::operand_checks::*;
use crate::syntax::*;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::strided::{
    collapsed_shape, collapsed_strides, expanded_strides, mul_dynamic, strided_memref_type,
    strides_and_offset,
};
use xla_ir::{Arity, Context, DResult, Diag, OpDef, OpRef, OperationState, Traits, Type, DYNAMIC};

pub const COLLAPSE_SHAPE: &str = "memref.collapse_shape";
pub const EXPAND_SHAPE: &str = "memref.expand_shape";

pub fn ops() -> Vec<OpDef> {
    vec![
        named_result(
            OpDef::new(COLLAPSE_SHAPE)
                .summary("operation to produce a memref with a smaller rank.")
                .description(
                    "Merges each group of the reassociation into one dimension. The grouped \
                     dimensions must be contiguous in memory; the result aliases the source.",
                )
                .operands(Arity::Exactly(1))
                .results(Arity::Exactly(1))
                .traits(Traits::PURE)
                .inherent(&["reassociation"])
                .verifier(verify_collapse)
                .syntax(parse_collapse, print_collapse)
                .example("%collapse_shape = memref.collapse_shape %A [[0, 1]] : memref<4x8xf32> into memref<32xf32>"),
            |_| vec![(0, "collapse_shape".into())],
        ),
        named_result(
            OpDef::new(EXPAND_SHAPE)
                .summary("operation to produce a memref with a higher rank.")
                .description(
                    "Splits each source dimension into the group of result dimensions the \
                     reassociation assigns it; `output_shape` gives the result sizes (operands \
                     for its `?` dimensions). The result aliases the source.",
                )
                .operands(Arity::AtLeast(1))
                .results(Arity::Exactly(1))
                .traits(Traits::PURE)
                .inherent(&["reassociation", "static_output_shape"])
                .verifier(verify_expand)
                .syntax(parse_expand, print_expand)
                .example("%expand_shape = memref.expand_shape %A [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>"),
            |_| vec![(0, "expand_shape".into())],
        ),
    ]
}

/// The checks collapse and expand share (MLIR's `verifyReshapeLikeShapes`): group count,
/// contiguity, and each collapsed size against its group's product.
fn verify_groups(
    op: &OpRef<'_>,
    groups: &[Vec<i64>],
    collapsed: &[i64],
    expanded: &[i64],
) -> DResult<()> {
    if groups.len() != collapsed.len() {
        return Err(op.error(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        )));
    }
    // Rank 0: an empty reassociation, and only unit (or dynamic) dims on the other side.
    if collapsed.is_empty() && groups.is_empty() {
        if expanded.iter().any(|&d| d != 1 && d != DYNAMIC) {
            return Err(op.error("rank 0 memrefs can only be extended/collapsed with/from ones"));
        }
        return Ok(());
    }
    let mut next = 0i64;
    for g in groups {
        for &d in g {
            if d != next {
                return Err(op.error("reassociation indices must be contiguous"));
            }
            next += 1;
        }
    }
    if next as usize != expanded.len() {
        return Err(op.error(format!(
            "expected {} dimensions covered by the reassociation, but got {next}",
            expanded.len()
        )));
    }
    for (g, &c) in groups.iter().zip(collapsed) {
        let dynamic = g.iter().any(|&d| expanded[d as usize] == DYNAMIC);
        if dynamic != (c == DYNAMIC) {
            return Err(op.error(format!(
                "collapsed dim ({}) must be dynamic if and only if reassociation group is dynamic",
                g.first().copied().unwrap_or(0)
            )));
        }
        if !dynamic {
            let size = g
                .iter()
                .fold(1i64, |acc, &d| mul_dynamic(acc, expanded[d as usize]));
            if size != c {
                return Err(op.error(format!(
                    "collapsed dim size ({c}) must equal reassociation group size ({size})"
                )));
            }
        }
    }
    Ok(())
}

/// Each group's dimensions are contiguous in memory (unit dims and dynamic values aside).
fn groups_contiguous(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> bool {
    let (Some(parts), Some((strides, _))) = (memref_parts(ctx, src), strides_and_offset(ctx, src))
    else {
        return false;
    };
    groups.iter().all(|g| {
        g.windows(2).all(|w| {
            let (a, b) = (w[0] as usize, w[1] as usize);
            let vals = [strides[a], strides[b], parts.shape[b]];
            parts.shape[a] == 1
                || parts.shape[b] == 1
                || vals.contains(&DYNAMIC)
                || Some(strides[a]) == strides[b].checked_mul(parts.shape[b])
        })
    })
}

/// The type a collapse of `src` by `groups` has (strides of each group's innermost dim).
pub fn collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let parts = memref_parts(ctx, src)?;
    let (strides, offset) = strides_and_offset(ctx, src)?;
    let shape = collapsed_shape(parts.shape, groups)?;
    let strides = collapsed_strides(&strides, groups)?;
    Some(strided_memref_type(
        ctx,
        &shape,
        parts.elem,
        &strides,
        offset,
        parts.memory_space,
    ))
}

/// The type an expand of `src` to `shape` by `groups` has.
pub fn expanded_type(ctx: &Context, src: Type, shape: &[i64], groups: &[Vec<i64>]) -> Option<Type> {
    let parts = memref_parts(ctx, src)?;
    let (strides, offset) = strides_and_offset(ctx, src)?;
    // From rank 0 (unit dims only): the identity layout, as upstream.
    let strides = if groups.is_empty() {
        vec![1; shape.len()]
    } else {
        expanded_strides(&strides, shape, groups)?
    };
    Some(strided_memref_type(
        ctx,
        shape,
        parts.elem,
        &strides,
        offset,
        parts.memory_space,
    ))
}

fn verify_collapse(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let src = memref_operand(&op, 0, true)?;
    let res = memref_result(&op, 0)?;
    let groups = reassociation(&op)?;
    let (Some(sp), Some(rp)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    verify_groups(&op, &groups, rp.shape, sp.shape)?;
    if !groups_contiguous(ctx, src, &groups) {
        return Err(op.error("invalid source layout map or collapsing non-contiguous dims"));
    }
    if let Some(expected) = collapsed_type(ctx, src, &groups) {
        if expected != res
            && !(xla_ir::strided::same_layout(ctx, expected, res) && rp.elem == sp.elem)
        {
            return Err(op.error(format!(
                "expected collapsed type to be {} but found {}",
                quoted_type(ctx, expected),
                quoted_type(ctx, res)
            )));
        }
    }
    Ok(())
}

fn verify_expand(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let src = memref_operand(&op, 0, true)?;
    let res = memref_result(&op, 0)?;
    index_operands(&op, 1)?;
    let groups = reassociation(&op)?;
    let statics = static_list(&op, "static_output_shape")?;
    let (Some(sp), Some(rp)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    verify_groups(&op, &groups, sp.shape, rp.shape)?;
    if statics.len() != rp.shape.len() {
        return Err(op.error(format!(
            "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
            rp.shape.len(),
            statics.len()
        )));
    }
    let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if dynamic != op.num_operands() - 1 {
        return Err(op.error(format!("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {} values", op.num_operands() - 1)));
    }
    for (d, (&s, &r)) in statics.iter().zip(rp.shape).enumerate() {
        if s != DYNAMIC && s != r {
            return Err(op.error(format!("invalid output shape provided at pos {d}")));
        }
    }
    if let Some(expected) = expanded_type(ctx, src, rp.shape, &groups) {
        if expected != res
            && !(xla_ir::strided::same_layout(ctx, expected, res) && rp.elem == sp.elem)
        {
            return Err(op.error(format!(
                "expected expanded type to be {} but found {}",
                quoted_type(ctx, expected),
                quoted_type(ctx, res)
            )));
        }
    }
    Ok(())
}

fn parse_collapse(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let src = p.parse_operand()?;
    let groups = parse_reassociation(p)?;
    let (src_ty, res_ty) = parse_cast_types(p, state, "into")?;
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    let ctx = p.ctx();
    state.set_attr(ctx, "reassociation", reassociation_attr(ctx, &groups));
    state.result_types.push(res_ty);
    Ok(())
}

fn print_collapse(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" ");
    print_reassociation(p, &reassociation(&op).unwrap_or_default());
    print_cast_types(p, op, " into ", &["reassociation"]);
}

fn parse_expand(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let src = p.parse_operand()?;
    let groups = parse_reassociation(p)?;
    p.parse_keyword("output_shape")?;
    let (statics, dynamics) = parse_mixed_list(p)?;
    let (src_ty, res_ty) = parse_cast_types(p, state, "into")?;
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    let index = p.ctx().index_type();
    for o in &dynamics {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    let ctx = p.ctx();
    state.set_attr(ctx, "reassociation", reassociation_attr(ctx, &groups));
    state.set_attr(ctx, "static_output_shape", ctx.dense_i64_array(&statics));
    state.result_types.push(res_ty);
    Ok(())
}

fn print_expand(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" ");
    print_reassociation(p, &reassociation(&op).unwrap_or_default());
    p.write_str(" output_shape ");
    let operands: Vec<_> = op.operands().skip(1).collect();
    print_mixed_list(
        p,
        &static_list(&op, "static_output_shape").unwrap_or_default(),
        &operands,
    );
    print_cast_types(p, op, " into ", &["reassociation", "static_output_shape"]);
}
