//! `difftest`: random hlo programs through the interpreter at every level (the checker of
//! tests/tests/difftest.rs), for many seeds; used by scripts/difftest (docs/testing.md).
//!
//! `difftest [--from N] [--count N] [--minimize]` prints failures and `N passed, M failed`;
//! `difftest --seed N [--dump DIR]` shows one program (and writes `DIR/seedN.mlir` with its
//! inputs as `DIR/seedN.in<i>.npy`, for `xla-run` and `xla-opt --bisect-results`).

use std::process::ExitCode;
use xla_tests::random_program::check::{check_levels, input_tensors, report, Outcome};
use xla_tests::random_program::{generate, run::guarded, run::run_seeds};

fn value(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn number(args: &[String], name: &str, default: u64) -> Result<u64, String> {
    match value(args, name) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| format!("{name} takes a number, not '{v}'")),
    }
}

fn dump(ctx: &xla_ir::Context, seed: u64, dir: &str) -> Result<(), String> {
    let p = generate(seed);
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    let base = std::path::Path::new(dir).join(format!("seed{seed}"));
    std::fs::write(base.with_extension("mlir"), &p.text).map_err(|e| e.to_string())?;
    for (i, t) in input_tensors(ctx, &p)?.iter().enumerate() {
        let bytes = xla_interp::npy::write_npy(t)?;
        std::fs::write(format!("{}.in{i}.npy", base.display()), bytes)
            .map_err(|e| e.to_string())?;
    }
    println!(
        "wrote {}.mlir and its {} inputs",
        base.display(),
        p.inputs.len()
    );
    Ok(())
}

fn run(args: &[String]) -> Result<bool, String> {
    let ctx = xla_tests::context();
    if let Some(seed) = value(args, "--seed") {
        let seed: u64 = seed
            .parse()
            .map_err(|_| format!("--seed takes a number, not '{seed}'"))?;
        if let Some(dir) = value(args, "--dump") {
            dump(&ctx, seed, &dir)?;
        }
        let p = generate(seed);
        return Ok(match guarded(&ctx, &p, &check_levels) {
            Outcome::Failed(why) => {
                println!("{}", report(&ctx, &p, &why));
                false
            }
            Outcome::Unsupported(why) => {
                println!("{}unsupported: {why}", p.text);
                true
            }
            Outcome::Passed => {
                println!("{}passed", p.text);
                true
            }
        });
    }
    let from = number(args, "--from", 0)?;
    let count = number(args, "--count", 1000)?;
    let summary = run_seeds(
        &ctx,
        from,
        count,
        args.iter().any(|a| a == "--minimize"),
        true,
        &check_levels,
    );
    for (_, r) in &summary.failed {
        println!("{r}");
    }
    summary.print(&format!("seeds {from}..{}", from + count));
    println!("{} passed, {} failed", summary.passed, summary.failed.len());
    Ok(summary.failed.is_empty())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("difftest: error: {e}");
            ExitCode::from(2)
        }
    }
}
