//! The interpret suite with its checks compiled: each case is lowered by `--lower-to-llvm`
//! with its `check.*` ops kept (they become calls of the check runtime, docs/lowering/to-llvm.md
//! "check runtime"), and the lowered module runs in the interpreter, which provides the runtime
//! functions. A case *passes* when only llvm ops remain, `mlir-translate` is not needed here
//! (tests/tests/lower_to_llvm.rs covers it), and the lowered run counts as many passed checks
//! as the original run with none failed; *unsupported* when the original does not pass in the
//! interpreter or the pipeline rejects it; *failed* otherwise. The JIT runs the same cases in
//! backends/melior/tests/jit.rs.

use xla_interp::runner::{run_entries, select_entries};
use xla_interp::Registry;
use xla_ir::pass::{PassManager, RunOptions};
use xla_ir::{Context, Module};
use xla_passes::lower_to_loops::{full_registry, pipeline_of};
use xla_tests::conformance::{check_floor, files_with_suffix, parallel_map, shared_dir};

/// Cases measured to pass; raise as lowerings land (never lower it).
const PASS_FLOOR: usize = 464;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Outcome {
    Passed,
    Failed,
    Unsupported,
}

/// (passed, failed) checks of a run of every entry, or the first error.
fn run_checks(
    ctx: &Context,
    registry: &Registry,
    m: &Module,
) -> Result<(usize, usize, String), String> {
    let entries = select_entries(ctx, m, None, true)?;
    if entries.is_empty() {
        return Err("no function without arguments".into());
    }
    let (interp, runs) = run_entries(ctx, registry, m, &entries, &[]);
    for run in runs {
        run.results.map_err(|d| d.message)?;
    }
    let stats = interp.checks.borrow();
    let first = stats
        .failures
        .first()
        .map(|d| d.message.clone())
        .unwrap_or_default();
    Ok((stats.passed, stats.failed, first))
}

fn run_case(ctx: &Context, registry: &Registry, name: &str, text: &str) -> (Outcome, String) {
    let mut m = match xla_tests::parse_and_verify(ctx, name, text) {
        Ok(m) => m,
        Err(e) => return (Outcome::Unsupported, format!("input: {e}")),
    };
    let before = match run_checks(ctx, registry, &m) {
        Ok((p, 0, _)) if p > 0 => p,
        Ok(_) => {
            return (
                Outcome::Unsupported,
                "no passing checks before lowering".into(),
            )
        }
        Err(e) => return (Outcome::Unsupported, format!("before lowering: {e}")),
    };
    let Ok(pm) = pipeline_of(&full_registry(), &["lower-to-llvm"]) else {
        return (Outcome::Unsupported, "pipeline".into());
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
        return (
            Outcome::Unsupported,
            format!(
                "lowering: {}",
                d.first().map(|d| d.message.clone()).unwrap_or_default()
            ),
        );
    }
    let text = xla_ir::asm::print_module(ctx, &m, &xla_ir::asm::PrintOptions::default());
    let foreign: Vec<String> = xla_tests::conformance::op_names(&text)
        .into_iter()
        .filter(|n| {
            !n.starts_with("llvm.") && n != "builtin.module" && ctx.op_def(ctx.op_name(n)).is_some()
        })
        .collect();
    if !foreign.is_empty() {
        return (
            Outcome::Failed,
            format!("ops left after the pipeline: {foreign:?}"),
        );
    }
    match run_checks(ctx, registry, &m) {
        Ok((p, 0, _)) if p == before => (Outcome::Passed, String::new()),
        Ok((p, f, first)) => (
            Outcome::Failed,
            format!("{p} passed, {f} failed (before: {before} passed) {first}"),
        ),
        Err(e) => (Outcome::Failed, format!("after lowering: {e}")),
    }
}

#[test]
fn interpret_suite_checks_run_after_lowering() {
    let dir = shared_dir().join("conformance/stablehlo/interpret");
    let files = files_with_suffix(&dir, ".mlir");
    if files.is_empty() {
        eprintln!("{} not found; skipping", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    let mut cases = Vec::new();
    for f in &files {
        let op = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for (i, chunk) in xla_tests::chunks(&text).into_iter().enumerate() {
            cases.push((format!("{op}.mlir#{i}"), chunk));
        }
    }
    let outcomes = parallel_map(&cases, |(name, text)| run_case(&ctx, &registry, name, text));
    let mut totals = [0usize; 3];
    let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
    for ((name, _), (outcome, why)) in cases.iter().zip(&outcomes) {
        totals[*outcome as usize] += 1;
        match outcome {
            Outcome::Failed => println!("FAILED {name}: {why}"),
            Outcome::Unsupported => {
                let first: String = why
                    .lines()
                    .next()
                    .unwrap_or("")
                    .split(" (see")
                    .next()
                    .unwrap_or("")
                    .chars()
                    .take(110)
                    .collect();
                *reasons.entry(first).or_default() += 1;
            }
            Outcome::Passed => {}
        }
    }
    let mut top: Vec<_> = reasons.into_iter().collect();
    top.sort_by_key(|b| std::cmp::Reverse(b.1));
    for (why, n) in top.iter().take(12) {
        println!("unsupported x{n:<4} {why}");
    }
    println!(
        "interpreter suite lowered to llvm, checks compiled: {} passed, {} failed, {} unsupported",
        totals[0], totals[1], totals[2]
    );
    check_floor("lowered interpreter suite", totals[0], PASS_FLOOR);
    assert_eq!(totals[1], 0, "cases whose checks differ after lowering");
}
