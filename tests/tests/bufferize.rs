//! Execution tests of `--bufferize` on its own: every program of shared/corpus/jax and every
//! case of the StableHLO interpret suite is lowered to linalg on tensors
//! (`--hlo-legalize-to-linalg --linalg-fuse-elementwise`), run in the interpreter, bufferized,
//! and run again: results must agree, the suite's checks must hold, and every buffer the
//! program allocated must be freed except the ones it returns (no leak). Prints the
//! allocations, copies and deallocations made, and upstream's counts (`mlir-opt
//! --one-shot-bufferize`) on the same linalg-level modules for comparison.

use xla_interp::{MemRefValue, Registry, Value};
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::pass::{PassManager, RunOptions};
use xla_ir::{Context, Module};
use xla_passes::lower_to_loops::{full_registry, pipeline_of};
use xla_tests::conformance::{parallel_map, shared_dir};
use xla_tests::exec_cases::{jax_cases, results_agree, run_case, suite_cases, Case, Tolerance};

/// Cases measured to pass (never lower it).
const PASS_FLOOR: usize = 385;

#[derive(Default, Clone, Copy)]
struct Counts {
    allocs: usize,
    copies: usize,
    deallocs: usize,
}

fn count(text: &str) -> Counts {
    let ops = |name: &str| text.lines().filter(|l| l.contains(name)).count();
    Counts {
        allocs: ops("memref.alloc"),
        copies: ops("memref.copy"),
        deallocs: ops("memref.dealloc"),
    }
}

enum Outcome {
    Passed(Counts, String),
    Failed(String),
    Unsupported,
}

/// Runs the entries: their results, the failed checks, and the buffers leaked.
fn run(ctx: &Context, m: &Module, case: &Case) -> Result<(Vec<Vec<Value>>, usize, usize), String> {
    let registry = Registry::with_all();
    let (all, interp) = run_case(ctx, &registry, m, case)?;
    let returned: Vec<MemRefValue> = all
        .iter()
        .flatten()
        .filter_map(|v| v.as_memref().cloned())
        .collect();
    let leaked = interp
        .state::<xla_interp::memref::MemrefState>()
        .expect("the memref evaluations declare their state")
        .borrow()
        .live_allocs
        .leaked(&returned);
    let failed = interp.checks.borrow().failed;
    Ok((all, failed, leaked))
}

fn lower(ctx: &Context, m: &mut Module, stages: &[&str]) -> Result<(), String> {
    let pm = pipeline_of(&full_registry(), stages)?;
    let report = PassManager::new(
        pm,
        RunOptions {
            threading: false,
            ..RunOptions::default()
        },
    )
    .run(ctx, m, &mut |_| {});
    report
        .result
        .map_err(|d| d.first().map(|d| d.message.clone()).unwrap_or_default())
}

fn check(ctx: &Context, case: &Case) -> Outcome {
    let Ok(mut module) = xla_tests::parse_and_verify(ctx, &case.name, &case.text) else {
        return Outcome::Unsupported;
    };
    // The linalg level is what --bufferize receives; cases it does not reach are not ours.
    if lower(
        ctx,
        &mut module,
        &["hlo-legalize-to-linalg", "linalg-fuse-elementwise"],
    )
    .is_err()
    {
        return Outcome::Unsupported;
    }
    let before = match run(ctx, &module, case) {
        Ok((_, failed, _)) if failed > 0 => return Outcome::Unsupported,
        Ok(r) => r,
        Err(_) => return Outcome::Unsupported,
    };
    let linalg_text = print_module(
        ctx,
        &module,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    if let Err(e) = lower(ctx, &mut module, &["bufferize"]) {
        return Outcome::Failed(format!("bufferize: {e}"));
    }
    if let Err(d) = xla_ir::verify::verify_module(ctx, &module) {
        return Outcome::Failed(format!("invalid IR after bufferize: {}", d[0].message));
    }
    let text = print_module(ctx, &module, &PrintOptions::default());
    let after = match run(ctx, &module, case) {
        Ok(r) => r,
        Err(e) => return Outcome::Failed(format!("after bufferize: {e}")),
    };
    if after.1 > 0 {
        return Outcome::Failed(format!("{} checks fail after bufferize", after.1));
    }
    if after.2 > 0 {
        return Outcome::Failed(format!("{} buffers leaked", after.2));
    }
    let same = results_agree(&before.0, &after.0, Tolerance::Exact);
    if !same {
        return Outcome::Failed("results differ after bufferize".into());
    }
    Outcome::Passed(count(&text), linalg_text)
}

fn cases() -> Vec<Case> {
    let mut out = jax_cases(&shared_dir().join("corpus/jax"));
    out.extend(suite_cases(
        &shared_dir().join("conformance/stablehlo/interpret"),
    ));
    out
}

/// Allocations and copies upstream's One-Shot Bufferize makes on `text` (generic form).
fn upstream_counts(text: &str) -> Option<Counts> {
    let opts = "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops";
    xla_tests::run_mlir_opt(text, &["--allow-unregistered-dialect", opts])
        .ok()
        .map(|t| count(&t))
}

#[test]
fn bufferize_preserves_results_and_frees_buffers() {
    let cases = cases();
    if cases.is_empty() {
        println!("no corpus found; skipping");
        return;
    }
    let ctx = xla_tests::context();
    let outcomes = parallel_map(&cases, |c| check(&ctx, c));
    let (mut passed, mut unsupported, mut ours, mut theirs, mut compared) =
        (0, 0, Counts::default(), Counts::default(), 0);
    let mut failures = Vec::new();
    for (case, o) in cases.iter().zip(&outcomes) {
        match o {
            Outcome::Passed(c, _) => {
                passed += 1;
                ours.allocs += c.allocs;
                ours.copies += c.copies;
                ours.deallocs += c.deallocs;
            }
            Outcome::Failed(why) => failures.push(format!("{}: {why}", case.name)),
            Outcome::Unsupported => unsupported += 1,
        }
    }
    if xla_tests::mlir_opt().exists() {
        let linalg: Vec<&String> = outcomes
            .iter()
            .filter_map(|o| {
                if let Outcome::Passed(_, t) = o {
                    Some(t)
                } else {
                    None
                }
            })
            .collect();
        let mut ours_cmp = Counts::default();
        let counted = parallel_map(&linalg, |t| upstream_counts(t));
        for (o, up) in outcomes
            .iter()
            .filter(|o| matches!(o, Outcome::Passed(..)))
            .zip(counted)
        {
            if let (Outcome::Passed(c, _), Some(u)) = (o, up) {
                if std::env::var_os("BUFFERIZE_DIFF").is_some()
                    && (c.allocs, c.copies) != (u.allocs, u.copies)
                {
                    let name = cases
                        .iter()
                        .zip(&outcomes)
                        .find(|(_, x)| std::ptr::eq(*x, o))
                        .map(|(c, _)| c.name.as_str())
                        .unwrap_or("");
                    println!(
                        "differs {name}: ours {}/{} upstream {}/{}",
                        c.allocs, c.copies, u.allocs, u.copies
                    );
                }
                compared += 1;
                theirs.allocs += u.allocs;
                theirs.copies += u.copies;
                ours_cmp.allocs += c.allocs;
                ours_cmp.copies += c.copies;
            }
        }
        println!(
            "upstream one-shot-bufferize on the same {compared} modules: {} allocations, {} copies; ours: {} allocations, {} copies",
            theirs.allocs, theirs.copies, ours_cmp.allocs, ours_cmp.copies
        );
    }
    for f in &failures {
        println!("FAILED {f}");
    }
    println!(
        "bufferize: {passed} cases agree before/after with no leak, {} failed, {unsupported} not reaching bufferize; {} allocations, {} copies, {} deallocations",
        failures.len(),
        ours.allocs,
        ours.copies,
        ours.deallocs
    );
    assert!(
        failures.is_empty(),
        "{} cases fail after bufferize",
        failures.len()
    );
    assert!(
        passed >= PASS_FLOOR,
        "only {passed} cases pass (floor {PASS_FLOOR})"
    );
}
