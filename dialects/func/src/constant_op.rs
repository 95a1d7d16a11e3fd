//! `func.constant`: an SSA value naming a `func.func` by symbol.

use crate::attr_constraints::{attr_constraint_error, flat_symbol_ref, required_attr};
use crate::call_ops::parse_flat_symbol_ref;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, OpAsmResultNames, Punct};
use xla_ir::registry::FoldResult;
use xla_ir::{
    Arity, Attribute, Context, Diag, Location, OpDef, OpRef, OperationState, Traits, Type,
};

pub const CONSTANT: &str = crate::ops::ConstantOp::NAME;

pub fn constant_op() -> OpDef {
    let mut def = OpDef::new(CONSTANT)
        .summary("constant")
        .description(
            "The `func.constant` operation produces an SSA value from a symbol reference to a \
             `func.func` operation. Functions cannot be referenced directly as SSA operands \
             (this keeps the compiler free to process functions in parallel); this op is the \
             way to get a function value, e.g. for `func.call_indirect`.",
        )
        .traits(Traits::CONSTANT_LIKE | Traits::PURE)
        .operands(Arity::Exactly(0))
        .results(Arity::Exactly(1))
        .inherent(&["value"])
        .verifier(verify_constant)
        .syntax(parse_constant, print_constant)
        .folder(|op, _| Some(vec![FoldResult::Attr(op.attr("value")?)]))
        .example("%2 = func.constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>")
        .example("%2 = \"func.constant\"() <{value = @myfn}> : () -> ((tensor<16xf32>, f32) -> tensor<16xf32>)");
    def.add_interface::<dyn OpAsmResultNames>(Box::new(NameResultF));
    def
}

/// The result prints as `%f` (`%f = func.constant @myfn`), as upstream names it.
struct NameResultF;

impl OpAsmResultNames for NameResultF {
    fn result_names(&self, op: OpRef<'_>) -> Vec<(usize, String)> {
        if op.num_results() == 0 {
            return Vec::new();
        }
        vec![(0, "f".to_string())]
    }
}

/// ODS invariants; the referenced function is checked by [`verify_constant_symbol`].
fn verify_constant(op: OpRef<'_>) -> Result<(), Diag> {
    let value = required_attr(&op, "value")?;
    if flat_symbol_ref(op.ctx, value).is_none() {
        return Err(attr_constraint_error(
            &op,
            "value",
            "flat symbol reference attribute",
        ));
    }
    Ok(())
}

/// `ConstantOp::verify`'s lookup: `value` names a `func.func` of exactly the result type.
/// `lookup` resolves a name in the enclosing module to that function's `function_type`
/// (`None` if absent or not a `func.func`), as for [`crate::verify_call_symbol`].
pub fn verify_constant_symbol(
    op: OpRef<'_>,
    lookup: &dyn Fn(&str) -> Option<Type>,
) -> Result<(), Diag> {
    let Some(name) = op.attr("value").and_then(|a| flat_symbol_ref(op.ctx, a)) else {
        return verify_constant(op);
    };
    let Some(fn_type) = lookup(name) else {
        return Err(op.error(format!("reference to undefined function '{name}'")));
    };
    if op.num_results() != 1 || op.result_type(0) != fn_type {
        return Err(op.error("reference to function with mismatched type"));
    }
    Ok(())
}

/// The dialect's constant materializer: a `func.constant` for a symbol of function type.
pub fn materialize_constant(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    flat_symbol_ref(ctx, value)?;
    ctx.function_signature(ty)?;
    Some(
        OperationState::new(ctx, CONSTANT, loc)
            .results(&[ty])
            .attr(ctx, "value", value),
    )
}

/// `attr-dict $value `:` type(results)`
fn parse_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    let value = parse_flat_symbol_ref(p)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    st.set_attr(p.ctx(), "value", value);
    Ok(())
}

fn print_constant(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &["value"]);
    p.write_str(" ");
    match op.attr("value").and_then(|a| flat_symbol_ref(op.ctx, a)) {
        Some(name) => p.print_symbol_name(name),
        None => p.write_str("@\"\""),
    }
    p.write_str(" : ");
    p.print_types(&op.result_types());
}
