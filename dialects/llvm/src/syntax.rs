//! Syntax and checks shared by the dialect's ops: the flag clauses (`overflow<..>`,
//! `exact`, `disjoint`, `nneg`), default-valued properties, and ODS-style type messages.

use crate::attrs::{fastmath_attr, fastmath_bits};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::ir::NamedAttrs;
use xla_ir::{Attribute, Context, Diag, OpRef, OperationState, Type};

/// Which optional properties an op has; a bit set usable as a const generic.
pub mod flags {
    pub const NONE: u8 = 0;
    /// `overflowFlags` (i32, default 0): `overflow<nsw, nuw>` after the operands.
    pub const OVERFLOW: u8 = 1;
    /// `fastmathFlags` (default none): in the attribute dictionary unless none.
    pub const FASTMATH: u8 = 2;
    /// `isExact` (unit): `exact` before the operands.
    pub const EXACT: u8 = 4;
    /// `isDisjoint` (unit): `disjoint` before the operands.
    pub const DISJOINT: u8 = 8;
    /// `nonNeg` (unit): `nneg` before the operand.
    pub const NNEG: u8 = 16;
}

/// Property names for flag set `f`.
pub fn prop_names(f: u8) -> Vec<&'static str> {
    [
        (flags::OVERFLOW, "overflowFlags"),
        (flags::FASTMATH, "fastmathFlags"),
        (flags::EXACT, "isExact"),
        (flags::DISJOINT, "isDisjoint"),
        (flags::NNEG, "nonNeg"),
    ]
    .iter()
    .filter(|(b, _)| f & b != 0)
    .map(|&(_, n)| n)
    .collect()
}

const OVERFLOW_BITS: [(&str, i128); 2] = [("nsw", 1), ("nuw", 2)];

/// `OpDef::default_properties` for flag set `F`.
pub fn populate_defaults<const F: u8>(ctx: &Context, props: &mut NamedAttrs) {
    if F & flags::OVERFLOW != 0 && props.get_str(ctx, "overflowFlags").is_none() {
        props.set_str(ctx, "overflowFlags", ctx.integer_attr(ctx.i32(), 0));
    }
    if F & flags::FASTMATH != 0 && props.get_str(ctx, "fastmathFlags").is_none() {
        props.set_str(ctx, "fastmathFlags", fastmath_attr(ctx, 0));
    }
}

/// The unit keywords written before the operands.
fn prefix_keywords(f: u8) -> impl Iterator<Item = (&'static str, &'static str)> {
    [
        (flags::EXACT, "exact", "isExact"),
        (flags::DISJOINT, "disjoint", "isDisjoint"),
        (flags::NNEG, "nneg", "nonNeg"),
    ]
    .into_iter()
    .filter(move |(b, _, _)| f & b != 0)
    .map(|(_, kw, prop)| (kw, prop))
}

pub fn parse_prefix_flags(p: &mut dyn OpAsmParser, st: &mut OperationState, f: u8) {
    for (kw, prop) in prefix_keywords(f) {
        if p.parse_optional_keyword(kw) {
            let unit = p.ctx().unit_attr();
            st.set_attr(p.ctx(), prop, unit);
        }
    }
}

pub fn print_prefix_flags(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, f: u8) {
    for (kw, prop) in prefix_keywords(f) {
        if op.attr(prop).is_some() {
            p.write_str(" ");
            p.write_str(kw);
        }
    }
}

/// `overflow<nsw, nuw>` after the operands.
pub fn parse_overflow(p: &mut dyn OpAsmParser, st: &mut OperationState, f: u8) -> Result<(), Diag> {
    if f & flags::OVERFLOW == 0 || !p.parse_optional_keyword("overflow") {
        return Ok(());
    }
    p.parse_punct(Punct::Less)?;
    let mut bits = 0;
    loop {
        let loc = p.current_loc();
        let kw = p.parse_keyword_any()?;
        bits |= match kw.as_str() {
            "none" => 0,
            _ => OVERFLOW_BITS
                .iter()
                .find(|(n, _)| *n == kw)
                .map(|&(_, b)| b)
                .ok_or_else(|| {
                    p.error_at(
                        loc,
                        "expected ::mlir::LLVM::IntegerOverflowFlags to be one of: none, nsw, nuw",
                    )
                })?,
        };
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::Greater)?;
    let a = p.ctx().integer_attr(p.ctx().i32(), bits);
    st.set_attr(p.ctx(), "overflowFlags", a);
    Ok(())
}

pub fn print_overflow(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, f: u8) {
    if f & flags::OVERFLOW == 0 {
        return;
    }
    let bits = op
        .attr("overflowFlags")
        .and_then(|a| op.ctx.attr_as_int(a))
        .unwrap_or(0);
    if bits == 0 {
        return;
    }
    let names: Vec<&str> = OVERFLOW_BITS
        .iter()
        .filter(|(_, b)| bits & b != 0)
        .map(|(n, _)| *n)
        .collect();
    p.write_str(&format!(" overflow<{}>", names.join(", ")));
}

/// The property names the custom form never shows in its attribute dictionary, plus the
/// default-valued ones that hold their default (MLIR elides those).
pub fn elided_props(op: OpRef<'_>, f: u8, always: &[&'static str]) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = always.to_vec();
    out.extend(
        ["overflowFlags", "isExact", "isDisjoint", "nonNeg"]
            .iter()
            .zip([flags::OVERFLOW, flags::EXACT, flags::DISJOINT, flags::NNEG])
            .filter(|(_, b)| f & *b != 0)
            .map(|(n, _)| *n),
    );
    if f & flags::FASTMATH != 0
        && op
            .attr("fastmathFlags")
            .and_then(|a| fastmath_bits(op.ctx, a))
            == Some(0)
    {
        out.push("fastmathFlags");
    }
    out
}

/// `'t'` as MLIR quotes a type in messages.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", xla_ir::asm::type_to_string(ctx, t))
}

/// ODS's operand/result constraint message.
pub fn constraint_error(op: &OpRef<'_>, what: &str, index: usize, summary: &str, t: Type) -> Diag {
    op.error(format!(
        "{what} #{index} must be {summary}, but got {}",
        quoted(op.ctx, t)
    ))
}

/// Checks operand `index` against one constraint.
pub fn check_operand(
    op: &OpRef<'_>,
    index: usize,
    summary: &str,
    ok: impl Fn(&Context, Type) -> bool,
) -> Result<(), Diag> {
    let t = op.operand_type(index);
    if ok(op.ctx, t) {
        return Ok(());
    }
    Err(constraint_error(op, "operand", index, summary, t))
}

/// Checks result `index` against one constraint.
pub fn check_result(
    op: &OpRef<'_>,
    index: usize,
    summary: &str,
    ok: impl Fn(&Context, Type) -> bool,
) -> Result<(), Diag> {
    let t = op.result_type(index);
    if ok(op.ctx, t) {
        return Ok(());
    }
    Err(constraint_error(op, "result", index, summary, t))
}

/// Checks every operand and result against one constraint.
pub fn check_all(
    op: &OpRef<'_>,
    summary: &str,
    ok: impl Fn(&Context, Type) -> bool,
) -> Result<(), Diag> {
    for (i, t) in op.operand_types().into_iter().enumerate() {
        if !ok(op.ctx, t) {
            return Err(constraint_error(op, "operand", i, summary, t));
        }
    }
    for (i, t) in op.result_types().into_iter().enumerate() {
        if !ok(op.ctx, t) {
            return Err(constraint_error(op, "result", i, summary, t));
        }
    }
    Ok(())
}

/// `array<i32: ...>`.
pub fn dense_i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.dense_i32_array(values)
}

pub fn i32_array(ctx: &Context, a: Attribute) -> Option<Vec<i32>> {
    ctx.attr_as_i32_array(a)
}
