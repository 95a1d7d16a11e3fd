//! Shape-polymorphic JAX programs (tests/shape_poly/programs, made by
//! tests/shape_poly/export.py: `tensor<?x4xf32>` arguments, shape assertions, dimension
//! arguments of private functions), each run at two or three sizes: refined to the inputs'
//! shapes (`--hlo-refine-arguments`, `--hlo-refine-shapes`), then `--canonicalize
//! --lower-to-llvm` and the JIT, compared with JAX's outputs as in fresh.rs. Every one must
//! pass.

use super::fresh::{run_program, Outcome};
use xla_ir::Context;
use xla_tests::jax_programs::load_programs;

#[test]
fn shape_polymorphic_programs_through_the_jit_match_jax() {
    let dir = xla_tests::repo_root().join("tests/shape_poly/programs");
    let programs = load_programs(&dir);
    assert!(
        programs.len() >= 40,
        "programs missing in {}",
        dir.display()
    );
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    let failures: Vec<String> = programs
        .iter()
        .filter_map(|p| match run_program(&ctx, p) {
            Outcome::Pass => None,
            Outcome::Fail(why) | Outcome::Unsupported(why) => Some(format!("{}: {why}", p.name)),
        })
        .collect();
    eprintln!(
        "shape-polymorphic programs through the JIT: {} passed, {} failed",
        programs.len() - failures.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{failures:#?}");
}
