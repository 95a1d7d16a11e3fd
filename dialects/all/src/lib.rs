//! One place that knows every dialect the tools load.

use xla_ir::Context;

/// Loads every dialect of the project (builtin is always loaded).
pub fn load_all(ctx: &mut Context) {
    ctx.load_dialect(xla_dialect_arith::dialect());
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_math::dialect());
    ctx.load_dialect(xla_dialect_complex::dialect());
    ctx.load_dialect(xla_dialect_hlo::dialect());
    // After hlo: chlo names resolve to hlo ops.
    ctx.load_dialect(xla_dialect_chlo::dialect());
    ctx.load_dialect(xla_dialect_check::dialect());
    ctx.load_dialect(xla_dialect_test::dialect());
    ctx.load_dialect(xla_dialect_memref::dialect());
    ctx.load_dialect(xla_dialect_bufferization::dialect());
    ctx.load_dialect(xla_dialect_linalg::dialect());
    ctx.load_dialect(xla_dialect_tensor::dialect());
    ctx.load_dialect(xla_dialect_scf::dialect());
    ctx.load_dialect(xla_dialect_cf::dialect());
    ctx.load_dialect(xla_dialect_llvm::dialect());
    ctx.load_dialect(xla_dialect_vector::dialect());
}

/// Loads only the dialects that upstream `mlir-opt` also registers (func, arith, math, test, scf, cf),
/// for comparing with it: ops of our other dialects then stay unregistered on both sides.
pub fn load_upstream(ctx: &mut Context) {
    ctx.load_dialect(xla_dialect_arith::dialect());
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_math::dialect());
    ctx.load_dialect(xla_dialect_complex::dialect());
    ctx.load_dialect(xla_dialect_test::dialect());
    ctx.load_dialect(xla_dialect_memref::dialect());
    ctx.load_dialect(xla_dialect_bufferization::dialect());
    ctx.load_dialect(xla_dialect_linalg::dialect());
    ctx.load_dialect(xla_dialect_tensor::dialect());
    ctx.load_dialect(xla_dialect_scf::dialect());
    ctx.load_dialect(xla_dialect_cf::dialect());
    ctx.load_dialect(xla_dialect_llvm::dialect());
    ctx.load_dialect(xla_dialect_vector::dialect());
}
