//! The fresh JAX programs (tests/jax_fresh/programs, made by tests/jax_fresh/export.py):
//! discovery from `manifest.tsv` and the comparison with JAX's outputs, with each program's
//! tolerances (integers and bools exact; floats |ours - jax| <= atol + rtol * |jax|, NaN
//! equals NaN). Used by tests/tests/jax_fresh.rs and the JIT test of backends/melior.

use crate::exec_cases::as_tensor;
use std::path::{Path, PathBuf};
use xla_interp::{ElemKind, Value};
use xla_ir::Context;

/// One program: its name, its text, its inputs and JAX's outputs (`.npy` bytes).
pub struct Program {
    pub name: String,
    /// Generic StableHLO (`X.mlir`) and the pretty form (`X.pretty.mlir`).
    pub text: String,
    pub pretty: String,
    pub inputs: Vec<Vec<u8>>,
    pub outputs: Vec<Vec<u8>>,
    pub rtol: f64,
    pub atol: f64,
}

/// tests/jax_fresh/programs.
pub fn programs_dir() -> PathBuf {
    crate::repo_root().join("tests/jax_fresh/programs")
}

/// The programs `manifest.tsv` of `dir` lists, with their `.npy` inputs and JAX outputs.
pub fn load_programs(dir: &Path) -> Vec<Program> {
    let manifest = std::fs::read_to_string(dir.join("manifest.tsv")).unwrap_or_default();
    let mut out = Vec::new();
    for line in manifest.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let [name, ins, outs, rtol, atol, ..] = f[..] else {
            continue;
        };
        let count = |s: &str| s.parse::<usize>().unwrap_or(0);
        let read = |kind: &str, n: usize| {
            (0..n)
                .filter_map(|i| std::fs::read(dir.join(format!("{name}.{kind}{i}.npy"))).ok())
                .collect()
        };
        // An optional 7th column names the module when rows share one (tests/shape_poly:
        // one shape-polymorphic module run at several sizes).
        let module = f.get(6).copied().filter(|m| !m.is_empty()).unwrap_or(name);
        out.push(Program {
            name: name.to_string(),
            text: std::fs::read_to_string(dir.join(format!("{module}.mlir"))).unwrap_or_default(),
            pretty: std::fs::read_to_string(dir.join(format!("{module}.pretty.mlir")))
                .unwrap_or_default(),
            inputs: read("in", count(ins)),
            outputs: read("out", count(outs)),
            rtol: rtol.parse().unwrap_or(0.0),
            atol: atol.parse().unwrap_or(0.0),
        });
    }
    out
}

/// tests/spmd/programs: JAX's multi-device programs (tests/spmd/export.py).
pub fn spmd_programs_dir() -> PathBuf {
    crate::repo_root().join("tests/spmd/programs")
}

/// The programs tests/spmd/programs/manifest.tsv lists (`.mlir` is JAX's custom form, also
/// in `pretty`), each with its device count.
pub fn load_spmd_programs() -> Vec<(Program, usize)> {
    let d = spmd_programs_dir();
    let manifest = std::fs::read_to_string(d.join("manifest.tsv")).expect("manifest.tsv");
    manifest
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let [name, devices, ins, outs, rtol, atol] = f[..] else {
                panic!("bad manifest line: {line}");
            };
            let read = |kind: &str, n: &str| -> Vec<Vec<u8>> {
                (0..n.parse::<usize>().expect("count"))
                    .map(|i| std::fs::read(d.join(format!("{name}.{kind}{i}.npy"))).expect("npy"))
                    .collect()
            };
            let text = std::fs::read_to_string(d.join(format!("{name}.mlir"))).expect("mlir");
            let p = Program {
                name: name.to_string(),
                pretty: text.clone(),
                text,
                inputs: read("in", ins),
                outputs: read("out", outs),
                rtol: rtol.parse().expect("rtol"),
                atol: atol.parse().expect("atol"),
            };
            (p, devices.parse().expect("devices"))
        })
        .collect()
}

fn close(a: f64, b: f64, rtol: f64, atol: f64) -> bool {
    a == b
        || (a.is_nan() && b.is_nan())
        || (a.is_finite() && b.is_finite() && (a - b).abs() <= atol + rtol * b.abs())
}

/// `@main` of `m` run by the interpreter on `p`'s inputs (memref arguments get them as buffers).
pub fn run_main(ctx: &Context, m: &xla_ir::Module, p: &Program) -> Result<Vec<Value>, String> {
    use xla_interp::{MemRefValue, Registry};
    use xla_ir::TypeData;
    let fs = xla_interp::runner::functions(ctx, m);
    let (_, args) = fs.iter().find(|(n, _)| n == "main").ok_or("no main")?;
    let mut inputs = Vec::new();
    for (i, (bytes, ty)) in p.inputs.iter().zip(args).enumerate() {
        let tensor_ty = match ctx.type_data(*ty) {
            TypeData::MemRef { shape, elem, .. } => ctx.tensor_type(shape, *elem),
            _ => *ty,
        };
        let t = xla_interp::npy::read_npy(ctx, bytes, tensor_ty)
            .map_err(|e| format!("input {i} {e}"))?;
        inputs.push(match ctx.type_data(*ty) {
            TypeData::MemRef { .. } => Value::MemRef(MemRefValue::from_tensor(&t)),
            _ => Value::Tensor(t),
        });
    }
    let registry = Registry::with_all();
    let (_, runs) =
        xla_interp::runner::run_entries(ctx, &registry, m, &["main".to_string()], &inputs);
    let run = runs.into_iter().next().ok_or("main did not run")?;
    run.results.map_err(|d| d.message)
}

/// Runs the pipeline `passes` on `m` (one thread), then `@main` in the interpreter, and
/// compares every result with JAX's.
pub fn lower_run_compare(
    ctx: &Context,
    m: &mut xla_ir::Module,
    p: &Program,
    passes: &[&str],
) -> Result<(), String> {
    use xla_ir::pass::{PassManager, RunOptions};
    use xla_passes::lower_to_loops::{full_registry, pipeline_of};
    if !passes.is_empty() {
        let pm = pipeline_of(&full_registry(), passes).map_err(|e| format!("no pass {e}"))?;
        let options = RunOptions {
            threading: false,
            ..RunOptions::default()
        };
        let report = PassManager::new(pm, options).run(ctx, m, &mut |_| {});
        report
            .result
            .map_err(|d| format!("{passes:?}: {}", d[0].message))?;
    }
    let got = run_main(ctx, m, p)?;
    if got.len() != p.outputs.len() {
        return Err(format!(
            "{} results, JAX has {}",
            got.len(),
            p.outputs.len()
        ));
    }
    for (i, (ours, jax)) in got.iter().zip(&p.outputs).enumerate() {
        compare(ctx, ours, jax, p).map_err(|e| format!("output {i}: {e}"))?;
    }
    Ok(())
}

/// Checks every program, prints `{label} {passes:?}: N passed, M failed` and fails the test
/// with the failures' messages if there are any.
pub fn assert_all_match(
    label: &str,
    programs: &[Program],
    passes: &[&str],
    check: impl Fn(&Program) -> Result<(), String>,
) {
    let failures: Vec<String> = programs
        .iter()
        .filter_map(|p| check(p).err().map(|e| format!("{}: {e}", p.name)))
        .collect();
    eprintln!(
        "{label} {passes:?}: {} passed, {} failed",
        programs.len() - failures.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Refines a shape-polymorphic `@main` to the shapes of `p`'s inputs (as `xla-run` does);
/// a static `@main` is left alone. `require_static` as `--hlo-refine-shapes`' option.
pub fn refine_to_inputs(
    ctx: &Context,
    m: &mut xla_ir::Module,
    p: &Program,
    require_static: bool,
) -> Result<(), String> {
    let shapes = p
        .inputs
        .iter()
        .map(|b| xla_interp::npy::npy_shape(b))
        .collect::<Result<Vec<_>, _>>()?;
    xla_passes::hlo_refine_shapes::refine_entry_to_inputs(ctx, m, "main", &shapes, require_static)
        .map(|_| ())
        .map_err(|d| format!("refinement: {}", d.message))
}

/// Why `ours` differs from JAX's `.npy` output, if it does.
pub fn compare(ctx: &Context, ours: &Value, jax: &[u8], p: &Program) -> Result<(), String> {
    let t = as_tensor(ours).ok_or("result is not a tensor or memref")?;
    let want = xla_interp::npy::read_npy(ctx, jax, ctx.tensor_type(&t.shape, t.ty))
        .map_err(|e| format!("JAX output {e}"))?;
    if t.shape != want.shape {
        return Err(format!("shape {:?}, JAX {:?}", t.shape, want.shape));
    }
    let bad = match t.kind {
        ElemKind::Bool | ElemKind::Int { .. } => {
            t.ints().iter().zip(want.ints()).position(|(a, b)| *a != b)
        }
        ElemKind::Float(_) => {
            let (x, y) = (t.data.to_f64(t.kind), want.data.to_f64(want.kind));
            x.iter()
                .zip(&y)
                .position(|(a, b)| !close(*a, *b, p.rtol, p.atol))
        }
        ElemKind::Complex(_) => {
            let (x, y) = (t.data.to_c128(t.kind), want.data.to_c128(want.kind));
            x.iter().zip(&y).position(|(a, b)| {
                let tol = p.atol + p.rtol * b.norm();
                !((a.re == b.re || (a.re - b.re).abs() <= tol)
                    && (a.im == b.im || (a.im - b.im).abs() <= tol))
                    && !(a.re.is_nan() && b.re.is_nan())
            })
        }
    };
    match bad {
        None => Ok(()),
        Some(i) => {
            let (x, y) = (t.data.to_f64(t.kind), want.data.to_f64(want.kind));
            Err(format!(
                "element {i}: ours {:?}, JAX {:?}",
                x.get(i),
                y.get(i)
            ))
        }
    }
}

/// A message that says clearly that something is not supported or not lowered.
pub fn says_unsupported(msg: &str) -> bool {
    [
        "not supported",
        "not lowered",
        "unsupported",
        "is not implemented",
        "failed to legalize",
        "not yet",
        "is not bufferized",
    ]
    .iter()
    .any(|k| msg.contains(k))
}
