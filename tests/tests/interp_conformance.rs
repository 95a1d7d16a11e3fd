//! StableHLO's interpreter tests (conformance/stablehlo/interpret/*.mlir, split on `// -----`)
//! run through the reference interpreter. A chunk passes when every function without
//! arguments ran and all its checks held; it is unsupported when it does not parse/verify or
//! uses an op the interpreter lacks; otherwise it failed. Prints a per-file (per-op) table
//! and fails only when fewer chunks pass than the measured floor.

use std::collections::BTreeMap;
use xla_interp::runner::{run_entries, select_entries};
use xla_interp::Registry;
use xla_tests::conformance::{check_floor, parallel_map, shared_dir};
use xla_tests::exec_cases::file_chunks;

/// Chunks measured to pass; raise it as ops land (never lower it).
const PASS_FLOOR: usize = 505;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Outcome {
    Passed,
    Failed,
    Unsupported,
}

fn run_chunk(
    ctx: &xla_ir::Context,
    registry: &Registry,
    name: &str,
    text: &str,
) -> (Outcome, String) {
    let m = match xla_tests::parse_and_verify(ctx, name, text) {
        Ok(m) => m,
        Err(e) => return (Outcome::Unsupported, e),
    };
    let entries = match select_entries(ctx, &m, None, true) {
        Ok(e) if !e.is_empty() => e,
        Ok(_) => return (Outcome::Unsupported, "no function without arguments".into()),
        Err(e) => return (Outcome::Unsupported, e),
    };
    let (interp, runs) = run_entries(ctx, registry, &m, &entries, &[]);
    for run in runs {
        if let Err(d) = run.results {
            let kind = if d.message.contains("not supported") {
                Outcome::Unsupported
            } else {
                Outcome::Failed
            };
            return (kind, d.message);
        }
    }
    let stats = interp.checks.borrow();
    match stats.failures.first() {
        Some(f) => (Outcome::Failed, f.message.clone()),
        None => (Outcome::Passed, String::new()),
    }
}

#[test]
fn stablehlo_interpret_suite() {
    let dir = shared_dir().join("conformance/stablehlo/interpret");
    let cases = file_chunks(&dir);
    if cases.is_empty() {
        eprintln!("{} not found; skipping", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    let outcomes = parallel_map(&cases, |(op, i, text)| {
        run_chunk(&ctx, &registry, &format!("{op}.mlir#{i}"), text)
    });
    let mut table: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
    for ((op, i, _), (outcome, why)) in cases.iter().zip(&outcomes) {
        table.entry(op).or_default()[*outcome as usize] += 1;
        if *outcome != Outcome::Passed {
            println!(
                "{op}#{i}: {outcome:?}: {}",
                why.lines().next().unwrap_or("")
            );
        }
    }
    println!(
        "{:<28} {:>6} {:>6} {:>11}",
        "op", "passed", "failed", "unsupported"
    );
    let mut totals = [0usize; 3];
    for (op, counts) in &table {
        println!(
            "{op:<28} {:>6} {:>6} {:>11}",
            counts[0], counts[1], counts[2]
        );
        for k in 0..3 {
            totals[k] += counts[k];
        }
    }
    println!(
        "{:<28} {:>6} {:>6} {:>11}",
        "total", totals[0], totals[1], totals[2]
    );
    check_floor("interpreter suite", totals[0], PASS_FLOOR);
}
