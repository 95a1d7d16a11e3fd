//! `func.call` (direct, by symbol) and `func.call_indirect` (through a function value).

use crate::attr_constraints::{
    attr_constraint_error, check_optional_attr, flat_symbol_ref, is_dict_array, is_unit_attr,
    required_attr,
};
use crate::diag_text::{quoted_type, quoted_types, type_to_string};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::{Arity, Attribute, Diag, Location, OpDef, OpRef, OperationState, Type, ValueId};

pub const CALL: &str = crate::ops::CallOp::NAME;
pub const CALL_INDIRECT: &str = crate::ops::CallIndirectOp::NAME;

pub fn call_op() -> OpDef {
    OpDef::new(CALL)
        .summary("call operation")
        .description(
            "The `func.call` operation represents a direct call to a function that is within the \
             same symbol scope as the call. The operands and result types of the call must match \
             the specified function type. The callee is encoded as a symbol reference attribute \
             named \"callee\". `arg_attrs`/`res_attrs` carry per-argument/result attributes and \
             `no_inline` prevents inlining this call.",
        )
        .inherent(&["callee", "arg_attrs", "res_attrs", "no_inline"])
        .verifier(verify_call)
        .syntax(parse_call, print_call)
        .example("%2 = func.call @my_add(%0, %1) : (f32, f32) -> f32")
}

pub fn call_indirect_op() -> OpDef {
    OpDef::new(CALL_INDIRECT)
        .summary("indirect call operation")
        .description(
            "The `func.call_indirect` operation represents an indirect call to a value of \
             function type. The operands and result types of the call must match the specified \
             function type. Function values can be created with `func.constant`.",
        )
        .operands(Arity::AtLeast(1))
        .verifier(verify_call_indirect)
        .syntax(parse_call_indirect, print_call_indirect)
        .example(
            "%func = func.constant @my_func : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>\n\
             %result = func.call_indirect %func(%0, %1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>",
        )
}

/// ODS invariants of `func.call` (the callee itself is checked by [`verify_call_symbol`]).
fn verify_call(op: OpRef<'_>) -> Result<(), Diag> {
    let callee = required_attr(&op, "callee")?;
    if flat_symbol_ref(op.ctx, callee).is_none() {
        return Err(attr_constraint_error(
            &op,
            "callee",
            "flat symbol reference attribute",
        ));
    }
    check_optional_attr(
        &op,
        "arg_attrs",
        "Array of dictionary attributes",
        is_dict_array,
    )?;
    check_optional_attr(
        &op,
        "res_attrs",
        "Array of dictionary attributes",
        is_dict_array,
    )?;
    check_optional_attr(&op, "no_inline", "unit attribute", is_unit_attr)
}

/// `CallOp::verifySymbolUses`: the callee names a `func.func` whose signature matches.
///
/// `lookup` resolves a symbol name from the call's nearest symbol table to the
/// `function_type` of the `func.func` it names (`None` if there is no such symbol or it
/// is not a `func.func`; see [`crate::function_type_of`]). To be hooked into the
/// core's symbol-user verification.
pub fn verify_call_symbol(
    op: OpRef<'_>,
    lookup: &dyn Fn(&str) -> Option<Type>,
) -> Result<(), Diag> {
    let ctx = op.ctx;
    let Some(callee) = op.attr("callee").and_then(|a| flat_symbol_ref(ctx, a)) else {
        return Err(op.error("requires a 'callee' symbol reference attribute"));
    };
    let Some((inputs, results)) = lookup(callee).and_then(|t| ctx.function_signature(t)) else {
        return Err(op.error(format!("'{callee}' does not reference a valid function")));
    };
    if inputs.len() != op.num_operands() {
        return Err(op.error("incorrect number of operands for callee"));
    }
    for (i, &expected) in inputs.iter().enumerate() {
        let provided = op.operand_type(i);
        if provided != expected {
            return Err(op.error(format!(
                "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                quoted_type(ctx, expected),
                quoted_type(ctx, provided)
            )));
        }
    }
    if results.len() != op.num_results() {
        return Err(op.error("incorrect number of results for callee"));
    }
    let result_types = op.result_types();
    if let Some(i) = (0..results.len()).find(|&i| result_types[i] != results[i]) {
        return Err(op
            .error(format!("result type mismatch at index {i}"))
            .with_note(
                op.loc(),
                format!(
                    "      op result types: {}",
                    quoted_types(ctx, &result_types)
                ),
            )
            .with_note(
                op.loc(),
                format!("function result types: {}", quoted_types(ctx, results)),
            ));
    }
    Ok(())
}

/// ODS: operand #0 is a function; TypesMatchWith on its inputs and results.
fn verify_call_indirect(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if op.num_operands() == 0 {
        return Err(op.error("expected 1 or more operands, but found 0"));
    }
    let callee_ty = op.operand_type(0);
    let Some((inputs, results)) = ctx.function_signature(callee_ty) else {
        return Err(op.error(format!(
            "operand #0 must be function type, but got {}",
            quoted_type(ctx, callee_ty)
        )));
    };
    let arg_types: Vec<Type> = op.operand_types().into_iter().skip(1).collect();
    if arg_types != inputs {
        return Err(op.error("failed to verify that callee input types match argument types"));
    }
    if op.result_types() != results {
        return Err(op.error("failed to verify that callee result types match result types"));
    }
    Ok(())
}

// ---- syntax helpers shared by the func ops ----

/// Resolves operands against types, with ODS's count mismatch message at `loc`.
pub(crate) fn resolve_operands_at(
    p: &mut dyn OpAsmParser,
    loc: Location,
    operands: &[UnresolvedOperand],
    types: &[Type],
    out: &mut Vec<ValueId>,
) -> Result<(), Diag> {
    if operands.len() != types.len() {
        return Err(p.error_at(
            loc,
            &format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                types.len()
            ),
        ));
    }
    for (operand, &ty) in operands.iter().zip(types) {
        out.push(p.resolve_operand(operand, ty)?);
    }
    Ok(())
}

/// A type that must be a function type: its inputs and results.
pub(crate) fn parse_function_type_operand(
    p: &mut dyn OpAsmParser,
) -> Result<(Type, Vec<Type>, Vec<Type>), Diag> {
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    let ctx = p.ctx();
    match ctx.function_signature(ty) {
        Some((inputs, results)) => Ok((ty, inputs.to_vec(), results.to_vec())),
        None => Err(p.error_at(
            loc,
            &format!(
                "invalid kind of type specified: expected builtin.function, but found '{}'",
                type_to_string(ctx, ty)
            ),
        )),
    }
}

/// A `FlatSymbolRefAttr` (`@name`).
pub(crate) fn parse_flat_symbol_ref(p: &mut dyn OpAsmParser) -> Result<Attribute, Diag> {
    let loc = p.current_loc();
    let attr = p.parse_attribute(None)?;
    if flat_symbol_ref(p.ctx(), attr).is_none() {
        return Err(p.error_at(loc, "invalid kind of attribute specified"));
    }
    Ok(attr)
}

/// `( operands )`, returning the operands and where they start.
fn parse_paren_operands(
    p: &mut dyn OpAsmParser,
) -> Result<(Location, Vec<UnresolvedOperand>), Diag> {
    p.parse_punct(Punct::LParen)?;
    let loc = p.current_loc();
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RParen)?;
    Ok((loc, operands))
}

/// `$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)`
fn parse_call(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let callee = parse_flat_symbol_ref(p)?;
    let (operands_loc, operands) = parse_paren_operands(p)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (_, inputs, results) = parse_function_type_operand(p)?;
    resolve_operands_at(p, operands_loc, &operands, &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    st.set_attr(p.ctx(), "callee", callee);
    Ok(())
}

fn print_call(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    match op.attr("callee").and_then(|a| flat_symbol_ref(op.ctx, a)) {
        Some(name) => p.print_symbol_name(name),
        None => p.write_str("@\"\""),
    }
    let operands: Vec<_> = op.operands().collect();
    p.write_str("(");
    p.print_operands(&operands);
    p.write_str(")");
    p.print_optional_attr_dict(op, &["callee"]);
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
}

/// `$callee `(` $callee_operands `)` attr-dict `:` type($callee)`
fn parse_call_indirect(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let callee = p.parse_operand()?;
    let (operands_loc, operands) = parse_paren_operands(p)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (callee_ty, inputs, results) = parse_function_type_operand(p)?;
    let callee = p.resolve_operand(&callee, callee_ty)?;
    st.operands.push(callee);
    resolve_operands_at(p, operands_loc, &operands, &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    Ok(())
}

fn print_call_indirect(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    let Some((&callee, args)) = operands.split_first() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(callee);
    p.write_str("(");
    p.print_operands(args);
    p.write_str(")");
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.value_type(callee));
}
