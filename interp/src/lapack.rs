//! `custom_call @lapack_*_ffi`: JAX's CPU linear algebra (cholesky, LU, QR, eigh, SVD,
//! triangular solves), computed by the runtime's faer kernels (`xla_runtime::lapack`), the
//! same code compiled programs call (docs/lowering/lapack.md).

use crate::elementwise::{result_elem, result_shape, tensor};
use crate::eval::OpEval;
use crate::value::{Buffer, Tensor, Value};
use num_complex::Complex;
use xla_ir::DResult;
use xla_runtime::lapack::{self, spec, Data, DataMut};

/// The flags of the call's `mhlo.backend_config` dictionary (`uplo = 76 : ui8`, ...).
fn flags(ev: &OpEval<'_, '_>) -> spec::Flags {
    let ctx = ev.ctx();
    let mut f = spec::Flags::default();
    let entries = ev
        .op
        .attr(xla_dialect_hlo::ops::custom_call::MHLO_BACKEND_CONFIG)
        .and_then(|a| ctx.attr_as_dictionary(a))
        .unwrap_or(&[]);
    for &(k, v) in entries {
        if let Some(c) = ctx.attr_as_int(v).and_then(|c| u8::try_from(c).ok()) {
            f.set(ctx.symbol_str(k), c);
        }
    }
    f
}

fn scalar(kind: crate::ElemKind) -> spec::Scalar {
    use xla_ir::float::FloatKind;
    match kind {
        crate::ElemKind::Float(FloatKind::F32) => spec::Scalar::F32,
        crate::ElemKind::Float(FloatKind::F64) => spec::Scalar::F64,
        crate::ElemKind::Complex(FloatKind::F32) => spec::Scalar::C64,
        crate::ElemKind::Complex(FloatKind::F64) => spec::Scalar::C128,
        crate::ElemKind::Int { width: 32, .. } => spec::Scalar::I32,
        _ => spec::Scalar::Other,
    }
}

/// An operand's elements as `Data` (i32 operands converted from the interpreter's i64).
enum Owned {
    Borrowed,
    I32(Vec<i32>),
}

/// The call on tensors (`-> results`), or in destination form on memrefs (operands, then the
/// result buffers, no results: see passes/src/bufferize/lapack.rs).
pub fn custom_call(ev: &OpEval<'_, '_>, operands: &[Value], target: &str) -> DResult<Vec<Value>> {
    let err = |e: String| ev.error(format!("@{target}: {e}"));
    let destination = ev.op.num_results() == 0 && operands.iter().all(|v| v.as_memref().is_some());
    if !destination {
        let ins: Vec<&Tensor> = (0..operands.len())
            .map(|i| tensor(ev, operands, i))
            .collect::<DResult<_>>()?;
        let outs: Vec<(xla_ir::Type, crate::ElemKind, Vec<i64>)> = (0..ev.op.num_results())
            .map(|i| {
                let (ty, kind) = result_elem(ev, i)?;
                Ok((ty, kind, result_shape(ev, i)?))
            })
            .collect::<DResult<_>>()?;
        let results = compute(ev, target, flags(ev), &ins, outs)?;
        return Ok(results.into_iter().map(Value::Tensor).collect());
    }
    let n_in = spec::parse_target(target)
        .map(|t| t.routine.parts().0.len())
        .ok_or_else(|| {
            err(format!(
                "the target is not supported (supported: {})",
                spec::SUPPORTED
            ))
        })?;
    if operands.len() < n_in {
        return Err(err("expects its operands, then its result buffers".into()));
    }
    let memrefs: Vec<&crate::MemRefValue> = operands.iter().filter_map(Value::as_memref).collect();
    let ins: Vec<Tensor> = memrefs[..n_in]
        .iter()
        .map(|m| {
            m.to_tensor()
                .ok_or_else(|| err("an operand buffer is out of bounds".into()))
        })
        .collect::<DResult<_>>()?;
    let outs = memrefs[n_in..]
        .iter()
        .map(|m| (m.ty, m.kind, m.shape.clone()))
        .collect();
    let results = compute(ev, target, flags(ev), &ins.iter().collect::<Vec<_>>(), outs)?;
    for (m, t) in memrefs[n_in..].iter().zip(&results) {
        m.write_tensor(t)
            .ok_or_else(|| err("a result buffer is out of bounds".into()))?;
    }
    Ok(Vec::new())
}

/// Computes the call from `ins` into new tensors of the given element types and shapes.
pub(crate) fn compute(
    ev: &OpEval<'_, '_>,
    target: &str,
    flags: spec::Flags,
    ins: &[&Tensor],
    outs: Vec<(xla_ir::Type, crate::ElemKind, Vec<i64>)>,
) -> DResult<Vec<Tensor>> {
    let err = |e: String| ev.error(format!("@{target}: {e}"));
    let to_usize = |s: &[i64]| s.iter().map(|&d| d.max(0) as usize).collect::<Vec<_>>();
    let in_shapes: Vec<Vec<usize>> = ins.iter().map(|t| to_usize(&t.shape)).collect();
    let out_shapes: Vec<Vec<usize>> = outs.iter().map(|(_, _, s)| to_usize(s)).collect();
    let ins_s: Vec<&[usize]> = in_shapes.iter().map(Vec::as_slice).collect();
    let outs_s: Vec<&[usize]> = out_shapes.iter().map(Vec::as_slice).collect();
    let call = lapack::prepare(target, flags, &ins_s, &outs_s).map_err(err)?;
    let in_kinds: Vec<spec::Scalar> = ins.iter().map(|t| scalar(t.kind)).collect();
    let out_kinds: Vec<spec::Scalar> = outs.iter().map(|(_, k, _)| scalar(*k)).collect();
    call.target
        .check_types(&in_kinds, &out_kinds)
        .map_err(err)?;
    let owned: Vec<Owned> = ins
        .iter()
        .map(|t| match &t.data {
            Buffer::Int(v) => Owned::I32(v.iter().map(|&x| x as i32).collect()),
            _ => Owned::Borrowed,
        })
        .collect();
    let mut data = Vec::new();
    for (i, (t, o)) in ins.iter().zip(&owned).enumerate() {
        data.push(match (&t.data, o) {
            (Buffer::F32(v), _) => Data::F32(v),
            (Buffer::F64(v), _) => Data::F64(v),
            (Buffer::C64(v), _) => Data::C64(v),
            (Buffer::C128(v), _) => Data::C128(v),
            (_, Owned::I32(v)) => Data::I32(v),
            _ => return Err(err(format!("operand #{i} has an unsupported element type"))),
        });
    }
    use xla_ir::float::FloatKind;
    let mut bufs: Vec<Buffer> = Vec::new();
    for (i, (_, kind, _)) in outs.iter().enumerate() {
        let n: usize = out_shapes[i].iter().product();
        bufs.push(match kind {
            crate::ElemKind::Float(FloatKind::F32) => Buffer::F32(vec![0.0; n]),
            crate::ElemKind::Float(FloatKind::F64) => Buffer::F64(vec![0.0; n]),
            crate::ElemKind::Complex(FloatKind::F32) => {
                Buffer::C64(vec![Complex::new(0.0, 0.0); n])
            }
            crate::ElemKind::Complex(FloatKind::F64) => {
                Buffer::C128(vec![Complex::new(0.0, 0.0); n])
            }
            crate::ElemKind::Int { width: 32, .. } => Buffer::Int(vec![0; n]),
            _ => return Err(err(format!("result #{i} has an unsupported element type"))),
        });
    }
    let mut ints: Vec<Vec<i32>> = bufs
        .iter()
        .map(|b| match b {
            Buffer::Int(v) => vec![0i32; v.len()],
            _ => Vec::new(),
        })
        .collect();
    {
        let mut outs: Vec<DataMut<'_>> = Vec::new();
        for (b, iv) in bufs.iter_mut().zip(ints.iter_mut()) {
            outs.push(match b {
                Buffer::F32(v) => DataMut::F32(v),
                Buffer::F64(v) => DataMut::F64(v),
                Buffer::C64(v) => DataMut::C64(v),
                Buffer::C128(v) => DataMut::C128(v),
                _ => DataMut::I32(iv),
            });
        }
        lapack::run(&call, &data, &mut outs).map_err(err)?;
    }
    let mut results = Vec::new();
    for ((mut b, iv), (ty, kind, shape)) in bufs.into_iter().zip(ints).zip(outs) {
        if let Buffer::Int(v) = &mut b {
            *v = iv.into_iter().map(i64::from).collect();
        }
        results.push(Tensor {
            ty,
            kind,
            shape,
            data: b,
        });
    }
    Ok(results)
}
