//! tensor.extract_slice, tensor.insert_slice and tensor.pad: ops with mixed static/dynamic
//! offset, size and stride lists (`static_*` properties plus index operands).

use crate::syntax::{
    i64s, named, parse_mixed_list, print_mixed_list, quoted, resolve_indices, segment, set_segments,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits, Type, DYNAMIC};

const SLICE_PROPS: [&str; 4] = [
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

pub fn ops() -> Vec<OpDef> {
    vec![
        named(OpDef::new("tensor.extract_slice"), "extracted_slice")
            .summary("extract slice operation")
            .description("Reads a strided box (offsets, sizes, strides) of the source; unit dimensions may be dropped from the result type.")
            .traits(Traits::PURE)
            .operands(Arity::AtLeast(1))
            .results(Arity::Exactly(1))
            .inherent(&SLICE_PROPS)
            .verifier(verify_extract_slice)
            .syntax(parse_extract_slice, print_extract_slice)
            .example("%s = tensor.extract_slice %t[0, %i] [2, 4] [1, 2] : tensor<4x8xf32> to tensor<2x4xf32>"),
        named(OpDef::new("tensor.insert_slice"), "inserted_slice")
            .summary("insert_slice operation")
            .description("Writes the source into a strided box of the destination and returns the result.")
            .traits(Traits::PURE)
            .operands(Arity::AtLeast(2))
            .results(Arity::Exactly(1))
            .inherent(&SLICE_PROPS)
            .verifier(verify_insert_slice)
            .syntax(parse_insert_slice, print_insert_slice)
            .example("%r = tensor.insert_slice %s into %t[0, %i] [2, 4] [1, 2] : tensor<2x4xf32> into tensor<4x8xf32>"),
        named(OpDef::new("tensor.pad"), "padded")
            .summary("tensor pad operation")
            .description("Pads the source with `low` and `high` elements per dimension; the region yields the padding value for each index.")
            .traits(Traits::SINGLE_BLOCK | Traits::RECURSIVE_MEMORY_EFFECTS)
            .operands(Arity::AtLeast(1))
            .results(Arity::Exactly(1))
            .regions(Arity::Exactly(1))
            .inherent(&["nofold", "operandSegmentSizes", "static_high", "static_low"])
            .verifier(verify_pad)
            .region_verifier(verify_pad_region)
            .syntax(parse_pad, print_pad)
            .example("%p = tensor.pad %t low[1, 0] high[2, 0] {\n^bb0(%i: index, %j: index):\n  tensor.yield %f : f32\n} : tensor<4x8xf32> to tensor<7x8xf32>"),
    ]
}

/// `[offsets] [sizes] [strides]` into the properties and the index operands.
fn parse_box(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<[usize; 3], Diag> {
    let mut counts = [0; 3];
    let mut operands = Vec::new();
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        let (statics, dynamics) = parse_mixed_list(p)?;
        counts[i] = dynamics.len();
        operands.extend(dynamics);
        let attr = p.ctx().dense_i64_array(&statics);
        st.set_attr(p.ctx(), name, attr);
    }
    resolve_indices(p, &operands, st)?;
    Ok(counts)
}

fn print_box(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, first_segment: usize) {
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            p.write_str(" ");
        }
        print_mixed_list(p, &i64s(op, name), &segment(op, first_segment + i));
    }
}

fn parse_extract_slice(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let source = p.parse_operand()?;
    let mut box_state = OperationState::new(p.ctx(), "tensor.extract_slice", p.op_loc());
    let counts = parse_box(p, &mut box_state)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let src_ty = p.parse_type()?;
    p.parse_keyword("to")?;
    let result = p.parse_type()?;
    st.operands.push(p.resolve_operand(&source, src_ty)?);
    st.operands.extend(box_state.operands);
    for (name, value) in box_state.props.iter() {
        st.props.set(p.ctx(), name, value);
    }
    set_segments(p.ctx(), st, &[1, counts[0], counts[1], counts[2]]);
    st.result_types.push(result);
    Ok(())
}

fn print_extract_slice(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    print_box(p, op, 1);
    p.print_optional_attr_dict(op, &SLICE_PROPS);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.result_type(0));
}

fn parse_insert_slice(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let source = p.parse_operand()?;
    p.parse_keyword("into")?;
    let dest = p.parse_operand()?;
    let mut box_state = OperationState::new(p.ctx(), "tensor.insert_slice", p.op_loc());
    let counts = parse_box(p, &mut box_state)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let src_ty = p.parse_type()?;
    p.parse_keyword("into")?;
    let dest_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&source, src_ty)?);
    st.operands.push(p.resolve_operand(&dest, dest_ty)?);
    st.operands.extend(box_state.operands);
    for (name, value) in box_state.props.iter() {
        st.props.set(p.ctx(), name, value);
    }
    set_segments(p.ctx(), st, &[1, 1, counts[0], counts[1], counts[2]]);
    st.result_types.push(dest_ty);
    Ok(())
}

fn print_insert_slice(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" into ");
    p.print_operand(op.operand(1));
    print_box(p, op, 2);
    p.print_optional_attr_dict(op, &SLICE_PROPS);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" into ");
    p.print_type(op.result_type(0));
}

/// The lists have the source rank; the slice type is `sizes` possibly without unit dims.
fn verify_box(op: OpRef<'_>, full: Type, slice: Type) -> Result<(), Diag> {
    let ctx = op.ctx;
    let rank = ctx.shape(full).map_or(0, |s| s.len());
    for (name, what) in [
        ("static_offsets", "offset"),
        ("static_sizes", "size"),
        ("static_strides", "stride"),
    ] {
        let n = i64s(op, name).len();
        if n != rank {
            return Err(op.plain_error(format!("expected {rank} {what} values, got {n}")));
        }
    }
    let sizes = i64s(op, "static_sizes");
    let expected = ctx.tensor_type(&sizes, ctx.element_type(full));
    let actual = ctx.shape(slice).unwrap_or_default();
    if !rank_reduces_to(&sizes, actual) || ctx.element_type(slice) != ctx.element_type(full) {
        return Err(op.plain_error(format!(
            "expected type to be {} or a rank-reduced version. (size mismatch) ",
            quoted(ctx, expected)
        )));
    }
    Ok(())
}

/// Whether `actual` is `sizes` with some unit dimensions dropped.
pub fn rank_reduces_to(sizes: &[i64], actual: &[i64]) -> bool {
    let mut it = actual.iter().peekable();
    for &s in sizes {
        match it.peek() {
            Some(&&a) if a == s => {
                it.next();
            }
            _ if s == 1 => {}
            _ => return false,
        }
    }
    it.next().is_none()
}

fn verify_extract_slice(op: OpRef<'_>) -> Result<(), Diag> {
    verify_box(op, op.operand_type(0), op.result_type(0))
}

fn verify_insert_slice(op: OpRef<'_>) -> Result<(), Diag> {
    if op.num_operands() < 2 {
        return Ok(());
    }
    verify_box(op, op.operand_type(1), op.operand_type(0))
}

fn parse_pad(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let source = p.parse_operand()?;
    if p.parse_optional_keyword("nofold") {
        let unit = p.ctx().unit_attr();
        st.set_attr(p.ctx(), "nofold", unit);
    }
    p.parse_keyword("low")?;
    let (low, low_dyn) = parse_mixed_list(p)?;
    p.parse_keyword("high")?;
    let (high, high_dyn) = parse_mixed_list(p)?;
    p.parse_region(st, &[])?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let src_ty = p.parse_type()?;
    p.parse_keyword("to")?;
    let result = p.parse_type()?;
    st.operands.push(p.resolve_operand(&source, src_ty)?);
    let dynamics: Vec<_> = low_dyn.iter().chain(&high_dyn).cloned().collect();
    resolve_indices(p, &dynamics, st)?;
    let ctx = p.ctx();
    st.set_attr(ctx, "static_low", ctx.dense_i64_array(&low));
    st.set_attr(ctx, "static_high", ctx.dense_i64_array(&high));
    set_segments(ctx, st, &[1, low_dyn.len(), high_dyn.len()]);
    st.result_types.push(result);
    Ok(())
}

fn print_pad(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    if op.attr("nofold").is_some() {
        p.write_str(" nofold");
    }
    p.write_str(" low");
    print_mixed_list(p, &i64s(op, "static_low"), &segment(op, 1));
    p.write_str(" high");
    print_mixed_list(p, &i64s(op, "static_high"), &segment(op, 2));
    p.write_str(" ");
    p.print_region(op, 0, true, true);
    p.print_optional_attr_dict(
        op,
        &["nofold", "operandSegmentSizes", "static_high", "static_low"],
    );
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.result_type(0));
}

fn verify_pad(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let Some(src) = ctx.shape(op.operand_type(0)) else {
        return Ok(());
    };
    let (low, high) = (i64s(op, "static_low"), i64s(op, "static_high"));
    if low.len() != src.len() || high.len() != src.len() {
        return Err(op.error("expected low and high padding for every dimension of the source"));
    }
    let inferred: Vec<i64> = src
        .iter()
        .zip(low.iter().zip(&high))
        .map(|(&s, (&l, &h))| {
            if [s, l, h].contains(&DYNAMIC) {
                DYNAMIC
            } else {
                s + l + h
            }
        })
        .collect();
    let result = op.result_type(0);
    let actual = ctx.shape(result).unwrap_or_default();
    let ok = actual.len() == inferred.len()
        && actual
            .iter()
            .zip(&inferred)
            .all(|(a, i)| a == i || *a == DYNAMIC || *i == DYNAMIC);
    if !ok {
        let inferred_ty = ctx.tensor_type(&inferred, ctx.element_type(result));
        return Err(op.plain_error(format!(
            "specified type {} does not match the inferred type {}",
            quoted(ctx, result),
            quoted(ctx, inferred_ty)
        )));
    }
    Ok(())
}

fn verify_pad_region(op: OpRef<'_>) -> Result<(), Diag> {
    let regions = op.regions();
    let body = regions.body;
    // SizedRegion<1>: the padding value comes from the block.
    let Some(block) = regions.ids.first().and_then(|r| body.entry_block(*r)) else {
        return Err(
            op.error("region #0 ('region') failed to verify constraint: region with 1 blocks")
        );
    };
    let rank = op.ctx.shape(op.operand_type(0)).map_or(0, |s| s.len());
    let args = body.block_args(block);
    if args.len() != rank {
        return Err(op.error(format!("expected the block to have {rank} arguments")));
    }
    if let Some(term) = body.last_op(block) {
        let yields: Vec<_> = body.operands(term).collect();
        let elem = op.ctx.element_type(op.result_type(0));
        if yields.len() != 1 || body.value_type(yields[0]) != elem {
            return Err(op.error("expected yield type to match shape element type"));
        }
    }
    Ok(())
}
