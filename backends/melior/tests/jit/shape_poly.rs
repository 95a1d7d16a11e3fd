//! Shape-polymorphic JAX programs (tests/shape_poly/programs, made by
//! tests/shape_poly/export.py: `tensor<?x4xf32>` arguments, shape assertions, dimension
//! arguments of private functions), each run at two or three sizes: refined to the inputs'
//! shapes (`--hlo-refine-arguments`, `--hlo-refine-shapes`), then `--canonicalize
//! --lower-to-llvm` and the JIT, compared with JAX's outputs as in fresh.rs. Every one must
//! pass.

#[test]
fn shape_polymorphic_programs_through_the_jit_match_jax() {
    super::fresh::all_pass_through_the_jit("shape_poly", 40, "shape-polymorphic programs");
}
