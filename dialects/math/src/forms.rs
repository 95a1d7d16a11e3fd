//! The op forms of the math dialect, each an `OpDef` builder: unary/binary/ternary ops of one
//! type (`Math_FloatUnaryOp`, `Math_IntegerUnaryOp`, ...), `fpowi` (float base, integer
//! power), the classification ops (`isnan`, ... with an `i1`-shaped result and `fastmath`
//! only in the attribute dictionary), `clampf` and `sincos`.

use xla_dialect_arith::attrs::FASTMATH;
use xla_dialect_arith::constraints::class::{BOOL, FLOAT, INT};
use xla_dialect_arith::constraints::{
    i1_same_shape, verify_all_types_match, verify_operands, verify_results,
};
use xla_dialect_arith::syntax::flags::{self, FASTMATH as FASTMATH_FLAG};
use xla_dialect_arith::syntax::{
    parse_flags, parse_same_type, print_flags, print_same_type, prop_names, verify_flag_props,
    verify_same_type, with_defaults, WithResultNames, ELEMENTWISE_MAPPABLE,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::registry::FoldFn;
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

/// Traits every math op has: `Pure` and `ElementwiseMappable`.
const BASE: Traits = Traits(Traits::PURE.0 | ELEMENTWISE_MAPPABLE.0);

fn base(mnemonic: &str, summary: &str, operands: u32, results: u32) -> OpDef {
    OpDef::new(format!("math.{mnemonic}"))
        .summary(summary)
        .traits(BASE)
        .operands(Arity::Exactly(operands))
        .results(Arity::Exactly(results))
}

/// `$a[, $b[, $c]] [fastmath] attr-dict : type($result)`, all operands and the result of one
/// type of class `CLASS`.
pub fn same_type<const CLASS: u8, const F: u8, const N: usize>(
    mnemonic: &str,
    summary: &str,
    fold: Option<FoldFn>,
) -> OpDef {
    let mut def = base(mnemonic, summary, N as u32, 1)
        .traits(BASE | Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .inherent(&prop_names(F))
        .verifier(verify_same_type::<CLASS, F>)
        .syntax(parse_same_type::<F, N>, print_same_type::<F>);
    def.fold = fold;
    with_defaults::<F>(def)
}

/// `Math_FloatUnaryOp` with `fastmath`.
pub fn float_unary(mnemonic: &str, summary: &str, fold: Option<FoldFn>) -> OpDef {
    same_type::<FLOAT, FASTMATH_FLAG, 1>(mnemonic, summary, fold)
}

/// `Math_FloatBinaryOp` with `fastmath`.
pub fn float_binary(mnemonic: &str, summary: &str, fold: Option<FoldFn>) -> OpDef {
    same_type::<FLOAT, FASTMATH_FLAG, 2>(mnemonic, summary, fold)
}

/// `Math_IntegerUnaryOp`: no flags.
pub fn int_unary(mnemonic: &str, summary: &str, fold: Option<FoldFn>) -> OpDef {
    same_type::<INT, { flags::NONE }, 1>(mnemonic, summary, fold)
}

/// `math.fpowi`: `$lhs, $rhs [fastmath] attr-dict : type($lhs), type($rhs)`.
pub fn fpowi(summary: &str) -> OpDef {
    let def = base("fpowi", summary, 2, 1)
        .traits(BASE | Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        .inherent(&prop_names(FASTMATH_FLAG))
        .verifier(verify_fpowi)
        .syntax(parse_fpowi, print_fpowi);
    with_defaults::<FASTMATH_FLAG>(def)
}

fn parse_fpowi(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    parse_flags(p, st, FASTMATH_FLAG)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let lhs_ty = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let rhs_ty = p.parse_type()?;
    p.resolve_operands(&[lhs, rhs], &[lhs_ty, rhs_ty], &mut st.operands)?;
    st.result_types.push(lhs_ty);
    Ok(())
}

fn print_fpowi(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    print_flags(p, op, FASTMATH_FLAG);
    p.print_optional_attr_dict(op, &prop_names(FASTMATH_FLAG));
    p.write_str(" : ");
    p.print_types(&op.operand_types());
}

fn verify_fpowi(op: OpRef<'_>) -> Result<(), Diag> {
    verify_flag_props(op, FASTMATH_FLAG)?;
    verify_operands(op, &[FLOAT, INT])?;
    verify_results(op, &[FLOAT])?;
    verify_all_types_match(
        op,
        &["lhs", "result"],
        &[op.operand_type(0), op.result_type(0)],
    )
}

/// `math.isnan` and friends: `$operand attr-dict : type($operand)`, result `i1`-shaped;
/// `fastmath` is a property without a custom clause, so it shows in the attribute dictionary
/// unless it is `none`.
pub fn classify(mnemonic: &str, summary: &str, fold: FoldFn) -> OpDef {
    let def = base(mnemonic, summary, 1, 1)
        .inherent(&prop_names(FASTMATH_FLAG))
        .verifier(verify_classify)
        .syntax(parse_classify, print_classify)
        .folder(fold);
    with_defaults::<FASTMATH_FLAG>(def)
}

fn parse_classify(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[operand], &[ty], &mut st.operands)?;
    st.result_types.push(i1_same_shape(p.ctx(), ty));
    Ok(())
}

fn print_classify(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&[op.operand(0)]);
    let none = op
        .attr("fastmath")
        .and_then(|a| FASTMATH.bits_of(op.ctx, a))
        .is_none_or(|b| b == 0);
    let elided: &[&str] = if none { &["fastmath"] } else { &[] };
    p.print_optional_attr_dict(op, elided);
    p.write_str(" : ");
    p.print_types(&op.operand_types());
}

fn verify_classify(op: OpRef<'_>) -> Result<(), Diag> {
    verify_flag_props(op, FASTMATH_FLAG)?;
    verify_operands(op, &[FLOAT])?;
    verify_results(op, &[BOOL])?;
    if op.result_type(0) != i1_same_shape(op.ctx, op.operand_type(0)) {
        return Err(op.error(
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

/// `math.clampf`: `$operand to [$min, $max] [fastmath] attr-dict : type($result)`.
pub fn clampf(summary: &str) -> OpDef {
    let def = base("clampf", summary, 3, 1)
        .traits(BASE | Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .inherent(&prop_names(FASTMATH_FLAG))
        .verifier(verify_same_type::<FLOAT, FASTMATH_FLAG>)
        .syntax(parse_clampf, print_clampf);
    with_defaults::<FASTMATH_FLAG>(def)
}

fn parse_clampf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    p.parse_keyword("to")?;
    p.parse_punct(Punct::LSquare)?;
    let min = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let max = p.parse_operand()?;
    p.parse_punct(Punct::RSquare)?;
    parse_flags(p, st, FASTMATH_FLAG)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[operand, min, max], &[ty; 3], &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_clampf(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&[op.operand(0)]);
    p.write_str(" to [");
    p.print_operands(&[op.operand(1), op.operand(2)]);
    p.write_str("]");
    print_flags(p, op, FASTMATH_FLAG);
    p.print_optional_attr_dict(op, &prop_names(FASTMATH_FLAG));
    p.write_str(" : ");
    p.print_types(&op.result_types());
}

/// `math.sincos`: `$operand [fastmath] attr-dict : type($operand)`, results `%sin, %cos`.
pub fn sincos(summary: &str) -> OpDef {
    let def = base("sincos", summary, 1, 2)
        .inherent(&prop_names(FASTMATH_FLAG))
        .verifier(verify_sincos)
        .syntax(parse_sincos, print_sincos)
        .result_names(|_| vec![(0, "sin".to_string()), (1, "cos".to_string())]);
    with_defaults::<FASTMATH_FLAG>(def)
}

fn parse_sincos(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    parse_flags(p, st, FASTMATH_FLAG)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[operand], &[ty], &mut st.operands)?;
    st.result_types.extend([ty, ty]);
    Ok(())
}

fn print_sincos(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&[op.operand(0)]);
    print_flags(p, op, FASTMATH_FLAG);
    p.print_optional_attr_dict(op, &prop_names(FASTMATH_FLAG));
    p.write_str(" : ");
    p.print_types(&op.operand_types());
}

fn verify_sincos(op: OpRef<'_>) -> Result<(), Diag> {
    verify_flag_props(op, FASTMATH_FLAG)?;
    verify_operands(op, &[FLOAT])?;
    verify_results(op, &[FLOAT])?;
    let types = [op.operand_type(0), op.result_type(0), op.result_type(1)];
    verify_all_types_match(op, &["operand", "sin", "cos"], &types)
}
