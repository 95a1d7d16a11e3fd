//! The check runtime (docs/lowering/to-llvm.md, "check runtime") as interpreter built-ins:
//! `xla_check_expect_eq` / `_almost_eq` / `_close` read their memrefs through the
//! descriptors they are given and count the result like the `check.*` ops.

use super::layout::{decode, size_align};
use super::memory::Pointer;
use crate::check::{compare, record, Mode};
use crate::elementwise::tensor;
use crate::eval::OpEval;
use crate::value::{Buffer, Tensor, Value};
use xla_ir::{Context, DResult, Type};

/// The element type of a runtime element code (passes/src/to_llvm/checks.rs, `elem_code`):
/// i1..i64 0-4, f16 5, bf16 6, f32 7, f64 8, i2 9, i4 10, complex<f32> 11, complex<f64> 12,
/// other floats 16 + their index in
/// `FloatKind::ALL`.
fn elem_type(ctx: &Context, code: i64) -> Option<Type> {
    Some(match code {
        0 => ctx.integer_type(1),
        1 => ctx.integer_type(8),
        2 => ctx.integer_type(16),
        3 => ctx.integer_type(32),
        4 => ctx.integer_type(64),
        5 => ctx.float_type(xla_ir::float::FloatKind::F16),
        6 => ctx.float_type(xla_ir::float::FloatKind::BF16),
        7 => ctx.f32(),
        8 => ctx.f64(),
        9 => ctx.integer_type(2),
        10 => ctx.integer_type(4),
        11 => ctx.complex_type(ctx.f32()),
        12 => ctx.complex_type(ctx.f64()),
        c => ctx.float_type(
            *xla_ir::float::FloatKind::ALL.get(usize::try_from(c.checked_sub(16)?).ok()?)?,
        ),
    })
}

pub(super) fn read_word(p: &Pointer, at: i64) -> Result<u64, String> {
    let bytes = p.offset_by(at).read(8)?;
    let mut w = [0u8; 8];
    w.copy_from_slice(&bytes);
    Ok(u64::from_le_bytes(w))
}

/// The memref described by `(rank, descriptor)` as a tensor of `elem`.
pub(super) fn read_memref(
    ctx: &Context,
    elem: Type,
    rank: i64,
    desc: &Pointer,
) -> Result<Tensor, String> {
    let rank = usize::try_from(rank).map_err(|_| format!("negative rank {rank}"))?;
    let ptr_ty = xla_dialect_llvm::types::ptr_type(ctx);
    let aligned = match decode(ctx, ptr_ty, &desc.offset_by(8).read(8)?)? {
        Value::Ptr(p) => p,
        _ => return Err("descriptor's aligned pointer is not a pointer".into()),
    };
    let offset = read_word(desc, 16)? as i64;
    let field = |i: usize| read_word(desc, 24 + 8 * i as i64).map(|w| w as i64);
    let sizes = (0..rank).map(field).collect::<Result<Vec<_>, _>>()?;
    let strides = (rank..2 * rank).map(field).collect::<Result<Vec<_>, _>>()?;
    let (size, _) = size_align(ctx, elem).ok_or("element type without a memory layout")?;
    let mut parts = Vec::new();
    let mut err = None;
    crate::value::for_each_index(&sizes, |idx| {
        if err.is_some() {
            return;
        }
        let lin = offset + idx.iter().zip(&strides).map(|(i, s)| i * s).sum::<i64>();
        match aligned
            .offset_by(lin.saturating_mul(size as i64))
            .read(size)
            .and_then(|b| decode(ctx, elem, &b))
        {
            Ok(Value::Tensor(t)) => parts.push(t),
            Ok(_) => err = Some("element is not a scalar".to_string()),
            Err(m) => err = Some(m),
        }
    });
    if let Some(m) = err {
        return Err(m);
    }
    let bufs: Vec<&Buffer> = parts.iter().map(|t| &t.data).collect();
    let first = match parts.first() {
        Some(t) => t.clone(),
        // An empty memref: the zero scalar gives the element kind.
        None => match super::layout::zero_value(ctx, elem)? {
            Value::Tensor(t) => t,
            _ => return Err("element type has no value".into()),
        },
    };
    let data = if parts.is_empty() {
        first.data.gather(&[])
    } else {
        Buffer::concat(&bufs).ok_or("mixed element buffers")?
    };
    Ok(first.with_data(sizes, data))
}

pub(super) fn ptr_arg<'v>(
    ev: &OpEval<'_, '_>,
    operands: &'v [Value],
    i: usize,
) -> DResult<&'v Pointer> {
    match operands.get(i) {
        Some(Value::Ptr(p)) => Ok(p),
        _ => Err(ev.error(format!("operand #{i} is not a pointer value"))),
    }
}

pub(super) fn int_arg(ev: &OpEval<'_, '_>, operands: &[Value], i: usize) -> DResult<i64> {
    tensor(ev, operands, i)?
        .ints()
        .first()
        .copied()
        .ok_or_else(|| ev.error(format!("operand #{i} is empty")))
}

/// `xla_probe(code, rank, desc, id, elem)` and `xla_check_expect_serialized_eq(code, rank,
/// desc, id, iteration, loc, elem)` (passes/src/to_llvm/probe_calls.rs) on the interpreter's
/// probe records, the buffer read as a tensor of the op's element type `elem`.
fn probe_call(ev: &OpEval<'_, '_>, name: &str, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let code = int_arg(ev, operands, 0)?;
    let elem = elem_type(ctx, code)
        .ok_or_else(|| ev.error(format!("{name}: unknown element code {code}")))?;
    let fail = |m: String| ev.error(format!("{name}: {m}"));
    let value = read_memref(
        ctx,
        elem,
        int_arg(ev, operands, 1)?,
        ptr_arg(ev, operands, 2)?,
    )
    .map_err(fail)?;
    let id = super::lapack_runtime::c_string(ptr_arg(ev, operands, 3)?).map_err(fail)?;
    let elem_at = if name == PROBE { 4 } else { 6 };
    let elem_text =
        super::lapack_runtime::c_string(ptr_arg(ev, operands, elem_at)?).map_err(fail)?;
    let op_elem = ctx
        .parse_type_str(&elem_text)
        .map_err(|e| fail(format!("element type '{elem_text}': {}", e.message)))?;
    let value = xla_values::probe_files::typed_as(ctx, &value, op_elem).map_err(fail)?;
    if name == PROBE {
        crate::probe::record_probe(ev, &id, &value)?;
        return Ok(Vec::new());
    }
    let iteration = usize::try_from(int_arg(ev, operands, 4)?).unwrap_or(usize::MAX);
    crate::probe::check_against_probe(ev, &id, iteration, &value)
}

/// The probe runtime's functions (passes/src/to_llvm/probe_calls.rs).
const PROBE: &str = "xla_probe";
const EXPECT_SERIALIZED_EQ: &str = "xla_check_expect_serialized_eq";

/// Evaluates a call of check runtime function `name`; None if `name` is not one.
pub fn call(ev: &OpEval<'_, '_>, name: &str, operands: &[Value]) -> Option<DResult<Vec<Value>>> {
    if name == PROBE || name == EXPECT_SERIALIZED_EQ {
        return Some(probe_call(ev, name, operands));
    }
    let mode = |ev: &OpEval<'_, '_>| -> DResult<Mode> {
        Ok(match name {
            "xla_check_expect_eq" => Mode::Exact,
            "xla_check_expect_almost_eq" => Mode::Almost(
                tensor(ev, operands, 5)?
                    .data
                    .to_f64(tensor(ev, operands, 5)?.kind)
                    .first()
                    .copied()
                    .unwrap_or(0.0),
            ),
            _ => Mode::Ulps(
                int_arg(ev, operands, 6)? as u64,
                int_arg(ev, operands, 5)? as u64,
            ),
        })
    };
    if !matches!(
        name,
        "xla_check_expect_eq" | "xla_check_expect_almost_eq" | "xla_check_expect_close"
    ) {
        return None;
    }
    Some((|| {
        let ctx = ev.ctx();
        let code = int_arg(ev, operands, 0)?;
        let elem = elem_type(ctx, code)
            .ok_or_else(|| ev.error(format!("{name}: unknown element code {code}")))?;
        let read = |r: usize, d: usize| -> DResult<Tensor> {
            read_memref(
                ctx,
                elem,
                int_arg(ev, operands, r)?,
                ptr_arg(ev, operands, d)?,
            )
            .map_err(|m| ev.error(format!("{name}: {m}")))
        };
        let (a, e) = (read(1, 2)?, read(3, 4)?);
        record(ev, compare(&a, &e, &mode(ev)?))
    })())
}
