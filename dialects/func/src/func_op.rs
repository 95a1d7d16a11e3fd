//! `func.func`: a named function with a single SSA-CFG region (empty for declarations).

use crate::attr_constraints::{
    attr_constraint_error, check_optional_attr, is_dict_array, is_string_attr, is_unit_attr,
    required_attr,
};
use crate::diag_text::quoted_type;
use crate::func_syntax::{parse_func, print_func};
use crate::return_op::check_return_against_function;
use crate::symbol_attrs::{symbol_visibility, verify_symbol_attrs};
use xla_ir::{Arity, Diag, OpDef, OpRef, Traits, Type};

pub const FUNC: &str = crate::ops::FuncOp::NAME;

/// The inherent attributes (MLIR properties) of `func.func`.
pub const FUNC_PROPERTIES: [&str; 6] = [
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
    "no_inline",
];

pub fn func_op() -> OpDef {
    OpDef::new(FUNC)
        .summary("An operation with a name containing a single `SSACFG` region")
        .description(
            "Operations within the function cannot implicitly capture values defined outside of \
             the function, i.e. functions are `IsolatedFromAbove`. All external references must \
             use function arguments or attributes that establish a symbolic connection (e.g. \
             symbols referenced by name via a string attribute like SymbolRefAttr). An external \
             function declaration (used when referring to a function declared in some other \
             module) has no body and must not be public. While the textual form provides a nice \
             inline syntax for function arguments, they are internally represented as block \
             arguments of the first block in the region.\n\n\
             Only dialect attribute names may be specified in the attribute dictionaries for \
             function arguments and results. `no_inline` marks the function as not inlinable.",
        )
        .traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::AFFINE_SCOPE)
        .operands(Arity::Exactly(0))
        .results(Arity::Exactly(0))
        .regions(Arity::Exactly(1))
        .inherent(&FUNC_PROPERTIES)
        .verifier(verify_func)
        .region_verifier(verify_func_returns)
        .syntax(parse_func, print_func)
        .example("func.func private @abort()")
        .example("func.func private @scribble(i32, i64 {d.arg}) -> f64")
        .example(
            "func.func @count(%x: i64) -> (i64, i64) attributes {fruit = \"banana\"} {\n  \
             return %x, %x : i64, i64\n}",
        )
        .example("func.func @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})")
}

/// The function type of a `func.func` (`function_type` if it is a function type).
pub fn function_type_of(op: OpRef<'_>) -> Option<Type> {
    if op.name_str() != FUNC {
        return None;
    }
    let ty = op
        .attr("function_type")
        .and_then(|a| op.ctx.attr_as_type(a))?;
    op.ctx.function_signature(ty).map(|_| ty)
}

/// The function's symbol name, if set.
pub fn func_name<'a>(op: &OpRef<'a>) -> Option<&'a str> {
    op.attr("sym_name").and_then(|a| op.ctx.attr_as_str(a))
}

/// A declaration has an empty body region.
pub fn is_declaration(op: &OpRef<'_>) -> bool {
    let regions = op.regions();
    regions
        .ids
        .first()
        .is_none_or(|&r| regions.body.entry_block(r).is_none())
}

/// Upstream order: ODS property constraints, then the Symbol trait, then
/// FunctionOpInterface (argument/result attributes, entry block signature).
fn verify_func(op: OpRef<'_>) -> Result<(), Diag> {
    let signature = verify_properties(&op)?;
    verify_symbol_attrs(&op)?;
    if is_declaration(&op) && symbol_visibility(&op) == "public" {
        return Err(op.error("symbol declaration cannot have public visibility"));
    }
    let (inputs, results) = signature;
    verify_attr_dicts(&op, "arg_attrs", "argument", "arguments", inputs.len())?;
    verify_attr_dicts(&op, "res_attrs", "result", "results", results.len())?;
    verify_entry_block(&op, &inputs)
}

/// ODS: required `function_type`/`sym_name`, then each property's constraint.
fn verify_properties(op: &OpRef<'_>) -> Result<(Vec<Type>, Vec<Type>), Diag> {
    let ctx = op.ctx;
    let fn_attr = required_attr(op, "function_type")?;
    let name_attr = required_attr(op, "sym_name")?;
    if !is_string_attr(ctx, name_attr) {
        return Err(attr_constraint_error(op, "sym_name", "string attribute"));
    }
    let Some((inputs, results)) = ctx
        .attr_as_type(fn_attr)
        .and_then(|t| ctx.function_signature(t))
    else {
        return Err(attr_constraint_error(
            op,
            "function_type",
            "type attribute of function type",
        ));
    };
    let signature = (inputs.to_vec(), results.to_vec());
    check_optional_attr(op, "sym_visibility", "string attribute", is_string_attr)?;
    check_optional_attr(
        op,
        "arg_attrs",
        "Array of dictionary attributes",
        is_dict_array,
    )?;
    check_optional_attr(
        op,
        "res_attrs",
        "Array of dictionary attributes",
        is_dict_array,
    )?;
    check_optional_attr(op, "no_inline", "unit attribute", is_unit_attr)?;
    Ok(signature)
}

/// `arg_attrs`/`res_attrs`: one dictionary per argument/result, dialect attributes only.
fn verify_attr_dicts(
    op: &OpRef<'_>,
    name: &str,
    what: &str,
    plural: &str,
    expected: usize,
) -> Result<(), Diag> {
    let ctx = op.ctx;
    let Some(items) = op.attr(name).and_then(|a| ctx.attr_as_array(a)) else {
        return Ok(());
    };
    if items.len() != expected {
        return Err(op.error(format!(
            "expects {what} attribute array to have the same number of elements as the number of \
             function {plural}, got {}, but expected {expected}",
            items.len()
        )));
    }
    for &dict in items {
        let entries = ctx.attr_as_dictionary(dict).unwrap_or(&[]);
        if entries
            .iter()
            .any(|(n, _)| !ctx.symbol_str(*n).contains('.'))
        {
            return Err(op.error(format!("{plural} may only have dialect attributes")));
        }
    }
    Ok(())
}

/// FunctionOpInterface::verifyBody: the entry block's arguments match the signature.
fn verify_entry_block(op: &OpRef<'_>, inputs: &[Type]) -> Result<(), Diag> {
    let regions = op.regions();
    let Some(entry) = regions
        .ids
        .first()
        .and_then(|&r| regions.body.entry_block(r))
    else {
        return Ok(());
    };
    let args = regions.body.block_args(entry);
    if args.len() != inputs.len() {
        return Err(op.error(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )));
    }
    for (i, (&arg, &expected)) in args.iter().zip(inputs).enumerate() {
        let actual = regions.body.value_type(arg);
        if actual != expected {
            return Err(op.error(format!(
                "type of entry block argument #{i}({}) must match the type of the corresponding \
                 argument in function signature({})",
                quoted_type(op.ctx, actual),
                quoted_type(op.ctx, expected)
            )));
        }
    }
    Ok(())
}

/// `func.return` checks that need the enclosing function: a `func.return` directly in the
/// function's body lives in the function's own (isolated) body, where it cannot see its
/// parent, so the function checks its returns once its region has been verified.
fn verify_func_returns(op: OpRef<'_>) -> Result<(), Diag> {
    let regions = op.regions();
    let body = regions.body;
    for &region in regions.ids {
        for block in body.region_blocks(region) {
            for nested in body.block_ops(block) {
                let nested = OpRef::new(op.ctx, body, nested);
                if nested.name_str() == crate::return_op::RETURN {
                    check_return_against_function(&nested, &op)?;
                }
            }
        }
    }
    Ok(())
}
