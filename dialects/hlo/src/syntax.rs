//! Pretty-form pieces shared by hlo ops (StableHLO's `AssemblyFormat.cpp`):
//!
//! - the trailing type: `: T` when every operand and the result have type `T`, otherwise
//!   the functional type `: (T1, T2) -> T3` (`custom<SameOperandsAndResultType>`);
//! - `[0, 1]` dense i64 arrays (`custom<DenseI64Array>`), e.g. `dims = [0, 1]`;
//! - the standard op form `%a, %b attr-dict : <type>` with `N` operands
//!   ([`parse_same_type_op`] / [`print_same_type_op`]).

use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::{Diag, OpRef, OperationState, Type};

/// Parses `T` or `(T1, ..., Tn) -> R` for `n` operands: the operand types and the result.
pub fn parse_same_or_functional_type(
    p: &mut dyn OpAsmParser,
    n: usize,
) -> Result<(Vec<Type>, Type), Diag> {
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    let Some((inputs, results)) = p.ctx().function_signature(ty) else {
        return Ok((vec![ty; n], ty));
    };
    if inputs.len() != n {
        return Err(p.error_at(
            loc,
            &format!("{n} operands present, but expected {}", inputs.len()),
        ));
    }
    let [result] = results else {
        return Err(p.error_at(loc, "expected single output"));
    };
    Ok((inputs.to_vec(), *result))
}

/// Prints ` : T` when all types agree (or there are no operands), else the functional type.
pub fn print_same_or_functional_type(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" : ");
    let operands = op.operand_types();
    let results = op.result_types();
    match results.as_slice() {
        [result] if operands.iter().all(|t| t == result) => p.print_type(*result),
        _ => p.print_function_type(&operands, &results),
    }
}

/// `%a, %b, ...`: exactly `n` comma-separated operands (a following `, keyword` is left
/// for the caller, as in `hlo.compare LT, %a, %b, FLOAT`).
pub fn parse_operands(p: &mut dyn OpAsmParser, n: usize) -> Result<Vec<UnresolvedOperand>, Diag> {
    let mut operands = Vec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.parse_punct(Punct::Comma)?;
        }
        operands.push(p.parse_operand()?);
    }
    Ok(operands)
}

/// `%a, %b, ...`: any number (possibly zero) of comma-separated operands.
pub fn parse_operands_any(p: &mut dyn OpAsmParser) -> Result<Vec<UnresolvedOperand>, Diag> {
    p.parse_operand_list(Delimiter::None)
}

/// `attr-dict : type(results)` for ops without operands (`hlo.replica_id : tensor<ui32>`).
pub fn parse_result_type_only(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    Ok(())
}

pub fn print_result_type_only(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_types(&op.result_types());
}

/// `$operands attr-dict : custom<SameOperandsAndResultType>` with `N` operands.
pub fn parse_same_type_op<const N: usize>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let operands = parse_operands(p, N)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (types, result) = parse_same_or_functional_type(p, N)?;
    p.resolve_operands(&operands, &types, &mut st.operands)?;
    st.result_types.push(result);
    Ok(())
}

pub fn print_same_type_op(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands_and_attrs(p, op, &[]);
    print_same_or_functional_type(p, op);
}

/// ` %a, %b {attrs}` (attributes except `elided`).
pub fn print_operands_and_attrs(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, elided: &[&str]) {
    let operands: Vec<_> = op.operands().collect();
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(&operands);
    }
    p.print_optional_attr_dict(op, elided);
}

/// `$operands attr-dict : functional-type(operands, results)` with `N` operands.
pub fn parse_functional_type_op<const N: usize>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let operands = parse_operands(p, N)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (inputs, results) = p.parse_function_type()?;
    p.resolve_operands(&operands, &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    Ok(())
}

pub fn print_functional_type_op(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands_and_attrs(p, op, &[]);
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
}

/// `[0, 1]` (`custom<DenseI64Array>`); `[]` for none.
pub fn parse_i64_list(p: &mut dyn OpAsmParser) -> Result<Vec<i64>, Diag> {
    let mut values = Vec::new();
    p.as_asm_parser()
        .parse_comma_separated(Delimiter::Square, &mut |q| {
            values.push(q.parse_integer()?);
            Ok(())
        })?;
    Ok(values)
}

pub fn print_i64_list(p: &mut dyn OpAsmPrinter, values: &[i64]) {
    let items: Vec<String> = values.iter().map(i64::to_string).collect();
    p.write_str(&format!("[{}]", items.join(", ")));
}

/// `keyword = [0, 1]` stored as the `array<i64: ...>` property `prop`.
pub fn parse_keyword_i64_array(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    keyword: &str,
    prop: &str,
) -> Result<(), Diag> {
    p.parse_keyword(keyword)?;
    p.parse_punct(Punct::Equal)?;
    let values = parse_i64_list(p)?;
    let attr = p.ctx().dense_i64_array(&values);
    st.set_attr(p.ctx(), prop, attr);
    Ok(())
}

/// `keyword = [0, 1]` from the property `prop` (`[]` when absent or malformed).
pub fn print_keyword_i64_array(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, keyword: &str, prop: &str) {
    let values = op
        .attr(prop)
        .and_then(|a| crate::verify_util::i64_array(op.ctx, a))
        .unwrap_or_default();
    p.write_str(&format!("{keyword} = "));
    print_i64_list(p, &values);
}
