//! Value-plumbing ops: `hlo.tuple` (packs values into a tuple), `hlo.get_tuple_element`
//! (takes one out) and `hlo.optimization_barrier` (passes values through unchanged while
//! fencing optimizations).
//!
//! ```text
//! %t = hlo.tuple %a, %b : tuple<tensor<f32>, tensor<i32>>
//! %a2 = hlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
//! %x, %y = hlo.optimization_barrier %a, %b : tensor<f32>, tensor<i32>
//! ```

use crate::display::quoted;
use crate::syntax::{
    parse_attrs_and_function_type, print_attrs_and_function_type, print_operands_and_attrs,
};
use crate::table::OpRow;
use crate::verify_util::{
    check_inferred_types, check_variadic, inference_failed, is_value_type, type_constraint_error,
    VALUE_SUMMARY,
};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{AttrData, Diag, OpRef, OperationState, TypeData};

pub const INDEX: &str = "index";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.tuple`: Tuple operation.
    pub struct TupleOp = "hlo.tuple" {
        summary: "Tuple operation",
        operands: [val: Variadic],
        results: [result: Single],
        traits: [PURE],
    }
    /// `hlo.get_tuple_element`: GetTupleElement operation.
    pub struct GetTupleElementOp = "hlo.get_tuple_element" {
        summary: "GetTupleElement operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [index = "index": required Integer],
        traits: [PURE],
    }
    /// `hlo.optimization_barrier`: OptimizationBarrier operation.
    pub struct OptimizationBarrierOp = "hlo.optimization_barrier" {
        summary: "OptimizationBarrier operation",
        operands: [operand: Variadic],
        results: [results: Variadic],
        traits: [HAS_SIDE_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: TupleOp::INFO,
        description: "Packs its operands (tensors, tokens or tuples) into one tuple value whose element \
                      types are the operand types.",
        example: "%t = hlo.tuple %a, %b : tuple<tensor<f32>, tensor<i32>>",
        verify: Some(verify_tuple),
        syntax: Some((parse_tuple, print_tuple)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: GetTupleElementOp::INFO,
        description: "Extracts element `index` (a non-negative i32 attribute, less than the tuple's size) of \
                      its tuple operand.",
        example: "%a = hlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>",
        verify: Some(verify_get_tuple_element),
        syntax: Some((parse_get_tuple_element, print_get_tuple_element)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: OptimizationBarrierOp::INFO,
        description: "Returns its operands unchanged; no computation moves across it and all operands are \
                      computed before any use of the results.",
        example: "%x, %y = hlo.optimization_barrier %a, %b : tensor<f32>, tensor<i32>",
        verify: Some(verify_optimization_barrier),
        syntax: Some((parse_optimization_barrier, print_optimization_barrier)),
        ..OpRow::EMPTY
    },
];

fn check_values(op: OpRef<'_>) -> Result<(), Diag> {
    check_variadic(op, "operand", 0, &op.operand_types(), VALUE_SUMMARY, |t| {
        is_value_type(op.ctx, t)
    })
}

/// ODS, then the inferred type `tuple<operand types...>`.
fn verify_tuple(op: OpRef<'_>) -> Result<(), Diag> {
    check_values(op)?;
    let result = op.result_type(0);
    if !matches!(op.ctx.type_data(result), TypeData::Tuple(_)) {
        return Err(op.error(format!("result #0 must be nested tuple with any combination of ranked tensor or token values or memref values, but got {}", quoted(op.ctx, result))));
    }
    check_inferred_types(
        op,
        &[op.ctx.tuple_type(&op.operand_types())],
        &op.result_types(),
    )
    .map_err(|d| inference_failed(op, d))
}

/// `$operands attr-dict : tuple-type`: the operand types are the tuple's.
fn parse_tuple(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    let TypeData::Tuple(elems) = p.ctx().type_data(ty) else {
        return Err(p.error_at(loc, "expected tuple type"));
    };
    let elems = elems.to_vec();
    p.resolve_operands(&operands, &elems, &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_tuple(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands_and_attrs(p, op, &[]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

/// The `index` property: a non-negative `i32`.
fn index_of(op: OpRef<'_>) -> Result<i64, Diag> {
    let ctx = op.ctx;
    let Some(a) = op.attr(INDEX) else {
        return Err(op.error(format!("requires attribute '{INDEX}'")));
    };
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if ctx.is_signless_integer(*ty) && ctx.integer_width(*ty) == Some(32) && *value >= 0 => {
            Ok(*value as i64)
        }
        _ => Err(op.error(format!(
            "attribute '{INDEX}' failed to satisfy constraint: 32-bit signless integer attribute whose value is \
             non-negative"
        ))),
    }
}

fn verify_get_tuple_element(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let operand = op.operand_type(0);
    let TypeData::Tuple(elems) = ctx.type_data(operand) else {
        return Err(op.error(format!(
            "operand #0 must be nested tuple with any combination of ranked tensor or token values or memref \
             values, but got {}",
            quoted(ctx, operand)
        )));
    };
    let result = op.result_type(0);
    if !is_value_type(ctx, result) {
        return Err(type_constraint_error(
            op,
            "result",
            0,
            VALUE_SUMMARY,
            result,
        ));
    }
    let index = index_of(op)?;
    let Some(&elem) = usize::try_from(index).ok().and_then(|i| elems.get(i)) else {
        let msg = format!(
            "index {index} is out of bounds of operand with size {}",
            elems.len()
        );
        return Err(inference_failed(op, op.plain_error(msg)));
    };
    check_inferred_types(op, &[elem], &op.result_types()).map_err(|d| inference_failed(op, d))
}

/// `$operand [ $index ] attr-dict : functional-type`.
fn parse_get_tuple_element(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let index = p.parse_integer()?;
    p.parse_punct(Punct::RSquare)?;
    let attr = p
        .ctx()
        .integer_attr(p.ctx().integer_type(32), index as i128);
    st.set_attr(p.ctx(), INDEX, attr);
    parse_attrs_and_function_type(p, st, &[operand])
}

fn print_get_tuple_element(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let index = op.attr(INDEX).and_then(|a| op.ctx.attr_as_int(a));
    p.write_str(" ");
    p.print_operand(op.operand(0));
    let elided: &[&str] = match index {
        Some(i) => {
            p.write_str(&format!("[{i}]"));
            &[INDEX]
        }
        // Not an integer: keep it in the dictionary (the verifier reports it).
        None => &[],
    };
    print_attrs_and_function_type(p, op, elided);
}

/// ODS, then the inferred types (the operands').
fn verify_optimization_barrier(op: OpRef<'_>) -> Result<(), Diag> {
    check_values(op)?;
    check_variadic(op, "result", 0, &op.result_types(), VALUE_SUMMARY, |t| {
        is_value_type(op.ctx, t)
    })?;
    check_inferred_types(op, &op.operand_types(), &op.result_types())
        .map_err(|d| inference_failed(op, d))
}

/// `attr-dict ($operand^ : types)?` or `attr-dict ()` (`custom<PairwiseOpType>`).
fn parse_optimization_barrier(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    if p.parse_optional_punct(Punct::LParen) {
        return p.parse_punct(Punct::RParen);
    }
    let operands = p.parse_operand_list(Delimiter::None)?;
    let types = p.parse_colon_type_list()?;
    p.resolve_operands(&operands, &types, &mut st.operands)?;
    st.result_types.extend(types);
    Ok(())
}

fn print_optimization_barrier(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &[]);
    let operands: Vec<_> = op.operands().collect();
    if operands.is_empty() {
        p.write_str("()");
        return;
    }
    p.write_str(" ");
    p.print_operands(&operands);
    p.write_str(" : ");
    p.print_types(&op.operand_types());
}
