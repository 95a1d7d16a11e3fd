//! `arith.cmpi` and `arith.cmpf`: `$predicate, $lhs, $rhs [fastmath] attr-dict : type($lhs)`,
//! with the predicate stored as an `i64` property and the `i1`-shaped result inferred.

use crate::apfloat;
use crate::apint::Int;
use crate::attrs::{parse_enum_case, IntEnum, CMPF_PREDICATES, CMPI_PREDICATES};
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
fn cmpi(predicate: usize, a: Int, b: Int) -> bool {
    match CMPI_PREDICATES.name(predicate) {
        "eq" => a == b,
        "ne" => a != b,
        "slt" => a.slt(b),
        "sle" => !b.slt(a),
        "sgt" => b.slt(a),
        "sge" => !a.slt(b),
        "ult" => a.ult(b),
        "ule" => !b.ult(a),
        "ugt" => b.ult(a),
        _ => !a.ult(b),
    }
}

/// `applyCmpPredicate` for floats: `order` is `None` when unordered.
fn cmpf(predicate: usize, order: Option<Ordering>) -> bool {
    use Ordering::*;
    match (CMPF_PREDICATES.name(predicate), order) {
        ("false", _) | ("true", _) => CMPF_PREDICATES.name(predicate) == "true",
        ("ord", o) => o.is_some(),
        ("uno", o) => o.is_none(),
        (name, None) => name.starts_with('u'),
        ("oeq" | "ueq", Some(o)) => o == Equal,
        ("ogt" | "ugt", Some(o)) => o == Greater,
        ("oge" | "uge", Some(o)) => o != Less,
        ("olt" | "ult", Some(o)) => o == Less,
        ("ole" | "ule", Some(o)) => o != Greater,
        (_, Some(o)) => o != Equal,
    }
}

fn fold_cmpi(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if op.num_operands() != 2 || op.num_results() != 1 || operands.len() != 2 {
        return None;
    }
    let predicate = CMPI_PREDICATES.value_of(op.ctx, op.attr("predicate")?)?;
    let name = CMPI_PREDICATES.name(predicate);
    if op.operand(0) == op.operand(1) {
        let reflexive = matches!(name, "eq" | "sle" | "sge" | "ule" | "uge");
        return to_attr(bool_attr_like(op.ctx, op.result_type(0), reflexive));
    }
    // `cmpi ne, %b, false` and `cmpi eq, %b, true` on i1 are `%b`.
    let lhs_is_i1 = op
        .ctx
        .integer_width(op.ctx.element_type(op.operand_type(0)))
        == Some(1);
    if let Some(c) = const_int(op.ctx, operands[1]).filter(|_| lhs_is_i1) {
        if (c.is_zero() && name == "ne") || (c.is_one() && name == "eq") {
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
    let predicate = CMPF_PREDICATES.value_of(op.ctx, op.attr("predicate")?)?;
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
        let idx = |n| CMPI_PREDICATES.index_of(n).unwrap();
        assert!(cmpi(idx("slt"), a, b));
        assert!(!cmpi(idx("ult"), a, b));
        assert!(cmpi(idx("uge"), a, b));
        assert!(cmpi(idx("sle"), a, a) && !cmpi(idx("ne"), a, a));
    }

    #[test]
    fn float_predicates() {
        let idx = |n| CMPF_PREDICATES.index_of(n).unwrap();
        assert!(cmpf(idx("une"), None));
        assert!(!cmpf(idx("one"), None));
        assert!(cmpf(idx("ult"), None));
        assert!(!cmpf(idx("olt"), None));
        assert!(cmpf(idx("one"), Some(Ordering::Less)));
        assert!(cmpf(idx("true"), None) && !cmpf(idx("false"), Some(Ordering::Equal)));
        assert!(cmpf(idx("oge"), Some(Ordering::Equal)));
    }
}
