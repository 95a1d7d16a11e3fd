//! `hlo.constant dense<...> : tensor<...>`: a tensor literal (XLA's ConstantLiteral), and
//! the dialect's constant materializer.

use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{check_inferred, tensor_summary, type_constraint_error};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::registry::FoldResult;
use xla_ir::{AttrData, Attribute, Context, Diag, Location, OpRef, OperationState, Type, DYNAMIC};

pub const VALUE: &str = "value";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.constant`: Constant operation.
    pub struct ConstantOp = "hlo.constant" {
        summary: "Constant operation",
        results: [output: Single],
        attributes: [value = "value": required Dense],
        traits: [PURE, CONSTANT_LIKE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: ConstantOp::INFO,
    description:
        "Produces a statically shaped tensor from the dense elements attribute `value`; the \
                  result type is the attribute's type.",
    example: "%r = hlo.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>",
    verify: Some(verify_constant),
    verify_after_traits: Some(verify_constant_type),
    syntax: Some((parse_constant, print_constant)),
    extend: Some(|def| def.fold = Some(fold_constant)),
    ..OpRow::EMPTY
}];

/// The constant's value (what `m_Constant` and the folders see).
fn fold_constant(op: OpRef<'_>, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    op.attr(VALUE)
        .filter(|&v| elements_type(op.ctx, v).is_some())
        .map(|v| vec![FoldResult::Attr(v)])
}

/// The type of an elements attribute (`dense<...> : T`), if `a` is one.
pub fn elements_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, .. } | AttrData::DenseStrings { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// Statically shaped tensor of a spec element type.
pub fn is_static_tensor_of(ctx: &Context, t: Type, classes: u8) -> bool {
    crate::types::ranked_tensor(ctx, t)
        .is_some_and(|(s, e)| !s.contains(&DYNAMIC) && crate::types::in_class(ctx, e, classes))
}

/// `result #i must be statically shaped tensor of ... values` (ODS `HLO_StaticShapeTensor`).
pub fn check_static_result(op: OpRef<'_>, classes: u8) -> Result<(), Diag> {
    let t = op.result_type(0);
    if is_static_tensor_of(op.ctx, t, classes) {
        return Ok(());
    }
    let summary = tensor_summary(classes).replacen("ranked tensor", "statically shaped tensor", 1);
    Err(type_constraint_error(op, "result", 0, &summary, t))
}

fn verify_constant(op: OpRef<'_>) -> Result<(), Diag> {
    let Some(value) = op.attr(VALUE) else {
        return Err(op.error(format!("requires attribute '{VALUE}'")));
    };
    if elements_type(op.ctx, value).is_none() {
        return Err(op.error(format!(
            "attribute '{VALUE}' failed to satisfy constraint: constant vector/tensor attribute"
        )));
    }
    check_static_result(op, class::ANY_OR_ANY_QUANT)
}

fn verify_constant_type(op: OpRef<'_>) -> Result<(), Diag> {
    let Some(ty) = op.attr(VALUE).and_then(|v| elements_type(op.ctx, v)) else {
        return Ok(());
    };
    // A quantized constant holds its stored integers (StableHLO's isCompatibleReturnTypes).
    let result = op.result_type(0);
    let actual = crate::quantized::storage_tensor_type(op.ctx, result).unwrap_or(result);
    if actual != result && ty == actual {
        return Ok(());
    }
    check_inferred(op, ty, result)
}

/// `attr-dict dense<...> : T` (StableHLO's ConstantOp::parse, custom form).
fn parse_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    // `() <{value = ...}> : () -> T`: the form of a result type other than the value's.
    if p.parse_optional_punct(Punct::LParen) {
        p.parse_punct(Punct::RParen)?;
        p.parse_optional_properties(st)?;
        p.parse_optional_attr_dict(st)?;
        p.parse_punct(Punct::Colon)?;
        let (_, results) = p.parse_function_type()?;
        st.result_types.extend(results);
        return Ok(());
    }
    p.parse_optional_attr_dict(st)?;
    let loc = p.current_loc();
    let value = p.parse_attribute(None)?;
    let Some(ty) = p.ctx().attr_type(value) else {
        return Err(p.error_at(loc, "expected a typed elements attribute"));
    };
    st.set_attr(p.ctx(), VALUE, value);
    st.result_types.push(ty);
    Ok(())
}

fn print_constant(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let value = op.attr(VALUE);
    // The custom form gives the result the attribute's type: otherwise keep the generic form.
    let result = op.result_types().first().copied();
    let custom = value.is_some_and(|v| result.is_some() && op.ctx.attr_type(v) == result);
    let Some(value) = value.filter(|_| custom) else {
        p.write_str("()");
        p.print_optional_attr_dict(op, &[]);
        p.write_str(" : ");
        p.print_function_type(&[], &op.result_types());
        return;
    };
    p.print_optional_attr_dict(op, &[VALUE]);
    p.write_str(" ");
    p.print_attribute(value);
}

/// `DialectDef::materialize_constant`: an `hlo.constant` for a dense elements value of
/// the requested (static tensor) type.
pub fn materialize(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    if elements_type(ctx, value) != Some(ty) || !is_static_tensor_of(ctx, ty, class::ANY) {
        return None;
    }
    Some(
        OperationState::new(ctx, "hlo.constant", loc)
            .attr(ctx, VALUE, value)
            .results(&[ty]),
    )
}
