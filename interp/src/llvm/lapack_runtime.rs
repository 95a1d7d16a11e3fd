//! The runtime's `xla_lapack_call` (runtime/src/lapack/ffi.rs) as an interpreter built-in:
//! `(target, flags, (rank, descriptor) × 6)`, the operands then the result buffers; computed
//! by the same kernels (`crate::lapack::compute`) and written back through the descriptors.

use super::check_runtime::{int_arg, ptr_arg, read_memref};
use super::layout::{decode, encode, size_align};
use super::memory::Pointer;
use crate::eval::OpEval;
use crate::value::{Tensor, Value};
use crate::ElemKind;
use xla_ir::{Context, DResult, Type};
use xla_runtime::lapack::spec::{self, Elem, Part};

/// The NUL-terminated string at `p` (at most 256 bytes: target names are short).
pub(super) fn c_string(p: &Pointer) -> Result<String, String> {
    let mut out = Vec::new();
    for i in 0..256 {
        match p.offset_by(i).read(1)?[0] {
            0 => return String::from_utf8(out).map_err(|_| "target is not UTF-8".into()),
            b => out.push(b),
        }
    }
    Err("target string is not terminated".into())
}

fn part_type(ctx: &Context, elem: Elem, part: Part) -> Type {
    let real = match elem {
        Elem::F32 | Elem::C64 => ctx.f32(),
        Elem::F64 | Elem::C128 => ctx.f64(),
    };
    match (part, elem) {
        (Part::I32, _) => ctx.i32(),
        (Part::Data, Elem::C64 | Elem::C128) => ctx.complex_type(real),
        _ => real,
    }
}

/// Writes `t` (row-major) into the memref described by `(rank, desc)`.
pub(super) fn write_memref(
    ctx: &Context,
    t: &Tensor,
    rank: i64,
    desc: &Pointer,
) -> Result<(), String> {
    let rank = usize::try_from(rank).map_err(|_| format!("negative rank {rank}"))?;
    let ptr_ty = xla_dialect_llvm::types::ptr_type(ctx);
    let aligned = match decode(ctx, ptr_ty, &desc.offset_by(8).read(8)?)? {
        Value::Ptr(p) => p,
        _ => return Err("descriptor's aligned pointer is not a pointer".into()),
    };
    let word = |i: i64| super::check_runtime::read_word(desc, i).map(|w| w as i64);
    let offset = word(16)?;
    let sizes = (0..rank)
        .map(|i| word(24 + 8 * i as i64))
        .collect::<Result<Vec<_>, _>>()?;
    let strides = (rank..2 * rank)
        .map(|i| word(24 + 8 * i as i64))
        .collect::<Result<Vec<_>, _>>()?;
    if sizes != t.shape {
        return Err(format!(
            "result buffer of shape {sizes:?}, expected {:?}",
            t.shape
        ));
    }
    let (size, _) = size_align(ctx, t.ty).ok_or("element type without a memory layout")?;
    let mut k = 0usize;
    let mut err = None;
    crate::value::for_each_index(&sizes, |idx| {
        if err.is_some() {
            return;
        }
        let lin = offset + idx.iter().zip(&strides).map(|(i, s)| i * s).sum::<i64>();
        let scalar = Value::Tensor(Tensor {
            ty: t.ty,
            kind: t.kind,
            shape: Vec::new(),
            data: t.data.gather(&[k]),
        });
        k += 1;
        let mut bytes = Vec::new();
        let written = encode(ctx, t.ty, &scalar, &mut bytes).and_then(|()| {
            aligned
                .offset_by(lin.saturating_mul(size as i64))
                .write(&bytes)
        });
        if let Err(m) = written {
            err = Some(m);
        }
    });
    err.map_or(Ok(()), Err)
}

pub fn call(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let fail = |m: String| ev.error(format!("xla_lapack_call: {m}"));
    let target = c_string(ptr_arg(ev, operands, 0)?).map_err(fail)?;
    let flags = spec::Flags::unpack(int_arg(ev, operands, 1)?);
    let t = spec::parse_target(&target)
        .ok_or_else(|| fail(format!("target '{target}' is not supported")))?;
    let (in_parts, out_parts) = t.routine.parts();
    let slot = |i: usize| -> DResult<(i64, &Pointer)> {
        Ok((
            int_arg(ev, operands, 2 + 2 * i)?,
            ptr_arg(ev, operands, 3 + 2 * i)?,
        ))
    };
    let mut ins = Vec::new();
    for (i, &p) in in_parts.iter().enumerate() {
        let (rank, desc) = slot(i)?;
        ins.push(read_memref(ctx, part_type(ctx, t.elem, p), rank, desc).map_err(fail)?);
    }
    // The result buffers' shapes: read them as they are (their contents are overwritten).
    let mut outs = Vec::new();
    for (j, &p) in out_parts.iter().enumerate() {
        let (rank, desc) = slot(in_parts.len() + j)?;
        let ty = part_type(ctx, t.elem, p);
        let current = read_memref(ctx, ty, rank, desc).map_err(fail)?;
        let kind = ElemKind::of(ctx, ty).ok_or_else(|| fail("element type".into()))?;
        outs.push((ty, kind, current.shape));
    }
    let refs: Vec<&Tensor> = ins.iter().collect();
    let results = crate::lapack::compute(ev, &target, flags, &refs, outs)?;
    for (j, r) in results.iter().enumerate() {
        let (rank, desc) = slot(in_parts.len() + j)?;
        write_memref(ctx, r, rank, desc).map_err(fail)?;
    }
    Ok(Vec::new())
}
