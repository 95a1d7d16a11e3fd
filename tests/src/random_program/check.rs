//! The differential checker: a generated program runs in the interpreter as written (the
//! reference), then after `--canonicalize`, `--canonicalize --lower-to-loops` and
//! `--canonicalize --lower-to-llvm` (the interpreter runs every level); every level's results
//! must agree with the reference within [`tolerance`]. The JIT comparison
//! (backends/melior/tests/difftest.rs) uses [`reference`] and [`compare`] too.

use super::magnitude::magnitude_program;
use super::Program;
use xla_interp::runner::{call_entry, functions};
use xla_interp::{Buffer, ElemKind, Interp, MemRefValue, Registry, Tensor, Value};
use xla_ir::pass::{PassManager, RunOptions};
use xla_ir::{Context, Module, TypeData};
use xla_passes::lower_to_loops::{full_registry, pipeline_of};

/// What one program gave.
#[derive(Debug)]
pub enum Outcome {
    Passed,
    /// A level disagrees with the reference, or a stage broke the program (the report).
    Failed(String),
    /// A stage rejects the program with a clear error (an op without a lowering).
    Unsupported(String),
}

/// The levels compared with the reference: a name and the passes that make it.
pub const LEVELS: &[(&str, &[&str])] = &[
    ("canonicalize", &["canonicalize"]),
    ("lower-to-loops", &["canonicalize", "lower-to-loops"]),
    ("lower-to-llvm", &["canonicalize", "lower-to-llvm"]),
];

/// Allowed error of one float element with `precision` mantissa bits, relative to
/// max(|expected|, 1): 1e-4 for f32, 16 ulps for f16 (2^-6) and bf16 (2^-3), 1e-12 for f64.
/// Room for reassociated sums of a few hundred terms, chains of approximated transcendental
/// functions of a few ulps each, and FMA contraction (docs/testing.md). Integers and booleans
/// must be equal.
pub fn tolerance(precision: u32) -> f64 {
    match precision {
        53 => 1e-12,
        24 => 1e-4,
        p => 2f64.powi(5 - p as i32),
    }
}

/// Parses and verifies the program; a generator bug if it does not.
pub fn parse(ctx: &Context, p: &Program) -> Result<Module, String> {
    crate::parse_and_verify(ctx, &format!("seed{}.mlir", p.seed), &p.text)
        .map_err(|e| format!("generated program does not verify: {e}"))
}

/// The inputs as interpreter tensors.
pub fn input_tensors(ctx: &Context, p: &Program) -> Result<Vec<Tensor>, String> {
    p.inputs
        .iter()
        .map(|i| {
            i.to_tensor(ctx)
                .ok_or_else(|| format!("input type {} does not parse", i.ty))
        })
        .collect()
}

/// Runs `@main` of `m` on `inputs` (as buffers where bufferization made `main` take memrefs).
pub fn run_main(ctx: &Context, m: &Module, inputs: &[Tensor]) -> Result<Vec<Value>, String> {
    let registry = Registry::with_all();
    let fs = functions(ctx, m);
    let args = fs
        .iter()
        .find(|(n, _)| n == "main")
        .map(|(_, a)| a.clone())
        .unwrap_or_default();
    let values: Vec<Value> = inputs
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let Some(&arg) = args.get(i) else {
                return Ok(Value::Tensor(t.clone()));
            };
            let t = retyped(ctx, t, arg)?;
            Ok(match ctx.type_data(arg) {
                TypeData::MemRef { .. } => Value::MemRef(MemRefValue::from_tensor(&t)),
                _ => Value::Tensor(t),
            })
        })
        .collect::<Result<_, String>>()?;
    let interp = Interp::new(ctx, &registry, Some(m));
    call_entry(&interp, "main", &values).map_err(|d| d.message)
}

/// `t` as a value of the argument type `arg` (lowering makes `ui8` boundaries `i8`): through
/// `.npy` as `xla-run` reads inputs, so the bit pattern is reinterpreted as there.
pub fn retyped(ctx: &Context, t: &Tensor, arg: xla_ir::Type) -> Result<Tensor, String> {
    if ctx.element_type(arg) == t.ty {
        return Ok(t.clone());
    }
    let bytes = xla_interp::npy::write_npy(t)?;
    xla_interp::npy::read_npy(ctx, &bytes, arg)
}

/// The module after `passes`, or the first error's message.
pub fn lower(ctx: &Context, m: &Module, passes: &[&str]) -> Result<Module, String> {
    let mut out = m.clone();
    let pm = pipeline_of(&full_registry(), passes).map_err(|p| format!("no pass {p}"))?;
    let report = PassManager::new(
        pm,
        RunOptions {
            threading: false,
            ..RunOptions::default()
        },
    )
    .run(ctx, &mut out, &mut |_| {});
    report
        .result
        .map_err(|d| d.first().map(|d| d.message.clone()).unwrap_or_default())?;
    Ok(out)
}

/// Whether an error message says "not supported yet" rather than "wrong".
pub fn says_unsupported(msg: &str) -> bool {
    [
        "not supported",
        "does not support",
        "failed to legalize",
        "unsupported",
        "no lowering",
        "not lowered",
        "not implemented",
    ]
    .iter()
    .any(|k| msg.contains(k))
}

fn tensor_of(v: &Value) -> Option<Tensor> {
    match v {
        Value::Tensor(t) => Some(t.clone()),
        Value::MemRef(m) => m.to_tensor(),
        _ => None,
    }
}

/// Elements as text for a report (floats as f64, ints by bit pattern of their width).
fn element(t: &Tensor, i: usize) -> String {
    match (&t.data, t.kind) {
        (Buffer::Bool(v), _) => v[i].to_string(),
        (Buffer::Int(v), _) => v[i].to_string(),
        (Buffer::C64(v), _) => format!("({}, {})", v[i].re, v[i].im),
        (Buffer::C128(v), _) => format!("({}, {})", v[i].re, v[i].im),
        (d, k) => format!("{:e}", d.to_f64(k)[i]),
    }
}

/// Element `i` agrees: equal, both NaN, or within the tolerance of the kind relative to
/// max(|expected|, |magnitude|, 1) (`magnitude`: see [`compare_program`]; empty if none).
fn agree_at(
    a: &Tensor,
    b: &Tensor,
    i: usize,
    (af, bf): (&[f64], &[f64]),
    tol: f64,
    magnitude: &[f64],
) -> bool {
    match (&a.data, &b.data, a.kind, b.kind) {
        (Buffer::Int(x), Buffer::Int(y), ElemKind::Int { width, .. }, _) => {
            let mask = if width >= 64 {
                u64::MAX
            } else {
                (1u64 << width) - 1
            };
            (x[i] as u64) & mask == (y[i] as u64) & mask
        }
        (Buffer::Bool(x), Buffer::Bool(y), ..) => x[i] == y[i],
        _ => {
            let (p, q) = (bf[i], af[i]);
            let size = magnitude
                .get(i)
                .map(|m| m.abs())
                .filter(|m| m.is_finite())
                .unwrap_or(0.0);
            p == q
                || (p.is_nan() && q.is_nan())
                || (p - q).abs() <= tol * q.abs().max(size).max(1.0)
        }
    }
}

fn floats(t: &Tensor) -> Vec<f64> {
    match (&t.data, t.kind) {
        (Buffer::Int(_) | Buffer::Bool(_), _) => Vec::new(),
        (Buffer::C64(_) | Buffer::C128(_), k) => t
            .data
            .to_c128(k)
            .iter()
            .flat_map(|c| [c.re, c.im])
            .collect(),
        (d, k) => d.to_f64(k),
    }
}

/// Compares results with the reference: `Err` describes the first differing output.
pub fn compare(expected: &[Value], got: &[Value]) -> Result<(), String> {
    compare_within(expected, got, 0.0)
}

/// The least tolerance for `p`'s results: the tolerance of the least precise float type in the
/// program, since a value may pass through it (an f32 result computed in f16 differs by f16 ulps).
pub fn tolerance_floor(p: &Program) -> f64 {
    [("bf16>", 8), ("f16>", 11), ("f32>", 24)]
        .iter()
        .find(|(t, _)| p.text.contains(t))
        .map_or(0.0, |&(_, precision)| tolerance(precision))
}

/// As [`compare`], with float tolerances at least `floor`.
pub fn compare_within(expected: &[Value], got: &[Value], floor: f64) -> Result<(), String> {
    compare_sized(expected, got, floor, None)
}

/// As [`compare_within`], float tolerances relative to the `magnitude` results too.
fn compare_sized(
    expected: &[Value],
    got: &[Value],
    floor: f64,
    magnitude: Option<&[Value]>,
) -> Result<(), String> {
    if expected.len() != got.len() {
        return Err(format!(
            "{} results, the reference has {}",
            got.len(),
            expected.len()
        ));
    }
    for (r, (e, g)) in expected.iter().zip(got).enumerate() {
        let (Some(a), Some(b)) = (tensor_of(e), tensor_of(g)) else {
            return Err(format!("result #{r} is not a tensor or buffer"));
        };
        if a.shape != b.shape {
            return Err(format!(
                "result #{r}: shape {:?}, the reference's {:?}",
                b.shape, a.shape
            ));
        }
        let precision = match a.kind {
            ElemKind::Float(k) | ElemKind::Complex(k) => k.precision(),
            _ => 0,
        };
        let tol = tolerance(precision).max(if precision == 0 { 0.0 } else { floor });
        let (af, bf) = (floats(&a), floats(&b));
        let sizes: Vec<f64> = magnitude
            .and_then(|m| m.get(r))
            .and_then(tensor_of)
            .filter(|t| t.shape == a.shape && t.kind == a.kind)
            .map(|t| floats(&t))
            .unwrap_or_default();
        let complex = matches!(a.kind, ElemKind::Complex(_));
        let n = a.num_elements();
        let at = |i: usize| agree_at(&a, &b, i, (&af, &bf), tol, &sizes);
        let ok = |i: usize| {
            if complex {
                at(2 * i) && at(2 * i + 1)
            } else {
                at(i)
            }
        };
        let bad: Vec<usize> = (0..n).filter(|&i| !ok(i)).collect();
        if let Some(&i) = bad.first() {
            let shown: Vec<String> = bad
                .iter()
                .take(4)
                .map(|&i| format!("[{i}] expected {} got {}", element(&a, i), element(&b, i)))
                .collect();
            return Err(format!(
                "result #{r} (shape {:?}): {} of {n} elements differ (tolerance {tol:e} relative to max(|expected|, |magnitude|, 1)), first at flat index {i}: {}",
                a.shape,
                bad.len(),
                shown.join("; ")
            ));
        }
    }
    Ok(())
}

/// The reference run: module, inputs and results; `Err(outcome)` when the program does not
/// verify (a generator bug: failed) or the interpreter cannot run it (unsupported).
pub fn reference(ctx: &Context, p: &Program) -> Result<(Module, Vec<Tensor>, Vec<Value>), Outcome> {
    let m = parse(ctx, p).map_err(Outcome::Failed)?;
    let inputs = input_tensors(ctx, p).map_err(Outcome::Failed)?;
    let results = run_main(ctx, &m, &inputs)
        .map_err(|e| Outcome::Unsupported(format!("reference interpreter: {e}")))?;
    Ok((m, inputs, results))
}

/// Every level of [`LEVELS`] against the reference.
pub fn check_levels(ctx: &Context, p: &Program) -> Outcome {
    let (m, inputs, expected) = match reference(ctx, p) {
        Ok(r) => r,
        Err(o) => return o,
    };
    for (level, passes) in LEVELS {
        let lowered = match lower(ctx, &m, passes) {
            Ok(l) => l,
            Err(e) if says_unsupported(&e) => return Outcome::Unsupported(format!("{level}: {e}")),
            Err(e) => return Outcome::Failed(format!("{level}: the pipeline fails: {e}")),
        };
        let got = match run_main(ctx, &lowered, &inputs) {
            Ok(v) => v,
            Err(e) if says_unsupported(&e) => {
                return Outcome::Unsupported(format!("{level}: interpreter: {e}"))
            }
            Err(e) => {
                return Outcome::Failed(format!("{level}: the lowered module does not run: {e}"))
            }
        };
        if let Err(why) = compare_program(ctx, p, &inputs, &expected, &got) {
            return Outcome::Failed(format!("{level}: {why}"));
        }
    }
    Outcome::Passed
}

/// Compares `got` with the reference `expected` of `p` on `inputs`: float elements within
/// the tolerance relative to max(|expected|, |magnitude|, 1), where the magnitude is the
/// reference value of [`magnitude_program`] (each summation over absolute values): a sum
/// whose terms cancel (a reassociated f64 dot of 9e18-sized terms, seed 3920) is only as
/// exact as its terms. Run only when the plain comparison fails.
pub fn compare_program(
    ctx: &Context,
    p: &Program,
    inputs: &[Tensor],
    expected: &[Value],
    got: &[Value],
) -> Result<(), String> {
    let floor = tolerance_floor(p);
    let Err(why) = compare_within(expected, got, floor) else {
        return Ok(());
    };
    let magnitude = magnitude_program(&p.text)
        .and_then(|text| crate::parse_and_verify(ctx, "magnitude.mlir", &text).ok())
        .and_then(|m| run_main(ctx, &m, inputs).ok());
    match magnitude {
        Some(sizes) => compare_sized(expected, got, floor, Some(&sizes)).map_err(|_| why),
        None => Err(why),
    }
}

/// A failure report: the seed, why, the program and its inputs.
pub fn report(ctx: &Context, p: &Program, why: &str) -> String {
    let mut s = format!(
        "difftest seed {}: {why}\n--- program (seed {}) ---\n{}--- inputs ---\n",
        p.seed, p.seed, p.text
    );
    for (i, input) in p.inputs.iter().enumerate() {
        let text = input
            .to_tensor(ctx)
            .map(|t| xla_interp::dense::format_dense(ctx, &t))
            .unwrap_or_default();
        let short: String = text.chars().take(400).collect();
        s.push_str(&format!("%arg{i}: {short}\n"));
    }
    s.push_str(&format!(
        "reproduce: scripts/difftest --seed {} --dump DIR\n",
        p.seed
    ));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_ir::float::FloatKind;

    fn f64s(ctx: &Context, v: &[f64]) -> Value {
        Value::Tensor(Tensor {
            ty: ctx.f64(),
            kind: ElemKind::Float(FloatKind::F64),
            shape: vec![v.len() as i64],
            data: Buffer::F64(v.to_vec()),
        })
    }

    /// A rounding-sized difference of a sum whose 1e17-sized terms cancel passes against the
    /// magnitude; a 5% error of a sum without cancellation still fails.
    #[test]
    fn magnitude_widens_only_cancelled_sums() {
        let ctx = Context::new();
        let (expected, got) = (f64s(&ctx, &[0.0, 11.0]), f64s(&ctx, &[16.0, 11.0]));
        assert!(compare_within(
            std::slice::from_ref(&expected),
            std::slice::from_ref(&got),
            0.0
        )
        .is_err());
        let sizes = f64s(&ctx, &[2e17, 11.0]);
        assert!(
            compare_sized(&[expected], &[got], 0.0, Some(std::slice::from_ref(&sizes))).is_ok()
        );
        let (expected, wrong) = (f64s(&ctx, &[0.0, 11.0]), f64s(&ctx, &[0.0, 11.5]));
        assert!(compare_sized(&[expected], &[wrong], 0.0, Some(&[sizes])).is_err());
    }
}
