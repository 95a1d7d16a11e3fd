//! Cast ops (upstream's `Arith_CastOp` family and the scaling casts):
//! `$in [, $scale] [flags] attr-dict : type($in) [, type($scale)] to type($out)`.
//!
//! Verification follows upstream's order: properties, operand and result constraints,
//! `SameInputOutputTensorDims`, then `CastOpInterface::areCastCompatible`. (The ext/trunc
//! verifiers' "must be wider/shorter" checks can never fire after the cast-compatibility
//! check, which compares the same widths, so `mlir-opt` reports "cast incompatible".)

use crate::apfloat;
use crate::apint::Int;
use crate::constraints::class::{BITCASTABLE, FIXED_INT, FLOAT, INDEX_CASTABLE};
use crate::constraints::{
    compatible_shapes, verify_operands, verify_results, verify_same_tensor_dims,
};
use crate::display::quoted;
use crate::fold::{decode_all, elem_width, map_unary, to_attr};
use crate::syntax::flags::{FASTMATH_OPT, NONE, OVERFLOW, ROUNDING, SCALE};
use crate::syntax::{
    parse_flags, print_flags, prop_names, verify_flag_props, with_defaults, ELEMENTWISE_MAPPABLE,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::registry::{FoldFn, FoldResult};
use xla_ir::{
    Arity, Attribute, Context, Diag, OpDef, OpRef, OperationState, Traits, Type, TypeData,
};

/// Which `areCastCompatible` rule an op uses (a const generic argument).
mod compat {
    pub const WIDER_INT: u8 = 0;
    pub const NARROWER_INT: u8 = 1;
    pub const WIDER_FLOAT: u8 = 2;
    pub const NARROWER_FLOAT: u8 = 3;
    pub const INT_TO_FLOAT: u8 = 4;
    pub const FLOAT_TO_INT: u8 = 5;
    pub const INDEX: u8 = 6;
    pub const BITCAST: u8 = 7;
}
use compat::*;

/// The folders' conversions (a const generic argument).
mod conv {
    pub const ZEXT: u8 = 0;
    pub const SEXT: u8 = 1;
    pub const TRUNC: u8 = 2;
    pub const FLOAT_EXACT: u8 = 3;
    pub const UNSIGNED_TO_FLOAT: u8 = 4;
    pub const SIGNED_TO_FLOAT: u8 = 5;
    pub const FLOAT_TO_UNSIGNED: u8 = 6;
    pub const FLOAT_TO_SIGNED: u8 = 7;
    pub const SEXT_OR_TRUNC: u8 = 8;
    pub const ZEXT_OR_TRUNC: u8 = 9;
    pub const BITS: u8 = 10;
}

pub fn ops() -> Vec<OpDef> {
    use conv::*;
    vec![
        cast_op::<FIXED_INT, FIXED_INT, NONE, WIDER_INT>("extui", "integer zero extension operation", fold::<ZEXT>)
            .example("%2 = arith.extui %1 : i3 to i6"),
        cast_op::<FIXED_INT, FIXED_INT, NONE, WIDER_INT>("extsi", "integer sign extension operation", fold::<SEXT>)
            .example("%5 = arith.extsi %0 : vector<2 x i32> to vector<2 x i64>"),
        cast_op::<FLOAT, FLOAT, FASTMATH_OPT, WIDER_FLOAT>(
            "extf",
            "cast from floating-point to wider floating-point",
            fold::<FLOAT_EXACT>,
        )
        .example("%1 = arith.extf %0 : f16 to f32"),
        cast_op::<FLOAT, FLOAT, { SCALE | FASTMATH_OPT }, WIDER_FLOAT>(
            "scaling_extf",
            "Upcasts input floats using provided scales values following OCP MXFP Spec",
            no_fold,
        )
        .example("%a = arith.scaling_extf %b, %c : f4E2M1FN, f8E8M0FNU to f32"),
        cast_op::<FIXED_INT, FIXED_INT, OVERFLOW, NARROWER_INT>("trunci", "integer truncation operation", fold::<TRUNC>)
            .example("%5 = arith.trunci %a overflow<nsw, nuw> : i32 to i16"),
        cast_op::<FLOAT, FLOAT, { ROUNDING | FASTMATH_OPT }, NARROWER_FLOAT>(
            "truncf",
            "cast from floating-point to narrower floating-point",
            fold::<FLOAT_EXACT>,
        )
        .example("%1 = arith.truncf %0 to_nearest_even : f32 to bf16"),
        cast_op::<FLOAT, FLOAT, { SCALE | ROUNDING | FASTMATH_OPT }, NARROWER_FLOAT>(
            "scaling_truncf",
            "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
            no_fold,
        )
        .example("%a = arith.scaling_truncf %b, %c : f32, f8E8M0FNU to f4E2M1FN"),
        cast_op::<FIXED_INT, FLOAT, NONE, INT_TO_FLOAT>(
            "uitofp",
            "cast from unsigned integer type to floating-point",
            fold::<UNSIGNED_TO_FLOAT>,
        )
        .example("%1 = arith.uitofp %0 : i32 to f32"),
        cast_op::<FIXED_INT, FLOAT, NONE, INT_TO_FLOAT>(
            "sitofp",
            "cast from integer type to floating-point",
            fold::<SIGNED_TO_FLOAT>,
        )
        .example("%1 = arith.sitofp %0 : i32 to f32"),
        cast_op::<FLOAT, FIXED_INT, NONE, FLOAT_TO_INT>(
            "fptoui",
            "cast from floating-point type to integer type",
            fold::<FLOAT_TO_UNSIGNED>,
        )
        .example("%1 = arith.fptoui %0 : f32 to i32"),
        cast_op::<FLOAT, FIXED_INT, NONE, FLOAT_TO_INT>(
            "fptosi",
            "cast from floating-point type to integer type",
            fold::<FLOAT_TO_SIGNED>,
        )
        .example("%1 = arith.fptosi %0 : f32 to i32"),
        cast_op::<INDEX_CASTABLE, INDEX_CASTABLE, NONE, INDEX>(
            "index_cast",
            "cast between index and integer types",
            fold::<SEXT_OR_TRUNC>,
        )
        .example("%1 = arith.index_cast %0 : index to i32"),
        cast_op::<INDEX_CASTABLE, INDEX_CASTABLE, NONE, INDEX>(
            "index_castui",
            "unsigned cast between index and integer types",
            fold::<ZEXT_OR_TRUNC>,
        )
        .example("%1 = arith.index_castui %0 : i32 to index"),
        cast_op::<BITCASTABLE, BITCASTABLE, NONE, BITCAST>(
            "bitcast",
            "bitcast between values of equal bit width",
            fold::<BITS>,
        )
        .example("%1 = arith.bitcast %0 : f32 to i32"),
    ]
}

fn cast_op<const FROM: u8, const TO: u8, const F: u8, const COMPAT: u8>(
    mnemonic: &str,
    summary: &str,
    fold: FoldFn,
) -> OpDef {
    // The scaling casts take two operands and are not SameOperandsAndResultShape upstream.
    let (operands, shape_trait) = if F & SCALE != 0 {
        (2, Traits::NONE)
    } else {
        (1, Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
    };
    let def = OpDef::new(format!("arith.{mnemonic}"))
        .summary(summary)
        .traits(Traits::PURE | shape_trait | ELEMENTWISE_MAPPABLE)
        .operands(Arity::Exactly(operands))
        .results(Arity::Exactly(1))
        .inherent(&prop_names(F))
        .verifier(invariants::<FROM, TO, F>)
        .after_traits_verifier(verify::<COMPAT>)
        .syntax(parse::<F>, print::<F>)
        .folder(fold);
    with_defaults::<F>(def)
}

fn parse<const F: u8>(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let mut operands = vec![p.parse_operand()?];
    if F & SCALE != 0 {
        p.parse_punct(Punct::Comma)?;
        operands.push(p.parse_operand()?);
    }
    parse_flags(p, st, F)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let mut types = vec![p.parse_type()?];
    if F & SCALE != 0 {
        p.parse_punct(Punct::Comma)?;
        types.push(p.parse_type()?);
    }
    p.parse_keyword("to")?;
    let out = p.parse_type()?;
    st.result_types.push(out);
    p.resolve_operands(&operands, &types, &mut st.operands)
}

fn print<const F: u8>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    print_flags(p, op, F);
    p.print_optional_attr_dict(op, &prop_names(F));
    p.write_str(" : ");
    p.print_types(&op.operand_types());
    p.write_str(" to ");
    p.print_types(&op.result_types());
}

/// ODS invariants: properties, operand and result constraints, `SameInputOutputTensorDims`.
fn invariants<const FROM: u8, const TO: u8, const F: u8>(op: OpRef<'_>) -> Result<(), Diag> {
    verify_flag_props(op, F)?;
    verify_operands(op, &[FROM, FLOAT])?;
    verify_results(op, &[TO])?;
    let (inputs, outputs) = (op.operand_types(), op.result_types());
    match (inputs.first(), outputs.as_slice()) {
        (Some(&input), [output]) => verify_same_tensor_dims(op, input, *output),
        _ => Ok(()),
    }
}

/// `CastOpInterface`'s check, which MLIR runs after the traits.
fn verify<const COMPAT: u8>(op: OpRef<'_>) -> Result<(), Diag> {
    let (inputs, outputs) = (op.operand_types(), op.result_types());
    let (Some(&input), [output]) = (inputs.first(), outputs.as_slice()) else {
        return Ok(());
    };
    if cast_compatible(op.ctx, COMPAT, input, *output) {
        return Ok(());
    }
    let quoted_inputs: Vec<String> = inputs.iter().map(|&t| quoted(op.ctx, t)).collect();
    let plural = if inputs.len() == 1 { "" } else { "s" };
    Err(op.error(format!(
        "operand type{plural} {} and result type {} are cast incompatible",
        quoted_inputs.join(", "),
        quoted(op.ctx, *output)
    )))
}

/// The scalar or vector/tensor (or memref, when allowed) element type of `t`.
fn underlying(ctx: &Context, t: Type, allow_memref: bool) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Vector { .. } | TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. } => {
            Some(ctx.element_type(t))
        }
        TypeData::MemRef { .. } if allow_memref => Some(ctx.element_type(t)),
        _ if ctx.is_shaped(t) => None,
        _ => Some(t),
    }
}

/// `areValidCastInputsAndOutputs`: same tensor encoding and compatible shapes.
fn valid_cast_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    let encoding = |t: Type| match ctx.type_data(t) {
        TypeData::Tensor { encoding, .. } => Some(*encoding),
        _ => None,
    };
    let same_encoding = match (encoding(a), encoding(b)) {
        (Some(x), Some(y)) => x == y,
        _ => true,
    };
    same_encoding && compatible_shapes(ctx, a, b)
}

/// `CastOpInterface::areCastCompatible` for each rule.
fn cast_compatible(ctx: &Context, rule: u8, input: Type, output: Type) -> bool {
    if !valid_cast_shapes(ctx, input, output) {
        return false;
    }
    let memref = matches!(rule, INDEX | BITCAST);
    let (Some(src), Some(dst)) = (
        underlying(ctx, input, memref),
        underlying(ctx, output, memref),
    ) else {
        return false;
    };
    let int = |t: Type| ctx.integer_width(t);
    let float = |t: Type| ctx.float_kind(t).map(|k| k.bit_width());
    let width = |t: Type| int(t).or_else(|| float(t));
    match rule {
        WIDER_INT | NARROWER_INT => match (int(src), int(dst)) {
            (Some(s), Some(d)) => {
                if rule == WIDER_INT {
                    d > s
                } else {
                    d < s
                }
            }
            _ => false,
        },
        WIDER_FLOAT | NARROWER_FLOAT => match (float(src), float(dst)) {
            (Some(s), Some(d)) => {
                if rule == WIDER_FLOAT {
                    d > s
                } else {
                    d < s
                }
            }
            _ => false,
        },
        INT_TO_FLOAT => int(src).is_some() && float(dst).is_some(),
        FLOAT_TO_INT => float(src).is_some() && int(dst).is_some(),
        INDEX => {
            (ctx.is_index(src) && ctx.is_signless_integer(dst))
                || (ctx.is_signless_integer(src) && ctx.is_index(dst))
        }
        _ => width(src).is_some() && width(src) == width(dst),
    }
}

fn no_fold(_: OpRef<'_>, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    None
}

/// Constant folding of casts (`constFoldCastOp`): each element converted, or no fold.
fn fold<const CONV: u8>(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    use conv::*;
    if op.num_results() != 1 {
        return None;
    }
    let [Some(x)] = <[_; 1]>::try_from(decode_all(op.ctx, operands)).ok()? else {
        return None;
    };
    let ctx = op.ctx;
    let result_ty = op.result_type(0);
    let out_elem = ctx.element_type(result_ty);
    let (in_width, out_width) = (elem_width(ctx, x.elem)?, elem_width(ctx, out_elem)?);
    let (in_kind, out_kind) = (ctx.float_kind(x.elem), ctx.float_kind(out_elem));
    let int = |b: u128| Int::new(in_width, b);
    let result = map_unary(ctx, &x, result_ty, |b| match CONV {
        ZEXT | ZEXT_OR_TRUNC | BITS => Some(int(b).zext(out_width).bits),
        TRUNC => Some(int(b).trunc(out_width).bits),
        SEXT | SEXT_OR_TRUNC => Some(int(b).sext(out_width).bits),
        FLOAT_EXACT => apfloat::convert_exact(in_kind?, b as u64, out_kind?).map(u128::from),
        UNSIGNED_TO_FLOAT => apfloat::from_int(out_kind?, 0, Some(b)).map(u128::from),
        SIGNED_TO_FLOAT => apfloat::from_int(out_kind?, int(b).signed(), None).map(u128::from),
        FLOAT_TO_UNSIGNED => apfloat::to_int(in_kind?, b as u64, out_width, false),
        FLOAT_TO_SIGNED => apfloat::to_int(in_kind?, b as u64, out_width, true),
        _ => None,
    });
    to_attr(result)
}
