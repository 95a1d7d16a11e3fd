//! Execution tests of `--lower-to-llvm`: every program of shared/corpus/jax (with its
//! `.npy` inputs) and every case of the StableHLO interpret suite runs in the interpreter
//! before lowering and after (the lowered `llvm.func` called through its recorded memref
//! signature), and the results must agree. A case is *unsupported* when it does not run
//! before lowering or the pipeline rejects it (a located error naming the op: an op without
//! a lowering, or the suite's check ops, which the interpreter-side lowering keeps out of
//! llvm); *passed* when the lowered module holds only llvm ops and agrees; *failed*
//! otherwise. Every passing lowered module is given to `mlir-translate --mlir-to-llvmir`.
//! The suite's check ops are turned into results first (see [`checks_to_results`]).

use std::collections::BTreeMap;
use xla_interp::{Registry, Value};
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::pass::{PassManager, RunOptions};
use xla_ir::{Context, Module};
use xla_passes::lower_to_loops::{full_registry, pipeline_of};
use xla_tests::conformance::{parallel_map, shared_dir};
use xla_tests::exec_cases::{jax_cases, results_agree, run_case, suite_cases, Case, Tolerance};

/// Cases measured to pass; raise as lowerings land (never lower it).
const PASS_FLOOR: usize = 437;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Outcome {
    Passed,
    Failed,
    Unsupported,
}

/// The suite's assertions as results: each `check.*` op is removed and the values it
/// checked are returned by its function instead, so the comparison before and after
/// lowering covers them (the check ops themselves have no llvm lowering here).
/// The case's entries' results; a run whose checks fail is an error.
fn run(ctx: &Context, m: &Module, case: &Case) -> Result<Vec<Vec<Value>>, String> {
    let registry = Registry::with_all();
    let (all, interp) = run_case(ctx, &registry, m, case)?;
    if interp.checks.borrow().failed > 0 {
        return Err("checks fail".into());
    }
    Ok(all)
}

fn checks_to_results(ctx: &Context, m: &mut Module) {
    let Some(module_body) = m.top.op_mut(m.op).isolated_body_mut() else {
        return;
    };
    let Some(&region) = module_body.root_regions().first() else {
        return;
    };
    let funcs: Vec<xla_ir::OpId> = module_body
        .region_blocks(region)
        .flat_map(|b| module_body.block_ops(b).collect::<Vec<_>>())
        .collect();
    for f in funcs {
        if ctx.op_name_str(module_body.op(f).name) != "func.func" {
            continue;
        }
        let Some(body) = module_body.op_mut(f).isolated_body_mut() else {
            continue;
        };
        let Some(&r) = body.root_regions().first() else {
            continue;
        };
        let mut checked = Vec::new();
        let mut ret = None;
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            for op in body.block_ops(b).collect::<Vec<_>>() {
                let name = ctx.op_name_str(body.op(op).name).to_string();
                if name.starts_with("check.") {
                    checked.extend(body.operands(op).take(1));
                    body.erase_op(op);
                } else if name == "func.return" {
                    ret = Some(op);
                }
            }
        }
        let Some(ret) = ret else { continue };
        if checked.is_empty() {
            continue;
        }
        let mut values: Vec<xla_ir::ValueId> = body.operands(ret).collect();
        values.extend(&checked);
        let types: Vec<xla_ir::Type> = values.iter().map(|&v| body.value_type(v)).collect();
        body.set_operands(ret, &values);
        let inputs = body
            .entry_block(r)
            .map(|e| {
                body.block_args(e)
                    .iter()
                    .map(|&a| body.value_type(a))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        let fn_ty = ctx.function_type(&inputs, &types);
        module_body
            .op_mut(f)
            .props
            .set_str(ctx, "function_type", ctx.type_attr(fn_ty));
    }
}

fn lower_and_compare(ctx: &Context, case: &Case) -> (Outcome, String, Option<String>) {
    let mut module = match xla_tests::parse_and_verify(ctx, &case.name, &case.text) {
        Ok(m) => m,
        Err(e) => return (Outcome::Unsupported, format!("input: {e}"), None),
    };
    if case.inputs.is_none() {
        checks_to_results(ctx, &mut module);
        if let Err(e) = xla_ir::verify::verify_module(ctx, &module) {
            return (
                Outcome::Unsupported,
                format!(
                    "checks as results: {}",
                    e.first().map(|d| d.message.clone()).unwrap_or_default()
                ),
                None,
            );
        }
    }
    let before = match run(ctx, &module, case) {
        Ok(r) => r,
        Err(e) => return (Outcome::Unsupported, format!("before lowering: {e}"), None),
    };
    let mut lowered = module.clone();
    let Ok(pm) = pipeline_of(&full_registry(), &["lower-to-llvm"]) else {
        return (Outcome::Unsupported, "pipeline".into(), None);
    };
    let report = PassManager::new(
        pm,
        RunOptions {
            threading: false,
            ..RunOptions::default()
        },
    )
    .run(ctx, &mut lowered, &mut |_| {});
    if let Err(d) = report.result {
        let first = d.first().map(|d| d.message.clone()).unwrap_or_default();
        return (Outcome::Unsupported, format!("lowering: {first}"), None);
    }
    let text = print_module(ctx, &lowered, &PrintOptions::default());
    let foreign: Vec<String> = xla_tests::conformance::op_names(&text)
        .into_iter()
        .filter(|n| !n.starts_with("llvm.") && n != "builtin.module")
        .collect();
    if !foreign.is_empty() {
        return (
            Outcome::Failed,
            format!("ops left after the pipeline: {foreign:?}"),
            None,
        );
    }
    let after = match run(ctx, &lowered, case) {
        Ok(r) => r,
        Err(e) => return (Outcome::Failed, format!("after lowering: {e}"), Some(text)),
    };
    let same = results_agree(&before, &after, Tolerance::Relative(1e-5));
    if !same {
        return (
            Outcome::Failed,
            "results differ after lowering".into(),
            Some(text),
        );
    }
    (Outcome::Passed, String::new(), Some(text))
}

#[test]
fn lower_to_llvm_preserves_results() {
    let mut cases = jax_cases(&shared_dir().join("corpus/jax"));
    cases.extend(suite_cases(
        &shared_dir().join("conformance/stablehlo/interpret"),
    ));
    if cases.is_empty() {
        println!("no corpus found; skipping");
        return;
    }
    let ctx = xla_tests::context();
    let outcomes = parallel_map(&cases, |c| lower_and_compare(&ctx, c));
    let mut counts: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    for (case, (outcome, why, _)) in cases.iter().zip(&outcomes) {
        let group = if case.name.starts_with("jax/") {
            "jax corpus"
        } else {
            "interpret suite"
        };
        counts.entry(group).or_default()[*outcome as usize] += 1;
        match outcome {
            Outcome::Failed => failures.push(format!("{}: {why}", case.name)),
            Outcome::Unsupported => {
                let first = why.lines().next().unwrap_or("");
                *reasons
                    .entry(
                        first
                            .split(" (see")
                            .next()
                            .unwrap_or(first)
                            .chars()
                            .take(110)
                            .collect(),
                    )
                    .or_default() += 1;
                if group == "jax corpus" {
                    println!("unsupported {}: {first}", case.name);
                }
            }
            Outcome::Passed => {}
        }
    }
    let mut top: Vec<_> = reasons.into_iter().collect();
    top.sort_by_key(|b| std::cmp::Reverse(b.1));
    for (why, n) in top.iter().take(12) {
        println!("unsupported x{n:<4} {why}");
    }
    for f in &failures {
        println!("FAILED {f}");
    }
    let mut total = [0usize; 3];
    for (group, c) in &counts {
        println!(
            "{group:<16} covered {:>4}  passed {:>4}  failed {:>4}  unsupported {:>4}",
            c[0] + c[1],
            c[0],
            c[1],
            c[2]
        );
        for k in 0..3 {
            total[k] += c[k];
        }
    }
    println!(
        "{:<16} covered {:>4}  passed {:>4}  failed {:>4}  unsupported {:>4}",
        "total",
        total[0] + total[1],
        total[0],
        total[1],
        total[2]
    );

    // Upstream translates what the pipeline produces.
    let translate = xla_tests::mlir_opt().with_file_name("mlir-translate");
    if translate.exists() {
        let sample: Vec<&String> = outcomes
            .iter()
            .filter_map(|(o, _, t)| (*o == Outcome::Passed).then_some(t.as_ref()).flatten())
            .collect();
        let mut rejected = Vec::new();
        for text in &sample {
            let mut child = std::process::Command::new(&translate)
                .arg("--mlir-to-llvmir")
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("mlir-translate starts");
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(text.as_bytes())
                .expect("write to mlir-translate");
            let out = child.wait_with_output().expect("mlir-translate runs");
            if !out.status.success() {
                let err = String::from_utf8_lossy(&out.stderr).into_owned();
                // XLA_DUMP_REJECTED=DIR keeps the rejected modules for a look.
                if let Some(dir) = std::env::var_os("XLA_DUMP_REJECTED") {
                    let _ = std::fs::write(
                        std::path::Path::new(&dir).join(format!("rejected{}.mlir", rejected.len())),
                        text.as_bytes(),
                    );
                }
                rejected.push(err.lines().take(3).collect::<Vec<_>>().join("\n"));
            }
        }
        println!(
            "mlir-translate accepts {} of {} sampled lowered modules",
            sample.len() - rejected.len(),
            sample.len()
        );
        assert!(
            rejected.is_empty(),
            "mlir-translate rejects lowered modules:\n{}",
            rejected.join("\n")
        );
    }
    assert!(
        total[0] >= PASS_FLOOR,
        "only {} cases pass (floor {PASS_FLOOR})",
        total[0]
    );
    assert!(
        failures.is_empty(),
        "{} cases give different results after lowering",
        failures.len()
    );
}
