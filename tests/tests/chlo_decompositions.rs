//! `--chlo-legalize-to-hlo` computes what the interpreter's chlo kernels compute, within the
//! decompositions' approximation error. Two parts, each printing per-op numbers (maximum
//! error, relative above 1 and absolute below, and ULP distance, see docs/lowering/chlo-to-hlo.md):
//! - every StableHLO testdata program using a decomposed chlo op runs before and after the
//!   pass; the results are compared with a tolerance, and its check ops must pass alike;
//! - a sweep of each op over its domain (4096 points, f32 and f64) compared point by point.

use std::collections::BTreeMap;
use xla_interp::runner::{run_entries, select_entries};
use xla_interp::{ElemKind, Registry, Value};
use xla_ir::{Context, Module};
use xla_tests::conformance::{files_with_suffix, parallel_map, shared_dir};

/// The chlo ops the pass decomposes.
const DECOMPOSED: &[&str] = &[
    "lgamma",
    "digamma",
    "erf_inv",
    "bessel_i1e",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "asinh",
    "acosh",
    "atanh",
    "conj",
    "top_k",
    "zeta",
    "polygamma",
];

/// The binary ones among them (swept over a grid by `binary_sweeps_agree_with_the_interpreter`).
const BINARY: &[&str] = &["zeta", "polygamma"];

fn legalize(ctx: &Context, m: &mut Module) -> Result<(), String> {
    let registry = xla_passes::lower_to_loops::full_registry();
    let pm = xla_passes::lower_to_loops::pipeline_of(&registry, &["chlo-legalize-to-hlo"])?;
    xla_passes::lower_to_loops::run_on_module_op(ctx, m.top.op_mut(m.op), pm)
        .map_err(|d| d.first().map(|d| d.message.clone()).unwrap_or_default())?;
    xla_ir::verify::verify_module(ctx, m).map_err(|d| {
        format!(
            "does not verify: {}",
            d.first().map(|d| d.message.as_str()).unwrap_or("")
        )
    })
}

/// The mantissa bits of a float kind (for ULP distances), if it is one.
fn mantissa_bits(kind: ElemKind) -> Option<u32> {
    let name = format!("{kind:?}").to_lowercase();
    Some(match name.as_str() {
        n if n.contains("bf16") => 7,
        n if n.contains("f16") => 10,
        n if n.contains("f32") => 23,
        n if n.contains("f64") => 52,
        _ => return None,
    })
}

/// Monotonic integer key of a double (adjacent doubles differ by one).
fn key64(x: f64) -> i128 {
    let b = x.to_bits() as i64;
    i128::from(if b < 0 { i64::MIN - b } else { b })
}

/// Error of `got` against `want`: (relative error, ULPs in a `mantissa`-bit format).
fn error(got: f64, want: f64, mantissa: u32) -> (f64, f64) {
    if got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()) {
        return (0.0, 0.0);
    }
    if got.is_nan() || want.is_nan() || got.is_infinite() || want.is_infinite() {
        return (f64::INFINITY, f64::INFINITY);
    }
    // Relative, or absolute near zeros of the function (lgamma at 1 and 2, digamma at 1.46).
    let rel = (got - want).abs() / want.abs().max(1.0);
    let ulps = (key64(got) - key64(want)).unsigned_abs() as f64 / 2f64.powi(52 - mantissa as i32);
    (rel, ulps)
}

/// Worst error over two results.
#[derive(Default, Clone, Copy, Debug)]
struct Worst {
    rel: f64,
    ulps: f64,
    at: f64,
}

fn compare_values(
    a: &Value,
    b: &Value,
    input: Option<&[f64]>,
    worst: &mut Worst,
) -> Result<(), String> {
    let (Value::Tensor(x), Value::Tensor(y)) = (a, b) else {
        return Err("not tensors".into());
    };
    if x.shape != y.shape || x.ty != y.ty {
        return Err("result types differ".into());
    }
    let Some(m) = mantissa_bits(x.kind) else {
        return if x.data.to_f64(x.kind) == y.data.to_f64(y.kind) {
            Ok(())
        } else {
            Err("non-float results differ".into())
        };
    };
    let (p, q) = (x.data.to_f64(x.kind), y.data.to_f64(y.kind));
    for (i, (&u, &v)) in p.iter().zip(&q).enumerate() {
        let (rel, ulps) = error(u, v, m);
        if ulps > worst.ulps {
            *worst = Worst {
                rel: rel.max(worst.rel),
                ulps,
                at: input.and_then(|s| s.get(i).copied()).unwrap_or(f64::NAN),
            };
        }
        worst.rel = worst.rel.max(rel);
    }
    Ok(())
}

/// The decomposed chlo ops `text` uses.
fn ops_in(text: &str) -> Vec<&'static str> {
    DECOMPOSED
        .iter()
        .copied()
        .filter(|op| text.contains(&format!("chlo.{op} ")) || text.contains(&format!("chlo.{op}(")))
        .collect()
}

struct FileOutcome {
    ops: Vec<&'static str>,
    worst: Worst,
    checks_alike: bool,
    error: Option<String>,
}

fn run_file(ctx: &Context, registry: &Registry, name: &str, text: &str) -> Option<FileOutcome> {
    let ops = ops_in(text);
    if ops.is_empty()
        || name.contains("complex")
        || text.contains("chlo.next_after")
        || text.contains("chlo.erfc")
    {
        return None;
    }
    let mut m = xla_tests::parse_and_verify(ctx, name, text).ok()?;
    let entries = select_entries(ctx, &m, None, true).ok()?;
    let (before, checks_before) = {
        let (interp, runs) = run_entries(ctx, registry, &m, &entries, &[]);
        let c = interp.checks.borrow();
        (
            runs.into_iter()
                .map(|r| r.results.ok())
                .collect::<Option<Vec<_>>>()?,
            (c.passed, c.failed),
        )
    };
    let mut out = FileOutcome {
        ops,
        worst: Worst::default(),
        checks_alike: false,
        error: None,
    };
    if let Err(e) = legalize(ctx, &mut m) {
        out.error = Some(e);
        return Some(out);
    }
    let (interp, runs) = run_entries(ctx, registry, &m, &entries, &[]);
    let c = interp.checks.borrow();
    out.checks_alike = (c.passed, c.failed) == checks_before;
    for (run, want) in runs.iter().zip(&before) {
        match &run.results {
            Ok(got) => {
                for (g, w) in got.iter().zip(want) {
                    if let Err(e) = compare_values(g, w, None, &mut out.worst) {
                        out.error = Some(e);
                    }
                }
            }
            Err(d) => out.error = Some(format!("fails after the pass: {}", d.message)),
        }
    }
    Some(out)
}

#[test]
fn testdata_programs_agree_before_and_after() {
    let dir = shared_dir().join("conformance/stablehlo/testdata");
    let files: Vec<_> = files_with_suffix(&dir, ".mlir")
        .into_iter()
        .filter(|f| std::fs::read_to_string(f).is_ok_and(|t| t.contains("chlo.")))
        .collect();
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    let outcomes = parallel_map(&files, |f| {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        (name.clone(), run_file(&ctx, &registry, &name, &text))
    });
    let mut per_op: BTreeMap<&str, (usize, usize, Worst)> = BTreeMap::new();
    let mut failures = Vec::new();
    for (name, o) in &outcomes {
        let Some(o) = o else { continue };
        if let Some(e) = &o.error {
            failures.push(format!("{name}: {e}"));
        }
        if !o.checks_alike {
            failures.push(format!(
                "{name}: check ops pass/fail differently after the pass"
            ));
        }
        for op in &o.ops {
            let entry = per_op.entry(op).or_default();
            entry.0 += 1;
            entry.1 += usize::from(o.error.is_none() && o.checks_alike);
            if o.worst.ulps > entry.2.ulps {
                entry.2.ulps = o.worst.ulps;
            }
            entry.2.rel = entry.2.rel.max(o.worst.rel);
        }
    }
    println!(
        "testdata programs with decomposed chlo ops (files, agreeing, max rel error, max ULPs):"
    );
    for (op, (n, ok, w)) in &per_op {
        println!(
            "  chlo.{op:<11} {n:>3} files, {ok:>3} agree, max rel {:.3e}, max {:.1} ulp",
            w.rel, w.ulps
        );
    }
    for f in &failures {
        println!("FAIL {f}");
    }
    assert!(
        failures.is_empty(),
        "{} testdata programs disagree",
        failures.len()
    );
    assert!(
        per_op.values().map(|v| v.0).sum::<usize>() >= 40,
        "too few testdata programs checked: {per_op:?}"
    );
}

/// Sweep domain of each op: (low, high).
fn domain(op: &str) -> (f64, f64) {
    match op {
        "lgamma" | "digamma" => (-20.0, 40.0),
        "erf_inv" | "asin" | "acos" | "atanh" => (-1.0, 1.0),
        "bessel_i1e" => (-60.0, 60.0),
        "acosh" => (1.0, 1e4),
        "sinh" | "cosh" => (-80.0, 80.0),
        _ => (-1e3, 1e3),
    }
}

/// Runs `chlo.<op>` on `points` (as `ty`) before and after the pass; the worst error.
fn sweep(
    ctx: &Context,
    registry: &Registry,
    op: &str,
    ty: &str,
    points: &[f64],
) -> Result<Worst, String> {
    let n = points.len();
    let lits: Vec<String> = points.iter().map(|p| format!("{p:e}")).collect();
    let text = format!(
        "func.func @main() -> tensor<{n}x{ty}> {{\n  %x = hlo.constant dense<[{}]> : tensor<{n}x{ty}>\n  %r = chlo.{op} %x : tensor<{n}x{ty}> -> tensor<{n}x{ty}>\n  return %r : tensor<{n}x{ty}>\n}}",
        lits.join(", ")
    );
    let mut m = xla_tests::parse_and_verify(ctx, op, &text)?;
    let entries = vec!["main".to_string()];
    let want = run_entries(ctx, registry, &m, &entries, &[])
        .1
        .remove(0)
        .results
        .map_err(|d| d.message)?;
    legalize(ctx, &mut m)?;
    let got = run_entries(ctx, registry, &m, &entries, &[])
        .1
        .remove(0)
        .results
        .map_err(|d| d.message)?;
    let mut worst = Worst::default();
    // Inputs as rounded to the element type, for reporting where the worst error is.
    let inputs: Vec<f64> = points
        .iter()
        .map(|&p| if ty == "f32" { f64::from(p as f32) } else { p })
        .collect();
    compare_values(&got[0], &want[0], Some(&inputs), &mut worst)?;
    Ok(worst)
}

#[test]
fn sweeps_stay_within_documented_error() {
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    let mut failures = Vec::new();
    println!("sweeps (4096 points; max rel error, max ULPs, at x):");
    for &op in DECOMPOSED
        .iter()
        .filter(|&&o| o != "conj" && o != "top_k" && !BINARY.contains(&o))
    {
        let (lo, hi) = domain(op);
        let points: Vec<f64> = (0..4096)
            .map(|i| lo + (hi - lo) * (f64::from(i) + 0.37) / 4096.0)
            .collect();
        for ty in ["f32", "f64"] {
            match sweep(&ctx, &registry, op, ty, &points) {
                Ok(w) => {
                    println!(
                        "  chlo.{op:<11} {ty}: max rel {:.3e}, max {:.1} ulp at x = {:e}",
                        w.rel, w.ulps, w.at
                    );
                    // digamma f64 is limited by the Lanczos (g = 7, n = 9) derivative: 8.7e-12.
                    let bound = if ty == "f32" { 1e-5 } else { 1e-11 };
                    if w.rel > bound {
                        failures.push(format!(
                            "chlo.{op} {ty}: max rel {:.3e} above {bound:e}",
                            w.rel
                        ));
                    }
                }
                Err(e) => failures.push(format!("chlo.{op} {ty}: {e}")),
            }
        }
    }
    for f in &failures {
        println!("FAIL {f}");
    }
    assert!(failures.is_empty(), "{failures:?}");
}

/// Grid of (first, second) operands for a binary op, plus XLA's edge cases.
fn binary_points(op: &str) -> Vec<(f64, f64)> {
    let mut pts = Vec::new();
    if op == "zeta" {
        for i in 0..64 {
            for j in 0..64 {
                pts.push((
                    1.5 + 10.5 * (f64::from(i) + 0.37) / 64.0,
                    0.2 + 40.0 * (f64::from(j) + 0.37) / 64.0,
                ));
            }
        }
        // x < 1, x = 1, poles at integer q ≤ 0 (even x: +inf, odd: NaN), q < 0 with integer
        // and non-integer x, NaN; and the jax_fresh program's zeta(|x| + 2, 1).
        pts.extend([
            (0.5, 1.0),
            (1.0, 2.0),
            (2.0, 0.0),
            (3.0, -2.0),
            (4.0, -3.0),
            (2.0, -1.5),
            (3.0, -2.5),
            (2.5, -1.5),
            (f64::NAN, 1.0),
            (2.0, f64::NAN),
            (3.5, 1.0),
            (7.0, 1.0),
        ]);
    } else {
        for n in 0..6 {
            for j in 0..128 {
                pts.push((f64::from(n), 0.1 + 20.0 * (f64::from(j) + 0.37) / 128.0));
            }
        }
        // Non-integer and negative n are NaN; digamma's poles; x = 0 is a pole of ζ; and the
        // jax_fresh program's polygamma(1, |x| + 1).
        pts.extend([
            (1.5, 1.0),
            (-1.0, 1.0),
            (0.0, 0.0),
            (0.0, -2.0),
            (0.0, -1.5),
            (1.0, 0.0),
            (2.0, -1.5),
            (f64::NAN, 1.0),
            (1.0, 1.0),
            (1.0, 2.5),
            (1.0, 4.0),
        ]);
    }
    pts
}

/// Runs `chlo.<op>` on `points` (as `ty`) before and after the pass; the worst error.
fn binary_sweep(
    ctx: &Context,
    registry: &Registry,
    op: &str,
    ty: &str,
    points: &[(f64, f64)],
) -> Result<Worst, String> {
    let n = points.len();
    let lit = |v: f64| {
        if v.is_nan() {
            "0x7FF8000000000000".to_string()
        } else {
            format!("{v:.17e}")
        }
    };
    let (a, b): (Vec<String>, Vec<String>) = points.iter().map(|&(a, b)| (lit(a), lit(b))).unzip();
    // Built as f64 constants (NaN as f64 bits) and converted to the swept type.
    let text = format!(
        "func.func @main() -> tensor<{n}x{ty}> {{\n  %a0 = hlo.constant dense<[{}]> : tensor<{n}xf64>\n  %b0 = hlo.constant dense<[{}]> : tensor<{n}xf64>\n  %a = hlo.convert %a0 : (tensor<{n}xf64>) -> tensor<{n}x{ty}>\n  %b = hlo.convert %b0 : (tensor<{n}xf64>) -> tensor<{n}x{ty}>\n  %r = chlo.{op} %a, %b : tensor<{n}x{ty}>, tensor<{n}x{ty}> -> tensor<{n}x{ty}>\n  return %r : tensor<{n}x{ty}>\n}}",
        a.join(", "),
        b.join(", ")
    );
    let mut m = xla_tests::parse_and_verify(ctx, op, &text)?;
    let entries = vec!["main".to_string()];
    let want = run_entries(ctx, registry, &m, &entries, &[])
        .1
        .remove(0)
        .results
        .map_err(|d| d.message)?;
    legalize(ctx, &mut m)?;
    let got = run_entries(ctx, registry, &m, &entries, &[])
        .1
        .remove(0)
        .results
        .map_err(|d| d.message)?;
    let mut worst = Worst::default();
    // Report the second operand (x or q) of the worst point.
    let inputs: Vec<f64> = points.iter().map(|p| p.1).collect();
    compare_values(&got[0], &want[0], Some(&inputs), &mut worst)?;
    Ok(worst)
}

#[test]
fn binary_sweeps_agree_with_the_interpreter() {
    let ctx = xla_tests::context();
    let registry = Registry::with_all();
    let mut failures = Vec::new();
    println!("binary sweeps (max rel error, max ULPs, at second operand):");
    for &op in BINARY {
        let points = binary_points(op);
        for ty in ["f32", "f64"] {
            match binary_sweep(&ctx, &registry, op, ty, &points) {
                Ok(w) => {
                    println!(
                        "  chlo.{op:<11} {ty}: {} points, max rel {:.3e}, max {:.1} ulp at {:e}",
                        points.len(),
                        w.rel,
                        w.ulps,
                        w.at
                    );
                    // Edge cases (NaN/inf) mismatching give an infinite error.
                    let bound = if ty == "f32" { 1e-5 } else { 1e-11 };
                    if w.rel > bound {
                        failures.push(format!(
                            "chlo.{op} {ty}: max rel {:.3e} above {bound:e}",
                            w.rel
                        ));
                    }
                }
                Err(e) => failures.push(format!("chlo.{op} {ty}: {e}")),
            }
        }
    }
    for f in &failures {
        println!("FAIL {f}");
    }
    assert!(failures.is_empty(), "{failures:?}");
}
