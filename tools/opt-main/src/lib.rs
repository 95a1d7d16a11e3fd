//! The mlir-opt style driver as a library (upstream's `MlirOptMain`): a tool such as
//! `xla-opt` or `toy-opt` hands it the dialects it loads and the passes it offers, and gets
//! every flag of `xla-opt` (parsing, verification, pass pipelines, IR printing, timing,
//! `--split-input-file`, `--verify-diagnostics`, ...).
//!
//! ```no_run
//! use xla_ir::pass::PassRegistry;
//! use xla_opt_main::{opt_main, DialectRegistry, OptTool};
//!
//! fn main() -> std::process::ExitCode {
//!     let dialects = DialectRegistry::new();
//!     let passes = PassRegistry::with_core_passes();
//!     let tool = OptTool::new("my-opt", env!("CARGO_PKG_VERSION"), dialects, passes);
//!     opt_main(tool, std::env::args_os())
//! }
//! ```

mod cli;
mod dialect_registry;
mod driver;
pub mod output;
mod process;
mod reproducer;
mod roundtrip;

use std::ffi::OsString;
use std::process::ExitCode;

pub use cli::{Cli, Invocation, PassFlag};
pub use dialect_registry::DialectRegistry;
pub use driver::plain_error;
pub use output::read_input;
use xla_ir::pass::PassRegistry;

/// Runs `--bisect-results` for a tool that can execute modules (xla-opt's interpreter):
/// `Ok(true)` when no pass changes a result, `Err` with the text of an error.
pub type ResultBisector = fn(&Invocation, &OptTool) -> Result<bool, String>;

/// What an opt tool is: its name and version, the dialects it loads, the passes it offers.
pub struct OptTool {
    /// The program name shown in `--help` and `--version`.
    pub name: &'static str,
    pub version: &'static str,
    pub dialects: DialectRegistry,
    pub passes: PassRegistry,
    /// `--bisect-results`; without one the flag reports that this tool cannot run modules.
    pub bisector: Option<ResultBisector>,
}

impl OptTool {
    pub fn new(
        name: &'static str,
        version: &'static str,
        dialects: DialectRegistry,
        passes: PassRegistry,
    ) -> Self {
        OptTool {
            name,
            version,
            dialects,
            passes,
            bisector: None,
        }
    }

    /// Adds `--bisect-results`.
    pub fn with_bisector(mut self, bisector: ResultBisector) -> Self {
        self.bisector = Some(bisector);
        self
    }
}

/// Stack of the main work thread: a second line of defense against deeply nested input.
const MAIN_STACK_BYTES: usize = 256 << 20;
/// Stack of the rayon workers that run nested pipelines.
const WORKER_STACK_BYTES: usize = 64 << 20;

/// Runs the tool on `args` (the program name first) and returns its exit status.
pub fn opt_main(tool: OptTool, args: impl IntoIterator<Item = OsString>) -> ExitCode {
    let args: Vec<OsString> = args.into_iter().collect();
    let name = tool.name;
    output::remove_temps_on_signal();
    // The global pool can only be configured once; failing to do so just keeps defaults.
    let _ = rayon::ThreadPoolBuilder::new()
        .stack_size(WORKER_STACK_BYTES)
        .build_global();
    let worker = std::thread::Builder::new()
        .name(name.into())
        .stack_size(MAIN_STACK_BYTES)
        .spawn(move || driver::run(&tool, args));
    let code = match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        Ok(Err(_)) => {
            eprintln!("{name}: internal error (the main thread panicked)");
            1
        }
        Err(e) => {
            eprintln!("{name}: cannot start the main thread: {e}");
            1
        }
    };
    ExitCode::from(code)
}
