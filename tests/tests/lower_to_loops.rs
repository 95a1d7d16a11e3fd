//! Execution tests of `--lower-to-loops`: every program of shared/corpus/jax (with its
//! `.npy` inputs) and every case of the StableHLO interpret suite runs in the interpreter
//! before lowering and after, and the results must agree (the interpret suite's check ops
//! must hold after lowering too).
//!
//! The pipeline is built from the registered passes; stages not in this build yet are
//! skipped and named in the output, so the lowering covers less until they land. A case is
//! *unsupported* when it does not run before lowering or the lowering rejects it (an op
//! without a lowering: the pass's located error), *passed* when the lowered module runs and
//! agrees, *failed* otherwise. Unsupported cases never count as passed. Once every stage
//! exists, a passed case must also hold only builtin/func/arith/math/scf/memref ops (and
//! the check ops of the suite), and a sample is given to mlir-opt.

use std::collections::BTreeMap;
use std::path::Path;
use xla_interp::runner::{functions, run_entries, select_entries};
use xla_interp::{Registry, Tensor, Value};
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::pass::{PassManager, PassRegistry, RunOptions};
use xla_ir::{Context, Module};
use xla_passes::lower_to_loops::{full_registry, pipeline_of, STAGES};
use xla_tests::conformance::{files_with_suffix, parallel_map, shared_dir};

/// Cases measured to pass; raise as stages land (never lower it).
const PASS_FLOOR: usize = 250;

/// Dialects allowed after the full pipeline (check: the suite's assertions).
const FINAL_DIALECTS: &[&str] = &["builtin", "func", "arith", "math", "scf", "memref", "check"];

#[derive(Clone, Copy, PartialEq, Debug)]
enum Outcome {
    Passed,
    Failed,
    Unsupported,
}

struct Case {
    name: String,
    text: String,
    /// `.npy` inputs of `main` (JAX corpus), or none (suite: functions without arguments).
    inputs: Option<Vec<Vec<u8>>>,
}

fn as_tensor(v: &Value) -> Option<Tensor> {
    match v {
        Value::Tensor(t) => Some(t.clone()),
        Value::MemRef(m) => m.to_tensor(),
        _ => None,
    }
}

fn agree(a: &Value, b: &Value) -> bool {
    let (Some(x), Some(y)) = (as_tensor(a), as_tensor(b)) else { return a == b };
    if x.shape != y.shape {
        return false;
    }
    let (p, q) = (x.data.to_f64(x.kind), y.data.to_f64(y.kind));
    p.iter().zip(&q).all(|(a, b)| a == b || (a.is_nan() && b.is_nan()) || (a - b).abs() <= 1e-5 * b.abs().max(1.0))
}

/// Runs the entries of `m`: each entry's results, the number of failed checks.
fn run(ctx: &Context, m: &Module, case: &Case) -> Result<(Vec<Vec<Value>>, usize), String> {
    let registry = Registry::with_all();
    let (entries, inputs) = match &case.inputs {
        Some(files) => {
            let fs = functions(ctx, m);
            let (_, args) = fs.iter().find(|(n, _)| n == "main").ok_or("no main")?;
            let mut inputs = Vec::new();
            for (bytes, ty) in files.iter().zip(args) {
                let t = xla_interp::npy::read_npy(ctx, bytes, *ty)?;
                // A bufferized `main` takes memrefs: the same data in a fresh buffer.
                let is_memref = matches!(ctx.type_data(*ty), xla_ir::TypeData::MemRef { .. });
                inputs.push(if is_memref { Value::MemRef(xla_interp::MemRefValue::from_tensor(&t)) } else { Value::Tensor(t) });
            }
            (vec!["main".to_string()], inputs)
        }
        None => (select_entries(ctx, m, None, true)?, Vec::new()),
    };
    if entries.is_empty() {
        return Err("no entry function".into());
    }
    let (interp, runs) = run_entries(ctx, &registry, m, &entries, &inputs);
    let mut all = Vec::new();
    for r in runs {
        all.push(r.results.map_err(|d| d.message)?);
    }
    let failed = interp.checks.borrow().failed;
    Ok((all, failed))
}

/// Ops of dialects outside [`FINAL_DIALECTS`].
fn foreign_ops(text: &str) -> Vec<String> {
    xla_tests::conformance::op_names(text)
        .into_iter()
        .filter(|n| !FINAL_DIALECTS.iter().any(|d| n.starts_with(&format!("{d}."))))
        .collect()
}

fn lower_and_compare(ctx: &Context, registry: &PassRegistry, stages: &[&str], full: bool, case: &Case) -> (Outcome, String, Option<String>) {
    let module = match xla_tests::parse_and_verify(ctx, &case.name, &case.text) {
        Ok(m) => m,
        Err(e) => return (Outcome::Unsupported, format!("input: {e}"), None),
    };
    let before = match run(ctx, &module, case) {
        Ok((_, failed)) if failed > 0 => return (Outcome::Unsupported, "checks fail before lowering".into(), None),
        Ok(r) => r,
        Err(e) => return (Outcome::Unsupported, format!("before lowering: {e}"), None),
    };
    let mut lowered = module.clone();
    let Ok(pm) = pipeline_of(registry, stages) else { return (Outcome::Unsupported, "pipeline".into(), None) };
    let report = PassManager::new(pm, RunOptions { threading: false, ..RunOptions::default() }).run(ctx, &mut lowered, &mut |_| {});
    if let Err(d) = report.result {
        let first = d.first().map(|d| d.message.clone()).unwrap_or_default();
        return (Outcome::Unsupported, format!("lowering: {first}"), None);
    }
    let text = print_module(ctx, &lowered, &PrintOptions::default());
    if full {
        let foreign = foreign_ops(&text);
        if !foreign.is_empty() {
            return (Outcome::Failed, format!("ops left after the pipeline: {foreign:?}"), None);
        }
    }
    let after = match run(ctx, &lowered, case) {
        Ok(r) => r,
        Err(e) => return (Outcome::Failed, format!("after lowering: {e}"), Some(text)),
    };
    if after.1 != 0 {
        return (Outcome::Failed, format!("{} checks fail after lowering", after.1), Some(text));
    }
    let same = before.0.len() == after.0.len()
        && before.0.iter().zip(&after.0).all(|(x, y)| x.len() == y.len() && x.iter().zip(y).all(|(a, b)| agree(a, b)));
    if !same {
        return (Outcome::Failed, "results differ after lowering".into(), Some(text));
    }
    (Outcome::Passed, String::new(), Some(text))
}

fn jax_cases(dir: &Path) -> Vec<Case> {
    let mut out = Vec::new();
    for path in files_with_suffix(dir, ".mlir") {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if name.ends_with(".pretty.mlir") {
            continue;
        }
        let stem = name.trim_end_matches(".mlir").to_string();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let inputs = (0..).map_while(|i| std::fs::read(dir.join(format!("{stem}.in{i}.npy"))).ok()).collect();
        out.push(Case { name: format!("jax/{stem}"), text, inputs: Some(inputs) });
    }
    out
}

fn suite_cases(dir: &Path) -> Vec<Case> {
    let mut out = Vec::new();
    for f in files_with_suffix(dir, ".mlir") {
        let op = f.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for (i, chunk) in xla_tests::chunks(&text).into_iter().enumerate() {
            out.push(Case { name: format!("interpret/{op}#{i}"), text: chunk, inputs: None });
        }
    }
    out
}

#[test]
fn lower_to_loops_preserves_results() {
    let registry = full_registry();
    let stages: Vec<&str> = STAGES.iter().copied().filter(|s| registry.contains(s)).collect();
    let missing: Vec<&str> = STAGES.iter().copied().filter(|s| !registry.contains(s)).collect();
    let full = missing.is_empty();
    println!("lower-to-loops stages run: {stages:?}; not in this build yet: {missing:?}");
    let mut cases = jax_cases(&shared_dir().join("corpus/jax"));
    cases.extend(suite_cases(&shared_dir().join("conformance/stablehlo/interpret")));
    if cases.is_empty() {
        println!("no corpus found; skipping");
        return;
    }
    let mut ctx = xla_tests::context();
    ctx.load_dialect(xla_interp::parallel::interpreter_dialect());
    let outcomes = parallel_map(&cases, |c| lower_and_compare(&ctx, &registry, &stages, full, c));
    let mut counts: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
    let mut failures = Vec::new();
    for (case, (outcome, why, _)) in cases.iter().zip(&outcomes) {
        let group = if case.name.starts_with("jax/") { "jax corpus" } else { "interpret suite" };
        counts.entry(group).or_default()[*outcome as usize] += 1;
        match outcome {
            Outcome::Failed => failures.push(format!("{}: {why}", case.name)),
            Outcome::Unsupported => println!("unsupported {}: {}", case.name, why.lines().next().unwrap_or("")),
            Outcome::Passed => {}
        }
    }
    for f in &failures {
        println!("FAILED {f}");
    }
    let mut total = [0usize; 3];
    for (group, c) in &counts {
        println!("{group:<16} covered {:>4}  passed {:>4}  failed {:>4}  unsupported {:>4}", c[0] + c[1], c[0], c[1], c[2]);
        for k in 0..3 {
            total[k] += c[k];
        }
    }
    println!("{:<16} covered {:>4}  passed {:>4}  failed {:>4}  unsupported {:>4}", "total", total[0] + total[1], total[0], total[1], total[2]);

    // Upstream accepts what the full pipeline produces (a sample, for time).
    if full && xla_tests::mlir_opt().exists() {
        let sample: Vec<&String> = outcomes.iter().filter_map(|(o, _, t)| (*o == Outcome::Passed).then_some(t.as_ref()).flatten()).step_by(5).take(40).collect();
        let rejected: Vec<String> = sample
            .iter()
            .filter_map(|t| xla_tests::run_mlir_opt(t, &["--allow-unregistered-dialect"]).err())
            .collect();
        println!("mlir-opt accepts {} of {} sampled lowered modules", sample.len() - rejected.len(), sample.len());
        assert!(rejected.is_empty(), "mlir-opt rejects lowered modules:\n{}", rejected.join("\n"));
    }
    assert!(total[0] >= PASS_FLOOR, "only {} cases pass (floor {PASS_FLOOR})", total[0]);
    assert!(failures.is_empty(), "{} cases give different results after lowering", failures.len());
}
