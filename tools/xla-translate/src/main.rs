//! `xla-translate --import-hlo FILE [-o OUT]`: HLO text -> verified hlo-dialect MLIR.
//! `xla-translate --mlir-to-llvmir FILE [-O N]`: llvm-dialect MLIR -> LLVM IR through upstream
//! MLIR/LLVM (cargo feature `melior`; `--version` says whether this build has it).
//! Errors are rendered against the input and exit with status 1.

use clap::Parser;
use std::io::Read;
use std::process::ExitCode;
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::diag::{render_all, SourceMgr};
use xla_ir::{Context, Diag};
/// `-o` files are written as xla-opt writes them (one implementation for both tools).
use xla_opt_main::output;

/// `--version` names the native backend so scripts (lit.cfg.py) can tell the builds apart.
const VERSION: &str = if xla_melior::AVAILABLE {
    concat!(
        env!("CARGO_PKG_VERSION"),
        " (native backend: melior, LLVM 22)"
    )
} else {
    concat!(env!("CARGO_PKG_VERSION"), " (no native backend)")
};

#[derive(Parser, Debug)]
#[command(name = "xla-translate", version = VERSION, about = "Translates XLA's HLO text to the hlo dialect, and llvm-dialect MLIR to LLVM IR")]
#[command(group(clap::ArgGroup::new("mode").required(true).args(["import_hlo", "mlir_to_llvmir"])))]
struct Cli {
    /// Import HLO text (`HloModule ...`) from FILE (`-` for standard input).
    #[arg(long = "import-hlo", value_name = "FILE")]
    import_hlo: Option<String>,
    /// Translate an llvm-dialect module in FILE (`-`: standard input) to LLVM IR (needs the
    /// `melior` feature).
    #[arg(long = "mlir-to-llvmir", value_name = "FILE")]
    mlir_to_llvmir: Option<String>,
    /// LLVM optimization level for --mlir-to-llvmir (0: as translated, like mlir-translate;
    /// 2/3: LLVM's default<O2|O3> pipeline for the host CPU).
    #[arg(short = 'O', default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=3))]
    opt_level: u32,
    /// Output file (`-` for standard output).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Print every op in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    generic: bool,
    /// Print locations (the instructions' positions in the HLO file).
    #[arg(long = "mlir-print-debuginfo")]
    debug_info: bool,
    /// Accept ops of dialects that are not loaded.
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered: bool,
    /// Print the import without verifying it (to inspect imports using ops the dialects
    /// do not define yet).
    #[arg(long = "no-verify")]
    no_verify: bool,
}

fn main() -> ExitCode {
    // Usage errors exit 1 like every other error (clap's default is 2); --help exits 0.
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
            let _ = e.print();
            return code;
        }
    };
    output::remove_temps_on_signal();
    let result = match &cli.mlir_to_llvmir {
        Some(path) => llvmir::run(&cli, path),
        None => run(&cli),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprint!("{message}");
            ExitCode::from(1)
        }
    }
}

fn run(cli: &Cli) -> Result<(), String> {
    let (name, text) = read_input(cli.import_hlo.as_deref().unwrap_or("-"), false)?;
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    ctx.allow_unregistered = cli.allow_unregistered;
    let render = |ctx: &Context, diags: &[Diag]| {
        let mut sm = SourceMgr::new();
        sm.add_buffer(name.clone(), text.clone());
        let diagnostics: Vec<_> = diags.iter().map(|d| d.to_diagnostic(ctx)).collect();
        render_all(&sm, &diagnostics)
    };
    let module = xla_translate::import_hlo(&ctx, &name, &text).map_err(|d| render(&ctx, &[d]))?;
    if !cli.no_verify {
        xla_ir::verify::verify_module(&ctx, &module).map_err(|d| render(&ctx, &d))?;
    }
    let opts = PrintOptions {
        generic: cli.generic,
        debug_info: cli.debug_info,
        ..PrintOptions::default()
    };
    let mut printed = print_module(&ctx, &module, &opts);
    if !printed.ends_with('\n') {
        printed.push('\n');
    }
    write_output(&cli.output, &printed)
}

/// `--mlir-to-llvmir`: our parser and verifier, then the melior bridge.
mod llvmir {
    use super::*;

    #[cfg(not(feature = "melior"))]
    pub fn run(_cli: &Cli, _path: &str) -> Result<(), String> {
        Err(format!(
            "error: --mlir-to-llvmir: {}\n",
            xla_melior::HOW_TO_ENABLE
        ))
    }

    #[cfg(feature = "melior")]
    pub fn run(cli: &Cli, path: &str) -> Result<(), String> {
        let (name, text) = read_input(path, true)?;
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        // Until our llvm dialect is loaded, its ops pass through in generic form (upstream
        // verifies them in the bridge).
        ctx.allow_unregistered = cli.allow_unregistered || !ctx.is_dialect_loaded("llvm");
        let render = |ctx: &Context, diags: &[Diag]| {
            let mut sm = SourceMgr::new();
            sm.add_buffer(name.clone(), text.clone());
            let diagnostics: Vec<_> = diags.iter().map(|d| d.to_diagnostic(ctx)).collect();
            render_all(&sm, &diagnostics)
        };
        let module = xla_ir::asm::parse_module(&ctx, &name, &text).map_err(|d| render(&ctx, &d))?;
        xla_ir::verify::verify_module(&ctx, &module).map_err(|d| render(&ctx, &d))?;
        let level = xla_melior::OptLevel::from_number(cli.opt_level).unwrap_or_default();
        let ir =
            xla_melior::translate_to_llvm_ir(&ctx, &module, level).map_err(|d| render(&ctx, &d))?;
        write_output(&cli.output, &ir)
    }
}

/// The input file (or stdin for `-`) as text; `mlir`: bytes that are not UTF-8 are kept
/// inside string literals (as `\XX`), as mlir-opt does (HLO text must be UTF-8).
fn read_input(path: &str, mlir: bool) -> Result<(String, String), String> {
    let (name, bytes) = if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("error: reading standard input: {e}\n"))?;
        ("<stdin>".to_string(), bytes)
    } else {
        let bytes = std::fs::read(path)
            .map_err(|e| format!("error: could not open input file '{path}': {e}\n"))?;
        (path.to_string(), bytes)
    };
    let text = if mlir {
        xla_opt_main::output::utf8_input(bytes, &name)?
    } else {
        String::from_utf8(bytes).map_err(|e| format!("error: '{name}' is not UTF-8 text: {e}\n"))?
    };
    Ok((name, text))
}

/// Writes `text` to `path` as xla-opt's `-o` does: through a temporary file moved into place.
fn write_output(path: &str, text: &str) -> Result<(), String> {
    if path == "-" {
        print!("{text}");
        return Ok(());
    }
    let mut out = output::Output::open(path).map_err(|e| format!("error: {e}\n"))?;
    out.writer().write_all(text.as_bytes()).map_err(|e| {
        format!(
            "error: could not write output file '{path}': {}\n",
            output::io_message(&e)
        )
    })?;
    out.finish(true).map_err(|e| format!("error: {e}\n"))
}
