//! Random hlo programs (tests/src/random_program, docs/testing.md) through
//! `--canonicalize --lower-to-llvm` and the JIT: results must agree with the interpreter's on
//! the program as written, within the checker's tolerances. A failure prints the seed, the
//! program, its inputs, the differing values and a minimized program. `DIFFTEST_FROM` /
//! `DIFFTEST_COUNT` pick other seeds (scripts/difftest runs 10,000).
#![cfg(feature = "melior")]

use xla_interp::Value;
use xla_ir::Context;
use xla_melior::values::{from_host, result_spec, to_host};
use xla_melior::{JitModule, OptLevel};
use xla_tests::random_program::check::{
    compare_program, lower, reference, says_unsupported, Outcome,
};
use xla_tests::random_program::{
    run::{env_u64, run_seeds},
    Program,
};

fn classify(msg: String) -> Outcome {
    if says_unsupported(&msg) {
        Outcome::Unsupported(msg)
    } else {
        Outcome::Failed(msg)
    }
}

/// The program through the JIT against the interpreter.
fn check_jit(ctx: &Context, p: &Program) -> Outcome {
    let (m, inputs, expected) = match reference(ctx, p) {
        Ok(r) => r,
        Err(o) => return o,
    };
    let Some((arg_types, result_types)) = m.function_signature(ctx, "main", "function_type") else {
        return Outcome::Failed("jit: no @main".into());
    };
    let lowered = match lower(ctx, &m, &["canonicalize", "lower-to-llvm"]) {
        Ok(l) => l,
        Err(e) => return classify(format!("jit: lowering: {e}")),
    };
    let jit = match JitModule::compile(ctx, &lowered, OptLevel::O2) {
        Ok(j) => j,
        Err(d) => {
            return classify(format!(
                "jit: compile: {}",
                d.first().map(|d| d.message.clone()).unwrap_or_default()
            ))
        }
    };
    let host = match inputs
        .iter()
        .zip(&arg_types)
        .map(|(t, &ty)| to_host(ctx, ty, t))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(h) => h,
        Err(e) => return classify(format!("jit: inputs: {e}")),
    };
    let specs = match result_types
        .iter()
        .map(|&t| result_spec(ctx, t))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(s) => s,
        Err(e) => return classify(format!("jit: results: {e}")),
    };
    let out = match jit.call("main", &host, &specs) {
        Ok(o) => o,
        Err(e) => return Outcome::Failed(format!("jit: call: {e}")),
    };
    let got: Vec<Value> = match out
        .iter()
        .zip(&result_types)
        .map(|(v, &t)| from_host(ctx, t, v))
        .collect()
    {
        Ok(g) => g,
        Err(e) => return Outcome::Failed(format!("jit: results: {e}")),
    };
    match compare_program(ctx, p, &inputs, &expected, &got) {
        Ok(()) => Outcome::Passed,
        Err(why) => Outcome::Failed(format!("jit: {why}")),
    }
}

#[test]
fn random_programs_through_the_jit_match_the_interpreter() {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let summary = run_seeds(
        &ctx,
        env_u64("DIFFTEST_FROM", 0),
        env_u64("DIFFTEST_COUNT", 100),
        env_u64("DIFFTEST_MINIMIZE", 1) == 1,
        // One JIT at a time, as the other JIT suites.
        false,
        &check_jit,
    );
    for (_, report) in &summary.failed {
        println!("{report}");
    }
    summary.print("random programs through the JIT");
    assert!(
        summary.failed.is_empty(),
        "{} random programs give different results in the JIT (reports above)",
        summary.failed.len()
    );
    assert!(
        summary.passed * 10 >= summary.passed + summary.unsupported_count(),
        "fewer than 90% of the programs run in the JIT"
    );
}
