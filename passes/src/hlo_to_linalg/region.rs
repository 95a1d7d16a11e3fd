//! hlo regions on 0-d tensors (the bodies of reduce, reduce_window, sort, scatter, map)
//! become scalar code, as upstream's stablehlo-to-linalg does: each hlo op of the region is
//! emitted with its element-wise scalar sequence ([`super::scalar`]) on the mapped scalars,
//! 0-d `hlo.constant`s become `arith.constant`s (complex ones `complex.constant`s), and
//! `hlo.return` gives the results.

use super::builder::Builder;
use super::elementwise::signless_type;
use super::scalar::{emit, is_supported, ScalarOp};
use rustc_hash::FxHashMap;
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::{AttrData, Diag, OpId, OpRef, ValueId};

/// Emits region `index` of the op being lowered at the insertion point, with `args` (scalars)
/// standing for its entry block's arguments; returns the scalars the region returns.
pub fn inline_scalar_region(
    b: &mut Builder<'_, '_>,
    index: usize,
    args: &[ValueId],
) -> Result<Vec<ValueId>, Diag> {
    let (ops, params) = {
        let body = b.body();
        let regions = body.local_regions(b.anchor);
        let region = *regions
            .get(index)
            .ok_or_else(|| b.fail(format!("missing region #{index}")))?;
        let block = body
            .entry_block(region)
            .ok_or_else(|| b.fail("region without a block"))?;
        if body.next_block(block).is_some() {
            return Err(b.fail("regions with several blocks are not lowered"));
        }
        (
            body.block_ops(block).collect::<Vec<OpId>>(),
            body.block_args(block).to_vec(),
        )
    };
    if params.len() != args.len() {
        return Err(b.fail(format!(
            "the region takes {} arguments, {} given",
            params.len(),
            args.len()
        )));
    }
    let mut values: FxHashMap<ValueId, ValueId> =
        params.iter().copied().zip(args.iter().copied()).collect();
    for op in ops {
        let (name, operands, results, scalar, constant) = {
            let r = OpRef::new(b.ctx(), b.body(), op);
            let operands: Vec<ValueId> = r.operands().collect();
            (
                r.name_str().to_string(),
                operands,
                r.results().to_vec(),
                ScalarOp::of(r),
                r.attr("value"),
            )
        };
        let mut mapped = Vec::with_capacity(operands.len());
        for v in &operands {
            let scalar = match values.get(v) {
                Some(&s) => s,
                None => {
                    let s = captured_scalar(b, *v)?;
                    values.insert(*v, s);
                    s
                }
            };
            mapped.push(scalar);
        }
        if name == hlo_ops::ReturnOp::NAME {
            return Ok(mapped);
        }
        let value = if name == hlo_ops::ConstantOp::NAME {
            scalar_constant(b, constant, results.first().copied())?
        } else if is_supported(&name) && results.len() == 1 {
            emit(b, &scalar, &mapped)?
        } else {
            return Err(b.fail(format!("'{name}' in the region has no scalar lowering")));
        };
        if let Some(&r) = results.first() {
            values.insert(r, value);
        }
    }
    Err(b.fail("the region does not end in hlo.return"))
}

/// A value the region uses from outside it (it dominates the op being lowered, whose
/// operands the region's ops never are): a 0-d tensor is read with `tensor.extract` where
/// the scalar is needed; a scalar (from an already lowered enclosing region) is used as is.
fn captured_scalar(b: &mut Builder<'_, '_>, v: ValueId) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let ty = b.ty(v);
    match ctx.shape(ty) {
        Some([]) => {
            let tensor = b.signless(v);
            let elem = ctx.element_type(b.ty(tensor));
            Ok(b.create1(tensor_ops::ExtractOp::NAME, &[tensor], elem, &[]))
        }
        Some(_) => Err(b.fail("the region uses a non-scalar tensor from outside it (not lowered)")),
        None if ctx.is_shaped(ty) => {
            Err(b.fail("the region uses an unranked value from outside it (not lowered)"))
        }
        None => Ok(b.signless(v)),
    }
}

/// A 0-d `hlo.constant` as an `arith.constant` of its (signless) element type, or a
/// `complex.constant`.
fn scalar_constant(
    b: &mut Builder<'_, '_>,
    value: Option<xla_ir::Attribute>,
    result: Option<ValueId>,
) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let (Some(value), Some(result)) = (value, result) else {
        return Err(b.fail("malformed constant in the region"));
    };
    let elem = signless_type(ctx, ctx.element_type(b.ty(result)));
    let AttrData::DenseElements { data, .. } = ctx.attr_data(value) else {
        return Err(b.fail("constant in the region is not a dense literal"));
    };
    // The little-endian bits of `width` bits at byte `at` of the literal.
    let bits_at = |at: usize, width: usize| {
        let mut raw = [0u8; 8];
        let part = data.get(at..).unwrap_or_default();
        let n = width.div_ceil(8).clamp(1, 8).min(part.len());
        raw[..n].copy_from_slice(&part[..n]);
        u64::from_le_bytes(raw)
    };
    if let Some(part) = super::complex::complex_part(ctx, elem) {
        // A complex literal holds the real part, then the imaginary part.
        let width = ctx.scalar_bit_width(part).unwrap_or(0) as usize;
        let (re, im) = (bits_at(0, width), bits_at(width.div_ceil(8), width));
        let value = ctx.array_attr(&[ctx.float_attr_bits(part, re), ctx.float_attr_bits(part, im)]);
        return Ok(b.create1(
            complex_ops::ConstantOp::NAME,
            &[],
            elem,
            &[("value", value)],
        ));
    }
    let width = ctx.scalar_bit_width(elem).unwrap_or(0) as usize;
    let bits = bits_at(0, width);
    let attr = if ctx.is_float(elem) {
        ctx.float_attr_bits(elem, bits)
    } else if width == 1 {
        ctx.bool_attr(bits & 1 != 0)
    } else {
        // Sign-extend from the element width (signless integer attributes hold sign-extended bits).
        let shift = 64 - width.clamp(1, 64);
        ctx.integer_attr(elem, i128::from(((bits << shift) as i64) >> shift))
    };
    b.constant(attr)
}
