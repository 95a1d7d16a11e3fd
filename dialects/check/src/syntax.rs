//! The check ops' assembly formats (StableHLO's `CheckOps.td`):
//! - `check.expect_eq_const %x, dense<...> : T` (the operand takes the value's type);
//! - `check.expect_almost_eq_const %x, dense<...> : T, tolerance = 1.000000e-01`;
//! - `check.expect_eq %a, %b : T`, `check.expect_almost_eq %a, %b, tolerance = ... : T`;
//! - `check.expect_close %a, %b, max_ulp_difference = 3, min_ulp_difference = 1 : T1, T2`;
//! - `check.expect_serialized_eq %x, probe_id = "p", iter = 2 : T`.
//!
//! Default-valued optional clauses are printed only when they differ from the default.

use crate::ops::{
    unsigned, DEFAULT_TOLERANCE, ITERATION, MAX_ULP, MIN_ULP, PROBE_ID, TOLERANCE, VALUE,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{AttrData, Attribute, Diag, OpRef, OperationState};

/// `, keyword = <float>` into the f64 property `prop`.
fn parse_optional_tolerance(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    if !p.parse_optional_punct(Punct::Comma) {
        return Ok(());
    }
    p.parse_keyword(TOLERANCE)?;
    p.parse_punct(Punct::Equal)?;
    let v = p.parse_float()?;
    let attr = p.ctx().float_attr_bits(p.ctx().f64(), v.to_bits());
    st.set_attr(p.ctx(), TOLERANCE, attr);
    Ok(())
}

/// `, tolerance = F` unless absent or the default.
fn print_optional_tolerance(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let Some(a) = op.attr(TOLERANCE) else { return };
    if matches!(op.ctx.attr_data(a), AttrData::Float { bits, .. } if *bits == DEFAULT_TOLERANCE.to_bits())
    {
        return;
    }
    p.write_str(", tolerance = ");
    p.print_attribute_without_type(a);
}

/// `, keyword = <unsigned>` into the property `prop` of `width` bits.
fn parse_unsigned_clause(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    keyword: &str,
    prop: &str,
    width: u32,
) -> Result<(), Diag> {
    p.parse_keyword(keyword)?;
    p.parse_punct(Punct::Equal)?;
    let loc = p.current_loc();
    let v = p.parse_integer()?;
    if v < 0 || (width < 64 && v >> width != 0) {
        return Err(p.error_at(
            loc,
            &format!("integer value too large for {width}-bit unsigned '{keyword}'"),
        ));
    }
    let attr = p.ctx().integer_attr(unsigned(p.ctx(), width), v as i128);
    st.set_attr(p.ctx(), prop, attr);
    Ok(())
}

/// `, keyword = N` unless the property is absent or `default`.
fn print_unsigned_clause(
    p: &mut dyn OpAsmPrinter,
    op: OpRef<'_>,
    keyword: &str,
    prop: &str,
    default: Option<i128>,
) {
    let Some(a) = op.attr(prop) else { return };
    let value = op.ctx.attr_as_int(a);
    if value.is_some() && value == default {
        return;
    }
    p.write_str(&format!(", {keyword} = "));
    p.print_attribute_without_type(a);
}

fn print_operands(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
}

/// `%x, <elements attr> (, tolerance = F)? attr-dict`
pub fn parse_const<const TOL: bool>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let loc = p.current_loc();
    let value: Attribute = p.parse_attribute(None)?;
    let Some(ty) = p.ctx().attr_type(value) else {
        return Err(p.error_at(loc, "expected a typed elements attribute"));
    };
    st.set_attr(p.ctx(), VALUE, value);
    if TOL {
        parse_optional_tolerance(p, st)?;
    }
    p.parse_optional_attr_dict(st)?;
    p.resolve_operands(&[operand], &[ty], &mut st.operands)
}

pub fn print_const<const TOL: bool>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands(p, op);
    if let Some(v) = op.attr(VALUE) {
        p.write_str(", ");
        p.print_attribute(v);
    }
    if TOL {
        print_optional_tolerance(p, op);
    }
    p.print_optional_attr_dict(op, &[VALUE, TOLERANCE]);
}

/// `%a, %b (, tolerance = F)? attr-dict : T`
pub fn parse_pair<const TOL: bool>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    if TOL {
        parse_optional_tolerance(p, st)?;
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[lhs, rhs], &[ty, ty], &mut st.operands)
}

pub fn print_pair<const TOL: bool>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands(p, op);
    if TOL {
        print_optional_tolerance(p, op);
    }
    p.print_optional_attr_dict(op, &[TOLERANCE]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

/// `%a, %b, max_ulp_difference = N (, min_ulp_difference = M)? : attr-dict T1, T2`
pub fn parse_close(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let actual = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let expected = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    parse_unsigned_clause(p, st, MAX_ULP, MAX_ULP, 64)?;
    if p.parse_optional_punct(Punct::Comma) {
        parse_unsigned_clause(p, st, MIN_ULP, MIN_ULP, 64)?;
    }
    p.parse_punct(Punct::Colon)?;
    p.parse_optional_attr_dict(st)?;
    let t0 = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let t1 = p.parse_type()?;
    p.resolve_operands(&[actual, expected], &[t0, t1], &mut st.operands)
}

pub fn print_close(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands(p, op);
    p.write_str(", max_ulp_difference = ");
    match op.attr(MAX_ULP) {
        Some(a) => p.print_attribute_without_type(a),
        None => p.write_str("1"),
    }
    print_unsigned_clause(p, op, MIN_ULP, MIN_ULP, Some(0));
    p.write_str(" :");
    p.print_optional_attr_dict(op, &[MAX_ULP, MIN_ULP]);
    p.write_str(" ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.operand_type(1));
}

/// `%x, probe_id = "p" (, iter = N)? attr-dict : T`
pub fn parse_serialized_eq(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword(PROBE_ID)?;
    p.parse_punct(Punct::Equal)?;
    let probe = p.parse_string()?;
    let attr = p.ctx().string_attr(&probe);
    st.set_attr(p.ctx(), PROBE_ID, attr);
    if p.parse_optional_punct(Punct::Comma) {
        parse_unsigned_clause(p, st, "iter", ITERATION, 32)?;
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[operand], &[ty], &mut st.operands)
}

pub fn print_serialized_eq(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands(p, op);
    p.write_str(", probe_id = ");
    if let Some(a) = op.attr(PROBE_ID) {
        p.print_attribute(a);
    }
    print_unsigned_clause(p, op, "iter", ITERATION, Some(0));
    p.print_optional_attr_dict(op, &[PROBE_ID, ITERATION]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}
