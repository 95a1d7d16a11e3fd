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
    ctx.load_dialect(xla_dialect_check::interpreter::dialect());
    ctx.load_dialect(xla_dialect_test::dialect());
    ctx.load_dialect(xla_dialect_memref::dialect());
    ctx.load_dialect(xla_dialect_bufferization::dialect());
    ctx.load_dialect(xla_dialect_linalg::dialect());
    ctx.load_dialect(xla_dialect_tensor::dialect());
    ctx.load_dialect(xla_dialect_scf::dialect());
    ctx.load_dialect(xla_dialect_cf::dialect());
    ctx.load_dialect(xla_dialect_llvm::dialect());
    ctx.load_dialect(xla_dialect_vector::dialect());
    ctx.load_dialect(xla_dialect_sdy::dialect());
    ctx.load_dialect(xla_dialect_quant::dialect());
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
    ctx.load_dialect(xla_dialect_quant::dialect());
}

/// Every op declared with `declare_ops!`, by dialect, each a list of groups (the lists
/// consumers name ops through).
pub const DECLARED_OPS: &[&[&[xla_ir::op_decl::OpInfo]]] = &[
    &[xla_ir::builtin::ALL],
    &[xla_dialect_arith::ops::ALL],
    &[xla_dialect_bufferization::ops::ALL],
    &[xla_dialect_check::ops::ALL],
    &[xla_dialect_check::interpreter::ALL],
    &[xla_dialect_chlo::ops::ALL],
    &[xla_dialect_complex::ops::ALL],
    &[xla_dialect_cf::ops::ALL],
    &[xla_dialect_func::ops::ALL],
    xla_dialect_hlo::ops::DECLARED,
    &[xla_dialect_linalg::ops::ALL],
    &[xla_dialect_llvm::ops::ALL],
    &[xla_dialect_math::ops::ALL],
    &[xla_dialect_memref::ops::ALL],
    &[xla_dialect_scf::ops::ALL],
    &[xla_dialect_sdy::ops::ALL],
    &[xla_dialect_tensor::ops::ALL],
    &[xla_dialect_test::ops::ALL],
    &[xla_dialect_vector::ops::ALL],
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_declared_op_is_registered_as_declared() {
        let mut ctx = Context::new();
        load_all(&mut ctx);
        let problems: Vec<String> = DECLARED_OPS
            .iter()
            .flat_map(|groups| groups.iter())
            .flat_map(|ops| xla_ir::op_decl::check_registered(&ctx, ops))
            .collect();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn every_registered_op_is_declared() {
        let mut ctx = Context::new();
        load_all(&mut ctx);
        let declared: std::collections::HashSet<String> = DECLARED_OPS
            .iter()
            .flat_map(|groups| groups.iter())
            .flat_map(|ops| ops.iter().map(|op| op.name.to_string()))
            .collect();
        // chlo's import spellings of hlo ops parse into the hlo op: none is ever built.
        let spellings: std::collections::HashSet<String> = xla_dialect_chlo::rename::RENAMES
            .iter()
            .map(|r| r.name())
            .collect();
        let mut undeclared: Vec<&str> = ctx
            .registered_ops()
            .map(|def| def.name.as_str())
            .filter(|name| !declared.contains(*name) && !spellings.contains(*name))
            .collect();
        undeclared.sort_unstable();
        assert!(
            undeclared.is_empty(),
            "registered but not declared: {undeclared:?}"
        );
    }

    #[test]
    fn declared_names_are_unique_and_in_their_dialect() {
        let mut seen = std::collections::HashSet::new();
        for groups in DECLARED_OPS {
            let dialect = groups[0][0].dialect();
            for op in groups.iter().flat_map(|ops| ops.iter()) {
                assert_eq!(op.dialect(), dialect, "{} in the {dialect} list", op.name);
                assert!(seen.insert(op.name), "{} declared twice", op.name);
            }
        }
    }
}
