//! Execution equivalence of `--hlo-legalize-to-linalg`: each program runs in the reference
//! interpreter before and after the pass, and the results must agree (integers exactly,
//! floats within a few ULPs, since e.g. `logistic` becomes several rounded steps) and every
//! check op must still hold. Programs: `shared/corpus/jax` (with their `.npy` inputs), the
//! StableHLO interpreter suite (per `// -----` chunk) and the JAX testdata files (their
//! `custom_call @check.*` ops are dropped before lowering; the results are compared).
//!
//! A case counts as *passed* only if the pass lowered every hlo op, the lowered module
//! verified and ran, and the results agreed; it is *unsupported* when the pass rejects an op
//! (not covered yet) or the interpreter cannot run the lowered module; otherwise *failed*.
//! Cases whose original program does not run are skipped. Prints counts per suite and per
//! reason, and fails when fewer cases pass than the floor.

use std::collections::BTreeMap;
use std::path::Path;
use xla_interp::runner::{functions, run_entries, select_entries};
use xla_interp::{Registry, Value};
use xla_ir::ir::WalkOrder;
use xla_ir::{Context, Module};
use xla_tests::conformance::{files_with_suffix, parallel_map, shared_dir};
use xla_tests::exec_cases::{file_chunks, values_agree, Tolerance};

/// Cases measured to pass; raise it as lowerings land (never lower it).
const PASS_FLOOR: usize = 2710;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Outcome {
    Passed,
    Failed,
    Unsupported,
    Skipped,
}

fn same_values(a: &[Value], b: &[Value]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| values_agree(x, y, Tolerance::Ulps(4.0)))
}

/// Erases `custom_call @check.*` ops (testdata's checks, which are hlo ops themselves).
fn drop_check_calls(ctx: &Context, m: &mut Module) {
    let Some(module_body) = m.top.op_mut(m.op).isolated_body_mut() else {
        return;
    };
    let funcs: Vec<_> = module_body.all_ops().collect();
    for f in funcs {
        let Some(body) = module_body.op_mut(f).isolated_body_mut() else {
            continue;
        };
        let mut ops = Vec::new();
        body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
        for op in ops {
            let r = xla_ir::OpRef::new(ctx, body, op);
            let target = r
                .attr("call_target_name")
                .and_then(|a| ctx.attr_as_str(a))
                .unwrap_or("");
            if r.name_str() == "hlo.custom_call"
                && target.starts_with("check.")
                && body.results(op).is_empty()
            {
                body.erase_op(op);
            }
        }
    }
}

/// Runs the pass on every function; the first error message on failure.
fn lower(ctx: &Context, m: &mut Module) -> Result<(), String> {
    let lowerings = xla_passes::hlo_to_linalg::lowerings();
    let Some(module_body) = m.top.op_mut(m.op).isolated_body_mut() else {
        return Err("no module body".into());
    };
    let funcs: Vec<_> = module_body.all_ops().collect();
    for f in funcs {
        let Some(body) = module_body.op_mut(f).isolated_body_mut() else {
            continue;
        };
        xla_passes::hlo_to_linalg::legalize_body(ctx, body, &lowerings)
            .map_err(|d| d[0].message.clone())?;
    }
    Ok(())
}

/// Results and check failures of running `entries`; `Err` when the run itself failed.
fn run(
    ctx: &Context,
    registry: &Registry,
    m: &Module,
    entries: &[String],
    inputs: &[Value],
) -> Result<(Vec<Vec<Value>>, usize), String> {
    let (interp, runs) = run_entries(ctx, registry, m, entries, inputs);
    let mut out = Vec::new();
    for r in runs {
        out.push(r.results.map_err(|d| d.message)?);
    }
    let failures = interp.checks.borrow().failures.len();
    Ok((out, failures))
}

/// Before vs after for one program.
fn check_case(
    ctx: &Context,
    registry: &Registry,
    name: &str,
    text: &str,
    inputs: Option<&[Value]>,
    drop_checks: bool,
) -> (Outcome, String) {
    let Ok(mut m) = xla_tests::parse_and_verify(ctx, name, text) else {
        return (Outcome::Skipped, String::new());
    };
    let entries = match inputs {
        Some(_) => vec!["main".to_string()],
        None => match select_entries(ctx, &m, None, true) {
            Ok(e) if !e.is_empty() => e,
            _ => return (Outcome::Skipped, String::new()),
        },
    };
    let args = inputs.unwrap_or(&[]);
    let before = match run(ctx, registry, &m, &entries, args) {
        Ok((v, 0)) => v,
        _ => return (Outcome::Skipped, String::new()),
    };
    if drop_checks {
        drop_check_calls(ctx, &mut m);
    }
    if let Err(e) = lower(ctx, &mut m) {
        return (Outcome::Unsupported, e);
    }
    if let Err(d) = xla_ir::verify::verify_module(ctx, &m) {
        return (
            Outcome::Failed,
            format!("lowered module does not verify: {}", d[0].message),
        );
    }
    match run(ctx, registry, &m, &entries, args) {
        Err(e) if e.contains("not supported") || e.contains("does not support") => {
            (Outcome::Unsupported, format!("interpreter: {e}"))
        }
        Err(e) => (Outcome::Failed, format!("lowered run failed: {e}")),
        Ok((_, n)) if n > 0 => (Outcome::Failed, format!("{n} checks failed after lowering")),
        Ok((after, _)) if after.iter().zip(&before).all(|(a, b)| same_values(a, b)) => {
            (Outcome::Passed, String::new())
        }
        Ok(_) => (Outcome::Failed, "results differ after lowering".into()),
    }
}

/// `(suite, case name, text, inputs)` of the JAX corpus.
fn corpus_cases(ctx: &Context, dir: &Path) -> Vec<(String, String, Option<Vec<Value>>)> {
    let mut out = Vec::new();
    for f in files_with_suffix(dir, ".mlir") {
        let name = f
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        if name.ends_with(".pretty.mlir") {
            continue;
        }
        let stem = name.trim_end_matches(".mlir").to_string();
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        let Ok(m) = xla_ir::asm::parse_module(ctx, &stem, &text) else {
            continue;
        };
        let args = functions(ctx, &m)
            .into_iter()
            .find(|(n, _)| n == "main")
            .map(|(_, a)| a)
            .unwrap_or_default();
        let inputs: Option<Vec<Value>> = args
            .iter()
            .enumerate()
            .map(|(i, ty)| {
                let bytes = std::fs::read(dir.join(format!("{stem}.in{i}.npy"))).ok()?;
                xla_interp::npy::read_npy(ctx, &bytes, *ty)
                    .ok()
                    .map(Value::Tensor)
            })
            .collect();
        out.push((stem, text, Some(inputs.unwrap_or_default())));
    }
    out
}

#[test]
fn hlo_to_linalg_preserves_results() {
    let shared = shared_dir();
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    // (suite, name, text, inputs, drop checks)
    let mut cases: Vec<(&str, String, String, Option<Vec<Value>>, bool)> = Vec::new();
    for (name, text, inputs) in corpus_cases(&ctx, &shared.join("corpus/jax")) {
        cases.push(("jax-corpus", name, text, inputs, false));
    }
    for (stem, i, chunk) in file_chunks(&shared.join("conformance/stablehlo/interpret")) {
        cases.push(("interpret", format!("{stem}#{i}"), chunk, None, false));
    }
    for f in files_with_suffix(&shared.join("conformance/stablehlo/testdata"), ".mlir") {
        let stem = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        cases.push(("testdata", stem, text, None, true));
    }
    if cases.is_empty() {
        eprintln!("shared/ not found; skipping");
        return;
    }
    let outcomes = parallel_map(&cases, |(_, name, text, inputs, drop)| {
        check_case(&ctx, &registry, name, text, inputs.as_deref(), *drop)
    });
    let mut table: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    for ((suite, name, ..), (outcome, why)) in cases.iter().zip(&outcomes) {
        table.entry(suite).or_default()[*outcome as usize] += 1;
        match outcome {
            Outcome::Failed => println!("FAILED {suite}/{name}: {why}"),
            Outcome::Unsupported => {
                *reasons.entry(reason_key(why)).or_default() += 1;
                if *suite != "testdata" {
                    println!("UNSUPPORTED {suite}/{name}: {why}");
                }
            }
            _ => {}
        }
    }
    println!("unsupported, by reason:");
    let mut by_count: Vec<_> = reasons.into_iter().collect();
    by_count.sort_by_key(|b| std::cmp::Reverse(b.1));
    for (why, n) in by_count.iter().take(40) {
        println!("{n:>6}  {why}");
    }
    println!(
        "{:<12} {:>7} {:>7} {:>12} {:>8}",
        "suite", "passed", "failed", "unsupported", "skipped"
    );
    let mut totals = [0usize; 4];
    for (suite, c) in &table {
        println!(
            "{suite:<12} {:>7} {:>7} {:>12} {:>8}",
            c[0], c[1], c[2], c[3]
        );
        for k in 0..4 {
            totals[k] += c[k];
        }
    }
    println!(
        "{:<12} {:>7} {:>7} {:>12} {:>8}",
        "total", totals[0], totals[1], totals[2], totals[3]
    );
    assert!(
        totals[0] >= PASS_FLOOR,
        "{} cases pass, below the floor {PASS_FLOOR}",
        totals[0]
    );
    assert_eq!(
        totals[1], 0,
        "cases give different results after lowering (listed above)"
    );
}

/// The part of an unsupported-reason message that names the op (for counting).
fn reason_key(why: &str) -> String {
    let quoted = why.split('\'').nth(1).unwrap_or("");
    let tail = why
        .split("failed to legalize to linalg: ")
        .nth(1)
        .unwrap_or(why);
    let tail: String = tail.chars().take(70).collect();
    format!("{quoted}: {tail}")
}
