//! `hlo.custom_call @lapack_*_ffi` (JAX's LAPACK calls) in destination form: the operands'
//! buffers (contiguous copies of views), then a fresh buffer per result, which the call
//! writes and this function owns; the call has no results:
//!
//! ```mlir
//! hlo.custom_call @lapack_spotrf_ffi(%a, %l, %info) {has_side_effect = true,
//!     mhlo.backend_config = {uplo = 76 : ui8}} : (memref<4x4xf32>, memref<4x4xf32>, memref<i32>) -> ()
//! ```
//!
//! `--convert-to-llvm` makes it a call of the runtime's `xla_lapack_call`
//! (docs/lowering/lapack.md). The collective runtime's `@xla_collective` calls
//! (hlo_to_linalg/collective.rs) take the same form, their descriptor in `backend_config`.

use super::core::{is_tensor, memref_type, Bufferizer};
use xla_ir::{Body, Context, DResult, OpId, OpRef, Type, TypeData, ValueId};
use xla_runtime::lapack::spec::{self, Flags, Scalar};

/// Whether `op` is a LAPACK call this lowering handles.
pub fn is_lapack_call(op: &OpRef<'_>) -> bool {
    op.attr("call_target_name")
        .and_then(|a| op.ctx.attr_as_str(a))
        .is_some_and(|t| spec::parse_target(t).is_some())
}

/// The element type of `t` (a tensor or memref) as the LAPACK specification names it.
pub fn scalar_of(ctx: &Context, t: Type) -> Scalar {
    use xla_ir::float::FloatKind;
    let elem = ctx.element_type(t);
    match ctx.type_data(elem) {
        TypeData::Float(FloatKind::F32) => Scalar::F32,
        TypeData::Float(FloatKind::F64) => Scalar::F64,
        TypeData::Integer { width: 32, .. } => Scalar::I32,
        TypeData::Complex(part) => match ctx.type_data(*part) {
            TypeData::Float(FloatKind::F32) => Scalar::C64,
            TypeData::Float(FloatKind::F64) => Scalar::C128,
            _ => Scalar::Other,
        },
        _ => Scalar::Other,
    }
}

/// Checks a call's flags, shapes and element types (`n_in` operands, the rest results).
pub fn check_call(
    ctx: &Context,
    target: &str,
    flags: Flags,
    types: &[Type],
    n_in: usize,
) -> Result<(), String> {
    let t = spec::parse_target(target).ok_or_else(|| {
        format!(
            "LAPACK target '{target}' is not supported (supported: {})",
            spec::SUPPORTED
        )
    })?;
    let mut shapes = Vec::new();
    for &ty in types {
        let s = ctx.shape(ty).ok_or("expects ranked values")?;
        let s: Option<Vec<usize>> = s.iter().map(|&d| usize::try_from(d).ok()).collect();
        shapes.push(s.ok_or("expects static shapes")?);
    }
    if n_in > shapes.len() {
        return Err("expects its operands, then its results".into());
    }
    let refs: Vec<&[usize]> = shapes.iter().map(Vec::as_slice).collect();
    xla_runtime::lapack::prepare(target, flags, &refs[..n_in], &refs[n_in..])?;
    let scalars: Vec<Scalar> = types.iter().map(|&t| scalar_of(ctx, t)).collect();
    t.check_types(&scalars[..n_in], &scalars[n_in..])
}

/// The flags of a call's `mhlo.backend_config` dictionary (`uplo = 76 : ui8`, ...).
pub fn flags(op: &OpRef<'_>) -> Flags {
    let ctx = op.ctx;
    let mut f = Flags::default();
    let entries = op
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

/// Whether `op` is a call of the collective runtime (hlo_to_linalg/collective.rs), which
/// bufferizes as a LAPACK call does.
pub fn is_collective_call(op: &OpRef<'_>) -> bool {
    op.attr("call_target_name")
        .and_then(|a| op.ctx.attr_as_str(a))
        .is_some_and(|t| t == xla_values::collective_abi::TARGET)
}

pub fn visit(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    if !is_collective_call(&bz.op(body, op)) {
        let r = bz.op(body, op);
        let target = r
            .attr("call_target_name")
            .and_then(|a| ctx.attr_as_str(a))
            .unwrap_or("");
        let mut types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
        let n_in = types.len();
        types.extend(body.results(op).iter().map(|&v| body.value_type(v)));
        check_call(ctx, target, flags(&r), &types, n_in)
            .map_err(|e| r.error(format!("@{target}: {e}")))?;
    }
    let mut operands = Vec::new();
    for v in body.operands(op).collect::<Vec<_>>() {
        let buf = bz.buffer(body, op, v)?;
        let ty = body.value_type(v);
        // The runtime reads contiguous row-major buffers.
        let contiguous = matches!(
            ctx.type_data(body.value_type(buf)),
            TypeData::MemRef { layout: None, .. }
        );
        operands.push(if is_tensor(ctx, ty) && !contiguous {
            bz.alloc_like(body, op, ty, buf, true)
        } else {
            buf
        });
    }
    let results: Vec<ValueId> = body.results(op).to_vec();
    for &r in &results {
        let ty = body.value_type(r);
        let buf = bz.alloc(body, op, ty, &[]);
        debug_assert_eq!(body.value_type(buf), memref_type(ctx, ty));
        bz.bind_result(r, buf, None);
        operands.push(buf);
    }
    let r = bz.op(body, op);
    let mut props = vec![("has_side_effect", ctx.bool_attr(true))];
    for name in [
        "call_target_name",
        xla_dialect_hlo::ops::custom_call::MHLO_BACKEND_CONFIG,
        xla_dialect_hlo::ops::custom_call::BACKEND_CONFIG,
    ] {
        if let Some(a) = r.attr(name) {
            props.push((name, a));
        }
    }
    bz.emit(
        body,
        op,
        xla_dialect_hlo::ops::CustomCallOp::NAME,
        &operands,
        &[],
        &props,
    );
    bz.erase.push(op);
    Ok(())
}
