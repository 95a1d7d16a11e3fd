//! `hlo.custom_call`: calls an external function (`call_target_name`) on its operands.
//!
//! ```text
//! %r = hlo.custom_call @my_kernel(%a, %b) {api_version = 4 : i32, backend_config = {n = 1 : i32}} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
//! hlo.custom_call @check.expect_eq(%x, %y) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
//! ```
//!
//! The checks beyond ODS (layouts, aliases, buffers) are in [`super::custom_call_verify`].

use super::custom_call_verify::verify_custom_call_semantics;
use crate::syntax::{parse_attrs_and_function_type, print_attrs_and_function_type};
use crate::table::OpRow;
use crate::types::is_token;
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter};
use xla_ir::{AttrData, Attribute, Context, Diag, OpRef, OperationState, Type, TypeData};

pub const CALL_TARGET_NAME: &str = "call_target_name";
pub const HAS_SIDE_EFFECT: &str = "has_side_effect";
pub const BACKEND_CONFIG: &str = "backend_config";
/// The discardable attribute JAX's FFI custom calls (LAPACK's) carry their flags in.
pub const MHLO_BACKEND_CONFIG: &str = "mhlo.backend_config";
pub const API_VERSION: &str = "api_version";
pub const CALLED_COMPUTATIONS: &str = "called_computations";
pub const OPERAND_LAYOUTS: &str = "operand_layouts";
pub const RESULT_LAYOUTS: &str = "result_layouts";
pub const OUTPUT_OPERAND_ALIASES: &str = "output_operand_aliases";
/// The custom call JAX emits for a reduce_window over symbolic sizes (StableHLO's
/// `stablehlo.dynamic_reduce_window`; `--hlo-refine-shapes` makes it a reduce_window).
pub const DYNAMIC_REDUCE_WINDOW_TARGET: &str = "stablehlo.dynamic_reduce_window";

/// `CustomCallApiVersion` cases, by value.
pub const API_VERSIONS: [&str; 5] = [
    "API_VERSION_UNSPECIFIED",
    "API_VERSION_ORIGINAL",
    "API_VERSION_STATUS_RETURNING",
    "API_VERSION_STATUS_RETURNING_UNIFIED",
    "API_VERSION_TYPED_FFI",
];
/// The default `api_version` (API_VERSION_ORIGINAL).
pub const DEFAULT_API_VERSION: i64 = 1;

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.custom_call`: CustomCall operation.
    pub struct CustomCallOp = "hlo.custom_call" {
        summary: "CustomCall operation",
        operands: [inputs: Variadic],
        results: [results: Variadic],
        attributes: [call_target_name = "call_target_name": required String, has_side_effect = "has_side_effect": optional Bool, backend_config = "backend_config": optional Any, api_version = "api_version": optional Enum, called_computations = "called_computations": optional Array, operand_layouts = "operand_layouts": optional Array, result_layouts = "result_layouts": optional Array, output_operand_aliases = "output_operand_aliases": optional Array],
        traits: [HAS_SIDE_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: CustomCallOp::INFO,
    description: "Calls the external function `call_target_name` with the operands, producing the results. \
                  `has_side_effect` (default false) keeps the call even without uses; `backend_config` (a \
                  string, or a dictionary with `api_version` 4, API_VERSION_TYPED_FFI) configures it; \
                  `api_version` (default 1) is the calling convention; `called_computations` names \
                  functions it may call; `operand_layouts`/`result_layouts` fix layouts (both or none); \
                  `output_operand_aliases` let results share operand buffers.",
    example: "%r = hlo.custom_call @my_kernel(%a) {api_version = 4 : i32, backend_config = {n = 1 : i32}} : \
              (tensor<4xf32>) -> tensor<4xf32>",
    verify: Some(verify_custom_call),
    syntax: Some((parse_custom_call, print_custom_call)),
    ..OpRow::EMPTY
}];

/// What a custom call may take and produce: tensors (even unranked), tokens, tuples and
/// memrefs.
fn is_custom_call_value(ctx: &Context, t: Type) -> bool {
    ctx.is_tensor(t)
        || is_token(ctx, t)
        || matches!(
            ctx.type_data(t),
            TypeData::Tuple(_) | TypeData::MemRef { .. }
        )
}

const VALUE_SUMMARY: &str = "tensor or token or tuple or memref values";

fn constraint(op: OpRef<'_>, name: &str, what: &str) -> Diag {
    op.error(format!(
        "attribute '{name}' failed to satisfy constraint: {what}"
    ))
}

/// The `api_version` value (default 1).
pub fn api_version(op: OpRef<'_>) -> i64 {
    op.attr(API_VERSION)
        .and_then(|a| op.ctx.attr_as_int(a))
        .and_then(|v| i64::try_from(v).ok())
        .unwrap_or(DEFAULT_API_VERSION)
}

fn is_bool(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Integer { ty, .. } if ctx.integer_width(*ty) == Some(1))
}

fn is_string(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::String { ty: None, .. })
}

/// ODS constraints on values and attributes, then the op's own checks.
fn verify_custom_call(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let ok = |t| is_custom_call_value(ctx, t);
    crate::verify_util::check_variadic(op, "operand", 0, &op.operand_types(), VALUE_SUMMARY, ok)?;
    crate::verify_util::check_variadic(op, "result", 0, &op.result_types(), VALUE_SUMMARY, ok)?;
    let Some(target) = op.attr(CALL_TARGET_NAME) else {
        return Err(op.error(format!("requires attribute '{CALL_TARGET_NAME}'")));
    };
    if !is_string(ctx, target) {
        return Err(constraint(op, CALL_TARGET_NAME, "string attribute"));
    }
    if op.attr(HAS_SIDE_EFFECT).is_some_and(|a| !is_bool(ctx, a)) {
        return Err(constraint(op, HAS_SIDE_EFFECT, "bool attribute"));
    }
    if op
        .attr(BACKEND_CONFIG)
        .is_some_and(|a| !is_string(ctx, a) && ctx.attr_as_dictionary(a).is_none())
    {
        return Err(constraint(
            op,
            BACKEND_CONFIG,
            "string attribute or dictionary of named attribute values",
        ));
    }
    let version_ok = |a| {
        matches!(ctx.attr_data(a), AttrData::Integer { ty, value }
            if ctx.is_signless_integer(*ty) && ctx.integer_width(*ty) == Some(32) && (0..API_VERSIONS.len() as i128).contains(value))
    };
    if op.attr(API_VERSION).is_some_and(|a| !version_ok(a)) {
        return Err(constraint(op, API_VERSION, "Custom call API version"));
    }
    let symbols_ok = |a| {
        ctx.attr_as_array(a).is_some_and(|items| {
            items.iter().all(|&i| matches!(ctx.attr_data(i), AttrData::SymbolRef { nested, .. } if nested.is_empty()))
        })
    };
    if op.attr(CALLED_COMPUTATIONS).is_some_and(|a| !symbols_ok(a)) {
        return Err(constraint(
            op,
            CALLED_COMPUTATIONS,
            "flat symbol ref array attribute",
        ));
    }
    verify_custom_call_semantics(op)
}

/// `@target ( $inputs ) attr-dict : functional-type(operands, results)`.
fn parse_custom_call(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let target = p.parse_symbol_name()?;
    let attr = p.ctx().string_attr(&target);
    st.set_attr(p.ctx(), CALL_TARGET_NAME, attr);
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    parse_attrs_and_function_type(p, st, &operands)
}

fn print_custom_call(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    let mut elided = vec![CALL_TARGET_NAME];
    p.write_str(" ");
    match op.attr(CALL_TARGET_NAME).and_then(|a| ctx.attr_as_str(a)) {
        Some(target) => p.print_symbol_name(target),
        // Malformed: an empty name, with the attribute kept in the dictionary.
        None => {
            p.print_symbol_name("");
            elided.clear();
        }
    }
    p.write_str("(");
    let operands: Vec<_> = op.operands().collect();
    p.print_operands(&operands);
    p.write_str(")");
    // Default values are left out, as ODS does for `DefaultValuedOptionalAttr`.
    let is_default = |name: &str, a: Attribute| match name {
        HAS_SIDE_EFFECT => is_bool(ctx, a) && ctx.attr_as_int(a) == Some(0),
        API_VERSION => matches!(ctx.attr_data(a), AttrData::Integer { ty, value }
            if ctx.integer_width(*ty) == Some(32) && *value == DEFAULT_API_VERSION as i128),
        CALLED_COMPUTATIONS | OUTPUT_OPERAND_ALIASES => {
            ctx.attr_as_array(a).is_some_and(|items| items.is_empty())
        }
        _ => false,
    };
    for name in [
        HAS_SIDE_EFFECT,
        API_VERSION,
        CALLED_COMPUTATIONS,
        OUTPUT_OPERAND_ALIASES,
    ] {
        if op.attr(name).is_some_and(|a| is_default(name, a)) {
            elided.push(name);
        }
    }
    print_attrs_and_function_type(p, op, &elided);
}
