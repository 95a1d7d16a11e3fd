//! Views that alias their source: `memref.subview`, `memref.cast`, `memref.reinterpret_cast`,
//! and `memref.extract_strided_metadata` (the base buffer, offset, sizes and strides of one).

use crate::operand_checks::*;
use crate::syntax::*;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::strided::{rank_reduction_mask, strides_and_offset, subview_type};
use xla_ir::{
    Arity, Context, DResult, Diag, OpDef, OpRef, OperationState, Traits, Type, TypeData, DYNAMIC,
};

pub const SUBVIEW: &str = "memref.subview";
pub const CAST: &str = "memref.cast";
pub const REINTERPRET_CAST: &str = "memref.reinterpret_cast";
pub const EXTRACT_STRIDED_METADATA: &str = "memref.extract_strided_metadata";

const OFFSET_SIZE_STRIDE: [&str; 4] = [
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

pub fn ops() -> Vec<OpDef> {
    vec![
        named_result(
            OpDef::new(SUBVIEW)
                .summary("memref subview operation")
                .description(
                    "A view of a rectangular part of the source memref: per dimension an offset, \
                     a size and a stride (each static or an `index` operand). The result aliases \
                     the source; its layout composes the source's strides and offset with the \
                     subview's. Unit dimensions may be dropped from the result (rank reduction).",
                )
                .operands(Arity::AtLeast(1))
                .results(Arity::Exactly(1))
                .traits(Traits::PURE)
                .inherent(&OFFSET_SIZE_STRIDE)
                .verifier(verify_subview)
                .syntax(parse_subview, print_subview)
                .example("%subview = memref.subview %A[1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1], offset: 10>>"),
            |_| vec![(0, "subview".into())],
        ),
        named_result(
            OpDef::new(CAST)
                .summary("memref cast operation")
                .description(
                    "Converts a memref to a type with the same elements and memory: static \
                     dimensions or layout parts may become dynamic or the reverse (checked at run \
                     time), and ranked memrefs may become unranked or the reverse.",
                )
                .operands(Arity::Exactly(1))
                .results(Arity::Exactly(1))
                .traits(Traits::PURE)
                .verifier(verify_cast)
                .syntax(parse_cast, print_cast)
                .example("%cast = memref.cast %A : memref<4x8xf32> to memref<?x8xf32>"),
            |_| vec![(0, "cast".into())],
        ),
        named_result(
            OpDef::new(REINTERPRET_CAST)
                .summary("memref reinterpret cast operation")
                .description(
                    "A view of the source's underlying buffer with the given offset, sizes and \
                     strides (static or `index` operands), whatever the source's own layout.",
                )
                .operands(Arity::AtLeast(1))
                .results(Arity::Exactly(1))
                .traits(Traits::PURE)
                .inherent(&OFFSET_SIZE_STRIDE)
                .verifier(verify_reinterpret_cast)
                .syntax(parse_reinterpret_cast, print_reinterpret_cast)
                .example("%reinterpret_cast = memref.reinterpret_cast %A to offset: [0], sizes: [8, 4], strides: [4, 1] : memref<4x8xf32> to memref<8x4xf32>"),
            |_| vec![(0, "reinterpret_cast".into())],
        ),
        named_result(
            OpDef::new(EXTRACT_STRIDED_METADATA)
                .summary("Extracts a buffer base with offset and strides")
                .description(
                    "Returns the base buffer (a rank-0 memref of the allocation), the offset, the \
                     sizes and the strides of a strided memref, so that lowerings can address its \
                     elements (`reinterpret_cast` rebuilds a view from them).",
                )
                .operands(Arity::Exactly(1))
                .results(Arity::AtLeast(2))
                .traits(Traits::PURE)
                .verifier(verify_metadata)
                .syntax(parse_metadata, print_metadata)
                .example("%base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %A : memref<4x8xf32> -> memref<f32>, index, index, index, index, index"),
            |op| {
                let rank = (op.num_results().saturating_sub(2)) / 2;
                let mut names = vec![(0, "base_buffer".to_string()), (1, "offset".to_string())];
                if rank > 0 {
                    names.push((2, "sizes".into()));
                    names.push((2 + rank, "strides".into()));
                }
                names
            },
        ),
    ]
}

/// The static lists and dynamic operand counts of an offset/size/stride op.
struct Mixed {
    offsets: Vec<i64>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
    segs: Vec<std::ops::Range<usize>>,
}

fn mixed(op: &OpRef<'_>) -> DResult<Mixed> {
    let segs = segments(op, 4)?;
    index_operands(op, 1)?;
    let m = Mixed {
        offsets: static_list(op, "static_offsets")?,
        sizes: static_list(op, "static_sizes")?,
        strides: static_list(op, "static_strides")?,
        segs,
    };
    check_dynamic_count(op, "offset", &m.offsets, m.segs[1].len())?;
    check_dynamic_count(op, "size", &m.sizes, m.segs[2].len())?;
    check_dynamic_count(op, "stride", &m.strides, m.segs[3].len())?;
    Ok(m)
}

fn verify_subview(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let src = memref_operand(&op, 0, true)?;
    let res = memref_result(&op, 0)?;
    let m = mixed(&op)?;
    let (Some(sp), Some(rp)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else {
        return Ok(());
    };
    let rank = sp.shape.len();
    for (what, list) in [
        ("offset", &m.offsets),
        ("size", &m.sizes),
        ("stride", &m.strides),
    ] {
        if list.len() != rank {
            return Err(
                op.plain_error(format!("expected {rank} {what} values, got {}", list.len()))
            );
        }
    }
    if sp.memory_space != rp.memory_space {
        return Err(op.plain_error(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            quoted_type(ctx, src),
            quoted_type(ctx, res)
        )));
    }
    let Some(expected) = subview_type(ctx, src, &m.offsets, &m.sizes, &m.strides) else {
        return Err(op.plain_error(format!(
            "expected base type {} to be strided",
            quoted_type(ctx, src)
        )));
    };
    let mismatch = |why: &str| {
        op.plain_error(format!(
            "expected result type to be {} or a rank-reduced version. ({why}), but got {}",
            quoted_type(ctx, expected),
            quoted_type(ctx, res)
        ))
    };
    if rp.shape.len() > rank {
        return Err(op.plain_error(format!(
            "expected result rank to be smaller or equal to the source rank, but got {}",
            quoted_type(ctx, res)
        )));
    }
    let Some(kept) = rank_reduction_mask(&m.sizes, rp.shape) else {
        return Err(mismatch("mismatch of result sizes"));
    };
    if rp.elem != sp.elem {
        return Err(op.plain_error(format!(
            "expected result element type to be {}, but got {}",
            quoted_type(ctx, sp.elem),
            quoted_type(ctx, res)
        )));
    }
    let (exp_strides, exp_offset) = strides_and_offset(ctx, expected).unwrap_or_default();
    let kept_strides: Vec<i64> = kept.iter().map(|&i| exp_strides[i]).collect();
    if strides_and_offset(ctx, res) != Some((kept_strides, exp_offset)) {
        return Err(mismatch("mismatch of result layout"));
    }
    for d in 0..rank {
        let (o, s, st, dim) = (m.offsets[d], m.sizes[d], m.strides[d], sp.shape[d]);
        if [o, s, st, dim].contains(&DYNAMIC) || s == 0 {
            continue;
        }
        let last = o
            .checked_add((s - 1).checked_mul(st).unwrap_or(i64::MAX))
            .unwrap_or(i64::MAX);
        if o >= dim {
            return Err(op.plain_error(format!("offset {d} is out-of-bounds: {o} >= {dim}")));
        }
        if last >= dim {
            return Err(op.plain_error(format!(
                "slice along dimension {d} runs out-of-bounds: {last} >= {dim}"
            )));
        }
    }
    Ok(())
}

/// MLIR's `CastOp::areCastCompatible` for memrefs.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (TypeData::MemRef { .. }, TypeData::MemRef { .. }) => {
            let (Some(x), Some(y)) = (memref_parts(ctx, a), memref_parts(ctx, b)) else {
                return false;
            };
            if x.elem != y.elem
                || x.memory_space != y.memory_space
                || x.shape.len() != y.shape.len()
            {
                return false;
            }
            if x.shape
                .iter()
                .zip(y.shape)
                .any(|(&p, &q)| p != DYNAMIC && q != DYNAMIC && p != q)
            {
                return false;
            }
            if x.layout == y.layout {
                return true;
            }
            let (Some((sa, oa)), Some((sb, ob))) =
                (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
            else {
                return false;
            };
            let agree = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
            agree(oa, ob) && sa.iter().zip(&sb).all(|(&p, &q)| agree(p, q))
        }
        (
            TypeData::MemRef {
                elem, memory_space, ..
            },
            TypeData::UnrankedMemRef {
                elem: e2,
                memory_space: m2,
            },
        )
        | (
            TypeData::UnrankedMemRef { elem, memory_space },
            TypeData::MemRef {
                elem: e2,
                memory_space: m2,
                ..
            },
        ) => elem == e2 && memory_space == m2,
        _ => false,
    }
}

fn verify_cast(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let (a, b) = (memref_operand(&op, 0, false)?, op.result_type(0));
    if !is_memref(ctx, b) {
        return Err(type_constraint(
            &op,
            "result",
            0,
            "ranked or unranked memref of any type values",
            b,
        ));
    }
    if !cast_compatible(ctx, a, b) {
        return Err(op.error(format!(
            "operand type {} and result type {} are cast incompatible",
            quoted_type(ctx, a),
            quoted_type(ctx, b)
        )));
    }
    Ok(())
}

fn verify_reinterpret_cast(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let src = memref_operand(&op, 0, false)?;
    let res = memref_result(&op, 0)?;
    let m = mixed(&op)?;
    let Some(rp) = memref_parts(ctx, res) else {
        return Ok(());
    };
    let (src_elem, src_space) = match ctx.type_data(src) {
        TypeData::MemRef {
            elem, memory_space, ..
        }
        | TypeData::UnrankedMemRef { elem, memory_space } => (*elem, *memory_space),
        _ => return Ok(()),
    };
    if m.sizes.len() != m.strides.len() {
        return Err(op.plain_error(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            m.sizes.len(),
            m.strides.len()
        )));
    }
    if m.offsets.len() != 1 {
        return Err(op.plain_error(format!("expected 1 offset values, got {}", m.offsets.len())));
    }
    if m.sizes.len() != rp.shape.len() {
        return Err(op.plain_error(format!(
            "expected {} size values, got {}",
            rp.shape.len(),
            m.sizes.len()
        )));
    }
    if src_elem != rp.elem {
        return Err(op.plain_error(format!(
            "different element types specified for source type {} and result memref type {}",
            quoted_type(ctx, src),
            quoted_type(ctx, res)
        )));
    }
    if src_space != rp.memory_space {
        return Err(op.plain_error(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            quoted_type(ctx, src),
            quoted_type(ctx, res)
        )));
    }
    for (d, (&s, &r)) in m.sizes.iter().zip(rp.shape).enumerate() {
        if s != DYNAMIC && s != r {
            return Err(op.plain_error(format!(
                "expected result type with size = {s} instead of {r} in dim = {d}"
            )));
        }
    }
    let Some((strides, offset)) = strides_and_offset(ctx, res) else {
        return Err(op.plain_error(format!(
            "expected result type to have strided layout but found {}",
            quoted_type(ctx, res)
        )));
    };
    let off = m.offsets[0];
    if off != DYNAMIC && off != offset {
        return Err(op.plain_error(format!(
            "expected result type with offset = {off} instead of {}",
            show_dim(offset)
        )));
    }
    for (d, (&s, &r)) in m.strides.iter().zip(&strides).enumerate() {
        if s != DYNAMIC && s != r {
            return Err(op.plain_error(format!(
                "expected result type with stride = {s} instead of {} in dim = {d}",
                show_dim(r)
            )));
        }
    }
    Ok(())
}

fn show_dim(v: i64) -> String {
    if v == DYNAMIC {
        "?".into()
    } else {
        v.to_string()
    }
}

/// The result types `extract_strided_metadata` of `src` has.
pub fn metadata_types(ctx: &Context, src: Type) -> Option<Vec<Type>> {
    let parts = memref_parts(ctx, src)?;
    let base = ctx.intern_type(TypeData::MemRef {
        shape: Box::new([]),
        elem: parts.elem,
        layout: None,
        memory_space: parts.memory_space,
    });
    let index = ctx.index_type();
    let mut tys = vec![base, index];
    tys.extend(std::iter::repeat_n(index, 2 * parts.shape.len()));
    Some(tys)
}

fn verify_metadata(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let src = memref_operand(&op, 0, true)?;
    let Some(expected) = metadata_types(ctx, src) else {
        return Ok(());
    };
    let actual = op.result_types();
    if expected != actual {
        let list = |ts: &[Type]| {
            ts.iter()
                .map(|&t| quoted_type(ctx, t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(op.error(format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            list(&expected),
            list(&actual)
        )));
    }
    Ok(())
}

// ---- syntax ----

fn parse_subview(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let src = p.parse_operand()?;
    let (offsets, off_ops) = parse_mixed_list(p)?;
    let (sizes, size_ops) = parse_mixed_list(p)?;
    let (strides, stride_ops) = parse_mixed_list(p)?;
    let (src_ty, res_ty) = parse_cast_types(p, state, "to")?;
    finish_offset_size_stride(
        p,
        state,
        src,
        src_ty,
        res_ty,
        [offsets, sizes, strides],
        [off_ops, size_ops, stride_ops],
    )
}

#[allow(clippy::too_many_arguments)]
fn finish_offset_size_stride(
    p: &mut dyn OpAsmParser,
    state: &mut OperationState,
    src: xla_ir::asm::UnresolvedOperand,
    src_ty: Type,
    res_ty: Type,
    statics: [Vec<i64>; 3],
    dynamics: [Vec<xla_ir::asm::UnresolvedOperand>; 3],
) -> Result<(), Diag> {
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    let index = p.ctx().index_type();
    for o in dynamics.iter().flatten() {
        let v = p.resolve_operand(o, index)?;
        state.operands.push(v);
    }
    let ctx = p.ctx();
    let segs = i32_array(
        ctx,
        &[
            1,
            dynamics[0].len() as i32,
            dynamics[1].len() as i32,
            dynamics[2].len() as i32,
        ],
    );
    state.set_attr(ctx, "operandSegmentSizes", segs);
    state.set_attr(ctx, "static_offsets", ctx.dense_i64_array(&statics[0]));
    state.set_attr(ctx, "static_sizes", ctx.dense_i64_array(&statics[1]));
    state.set_attr(ctx, "static_strides", ctx.dense_i64_array(&statics[2]));
    state.result_types.push(res_ty);
    Ok(())
}

/// The three mixed lists of an offset/size/stride op, for printing.
fn print_lists(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, keywords: [&str; 3]) -> Option<()> {
    let segs = segments(&op, 4).ok()?;
    let operands: Vec<_> = op.operands().collect();
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        let statics = static_list(&op, name).ok()?;
        p.write_str(keywords[i]);
        print_mixed_list(p, &statics, operands.get(segs[i + 1].clone())?);
    }
    Some(())
}

fn print_subview(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_lists(p, op, ["", " ", " "]);
    print_cast_types(p, op, " to ", &OFFSET_SIZE_STRIDE);
}

fn parse_reinterpret_cast(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let src = p.parse_operand()?;
    p.parse_keyword("to")?;
    p.parse_keyword("offset")?;
    p.parse_punct(Punct::Colon)?;
    let (offsets, off_ops) = parse_mixed_list(p)?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("sizes")?;
    p.parse_punct(Punct::Colon)?;
    let (sizes, size_ops) = parse_mixed_list(p)?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("strides")?;
    p.parse_punct(Punct::Colon)?;
    let (strides, stride_ops) = parse_mixed_list(p)?;
    let (src_ty, res_ty) = parse_cast_types(p, state, "to")?;
    finish_offset_size_stride(
        p,
        state,
        src,
        src_ty,
        res_ty,
        [offsets, sizes, strides],
        [off_ops, size_ops, stride_ops],
    )
}

fn print_reinterpret_cast(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_lists(p, op, [" to offset: ", ", sizes: ", ", strides: "]);
    print_cast_types(p, op, " to ", &OFFSET_SIZE_STRIDE);
}

fn parse_cast(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let src = p.parse_operand()?;
    let (src_ty, res_ty) = parse_cast_types(p, state, "to")?;
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    state.result_types.push(res_ty);
    Ok(())
}

fn print_cast(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_cast_types(p, op, " to ", &[]);
}

fn parse_metadata(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), Diag> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let src_ty = p.parse_type()?;
    p.parse_punct(Punct::Arrow)?;
    loop {
        let t = p.parse_type()?;
        state.result_types.push(t);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    Ok(())
}

fn print_metadata(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" -> ");
    p.print_types(&op.result_types());
}
