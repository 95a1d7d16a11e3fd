//! xla-opt: the mlir-opt of xla-ir. Reads MLIR text, verifies it, runs a pass pipeline and
//! prints the result; see `xla-opt --help`. The driver is the `xla-opt-main` library.

mod bisect;

use std::process::ExitCode;

use xla_ir::pass::PassRegistry;
use xla_opt_main::{opt_main, DialectRegistry, OptTool};

fn main() -> ExitCode {
    let mut dialects = DialectRegistry::new();
    dialects.insert_loader(xla_dialects::load_all);
    // After the dialects: hlo constant folding evaluates ops through the interpreter.
    dialects.insert_loader(xla_interp::attach_interpreter);
    let mut passes = PassRegistry::with_core_passes();
    xla_passes::register_all(&mut passes);
    let tool = OptTool::new("xla-opt", env!("CARGO_PKG_VERSION"), dialects, passes)
        .with_bisector(bisect::from_cli);
    opt_main(tool, std::env::args_os())
}
