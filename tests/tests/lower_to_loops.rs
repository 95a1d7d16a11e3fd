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
//! the check ops of the suite), and mlir-opt must accept it. Each passed case is also
//! taken one level further with `--convert-scf-to-cf` and must still agree.

use std::collections::BTreeMap;
use xla_interp::{Registry, Value};
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::pass::{PassManager, PassRegistry, RunOptions};
use xla_ir::{Context, Module};
use xla_passes::lower_to_loops::{full_registry, pipeline_of, STAGES};
use xla_tests::conformance::{parallel_map, shared_dir};
use xla_tests::exec_cases::{jax_cases, results_agree, run_case, suite_cases, Case, Tolerance};

/// Cases measured to pass; raise as stages land (never lower it).
const PASS_FLOOR: usize = 513;

/// Dialects allowed after the full pipeline (check: the suite's assertions).
const FINAL_DIALECTS: &[&str] = &["builtin", "func", "arith", "math", "scf", "memref", "check"];

#[derive(Clone, Copy, PartialEq, Debug)]
enum Outcome {
    Passed,
    Failed,
    Unsupported,
}

/// Runs the entries of `m`: each entry's results, the number of failed checks.
fn run(ctx: &Context, m: &Module, case: &Case) -> Result<(Vec<Vec<Value>>, usize), String> {
    let registry = Registry::with_all();
    let (all, interp) = run_case(ctx, &registry, m, case)?;
    let failed = interp.checks.borrow().failed;
    Ok((all, failed))
}

/// Ops of dialects outside [`FINAL_DIALECTS`] (the suite's probes and the `to_tensor`s feeding
/// check ops aside).
fn foreign_ops(text: &str) -> Vec<String> {
    xla_tests::conformance::op_names(text)
        .into_iter()
        .filter(|n| {
            !FINAL_DIALECTS
                .iter()
                .any(|d| n.starts_with(&format!("{d}.")))
        })
        // The suite's check ops take tensors: bufferization hands them `to_tensor` of a buffer.
        .filter(|n| n != "bufferization.to_tensor" && !n.starts_with("interpreter."))
        // Complex numbers stay numbers at the loop level (as upstream): only built and split.
        .filter(|n| !xla_tests::COMPLEX_PARTS.contains(&n.as_str()))
        // Collectives are calls of the collective runtime on buffers (destination form, as
        // LAPACK calls: hlo_to_linalg/collective.rs), when every custom call is one.
        .filter(|n| n != "hlo.custom_call" || !only_runtime_calls(text))
        .collect()
}

/// Whether every custom call of `text` calls the collective runtime.
fn only_runtime_calls(text: &str) -> bool {
    let calls = text.matches("hlo.custom_call @").count();
    calls == text.matches("hlo.custom_call @xla_collective(").count()
}

fn lower_and_compare(
    ctx: &Context,
    registry: &PassRegistry,
    stages: &[&str],
    case: &Case,
) -> (Outcome, String, Option<String>) {
    let module = match xla_tests::parse_and_verify(ctx, &case.name, &case.text) {
        Ok(m) => m,
        Err(e) => return (Outcome::Unsupported, format!("input: {e}"), None),
    };
    let before = match run(ctx, &module, case) {
        Ok((_, failed)) if failed > 0 => {
            return (
                Outcome::Unsupported,
                "checks fail before lowering".into(),
                None,
            )
        }
        Ok(r) => r,
        Err(e) => return (Outcome::Unsupported, format!("before lowering: {e}"), None),
    };
    let mut lowered = module.clone();
    if case.inputs.is_none() {
        checks_to_results(ctx, &mut lowered);
    }
    let Ok(pm) = pipeline_of(registry, stages) else {
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
    let foreign = foreign_ops(&text);
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
    if after.1 != 0 {
        return (
            Outcome::Failed,
            format!("{} checks fail after lowering", after.1),
            Some(text),
        );
    }
    let before = if case.inputs.is_none() {
        let mut plain = module.clone();
        checks_to_results(ctx, &mut plain);
        match run(ctx, &plain, case) {
            Ok(r) => r,
            Err(e) => return (Outcome::Unsupported, format!("checked values: {e}"), None),
        }
    } else {
        before
    };
    let same = before.0.len() == after.0.len()
        && results_agree(&before.0, &after.0, Tolerance::Relative(1e-5));
    if !same {
        return (
            Outcome::Failed,
            "results differ after lowering".into(),
            Some(text),
        );
    }
    // One level further: the loops as blocks and branches.
    let mut cf = lowered.clone();
    let Ok(pm) = pipeline_of(registry, &["convert-scf-to-cf"]) else {
        return (Outcome::Failed, "no --convert-scf-to-cf".into(), Some(text));
    };
    let report = PassManager::new(
        pm,
        RunOptions {
            threading: false,
            ..RunOptions::default()
        },
    )
    .run(ctx, &mut cf, &mut |_| {});
    let cf_agrees = report.result.is_ok()
        && run(ctx, &cf, case)
            .is_ok_and(|(values, _)| results_agree(&values, &before.0, Tolerance::Relative(1e-5)));
    if !cf_agrees {
        return (
            Outcome::Failed,
            "results differ after --convert-scf-to-cf".into(),
            Some(text),
        );
    }
    // Ops upstream does not know (the suite's check ops) can only reach it in generic form.
    let upstream_text = if text.contains("check.") || text.contains("interpreter.") {
        print_module(
            ctx,
            &lowered,
            &PrintOptions {
                generic: true,
                ..PrintOptions::default()
            },
        )
    } else {
        text
    };
    (Outcome::Passed, String::new(), Some(upstream_text))
}

/// The suite's check ops are assertions of the harness, not part of the program: each one is
/// removed and the values it checked become results of its function (the checks themselves
/// ran and held before lowering), so the lowering sees the computation only.
fn checks_to_results(ctx: &Context, m: &mut Module) {
    let body = m.body_mut();
    let funcs: Vec<_> = body
        .all_ops()
        .filter(|&op| ctx.op_name_str(body.op(op).name) == "func.func")
        .collect();
    for f in funcs {
        let Some(fb) = body.op_mut(f).isolated_body_mut() else {
            continue;
        };
        let Some(&region) = fb.root_regions().first() else {
            continue;
        };
        let Some(block) = fb.entry_block(region) else {
            continue;
        };
        let ops: Vec<_> = fb.block_ops(block).collect();
        let mut checked = Vec::new();
        for &op in &ops {
            if ctx.op_name_str(fb.op(op).name).starts_with("check.expect") {
                checked.extend(fb.operands(op).filter(|&v| ctx.is_tensor(fb.value_type(v))));
                fb.erase_op(op);
            }
        }
        let Some(ret) = fb
            .last_op(block)
            .filter(|&r| ctx.op_name_str(fb.op(r).name) == "func.return")
        else {
            continue;
        };
        if checked.is_empty() {
            continue;
        }
        let mut values: Vec<_> = fb.operands(ret).collect();
        values.extend(checked);
        let results: Vec<_> = values.iter().map(|&v| fb.value_type(v)).collect();
        let loc = fb.op(ret).loc;
        let new_ret = fb.create_op(
            ctx,
            xla_ir::OperationState::new(ctx, "func.return", loc).operands(&values),
        );
        fb.insert_op_before(ret, new_ret);
        fb.erase_op(ret);
        let inputs: Vec<_> = fb
            .block_args(block)
            .iter()
            .map(|&a| fb.value_type(a))
            .collect();
        let fty = ctx.type_attr(ctx.function_type(&inputs, &results));
        body.op_mut(f).props.set_str(ctx, "function_type", fty);
    }
}

#[test]
fn lower_to_loops_preserves_results() {
    let registry = full_registry();
    // A stage is `name` or `name{options}`.
    let known = |s: &&str| registry.contains(s.split('{').next().unwrap_or(s));
    let stages: Vec<&str> = STAGES.iter().copied().filter(known).collect();
    let missing: Vec<&str> = STAGES.iter().copied().filter(|s| !known(s)).collect();
    assert!(missing.is_empty(), "stages not registered: {missing:?}");
    println!("lower-to-loops stages run: {stages:?}");
    let mut cases = jax_cases(&shared_dir().join("corpus/jax"));
    cases.extend(suite_cases(
        &shared_dir().join("conformance/stablehlo/interpret"),
    ));
    if cases.is_empty() {
        println!("no corpus found; skipping");
        return;
    }
    let ctx = xla_tests::context();
    let outcomes = parallel_map(&cases, |c| lower_and_compare(&ctx, &registry, &stages, c));
    let mut counts: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
    let mut failures = Vec::new();
    for (case, (outcome, why, _)) in cases.iter().zip(&outcomes) {
        let group = if case.name.starts_with("jax/") {
            "jax corpus"
        } else {
            "interpret suite"
        };
        counts.entry(group).or_default()[*outcome as usize] += 1;
        match outcome {
            Outcome::Failed => failures.push(format!("{}: {why}", case.name)),
            Outcome::Unsupported => println!(
                "unsupported {}: {}",
                case.name,
                why.lines().next().unwrap_or("")
            ),
            Outcome::Passed => {}
        }
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

    // Upstream accepts what the full pipeline produces.
    if xla_tests::mlir_opt().exists() {
        let lowered: Vec<&String> = outcomes
            .iter()
            .filter_map(|(o, _, t)| (*o == Outcome::Passed).then_some(t.as_ref()).flatten())
            .collect();
        let rejected: Vec<String> = parallel_map(&lowered, |t| {
            xla_tests::run_mlir_opt(t, &["--allow-unregistered-dialect"]).err()
        })
        .into_iter()
        .flatten()
        .collect();
        println!(
            "mlir-opt accepts {} of {} lowered modules",
            lowered.len() - rejected.len(),
            lowered.len()
        );
        assert!(
            rejected.is_empty(),
            "mlir-opt rejects lowered modules:\n{}",
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
