//! Element-type conversions: `convert` (value conversion), `bitcast_convert` (bit
//! reinterpretation, possibly across widths) and `reduce_precision`.

use crate::display::quoted;
use crate::syntax::{
    parse_attrs_and_same_type, parse_functional_type_op, parse_operands, parse_same_type_op,
    print_functional_type_op, print_operand_list, print_operands_and_attrs,
    print_same_or_functional_type, print_same_type_op,
};
use crate::table::OpRow;
use crate::types::{bit_width, class, is_complex};
use crate::verify_util::{
    check_operands, check_results, dims_compatible, shape_of,
    verify_compatible_operands_and_result_type,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{AttrData, Diag, OpRef, OperationState};

pub const EXPONENT_BITS: &str = "exponent_bits";
pub const MANTISSA_BITS: &str = "mantissa_bits";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.convert`: Convert operation.
    pub struct ConvertOp = "hlo.convert" {
        summary: "Convert operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.bitcast_convert`: BitcastConvert operation.
    pub struct BitcastConvertOp = "hlo.bitcast_convert" {
        summary: "BitcastConvert operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE],
    }
    /// `hlo.reduce_precision`: ReducePrecision operation.
    pub struct ReducePrecisionOp = "hlo.reduce_precision" {
        summary: "ReducePrecision operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [exponent_bits = "exponent_bits": required Integer, mantissa_bits = "mantissa_bits": required Integer],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: ConvertOp::INFO,
        description: "Element-wise conversion to the result's element type (XLA's ConvertElementType, a \
                      `static_cast`: int to float rounds to nearest even, float to int truncates).",
        example: "%r = hlo.convert %x : (tensor<3xi64>) -> tensor<3xcomplex<f64>>",
        verify: Some(verify_convert),
        syntax: Some((parse_same_type_op::<1>, print_same_type_op)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: BitcastConvertOp::INFO,
        description: "Reinterprets the operand's bits as the result's element type. Between widths the \
                      tensor with the smaller element type has one more, innermost dimension of size \
                      `larger width / smaller width`.",
        example: "%r = hlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x4xi8>",
        verify: Some(verify_bitcast_tensors),
        verify_after_traits: Some(verify_bitcast_convert),
        syntax: Some((parse_functional_type_op::<1>, print_functional_type_op)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: ReducePrecisionOp::INFO,
        description: "Rounds floats to `mantissa_bits` mantissa bits (ties to even) and clamps values beyond \
                      `exponent_bits` exponent bits to infinity, keeping the element type.",
        example: "%r = hlo.reduce_precision %x, format = e5m10 : tensor<6xf64>",
        verify: Some(verify_reduce_precision),
        verify_after_traits: Some(verify_compatible_operands_and_result_type),
        syntax: Some((parse_reduce_precision, print_reduce_precision)),
        ..OpRow::EMPTY
    },
];

fn verify_any_tensors(op: OpRef<'_>) -> Result<(), Diag> {
    check_operands(op, class::ANY)?;
    check_results(op, class::ANY)
}

/// `bitcast_convert` also reinterprets quantized tensors' stored integers.
fn verify_bitcast_tensors(op: OpRef<'_>) -> Result<(), Diag> {
    check_operands(op, class::ANY_OR_ANY_QUANT)?;
    check_results(op, class::ANY_OR_ANY_QUANT)
}

/// `convert`: any tensors, then `Elementwise` (listed before `SameOperandsAndResultShape`).
fn verify_convert(op: OpRef<'_>) -> Result<(), Diag> {
    verify_any_tensors(op)?;
    xla_ir::verify::traits::verify_elementwise(op)
}

/// StableHLO's bitcast_convert C1/C2, with its messages.
fn verify_bitcast_convert(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (operand, result) = (op.operand_type(0), op.result_type(0));
    let (oe, re) = (ctx.element_type(operand), ctx.element_type(result));
    if is_complex(ctx, oe) != is_complex(ctx, re) {
        return Err(op.error("cannot convert between real and complex types"));
    }
    let (Some(ow), Some(rw)) = (bit_width(ctx, oe), bit_width(ctx, re)) else {
        return Ok(());
    };
    let (os, rs) = (shape_of(ctx, operand), shape_of(ctx, result));
    let ((small_shape, small_w), (big_shape, big_w)) = if ow < rw {
        ((os, ow), (rs, rw))
    } else {
        ((rs, rw), (os, ow))
    };
    let mut prefix = small_shape;
    if small_w != big_w {
        if small_shape.len() != big_shape.len() + 1 {
            return Err(op.error(format!(
                "rank of smaller element type ({}) should be 1 more than rank of larger element type ({}), but {} != {} + 1.",
                small_shape.len(),
                big_shape.len(),
                small_shape.len(),
                big_shape.len()
            )));
        }
        if let Some((&last, rest)) = small_shape.split_last() {
            if last != xla_ir::DYNAMIC
                && i128::from(last) * i128::from(small_w) != i128::from(big_w)
            {
                return Err(op.error(format!(
                    "requires compatible bit widths. Got: {} and {}, but {small_w} * {last} != {big_w}.",
                    quoted(ctx, operand),
                    quoted(ctx, result)
                )));
            }
            prefix = rest;
        }
    }
    if prefix.len() != big_shape.len()
        || !prefix
            .iter()
            .zip(big_shape)
            .all(|(&a, &b)| dims_compatible(a, b))
    {
        return Err(op.error(format!(
            "operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: {} and {}.",
            quoted(ctx, operand),
            quoted(ctx, result)
        )));
    }
    Ok(())
}

/// An `i32` property confined to `value >= min`, with ODS's messages.
fn check_i32_at_least(op: OpRef<'_>, name: &str, min: i128, what: &str) -> Result<(), Diag> {
    let Some(a) = op.attr(name) else {
        return Err(op.error(format!("requires attribute '{name}'")));
    };
    let ok = match op.ctx.attr_data(a) {
        AttrData::Integer { ty, value } => {
            op.ctx.is_signless_integer(*ty)
                && op.ctx.integer_width(*ty) == Some(32)
                && *value >= min
        }
        _ => false,
    };
    if ok {
        return Ok(());
    }
    Err(op.error(format!("attribute '{name}' failed to satisfy constraint: 32-bit signless integer attribute whose value is {what}")))
}

fn verify_reduce_precision(op: OpRef<'_>) -> Result<(), Diag> {
    check_i32_at_least(op, EXPONENT_BITS, 1, "positive")?;
    check_i32_at_least(op, MANTISSA_BITS, 0, "non-negative")?;
    check_operands(op, class::FLOAT)?;
    check_results(op, class::FLOAT)?;
    xla_ir::verify::traits::verify_elementwise(op)
}

/// `%x, format = e5m10 attr-dict : type`.
fn parse_reduce_precision(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = parse_operands(p, 1)?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("format")?;
    p.parse_punct(Punct::Equal)?;
    let loc = p.current_loc();
    let word = p.parse_keyword_any()?;
    let Some((exponent, mantissa)) = parse_exponent_mantissa(&word) else {
        return Err(p.error_at(
            loc,
            &format!("expected exponent mantissa in format e#m#, saw {word}"),
        ));
    };
    let i32t = p.ctx().integer_type(32);
    let (e, m) = (
        p.ctx().integer_attr(i32t, exponent.into()),
        p.ctx().integer_attr(i32t, mantissa.into()),
    );
    st.set_attr(p.ctx(), EXPONENT_BITS, e);
    st.set_attr(p.ctx(), MANTISSA_BITS, m);
    parse_attrs_and_same_type(p, st, &operands)
}

/// `e5m10` -> (5, 10).
fn parse_exponent_mantissa(word: &str) -> Option<(i32, i32)> {
    let (e, m) = word.strip_prefix('e')?.split_once('m')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(e) || !digits(m) {
        return None;
    }
    Some((e.parse().ok()?, m.parse().ok()?))
}

fn print_reduce_precision(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let int = |name| op.attr(name).and_then(|a| op.ctx.attr_as_int(a));
    match (int(EXPONENT_BITS), int(MANTISSA_BITS)) {
        (Some(e), Some(m)) => {
            print_operand_list(p, op);
            p.write_str(&format!(", format = e{e}m{m}"));
            p.print_optional_attr_dict(op, &[EXPONENT_BITS, MANTISSA_BITS]);
        }
        // Not expressible as e#m#: keep everything in the dictionary.
        _ => print_operands_and_attrs(p, op, &[]),
    }
    print_same_or_functional_type(p, op);
}

#[cfg(test)]
mod tests {
    use super::parse_exponent_mantissa;

    #[test]
    fn exponent_mantissa_keyword() {
        assert_eq!(parse_exponent_mantissa("e5m10"), Some((5, 10)));
        assert_eq!(parse_exponent_mantissa("e5"), None);
        assert_eq!(parse_exponent_mantissa("em1"), None);
        assert_eq!(parse_exponent_mantissa("e99999999999m1"), None);
    }
}
