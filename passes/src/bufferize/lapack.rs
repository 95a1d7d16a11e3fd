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
//! (docs/lowering/lapack.md).

use super::core::{is_tensor, memref_type, Bufferizer};
use xla_ir::{Body, DResult, OpId, OpRef, TypeData, ValueId};

/// Whether `op` is a LAPACK call this lowering handles.
pub fn is_lapack_call(op: &OpRef<'_>) -> bool {
    op.attr("call_target_name")
        .and_then(|a| op.ctx.attr_as_str(a))
        .is_some_and(|t| xla_runtime::lapack::spec::parse_target(t).is_some())
}

pub fn visit(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
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
    for name in ["call_target_name", "mhlo.backend_config"] {
        if let Some(a) = r.attr(name) {
            props.push((name, a));
        }
    }
    bz.emit(body, op, "hlo.custom_call", &operands, &[], &props);
    bz.erase.push(op);
    Ok(())
}
