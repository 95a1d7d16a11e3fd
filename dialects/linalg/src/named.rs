//! Named structured ops with an implicit region: `linalg.fill`, `linalg.matmul`,
//! `linalg.batch_matmul`. The custom form hides the region; parsing builds it (as upstream's
//! `regionBuilder`), and the generic form shows it.

use crate::attrs::enum_case;
use crate::ops::{BatchMatmulOp, CopyOp, FillOp, MatmulOp};
use crate::structured::{
    batch_matmul_maps, maps_of, matmul_maps, num_inputs, INDEXING_MAPS, SEGMENTS,
};
use crate::syntax::{
    append, build_body, element_or_self, parse_ins_outs, print_ins_outs, print_result_arrow,
    set_segments, tensor_results,
};
use crate::verify::{quoted, verify_structured};
use xla_ir::affine::AffineMap;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::op_decl::OpInfo;
use xla_ir::{
    AttrData, BlockId, Body, Context, Diag, Location, OpDef, OpRef, OperationState, Type, TypeData,
    ValueId,
};

/// The def of a named structured op: its declaration, with the `operandSegmentSizes` its
/// `ins`/`outs` groups store.
fn structured_def(decl: OpInfo) -> OpDef {
    OpDef::declared(decl).inherent(&[SEGMENTS])
}

pub fn ops() -> Vec<OpDef> {
    vec![
        structured_def(FillOp::INFO)
            .description("Writes the scalar `ins` value to every element of the `outs` operand.")
            .verifier(verify_fill)
            .syntax(parse_fill, print_named)
            .example("%1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>"),
        structured_def(CopyOp::INFO)
            .description(
                "Copies `ins` to `outs` element by element, converting each element to the output's \
                 element type (`cast` selects signed or unsigned conversion).",
            )
            .verifier(verify_structured)
            .syntax(parse_copy, print_named)
            .example("%1 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>"),
        structured_def(MatmulOp::INFO)
            .description(
                "`C[m, n] += cast(A[m, k]) * cast(B[k, n])`. Numeric casting is performed on the operands \
                 to the inner multiply, promoting them to the same data type as the accumulator/output. \
                 `indexing_maps` may transpose or broadcast the operands.",
            )
            .verifier(verify_structured)
            .syntax(parse_matmul, print_named)
            .example("%2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>"),
        structured_def(BatchMatmulOp::INFO)
            .description(
                "`C[b, m, n] += cast(A[b, m, k]) * cast(B[b, k, n])`, promoting the operands to the \
                 accumulator's element type.",
            )
            .verifier(verify_structured)
            .syntax(parse_matmul, print_named)
            .example("%2 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%c : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>"),
    ]
}

fn verify_fill(op: OpRef<'_>) -> Result<(), Diag> {
    let types = op.operand_types();
    if let [value, out] = types.as_slice() {
        let elem = element_or_self(op.ctx, *out);
        if element_or_self(op.ctx, *value) != elem {
            return Err(op.error(format!(
                "expected fill value type ({}) to match output element type ({})",
                quoted(op, *value),
                quoted(op, elem)
            )));
        }
    }
    verify_structured(op)
}

/// `attr-dict ins(%a : T) outs(%b : U) (-> R)?`; the region yields the input cast to the
/// output's element type.
fn parse_copy(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    let io = parse_ins_outs(p, st)?;
    set_segments(p.ctx(), st, io.ins.len(), io.outs.len());
    let results = p.parse_optional_arrow_type_list()?;
    let args = io.ins.len() + io.outs.len();
    if args != 2 {
        return Err(p.error(&format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got {args}"
        )));
    }
    let ctx = p.ctx();
    let unsigned = st
        .get_attr(ctx, "cast")
        .and_then(|c| enum_case(ctx, c, "type_fn"))
        .is_some_and(|c| c == "cast_unsigned");
    let arg_types: Vec<Type> = io
        .ins
        .iter()
        .chain(&io.outs)
        .map(|t| element_or_self(ctx, *t))
        .collect();
    build_body(
        p,
        st,
        arg_types,
        &|ctx, body, block, args, loc| match args {
            [input, out, ..] => {
                let to = body.value_type(*out);
                vec![cast_to(ctx, body, block, *input, to, loc, unsigned)]
            }
            _ => Vec::new(),
        },
    )?;
    st.result_types.extend(results);
    Ok(())
}

fn parse_fill(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    let io = parse_ins_outs(p, st)?;
    set_segments(p.ctx(), st, io.ins.len(), io.outs.len());
    let results = p.parse_optional_arrow_type_list()?;
    let ctx = p.ctx();
    let arg_types: Vec<Type> = io
        .ins
        .iter()
        .chain(&io.outs)
        .map(|t| element_or_self(ctx, *t))
        .collect();
    build_body(p, st, arg_types, &|_, _, _, args, _| {
        args.first().copied().into_iter().collect()
    })?;
    st.result_types.extend(results);
    Ok(())
}

/// `[indexing_maps = [...]] attr-dict ins(...) outs(...) [-> T]`.
fn parse_matmul(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let batch = BatchMatmulOp::is(p.ctx(), st.name);
    if p.parse_optional_keyword(INDEXING_MAPS) {
        p.parse_punct(Punct::Equal)?;
        let maps = p.parse_attribute(None)?;
        if maps_of(p.ctx(), maps).is_none() {
            return Err(p.error("expected an array of affine maps"));
        }
        st.set_attr(p.ctx(), INDEXING_MAPS, maps);
    }
    p.parse_optional_attr_dict(st)?;
    let io = parse_ins_outs(p, st)?;
    set_segments(p.ctx(), st, io.ins.len(), io.outs.len());
    let results = p.parse_optional_arrow_type_list()?;
    // Upstream builds the region once the op is parsed, and reports at the next token.
    let args = io.ins.len() + io.outs.len();
    if args != 3 {
        return Err(p.error(&format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got {args}"
        )));
    }
    if st.get_attr(p.ctx(), INDEXING_MAPS).is_none() {
        let defaults = if batch {
            batch_matmul_maps()
        } else {
            matmul_maps()
        };
        let attr = maps_attr(p.ctx(), &defaults);
        st.set_attr(p.ctx(), INDEXING_MAPS, attr);
    }
    let ctx = p.ctx();
    let unsigned = st
        .get_attr(ctx, "cast")
        .and_then(|c| enum_case(ctx, c, "type_fn"))
        .is_some_and(|c| c == "cast_unsigned");
    let arg_types: Vec<Type> = io
        .ins
        .iter()
        .chain(&io.outs)
        .map(|t| element_or_self(ctx, *t))
        .collect();
    build_body(p, st, arg_types, &|ctx, body, block, args, loc| {
        multiply_accumulate(ctx, body, block, args, loc, unsigned)
            .into_iter()
            .collect()
    })?;
    st.result_types.extend(results);
    Ok(())
}

/// `indexing_maps` as an array of affine map attributes.
pub fn maps_attr(ctx: &Context, maps: &[AffineMap]) -> xla_ir::Attribute {
    let items: Vec<_> = maps
        .iter()
        .map(|m| ctx.intern_attr(AttrData::AffineMap(m.clone())))
        .collect();
    ctx.array_attr(&items)
}

/// `out + cast(a) * cast(b)` in `out`'s element type (`and`/`or` for `i1`).
pub fn multiply_accumulate(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    args: &[ValueId],
    loc: Location,
    unsigned: bool,
) -> Option<ValueId> {
    let [a, b, out] = <[ValueId; 3]>::try_from(args.get(..3)?).ok()?;
    let out_ty = body.value_type(out);
    let a = cast_to(ctx, body, block, a, out_ty, loc, unsigned);
    let b = cast_to(ctx, body, block, b, out_ty, loc, unsigned);
    let (mul, add) = if ctx.is_float(out_ty) {
        ("arith.mulf", "arith.addf")
    } else if ctx.integer_width(out_ty) == Some(1) {
        ("arith.andi", "arith.ori")
    } else {
        ("arith.muli", "arith.addi")
    };
    let product = append(
        ctx,
        body,
        block,
        OperationState::new(ctx, mul, loc)
            .operands(&[a, b])
            .results(&[out_ty]),
    )?;
    append(
        ctx,
        body,
        block,
        OperationState::new(ctx, add, loc)
            .operands(&[out, product])
            .results(&[out_ty]),
    )
}

/// Converts a scalar to `to` as linalg's `TypeFn::cast_signed` / `cast_unsigned` do.
pub fn cast_to(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    v: ValueId,
    to: Type,
    loc: Location,
    unsigned: bool,
) -> ValueId {
    let from = body.value_type(v);
    if from == to {
        return v;
    }
    let width = |t: Type| {
        ctx.integer_width(t)
            .or_else(|| ctx.scalar_bit_width(t))
            .unwrap_or(0)
    };
    let is_int = |t: Type| matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index);
    let name = match (is_int(from), is_int(to)) {
        (true, true) if width(from) < width(to) => {
            if unsigned {
                "arith.extui"
            } else {
                "arith.extsi"
            }
        }
        (true, true) => "arith.trunci",
        (true, false) => {
            if unsigned {
                "arith.uitofp"
            } else {
                "arith.sitofp"
            }
        }
        (false, true) => {
            if unsigned {
                "arith.fptoui"
            } else {
                "arith.fptosi"
            }
        }
        (false, false) if width(from) < width(to) => "arith.extf",
        (false, false) => "arith.truncf",
    };
    append(
        ctx,
        body,
        block,
        OperationState::new(ctx, name, loc)
            .operands(&[v])
            .results(&[to]),
    )
    .unwrap_or(v)
}

/// Whether the op's `indexing_maps` are its defaults (then the custom form omits them).
fn default_maps(op: OpRef<'_>) -> bool {
    let Some(maps) = op.attr(INDEXING_MAPS).and_then(|a| maps_of(op.ctx, a)) else {
        return true;
    };
    match op.name_str() {
        MatmulOp::NAME => maps == matmul_maps(),
        BatchMatmulOp::NAME => maps == batch_matmul_maps(),
        _ => true,
    }
}

fn print_named(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if !default_maps(op) {
        if let Some(maps) = op.attr(INDEXING_MAPS) {
            p.write_str(" indexing_maps = ");
            p.print_attribute(maps);
        }
    }
    p.print_optional_attr_dict(op, &[INDEXING_MAPS, SEGMENTS]);
    print_ins_outs(p, op, num_inputs(op));
    print_result_arrow(p, op);
}

/// Result types of a named op on `outs`.
pub fn results_for(ctx: &Context, outs: &[Type]) -> Vec<Type> {
    tensor_results(ctx, outs)
}
