//! Runs the JAX corpus (`shared/corpus/jax/*.mlir` with their `.npy` inputs) through the
//! interpreter and compares with JAX's `.npy` outputs.

use std::path::{Path, PathBuf};
use xla_interp::runner::{functions, run_entries};
use xla_interp::{Registry, Tensor, Value};
use xla_ir::Context;

/// `shared/` beside the repository (or its worktree), if present.
pub fn shared_dir() -> Option<PathBuf> {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent()?;
    [
        repo.join("../shared"),
        repo.join("../../shared"),
        PathBuf::from("/work/shared"),
    ]
    .into_iter()
    .find(|p| p.is_dir())
}

fn close(a: &Tensor, b: &Tensor) -> bool {
    if a.shape != b.shape {
        return false;
    }
    let (x, y) = (a.data.to_f64(a.kind), b.data.to_f64(b.kind));
    x.iter().zip(&y).all(|(p, q)| {
        p == q || (p.is_nan() && q.is_nan()) || (p - q).abs() <= 1e-5 * q.abs().max(1.0)
    })
}

/// Runs one corpus program; `Err` says why it does not match.
fn run_case(ctx: &Context, dir: &Path, stem: &str) -> Result<(), String> {
    let text =
        std::fs::read_to_string(dir.join(format!("{stem}.mlir"))).map_err(|e| e.to_string())?;
    let m = xla_ir::asm::parse_module(ctx, stem, &text)
        .map_err(|d| format!("parse: {}", d[0].message))?;
    let fs = functions(ctx, &m);
    let (_, args) = fs.iter().find(|(n, _)| n == "main").ok_or("no main")?;
    let mut inputs = Vec::new();
    for (i, ty) in args.iter().enumerate() {
        let bytes =
            std::fs::read(dir.join(format!("{stem}.in{i}.npy"))).map_err(|e| e.to_string())?;
        inputs.push(Value::Tensor(xla_interp::npy::read_npy(ctx, &bytes, *ty)?));
    }
    let registry = Registry::with_all();
    let (_, runs) = run_entries(ctx, &registry, &m, &["main".to_string()], &inputs);
    let results = runs
        .into_iter()
        .next()
        .ok_or("no run")?
        .results
        .map_err(|d| d.message)?;
    for (i, v) in results.iter().enumerate() {
        let Value::Tensor(t) = v else {
            return Err("non-tensor result".into());
        };
        let bytes =
            std::fs::read(dir.join(format!("{stem}.out{i}.npy"))).map_err(|e| e.to_string())?;
        let expected = xla_interp::npy::read_npy(ctx, &bytes, ctx.tensor_type(&t.shape, t.ty))?;
        if !close(t, &expected) {
            return Err(format!("result #{i} differs"));
        }
    }
    Ok(())
}

/// The number of corpus programs known to match; the test fails if fewer do.
const MATCH_FLOOR: usize = 8;

#[test]
fn jax_corpus_matches_jax_outputs() {
    let Some(dir) = shared_dir().map(|s| s.join("corpus/jax")) else {
        eprintln!("shared/corpus/jax not found; skipping");
        return;
    };
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let names: Vec<String> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok()?.file_name().into_string().ok())
                .collect()
        })
        .unwrap_or_default();
    let mut stems: Vec<String> = names
        .into_iter()
        .filter(|n| n.ends_with(".mlir") && !n.ends_with(".pretty.mlir"))
        .map(|n| n.trim_end_matches(".mlir").to_string())
        .collect();
    stems.sort();
    let mut matched = 0;
    for stem in &stems {
        match run_case(&ctx, &dir, stem) {
            Ok(()) => {
                matched += 1;
                eprintln!("match    {stem}");
            }
            Err(e) => eprintln!("mismatch {stem}: {e}"),
        }
    }
    eprintln!(
        "{matched} of {} corpus programs match JAX's outputs",
        stems.len()
    );
    assert!(
        matched >= MATCH_FLOOR,
        "only {matched} programs match (floor {MATCH_FLOOR})"
    );
}
