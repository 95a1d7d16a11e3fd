//! Every fresh JAX program (tests/jax_fresh/programs, never seen by the lowering's authors)
//! goes through `--canonicalize --lower-to-llvm` and the JIT with its `.npy` inputs; its
//! results are compared with JAX's `.npy` outputs with the program's tolerances (the
//! comparison of tests/tests/jax_fresh.rs, shared in xla_tests::jax_programs). Outcomes as
//! there: *pass*, *fail*, *unsupported* (a clear "not lowered / not supported" error, never
//! counted as passed). The programs of jit_fresh_floor.txt must keep passing;
//! `JIT_FRESH_UPDATE=1` adds the ones that pass now; `JIT_FRESH_ONLY=a,b` runs only those.

use std::collections::BTreeSet;
use std::path::PathBuf;
use xla_interp::runner::functions;
use xla_interp::Value;
use xla_ir::pass::{PassManager, RunOptions};
use xla_ir::Context;
use xla_melior::values::{from_host, result_spec, to_host};
use xla_melior::{JitModule, OptLevel};
use xla_passes::lower_to_loops::{full_registry, pipeline_of};
use xla_tests::jax_programs::{compare, load_programs, programs_dir, says_unsupported, Program};

pub(crate) enum Outcome {
    Pass,
    Fail(String),
    Unsupported(String),
}

fn classify(msg: String) -> Outcome {
    if says_unsupported(&msg) {
        Outcome::Unsupported(msg)
    } else {
        Outcome::Fail(msg)
    }
}

pub(crate) fn run_program(ctx: &Context, p: &Program) -> Outcome {
    let mut m = match xla_tests::parse_and_verify(ctx, &p.name, &p.text) {
        Ok(m) => m,
        Err(e) => return Outcome::Fail(format!("parse/verify: {e}")),
    };
    if let Err(e) = xla_tests::jax_programs::refine_to_inputs(ctx, &mut m, p, true) {
        return Outcome::Fail(e);
    }
    let Some((inputs, results)) = m.function_signature(ctx, "main", "function_type") else {
        return Outcome::Fail("no @main".into());
    };
    if functions(ctx, &m).iter().all(|(n, _)| n != "main") {
        return Outcome::Fail("no @main".into());
    }
    let pm = match pipeline_of(&full_registry(), &["canonicalize", "lower-to-llvm"]) {
        Ok(pm) => pm,
        Err(p) => return Outcome::Fail(format!("no pass {p}")),
    };
    let report = PassManager::new(
        pm,
        RunOptions {
            threading: false,
            ..RunOptions::default()
        },
    )
    .run(ctx, &mut m, &mut |_| {});
    if let Err(d) = report.result {
        return classify(format!(
            "lowering: {}",
            d.first().map(|d| d.message.clone()).unwrap_or_default()
        ));
    }
    let jit = match JitModule::compile(ctx, &m, OptLevel::O2) {
        Ok(j) => j,
        Err(d) => {
            return classify(format!(
                "jit: {}",
                d.first().map(|d| d.message.clone()).unwrap_or_default()
            ))
        }
    };
    let mut host = Vec::new();
    for (i, (bytes, &ty)) in p.inputs.iter().zip(&inputs).enumerate() {
        let value = xla_interp::npy::read_npy(ctx, bytes, ty).and_then(|t| to_host(ctx, ty, &t));
        match value {
            Ok(v) => host.push(v),
            Err(e) => return classify(format!("input {i}: {e}")),
        }
    }
    let specs = match results
        .iter()
        .map(|&t| result_spec(ctx, t))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(s) => s,
        Err(e) => return classify(format!("results: {e}")),
    };
    let out = match jit.call("main", &host, &specs) {
        Ok(o) => o,
        Err(e) => return Outcome::Fail(format!("call: {e}")),
    };
    let got: Vec<Value> = match out
        .iter()
        .zip(&results)
        .map(|(v, &t)| from_host(ctx, t, v))
        .collect()
    {
        Ok(g) => g,
        Err(e) => return Outcome::Fail(format!("results: {e}")),
    };
    if got.len() != p.outputs.len() {
        return Outcome::Fail(format!(
            "{} results, JAX has {}",
            got.len(),
            p.outputs.len()
        ));
    }
    for (i, (ours, jax)) in got.iter().zip(&p.outputs).enumerate() {
        if let Err(e) = compare(ctx, ours, jax, p) {
            return Outcome::Fail(format!("output {i}: {e}"));
        }
    }
    Outcome::Pass
}

fn floor_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/jit_fresh_floor.txt")
}

#[test]
fn fresh_jax_programs_through_the_jit_match_jax() {
    let programs = load_programs(&programs_dir());
    assert!(
        !programs.is_empty(),
        "no programs in {}",
        programs_dir().display()
    );
    // JIT_FRESH_ONLY=a,b runs only those programs (the floor is then checked for them only).
    let only = std::env::var("JIT_FRESH_ONLY").ok();
    let programs: Vec<Program> = programs
        .into_iter()
        .filter(|p| {
            only.as_deref()
                .is_none_or(|o| o.split(',').any(|n| n == p.name))
        })
        .collect();
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let mut passed = BTreeSet::new();
    let (mut failed, mut unsupported) = (0, 0);
    for p in &programs {
        match run_program(&ctx, p) {
            Outcome::Pass => {
                passed.insert(p.name.clone());
            }
            Outcome::Fail(why) => {
                failed += 1;
                eprintln!("differs: {}: {}", p.name, why.lines().next().unwrap_or(""));
            }
            Outcome::Unsupported(why) => {
                unsupported += 1;
                eprintln!(
                    "unsupported: {}: {}",
                    p.name,
                    why.lines().next().unwrap_or("")
                );
            }
        }
    }
    eprintln!(
        "fresh JAX programs through the JIT: {} passed, {failed} failed, {unsupported} unsupported",
        passed.len()
    );
    let text = std::fs::read_to_string(floor_file()).unwrap_or_default();
    let floor: BTreeSet<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    if std::env::var_os("JIT_FRESH_UPDATE").is_some() && only.is_none() {
        let all: BTreeSet<&String> = floor.iter().chain(&passed).collect();
        let body: String = all.into_iter().map(|n| format!("{n}\n")).collect();
        std::fs::write(
            floor_file(),
            format!("# Fresh JAX programs that pass through the JIT (only add lines).\n{body}"),
        )
        .unwrap();
    }
    let regressed: Vec<&String> = floor
        .difference(&passed)
        .filter(|n| programs.iter().any(|p| &p.name == *n))
        .collect();
    assert!(
        regressed.is_empty(),
        "programs of {} no longer pass through the JIT: {regressed:?}",
        floor_file().display()
    );
}

/// Every program of `tests/<dir>/programs` (at least `min` of them) through the JIT must
/// match JAX; prints `{label} through the JIT [...]: N passed, M failed`.
pub fn all_pass_through_the_jit(dir: &str, min: usize, label: &str) {
    let dir = xla_tests::repo_root()
        .join("tests")
        .join(dir)
        .join("programs");
    let programs = xla_tests::jax_programs::load_programs(&dir);
    assert!(
        programs.len() >= min,
        "programs missing in {}",
        dir.display()
    );
    let mut ctx = xla_ir::Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let label = format!("{label} through the JIT");
    xla_tests::jax_programs::assert_all_match(&label, &programs, &[], |p| {
        match run_program(&ctx, p) {
            Outcome::Pass => Ok(()),
            Outcome::Fail(why) | Outcome::Unsupported(why) => Err(why),
        }
    });
}
