//! `hlo.composite`: a named op (XLA's CompositeCall) whose meaning is the function
//! `decomposition`, with `composite_attributes` and a `version`.
//!
//! ```text
//! %r = hlo.composite "my.op" %a {composite_attributes = {n = 2 : i64}, decomposition = @my.op.impl} : (tensor<f32>) -> tensor<f32>
//! ```

use crate::display::quoted;
use crate::syntax::{
    parse_attrs_and_function_type, print_attrs_and_function_type, print_operand_list,
};
use crate::table::OpRow;
use crate::verify_util::{check_variadic, is_value_type, VALUE_SUMMARY};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter};
use xla_ir::verify::{SymbolTableCollection, SymbolUserOpInterface};
use xla_ir::{AttrData, Attribute, Context, DResult, Diag, OpDef, OpRef, OperationState, Type};

pub const NAME: &str = "name";
pub const COMPOSITE_ATTRIBUTES: &str = "composite_attributes";
pub const DECOMPOSITION: &str = "decomposition";
pub const VERSION: &str = "version";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.composite`: Composite operation.
    pub struct CompositeOp = "hlo.composite" {
        summary: "Composite operation",
        operands: [inputs: Variadic],
        results: [results: Variadic],
        attributes: [name = "name": required String, composite_attributes = "composite_attributes": optional Dictionary, decomposition = "decomposition": required Symbol, version = "version": optional Integer],
        traits: [HAS_SIDE_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: CompositeOp::INFO,
    description: "An operation named `name` (a namespaced op name such as `my.op`) made of other ops: it \
                  means a call of the `func.func` `decomposition`, whose signature must be the composite's \
                  operand and result types, and can be replaced by that call. `composite_attributes` \
                  (default `{}`) parametrize it; `version` (default 0) numbers changes of its semantics.",
    example: "%r = hlo.composite \"my.add_n\" %a {composite_attributes = {n = 2 : i64}, decomposition = \
              @add_n.impl} : (tensor<f32>) -> tensor<f32>",
    verify: Some(verify_composite),
    syntax: Some((parse_composite, print_composite)),
    extend: Some(check_decomposition_uses),
    ..OpRow::EMPTY
}];

fn constraint(op: OpRef<'_>, name: &str, what: &str) -> Diag {
    op.error(format!(
        "attribute '{name}' failed to satisfy constraint: {what}"
    ))
}

/// ODS constraints, then StableHLO's `CompositeOp::verify` (composite_c1).
fn verify_composite(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let ok = |t| is_value_type(ctx, t);
    check_variadic(op, "operand", 0, &op.operand_types(), VALUE_SUMMARY, ok)?;
    check_variadic(op, "result", 0, &op.result_types(), VALUE_SUMMARY, ok)?;
    let Some(name_attr) = op.attr(NAME) else {
        return Err(op.error(format!("requires attribute '{NAME}'")));
    };
    let Some(name) = string_value(ctx, name_attr) else {
        return Err(constraint(op, NAME, "string attribute"));
    };
    if op
        .attr(COMPOSITE_ATTRIBUTES)
        .is_some_and(|a| ctx.attr_as_dictionary(a).is_none())
    {
        return Err(constraint(
            op,
            COMPOSITE_ATTRIBUTES,
            "dictionary of named attribute values",
        ));
    }
    let Some(decomposition) = op.attr(DECOMPOSITION) else {
        return Err(op.error(format!("requires attribute '{DECOMPOSITION}'")));
    };
    if flat_symbol(ctx, decomposition).is_none() {
        return Err(constraint(
            op,
            DECOMPOSITION,
            "flat symbol reference attribute",
        ));
    }
    if op.attr(VERSION).is_some_and(|a| !is_i32(ctx, a)) {
        return Err(constraint(op, VERSION, "32-bit signless integer attribute"));
    }
    if !is_namespaced_op_name(name) {
        return Err(op.error("name must be a valid namespaced op name"));
    }
    Ok(())
}

fn string_value(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::String { value, ty: None } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

fn flat_symbol(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.symbol_str(*root)),
        _ => None,
    }
}

fn is_i32(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Integer { ty, .. } if ctx.is_signless_integer(*ty) && ctx.integer_width(*ty) == Some(32))
}

/// `dialect.op` names: a first segment starting with a letter or `_`, then at least one
/// `.`-separated segment of letters, digits, `_` and `$`.
fn is_namespaced_op_name(name: &str) -> bool {
    let word = |s: &str| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
    };
    let mut segments = name.split('.');
    let first_ok = segments
        .next()
        .is_some_and(|s| word(s) && s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'));
    let rest: Vec<&str> = segments.collect();
    first_ok && !rest.is_empty() && rest.iter().all(|s| word(s))
}

/// composite_c2..c4, once symbol tables exist: `decomposition` names a `func.func` with
/// the composite's signature.
struct DecompositionUse;

impl SymbolUserOpInterface for DecompositionUse {
    fn verify_symbol_uses<'a>(
        &self,
        op: OpRef<'a>,
        tables: &SymbolTableCollection<'a>,
    ) -> DResult<()> {
        let ctx = op.ctx;
        let Some(name) = op.attr(DECOMPOSITION).and_then(|a| flat_symbol(ctx, a)) else {
            return Ok(());
        };
        let signature = tables
            .lookup_nearest_name(op, name)
            .filter(|f| f.name_str() == "func.func")
            .and_then(|f| f.attr("function_type"))
            .and_then(|a| ctx.attr_as_type(a))
            .and_then(|t| ctx.function_signature(t));
        let Some((inputs, results)) = signature else {
            return Err(op.error(format!("'{name}' does not reference a valid function")));
        };
        check_signature(op, "operand", &op.operand_types(), inputs)?;
        check_signature(op, "result", &op.result_types(), results)
    }
}

fn check_signature(op: OpRef<'_>, what: &str, actual: &[Type], expected: &[Type]) -> DResult<()> {
    if actual.len() != expected.len() {
        return Err(op.error(format!(
            "has {} {what}(s), but decomposition has {}",
            actual.len(),
            expected.len()
        )));
    }
    match actual.iter().zip(expected).position(|(a, e)| a != e) {
        Some(i) => Err(op.error(format!(
            "{what} at index {i} has type {}, but decomposition has type {}",
            quoted(op.ctx, actual[i]),
            quoted(op.ctx, expected[i])
        ))),
        None => Ok(()),
    }
}

fn check_decomposition_uses(def: &mut OpDef) {
    def.add_interface::<dyn SymbolUserOpInterface>(Box::new(DecompositionUse));
}

/// `$name $inputs attr-dict : functional-type(operands, results)`.
fn parse_composite(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let name = p.parse_string()?;
    let attr = p.ctx().string_attr(&name);
    st.set_attr(p.ctx(), NAME, attr);
    let operands = p.parse_operand_list(Delimiter::None)?;
    parse_attrs_and_function_type(p, st, &operands)
}

fn print_composite(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    let mut elided = vec![];
    if let Some(name) = op.attr(NAME).and_then(|a| string_value(ctx, a)) {
        p.write_str(" ");
        p.print_string(name);
        elided.push(NAME);
    }
    // Default values are left out, as ODS does for `DefaultValuedOptionalAttr`.
    if op
        .attr(COMPOSITE_ATTRIBUTES)
        .and_then(|a| ctx.attr_as_dictionary(a))
        .is_some_and(|d| d.is_empty())
    {
        elided.push(COMPOSITE_ATTRIBUTES);
    }
    if op
        .attr(VERSION)
        .is_some_and(|a| is_i32(ctx, a) && ctx.attr_as_int(a) == Some(0))
    {
        elided.push(VERSION);
    }
    print_operand_list(p, op);
    print_attrs_and_function_type(p, op, &elided);
}

#[cfg(test)]
mod tests {
    use super::is_namespaced_op_name;

    #[test]
    fn op_names_need_a_namespace() {
        for good in ["stablehlo.add_n", "f00._.$", "my.op.v2", "_x.y"] {
            assert!(is_namespaced_op_name(good), "{good}");
        }
        for bad in [
            "foo",
            ".",
            "foo.",
            ".foo",
            "0.foo",
            "foo.%",
            "foo.foo.%",
            "",
        ] {
            assert!(!is_namespaced_op_name(bad), "{bad}");
        }
    }
}
