//! Transformation passes over the workspace's dialects. Each pass is one module exposing
//! `info() -> PassInfo`; [`register_all`] adds them to a registry.

/// `impl Pass` for a func.func-anchored pass that runs `$run(ctx, body)` on the function's
/// isolated body (uses the module's `ARGUMENT` and `DESCRIPTION`).
macro_rules! func_body_pass {
    ($ty:ident, $name:literal, $run:path) => {
        impl xla_ir::pass::Pass for $ty {
            fn argument(&self) -> &'static str {
                ARGUMENT
            }
            fn description(&self) -> &'static str {
                DESCRIPTION
            }
            fn name(&self) -> &'static str {
                $name
            }
            fn anchor(&self) -> Option<&'static str> {
                Some(xla_dialect_func::ops::FuncOp::NAME)
            }
            fn run(
                &self,
                ctx: &xla_ir::Context,
                op: &mut xla_ir::OpData,
            ) -> Result<(), Vec<xla_ir::Diag>> {
                let Some(body) = op.isolated_body_mut() else {
                    return Ok(());
                };
                $run(ctx, body)
            }
        }
    };
}

pub mod bufferize;
pub mod canonicalize;
pub mod chlo_to_hlo;
pub mod complex_to_standard;
#[cfg(test)]
mod core_tests;
pub mod hlo_composite_to_call;
pub mod hlo_fold;
pub mod hlo_jax_custom_calls;
pub mod hlo_legalize_broadcasts;
pub mod hlo_legalize_quant_to_int;
pub mod hlo_refine_arguments;
pub mod hlo_refine_shapes;
pub mod hlo_to_linalg;
pub mod inline;
pub mod linalg_fuse_elementwise;
pub mod linalg_to_loops;
pub mod llvm_alloc_failure_exits;
pub mod llvm_passthrough;
pub mod llvm_prefer_vector_width;
pub mod lower_to_llvm;
pub mod lower_to_loops;
pub mod math_approximation;
pub mod matmul_kernel;
pub mod optnone_straight_line;
pub mod reconcile_unrealized_casts;
pub mod sccp;
pub mod scf_loop_interleave;
pub mod scf_nontemporal_stores;
pub mod scf_parallel_loop_fusion;
pub mod scf_parallel_to_runtime;
pub mod scf_reuse_loop_values;
pub mod scf_split_reductions;
pub mod scf_to_cf;
pub mod scf_vectorize_reductions;
pub mod scf_version_trig_loops;
pub mod test_break_results;
pub mod to_llvm;

use xla_ir::pass::PassRegistry;
// The dialect-agnostic transforms live in `xla-transforms` (`--canonicalize` is extended here).
use xla_transforms::branch;
#[cfg(test)]
use xla_transforms::dominance;
pub use xla_transforms::{cse, dce, licm, region_simplify, symbol_dce};

/// Registers every pass of this crate.
pub fn register_all(registry: &mut PassRegistry) {
    registry.register(bufferize::info());
    registry.register(canonicalize::info());
    registry.register(chlo_to_hlo::info());
    registry.register(complex_to_standard::info());
    registry.register(cse::info());
    registry.register(dce::info());
    registry.register(licm::info());
    registry.register(hlo_composite_to_call::info());
    registry.register(hlo_jax_custom_calls::info());
    registry.register(hlo_legalize_quant_to_int::info());
    registry.register(hlo_legalize_broadcasts::info());
    registry.register(hlo_refine_arguments::info());
    registry.register(hlo_refine_shapes::info());
    registry.register(inline::info());
    registry.register(reconcile_unrealized_casts::info());
    registry.register(llvm_alloc_failure_exits::info());
    registry.register(sccp::info());
    registry.register(hlo_to_linalg::info());
    registry.register(linalg_fuse_elementwise::info());
    registry.register(linalg_to_loops::info());
    registry.register(lower_to_llvm::info());
    registry.register(lower_to_llvm::verify_info());
    registry.register(lower_to_loops::info());
    registry.register(math_approximation::info());
    registry.register(matmul_kernel::info());
    registry.register(scf_parallel_loop_fusion::info());
    registry.register(scf_reuse_loop_values::info());
    registry.register(scf_loop_interleave::info());
    registry.register(scf_vectorize_reductions::info());
    registry.register(scf_nontemporal_stores::info());
    registry.register(scf_split_reductions::info());
    registry.register(scf_version_trig_loops::info());
    registry.register(optnone_straight_line::info());
    registry.register(llvm_prefer_vector_width::info());
    registry.register(scf_parallel_to_runtime::info());
    registry.register(scf_to_cf::info());
    registry.register(symbol_dce::info());
    registry.register(to_llvm::info());
    registry.register(test_break_results::info());
}
