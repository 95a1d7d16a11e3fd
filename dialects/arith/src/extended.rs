//! Two-result integer ops: `addui_extended` (sum and overflow bit) and the extended
//! multiplications `mulsi_extended` / `mului_extended` (low and high halves).

use crate::apint::Int;
use crate::constraints::class::{BOOL, INT};
use crate::constraints::{i1_same_shape, verify_all_types_match, verify_operands, verify_results};
use crate::fold::{const_int, decode_all, elem_width, map_binary, zero_attr, Elems};
use crate::syntax::{WithResultNames, ELEMENTWISE_MAPPABLE};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::registry::FoldResult;
use xla_ir::{Arity, Attribute, Diag, OpDef, OpRef, OperationState, Traits};

pub fn ops() -> Vec<OpDef> {
    let def = |name: &str, summary: &str| {
        OpDef::new(name)
            .summary(summary)
            .traits(Traits::PURE | Traits::COMMUTATIVE | ELEMENTWISE_MAPPABLE)
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(2))
    };
    vec![
        def(
            "arith.addui_extended",
            "extended unsigned integer addition operation returning sum and overflow bit",
        )
        .verifier(verify_add)
        .syntax(parse_add, print_add)
        .folder(fold_add)
        .result_names(sum_overflow)
        .example("%sum, %overflow = arith.addui_extended %b, %c : i64, i1"),
        def(
            "arith.mulsi_extended",
            "extended signed integer multiplication operation",
        )
        .verifier(verify_mul)
        .syntax(parse_mul, print_mul)
        .folder(fold_mul::<true>)
        .result_names(low_high)
        .example("%low, %high = arith.mulsi_extended %a, %b : i32"),
        def(
            "arith.mului_extended",
            "extended unsigned integer multiplication operation",
        )
        .verifier(verify_mul)
        .syntax(parse_mul, print_mul)
        .folder(fold_mul::<false>)
        .result_names(low_high)
        .example("%low, %high = arith.mului_extended %a, %b : i32"),
    ]
}

fn sum_overflow(_: OpRef<'_>) -> Vec<(usize, String)> {
    vec![(0, "sum".into()), (1, "overflow".into())]
}

fn low_high(_: OpRef<'_>) -> Vec<(usize, String)> {
    vec![(0, "low".into()), (1, "high".into())]
}

/// `$lhs, $rhs attr-dict : type($sum), type($overflow)`.
fn parse_add(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let sum = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let overflow = p.parse_type()?;
    st.result_types.extend([sum, overflow]);
    p.resolve_operands(&[lhs, rhs], &[sum, sum], &mut st.operands)
}

fn print_add(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_types(&op.result_types());
}

/// `$lhs, $rhs attr-dict : type($lhs)`.
fn parse_mul(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.extend([ty, ty]);
    p.resolve_operands(&[lhs, rhs], &[ty, ty], &mut st.operands)
}

fn print_mul(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    if let Some(&lhs) = operands.first() {
        p.print_type(op.value_type(lhs));
    }
}

fn verify_add(op: OpRef<'_>) -> Result<(), Diag> {
    verify_operands(op, &[INT])?;
    verify_results(op, &[INT, BOOL])?;
    let (operands, results) = (op.operand_types(), op.result_types());
    let ([lhs, rhs], [sum, _]) = (operands.as_slice(), results.as_slice()) else {
        return Ok(());
    };
    verify_all_types_match(op, &["lhs", "rhs", "sum"], &[*lhs, *rhs, *sum])
}

fn verify_mul(op: OpRef<'_>) -> Result<(), Diag> {
    verify_operands(op, &[INT])?;
    verify_results(op, &[INT])?;
    let (operands, results) = (op.operand_types(), op.result_types());
    let ([lhs, rhs], [low, high]) = (operands.as_slice(), results.as_slice()) else {
        return Ok(());
    };
    verify_all_types_match(
        op,
        &["lhs", "rhs", "low", "high"],
        &[*lhs, *rhs, *low, *high],
    )
}

fn both_constant(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<(Elems, Elems, u32)> {
    let [Some(a), Some(b)] = <[_; 2]>::try_from(decode_all(op.ctx, operands)).ok()? else {
        return None;
    };
    let width = elem_width(op.ctx, a.elem)?;
    Some((a, b, width))
}

/// `addui_extended(x, 0) -> x, false`; constants give the sum and `sum < lhs` as overflow.
fn fold_add(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if op.num_operands() != 2 || op.num_results() != 2 || operands.len() != 2 {
        return None;
    }
    if const_int(op.ctx, operands[1]).is_some_and(|c| c.is_zero()) {
        let no_overflow = zero_attr(op.ctx, op.result_type(1))?;
        return Some(vec![
            FoldResult::Value(op.operand(0)),
            FoldResult::Attr(no_overflow),
        ]);
    }
    let (a, b, w) = both_constant(op, operands)?;
    let sum = map_binary(op.ctx, &a, &b, a.ty, |x, y| {
        Some(Int::new(w, x).add(Int::new(w, y)).bits)
    })?;
    let sum_elems = Elems::decode(op.ctx, sum)?;
    let overflow_ty = i1_same_shape(op.ctx, a.ty);
    let overflow = map_binary(op.ctx, &sum_elems, &a, overflow_ty, |s, l| {
        Some(u128::from(s < l))
    })?;
    Some(vec![FoldResult::Attr(sum), FoldResult::Attr(overflow)])
}

/// `mul*_extended(x, 0) -> 0, 0`; `mului_extended(x, 1) -> x, 0`; constants give both halves.
fn fold_mul<const SIGNED: bool>(
    op: OpRef<'_>,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if op.num_operands() != 2 || op.num_results() != 2 || operands.len() != 2 {
        return None;
    }
    match (const_int(op.ctx, operands[1]), operands[1]) {
        (Some(c), Some(zero)) if c.is_zero() => {
            return Some(vec![FoldResult::Attr(zero), FoldResult::Attr(zero)])
        }
        (Some(c), _) if c.is_one() && !SIGNED => {
            let zero = zero_attr(op.ctx, op.operand_type(0))?;
            return Some(vec![
                FoldResult::Value(op.operand(0)),
                FoldResult::Attr(zero),
            ]);
        }
        _ => {}
    }
    let (a, b, w) = both_constant(op, operands)?;
    let low = map_binary(op.ctx, &a, &b, a.ty, |x, y| {
        Some(Int::new(w, x).mul(Int::new(w, y)).bits)
    })?;
    let high = map_binary(op.ctx, &a, &b, a.ty, |x, y| {
        let (x, y) = (Int::new(w, x), Int::new(w, y));
        Some(if SIGNED { x.mulhs(y) } else { x.mulhu(y) }.bits)
    })?;
    Some(vec![FoldResult::Attr(low), FoldResult::Attr(high)])
}
