//! xla-opt: the mlir-opt of xla-ir. Reads MLIR text, verifies it, runs a pass pipeline and
//! prints the result; see `xla-opt --help`.

mod bisect;
mod cli;
mod dialects;
mod driver;
mod output;
mod passes;
mod process;

use std::process::ExitCode;

/// Stack of the main work thread: a second line of defense against deeply nested input.
const MAIN_STACK_BYTES: usize = 256 << 20;
/// Stack of the rayon workers that run nested pipelines.
const WORKER_STACK_BYTES: usize = 64 << 20;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    output::remove_temps_on_signal();
    // The global pool can only be configured once; failing to do so just keeps defaults.
    let _ = rayon::ThreadPoolBuilder::new()
        .stack_size(WORKER_STACK_BYTES)
        .build_global();
    let worker = std::thread::Builder::new()
        .name("xla-opt".into())
        .stack_size(MAIN_STACK_BYTES)
        .spawn(move || driver::run(args));
    let code = match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        Ok(Err(_)) => {
            eprintln!("xla-opt: internal error (the main thread panicked)");
            1
        }
        Err(e) => {
            eprintln!("xla-opt: cannot start the main thread: {e}");
            1
        }
    };
    ExitCode::from(code)
}
