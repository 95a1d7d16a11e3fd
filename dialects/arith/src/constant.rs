//! `arith.constant`: `attr-dict $value`, the result typed by the value; and the
//! dialect's constant materializer.

use crate::constraints::class::ANY;
use crate::constraints::{check_prop, require_prop, verify_all_types_match, verify_results};
use crate::fold::to_attr;
use crate::syntax::WithResultNames;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::registry::FoldResult;
use xla_ir::types::Signedness;
use xla_ir::{
    Arity, AttrData, Attribute, Context, Diag, Location, OpDef, OpRef, OperationState, Traits,
    Type, TypeData,
};

pub fn ops() -> Vec<OpDef> {
    vec![OpDef::new("arith.constant")
        .summary("integer or floating point constant")
        .traits(Traits::CONSTANT_LIKE | Traits::PURE)
        .operands(Arity::Exactly(0))
        .results(Arity::Exactly(1))
        .inherent(&["value"])
        .verifier(invariants)
        .after_traits_verifier(verify)
        .syntax(parse, print)
        .folder(fold)
        .result_names(result_names)
        .example("%1 = arith.constant 42 : i32")
        .example("%cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>")]
}

/// The type of a `TypedAttr` (untyped strings have type `none`); `None` for attributes
/// without a type, which cannot be constants.
pub fn typed_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::DenseElements { ty, .. }
        | AttrData::DenseStrings { ty, .. } => Some(*ty),
        AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => {
            Some(ty.unwrap_or_else(|| ctx.none_type()))
        }
        _ => None,
    }
}

fn is_int_float_or_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_data(a),
        AttrData::Integer { .. }
            | AttrData::Float { .. }
            | AttrData::DenseElements { .. }
            | AttrData::DenseStrings { .. }
    )
}

/// Whether an elements attribute holds one value (stored as a splat, or all equal).
fn is_splat(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, data, splat } => {
            let width = crate::fold::elem_width(ctx, ctx.element_type(*ty)).unwrap_or(8);
            let bytes = width.div_ceil(8) as usize;
            *splat || data.chunks(bytes.max(1)).all(|c| c == &data[..c.len()])
        }
        AttrData::DenseStrings { values, splat, .. } => {
            *splat || values.windows(2).all(|w| w[0] == w[1])
        }
        _ => false,
    }
}

fn parse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    let loc = p.current_loc();
    let value = p.parse_attribute(None)?;
    let Some(ty) = typed_attr_type(p.ctx(), value) else {
        return Err(p.error_at(loc, "invalid kind of attribute specified"));
    };
    st.set_attr(p.ctx(), "value", value);
    st.result_types.push(ty);
    Ok(())
}

fn print(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &["value"]);
    if let Some(value) = op.attr("value") {
        p.write_str(" ");
        p.print_attribute(value);
    }
}

/// ODS invariants: the `value` property and `AllTypesMatch<["value", "result"]>`.
fn invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_prop(op, "value", |ctx, a| typed_attr_type(ctx, a).is_some())?;
    let value = require_prop(op, "value")?;
    verify_results(op, &[ANY])?;
    match (typed_attr_type(op.ctx, value), op.result_types().first()) {
        (Some(value_ty), Some(&result)) => {
            verify_all_types_match(op, &["value", "result"], &[value_ty, result])
        }
        _ => Ok(()),
    }
}

/// Upstream's `ConstantOp::verify` (after the traits).
fn verify(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (Some(value), Some(&result)) = (op.attr("value"), op.result_types().first()) else {
        return Ok(());
    };
    if matches!(ctx.type_data(result), TypeData::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return Err(op.error("integer return type must be signless"));
    }
    if !is_int_float_or_elements(ctx, value) {
        return Err(op.error("value must be an integer, float, or elements attribute"));
    }
    let scalable = matches!(ctx.type_data(result), TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    if scalable && !is_splat(ctx, value) {
        // Upstream's message has this spelling.
        return Err(op.error(
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

fn fold(op: OpRef<'_>, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    to_attr(op.attr("value"))
}

/// `%c42_i32`, `%c7` (index), `%true` / `%false`, and `%cst` for everything else.
fn result_names(op: OpRef<'_>) -> Vec<(usize, String)> {
    let (Some(value), Some(&ty)) = (op.attr("value"), op.result_types().first()) else {
        return Vec::new();
    };
    let name = match op.ctx.attr_data(value) {
        AttrData::Integer { value, .. } => match op.ctx.type_data(ty) {
            TypeData::Integer { width: 1, .. } => {
                (if *value != 0 { "true" } else { "false" }).to_string()
            }
            TypeData::Integer { .. } => {
                format!("c{value}_{}", crate::display::type_str(op.ctx, ty))
            }
            _ => format!("c{value}"),
        },
        _ => "cst".to_string(),
    };
    vec![(0, name)]
}

/// `DialectDef::materialize_constant`: an `arith.constant` if the value can be one.
pub fn materialize(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    if typed_attr_type(ctx, value) != Some(ty) || !is_int_float_or_elements(ctx, value) {
        return None;
    }
    let elem = ctx.element_type(ty);
    if ctx.is_integer(elem) && !ctx.is_signless_integer(elem) {
        return None;
    }
    Some(
        OperationState::new(ctx, "arith.constant", loc)
            .attr(ctx, "value", value)
            .results(&[ty]),
    )
}
