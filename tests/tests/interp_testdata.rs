//! StableHLO's JAX-generated testdata (conformance/stablehlo/testdata/*.mlir) run through the
//! interpreter: each file's `main` runs and its `custom_call @check.*` checks must hold.
//! Prints a per-op table (op = file name up to its first element-type word) and fails only
//! when fewer files pass than the measured floor.

use std::collections::BTreeMap;
use xla_interp::runner::run_entries;
use xla_interp::Registry;
use xla_tests::conformance::{check_floor, files_with_suffix, parallel_map, shared_dir};

/// Files measured to pass; raise it as ops land (never lower it).
const PASS_FLOOR: usize = 2321;

/// `abs_bfloat16_20_20` -> `abs`: the name up to the first element-type or shape word.
fn op_of(stem: &str) -> String {
    let words: Vec<&str> = stem.split('_').collect();
    let is_type = |w: &str| {
        [
            "float", "bfloat", "int", "uint", "complex", "bool", "shape", "dtypes", "dim", "axis",
        ]
        .iter()
        .any(|p| w.starts_with(p))
            || w.chars().next().is_some_and(|c| c.is_ascii_digit())
    };
    let n = words
        .iter()
        .position(|w| is_type(w))
        .unwrap_or(words.len())
        .max(1);
    words[..n].join("_")
}

/// 0 passed, 1 failed, 2 unsupported; with the reason.
fn run_file(ctx: &xla_ir::Context, registry: &Registry, path: &std::path::Path) -> (usize, String) {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let m = match xla_tests::parse_and_verify(ctx, &name, &text) {
        Ok(m) => m,
        Err(e) => return (2, e),
    };
    let (interp, runs) = run_entries(ctx, registry, &m, &["main".to_string()], &[]);
    for run in runs {
        if let Err(d) = run.results {
            return (
                if d.message.contains("not supported") {
                    2
                } else {
                    1
                },
                d.message,
            );
        }
    }
    let stats = interp.checks.borrow();
    match stats.failures.first() {
        Some(f) => (1, f.message.clone()),
        None if stats.passed == 0 => (1, "no checks ran".into()),
        None => (0, String::new()),
    }
}

#[test]
fn stablehlo_testdata_runs() {
    let dir = shared_dir().join("conformance/stablehlo/testdata");
    let files = files_with_suffix(&dir, ".mlir");
    if files.is_empty() {
        eprintln!("{} not found; skipping", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    let outcomes = parallel_map(&files, |f| run_file(&ctx, &registry, f));
    let mut table: BTreeMap<String, [usize; 3]> = BTreeMap::new();
    for (f, (k, why)) in files.iter().zip(&outcomes) {
        let stem = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        table.entry(op_of(&stem)).or_default()[*k] += 1;
        if *k != 0 {
            println!(
                "{stem}: {}: {}",
                ["passed", "failed", "unsupported"][*k],
                why.lines().next().unwrap_or("")
            );
        }
    }
    println!(
        "{:<36} {:>6} {:>6} {:>11}",
        "op", "passed", "failed", "unsupported"
    );
    let mut totals = [0usize; 3];
    for (op, c) in &table {
        println!("{op:<36} {:>6} {:>6} {:>11}", c[0], c[1], c[2]);
        for k in 0..3 {
            totals[k] += c[k];
        }
    }
    println!(
        "{:<36} {:>6} {:>6} {:>11}",
        "total", totals[0], totals[1], totals[2]
    );
    check_floor("testdata through the interpreter", totals[0], PASS_FLOOR);
}
