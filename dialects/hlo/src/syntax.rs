//! Pretty-form pieces shared by hlo ops (StableHLO's `AssemblyFormat.cpp`):
//!
//! - the trailing type: `: T` when every operand and the result have type `T`, otherwise
//!   the functional type `: (T1, T2) -> T3` (`custom<SameOperandsAndResultType>`);
//! - `[0, 1]` dense i64 arrays (`custom<DenseI64Array>`), e.g. `dims = [0, 1]`;
//! - the standard op form `%a, %b attr-dict : <type>` with `N` operands
//!   ([`parse_same_type_op`] / [`print_same_type_op`]).

use crate::dims::join;
use xla_ir::asm::{AsmParser, Delimiter, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
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
pub fn parse_result_type_only(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
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
    parse_attrs_and_same_type(p, st, &operands)
}

/// `attr-dict : custom<SameOperandsAndResultType>` after `operands`.
pub fn parse_attrs_and_same_type(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    operands: &[UnresolvedOperand],
) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (types, result) = parse_same_or_functional_type(p, operands.len())?;
    p.resolve_operands(operands, &types, &mut st.operands)?;
    st.result_types.push(result);
    Ok(())
}

pub fn print_same_type_op(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands_and_attrs(p, op, &[]);
    print_same_or_functional_type(p, op);
}

/// ` %a, %b`: the operands after a space; nothing without operands.
pub fn print_operand_list(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(&operands);
    }
}

/// ` %a, %b {attrs}` (attributes except `elided`).
pub fn print_operands_and_attrs(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, elided: &[&str]) {
    print_operand_list(p, op);
    p.print_optional_attr_dict(op, elided);
}

/// `$operands attr-dict : functional-type(operands, results)` with `N` operands.
pub fn parse_functional_type_op<const N: usize>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let operands = parse_operands(p, N)?;
    parse_attrs_and_function_type(p, st, &operands)
}

/// `attr-dict : functional-type(operands, results)` after `operands`.
pub fn parse_attrs_and_function_type(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    operands: &[UnresolvedOperand],
) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (inputs, results) = p.parse_function_type()?;
    p.resolve_operands(operands, &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    Ok(())
}

pub fn print_functional_type_op(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands_and_attrs(p, op, &[]);
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
}

/// ` {attrs} : (operand types) -> result types`, attributes except `elided`.
pub fn print_attrs_and_function_type(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, elided: &[&str]) {
    p.print_optional_attr_dict(op, elided);
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
}

/// `[0, 1]` (`custom<DenseI64Array>`, StableHLO's `parseDims`); `[]` for none.
pub fn parse_i64_list(p: &mut dyn AsmParser) -> Result<Vec<i64>, Diag> {
    let mut values = Vec::new();
    p.parse_comma_separated(Delimiter::Square, &mut |q| {
        values.push(q.parse_integer()?);
        Ok(())
    })?;
    Ok(values)
}

/// `[0, 1]`.
pub fn i64_list_text(values: &[i64]) -> String {
    format!("[{}]", join(values))
}

pub fn print_i64_list(p: &mut dyn OpAsmPrinter, values: &[i64]) {
    p.write_str(&i64_list_text(values));
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
    let values = parse_i64_list(p.as_asm_parser())?;
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

/// One `keyword = value` clause of a pretty form, stored as the property `prop`:
/// `sizes = [1, 2]` (an `array<i64: ...>`) or `dim = 0` (an `i64` integer).
#[derive(Copy, Clone)]
pub enum Clause {
    Array {
        keyword: &'static str,
        prop: &'static str,
    },
    Int {
        keyword: &'static str,
        prop: &'static str,
    },
}

impl Clause {
    fn keyword(self) -> &'static str {
        match self {
            Clause::Array { keyword, .. } | Clause::Int { keyword, .. } => keyword,
        }
    }

    fn prop(self) -> &'static str {
        match self {
            Clause::Array { prop, .. } | Clause::Int { prop, .. } => prop,
        }
    }

    fn parse(self, p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
        match self {
            Clause::Array { keyword, prop } => parse_keyword_i64_array(p, st, keyword, prop),
            Clause::Int { keyword, prop } => {
                p.parse_keyword(keyword)?;
                p.parse_punct(Punct::Equal)?;
                let i64t = p.ctx().i64();
                let value = p.parse_attribute(Some(i64t))?;
                st.set_attr(p.ctx(), prop, value);
                Ok(())
            }
        }
    }

    /// Whether the op's property can print in this clause (else it stays in the attr-dict).
    fn printable(self, op: OpRef<'_>) -> bool {
        let Some(a) = op.attr(self.prop()) else {
            return false;
        };
        match self {
            Clause::Array { .. } => crate::verify_util::i64_array(op.ctx, a).is_some(),
            Clause::Int { .. } => op.ctx.attr_type(a) == Some(op.ctx.i64()),
        }
    }

    fn print(self, p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
        match self {
            Clause::Array { keyword, prop } => print_keyword_i64_array(p, op, keyword, prop),
            Clause::Int { keyword, prop } => {
                p.write_str(&format!("{keyword} = "));
                if let Some(a) = op.attr(prop) {
                    p.print_attribute_without_type(a);
                }
            }
        }
    }
}

/// How many operands come before the clauses.
#[derive(Copy, Clone)]
pub enum Operands {
    Exactly(usize),
    /// StableHLO's `custom<VariadicOperandWithAttribute>`: operands as long as they come,
    /// each followed by a comma.
    Variadic,
}

/// `%a, ..., kw = v, ... attr-dict : functional-type(operands, results)` (broadcast,
/// transpose, pad, concatenate, get_dimension_size, ...). The clauses may be left out
/// altogether, their properties then coming from the attribute dictionary (how
/// [`print_clauses_op`] prints properties that do not fit the clauses).
pub fn parse_clauses_op(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    operands: Operands,
    clauses: &[Clause],
) -> Result<(), Diag> {
    let (names, with_clauses) = match operands {
        Operands::Exactly(n) => {
            let names = parse_operands(p, n)?;
            let with_clauses = if n > 0 {
                p.parse_optional_punct(Punct::Comma)
            } else {
                clauses.first().is_some_and(|c| p.peek_keyword(c.keyword()))
            };
            (names, with_clauses)
        }
        Operands::Variadic => {
            let names = parse_variadic_operands_with_attribute(p)?;
            (
                names,
                clauses.first().is_some_and(|c| p.peek_keyword(c.keyword())),
            )
        }
    };
    if with_clauses {
        for (i, clause) in clauses.iter().enumerate() {
            if i > 0 {
                p.parse_punct(Punct::Comma)?;
            }
            clause.parse(p, st)?;
        }
    }
    parse_attrs_and_function_type(p, st, &names)
}

/// The printer of [`parse_clauses_op`]; when a property cannot print as its clause (a
/// malformed op), every property prints in the attribute dictionary instead.
pub fn print_clauses_op(
    p: &mut dyn OpAsmPrinter,
    op: OpRef<'_>,
    clauses: &[Clause],
    operands: Operands,
) {
    let has_operands = op.num_operands() > 0;
    let all_printable = clauses.iter().all(|c| c.printable(op));
    print_operand_list(p, op);
    // Variadic operands are each followed by a comma (`custom<VariadicOperandWithAttribute>`).
    let trailing_comma = matches!(operands, Operands::Variadic) && has_operands;
    let elided: Vec<&str> = if all_printable {
        for (i, clause) in clauses.iter().enumerate() {
            p.write_str(if i > 0 || has_operands { ", " } else { " " });
            clause.print(p, op);
        }
        clauses.iter().map(|c| c.prop()).collect()
    } else {
        if trailing_comma {
            p.write_str(",");
        }
        Vec::new()
    };
    print_attrs_and_function_type(p, op, &elided);
}

/// `%a, %b,` : operands each followed by a comma, up to the first non-operand token.
pub fn parse_variadic_operands_with_attribute(
    p: &mut dyn OpAsmParser,
) -> Result<Vec<UnresolvedOperand>, Diag> {
    let mut operands = Vec::new();
    while let Some(operand) = p.parse_optional_operand() {
        operands.push(operand?);
        p.parse_punct(Punct::Comma)?;
    }
    Ok(operands)
}

/// StableHLO's `custom<SliceRanges>`: `[start:limit(:stride)?, ...]`, stride 1 when left out.
pub fn parse_slice_ranges(p: &mut dyn OpAsmParser) -> Result<[Vec<i64>; 3], Diag> {
    let mut ranges: [Vec<i64>; 3] = Default::default();
    p.as_asm_parser()
        .parse_comma_separated(Delimiter::Square, &mut |q| {
            let start = q.parse_integer()?;
            q.parse_punct(Punct::Colon)?;
            let limit = q.parse_integer()?;
            let stride = if q.parse_optional_punct(Punct::Colon) {
                q.parse_integer()?
            } else {
                1
            };
            ranges[0].push(start);
            ranges[1].push(limit);
            ranges[2].push(stride);
            Ok(())
        })?;
    Ok(ranges)
}

/// `[1:2, 0:4:2]`; lists of different lengths print labelled (StableHLO's fallback, which
/// does not parse back; the verifier rejects such ops).
pub fn print_slice_ranges(p: &mut dyn OpAsmPrinter, start: &[i64], limit: &[i64], strides: &[i64]) {
    if start.len() != limit.len() || start.len() != strides.len() {
        p.write_str(&format!(
            "[start_indices: {}, limit_indices: {}, strides: {}]",
            join(start),
            join(limit),
            join(strides)
        ));
        return;
    }
    let items: Vec<String> = start
        .iter()
        .zip(limit)
        .zip(strides)
        .map(|((s, l), &st)| {
            if st == 1 {
                format!("{s}:{l}")
            } else {
                format!("{s}:{l}:{st}")
            }
        })
        .collect();
    p.write_str(&format!("[{}]", items.join(", ")));
}
