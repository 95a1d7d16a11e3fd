//! `hlo.compare`: element-wise comparison giving booleans, with XLA's implicit broadcasting
//! like the binary ops.
//!
//! `%r = hlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>`

use super::binary::{
    is_broadcasting, same_operand_elements, verify_broadcast_result, BROADCAST_DIMENSIONS,
};
use crate::attrs::comparison::{
    ComparisonDirection, ComparisonType, COMPARISON_DIRECTION, COMPARISON_TYPE,
};
use crate::attrs::EnumAttr;
use crate::display::quoted;
use crate::syntax::{
    parse_attrs_and_function_type, parse_operands, print_attrs_and_function_type,
    print_operand_list,
};
use crate::table::OpRow;
use crate::types::{class, element_class};
use crate::verify_util::{
    check_inferred, check_operands, check_results, optional_i64_array, shape_of, shapes_compatible,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState};

pub const DIRECTION: &str = "comparison_direction";
pub const COMPARE_TYPE: &str = "compare_type";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.compare`: Compare operation.
    pub struct CompareOp = "hlo.compare" {
        summary: "Compare operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [comparison_direction = "comparison_direction": required Enum, compare_type = "compare_type": optional Enum, broadcast_dimensions = "broadcast_dimensions": optional DenseArray],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: CompareOp::INFO,
    description: "Element-wise comparison of `lhs` and `rhs` by `comparison_direction` (EQ, NE, GE, GT, LE, \
                  LT) under `compare_type` (FLOAT: IEEE; TOTALORDER: -NaN < -Inf < -Finite < -0 < +0 < \
                  +Finite < +Inf < +NaN; SIGNED; UNSIGNED), giving a boolean tensor. Operands of different \
                  shapes broadcast as for the binary ops.",
    example: "%r = hlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>",
    verify: Some(verify_compare),
    verify_after_traits: Some(verify_compare_shapes),
    syntax: Some((parse_compare, print_compare)),
    ..OpRow::EMPTY
}];

/// An enum property: required or optional, of the right enum.
fn enum_prop(
    op: OpRef<'_>,
    name: &str,
    e: &EnumAttr,
    required: bool,
) -> Result<Option<usize>, Diag> {
    let Some(a) = op.attr(name) else {
        return if required {
            Err(op.error(format!("requires attribute '{name}'")))
        } else {
            Ok(None)
        };
    };
    e.value_of(op.ctx, a).map(Some).ok_or_else(|| {
        op.error(format!(
            "attribute '{name}' failed to satisfy constraint: {}",
            e.mnemonic.replace('_', " ")
        ))
    })
}

/// The op's `comparison_direction`, with ODS's messages when it is absent or malformed.
pub fn comparison_direction(op: OpRef<'_>) -> Result<ComparisonDirection, Diag> {
    let index = enum_prop(op, DIRECTION, &COMPARISON_DIRECTION, true)?;
    index
        .and_then(ComparisonDirection::from_index)
        .ok_or_else(|| op.error(format!("requires attribute '{DIRECTION}'")))
}

/// The op's `compare_type` (`None` when absent), with ODS's message when it is malformed.
pub fn compare_type(op: OpRef<'_>) -> Result<Option<ComparisonType>, Diag> {
    Ok(enum_prop(op, COMPARE_TYPE, &COMPARISON_TYPE, false)?.and_then(ComparisonType::from_index))
}

fn verify_compare(op: OpRef<'_>) -> Result<(), Diag> {
    enum_prop(op, DIRECTION, &COMPARISON_DIRECTION, true)?;
    enum_prop(op, COMPARE_TYPE, &COMPARISON_TYPE, false)?;
    optional_i64_array(op, BROADCAST_DIMENSIONS)?;
    check_operands(op, class::ANY)?;
    check_results(op, class::PRED)
}

/// The compare types the spec allows for an element class (StableHLO spec, compare C3).
fn allowed_compare_types(elem_class: u8) -> &'static [ComparisonType] {
    use ComparisonType as T;
    match elem_class {
        class::SINT => &[T::Signed],
        class::UINT | class::PRED => &[T::Unsigned],
        class::FLOAT => &[T::Float, T::TotalOrder],
        class::COMPLEX => &[T::Float],
        _ => &[],
    }
}

fn verify_compare_shapes(op: OpRef<'_>) -> Result<(), Diag> {
    let elem = same_operand_elements(op)?;
    if let Some(ty) = enum_prop(op, COMPARE_TYPE, &COMPARISON_TYPE, false)?
        .and_then(ComparisonType::from_index)
        .filter(|&t| t != ComparisonType::NoType)
    {
        let allowed = element_class(op.ctx, elem).map_or(&[][..], allowed_compare_types);
        if !allowed.contains(&ty) {
            let names: Vec<&str> = allowed.iter().map(|v| v.name()).collect();
            return Err(op.error(format!(
                "compare_type {} does not apply to element type {}; it must be {}",
                ty.name(),
                quoted(op.ctx, elem),
                names.join(" or ")
            )));
        }
    }
    let i1 = op.ctx.i1();
    if is_broadcasting(op)? {
        return verify_broadcast_result(op, i1);
    }
    let lhs = op.operand_type(0);
    if !shapes_compatible(shape_of(op.ctx, lhs), shape_of(op.ctx, op.result_type(0))) {
        return Err(op.error("requires the same shape for all operands and results"));
    }
    check_inferred(op, op.ctx.with_element_type(lhs, i1), op.result_type(0))
}

/// `$comparison_direction , $lhs , $rhs (, $compare_type)? attr-dict : functional-type`.
fn parse_compare(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let direction = COMPARISON_DIRECTION.parse_case(p.as_asm_parser())?;
    let attr = COMPARISON_DIRECTION.attr(p.ctx(), direction);
    st.set_attr(p.ctx(), DIRECTION, attr);
    p.parse_punct(Punct::Comma)?;
    let operands = parse_operands(p, 2)?;
    if p.parse_optional_punct(Punct::Comma) {
        let ty = COMPARISON_TYPE.parse_case(p.as_asm_parser())?;
        let attr = COMPARISON_TYPE.attr(p.ctx(), ty);
        st.set_attr(p.ctx(), COMPARE_TYPE, attr);
    }
    parse_attrs_and_function_type(p, st, &operands)
}

fn print_compare(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    let direction = op
        .attr(DIRECTION)
        .and_then(|a| COMPARISON_DIRECTION.value_of(ctx, a));
    let ty = op
        .attr(COMPARE_TYPE)
        .and_then(|a| COMPARISON_TYPE.value_of(ctx, a));
    // A malformed direction cannot be printed in the custom form's keyword slot: keep it
    // in the attribute dictionary instead (the verifier reports it).
    let mut elided = vec![];
    if let Some(d) = direction {
        p.write_str(" ");
        p.write_str(COMPARISON_DIRECTION.name(d));
        p.write_str(",");
        elided.push(DIRECTION);
    }
    print_operand_list(p, op);
    if let Some(t) = ty {
        p.write_str(", ");
        p.write_str(COMPARISON_TYPE.name(t));
        elided.push(COMPARE_TYPE);
    }
    print_attrs_and_function_type(p, op, &elided);
}
