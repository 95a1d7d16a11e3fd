//! Slicing and assembling: `slice` and `dynamic_slice` → `tensor.extract_slice`,
//! `dynamic_update_slice` → `tensor.insert_slice`, `pad` → `tensor.pad` (interior padding:
//! a filled tensor with a strided `tensor.insert_slice`; negative padding: a final
//! `tensor.extract_slice`), `concatenate` → `tensor.empty` plus one `tensor.insert_slice` per
//! input. Dynamic start indices are clamped into range as XLA does.

use super::builder::Builder;
use super::reduce::extract_scalar;
use super::structured::fill;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::{Attribute, Diag, Type, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![
        Lowering {
            op: hlo_ops::SliceOp::NAME,
            lower: slice,
        },
        Lowering {
            op: hlo_ops::DynamicSliceOp::NAME,
            lower: dynamic_slice,
        },
        Lowering {
            op: hlo_ops::DynamicUpdateSliceOp::NAME,
            lower: dynamic_update_slice,
        },
        Lowering {
            op: hlo_ops::PadOp::NAME,
            lower: pad,
        },
        Lowering {
            op: hlo_ops::ConcatenateOp::NAME,
            lower: concatenate,
        },
    ]
}

fn i64s(b: &Builder<'_, '_>, name: &str) -> Result<Vec<i64>, Diag> {
    b.op()
        .attr(name)
        .and_then(|a| b.ctx().attr_as_i64_array(a))
        .ok_or_else(|| b.fail(format!("missing '{name}'")))
}

/// The static shape of `t`; dynamic or unranked shapes are not lowered here.
fn static_shape(b: &Builder<'_, '_>, t: Type) -> Result<Vec<i64>, Diag> {
    match b.ctx().shape(t) {
        Some(s) if !s.contains(&DYNAMIC) => Ok(s.to_vec()),
        _ => Err(b.fail("dynamically shaped or unranked tensors are not lowered")),
    }
}

fn array(b: &Builder<'_, '_>, v: &[i64]) -> Attribute {
    b.ctx().dense_i64_array(v)
}

/// A slice op's properties and operands: static lists (DYNAMIC where an operand stands).
struct SliceBox {
    offsets: Vec<i64>,
    dynamic_offsets: Vec<ValueId>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

impl SliceBox {
    fn attrs(&self, b: &Builder<'_, '_>, fixed: usize) -> Vec<(&'static str, Attribute)> {
        vec![
            ("static_offsets", array(b, &self.offsets)),
            ("static_sizes", array(b, &self.sizes)),
            ("static_strides", array(b, &self.strides)),
            (
                "operandSegmentSizes",
                segments(b, fixed, self.dynamic_offsets.len()),
            ),
        ]
    }
}

fn segments(b: &Builder<'_, '_>, fixed: usize, offsets: usize) -> Attribute {
    let mut sizes = vec![1; fixed];
    sizes.extend([offsets, 0, 0]);
    b.segments_attr(&sizes)
}

fn extract_slice(b: &mut Builder<'_, '_>, source: ValueId, bx: &SliceBox, result: Type) -> ValueId {
    let mut operands = vec![source];
    operands.extend(&bx.dynamic_offsets);
    let attrs = bx.attrs(b, 1);
    b.create1(tensor_ops::ExtractSliceOp::NAME, &operands, result, &attrs)
}

fn insert_slice(b: &mut Builder<'_, '_>, source: ValueId, dest: ValueId, bx: &SliceBox) -> ValueId {
    let mut operands = vec![source, dest];
    operands.extend(&bx.dynamic_offsets);
    let attrs = bx.attrs(b, 2);
    let ty = b.ty(dest);
    b.create1(tensor_ops::InsertSliceOp::NAME, &operands, ty, &attrs)
}

fn slice(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[input] = operands else { return Ok(false) };
    static_shape(b, b.ty(input))?;
    let (start, limit, strides) = (
        i64s(b, "start_indices")?,
        i64s(b, "limit_indices")?,
        i64s(b, "strides")?,
    );
    let sizes: Vec<i64> = start
        .iter()
        .zip(&limit)
        .zip(&strides)
        .map(|((s, l), st)| {
            if *st > 0 {
                ((l - s).max(0) + st - 1) / st
            } else {
                0
            }
        })
        .collect();
    let bx = SliceBox {
        offsets: start,
        dynamic_offsets: Vec::new(),
        sizes,
        strides,
    };
    let result = b.op().result_type(0);
    let v = extract_slice(b, input, &bx, result);
    b.replace(&[v])?;
    Ok(true)
}

/// `clamp(start, 0, dim - size)` as an index, from a 0-d integer tensor.
fn clamped_index(
    b: &mut Builder<'_, '_>,
    start: ValueId,
    unsigned: bool,
    dim: i64,
    size: i64,
) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let elem = ctx.element_type(b.ty(start));
    if !ctx.is_signless_integer(elem) {
        return Err(b.fail("start indices of other than signless integer type are not lowered"));
    }
    let scalar = extract_scalar(b, start);
    let index = ctx.index_type();
    let i = super::structured::index_cast(b, scalar, unsigned);
    let zero = b.index_const(0);
    let high = b.index_const((dim - size).max(0));
    let lower = b.create1(arith_ops::MaxSIOp::NAME, &[i, zero], index, &[]);
    Ok(b.create1(arith_ops::MinSIOp::NAME, &[lower, high], index, &[]))
}

/// Clamped dynamic offsets for a box of `sizes` in a tensor of `shape`.
/// `starts` are the op's operands from `first_start` on.
fn dynamic_box(
    b: &mut Builder<'_, '_>,
    starts: &[ValueId],
    first_start: usize,
    shape: &[i64],
    sizes: &[i64],
) -> Result<SliceBox, Diag> {
    if starts.len() != shape.len() || sizes.len() != shape.len() {
        return Err(b.fail("start indices do not match the operand rank"));
    }
    let mut dynamic_offsets = Vec::with_capacity(starts.len());
    for (k, ((&s, &d), &n)) in starts.iter().zip(shape).zip(sizes).enumerate() {
        let original = b.ctx().element_type(b.op().operand_type(first_start + k));
        let unsigned = super::structured::is_unsigned(b, original);
        dynamic_offsets.push(clamped_index(b, s, unsigned, d, n)?);
    }
    Ok(SliceBox {
        offsets: vec![DYNAMIC; starts.len()],
        dynamic_offsets,
        sizes: sizes.to_vec(),
        strides: vec![1; starts.len()],
    })
}

fn dynamic_slice(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let Some((&input, starts)) = operands.split_first() else {
        return Ok(false);
    };
    let shape = static_shape(b, b.ty(input))?;
    let sizes = i64s(b, "slice_sizes")?;
    let bx = dynamic_box(b, starts, 1, &shape, &sizes)?;
    let result = b.op().result_type(0);
    let v = extract_slice(b, input, &bx, result);
    b.replace(&[v])?;
    Ok(true)
}

fn dynamic_update_slice(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let [input, update, starts @ ..] = operands else {
        return Ok(false);
    };
    let shape = static_shape(b, b.ty(*input))?;
    let sizes = static_shape(b, b.ty(*update))?;
    let bx = dynamic_box(b, starts, 2, &shape, &sizes)?;
    let v = insert_slice(b, *update, *input, &bx);
    b.replace(&[v])?;
    Ok(true)
}

fn pad(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[input, value] = operands else {
        return Ok(false);
    };
    let (low, high, interior) = (
        i64s(b, "edge_padding_low")?,
        i64s(b, "edge_padding_high")?,
        i64s(b, "interior_padding")?,
    );
    let scalar = extract_scalar(b, value);
    let padded = pad_tensor(b, input, scalar, &low, &high, &interior)?;
    b.replace(&[padded])?;
    Ok(true)
}

/// `input` padded with the scalar `value`: `low`/`high` elements at the edges (negative
/// values cut) and `interior` elements between neighbours, as `hlo.pad`.
pub fn pad_tensor(
    b: &mut Builder<'_, '_>,
    input: ValueId,
    value: ValueId,
    low: &[i64],
    high: &[i64],
    interior: &[i64],
) -> Result<ValueId, Diag> {
    let shape = static_shape(b, b.ty(input))?;
    let rank = shape.len();
    if low.len() != rank
        || high.len() != rank
        || interior.len() != rank
        || interior.iter().any(|i| *i < 0)
    {
        return Err(b.fail("padding does not match the operand rank"));
    }
    if low.iter().chain(high).chain(interior).all(|x| *x == 0) {
        return Ok(input);
    }
    let ctx = b.ctx();
    let elem = ctx.element_type(b.ty(input));
    // Pad with the non-negative parts, then cut the negative parts away.
    let low_pos: Vec<i64> = low.iter().map(|x| (*x).max(0)).collect();
    let high_pos: Vec<i64> = high.iter().map(|x| (*x).max(0)).collect();
    let padded_shape: Vec<i64> = (0..rank)
        .map(|d| low_pos[d] + high_pos[d] + shape[d] + (shape[d] - 1).max(0) * interior[d])
        .collect();
    let padded_ty = ctx.tensor_type(&padded_shape, elem);
    let padded = if interior.iter().all(|i| *i == 0) {
        let index = ctx.index_type();
        let region = b.region(
            &vec![index; rank],
            tensor_ops::YieldOp::NAME,
            &mut |_, _| Ok(vec![value]),
        )?;
        let attrs = [
            ("static_low", array(b, &low_pos)),
            ("static_high", array(b, &high_pos)),
            ("operandSegmentSizes", b.segments_attr(&[1, 0, 0])),
        ];
        let r = b.create_with_region(
            tensor_ops::PadOp::NAME,
            &[input],
            &[padded_ty],
            &attrs,
            region,
        );
        *r.first()
            .ok_or_else(|| b.fail("tensor.pad without a result"))?
    } else {
        let empty = b.empty(padded_ty, &[]);
        let filled = fill(b, value, empty)?;
        let bx = SliceBox {
            offsets: low_pos.clone(),
            dynamic_offsets: Vec::new(),
            sizes: shape.clone(),
            strides: interior.iter().map(|i| i + 1).collect(),
        };
        insert_slice(b, input, filled, &bx)
    };
    if low.iter().chain(high).all(|x| *x >= 0) {
        return Ok(padded);
    }
    let sizes: Vec<i64> = (0..rank)
        .map(|d| padded_shape[d] + low[d].min(0) + high[d].min(0))
        .collect();
    if sizes.iter().any(|s| *s < 0) {
        return Err(b.fail("negative padding removes more than the whole dimension"));
    }
    let bx = SliceBox {
        offsets: low.iter().map(|x| (-x).max(0)).collect(),
        dynamic_offsets: Vec::new(),
        sizes: sizes.clone(),
        strides: vec![1; rank],
    };
    let ty = ctx.tensor_type(&sizes, elem);
    Ok(extract_slice(b, padded, &bx, ty))
}

fn concatenate(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let dim = b
        .op()
        .attr("dimension")
        .and_then(|a| b.ctx().attr_as_int(a))
        .and_then(|d| usize::try_from(d).ok())
        .ok_or_else(|| b.fail("missing 'dimension'"))?;
    let result = b.op().result_type(0);
    static_shape(b, result)?;
    let mut acc = b.empty(result, &[]);
    let mut offset = 0;
    for &input in operands {
        let shape = static_shape(b, b.ty(input))?;
        let rank = shape.len();
        let size = *shape
            .get(dim)
            .ok_or_else(|| b.fail("dimension out of range"))?;
        let mut offsets = vec![0; rank];
        offsets[dim] = offset;
        let bx = SliceBox {
            offsets,
            dynamic_offsets: Vec::new(),
            sizes: shape,
            strides: vec![1; rank],
        };
        acc = insert_slice(b, input, acc, &bx);
        offset += size;
    }
    b.replace(&[acc])?;
    Ok(true)
}
