//! `--canonicalize --cse` keeps what programs compute: every program of the JAX corpus
//! (`shared/corpus/jax`, with its `.npy` inputs) and every function without arguments of
//! StableHLO's interpreter suite (`shared/conformance/stablehlo/interpret`) runs in the
//! interpreter before and after, and the results must be equal: bit for bit for integers,
//! exactly for floats with all NaNs equal (fast-math is off). The rewritten module must
//! verify, and the check ops of the interpreter suite must pass and fail alike. Also: the
//! interpreter suite's functions are fully constant programs, so after canonicalization
//! almost all must hold no hlo op but constants. Prints counts (programs checked, ops
//! before/after).

use std::path::Path;
use xla_interp::runner::{functions, run_entries, select_entries};
use xla_interp::{Buffer, Registry, Value};
use xla_ir::ir::WalkOrder;
use xla_ir::pass::Pass;
use xla_ir::{Body, Context, Module};
use xla_tests::conformance::{files_with_suffix, parallel_map, shared_dir};
use xla_tests::exec_cases::{file_chunks, jax_files};

/// Runs `--canonicalize` then `--cse` on the module.
fn canonicalize(ctx: &Context, m: &mut Module) -> Result<(), String> {
    let canon = (xla_passes::canonicalize::info().factory)();
    let cse = (xla_passes::cse::info().factory)();
    for pass in [canon, cse] {
        let pass: Box<dyn Pass> = pass;
        pass.run(ctx, m.top.op_mut(m.op))
            .map_err(|d| d.first().map(|d| d.message.clone()).unwrap_or_default())?;
    }
    xla_ir::verify::verify_module(ctx, m).map_err(|d| {
        format!(
            "does not verify after canonicalize: {}",
            d.first().map(|d| d.message.as_str()).unwrap_or("")
        )
    })
}

/// Op names of the module, nested isolated bodies included.
fn op_names(ctx: &Context, m: &Module) -> Vec<String> {
    let mut names = Vec::new();
    let mut stack: Vec<&Body> = vec![&m.top];
    while let Some(body) = stack.pop() {
        body.walk_local(WalkOrder::PreOrder, |op| {
            names.push(ctx.op_name_str(body.op(op).name).to_owned());
            stack.extend(body.op(op).isolated_body());
        });
    }
    names
}

/// Equal values: integers bit for bit, floats exactly or both NaN.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Tensor(x), Value::Tensor(y)) => {
            if x.shape != y.shape || x.ty != y.ty {
                return false;
            }
            match (&x.data, &y.data) {
                (Buffer::Int(p), Buffer::Int(q)) => p == q,
                (Buffer::Bool(p), Buffer::Bool(q)) => p == q,
                (Buffer::Bits(_, p), Buffer::Bits(_, q)) => p == q,
                _ if x.kind.is_float() || matches!(x.kind, xla_interp::ElemKind::Complex(_)) => {
                    let (p, q) = match x.kind {
                        xla_interp::ElemKind::Complex(_) => {
                            let (p, q) = (x.data.to_c128(x.kind), y.data.to_c128(y.kind));
                            (
                                p.iter().flat_map(|c| [c.re, c.im]).collect(),
                                q.iter().flat_map(|c| [c.re, c.im]).collect(),
                            )
                        }
                        _ => (x.data.to_f64(x.kind), y.data.to_f64(y.kind)),
                    };
                    p.len() == q.len()
                        && p.iter()
                            .zip(&q)
                            .all(|(u, v)| u.to_bits() == v.to_bits() || u.is_nan() && v.is_nan())
                }
                _ => false,
            }
        }
        (Value::Tuple(x), Value::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(p, q))
        }
        (Value::Token, Value::Token) => true,
        _ => false,
    }
}

#[derive(Default, Debug)]
struct Outcome {
    checked: bool,
    ops_before: usize,
    ops_after: usize,
    /// After canonicalization only constants (and non-hlo ops) remain.
    fully_folded: bool,
    error: Option<String>,
}

fn hlo_ops_left(names: &[String]) -> usize {
    names
        .iter()
        .filter(|n| n.starts_with("hlo.") && *n != "hlo.constant" && *n != "hlo.return")
        .count()
}

/// Canonicalizes `text` and compares runs of `entries` (with `inputs`) before and after.
fn compare(
    ctx: &Context,
    registry: &Registry,
    name: &str,
    text: &str,
    entry: Option<(&str, Vec<Value>)>,
) -> Outcome {
    let mut out = Outcome::default();
    let Ok(mut m) = xla_tests::parse_and_verify(ctx, name, text) else {
        return out;
    };
    let (entries, inputs) = match entry {
        Some((e, inputs)) => (vec![e.to_string()], inputs),
        None => match select_entries(ctx, &m, None, true) {
            Ok(e) if !e.is_empty() => (e, Vec::new()),
            _ => return out,
        },
    };
    let before_names = op_names(ctx, &m);
    let before = {
        let (interp, runs) = run_entries(ctx, registry, &m, &entries, &inputs);
        let checks = interp.checks.borrow();
        (
            runs.into_iter().map(|r| r.results.ok()).collect::<Vec<_>>(),
            checks.passed,
            checks.failed,
        )
    };
    // Programs the interpreter cannot run are not compared.
    if before.0.iter().any(|r| r.is_none()) {
        return out;
    }
    out.checked = true;
    if let Err(e) = canonicalize(ctx, &mut m) {
        out.error = Some(e);
        return out;
    }
    let after_names = op_names(ctx, &m);
    out.ops_before = before_names.len();
    out.ops_after = after_names.len();
    out.fully_folded = hlo_ops_left(&after_names) == 0;
    let (interp, runs) = run_entries(ctx, registry, &m, &entries, &inputs);
    let checks = interp.checks.borrow();
    if (checks.passed, checks.failed) != (before.1, before.2) {
        out.error = Some(format!(
            "checks {}/{} passed/failed before, {}/{} after",
            before.1, before.2, checks.passed, checks.failed
        ));
        return out;
    }
    for (run, expected) in runs.iter().zip(&before.0) {
        match (&run.results, expected) {
            (Ok(got), Some(want))
                if got.len() == want.len() && got.iter().zip(want).all(|(a, b)| same(a, b)) => {}
            (Ok(_), _) => {
                out.error = Some(format!("@{}: results differ after canonicalize", run.name))
            }
            (Err(d), _) => {
                out.error = Some(format!(
                    "@{}: fails after canonicalize: {}",
                    run.name, d.message
                ))
            }
        }
    }
    out
}

fn jax_inputs(ctx: &Context, dir: &Path, stem: &str, text: &str) -> Option<Vec<Value>> {
    let m = xla_ir::asm::parse_module(ctx, stem, text).ok()?;
    let fs = functions(ctx, &m);
    let (_, args) = fs.iter().find(|(n, _)| n == "main")?;
    let mut inputs = Vec::new();
    for (i, ty) in args.iter().enumerate() {
        let bytes = std::fs::read(dir.join(format!("{stem}.in{i}.npy"))).ok()?;
        inputs.push(Value::Tensor(
            xla_interp::npy::read_npy(ctx, &bytes, *ty).ok()?,
        ));
    }
    Some(inputs)
}

fn report(what: &str, cases: &[String], outcomes: &[Outcome]) -> (usize, usize) {
    let checked: Vec<&Outcome> = outcomes.iter().filter(|o| o.checked).collect();
    let before: usize = checked.iter().map(|o| o.ops_before).sum();
    let after: usize = checked.iter().map(|o| o.ops_after).sum();
    let failures: Vec<String> = cases
        .iter()
        .zip(outcomes)
        .filter_map(|(c, o)| o.error.as_ref().map(|e| format!("{c}: {e}")))
        .collect();
    for f in &failures {
        println!("FAIL {f}");
    }
    println!(
        "{what}: {} of {} programs checked, ops {before} -> {after}, {} differ",
        checked.len(),
        cases.len(),
        failures.len()
    );
    (checked.len(), failures.len())
}

#[test]
fn jax_corpus_keeps_results() {
    let dir = shared_dir().join("corpus/jax");
    let files = jax_files(&dir);
    if files.is_empty() {
        eprintln!("{} not found; skipping", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    let cases: Vec<String> = files
        .iter()
        .map(|f| {
            f.file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        })
        .collect();
    let outcomes = parallel_map(&cases, |stem| {
        let text = std::fs::read_to_string(dir.join(format!("{stem}.mlir"))).unwrap_or_default();
        let Some(inputs) = jax_inputs(&ctx, &dir, stem, &text) else {
            return Outcome::default();
        };
        compare(&ctx, &registry, stem, &text, Some(("main", inputs)))
    });
    let (checked, failed) = report("jax corpus", &cases, &outcomes);
    assert_eq!(failed, 0, "canonicalize changed results");
    assert!(
        checked >= cases.len() / 2,
        "too few corpus programs checked: {checked}"
    );
    let (before, after): (usize, usize) = outcomes
        .iter()
        .map(|o| (o.ops_before, o.ops_after))
        .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
    assert!(
        after < before,
        "canonicalize removed no op ({before} -> {after})"
    );
}

/// Interpreter-suite functions measured to fold to constants entirely; never lower it.
const FOLDED_FLOOR: usize = 459;

#[test]
fn interpreter_suite_keeps_results_and_folds() {
    let dir = shared_dir().join("conformance/stablehlo/interpret");
    let chunks = file_chunks(&dir);
    if chunks.is_empty() {
        eprintln!("{} not found; skipping", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    let (cases, texts): (Vec<String>, Vec<String>) = chunks
        .into_iter()
        .map(|(stem, i, chunk)| (format!("{stem}.mlir#{i}"), chunk))
        .unzip();
    let items: Vec<(String, String)> = cases.iter().cloned().zip(texts).collect();
    let outcomes = parallel_map(&items, |(name, text)| {
        compare(&ctx, &registry, name, text, None)
    });
    let (checked, failed) = report("interpreter suite", &cases, &outcomes);
    let folded = outcomes
        .iter()
        .filter(|o| o.checked && o.error.is_none() && o.fully_folded)
        .count();
    for (c, o) in cases.iter().zip(&outcomes) {
        if o.checked && !o.fully_folded {
            println!("not fully folded: {c}");
        }
    }
    println!("interpreter suite: {folded} of {checked} fully constant programs fold to constants");
    assert_eq!(failed, 0, "canonicalize changed results");
    assert!(
        folded >= FOLDED_FLOOR,
        "only {folded} programs fold to constants (floor {FOLDED_FLOOR})"
    );
}

/// StableHLO's JAX-generated testdata: `main` runs with its checks before and after.
#[test]
fn stablehlo_testdata_keeps_results() {
    let dir = shared_dir().join("conformance/stablehlo/testdata");
    let files = files_with_suffix(&dir, ".mlir");
    if files.is_empty() {
        eprintln!("{} not found; skipping", dir.display());
        return;
    }
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    let cases: Vec<String> = files
        .iter()
        .map(|f| {
            f.file_name()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        })
        .collect();
    let outcomes = parallel_map(&files, |f| {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let name = f
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        compare(&ctx, &registry, &name, &text, Some(("main", Vec::new())))
    });
    let (checked, failed) = report("stablehlo testdata", &cases, &outcomes);
    assert_eq!(failed, 0, "canonicalize changed results");
    assert!(
        checked >= cases.len() / 2,
        "too few testdata programs checked: {checked}"
    );
}
