//! `arith.select`: `%c, %t, %f attr-dict : [type($c),] type($result)`.

use crate::constraints::class::{ANY, BOOL};
use crate::constraints::{i1_same_shape, verify_all_types_match, verify_operands, verify_results};
use crate::display::quoted;
use crate::fold::{const_int, decode_all, make, to_value, Elems};
use crate::syntax::{parse_operands_exactly, ELEMENTWISE_MAPPABLE};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::registry::FoldResult;
use xla_ir::{Arity, Attribute, Diag, OpDef, OpRef, OperationState, Traits, Type, TypeData};

pub fn ops() -> Vec<OpDef> {
    vec![OpDef::new("arith.select")
        .summary("select operation")
        .traits(Traits::PURE | ELEMENTWISE_MAPPABLE)
        .operands(Arity::Exactly(3))
        .results(Arity::Exactly(1))
        .verifier(invariants)
        .after_traits_verifier(verify)
        .syntax(parse, print)
        .folder(fold)
        .example("%vx = arith.select %vcond, %vtrue, %vfalse : vector<42xi1>, vector<42xf32>")]
}

fn parse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = parse_operands_exactly(p, 3)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let mut result = p.parse_type()?;
    let condition = if p.parse_optional_punct(Punct::Comma) {
        std::mem::replace(&mut result, p.parse_type()?)
    } else {
        p.ctx().i1()
    };
    st.result_types.push(result);
    p.resolve_operands(&operands, &[condition, result, result], &mut st.operands)
}

fn print(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    if let Some(&c) = operands.first() {
        let cond_ty = op.value_type(c);
        if op.ctx.is_shaped(cond_ty) {
            p.print_type(cond_ty);
            p.write_str(", ");
        }
    }
    p.print_types(&op.result_types());
}

/// The shapes `AllShapesMatch` compares (unranked types match only each other).
fn same_shape(op: OpRef<'_>, a: Type, b: Type) -> bool {
    let unranked = |t: Type| {
        matches!(
            op.ctx.type_data(t),
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. }
        )
    };
    match (op.ctx.shape(a), op.ctx.shape(b)) {
        (Some(x), Some(y)) => x == y,
        _ => unranked(a) && unranked(b),
    }
}

fn is_i1(op: OpRef<'_>, t: Type) -> bool {
    op.ctx.is_signless_integer(t) && op.ctx.integer_width(t) == Some(1)
}

/// ODS invariants: operand constraints, `AllTypesMatch`, `BooleanConditionOrMatchingShape`.
fn invariants(op: OpRef<'_>) -> Result<(), Diag> {
    verify_operands(op, &[BOOL, ANY])?;
    verify_results(op, &[ANY])?;
    let (operands, results) = (op.operand_types(), op.result_types());
    let ([condition, on_true, on_false], [result]) = (operands.as_slice(), results.as_slice())
    else {
        return Ok(());
    };
    let names = ["true_value", "false_value", "result"];
    verify_all_types_match(op, &names, &[*on_true, *on_false, *result])?;
    let ctx = op.ctx;
    let shapes_match =
        ctx.is_shaped(*condition) && ctx.is_shaped(*result) && same_shape(op, *condition, *result);
    if !is_i1(op, *condition) && !shapes_match {
        return Err(
            op.error("failed to verify that condition is signless i1 or has matching shape")
        );
    }
    Ok(())
}

/// Upstream's `SelectOp::verify` (after the traits): a shaped condition has the result's
/// shape with `i1` elements.
fn verify(op: OpRef<'_>) -> Result<(), Diag> {
    let (operands, results) = (op.operand_types(), op.result_types());
    let (Some(&condition), Some(&result)) = (operands.first(), results.first()) else {
        return Ok(());
    };
    if is_i1(op, condition) {
        return Ok(());
    }
    let ctx = op.ctx;
    let is_vector_or_tensor = matches!(
        ctx.type_data(result),
        TypeData::Vector { .. } | TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
    );
    if !is_vector_or_tensor {
        return Err(op.error(format!(
            "expected condition to be a signless i1, but got {}",
            quoted(ctx, condition)
        )));
    }
    let expected = i1_same_shape(ctx, result);
    if condition != expected {
        return Err(op.error(format!(
            "expected condition type to have the same shape as the result type, expected {}, but got {}",
            quoted(ctx, expected),
            quoted(ctx, condition)
        )));
    }
    Ok(())
}

fn fold(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if op.num_operands() != 3 || op.num_results() != 1 || operands.len() != 3 {
        return None;
    }
    let (condition, on_true, on_false) = (op.operand(0), op.operand(1), op.operand(2));
    if on_true == on_false {
        return to_value(on_true);
    }
    match const_int(op.ctx, operands[0]) {
        Some(c) if c.is_one() => return to_value(on_true),
        Some(c) if c.is_zero() => return to_value(on_false),
        _ => {}
    }
    // `select %c, true, false` on i1 is `%c`.
    let result_ty = op.result_type(0);
    let is_i1 = op.ctx.is_signless_integer(result_ty) && op.ctx.integer_width(result_ty) == Some(1);
    let (t, f) = (
        const_int(op.ctx, operands[1]),
        const_int(op.ctx, operands[2]),
    );
    if is_i1 && t.is_some_and(|t| t.is_one()) && f.is_some_and(|f| f.is_zero()) {
        return to_value(condition);
    }
    // Elementwise choice between dense constants under a dense condition.
    let [Some(c), Some(t), Some(f)] =
        <[Option<Elems>; 3]>::try_from(decode_all(op.ctx, operands)).ok()?
    else {
        return None;
    };
    if c.scalar || t.scalar || f.scalar || t.ty != f.ty {
        return None;
    }
    let n = usize::try_from(op.ctx.num_elements(t.ty)?).ok()?;
    let pick = |e: &Elems, i: usize| {
        if e.splat {
            e.bits[0]
        } else {
            e.bits.get(i).copied().unwrap_or(0)
        }
    };
    let bits: Vec<u128> = (0..n)
        .map(|i| {
            if pick(&c, i) != 0 {
                pick(&t, i)
            } else {
                pick(&f, i)
            }
        })
        .collect();
    Some(vec![FoldResult::Attr(make(op.ctx, t.ty, &bits)?)])
}
