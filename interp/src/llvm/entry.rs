//! Calling an llvm.func lowered from a function on memrefs, with runtime values of the
//! original signature: `--convert-to-llvm` records the original function type in the
//! [`SIGNATURE_ATTR`] attribute; each memref argument is copied into a fresh allocation
//! and passed as upstream's expanded descriptor (allocated pointer, aligned pointer,
//! offset, sizes, strides), and each returned descriptor is read back into a memref.

use super::layout::{decode, encode, size_align};
use super::memory::Pointer;
use crate::eval::Interp;
use crate::memref_value::MemRefValue;
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_ir::{Context, DResult, Diag, OpRef, Type, TypeData};

pub use xla_values::abi::MEMREF_SIGNATURE_ATTR as SIGNATURE_ATTR;

/// The original `(inputs, results)` of a lowered llvm.func, if recorded.
pub fn original_signature(ctx: &Context, f: &OpRef<'_>) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = f.attr(SIGNATURE_ATTR).and_then(|a| ctx.attr_as_type(a))?;
    ctx.function_signature(t)
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
}

fn i64_scalar(ctx: &Context, v: i64) -> Value {
    Value::Tensor(Tensor {
        ty: ctx.i64(),
        kind: ElemKind::Int {
            width: 64,
            signed: true,
        },
        shape: Vec::new(),
        data: Buffer::Int(vec![v]),
    })
}

/// The type elements of a memref of `elem` have in memory (index is i64).
fn storage_type(ctx: &Context, elem: Type) -> Type {
    if ctx.is_index(elem) {
        ctx.i64()
    } else {
        elem
    }
}

/// One argument value of original type `ty`, as the expanded llvm arguments.
fn expand(ctx: &Context, ty: Type, v: &Value, out: &mut Vec<Value>) -> Result<(), String> {
    match (ctx.type_data(ty), v) {
        (TypeData::MemRef { elem, .. }, Value::MemRef(m)) => {
            let t = m
                .to_tensor()
                .ok_or("a memref argument views outside its storage")?;
            let stored = storage_type(ctx, *elem);
            let (size, _) =
                size_align(ctx, stored).ok_or("has a memref element type without layout")?;
            let p = Pointer::allocate(size * t.num_elements() as u64, true)
                .ok_or("argument too large")?;
            let mut bytes = Vec::with_capacity((size as usize) * t.num_elements());
            let kind = ElemKind::of(ctx, stored).ok_or("unsupported element type")?;
            let t = crate::convert::convert_tensor(&t, stored, kind);
            for i in 0..t.num_elements() {
                encode(
                    ctx,
                    stored,
                    &Value::Tensor(t.with_data(Vec::new(), t.data.gather(&[i]))),
                    &mut bytes,
                )?;
            }
            p.write(&bytes)?;
            out.extend([Value::Ptr(p.clone()), Value::Ptr(p), i64_scalar(ctx, 0)]);
            out.extend(m.shape.iter().map(|&d| i64_scalar(ctx, d)));
            out.extend(
                crate::memref_value::contiguous_strides(&m.shape)
                    .into_iter()
                    .map(|s| i64_scalar(ctx, s)),
            );
            Ok(())
        }
        (TypeData::Index, Value::Tensor(t)) => {
            out.push(Value::Tensor(crate::convert::convert_tensor(
                t,
                ctx.i64(),
                ElemKind::Int {
                    width: 64,
                    signed: true,
                },
            )));
            Ok(())
        }
        (_, Value::Tensor(_)) => {
            out.push(v.clone());
            Ok(())
        }
        _ => Err(format!(
            "cannot pass a {} argument to a lowered function",
            crate::dense::type_str(ctx, ty)
        )),
    }
}

fn int_of(v: &Value) -> Option<i64> {
    match v {
        Value::Tensor(t) => t.ints().first().copied(),
        _ => None,
    }
}

/// A returned value of original type `ty`: descriptors become memrefs.
fn collapse(ctx: &Context, ty: Type, v: Value) -> Result<Value, String> {
    let TypeData::MemRef { elem, .. } = ctx.type_data(ty) else {
        return Ok(match v {
            Value::Tensor(t) if ctx.is_index(ty) => Value::Tensor(crate::convert::convert_tensor(
                &t,
                ty,
                ElemKind::Int {
                    width: 64,
                    signed: true,
                },
            )),
            other => other,
        });
    };
    let Value::Tuple(fields) = v else {
        return Err("a memref result is not a descriptor".into());
    };
    let (Some(Value::Ptr(aligned)), Some(offset)) = (fields.get(1), fields.get(2).and_then(int_of))
    else {
        return Err("a memref result is not a descriptor".into());
    };
    // Rank 0 descriptors have no size and stride arrays.
    let ints = |i: usize| -> Result<Vec<i64>, String> {
        match fields.get(i) {
            None => Ok(Vec::new()),
            Some(Value::Tuple(items)) => Ok(items.iter().map(|s| int_of(s).unwrap_or(0)).collect()),
            Some(_) => Err("a memref result is not a descriptor".into()),
        }
    };
    let (shape, strides) = (ints(3)?, ints(4)?);
    let stored = storage_type(ctx, *elem);
    let (size, _) = size_align(ctx, stored).ok_or("has a memref element type without layout")?;
    let mut parts: Vec<Buffer> = Vec::new();
    let mut err = None;
    crate::value::for_each_index(&shape, |idx| {
        let pos = offset + idx.iter().zip(&strides).map(|(i, s)| i * s).sum::<i64>();
        let read = aligned
            .offset_by(pos.wrapping_mul(size as i64))
            .read(size)
            .and_then(|b| decode(ctx, stored, &b));
        match read {
            Ok(Value::Tensor(t)) => parts.push(t.data),
            Ok(_) => err = Some("a memref element is not a scalar".to_string()),
            Err(m) => err = Some(m),
        }
    });
    if let Some(e) = err {
        return Err(e);
    }
    let kind = ElemKind::of(ctx, stored).ok_or("unsupported element type")?;
    let data = if parts.is_empty() {
        crate::memref_value::zero_buffer(kind, 0)
    } else {
        Buffer::concat(&parts.iter().collect::<Vec<_>>()).ok_or("inconsistent memref elements")?
    };
    let t = Tensor {
        ty: stored,
        kind,
        shape,
        data,
    };
    let elem_kind = ElemKind::of(ctx, *elem).ok_or("unsupported element type")?;
    let t = if stored != *elem {
        crate::convert::convert_tensor(&t, *elem, elem_kind)
    } else {
        t
    };
    Ok(Value::MemRef(MemRefValue::from_tensor(&t)))
}

/// Calls lowered function `name` with values of its original signature.
pub fn call(
    interp: &Interp<'_>,
    f: &OpRef<'_>,
    name: &str,
    inputs: Vec<Value>,
) -> DResult<Vec<Value>> {
    let ctx = interp.ctx;
    let err = |m: String| Diag::error(f.loc(), m);
    let Some((arg_types, result_types)) = original_signature(ctx, f) else {
        return interp.call(name, inputs);
    };
    if arg_types.len() != inputs.len() {
        return Err(err(format!(
            "takes {} arguments, but {} were given",
            arg_types.len(),
            inputs.len()
        )));
    }
    let mut args = Vec::new();
    for (&t, v) in arg_types.iter().zip(&inputs) {
        expand(ctx, t, v, &mut args).map_err(err)?;
    }
    let mut results = interp.call(name, args)?;
    let values = match (result_types.len(), results.pop()) {
        (0, _) => Vec::new(),
        (1, Some(v)) => vec![v],
        (_, Some(Value::Tuple(vs))) => vs,
        _ => return Err(err("returned no value".into())),
    };
    result_types
        .iter()
        .zip(values)
        .map(|(&t, v)| collapse(ctx, t, v).map_err(err))
        .collect()
}
