//! JAX's linear algebra (tests/lapack/programs, made by tests/lapack/export.py: cholesky, LU,
//! solves, triangular solves, QR, eigh, SVD, inverse, determinant, pseudo-inverse; f32, f64,
//! c64, c128; batched too), which JAX exports as `custom_call @lapack_*_ffi`. Every program
//! must match JAX's outputs (their tolerances from manifest.tsv) in the interpreter, after
//! `--lower-to-loops` (the calls in destination form on memrefs) and after `--lower-to-llvm`
//! (calls of the runtime's `xla_lapack_call`), run by the interpreter too. The
//! JIT runs them in backends/melior/tests/jit/lapack.rs.

use xla_ir::Context;
use xla_tests::jax_programs::{assert_all_match, load_programs, lower_run_compare, Program};

fn programs() -> Vec<Program> {
    let dir = xla_tests::repo_root().join("tests/lapack/programs");
    let programs = load_programs(&dir);
    assert!(
        programs.len() >= 147,
        "programs missing in {}",
        dir.display()
    );
    programs
}

fn check(ctx: &Context, p: &Program, passes: &[&str]) -> Result<(), String> {
    let mut m = xla_tests::parse_and_verify(ctx, &p.name, &p.text)?;
    lower_run_compare(ctx, &mut m, p, passes)
}

fn all_match(passes: &[&str]) {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    assert_all_match("LAPACK programs", &programs(), passes, |p| {
        check(&ctx, p, passes)
    });
}

#[test]
fn lapack_programs_match_jax_in_the_interpreter() {
    all_match(&[]);
}

#[test]
fn lapack_programs_match_jax_after_lowering_to_loops() {
    all_match(&["canonicalize", "lower-to-loops"]);
}

/// The llvm level: the calls of `xla_lapack_call` run as the interpreter's built-in.
#[test]
fn lapack_programs_match_jax_after_lowering_to_llvm() {
    all_match(&["canonicalize", "lower-to-llvm"]);
}
