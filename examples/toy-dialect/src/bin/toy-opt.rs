//! `toy-opt`: xla-opt's driver over the dialects toy programs use (builtin, func, arith, toy)
//! and the dialect-agnostic transforms (`--canonicalize`, `--cse`, `--dce`, `--symbol-dce`).

use xla_ir::pass::PassRegistry;
use xla_opt_main::{opt_main, DialectRegistry, OptTool};

fn main() -> std::process::ExitCode {
    let mut dialects = DialectRegistry::new();
    dialects
        .insert(xla_dialect_func::dialect)
        .insert(xla_dialect_arith::dialect)
        .insert(toy_dialect::dialect);
    let mut passes = PassRegistry::with_core_passes();
    xla_transforms::register_all(&mut passes);
    let tool = OptTool::new("toy-opt", env!("CARGO_PKG_VERSION"), dialects, passes);
    opt_main(tool, std::env::args_os())
}
