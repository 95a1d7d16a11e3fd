//! Execution tests of the core passes (`inline`, `sccp`, `cse`, `canonicalize` with region
//! simplification, `symbol-dce`, and all of them in a row): every program of
//! shared/corpus/jax and every case of the StableHLO interpret suite that runs in the
//! interpreter must give identical results after each pipeline (the suite's check ops must
//! hold as before), and the result must verify.

use xla_interp::{Registry, Value};
use xla_ir::pass::{PassManager, PassRegistry, RunOptions};
use xla_ir::{Context, Module};
use xla_passes::lower_to_loops::{full_registry, pipeline_of};
use xla_tests::conformance::{parallel_map, shared_dir};
use xla_tests::exec_cases::{jax_cases, run_case, suite_cases, Case};

const PIPELINES: &[&[&str]] = &[
    &["inline"],
    &["sccp"],
    &["cse"],
    &["canonicalize"],
    &["symbol-dce"],
    &["inline", "sccp", "canonicalize", "cse", "symbol-dce"],
];

/// Cases that run before the passes; the test fails if fewer do (a corpus sanity check).
const RUN_FLOOR: usize = 500;

/// Every entry's results and the number of failed checks.
type Outcome = (Vec<Vec<Value>>, usize);

fn run(ctx: &Context, m: &Module, case: &Case) -> Result<Outcome, String> {
    let registry = Registry::with_all();
    let (all, interp) = run_case(ctx, &registry, m, case)?;
    let failed = interp.checks.borrow().failed;
    Ok((all, failed))
}

/// `None` if the case does not run before the passes; else the failures after them.
fn check_case(ctx: &Context, registry: &PassRegistry, case: &Case) -> Option<Vec<String>> {
    let module = xla_tests::parse_and_verify(ctx, &case.name, &case.text).ok()?;
    let before = run(ctx, &module, case).ok()?;
    let mut failures = Vec::new();
    for stages in PIPELINES {
        let Ok(pm) = pipeline_of(registry, stages) else {
            continue;
        };
        let mut after_module = module.clone();
        let report = PassManager::new(
            pm,
            RunOptions {
                threading: false,
                ..RunOptions::default()
            },
        )
        .run(ctx, &mut after_module, &mut |_| {});
        let label = format!("{} after {}", case.name, stages.join(","));
        let first = |d: &[xla_ir::Diag]| d.first().map(|d| d.message.clone()).unwrap_or_default();
        if let Err(d) = report.result {
            failures.push(format!("{label}: pass failed: {}", first(&d)));
        } else if let Err(d) = xla_ir::verify::verify_module_with(ctx, &after_module, false) {
            failures.push(format!("{label}: does not verify: {}", first(&d)));
        } else {
            match run(ctx, &after_module, case) {
                Ok(after) if after == before => {}
                Ok(after) if after.1 != before.1 => failures.push(format!(
                    "{label}: {} checks fail (before: {})",
                    after.1, before.1
                )),
                Ok(_) => failures.push(format!("{label}: results differ")),
                Err(e) => failures.push(format!("{label}: does not run: {e}")),
            }
        }
    }
    Some(failures)
}

#[test]
fn core_passes_keep_results() {
    let mut cases = jax_cases(&shared_dir().join("corpus/jax"));
    cases.extend(suite_cases(
        &shared_dir().join("conformance/stablehlo/interpret"),
    ));
    if cases.is_empty() {
        eprintln!("no corpus found; skipping");
        return;
    }
    let ctx = xla_tests::context();
    let registry = full_registry();
    let outcomes = parallel_map(&cases, |case| check_case(&ctx, &registry, case));
    let ran = outcomes.iter().filter(|o| o.is_some()).count();
    let failures: Vec<String> = outcomes.into_iter().flatten().flatten().collect();
    eprintln!(
        "{ran} of {} cases ran; {} failures after the core passes",
        cases.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(ran >= RUN_FLOOR, "only {ran} cases ran (floor {RUN_FLOOR})");
}
