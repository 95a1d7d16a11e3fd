//! `arith.cmpi` and `arith.cmpf`: `$predicate, $lhs, $rhs [fastmath] attr-dict : type($lhs)`,
//! with the predicate stored as an `i64` property and the `i1`-shaped result inferred.

use crate::apfloat;
use crate::apint::Int;
use crate::attrs::{
    parse_enum_case, CmpFPredicate, CmpIPredicate, IntEnum, CMPF_PREDICATES, CMPI_PREDICATES,
};
use crate::constraints::class::{BOOL, FLOAT, INT};
use crate::constraints::{
    check_prop, i1_same_shape, require_prop, satisfies, summary, verify_operands, verify_results,
};
use crate::display::quoted;
use crate::fold::{
    bool_attr_like, const_int, decode_all, elem_width, map_binary, to_attr, to_value,
};
use crate::syntax::flags::{FASTMATH, NONE};
use crate::syntax::{
    parse_flags, print_flags, prop_names, verify_flag_props, with_defaults, ELEMENTWISE_MAPPABLE,
};
use std::cmp::Ordering;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::registry::FoldResult;
use xla_ir::{Arity, AttrData, Attribute, Diag, OpDef, OpRef, OperationState, Traits};

pub fn ops() -> Vec<OpDef> {
    vec![
        compare_op::<INT, NONE>("cmpi", "integer comparison operation", fold_cmpi)
            .example("%x = arith.cmpi slt, %lhs, %rhs : i32"),
        compare_op::<FLOAT, FASTMATH>("cmpf", "floating-point comparison operation", fold_cmpf)
            .example("%r = arith.cmpf ult, %0, %1 fastmath<nnan> : tensor<42x42xf64>"),
    ]
}

fn predicates(class: u8) -> &'static IntEnum {
    if class == INT {
        &CMPI_PREDICATES
    } else {
        &CMPF_PREDICATES
    }
}

fn compare_op<const CLASS: u8, const F: u8>(
    mnemonic: &str,
    summary: &str,
    fold: xla_ir::registry::FoldFn,
) -> OpDef {
    let mut props = vec!["predicate"];
    props.extend(prop_names(F));
    let def = OpDef::new(format!("arith.{mnemonic}"))
        .summary(summary)
        .traits(Traits::PURE | Traits::SAME_TYPE_OPERANDS | ELEMENTWISE_MAPPABLE)
        .operands(Arity::Exactly(2))
        .results(Arity::Exactly(1))
        .inherent(&props)
        .verifier(verify::<CLASS, F>)
        .syntax(parse::<CLASS, F>, print::<F>)
        .folder(fold);
    with_defaults::<F>(def)
}

fn parse<const CLASS: u8, const F: u8>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let e = predicates(CLASS);
    let predicate = parse_enum_case(p.as_asm_parser(), e, "predicate")?;
    let a = e.attr(p.ctx(), predicate);
    st.set_attr(p.ctx(), "predicate", a);
    p.parse_punct(Punct::Comma)?;
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    parse_flags(p, st, F)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    // The result type is built from the operand type, so check it first (as ODS parsers do).
    if !satisfies(p.ctx(), CLASS, ty) {
        let msg = format!(
            "'lhs' must be {}, but got {}",
            summary(CLASS),
            quoted(p.ctx(), ty)
        );
        return Err(p.error_at(p.op_loc(), &msg));
    }
    p.resolve_operands(&[lhs, rhs], &[ty, ty], &mut st.operands)?;
    st.result_types.push(i1_same_shape(p.ctx(), ty));
    Ok(())
}

fn print<const F: u8>(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let e = if op.name_str() == "arith.cmpi" {
        &CMPI_PREDICATES
    } else {
        &CMPF_PREDICATES
    };
    let predicate = op
        .attr("predicate")
        .and_then(|a| e.value_of(op.ctx, a))
        .unwrap_or(0);
    p.write_str(" ");
    p.write_str(e.name(predicate));
    p.write_str(", ");
    let operands: Vec<_> = op.operands().collect();
    p.print_operands(&operands);
    print_flags(p, op, F);
    let mut elided = vec!["predicate"];
    elided.extend(prop_names(F));
    p.print_optional_attr_dict(op, &elided);
    p.write_str(" : ");
    if let Some(&lhs) = operands.first() {
        p.print_type(op.value_type(lhs));
    }
}

fn verify<const CLASS: u8, const F: u8>(op: OpRef<'_>) -> Result<(), Diag> {
    let e = predicates(CLASS);
    check_prop(op, "predicate", |ctx, a| e.value_of(ctx, a).is_some())?;
    verify_flag_props(op, F)?;
    require_prop(op, "predicate")?;
    verify_operands(op, &[CLASS])?;
    verify_results(op, &[BOOL])?;
    let (Some(&lhs), Some(&result)) = (op.operand_types().first(), op.result_types().first())
    else {
        return Ok(());
    };
    if result != i1_same_shape(op.ctx, lhs) {
        return Err(op.error(
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

/// `applyCmpPredicate` for integers.
pub fn cmpi(predicate: CmpIPredicate, a: Int, b: Int) -> bool {
    use CmpIPredicate as P;
    match predicate {
        P::Eq => a == b,
        P::Ne => a != b,
        P::Slt => a.slt(b),
        P::Sle => !b.slt(a),
        P::Sgt => b.slt(a),
        P::Sge => !a.slt(b),
        P::Ult => a.ult(b),
        P::Ule => !b.ult(a),
        P::Ugt => b.ult(a),
        P::Uge => !a.ult(b),
    }
}

/// `applyCmpPredicate` for floats: `order` is `None` when unordered.
pub fn cmpf(predicate: CmpFPredicate, order: Option<Ordering>) -> bool {
    use CmpFPredicate as P;
    use Ordering::*;
    match (predicate, order) {
        (P::False, _) => false,
        (P::True, _) => true,
        (P::Ord, o) => o.is_some(),
        (P::Uno, o) => o.is_none(),
        (P::Ueq | P::Ugt | P::Uge | P::Ult | P::Ule | P::Une, None) => true,
        (_, None) => false,
        (P::Oeq | P::Ueq, Some(o)) => o == Equal,
        (P::Ogt | P::Ugt, Some(o)) => o == Greater,
        (P::Oge | P::Uge, Some(o)) => o != Less,
        (P::Olt | P::Ult, Some(o)) => o == Less,
        (P::Ole | P::Ule, Some(o)) => o != Greater,
        (P::One | P::Une, Some(o)) => o != Equal,
    }
}

fn fold_cmpi(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if op.num_operands() != 2 || op.num_results() != 1 || operands.len() != 2 {
        return None;
    }
    use CmpIPredicate as P;
    let predicate = CmpIPredicate::of_attr(op.ctx, op.attr("predicate")?)?;
    if op.operand(0) == op.operand(1) {
        let reflexive = matches!(predicate, P::Eq | P::Sle | P::Sge | P::Ule | P::Uge);
        return to_attr(bool_attr_like(op.ctx, op.result_type(0), reflexive));
    }
    // `cmpi ne, %b, false` and `cmpi eq, %b, true` on i1 are `%b`.
    let lhs_is_i1 = op
        .ctx
        .integer_width(op.ctx.element_type(op.operand_type(0)))
        == Some(1);
    if let Some(c) = const_int(op.ctx, operands[1]).filter(|_| lhs_is_i1) {
        if (c.is_zero() && predicate == P::Ne) || (c.is_one() && predicate == P::Eq) {
            return to_value(op.operand(0));
        }
    }
    let [Some(a), Some(b)] = <[_; 2]>::try_from(decode_all(op.ctx, operands)).ok()? else {
        return None;
    };
    let width = elem_width(op.ctx, a.elem)?;
    let result_ty = i1_same_shape(op.ctx, a.ty);
    let result = map_binary(op.ctx, &a, &b, result_ty, |x, y| {
        Some(u128::from(cmpi(
            predicate,
            Int::new(width, x),
            Int::new(width, y),
        )))
    });
    to_attr(result)
}

/// Folds scalar float constants only, as upstream; a NaN operand decides alone.
fn fold_cmpf(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if operands.len() != 2 {
        return None;
    }
    let predicate = CmpFPredicate::of_attr(op.ctx, op.attr("predicate")?)?;
    let scalar = |a: Option<Attribute>| match a.map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::Float { ty, bits }) => Some((op.ctx.float_kind(*ty)?, *bits)),
        _ => None,
    };
    let (mut lhs, mut rhs) = (scalar(operands[0]), scalar(operands[1]));
    if let Some(l) = lhs.filter(|&(k, b)| xla_ir::float::is_nan(k, b)) {
        rhs = Some(l);
    }
    if let Some(r) = rhs.filter(|&(k, b)| xla_ir::float::is_nan(k, b)) {
        lhs = Some(r);
    }
    let ((kind, a), (_, b)) = (lhs?, rhs?);
    let order = if xla_ir::float::is_nan(kind, a) || xla_ir::float::is_nan(kind, b) {
        None
    } else {
        apfloat::compare(kind, a, b)
    };
    to_attr(Some(op.ctx.bool_attr(cmpf(predicate, order))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_predicates() {
        let (a, b) = (Int::from_i128(8, -1), Int::from_i128(8, 1));
        let idx = |n| CmpIPredicate::from_name(n).unwrap();
        assert!(cmpi(idx("slt"), a, b));
        assert!(!cmpi(idx("ult"), a, b));
        assert!(cmpi(idx("uge"), a, b));
        assert!(cmpi(idx("sle"), a, a) && !cmpi(idx("ne"), a, a));
    }

    #[test]
    fn float_predicates() {
        let idx = |n| CmpFPredicate::from_name(n).unwrap();
        assert!(cmpf(idx("une"), None));
        assert!(!cmpf(idx("one"), None));
        assert!(cmpf(idx("ult"), None));
        assert!(!cmpf(idx("olt"), None));
        assert!(cmpf(idx("one"), Some(Ordering::Less)));
        assert!(cmpf(idx("true"), None) && !cmpf(idx("false"), Some(Ordering::Equal)));
        assert!(cmpf(idx("oge"), Some(Ordering::Equal)));
    }
}
