//! Execution equivalence of `--hlo-legalize-to-linalg` followed by `--linalg-fuse-elementwise`
//! on the structured ops (dot, reduce, slicing, ...): programs run by the interpreter before
//! and after lowering give the same results.
//! - corpus/jax: every program with inputs whose ops all lower must give bit-identical results;
//! - the StableHLO interpreter suite: chunks of the structured ops' files that pass before and
//!   lower completely must still pass their checks after.
//!
//! Lowered modules are verified too. Fails below the measured floors.

use std::path::Path;
use xla_interp::runner::{run_entries, select_entries};
use xla_interp::{Registry, Value};
use xla_ir::pass::{parse_pass_pipeline, PassManager, PassRegistry, RunOptions};
use xla_ir::{Context, Module};
use xla_tests::conformance::{check_floor, parallel_map, shared_dir};
use xla_tests::exec_cases::jax_files;

const PIPELINE: &str = "builtin.module(func.func(hlo-legalize-to-linalg,linalg-fuse-elementwise))";
/// Interpreter-suite files whose op this lowering covers.
const SUITE_FILES: &[&str] = &[
    "dot_general",
    "reduce",
    "slice",
    "dynamic_slice",
    "dynamic_update_slice",
    "pad",
    "concatenate",
    "reduce_window",
    "convolution",
    "dynamic_conv",
    "gather",
    "scatter",
    "sort",
    "select_and_scatter",
    "triangular_solve",
];
const CORPUS_FLOOR: usize = 8;
const SUITE_FLOOR: usize = 53;

fn lower(ctx: &Context, m: &mut Module) -> Result<(), String> {
    let mut registry = PassRegistry::with_core_passes();
    xla_passes::register_all(&mut registry);
    let pm = parse_pass_pipeline(PIPELINE, &registry).map_err(|e| format!("{e:?}"))?;
    let report = PassManager::new(pm, RunOptions::default()).run(ctx, m, &mut |_| {});
    report
        .result
        .map_err(|d| d.first().map(|d| d.message.clone()).unwrap_or_default())?;
    xla_ir::verify::verify_module_with(ctx, m, false)
        .map_err(|d| format!("lowered module does not verify: {}", d[0].message))
}

fn inputs(ctx: &Context, m: &Module, dir: &Path, stem: &str) -> Option<Vec<Value>> {
    let (_, types) = xla_interp::runner::functions(ctx, m)
        .into_iter()
        .find(|(n, _)| n == "main")?;
    types
        .iter()
        .enumerate()
        .map(|(i, ty)| {
            let bytes = std::fs::read(dir.join(format!("{stem}.in{i}.npy"))).ok()?;
            xla_interp::npy::read_npy(ctx, &bytes, *ty)
                .ok()
                .map(Value::Tensor)
        })
        .collect()
}

fn run_main(ctx: &Context, m: &Module, args: &[Value]) -> Result<Vec<Value>, String> {
    let registry = Registry::with_all();
    let (_, runs) = run_entries(ctx, &registry, m, &["main".to_string()], args);
    runs.into_iter()
        .next()
        .ok_or("no run")?
        .results
        .map_err(|d| d.message)
}

#[test]
fn jax_corpus_runs_the_same_after_lowering() {
    let dir = shared_dir().join("corpus/jax");
    let files = jax_files(&dir);
    if files.is_empty() {
        eprintln!("{} not found; skipping", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let mut equal = 0;
    for f in &files {
        let stem = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let Ok(m) = xla_tests::parse_and_verify(&ctx, &stem, &text) else {
            continue;
        };
        let Some(args) = inputs(&ctx, &m, &dir, &stem) else {
            continue;
        };
        let Ok(before) = run_main(&ctx, &m, &args) else {
            continue;
        };
        let mut lowered = xla_tests::parse_and_verify(&ctx, &stem, &text).expect("parsed once");
        if let Err(e) = lower(&ctx, &mut lowered) {
            println!("{stem}: not lowered: {}", e.lines().next().unwrap_or(""));
            continue;
        }
        let after = run_main(&ctx, &lowered, &args);
        assert_eq!(
            after.as_ref().ok(),
            Some(&before),
            "{stem}: results differ after lowering ({after:?})"
        );
        println!("{stem}: equal");
        equal += 1;
    }
    check_floor("jax programs equal after lowering", equal, CORPUS_FLOOR);
}

#[derive(Debug, PartialEq)]
enum Outcome {
    Equal,
    NotLowered,
    Skipped,
}

fn suite_chunk(ctx: &Context, name: &str, text: &str) -> Result<Outcome, String> {
    let registry = Registry::with_all();
    let Ok(m) = xla_tests::parse_and_verify(ctx, name, text) else {
        return Ok(Outcome::Skipped);
    };
    let entries = match select_entries(ctx, &m, None, true) {
        Ok(e) if !e.is_empty() => e,
        _ => return Ok(Outcome::Skipped),
    };
    let passes = |m: &Module| {
        let (interp, runs) = run_entries(ctx, &registry, m, &entries, &[]);
        let ok = runs.iter().all(|r| r.results.is_ok()) && interp.checks.borrow().failed == 0;
        (
            ok,
            runs.into_iter()
                .find_map(|r| r.results.err())
                .map(|d| d.message),
        )
    };
    if !passes(&m).0 {
        return Ok(Outcome::Skipped);
    }
    let mut lowered = xla_tests::parse_and_verify(ctx, name, text).map_err(|e| e.to_string())?;
    if lower(ctx, &mut lowered).is_err() {
        return Ok(Outcome::NotLowered);
    }
    match passes(&lowered) {
        (true, _) => Ok(Outcome::Equal),
        (false, why) => Err(format!(
            "{name}: checks fail after lowering: {}",
            why.unwrap_or_default()
        )),
    }
}

#[test]
fn interpreter_suite_passes_after_lowering() {
    let dir = shared_dir().join("conformance/stablehlo/interpret");
    let mut cases = Vec::new();
    for stem in SUITE_FILES {
        let Ok(text) = std::fs::read_to_string(dir.join(format!("{stem}.mlir"))) else {
            continue;
        };
        for (i, chunk) in xla_tests::chunks(&text).into_iter().enumerate() {
            cases.push((format!("{stem}#{i}"), chunk));
        }
    }
    if cases.is_empty() {
        eprintln!("{} not found; skipping", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let outcomes = parallel_map(&cases, |(name, text)| suite_chunk(&ctx, name, text));
    let mut equal = 0;
    let mut failures = Vec::new();
    for ((name, _), outcome) in cases.iter().zip(outcomes) {
        match outcome {
            Ok(Outcome::Equal) => equal += 1,
            Ok(o) => println!("{name}: {o:?}"),
            Err(e) => failures.push(e),
        }
    }
    println!("{equal} of {} chunks pass after lowering", cases.len());
    assert!(failures.is_empty(), "{failures:#?}");
    check_floor(
        "interpreter suite chunks passing after lowering",
        equal,
        SUITE_FLOOR,
    );
}
