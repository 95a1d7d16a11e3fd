//! JAX's linear algebra programs (tests/lapack/programs: `custom_call @lapack_*_ffi`, which the
//! JIT runs as calls of the runtime's `xla_lapack_call`) through `--canonicalize
//! --lower-to-llvm` and the JIT, compared with JAX's outputs as in fresh.rs. Every one must
//! pass.

#[test]
fn lapack_programs_through_the_jit_match_jax() {
    super::fresh::all_pass_through_the_jit("lapack", 147, "LAPACK programs");
}
