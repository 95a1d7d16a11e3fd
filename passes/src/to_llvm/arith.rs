//! arith -> llvm: one llvm op per arith op (flags carried over), constants, comparisons,
//! casts (index casts by width), min/max as intrinsics.

use super::pattern::{converted_results, loc_of, Lowering, RootPattern};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_llvm::attrs::fastmath_attr;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{AttrData, Attribute, Context, Diag, OpId, OperationState, ValueId};

/// arith op -> llvm op, for ops that map one to one.
pub const RENAMES: [(&str, &str); 39] = [
    (arith_ops::AddIOp::NAME, "llvm.add"),
    (arith_ops::SubIOp::NAME, "llvm.sub"),
    (arith_ops::MulIOp::NAME, "llvm.mul"),
    (arith_ops::DivSIOp::NAME, "llvm.sdiv"),
    (arith_ops::DivUIOp::NAME, "llvm.udiv"),
    (arith_ops::RemSIOp::NAME, "llvm.srem"),
    (arith_ops::RemUIOp::NAME, "llvm.urem"),
    (arith_ops::AndIOp::NAME, "llvm.and"),
    (arith_ops::OrIOp::NAME, "llvm.or"),
    (arith_ops::XOrIOp::NAME, "llvm.xor"),
    (arith_ops::ShLIOp::NAME, "llvm.shl"),
    (arith_ops::ShRSIOp::NAME, "llvm.ashr"),
    (arith_ops::ShRUIOp::NAME, "llvm.lshr"),
    (arith_ops::AddFOp::NAME, "llvm.fadd"),
    (arith_ops::SubFOp::NAME, "llvm.fsub"),
    (arith_ops::MulFOp::NAME, "llvm.fmul"),
    (arith_ops::DivFOp::NAME, "llvm.fdiv"),
    (arith_ops::RemFOp::NAME, "llvm.frem"),
    (arith_ops::NegFOp::NAME, "llvm.fneg"),
    (arith_ops::MaxSIOp::NAME, "llvm.intr.smax"),
    (arith_ops::MinSIOp::NAME, "llvm.intr.smin"),
    (arith_ops::MaxUIOp::NAME, "llvm.intr.umax"),
    (arith_ops::MinUIOp::NAME, "llvm.intr.umin"),
    (arith_ops::MaximumFOp::NAME, "llvm.intr.maximum"),
    (arith_ops::MinimumFOp::NAME, "llvm.intr.minimum"),
    (arith_ops::MaxNumFOp::NAME, "llvm.intr.maxnum"),
    (arith_ops::MinNumFOp::NAME, "llvm.intr.minnum"),
    (arith_ops::ExtSIOp::NAME, "llvm.sext"),
    (arith_ops::ExtUIOp::NAME, "llvm.zext"),
    (arith_ops::TruncIOp::NAME, "llvm.trunc"),
    (arith_ops::ExtFOp::NAME, "llvm.fpext"),
    (arith_ops::TruncFOp::NAME, "llvm.fptrunc"),
    (arith_ops::SIToFPOp::NAME, "llvm.sitofp"),
    (arith_ops::UIToFPOp::NAME, "llvm.uitofp"),
    (arith_ops::FPToSIOp::NAME, "llvm.fptosi"),
    (arith_ops::FPToUIOp::NAME, "llvm.fptoui"),
    (arith_ops::BitcastOp::NAME, "llvm.bitcast"),
    (arith_ops::SelectOp::NAME, "llvm.select"),
    (arith_ops::CmpIOp::NAME, "llvm.icmp"),
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
        && matches!(to, "llvm.sdiv" | "llvm.udiv" | "llvm.lshr" | "llvm.ashr")
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
        let st = OperationState::new(ctx, "llvm.mlir.constant", loc_of(rw, op))
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
        (true, false) => "llvm.sext",
        (true, true) => "llvm.zext",
        _ => "llvm.trunc",
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
        "llvm.fcmp",
    )));
    out.push(Box::new(ConstantLowering));
    out.push(RootPattern::boxed(arith_ops::IndexCastOp::NAME, index_cast));
    out.push(RootPattern::boxed(
        arith_ops::IndexCastUIOp::NAME,
        index_cast,
    ));
    out
}
