//! tensor dialect evaluation: creation, element access, slices, padding, reshapes, concat.

use crate::elementwise::tensor;
use crate::eval::{OpEval, Registry};
use crate::linalg::elements::{element, index_scalar, scalar_int, write, zeros};
use crate::value::{checked_count, for_each_index, linear, Buffer, Tensor, Value};
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::{DResult, DYNAMIC};

pub fn register(r: &mut Registry) {
    r.add(tensor_ops::EmptyOp::NAME, empty);
    r.add(tensor_ops::ExtractOp::NAME, extract);
    r.add(tensor_ops::InsertOp::NAME, insert);
    r.add(tensor_ops::ExtractSliceOp::NAME, extract_slice);
    r.add(tensor_ops::InsertSliceOp::NAME, insert_slice);
    r.add(tensor_ops::PadOp::NAME, pad);
    r.add(tensor_ops::CollapseShapeOp::NAME, reshape);
    r.add(tensor_ops::ExpandShapeOp::NAME, reshape);
    r.add(tensor_ops::CastOp::NAME, reshape);
    r.add(tensor_ops::DimOp::NAME, dim);
    r.add(tensor_ops::FromElementsOp::NAME, from_elements);
    r.add(tensor_ops::GenerateOp::NAME, generate);
    r.add(tensor_ops::ConcatOp::NAME, concat);
}

/// The integer values of operands `range` (index scalars).
fn ints(
    ev: &OpEval<'_, '_>,
    operands: &[Value],
    range: std::ops::Range<usize>,
) -> DResult<Vec<i64>> {
    range
        .map(|i| {
            scalar_int(tensor(ev, operands, i)?)
                .ok_or_else(|| ev.error(format!("operand #{i} is not a scalar")))
        })
        .collect()
}

/// The result type's shape with `?` dimensions taken from `dynamic` in order.
fn result_shape(ev: &OpEval<'_, '_>, dynamic: &[i64]) -> DResult<Vec<i64>> {
    let ty = ev.op.result_type(0);
    let shape = ev
        .ctx()
        .shape(ty)
        .ok_or_else(|| ev.error("has an unranked result"))?;
    let mut next = dynamic.iter();
    let shape: Vec<i64> = shape
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                next.next().copied().unwrap_or(0)
            } else {
                d
            }
        })
        .collect();
    if shape.iter().any(|d| *d < 0) || checked_count(&shape).is_none() {
        return Err(ev.error(format!(
            "has an invalid or too large result shape {shape:?}"
        )));
    }
    Ok(shape)
}

fn new_result(ev: &OpEval<'_, '_>, shape: &[i64]) -> DResult<Tensor> {
    let elem = ev.ctx().element_type(ev.op.result_type(0));
    zeros(ev.ctx(), elem, shape)
        .ok_or_else(|| ev.error("has a result the interpreter cannot represent"))
}

fn empty(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let sizes = ints(ev, operands, 0..operands.len())?;
    let shape = result_shape(ev, &sizes)?;
    Ok(vec![Value::Tensor(new_result(ev, &shape)?)])
}

/// The linear position of `idx` in `t`, checked.
fn position(ev: &OpEval<'_, '_>, t: &Tensor, idx: &[i64]) -> DResult<usize> {
    let inside =
        idx.len() == t.shape.len() && idx.iter().zip(&t.shape).all(|(i, d)| *i >= 0 && i < d);
    if !inside {
        return Err(ev.error(format!(
            "index {idx:?} is out of bounds of shape {:?}",
            t.shape
        )));
    }
    Ok(linear(idx, &Tensor::strides(&t.shape)))
}

fn extract(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let idx = ints(ev, operands, 1..operands.len())?;
    let pos = position(ev, t, &idx)?;
    let e = element(t, pos).ok_or_else(|| ev.error("reads outside its tensor"))?;
    Ok(vec![Value::Tensor(e)])
}

fn insert(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let scalar = tensor(ev, operands, 0)?;
    let mut t = tensor(ev, operands, 1)?.clone();
    let idx = ints(ev, operands, 2..operands.len())?;
    let pos = position(ev, &t, &idx)?;
    if !write(&mut t.data, pos, &scalar.data, 0) {
        return Err(ev.error("writes a value of another element type"));
    }
    Ok(vec![Value::Tensor(t)])
}

/// Segment sizes of the op (`operandSegmentSizes`).
fn segments(ev: &OpEval<'_, '_>) -> Vec<usize> {
    xla_dialect_tensor::syntax::segments(ev.op)
}

/// A static list property with its `?` entries taken from `dynamic` in order.
fn mixed(ev: &OpEval<'_, '_>, name: &str, dynamic: &[i64]) -> Vec<i64> {
    let statics = xla_dialect_tensor::syntax::i64s(ev.op, name);
    let mut next = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next().copied().unwrap_or(0)
            } else {
                s
            }
        })
        .collect()
}

/// offsets, sizes, strides of a slice op whose index operands start at `first`.
fn slice_box(ev: &OpEval<'_, '_>, operands: &[Value], first: usize) -> DResult<[Vec<i64>; 3]> {
    let seg = segments(ev);
    let counts: Vec<usize> = seg.iter().skip(first).copied().collect();
    let mut at = first;
    let mut lists = Vec::new();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        let n = counts.get(k).copied().unwrap_or(0);
        let dynamic = ints(ev, operands, at..at + n)?;
        at += n;
        lists.push(mixed(ev, name, &dynamic));
    }
    let [o, s, t] =
        <[Vec<i64>; 3]>::try_from(lists).map_err(|_| ev.error("has malformed slice lists"))?;
    Ok([o, s, t])
}

/// Calls `f(slice position, full position)` for every element of the box.
fn for_each_in_box(
    ev: &OpEval<'_, '_>,
    full: &[i64],
    [offsets, sizes, strides]: &[Vec<i64>; 3],
    mut f: impl FnMut(usize, usize),
) -> DResult<()> {
    if offsets.len() != full.len() || sizes.len() != full.len() || strides.len() != full.len() {
        return Err(ev.error("has slice lists that do not match the tensor rank"));
    }
    for d in 0..full.len() {
        let last = offsets[d] + (sizes[d] - 1).max(0) * strides[d];
        if sizes[d] > 0 && (offsets[d] < 0 || last >= full[d] || last < 0) {
            return Err(ev.error(format!("slice runs out of bounds in dimension {d}")));
        }
    }
    let full_strides = Tensor::strides(full);
    let slice_strides = Tensor::strides(sizes);
    for_each_index(sizes, |idx| {
        let at: Vec<i64> = idx
            .iter()
            .zip(offsets.iter().zip(strides))
            .map(|(i, (o, s))| o + i * s)
            .collect();
        f(linear(idx, &slice_strides), linear(&at, &full_strides));
    });
    Ok(())
}

fn extract_slice(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let src = tensor(ev, operands, 0)?;
    let b = slice_box(ev, operands, 1)?;
    checked_count(&b[1]).ok_or_else(|| ev.error("has an invalid slice size"))?;
    let mut picks = Vec::new();
    for_each_in_box(ev, &src.shape, &b, |_, full| picks.push(full))?;
    let data = src.data.gather(&picks);
    let shape = reduced_shape(ev, &b[1]);
    Ok(vec![Value::Tensor(src.with_data(shape, data))])
}

/// The slice sizes without the unit dimensions the (rank-reduced) result type drops.
fn reduced_shape(ev: &OpEval<'_, '_>, sizes: &[i64]) -> Vec<i64> {
    let declared = ev.ctx().shape(ev.op.result_type(0)).map_or(0, |s| s.len());
    let mut to_drop = sizes.len().saturating_sub(declared);
    sizes
        .iter()
        .copied()
        .filter(|&s| {
            let drop = s == 1 && to_drop > 0;
            to_drop -= drop as usize;
            !drop
        })
        .collect()
}

fn insert_slice(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let src = tensor(ev, operands, 0)?;
    let mut dst = tensor(ev, operands, 1)?.clone();
    let b = slice_box(ev, operands, 2)?;
    let mut ok = true;
    let data = &mut dst.data;
    for_each_in_box(ev, &dst.shape.clone(), &b, |slice, full| {
        ok &= write(data, full, &src.data, slice)
    })?;
    if !ok {
        return Err(ev.error("inserts a source that does not fit the slice"));
    }
    Ok(vec![Value::Tensor(dst)])
}

fn pad(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let src = tensor(ev, operands, 0)?;
    let seg = segments(ev);
    let (n_low, n_high) = (
        seg.get(1).copied().unwrap_or(0),
        seg.get(2).copied().unwrap_or(0),
    );
    let low = mixed(ev, "static_low", &ints(ev, operands, 1..1 + n_low)?);
    let high = mixed(
        ev,
        "static_high",
        &ints(ev, operands, 1 + n_low..1 + n_low + n_high)?,
    );
    if low.len() != src.shape.len() || high.len() != src.shape.len() {
        return Err(ev.error("has padding lists that do not match the source rank"));
    }
    let shape: Vec<i64> = src
        .shape
        .iter()
        .zip(low.iter().zip(&high))
        .map(|(s, (l, h))| s + l + h)
        .collect();
    if shape.iter().any(|d| *d < 0) || checked_count(&shape).is_none() {
        return Err(ev.error(format!("has an invalid padded shape {shape:?}")));
    }
    let mut out = src.with_data(
        shape.clone(),
        zeros(ev.ctx(), src.ty, &shape)
            .map(|t| t.data)
            .unwrap_or(Buffer::Int(Vec::new())),
    );
    let src_strides = Tensor::strides(&src.shape);
    let mut failure = None;
    let mut pos = 0usize;
    for_each_index(&shape, |idx| {
        if failure.is_some() {
            return;
        }
        let inner: Vec<i64> = idx.iter().zip(&low).map(|(i, l)| i - l).collect();
        let inside = inner.iter().zip(&src.shape).all(|(i, d)| *i >= 0 && i < d);
        let written = if inside {
            write(&mut out.data, pos, &src.data, linear(&inner, &src_strides))
        } else {
            let args = idx
                .iter()
                .map(|i| Value::Tensor(index_scalar(ev.ctx(), *i)))
                .collect();
            match ev.run_region(0, args) {
                Ok(v) => v
                    .first()
                    .and_then(Value::as_tensor)
                    .is_some_and(|t| write(&mut out.data, pos, &t.data, 0)),
                Err(d) => {
                    failure = Some(d);
                    true
                }
            }
        };
        if !written && failure.is_none() {
            failure = Some(ev.error("yields a padding value of another element type"));
        }
        pos += 1;
    });
    match failure {
        Some(d) => Err(d),
        None => Ok(vec![Value::Tensor(out)]),
    }
}

/// collapse_shape, expand_shape and cast keep the elements and take a new shape.
fn reshape(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let src = tensor(ev, operands, 0)?;
    let declared = ev
        .ctx()
        .shape(ev.op.result_type(0))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let shape = match ev.op.name_str() {
        tensor_ops::CastOp::NAME => src.shape.clone(),
        tensor_ops::ExpandShapeOp::NAME => mixed(
            ev,
            "static_output_shape",
            &ints(ev, operands, 1..operands.len())?,
        ),
        _ => {
            let groups = xla_dialect_tensor::syntax::reassociation(ev.op).unwrap_or_default();
            groups
                .iter()
                .map(|g| {
                    g.iter()
                        .map(|d| src.shape.get(*d as usize).copied().unwrap_or(0))
                        .product()
                })
                .collect()
        }
    };
    let matches = declared.len() == shape.len()
        && declared
            .iter()
            .zip(&shape)
            .all(|(d, s)| *d == DYNAMIC || d == s);
    if !matches || checked_count(&shape) != Some(src.num_elements()) {
        return Err(ev.error(format!(
            "cannot give {:?} elements the shape {shape:?}",
            src.shape
        )));
    }
    Ok(vec![Value::Tensor(src.with_data(shape, src.data.clone()))])
}

fn dim(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let d = ints(ev, operands, 1..2)?[0];
    let size = usize::try_from(d)
        .ok()
        .and_then(|d| t.shape.get(d))
        .ok_or_else(|| ev.error(format!("dimension {d} is out of range")))?;
    Ok(vec![Value::Tensor(index_scalar(ev.ctx(), *size))])
}

fn from_elements(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let shape = result_shape(ev, &[])?;
    let mut out = new_result(ev, &shape)?;
    for i in 0..operands.len() {
        let e = tensor(ev, operands, i)?;
        if !write(&mut out.data, i, &e.data, 0) {
            return Err(ev.error(format!("element #{i} does not fit the result")));
        }
    }
    Ok(vec![Value::Tensor(out)])
}

fn generate(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let sizes = ints(ev, operands, 0..operands.len())?;
    let shape = result_shape(ev, &sizes)?;
    let mut out = new_result(ev, &shape)?;
    let mut failure = None;
    let mut pos = 0usize;
    for_each_index(&shape, |idx| {
        if failure.is_some() {
            return;
        }
        let args = idx
            .iter()
            .map(|i| Value::Tensor(index_scalar(ev.ctx(), *i)))
            .collect();
        match ev.run_region(0, args) {
            Ok(v)
                if v.first()
                    .and_then(Value::as_tensor)
                    .is_some_and(|t| write(&mut out.data, pos, &t.data, 0)) => {}
            Ok(_) => failure = Some(ev.error("yields a value of another element type")),
            Err(d) => failure = Some(d),
        }
        pos += 1;
    });
    match failure {
        Some(d) => Err(d),
        None => Ok(vec![Value::Tensor(out)]),
    }
}

fn concat(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let dim = ev
        .op
        .attr("dim")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .unwrap_or(0) as usize;
    let first = tensor(ev, operands, 0)?;
    let mut shape = first.shape.clone();
    let total: i64 = (0..operands.len())
        .map(|i| tensor(ev, operands, i).map(|t| t.shape.get(dim).copied().unwrap_or(0)))
        .sum::<DResult<i64>>()?;
    *shape
        .get_mut(dim)
        .ok_or_else(|| ev.error("concatenates along a dimension out of range"))? = total;
    let mut out = new_result(ev, &shape)?;
    let out_strides = Tensor::strides(&shape);
    let mut offset = 0;
    for i in 0..operands.len() {
        let t = tensor(ev, operands, i)?;
        if t.shape.len() != shape.len() {
            return Err(ev.error(format!("input #{i} has another rank than the result")));
        }
        let mut ok = true;
        let mut pos = 0;
        for_each_index(&t.shape, |idx| {
            let mut at = idx.to_vec();
            at[dim] += offset;
            ok &= write(&mut out.data, linear(&at, &out_strides), &t.data, pos);
            pos += 1;
        });
        if !ok {
            return Err(ev.error(format!("input #{i} does not fit the result")));
        }
        offset += t.shape[dim];
    }
    Ok(vec![Value::Tensor(out)])
}
