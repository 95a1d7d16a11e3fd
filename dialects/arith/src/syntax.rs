//! Syntax shared across arith ops: the optional flag clauses (`overflow<...>`, `exact`,
//! `fastmath<...>`, rounding modes) with their properties, and the one form every
//! `Arith_ArithOp` uses, `$operands [flags] attr-dict : type($result)`, written once and
//! instantiated per op through const generics.

use crate::attrs::{FASTMATH, OVERFLOW, ROUNDING_MODES};
use crate::constraints::{check_prop, is_unit, verify_operands, verify_results};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, OpAsmResultNames, Punct};
use xla_ir::ir::NamedAttrs;
use xla_ir::registry::FoldFn;
use xla_ir::{Arity, Context, Diag, OpDef, OpRef, OperationState, Traits};

/// Which optional properties (and clauses) an op has; a bit set usable as a const generic.
pub mod flags {
    pub const NONE: u8 = 0;
    /// `DefaultValuedAttr` `overflowFlags`: `overflow<nsw, nuw>`, elided when `none`.
    pub const OVERFLOW: u8 = 1;
    /// `DefaultValuedAttr` `fastmath`: `fastmath<...>`, elided when `none`.
    pub const FASTMATH: u8 = 2;
    /// `OptionalAttr` `fastmath`: printed whenever present, even as `fastmath<none>`.
    pub const FASTMATH_OPT: u8 = 4;
    /// `UnitAttr` `isExact`: `exact`.
    pub const EXACT: u8 = 8;
    /// `OptionalAttr` `roundingmode`: a mode keyword, before any fastmath clause.
    pub const ROUNDING: u8 = 16;
    /// A second operand `$scale` (the scaling casts).
    pub const SCALE: u8 = 32;
}

/// `ElementwiseMappable.traits` as the core knows them (every op but `arith.constant`).
pub const ELEMENTWISE_MAPPABLE: Traits = Traits(Traits::ELEMENTWISE.0 | Traits::SCALARIZABLE.0);

/// The property names an op with flag set `f` declares.
pub fn prop_names(f: u8) -> Vec<&'static str> {
    let table = [
        (flags::ROUNDING, "roundingmode"),
        (flags::OVERFLOW, "overflowFlags"),
        (flags::EXACT, "isExact"),
        (flags::FASTMATH | flags::FASTMATH_OPT, "fastmath"),
    ];
    table
        .iter()
        .filter(|(bit, _)| f & bit != 0)
        .map(|&(_, name)| name)
        .collect()
}

/// Parses the optional flag clauses in upstream's order.
pub fn parse_flags(p: &mut dyn OpAsmParser, st: &mut OperationState, f: u8) -> Result<(), Diag> {
    if f & flags::ROUNDING != 0 {
        if let Some(mode) = ROUNDING_MODES
            .cases
            .iter()
            .position(|m| p.parse_optional_keyword(m))
        {
            let a = ROUNDING_MODES.attr(p.ctx(), mode);
            st.set_attr(p.ctx(), "roundingmode", a);
        }
    }
    if f & flags::OVERFLOW != 0 && p.parse_optional_keyword("overflow") {
        let bits = OVERFLOW.parse_body(p.as_asm_parser())?;
        let a = OVERFLOW.attr(p.ctx(), bits);
        st.set_attr(p.ctx(), "overflowFlags", a);
    }
    if f & flags::EXACT != 0 && p.parse_optional_keyword("exact") {
        let a = p.ctx().unit_attr();
        st.set_attr(p.ctx(), "isExact", a);
    }
    if f & (flags::FASTMATH | flags::FASTMATH_OPT) != 0 && p.parse_optional_keyword("fastmath") {
        let bits = FASTMATH.parse_body(p.as_asm_parser())?;
        let a = FASTMATH.attr(p.ctx(), bits);
        st.set_attr(p.ctx(), "fastmath", a);
    }
    Ok(())
}

/// `OpDef::default_properties` for flag set `F`: default-valued properties the op was
/// created without become `none`, as MLIR's properties always hold a value (and its
/// generic form prints it).
pub fn populate_defaults<const F: u8>(ctx: &Context, props: &mut NamedAttrs) {
    if F & flags::OVERFLOW != 0 && props.get_str(ctx, "overflowFlags").is_none() {
        props.set_str(ctx, "overflowFlags", OVERFLOW.attr(ctx, 0));
    }
    if F & flags::FASTMATH != 0 && props.get_str(ctx, "fastmath").is_none() {
        props.set_str(ctx, "fastmath", FASTMATH.attr(ctx, 0));
    }
}

/// Registers [`populate_defaults`] when `F` has default-valued properties.
pub fn with_defaults<const F: u8>(def: OpDef) -> OpDef {
    if F & (flags::OVERFLOW | flags::FASTMATH) != 0 {
        def.default_properties(populate_defaults::<F>)
    } else {
        def
    }
}

/// Prints the flag clauses: default-valued ones unless `none`, optional ones when present.
pub fn print_flags(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, f: u8) {
    let ctx = op.ctx;
    if f & flags::ROUNDING != 0 {
        if let Some(mode) = op
            .attr("roundingmode")
            .and_then(|a| ROUNDING_MODES.value_of(ctx, a))
        {
            p.write_str(" ");
            p.write_str(ROUNDING_MODES.name(mode));
        }
    }
    if f & flags::OVERFLOW != 0 {
        if let Some(bits) = op
            .attr("overflowFlags")
            .and_then(|a| OVERFLOW.bits_of(ctx, a))
            .filter(|&b| b != 0)
        {
            p.write_str(&format!(" overflow{}", OVERFLOW.body(bits)));
        }
    }
    if f & flags::EXACT != 0 && op.attr("isExact").is_some() {
        p.write_str(" exact");
    }
    if f & (flags::FASTMATH | flags::FASTMATH_OPT) != 0 {
        let bits = op.attr("fastmath").and_then(|a| FASTMATH.bits_of(ctx, a));
        if let Some(bits) = bits.filter(|&b| b != 0 || f & flags::FASTMATH_OPT != 0) {
            p.write_str(&format!(" fastmath{}", FASTMATH.body(bits)));
        }
    }
}

/// Checks the kind of each flag property that is present.
pub fn verify_flag_props(op: OpRef<'_>, f: u8) -> Result<(), Diag> {
    if f & flags::ROUNDING != 0 {
        check_prop(op, "roundingmode", |ctx, a| {
            ROUNDING_MODES.value_of(ctx, a).is_some()
        })?;
    }
    if f & flags::OVERFLOW != 0 {
        check_prop(op, "overflowFlags", |ctx, a| {
            OVERFLOW.bits_of(ctx, a).is_some()
        })?;
    }
    if f & flags::EXACT != 0 {
        check_prop(op, "isExact", is_unit)?;
    }
    if f & (flags::FASTMATH | flags::FASTMATH_OPT) != 0 {
        check_prop(op, "fastmath", |ctx, a| FASTMATH.bits_of(ctx, a).is_some())?;
    }
    Ok(())
}

/// `$a, $b [flags] attr-dict : type($result)` with `N` operands, all of the result type.
pub fn parse_same_type<const F: u8, const N: usize>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let mut operands = Vec::with_capacity(N);
    for i in 0..N {
        if i > 0 {
            p.parse_punct(Punct::Comma)?;
        }
        operands.push(p.parse_operand()?);
    }
    parse_flags(p, st, F)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&operands, &[ty; N], &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

pub fn print_same_type<const F: u8>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    print_flags(p, op, F);
    p.print_optional_attr_dict(op, &prop_names(F));
    p.write_str(" : ");
    p.print_types(&op.result_types());
}

/// ODS invariants of an `Arith_ArithOp`: flag properties, then operand and result types.
pub fn verify_same_type<const CLASS: u8, const F: u8>(op: OpRef<'_>) -> Result<(), Diag> {
    verify_flag_props(op, F)?;
    verify_operands(op, &[CLASS])?;
    verify_results(op, &[CLASS])
}

/// An `Arith_ArithOp` (`SameOperandsAndResultType`, elementwise) with `N` operands of
/// constraint `CLASS` and flag clauses `F`.
pub fn same_type_op<const CLASS: u8, const F: u8, const N: usize>(
    mnemonic: &str,
    summary: &str,
    traits: Traits,
    fold: FoldFn,
) -> OpDef {
    let def = OpDef::new(format!("arith.{mnemonic}"))
        .summary(summary)
        .traits(traits | Traits::SAME_OPERANDS_AND_RESULT_TYPE | ELEMENTWISE_MAPPABLE)
        .operands(Arity::Exactly(N as u32))
        .results(Arity::Exactly(1))
        .inherent(&prop_names(F))
        .verifier(verify_same_type::<CLASS, F>)
        .syntax(parse_same_type::<F, N>, print_same_type::<F>)
        .folder(fold);
    with_defaults::<F>(def)
}

/// Suggested result names as a plain function: `(result index, name)` pairs.
pub type NamesFn = fn(OpRef<'_>) -> Vec<(usize, String)>;

struct ResultNames(NamesFn);

impl OpAsmResultNames for ResultNames {
    fn result_names(&self, op: OpRef<'_>) -> Vec<(usize, String)> {
        (self.0)(op)
    }
}

/// Attaches result-name suggestions (the core's `OpAsmResultNames` interface) in a builder chain.
pub trait WithResultNames {
    fn result_names(self, names: NamesFn) -> Self;
}

impl WithResultNames for OpDef {
    fn result_names(mut self, names: NamesFn) -> Self {
        self.add_interface::<dyn OpAsmResultNames>(Box::new(ResultNames(names)));
        self
    }
}

/// Parses exactly `n` comma-separated operands (MLIR's `parseOperandList(ops, n)`).
pub fn parse_operands_exactly(
    p: &mut dyn OpAsmParser,
    n: usize,
) -> Result<Vec<xla_ir::asm::UnresolvedOperand>, Diag> {
    let loc = p.current_loc();
    let operands = p.parse_operand_list(Delimiter::None)?;
    if operands.len() != n {
        return Err(p.error_at(loc, &format!("expected {n} operands")));
    }
    Ok(operands)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn property_names_follow_flags() {
        assert_eq!(prop_names(flags::OVERFLOW), ["overflowFlags"]);
        assert_eq!(
            prop_names(flags::ROUNDING | flags::FASTMATH_OPT | flags::SCALE),
            ["roundingmode", "fastmath"]
        );
        assert!(prop_names(flags::NONE).is_empty());
    }

    #[test]
    fn defaults_fill_missing_properties_only() {
        let ctx = Context::new();
        let mut props = NamedAttrs::new();
        props.set_str(&ctx, "fastmath", FASTMATH.attr(&ctx, 2));
        populate_defaults::<{ flags::FASTMATH | flags::OVERFLOW }>(&ctx, &mut props);
        assert_eq!(
            props.get_str(&ctx, "fastmath"),
            Some(FASTMATH.attr(&ctx, 2))
        );
        assert_eq!(
            props.get_str(&ctx, "overflowFlags"),
            Some(OVERFLOW.attr(&ctx, 0))
        );
    }
}
