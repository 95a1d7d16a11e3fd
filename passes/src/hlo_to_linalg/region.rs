//! Scalar bodies of region ops: the region of an hlo op (reduce, sort, scatter, map, ...)
//! computes on 0-d tensors; [`scalar_region`] re-emits it as scalar arith/math code at the
//! builder's insertion point (inside a linalg region being built), mapping the region's
//! block arguments to scalar values and returning the scalars its `hlo.return` yields.

use super::builder::Builder;
use super::scalar::{self, ScalarOp};
use rustc_hash::FxHashMap;
use xla_ir::{Attribute, Diag, OpId, ValueId};

/// One op of the region, read before anything is built.
struct RegionOp {
    id: OpId,
    name: String,
    scalar: ScalarOp,
    operands: Vec<ValueId>,
    results: Vec<ValueId>,
    value: Option<Attribute>,
}

/// Emits region `index` of the anchor op as scalar code on `args` (one per block argument);
/// returns the values of its terminator (`hlo.return`).
pub fn scalar_region(b: &mut Builder<'_, '_>, index: usize, args: &[ValueId]) -> Result<Vec<ValueId>, Diag> {
    let (block_args, ops) = {
        let body = b.body();
        let regions = body.local_regions(b.anchor);
        let region = *regions.get(index).ok_or_else(|| b.fail(format!("has no region #{index}")))?;
        let mut blocks = body.region_blocks(region);
        let block = blocks.next().ok_or_else(|| b.fail("has an empty region"))?;
        if blocks.next().is_some() {
            return Err(b.fail("regions with several blocks are not lowered"));
        }
        let ops: Vec<RegionOp> = body
            .block_ops(block)
            .map(|id| {
                let r = xla_ir::OpRef::new(b.ctx(), body, id);
                RegionOp {
                    id,
                    name: r.name_str().to_string(),
                    scalar: ScalarOp::of(r),
                    operands: r.operands().collect(),
                    results: body.results(id).to_vec(),
                    value: r.attr("value"),
                }
            })
            .collect();
        (body.block_args(block).to_vec(), ops)
    };
    if block_args.len() != args.len() {
        return Err(b.fail(format!("region #{index} takes {} arguments, {} given", block_args.len(), args.len())));
    }
    let mut map: FxHashMap<ValueId, ValueId> = block_args.iter().copied().zip(args.iter().copied()).collect();
    for op in ops {
        let operands: Vec<ValueId> = op
            .operands
            .iter()
            .map(|v| map.get(v).copied().ok_or_else(|| b.fail(format!("'{}' in a region uses a value from outside it, which is not lowered", op.name))))
            .collect::<Result<_, _>>()?;
        match op.name.as_str() {
            "hlo.return" => return Ok(operands),
            "hlo.constant" => {
                let v = splat_scalar(b, op.value)?;
                map.insert(op.results[0], v);
            }
            name if scalar::is_supported(name) && op.results.len() == 1 => {
                scalar::precheck(b, &op.scalar)?;
                let v = scalar::emit(b, &op.scalar, &operands)?;
                map.insert(op.results[0], v);
            }
            name => return Err(b.fail(format!("'{name}' inside the region is not lowered to scalar code (op {:?})", op.id))),
        }
    }
    Err(b.fail(format!("region #{index} has no 'hlo.return'")))
}

/// An `arith.constant` of the single element of a 0-d (or splat) constant, typed signless.
fn splat_scalar(b: &mut Builder<'_, '_>, value: Option<Attribute>) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let a = value.ok_or_else(|| b.fail("constant without a value"))?;
    let xla_ir::AttrData::DenseElements { ty, data, splat } = ctx.attr_data(a) else {
        return Err(b.fail("constant in a region is not a dense literal"));
    };
    let elem = scalar::signless(ctx, ctx.element_type(*ty));
    if !*splat && ctx.num_elements(*ty) != Some(1) {
        return Err(b.fail("constant in a region is not a scalar"));
    }
    let width = xla_dialect_arith::fold::elem_width(ctx, elem).ok_or_else(|| b.fail("constant element type is not lowered"))?;
    let bytes = width.div_ceil(8) as usize;
    let raw = data.get(..bytes).ok_or_else(|| b.fail("constant without data"))?;
    let bits = raw.iter().rev().fold(0u128, |acc, &x| (acc << 8) | u128::from(x));
    let attr = xla_dialect_arith::fold::make(ctx, elem, &[bits]).ok_or_else(|| b.fail("constant element type is not lowered"))?;
    b.constant(attr)
}
