//! Execution cases shared by the "passes keep results" suites: discovery (the JAX corpus with
//! `.npy` inputs, the interpreter suite's chunks) and running a module's entries.

use crate::conformance::files_with_suffix;
use std::path::{Path, PathBuf};
use xla_interp::runner::{functions, run_entries, select_entries};
use xla_interp::{Interp, MemRefValue, Registry, Tensor, Value};
use xla_ir::{Context, Module, TypeData};

pub struct Case {
    pub name: String,
    pub text: String,
    /// `.npy` inputs of `main` (JAX corpus), or none (suite: functions without arguments).
    pub inputs: Option<Vec<Vec<u8>>>,
}

/// The `.mlir` programs of the JAX corpus in `dir` (not their `.pretty.mlir` forms).
pub fn jax_files(dir: &Path) -> Vec<PathBuf> {
    files_with_suffix(dir, ".mlir")
        .into_iter()
        .filter(|f| !f.to_string_lossy().ends_with(".pretty.mlir"))
        .collect()
}

/// Every `// -----` chunk of the `.mlir` files in `dir`: (file stem, chunk index, text).
pub fn file_chunks(dir: &Path) -> Vec<(String, usize, String)> {
    let mut out = Vec::new();
    for f in files_with_suffix(dir, ".mlir") {
        let stem = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for (i, chunk) in crate::chunks(&text).into_iter().enumerate() {
            out.push((stem.clone(), i, chunk));
        }
    }
    out
}

/// The JAX corpus in `dir`: each `<stem>.mlir` (not `.pretty.mlir`) with its `<stem>.in<i>.npy`.
pub fn jax_cases(dir: &Path) -> Vec<Case> {
    let mut out = Vec::new();
    for path in files_with_suffix(dir, ".mlir") {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if name.ends_with(".pretty.mlir") {
            continue;
        }
        let stem = name.trim_end_matches(".mlir").to_string();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let inputs = (0..)
            .map_while(|i| std::fs::read(dir.join(format!("{stem}.in{i}.npy"))).ok())
            .collect();
        out.push(Case {
            name: format!("jax/{stem}"),
            text,
            inputs: Some(inputs),
        });
    }
    out
}

/// The interpreter suite in `dir`: one case per `// -----` chunk of each file.
pub fn suite_cases(dir: &Path) -> Vec<Case> {
    file_chunks(dir)
        .into_iter()
        .map(|(op, i, text)| Case {
            name: format!("interpret/{op}#{i}"),
            text,
            inputs: None,
        })
        .collect()
}

/// The entries to run and their arguments: `main` with the case's `.npy` inputs (as buffers where
/// bufferization made `main` take memrefs), or every argument-less function of the suite.
pub fn entries_and_inputs(
    ctx: &Context,
    m: &Module,
    case: &Case,
) -> Result<(Vec<String>, Vec<Value>), String> {
    let (entries, inputs) = match &case.inputs {
        Some(files) => {
            let fs = functions(ctx, m);
            let (_, args) = fs.iter().find(|(n, _)| n == "main").ok_or("no main")?;
            let mut inputs = Vec::new();
            for (bytes, &ty) in files.iter().zip(args) {
                let t = xla_interp::npy::read_npy(ctx, bytes, ty)?;
                let memref = matches!(ctx.type_data(ty), TypeData::MemRef { .. });
                inputs.push(if memref {
                    Value::MemRef(MemRefValue::from_tensor(&t))
                } else {
                    Value::Tensor(t)
                });
            }
            (vec!["main".to_string()], inputs)
        }
        None => (select_entries(ctx, m, None, true)?, Vec::new()),
    };
    if entries.is_empty() {
        return Err("no entry function".into());
    }
    Ok((entries, inputs))
}

/// Runs the case's entries in `m`: each entry's results, and the interpreter (for its checks and
/// allocations).
pub fn run_case<'a>(
    ctx: &'a Context,
    registry: &'a Registry,
    m: &'a Module,
    case: &Case,
) -> Result<(Vec<Vec<Value>>, Interp<'a>), String> {
    let (entries, inputs) = entries_and_inputs(ctx, m, case)?;
    let (interp, runs) = run_entries(ctx, registry, m, &entries, &inputs);
    let mut all = Vec::new();
    for r in runs {
        all.push(r.results.map_err(|d| d.message)?);
    }
    Ok((all, interp))
}

/// A tensor or buffer value's contents as a tensor (to compare across bufferization).
pub fn as_tensor(v: &Value) -> Option<Tensor> {
    match v {
        Value::Tensor(t) => Some(t.clone()),
        Value::MemRef(m) => m.to_tensor(),
        _ => None,
    }
}

/// How close two float elements must be for a lowering to count as keeping results.
#[derive(Clone, Copy, Debug)]
pub enum Tolerance {
    /// Equal bit for bit as f64 (NaN matches NaN).
    Exact,
    /// Within this relative error of the larger magnitude (at least 1.0 as a scale).
    Relative(f64),
    /// Within this many units in the last place of the element type.
    Ulps(f64),
}

fn floats_agree(p: f64, q: f64, tol: Tolerance, eps: f64) -> bool {
    if p == q || (p.is_nan() && q.is_nan()) {
        return true;
    }
    match tol {
        Tolerance::Exact => false,
        Tolerance::Relative(r) => (p - q).abs() <= r * q.abs().max(1.0),
        Tolerance::Ulps(n) => {
            (p - q).abs() <= n * eps * p.abs().max(q.abs()).max(f64::MIN_POSITIVE)
        }
    }
}

/// Integers of one width, one side unsigned and the other signless (lowering makes function
/// boundaries signless): equal bit patterns.
fn same_width_ints(a: &Tensor, b: &Tensor) -> bool {
    use xla_interp::{Buffer, ElemKind};
    let (ElemKind::Int { width, .. }, ElemKind::Int { width: other, .. }) = (a.kind, b.kind) else {
        return false;
    };
    let (Buffer::Int(x), Buffer::Int(y)) = (&a.data, &b.data) else {
        return false;
    };
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    width == other
        && x.len() == y.len()
        && x.iter()
            .zip(y)
            .all(|(p, q)| (*p as u64) & mask == (*q as u64) & mask)
}

/// Tensor contents agree: same shape and kind (or integers of one width by bit pattern, see
/// [`same_width_ints`]); integers and bools exactly, floats within `tol`, complex numbers
/// part by part (both parts, NaN-aware).
pub fn tensors_agree(a: &Tensor, b: &Tensor, tol: Tolerance) -> bool {
    use xla_interp::ElemKind;
    if a.shape != b.shape {
        return false;
    }
    if a.kind != b.kind {
        return same_width_ints(a, b);
    }
    match a.kind {
        ElemKind::Complex(k) => {
            let eps = 2f64.powi(1 - k.precision() as i32);
            let (x, y) = (a.data.to_c128(a.kind), b.data.to_c128(b.kind));
            x.iter().zip(&y).all(|(p, q)| {
                floats_agree(p.re, q.re, tol, eps) && floats_agree(p.im, q.im, tol, eps)
            })
        }
        ElemKind::Float(k) => {
            let eps = 2f64.powi(1 - k.precision() as i32);
            let (x, y) = (a.data.to_f64(a.kind), b.data.to_f64(b.kind));
            x.iter()
                .zip(&y)
                .all(|(&p, &q)| floats_agree(p, q, tol, eps))
        }
        _ => a.data == b.data,
    }
}

/// Runtime values agree: tensors and buffers by contents ([`tensors_agree`]), tuples element
/// by element, anything else by equality.
pub fn values_agree(a: &Value, b: &Value, tol: Tolerance) -> bool {
    match (a, b) {
        (Value::Tuple(p), Value::Tuple(q)) => {
            p.len() == q.len() && p.iter().zip(q).all(|(x, y)| values_agree(x, y, tol))
        }
        _ => match (as_tensor(a), as_tensor(b)) {
            (Some(x), Some(y)) => tensors_agree(&x, &y, tol),
            _ => a == b,
        },
    }
}

/// Every entry's results agree ([`values_agree`]).
pub fn results_agree(a: &[Vec<Value>], b: &[Vec<Value>], tol: Tolerance) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| values_agree(p, q, tol))
        })
}
