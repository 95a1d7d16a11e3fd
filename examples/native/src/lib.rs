//! Shared steps of the native examples: lower a module with `--lower-to-llvm` and run it with
//! the interpreter for reference.

use xla_interp::runner::run_entries;
use xla_interp::{Registry, Value};
use xla_ir::pass::{parse_pass_pipeline, PassManager, PassRegistry, RunOptions};
use xla_ir::{Context, Module};

/// A context with every dialect.
pub fn context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

/// Runs `--lower-to-llvm` on `module`; `Err` says what is missing or what failed.
pub fn lower_to_llvm(ctx: &Context, module: &mut Module) -> Result<(), String> {
    let mut registry = PassRegistry::with_core_passes();
    xla_passes::register_all(&mut registry);
    let root = parse_pass_pipeline("builtin.module(lower-to-llvm)", &registry)
        .map_err(|e| format!("{e:?}"))?;
    let report = PassManager::new(root, RunOptions::default())
        .run(ctx, module, &mut |d: &str| eprint!("{d}"));
    report.result.map_err(|ds| {
        ds.iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// Runs `entry` with the reference interpreter.
pub fn interpret(
    ctx: &Context,
    module: &Module,
    entry: &str,
    inputs: &[Value],
) -> Result<Vec<Value>, String> {
    let registry = Registry::with_all();
    let (_, mut runs) = run_entries(ctx, &registry, module, &[entry.to_string()], inputs);
    runs.pop().ok_or("no run")?.results.map_err(|d| d.message)
}

/// Values as MLIR dense literals, comma-separated.
pub fn show(ctx: &Context, values: &[Value]) -> String {
    values
        .iter()
        .map(|v| match v {
            Value::Tensor(t) => xla_interp::dense::format_dense(ctx, t),
            other => format!("{other:?}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
