//! Data-movement and value-producing hlo ops: `broadcast_in_dim`, `transpose` and `reverse`
//! (parallel generics reading through affine maps), `reshape` (collapse to 1-D, then expand),
//! `iota` (a generic on `linalg.index`) and `constant` (`arith.constant`).

use super::builder::{affine_map, Builder};
use super::elementwise::signless_type;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_linalg::ops as linalg_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::{Attribute, Diag, Type, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![
        Lowering {
            op: hlo_ops::BroadcastInDimOp::NAME,
            lower: broadcast_in_dim,
        },
        Lowering {
            op: hlo_ops::TransposeOp::NAME,
            lower: transpose,
        },
        Lowering {
            op: hlo_ops::ReverseOp::NAME,
            lower: reverse,
        },
        Lowering {
            op: hlo_ops::ReshapeOp::NAME,
            lower: reshape,
        },
        Lowering {
            op: hlo_ops::DynamicReshapeOp::NAME,
            lower: dynamic_reshape,
        },
        Lowering {
            op: hlo_ops::IotaOp::NAME,
            lower: iota,
        },
        Lowering {
            op: hlo_ops::ConstantOp::NAME,
            lower: constant,
        },
        Lowering {
            op: hlo_ops::OptimizationBarrierOp::NAME,
            lower: optimization_barrier,
        },
        Lowering {
            op: hlo_ops::GetDimensionSizeOp::NAME,
            lower: get_dimension_size,
        },
        Lowering {
            op: hlo_ops::DynamicBroadcastInDimOp::NAME,
            lower: dynamic_broadcast_in_dim,
        },
        Lowering {
            op: hlo_ops::DynamicIotaOp::NAME,
            lower: dynamic_iota,
        },
    ]
}

fn shape_of(b: &Builder<'_, '_>, t: Type) -> Result<Vec<i64>, Diag> {
    b.ctx()
        .shape(t)
        .map(<[i64]>::to_vec)
        .ok_or_else(|| b.fail("unranked tensors are not lowered"))
}

fn i64s(b: &Builder<'_, '_>, name: &str) -> Result<Vec<i64>, Diag> {
    b.op()
        .attr(name)
        .and_then(|a| b.ctx().attr_as_i64_array(a))
        .ok_or_else(|| b.fail(format!("missing '{name}'")))
}

/// The op's result type as converted (signless integers).
fn result_type(b: &Builder<'_, '_>) -> Result<Type, Diag> {
    Ok(signless_type(b.ctx(), b.op().result_type(0)))
}

/// A generic copying `input` (read through `map`) into a fresh tensor of `result_ty`.
fn copy_through(
    b: &mut Builder<'_, '_>,
    input: ValueId,
    map: AffineMap,
    result_ty: Type,
    dyn_sizes: &[ValueId],
) -> Result<ValueId, Diag> {
    let rank = b.ctx().shape(result_ty).map_or(0, <[i64]>::len) as u32;
    let init = b.empty(result_ty, dyn_sizes);
    let iterators = vec!["parallel"; rank as usize];
    let r = b.generic(
        &[input],
        &[init],
        &[map, AffineMap::identity(rank)],
        &iterators,
        &mut |_, args| Ok(vec![args[0]]),
    )?;
    r.first()
        .copied()
        .ok_or_else(|| b.fail("linalg.generic without a result"))
}

fn broadcast_in_dim(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let result_ty = result_type(b)?;
    let &[input] = operands else { return Ok(false) };
    let (in_shape, out_shape) = (shape_of(b, b.ty(input))?, shape_of(b, result_ty)?);
    if out_shape.contains(&DYNAMIC) {
        return Err(b.fail(
            "broadcast_in_dim to a dynamic shape is not lowered (use dynamic_broadcast_in_dim)",
        ));
    }
    let dims = i64s(b, "broadcast_dimensions")?;
    let results = dims
        .iter()
        .zip(&in_shape)
        .map(|(&d, &size)| {
            let out = out_shape.get(d as usize).copied().unwrap_or(1);
            if size == 1 && out != 1 {
                AffineExpr::Const(0)
            } else {
                AffineExpr::Dim(d as u32)
            }
        })
        .collect();
    let map = affine_map(out_shape.len() as u32, results);
    let r = copy_through(b, input, map, result_ty, &[])?;
    b.replace(&[r])?;
    Ok(true)
}

fn transpose(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let result_ty = result_type(b)?;
    let &[input] = operands else { return Ok(false) };
    let perm = i64s(b, "permutation")?;
    // result[i] = input[j] where j's position: input dim perm[q] is result dim q.
    let mut results = vec![AffineExpr::Const(0); perm.len()];
    for (q, &p) in perm.iter().enumerate() {
        let slot = results
            .get_mut(p as usize)
            .ok_or_else(|| b.fail("permutation out of range"))?;
        *slot = AffineExpr::Dim(q as u32);
    }
    let map = affine_map(perm.len() as u32, results);
    // Dynamic result dimension q is input dimension perm[q].
    let in_shape = shape_of(b, b.ty(input))?;
    let mut dyn_sizes = Vec::new();
    for &p in &perm {
        if in_shape.get(p as usize) == Some(&DYNAMIC) {
            let c = b.index_const(p);
            let index = b.ctx().index_type();
            dyn_sizes.push(b.create1(tensor_ops::DimOp::NAME, &[input, c], index, &[]));
        }
    }
    let r = copy_through(b, input, map, result_ty, &dyn_sizes)?;
    b.replace(&[r])?;
    Ok(true)
}

fn reverse(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let result_ty = result_type(b)?;
    let &[input] = operands else { return Ok(false) };
    let shape = shape_of(b, result_ty)?;
    let dims = i64s(b, "dimensions")?;
    let mut results = Vec::with_capacity(shape.len());
    for (d, &size) in shape.iter().enumerate() {
        let dim = AffineExpr::Dim(d as u32);
        if !dims.contains(&(d as i64)) {
            results.push(dim);
            continue;
        }
        if size == DYNAMIC {
            return Err(b.fail("reverse of a dynamic dimension is not lowered"));
        }
        // size - 1 - d
        let neg = AffineExpr::Mul(Box::new(dim), Box::new(AffineExpr::Const(-1)));
        results.push(AffineExpr::Add(
            Box::new(neg),
            Box::new(AffineExpr::Const(size - 1)),
        ));
    }
    let map = affine_map(shape.len() as u32, results);
    let r = copy_through(b, input, map, result_ty, &[])?;
    b.replace(&[r])?;
    Ok(true)
}

/// `[[0, 1, ..., n-1]]`, or `[]` for rank 0.
fn all_in_one(b: &Builder<'_, '_>, rank: usize) -> Attribute {
    let ctx = b.ctx();
    if rank == 0 {
        return ctx.array_attr(&[]);
    }
    let group: Vec<Attribute> = (0..rank as i128)
        .map(|i| ctx.integer_attr(ctx.i64(), i))
        .collect();
    ctx.array_attr(&[ctx.array_attr(&group)])
}

fn reshape(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[input] = operands else { return Ok(false) };
    reshape_to_result(b, input, "reshape with dynamic dimensions is not lowered")
}

/// `dynamic_reshape` whose shapes are static (the shape operand then only repeats the result
/// type, which the verifier checks) is a reshape.
fn dynamic_reshape(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[input, _shape] = operands else {
        return Ok(false);
    };
    reshape_to_result(
        b,
        input,
        "dynamic_reshape with dynamic dimensions is not lowered (no tensor.reshape)",
    )
}

/// `input` reshaped to the op's (static) result type through collapse/expand_shape.
fn reshape_to_result(b: &mut Builder<'_, '_>, input: ValueId, dynamic: &str) -> Result<bool, Diag> {
    let result_ty = result_type(b)?;
    let (in_shape, out_shape) = (shape_of(b, b.ty(input))?, shape_of(b, result_ty)?);
    if in_shape.contains(&DYNAMIC) || out_shape.contains(&DYNAMIC) {
        return Err(b.fail(dynamic));
    }
    if in_shape == out_shape {
        b.replace(&[input])?;
        return Ok(true);
    }
    let ctx = b.ctx();
    let elem = ctx.element_type(result_ty);
    let count: i64 = out_shape.iter().product();
    let expand = |b: &mut Builder<'_, '_>, from: ValueId, groups: usize| -> ValueId {
        let reassoc = all_in_one(b, groups);
        let static_shape = b.ctx().dense_i64_array(&out_shape);
        b.create1(
            tensor_ops::ExpandShapeOp::NAME,
            &[from],
            result_ty,
            &[
                ("reassociation", reassoc),
                ("static_output_shape", static_shape),
            ],
        )
    };
    let r = if out_shape.is_empty() || in_shape.is_empty() {
        // To or from rank 0 (all other dimensions are 1): a copy reading element 0.
        let map = affine_map(
            out_shape.len() as u32,
            vec![AffineExpr::Const(0); in_shape.len()],
        );
        copy_through(b, input, map, result_ty, &[])?
    } else {
        // Through 1-D: collapse (unless already 1-D), then expand (unless the result is 1-D).
        let flat = if in_shape.len() == 1 {
            input
        } else {
            let reassoc = all_in_one(b, in_shape.len());
            b.create1(
                tensor_ops::CollapseShapeOp::NAME,
                &[input],
                ctx.tensor_type(&[count], elem),
                &[("reassociation", reassoc)],
            )
        };
        if out_shape.len() == 1 {
            flat
        } else {
            expand(b, flat, out_shape.len())
        }
    };
    b.replace(&[r])?;
    Ok(true)
}

fn iota(b: &mut Builder<'_, '_>, _operands: &[ValueId]) -> Result<bool, Diag> {
    let result_ty = result_type(b)?;
    let shape = shape_of(b, result_ty)?;
    if shape.contains(&DYNAMIC) {
        return Err(b.fail("iota with a dynamic shape is not lowered (dynamic_iota is)"));
    }
    let init = b.empty(result_ty, &[]);
    iota_into(b, init)
}

/// Fills `init` with the index along `iota_dimension` (a generic on `linalg.index`).
fn iota_into(b: &mut Builder<'_, '_>, init: ValueId) -> Result<bool, Diag> {
    let result_ty = b.ty(init);
    let rank = shape_of(b, result_ty)?.len();
    let dim = b
        .op()
        .attr("iota_dimension")
        .and_then(|a| b.ctx().attr_as_int(a))
        .ok_or_else(|| b.fail("missing 'iota_dimension'"))?;
    let elem = b.ctx().element_type(result_ty);
    let iterators = vec!["parallel"; rank];
    let r = b.generic(
        &[],
        &[init],
        &[AffineMap::identity(rank as u32)],
        &iterators,
        &mut |b, _| {
            let ctx = b.ctx();
            let (index, i64t) = (ctx.index_type(), ctx.i64());
            let dim_attr = ctx.integer_attr(i64t, dim);
            let i = b.create1(linalg_ops::IndexOp::NAME, &[], index, &[("dim", dim_attr)]);
            let as_int = b.create1(arith_ops::IndexCastOp::NAME, &[i], i64t, &[]);
            let complex_part = match ctx.type_data(elem) {
                xla_ir::TypeData::Complex(p) if ctx.is_float(*p) => Some(*p),
                _ => None,
            };
            let v = match (ctx.float_kind(elem), ctx.integer_width(elem), complex_part) {
                (Some(_), _, _) => b.create1(arith_ops::SIToFPOp::NAME, &[as_int], elem, &[]),
                (_, Some(64), _) => as_int,
                (_, Some(_), _) => b.create1(arith_ops::TruncIOp::NAME, &[as_int], elem, &[]),
                // Complex: the index as the real part, a zero imaginary part.
                (_, _, Some(part)) => {
                    let re = b.create1(arith_ops::SIToFPOp::NAME, &[as_int], part, &[]);
                    let im = b.scalar_const(part, 0.0)?;
                    b.create1(complex_ops::CreateOp::NAME, &[re, im], elem, &[])
                }
                (_, _, None) if elem == index => i,
                _ => return Err(b.fail("iota of this element type is not lowered")),
            };
            Ok(vec![v])
        },
    )?;
    b.replace(&r)?;
    Ok(true)
}

/// `tensor.extract %shape[%c<d>]` as an index, for each dynamic dimension `d` of `ty`.
fn sizes_from_shape_operand(
    b: &mut Builder<'_, '_>,
    shape_operand: ValueId,
    ty: Type,
) -> Result<Vec<ValueId>, Diag> {
    let shape = shape_of(b, ty)?;
    let ctx = b.ctx();
    let elem = ctx.element_type(b.ty(shape_operand));
    let index = ctx.index_type();
    let mut sizes = Vec::new();
    for (d, &size) in shape.iter().enumerate() {
        if size != DYNAMIC {
            continue;
        }
        let c = b.index_const(d as i64);
        let v = b.create1(tensor_ops::ExtractOp::NAME, &[shape_operand, c], elem, &[]);
        sizes.push(if elem == index {
            v
        } else {
            b.create1(arith_ops::IndexCastOp::NAME, &[v], index, &[])
        });
    }
    Ok(sizes)
}

/// `dynamic_iota`: as iota, sized by the shape operand.
fn dynamic_iota(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[shape_operand] = operands else {
        return Ok(false);
    };
    let result_ty = result_type(b)?;
    let sizes = sizes_from_shape_operand(b, shape_operand, result_ty)?;
    let init = b.empty(result_ty, &sizes);
    iota_into(b, init)
}

/// `dynamic_broadcast_in_dim`: as broadcast_in_dim into a result sized by the shape
/// operand; operand dimensions of static size 1, or listed in `known_expanding_dimensions`,
/// are read at index 0 (others are taken as non-expanding).
fn dynamic_broadcast_in_dim(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[input, shape_operand] = operands else {
        return Ok(false);
    };
    let result_ty = result_type(b)?;
    let (in_shape, out_shape) = (shape_of(b, b.ty(input))?, shape_of(b, result_ty)?);
    let dims = i64s(b, "broadcast_dimensions")?;
    let expanding = b
        .op()
        .attr("known_expanding_dimensions")
        .and_then(|a| b.ctx().attr_as_i64_array(a))
        .unwrap_or_default();
    let results = dims
        .iter()
        .zip(&in_shape)
        .enumerate()
        .map(|(k, (&d, &size))| {
            let out = out_shape.get(d as usize).copied().unwrap_or(DYNAMIC);
            let expands = (size == 1 && out != 1) || expanding.contains(&(k as i64));
            if expands {
                AffineExpr::Const(0)
            } else {
                AffineExpr::Dim(d as u32)
            }
        })
        .collect();
    let map = affine_map(out_shape.len() as u32, results);
    let sizes = sizes_from_shape_operand(b, shape_operand, result_ty)?;
    let r = copy_through(b, input, map, result_ty, &sizes)?;
    b.replace(&[r])?;
    Ok(true)
}

fn constant(b: &mut Builder<'_, '_>, _operands: &[ValueId]) -> Result<bool, Diag> {
    let result_ty = result_type(b)?;
    let value = b
        .op()
        .attr("value")
        .ok_or_else(|| b.fail("missing 'value'"))?;
    let ctx = b.ctx();
    // The same elements, typed signless.
    let value = match ctx.attr_data(value) {
        xla_ir::AttrData::DenseElements { ty, data, splat } if *ty != result_ty => {
            ctx.intern_attr(xla_ir::AttrData::DenseElements {
                ty: result_ty,
                data: data.clone(),
                splat: *splat,
            })
        }
        _ => value,
    };
    if ctx.attr_type(value) != Some(result_ty) {
        return Err(b.fail("constant of this type is not lowered"));
    }
    if let Some(v) = splat_generic(b, value, result_ty)? {
        b.replace(&[v])?;
        return Ok(true);
    }
    let v = b.constant(value)?;
    b.replace(&[v])?;
    Ok(true)
}

/// A splat of a static shape with more than one element as a generic that yields the scalar
/// (no materialized array: fusion puts the scalar into its consumers, and a splat that must
/// exist is written by a loop, never stored as a global of its size). `None` for other
/// constants and element types (complex splats keep the dense constant).
fn splat_generic(
    b: &mut Builder<'_, '_>,
    value: xla_ir::Attribute,
    ty: xla_ir::Type,
) -> Result<Option<ValueId>, Diag> {
    let ctx = b.ctx();
    let xla_ir::AttrData::DenseElements {
        data, splat: true, ..
    } = ctx.attr_data(value)
    else {
        return Ok(None);
    };
    let shape = shape_of(b, ty)?;
    let elements = shape.iter().try_fold(
        1i64,
        |n, &d| if d == DYNAMIC { None } else { n.checked_mul(d) },
    );
    if elements.is_none_or(|n| n <= 1) {
        return Ok(None);
    }
    let elem = ctx.element_type(ty);
    let mut word = [0u8; 16];
    let n = data.len().min(16);
    word[..n].copy_from_slice(&data[..n]);
    let bits = u128::from_le_bytes(word);
    let scalar = match (ctx.float_kind(elem), ctx.integer_width(elem)) {
        (Some(_), _) => ctx.float_attr_bits(elem, bits as u64),
        (None, Some(1)) => ctx.bool_attr(bits & 1 != 0),
        (None, Some(_)) => xla_dialect_arith::fold::int_attr(ctx, elem, bits),
        _ => return Ok(None),
    };
    let rank = shape.len();
    let init = b.empty(ty, &[]);
    let iterators = vec!["parallel"; rank];
    let r = b.generic(
        &[],
        &[init],
        &[AffineMap::identity(rank as u32)],
        &iterators,
        &mut |b, _| Ok(vec![b.constant(scalar)?]),
    )?;
    Ok(r.first().copied())
}

/// `optimization_barrier` has no loop form: its results are its operands.
fn optimization_barrier(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let ctx = b.ctx();
    if operands.iter().any(|&v| ctx.shape(b.ty(v)).is_none()) {
        return Err(b.fail("optimization_barrier of tokens or tuples is not lowered"));
    }
    b.replace(operands)?;
    Ok(true)
}

/// `get_dimension_size`: `tensor.dim`, cast to the `i32` element, as a 0-d tensor.
fn get_dimension_size(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[input] = operands else { return Ok(false) };
    let dim = b
        .op()
        .attr("dimension")
        .and_then(|a| b.ctx().attr_as_int(a))
        .ok_or_else(|| b.fail("missing 'dimension'"))?;
    let result_ty = result_type(b)?;
    let ctx = b.ctx();
    let elem = ctx.element_type(result_ty);
    let index = ctx.index_type();
    let c = b.index_const(dim as i64);
    let size = b.create1(tensor_ops::DimOp::NAME, &[input, c], index, &[]);
    let size = b.create1(arith_ops::IndexCastOp::NAME, &[size], elem, &[]);
    let r = b.create1(tensor_ops::FromElementsOp::NAME, &[size], result_ty, &[]);
    b.replace(&[r])?;
    Ok(true)
}

/// `bitcast_convert` between element widths (XLA: little-endian parts along the last
/// dimension). Wide to narrow: each result element is a shifted, truncated slice of its
/// source element (a parallel generic with `linalg.index` of the new dimension). Narrow to
/// wide: the parts are or-ed together, each shifted by its position (a reduction over the
/// source's last dimension into a zero constant).
pub fn bitcast_across_widths(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[input] = operands else { return Ok(false) };
    let result_ty = result_type(b)?;
    let ctx = b.ctx();
    let (in_shape, out_shape) = (shape_of(b, b.ty(input))?, shape_of(b, result_ty)?);
    let (in_elem, out_elem) = (ctx.element_type(b.ty(input)), ctx.element_type(result_ty));
    let width = |t: Type| {
        ctx.integer_width(t)
            .or_else(|| ctx.float_kind(t).map(|k| k.bit_width()))
    };
    let (Some(wi), Some(wo)) = (width(in_elem), width(out_elem)) else {
        return Err(b.fail("bitcast_convert of these element types is not lowered"));
    };
    if in_shape.contains(&DYNAMIC) || out_shape.contains(&DYNAMIC) || wi > 64 || wo > 64 {
        return Err(b.fail(
            "bitcast_convert between widths with dynamic shapes or wide elements is not lowered",
        ));
    }
    let (ii, io) = (ctx.integer_type(wi), ctx.integer_type(wo));
    let to_int = |b: &mut Builder<'_, '_>, v: ValueId, it: Type| {
        if b.ty(v) == it {
            v
        } else {
            b.create1(arith_ops::BitcastOp::NAME, &[v], it, &[])
        }
    };
    let from_int = |b: &mut Builder<'_, '_>, v: ValueId, t: Type| {
        if b.ty(v) == t {
            v
        } else {
            b.create1(arith_ops::BitcastOp::NAME, &[v], t, &[])
        }
    };
    let int_const = |b: &mut Builder<'_, '_>, t: Type, v: i128| {
        let a = xla_dialect_arith::fold::int_attr(b.ctx(), t, v as u128);
        b.create1(arith_ops::ConstantOp::NAME, &[], t, &[("value", a)])
    };
    if wi > wo {
        // Result rank = input rank + 1; the last result dimension picks the part.
        let rank = out_shape.len() as u32;
        let in_map = affine_map(rank, (0..rank - 1).map(AffineExpr::Dim).collect());
        let init = b.empty(result_ty, &[]);
        let iterators = vec!["parallel"; rank as usize];
        let r = b.generic(
            &[input],
            &[init],
            &[in_map, AffineMap::identity(rank)],
            &iterators,
            &mut |b, args| {
                let x = to_int(b, args[0], ii);
                let ctx = b.ctx();
                let dim = ctx.integer_attr(ctx.i64(), i128::from(rank - 1));
                let j = b.create1(
                    linalg_ops::IndexOp::NAME,
                    &[],
                    ctx.index_type(),
                    &[("dim", dim)],
                );
                let j = b.create1(arith_ops::IndexCastOp::NAME, &[j], ii, &[]);
                let part = int_const(b, ii, i128::from(wo));
                let shift = b.create1(arith_ops::MulIOp::NAME, &[j, part], ii, &[]);
                let shifted = b.create1(arith_ops::ShRUIOp::NAME, &[x, shift], ii, &[]);
                let narrow = b.create1(arith_ops::TruncIOp::NAME, &[shifted], io, &[]);
                Ok(vec![from_int(b, narrow, out_elem)])
            },
        )?;
        b.replace(&r)?;
        return Ok(true);
    }
    // Narrow to wide: reduce the input's last dimension.
    let rank = in_shape.len() as u32;
    let out_map = affine_map(rank, (0..rank - 1).map(AffineExpr::Dim).collect());
    let zero_attr = xla_dialect_arith::fold::make(ctx, result_ty, &[0])
        .ok_or_else(|| b.fail("cannot build a zero tensor"))?;
    let init = b.constant(zero_attr)?;
    let mut iterators = vec!["parallel"; rank as usize - 1];
    iterators.push("reduction");
    let r = b.generic(
        &[input],
        &[init],
        &[AffineMap::identity(rank), out_map],
        &iterators,
        &mut |b, args| {
            let part = to_int(b, args[0], ii);
            let acc = to_int(b, args[1], io);
            let wide = b.create1(arith_ops::ExtUIOp::NAME, &[part], io, &[]);
            let ctx = b.ctx();
            let dim = ctx.integer_attr(ctx.i64(), i128::from(rank - 1));
            let j = b.create1(
                linalg_ops::IndexOp::NAME,
                &[],
                ctx.index_type(),
                &[("dim", dim)],
            );
            let j = b.create1(arith_ops::IndexCastOp::NAME, &[j], io, &[]);
            let w = int_const(b, io, i128::from(wi));
            let shift = b.create1(arith_ops::MulIOp::NAME, &[j, w], io, &[]);
            let shifted = b.create1(arith_ops::ShLIOp::NAME, &[wide, shift], io, &[]);
            let merged = b.create1(arith_ops::OrIOp::NAME, &[acc, shifted], io, &[]);
            Ok(vec![from_int(b, merged, out_elem)])
        },
    )?;
    b.replace(&r)?;
    Ok(true)
}
