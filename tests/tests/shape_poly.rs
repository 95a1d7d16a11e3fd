//! Shape-polymorphic JAX programs (tests/shape_poly/programs, made by
//! tests/shape_poly/export.py: element-wise, broadcasts, reductions, reshapes that merge a
//! symbolic dimension, arange, concatenate, dot, pad, gather, dynamic_slice, convolution,
//! cumsum, sort, loops and conditionals over symbolic sizes, `2*b`/`b+1` expressions, two
//! symbolic dimensions), each at two or three sizes. Each is refined to its inputs' shapes
//! as `xla-run` does, then must match JAX's outputs in the interpreter, after
//! `--lower-to-loops` and after `--lower-to-llvm` (run by the interpreter). The JIT runs them
//! in backends/melior/tests/jit/shape_poly.rs.

use xla_ir::Context;
use xla_tests::jax_programs::{
    assert_all_match, load_programs, lower_run_compare, refine_to_inputs, Program,
};

fn programs() -> Vec<Program> {
    let dir = xla_tests::repo_root().join("tests/shape_poly/programs");
    let programs = load_programs(&dir);
    assert!(
        programs.len() >= 40,
        "programs missing in {}",
        dir.display()
    );
    programs
}

fn check(ctx: &Context, p: &Program, passes: &[&str]) -> Result<(), String> {
    let mut m = xla_tests::parse_and_verify(ctx, &p.name, &p.text)?;
    refine_to_inputs(ctx, &mut m, p, true)?;
    xla_ir::verify::verify_module(ctx, &m).map_err(|d| format!("refined: {}", d[0].message))?;
    lower_run_compare(ctx, &mut m, p, passes)
}

fn all_match(passes: &[&str]) {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    assert_all_match("shape-polymorphic programs", &programs(), passes, |p| {
        check(&ctx, p, passes)
    });
}

#[test]
fn shape_polymorphic_programs_match_jax_in_the_interpreter() {
    all_match(&[]);
}

#[test]
fn shape_polymorphic_programs_match_jax_after_lowering_to_loops() {
    all_match(&["canonicalize", "lower-to-loops"]);
}

#[test]
fn shape_polymorphic_programs_match_jax_after_lowering_to_llvm() {
    all_match(&["canonicalize", "lower-to-llvm"]);
}

/// Inputs that break a program's shape constraints (failures.tsv): refinement fails with
/// exactly the error JAX raises for them (the shape assertion's message, formatted).
#[test]
fn failing_shape_constraints_give_jax_errors() {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let dir = xla_tests::repo_root().join("tests/shape_poly/programs");
    let list = std::fs::read_to_string(dir.join("failures.tsv")).unwrap_or_default();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for line in list.lines().skip(1) {
        let [name, inputs, module] = line.split('\t').collect::<Vec<_>>()[..] else {
            continue;
        };
        let n: usize = inputs.parse().unwrap_or(0);
        let text = std::fs::read_to_string(dir.join(format!("{module}.mlir"))).unwrap_or_default();
        let want =
            std::fs::read_to_string(dir.join(format!("{name}.error.txt"))).unwrap_or_default();
        let shapes: Vec<Vec<i64>> = (0..n)
            .map(|i| {
                let bytes =
                    std::fs::read(dir.join(format!("{name}.in{i}.npy"))).unwrap_or_default();
                xla_interp::npy::npy_shape(&bytes).unwrap_or_default()
            })
            .collect();
        let got = xla_tests::parse_and_verify(&ctx, name, &text).and_then(|mut m| {
            xla_passes::hlo_refine_shapes::refine_entry_to_inputs(
                &ctx, &mut m, "main", &shapes, true,
            )
            .map_err(|d| d.message)
        });
        match got {
            Err(msg) if msg.trim() == want.trim() => {}
            other => wrong.push(format!("{name}: {other:?}, JAX: {want}")),
        }
        checked += 1;
    }
    assert!(checked >= 5, "failures.tsv lists {checked} runs");
    assert!(wrong.is_empty(), "{wrong:#?}");
}
