//! End-to-end test over our own JAX programs (tests/jax_fresh/programs, made by
//! tests/jax_fresh/export.py; none of them is in shared/corpus/jax). Each program goes through
//! four stages, each compared with JAX's own outputs:
//!
//! - `interp`: parse + verify (the pretty form too, which must print as the generic one), run
//!   in the interpreter;
//! - `canonicalize`: `--canonicalize --cse`, then run (a program without inputs must fold to
//!   constants under `--inline --canonicalize --cse --symbol-dce`);
//! - `lower-to-loops`: `--canonicalize --lower-to-loops`, only builtin/func/arith/math/scf/memref
//!   ops may remain, mlir-opt must accept the module, then run;
//! - `lower-to-llvm`: `--canonicalize --lower-to-llvm`, only builtin/llvm ops may remain, then run.
//!
//! Outcomes: *pass*; *fail* (wrong results, ops left, invalid IR, a crash-free error that does
//! not say "not supported"); *unsup* (the stage says clearly that an op is not lowered / not
//! supported: never counted as passed); *absent* (the pass is not in this build).
//!
//! Tolerances (per program, from manifest.tsv, written by export.py): integer and bool outputs
//! are exact (lowered functions are signless: an `i8` result matches JAX's `uint8` output by bit
//! pattern, and `uint8` inputs feed `i8` arguments the same way, see interp/src/npy.rs); float outputs pass when |ours - jax| <= atol + rtol * |jax| (NaNs equal NaNs):
//! exact for programs of exactly rounded ops, rtol 1e-5 / atol 1e-6 for f32 transcendental ops
//! (XLA's CPU approximations are a few ULPs off the correctly rounded value), 1e-4 / 1e-5 for
//! long f32 reductions, convolutions and FFTs (summation order), 1e-2 / 1e-3 for f16 / bf16.
//!
//! The recorded floor (tests/jax_fresh/floor.txt: `stage program` lines) lists what passed;
//! the test fails when one of them stops passing. `JAX_FRESH_UPDATE=1` rewrites the floor and
//! docs/jax-fresh-status.md from the current results.

use std::collections::BTreeSet;
use std::path::PathBuf;
use xla_interp::runner::{functions, run_entries};
use xla_interp::{MemRefValue, Registry, Value};
use xla_ir::pass::{PassManager, PassRegistry, RunOptions};
use xla_ir::{Context, Module, TypeData};
use xla_passes::lower_to_loops::{full_registry, pipeline_of};
use xla_tests::conformance::parallel_map;
use xla_tests::jax_programs::{compare, load_programs, programs_dir, says_unsupported, Program};

#[derive(Clone, Copy, PartialEq, Debug)]
enum Outcome {
    Pass,
    Fail,
    Unsupported,
    Absent,
}

impl Outcome {
    fn label(self) -> &'static str {
        match self {
            Outcome::Pass => "pass",
            Outcome::Fail => "FAIL",
            Outcome::Unsupported => "unsup",
            Outcome::Absent => "absent",
        }
    }
}

struct Stage {
    name: &'static str,
    passes: &'static [&'static str],
    /// Dialects allowed in the result (empty: any).
    dialects: &'static [&'static str],
    /// Upstream must accept the result: `mlir-opt` (loops) or `mlir-translate --mlir-to-llvmir` (llvm).
    upstream: Upstream,
}

#[derive(Clone, Copy, PartialEq)]
enum Upstream {
    None,
    MlirOpt,
    Translate,
}

const STAGES: &[Stage] = &[
    Stage {
        name: "interp",
        passes: &[],
        dialects: &[],
        upstream: Upstream::None,
    },
    Stage {
        name: "canonicalize",
        passes: &["canonicalize", "cse"],
        dialects: &[],
        upstream: Upstream::None,
    },
    Stage {
        name: "lower-to-loops",
        passes: &["canonicalize", "lower-to-loops"],
        dialects: &["builtin", "func", "arith", "math", "scf", "memref"],
        upstream: Upstream::MlirOpt,
    },
    Stage {
        name: "lower-to-llvm",
        passes: &["canonicalize", "lower-to-llvm"],
        dialects: &["builtin", "llvm"],
        upstream: Upstream::Translate,
    },
];

fn floor_path() -> PathBuf {
    xla_tests::repo_root().join("tests/jax_fresh/floor.txt")
}

/// Runs `main` of `m` on the program's inputs (as memrefs where `main` takes memrefs).
fn run(ctx: &Context, m: &Module, p: &Program) -> Result<Vec<Value>, String> {
    let fs = functions(ctx, m);
    let (_, args) = fs.iter().find(|(n, _)| n == "main").ok_or("no main")?;
    let mut inputs = Vec::new();
    for (i, (bytes, ty)) in p.inputs.iter().zip(args).enumerate() {
        let t = match ctx.type_data(*ty) {
            TypeData::MemRef { shape, elem, .. } => {
                let tensor_ty = ctx.tensor_type(shape, *elem);
                Value::MemRef(MemRefValue::from_tensor(
                    &xla_interp::npy::read_npy(ctx, bytes, tensor_ty)
                        .map_err(|e| format!("input {i} {e}"))?,
                ))
            }
            _ => Value::Tensor(
                xla_interp::npy::read_npy(ctx, bytes, *ty).map_err(|e| format!("input {i} {e}"))?,
            ),
        };
        inputs.push(t);
    }
    let registry = Registry::with_all();
    let (_, runs) = run_entries(ctx, &registry, m, &["main".to_string()], &inputs);
    let run = runs.into_iter().next().ok_or("main did not run")?;
    run.results.map_err(|d| d.message)
}

/// Every op name of a module printed in generic form (`"dialect.op"(`), whatever the dialect.
fn generic_op_names(generic: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for part in generic.split('"').collect::<Vec<_>>().windows(2) {
        let (name, after) = (part[0], part[1]);
        let well_formed = name.split_once('.').is_some_and(|(d, o)| {
            !d.is_empty()
                && !o.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
        });
        if well_formed && after.starts_with('(') {
            out.insert(name.to_string());
        }
    }
    out
}

fn classify(msg: String) -> (Outcome, String) {
    (
        if says_unsupported(&msg) {
            Outcome::Unsupported
        } else {
            Outcome::Fail
        },
        msg,
    )
}

fn apply(
    ctx: &Context,
    registry: &PassRegistry,
    passes: &[&str],
    m: &mut Module,
) -> Result<(), String> {
    let pm = pipeline_of(registry, passes).map_err(|p| format!("no pass {p}"))?;
    let report = PassManager::new(
        pm,
        RunOptions {
            threading: false,
            ..RunOptions::default()
        },
    )
    .run(ctx, m, &mut |_| {});
    report.result.map_err(|d| {
        d.first()
            .map(|d| d.message.clone())
            .unwrap_or_else(|| "pass failed".into())
    })
}

/// One stage of one program: its outcome and why.
fn run_stage(
    ctx: &Context,
    registry: &PassRegistry,
    stage: &Stage,
    p: &Program,
) -> (Outcome, String) {
    if let Some(missing) = stage.passes.iter().find(|s| !registry.contains(s)) {
        return (Outcome::Absent, format!("no --{missing} in this build"));
    }
    let mut m = match xla_tests::parse_and_verify(ctx, &p.name, &p.text) {
        Ok(m) => m,
        Err(e) => return (Outcome::Fail, format!("parse/verify: {e}")),
    };
    if stage.name == "interp" {
        // The pretty form JAX prints is the same module.
        match xla_tests::parse_and_verify(ctx, &p.name, &p.pretty) {
            Ok(pretty)
                if xla_tests::print(ctx, &pretty, false) == xla_tests::print(ctx, &m, false) => {}
            Ok(_) => {
                return (
                    Outcome::Fail,
                    "the pretty and generic forms print differently".into(),
                )
            }
            Err(e) => return (Outcome::Fail, format!("pretty form: {e}")),
        }
    }
    if !stage.passes.is_empty() {
        if let Err(e) = apply(ctx, registry, stage.passes, &mut m) {
            return classify(e);
        }
        if let Err(d) = xla_ir::verify::verify_module(ctx, &m) {
            return (
                Outcome::Fail,
                format!(
                    "invalid IR after the passes: {}",
                    d.first().map(|d| d.message.as_str()).unwrap_or("")
                ),
            );
        }
    }
    let text = xla_tests::print(ctx, &m, false);
    let ops = generic_op_names(&xla_tests::print(ctx, &m, true));
    if !stage.dialects.is_empty() {
        // A cast left between type systems is a lowering left unfinished, builtin or not.
        let left: Vec<&String> = ops
            .iter()
            .filter(|n| {
                *n == "builtin.unrealized_conversion_cast"
                    || !stage
                        .dialects
                        .iter()
                        .any(|d| n.starts_with(&format!("{d}.")))
            })
            // Complex numbers stay numbers at the loop level (as upstream): only built and split.
            .filter(|n| {
                !(stage.name == "lower-to-loops" && xla_tests::COMPLEX_PARTS.contains(&n.as_str()))
            })
            .collect();
        if !left.is_empty() {
            return (Outcome::Fail, format!("ops left: {left:?}"));
        }
    }
    if stage.name == "canonicalize" && p.inputs.is_empty() {
        // A fully constant program folds to constants once its private callees are inlined.
        let mut folded = m.clone();
        if let Err(e) = apply(
            ctx,
            registry,
            &["inline", "canonicalize", "cse", "symbol-dce"],
            &mut folded,
        ) {
            return (
                Outcome::Fail,
                format!("--inline --canonicalize --cse --symbol-dce: {e}"),
            );
        }
        let left: Vec<String> = generic_op_names(&xla_tests::print(ctx, &folded, true))
            .into_iter()
            .filter(|n| {
                !n.ends_with(".constant")
                    && n != "func.func"
                    && n != "func.return"
                    && !n.starts_with("builtin.")
            })
            .collect();
        if !left.is_empty() {
            return (
                Outcome::Fail,
                format!("a program without inputs is not folded to constants: {left:?} remain"),
            );
        }
    }
    if let Err(e) = upstream_accepts(stage.upstream, &text) {
        return (Outcome::Fail, e);
    }
    let results = match run(ctx, &m, p) {
        Ok(r) => r,
        Err(e) => return classify(format!("run: {e}")),
    };
    if results.len() != p.outputs.len() {
        return (
            Outcome::Fail,
            format!("{} results, JAX has {}", results.len(), p.outputs.len()),
        );
    }
    for (i, (ours, jax)) in results.iter().zip(&p.outputs).enumerate() {
        if let Err(e) = compare(ctx, ours, jax, p) {
            return (Outcome::Fail, format!("output {i}: {e}"));
        }
    }
    (Outcome::Pass, String::new())
}

/// Runs the upstream tool `which` names on `text` (skipped when it is not installed).
fn upstream_accepts(which: Upstream, text: &str) -> Result<(), String> {
    use std::io::Write;
    let (tool, args): (&str, &[&str]) = match which {
        Upstream::None => return Ok(()),
        Upstream::MlirOpt => ("mlir-opt", &[]),
        Upstream::Translate => ("mlir-translate", &["--mlir-to-llvmir"]),
    };
    let path = xla_tests::mlir_opt().with_file_name(tool);
    if !path.exists() {
        return Ok(());
    }
    let mut child = std::process::Command::new(&path)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("{tool}: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(text.as_bytes());
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{tool}: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let err = String::from_utf8_lossy(&out.stderr);
    Err(format!(
        "{tool} rejects: {}",
        err.lines().next().unwrap_or("")
    ))
}

/// Ops (in every function) of all programs before and after `--canonicalize --cse`.
fn op_counts(ctx: &Context, registry: &PassRegistry, programs: &[Program]) -> (usize, usize) {
    let count = |m: &Module| xla_tests::print(ctx, m, true).matches("\"(").count();
    let (mut before, mut after) = (0, 0);
    for p in programs {
        let Ok(mut m) = xla_tests::parse_and_verify(ctx, &p.name, &p.text) else {
            continue;
        };
        let n = count(&m);
        if apply(ctx, registry, &["canonicalize", "cse"], &mut m).is_ok() {
            before += n;
            after += count(&m);
        }
    }
    (before, after)
}

fn read_floor() -> BTreeSet<(String, String)> {
    let text = std::fs::read_to_string(floor_path()).unwrap_or_default();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            l.split_once(' ')
                .map(|(s, p)| (s.to_string(), p.trim().to_string()))
        })
        .collect()
}

fn table(programs: &[Program], results: &[Vec<(Outcome, String)>]) -> String {
    let mut s = String::from("| program |");
    for st in STAGES {
        s += &format!(" {} |", st.name);
    }
    s += "\n|---|";
    s += &"---|".repeat(STAGES.len());
    s += "\n";
    for (p, rs) in programs.iter().zip(results) {
        s += &format!("| {} |", p.name);
        for (o, _) in rs {
            s += &format!(" {} |", o.label());
        }
        s += "\n";
    }
    for (label, o) in [
        ("passed", Outcome::Pass),
        ("failed", Outcome::Fail),
        ("unsupported", Outcome::Unsupported),
        ("absent", Outcome::Absent),
    ] {
        s += &format!("| **{label}** |");
        for k in 0..STAGES.len() {
            s += &format!(" {} |", results.iter().filter(|r| r[k].0 == o).count());
        }
        s += "\n";
    }
    s
}

#[test]
fn jax_fresh_programs_through_the_stack() {
    let programs = load_programs(&programs_dir());
    assert!(
        programs.len() >= 40,
        "tests/jax_fresh/programs has {} programs (manifest.tsv)",
        programs.len()
    );
    let only = std::env::var("JAX_FRESH_ONLY").ok();
    let programs: Vec<Program> = programs
        .into_iter()
        .filter(|p| {
            only.as_deref()
                .is_none_or(|o| o.split(',').any(|n| n == p.name))
        })
        .collect();
    let ctx = xla_tests::context();
    let registry = full_registry();
    let results: Vec<Vec<(Outcome, String)>> = parallel_map(&programs, |p| {
        STAGES
            .iter()
            .map(|st| run_stage(&ctx, &registry, st, p))
            .collect()
    });
    let table = table(&programs, &results);
    println!("{table}");
    let (before, after) = op_counts(&ctx, &registry, &programs);
    let shrink =
        format!("`--canonicalize --cse` over all programs: {before} ops before, {after} after.");
    println!("{shrink}");
    for (p, rs) in programs.iter().zip(&results) {
        for (st, (o, why)) in STAGES.iter().zip(rs) {
            if matches!(o, Outcome::Fail | Outcome::Unsupported) {
                println!(
                    "{:<6} {:<14} {}: {}",
                    o.label(),
                    st.name,
                    p.name,
                    why.lines().next().unwrap_or("")
                );
            }
        }
    }
    let passed: BTreeSet<(String, String)> = programs
        .iter()
        .zip(&results)
        .flat_map(|(p, rs)| {
            STAGES
                .iter()
                .zip(rs)
                .filter(|(_, (o, _))| *o == Outcome::Pass)
                .map(|(st, _)| (st.name.to_string(), p.name.clone()))
        })
        .collect();
    if std::env::var("JAX_FRESH_UPDATE").is_ok() && only.is_none() {
        let mut floor = String::from("# stage program: passed when recorded (tests/tests/jax_fresh.rs); only ever add lines\n");
        for (s, p) in &passed {
            floor += &format!("{s} {p}\n");
        }
        std::fs::write(floor_path(), floor).expect("write floor");
        let doc = format!(
            "# Fresh JAX programs: status\n\nGenerated by `JAX_FRESH_UPDATE=1 cargo test -p xla-tests --test jax_fresh -- --nocapture`\n(see docs/conformance.md, \"Fresh JAX programs\").\n\n{table}\n{shrink}\n"
        );
        xla_tests::conformance::write_doc("jax-fresh-status.md", &doc);
    }
    let regressed: Vec<String> = read_floor()
        .into_iter()
        .filter(|(s, p)| {
            programs.iter().any(|q| &q.name == p) && !passed.contains(&(s.clone(), p.clone()))
        })
        .map(|(s, p)| format!("{s} {p}"))
        .collect();
    assert!(
        regressed.is_empty(),
        "below the recorded floor (tests/jax_fresh/floor.txt): {regressed:?}"
    );
}
