//! `hlo.reduce` → `linalg.reduce`: each init value fills a `tensor.empty` of the result
//! shape (`tensor.extract` of the 0-d init, then `linalg.fill`), and the reducer region
//! becomes the scalar body (hlo's `(accumulators..., elements...)` arguments map onto
//! linalg's `(elements..., accumulators...)`).

use super::builder::Builder;
use super::elementwise::signless_type;
use super::region::inline_scalar_region;
use super::structured::fill;
use super::Lowering;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_linalg::ops as linalg_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::ReduceOp::NAME,
        lower: reduce,
    }]
}

/// `tensor.extract %t[]` of a 0-d tensor.
pub fn extract_scalar(b: &mut Builder<'_, '_>, t: ValueId) -> ValueId {
    let elem = signless_type(b.ctx(), b.ctx().element_type(b.ty(t)));
    b.create1(tensor_ops::ExtractOp::NAME, &[t], elem, &[])
}

fn reduce(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let ctx = b.ctx();
    let n = operands.len() / 2;
    let (inputs, inits) = operands.split_at(n);
    let result_types = b.op().result_types();
    for &t in operands
        .iter()
        .map(|v| b.ty(*v))
        .collect::<Vec<_>>()
        .iter()
        .chain(&result_types)
    {
        if ctx.shape(t).is_none_or(|s| s.contains(&DYNAMIC)) {
            return Err(
                b.fail("reductions of unranked or dynamically shaped tensors are not lowered")
            );
        }
    }
    let mut dims = b
        .op()
        .attr("dimensions")
        .and_then(|a| ctx.attr_as_i64_array(a))
        .ok_or_else(|| b.fail("missing 'dimensions'"))?;
    dims.sort_unstable();
    let mut filled = Vec::with_capacity(n);
    for (&init, &ty) in inits.iter().zip(&result_types) {
        let value = extract_scalar(b, init);
        let empty = b.empty(ty, &[]);
        filled.push(fill(b, value, empty)?);
    }
    let elem = |v: ValueId, b: &Builder<'_, '_>| b.ctx().element_type(b.ty(v));
    let arg_types: Vec<_> = inputs.iter().chain(&filled).map(|v| elem(*v, b)).collect();
    let region = b.region(&arg_types, linalg_ops::YieldOp::NAME, &mut |b, args| {
        // hlo: (accumulators, elements); linalg: (elements, accumulators).
        let hlo_args: Vec<ValueId> = args[n..].iter().chain(&args[..n]).copied().collect();
        inline_scalar_region(b, 0, &hlo_args)
    })?;
    let operands: Vec<ValueId> = inputs.iter().chain(&filled).copied().collect();
    let attrs = [("dimensions", ctx.dense_i64_array(&dims))];
    let results = b.create_with_region(
        linalg_ops::ReduceOp::NAME,
        &operands,
        &result_types,
        &attrs,
        region,
    );
    b.replace(&results)?;
    Ok(true)
}
