//! arith -> llvm: one llvm op per arith op (flags carried over), constants, comparisons,
//! casts (index casts by width), min/max as intrinsics.

use super::pattern::{converted_results, loc_of, Lowering, RootPattern};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_llvm::attrs::fastmath_attr;
use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{AttrData, Attribute, Context, Diag, OpId, OperationState, ValueId};

/// arith op -> llvm op, for ops that map one to one.
pub const RENAMES: [(&str, &str); 39] = [
    (arith_ops::AddIOp::NAME, llvm_ops::AddOp::NAME),
    (arith_ops::SubIOp::NAME, llvm_ops::SubOp::NAME),
    (arith_ops::MulIOp::NAME, llvm_ops::MulOp::NAME),
    (arith_ops::DivSIOp::NAME, llvm_ops::SDivOp::NAME),
    (arith_ops::DivUIOp::NAME, llvm_ops::UDivOp::NAME),
    (arith_ops::RemSIOp::NAME, llvm_ops::SRemOp::NAME),
    (arith_ops::RemUIOp::NAME, llvm_ops::URemOp::NAME),
    (arith_ops::AndIOp::NAME, llvm_ops::AndOp::NAME),
    (arith_ops::OrIOp::NAME, llvm_ops::OrOp::NAME),
    (arith_ops::XOrIOp::NAME, llvm_ops::XOrOp::NAME),
    (arith_ops::ShLIOp::NAME, llvm_ops::ShlOp::NAME),
    (arith_ops::ShRSIOp::NAME, llvm_ops::AShrOp::NAME),
    (arith_ops::ShRUIOp::NAME, llvm_ops::LShrOp::NAME),
    (arith_ops::AddFOp::NAME, llvm_ops::FAddOp::NAME),
    (arith_ops::SubFOp::NAME, llvm_ops::FSubOp::NAME),
    (arith_ops::MulFOp::NAME, llvm_ops::FMulOp::NAME),
    (arith_ops::DivFOp::NAME, llvm_ops::FDivOp::NAME),
    (arith_ops::RemFOp::NAME, llvm_ops::FRemOp::NAME),
    (arith_ops::NegFOp::NAME, llvm_ops::FNegOp::NAME),
    (arith_ops::MaxSIOp::NAME, llvm_ops::SMaxOp::NAME),
    (arith_ops::MinSIOp::NAME, llvm_ops::SMinOp::NAME),
    (arith_ops::MaxUIOp::NAME, llvm_ops::UMaxOp::NAME),
    (arith_ops::MinUIOp::NAME, llvm_ops::UMinOp::NAME),
    (arith_ops::MaximumFOp::NAME, llvm_ops::MaximumOp::NAME),
    (arith_ops::MinimumFOp::NAME, llvm_ops::MinimumOp::NAME),
    (arith_ops::MaxNumFOp::NAME, llvm_ops::MaxNumOp::NAME),
    (arith_ops::MinNumFOp::NAME, llvm_ops::MinNumOp::NAME),
    (arith_ops::ExtSIOp::NAME, llvm_ops::SExtOp::NAME),
    (arith_ops::ExtUIOp::NAME, llvm_ops::ZExtOp::NAME),
    (arith_ops::TruncIOp::NAME, llvm_ops::TruncOp::NAME),
    (arith_ops::ExtFOp::NAME, llvm_ops::FPExtOp::NAME),
    (arith_ops::TruncFOp::NAME, llvm_ops::FPTruncOp::NAME),
    (arith_ops::SIToFPOp::NAME, llvm_ops::SIToFPOp::NAME),
    (arith_ops::UIToFPOp::NAME, llvm_ops::UIToFPOp::NAME),
    (arith_ops::FPToSIOp::NAME, llvm_ops::FPToSIOp::NAME),
    (arith_ops::FPToUIOp::NAME, llvm_ops::FPToUIOp::NAME),
    (arith_ops::BitcastOp::NAME, llvm_ops::BitcastOp::NAME),
    (arith_ops::SelectOp::NAME, llvm_ops::SelectOp::NAME),
    (arith_ops::CmpIOp::NAME, llvm_ops::ICmpOp::NAME),
];

/// `#arith.fastmath` bits (reassoc=1, nnan=2, ninf=4, nsz=8, arcp=16, contract=32, afn=64)
/// as `#llvm.fastmath` bits (nnan=1, ninf=2, nsz=4, arcp=8, contract=16, afn=32, reassoc=64).
fn llvm_fastmath(arith_bits: u32) -> u32 {
    let reassoc = arith_bits & 1;
    (arith_bits >> 1) | (reassoc << 6)
}

fn dialect_param(ctx: &Context, a: Attribute, mnemonic: &str) -> Option<i128> {
    match ctx.attr_data(a) {
        AttrData::Dialect {
            mnemonic: m,
            params,
            ..
        } if ctx.symbol_str(*m) == mnemonic => ctx.attr_as_int(*params.first()?),
        _ => None,
    }
}

/// The properties an llvm op gets from its arith op: flags and predicates.
pub fn carried_props(
    ctx: &Context,
    from: &xla_ir::OpRef<'_>,
    to: &str,
) -> Vec<(&'static str, Attribute)> {
    let mut out = Vec::new();
    if let Some(bits) = from
        .attr("fastmath")
        .and_then(|a| dialect_param(ctx, a, "fastmath"))
    {
        let takes = ctx
            .op_def(ctx.op_name(to))
            .is_some_and(|d| d.inherent_attrs.contains(&"fastmathFlags"));
        if takes {
            out.push((
                "fastmathFlags",
                fastmath_attr(ctx, llvm_fastmath(bits as u32)),
            ));
        }
    }
    if let Some(bits) = from
        .attr("overflowFlags")
        .and_then(|a| dialect_param(ctx, a, "overflow"))
    {
        if bits != 0 {
            out.push(("overflowFlags", ctx.integer_attr(ctx.i32(), bits)));
        }
    }
    if from.attr("isExact").is_some()
        && matches!(
            to,
            llvm_ops::SDivOp::NAME
                | llvm_ops::UDivOp::NAME
                | llvm_ops::LShrOp::NAME
                | llvm_ops::AShrOp::NAME
        )
    {
        out.push(("isExact", ctx.unit_attr()));
    }
    if let Some(p) = from.attr("predicate") {
        out.push((
            "predicate",
            ctx.i64_attr(ctx.attr_as_int(p).unwrap_or(0) as i64),
        ));
    }
    out
}

/// `arith.constant` -> `llvm.mlir.constant` (the value keeps its type: `0 : index`).
struct ConstantLowering;

impl ConversionPattern for ConstantLowering {
    fn root(&self) -> Option<&str> {
        Some(arith_ops::ConstantOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let Some(types) = converted_results(rw, op) else {
            return Ok(false);
        };
        let Some(value) = rw.op_ref(op).attr("value") else {
            return Ok(false);
        };
        // Dense tensors are not llvm values; element-wise constants on vectors are.
        if matches!(ctx.attr_data(value), AttrData::DenseElements { ty, .. } if ctx.is_tensor(*ty))
        {
            return Ok(false);
        }
        let st = OperationState::new(ctx, llvm_ops::ConstantOp::NAME, loc_of(rw, op))
            .results(&types)
            .attr(ctx, "value", value);
        rw.replace_op_with_new(op, st)?;
        Ok(true)
    }
}

/// `arith.index_cast[ui]`: sign (zero) extension, truncation, or nothing, by width.
fn index_cast(
    root: &'static str,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let Some(types) = converted_results(rw, op) else {
        return Ok(false);
    };
    let (Some(&input), Some(&to)) = (operands.first(), types.first()) else {
        return Ok(false);
    };
    let from = rw.body().value_type(input);
    let (Some(wf), Some(wt)) = (
        ctx.integer_width(ctx.element_type(from)),
        ctx.integer_width(ctx.element_type(to)),
    ) else {
        return Ok(false);
    };
    if wf == wt {
        rw.replace_op(op, &[input])?;
        return Ok(true);
    }
    let name = match (wf < wt, root == arith_ops::IndexCastUIOp::NAME) {
        (true, false) => llvm_ops::SExtOp::NAME,
        (true, true) => llvm_ops::ZExtOp::NAME,
        _ => llvm_ops::TruncOp::NAME,
    };
    let st = OperationState::new(ctx, name, loc_of(rw, op))
        .operands(&[input])
        .results(&[to]);
    rw.replace_op_with_new(op, st)?;
    Ok(true)
}

pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    let mut out: Vec<Box<dyn ConversionPattern>> = RENAMES
        .iter()
        .map(|&(from, to)| Box::new(Lowering::new(from, to)) as Box<dyn ConversionPattern>)
        .collect();
    out.push(Box::new(Lowering::new(
        arith_ops::CmpFOp::NAME,
        llvm_ops::FCmpOp::NAME,
    )));
    out.push(Box::new(ConstantLowering));
    out.push(RootPattern::boxed(arith_ops::IndexCastOp::NAME, index_cast));
    out.push(RootPattern::boxed(
        arith_ops::IndexCastUIOp::NAME,
        index_cast,
    ));
    out
}
