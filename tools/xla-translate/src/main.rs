//! `xla-translate --import-hlo FILE [-o OUT]`: HLO text -> verified hlo-dialect MLIR.
//! Errors are rendered against the input and exit with status 1.

use clap::Parser;
use std::io::Read;
use std::process::ExitCode;
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::diag::{render_all, SourceMgr};
use xla_ir::{Context, Diag};

#[derive(Parser, Debug)]
#[command(name = "xla-translate", about = "Translates XLA's HLO text to the hlo dialect")]
struct Cli {
    /// Import HLO text (`HloModule ...`) from FILE (`-` for standard input).
    #[arg(long = "import-hlo", value_name = "FILE")]
    import_hlo: String,
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
    let cli = Cli::parse();
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprint!("{message}");
            ExitCode::from(1)
        }
    }
}

fn run(cli: &Cli) -> Result<(), String> {
    let (name, text) = read_input(&cli.import_hlo)?;
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

fn read_input(path: &str) -> Result<(String, String), String> {
    if path == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("error: reading standard input: {e}\n"))?;
        return Ok(("<stdin>".to_string(), text));
    }
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("error: could not open input file '{path}': {e}\n"))?;
    Ok((path.to_string(), text))
}

fn write_output(path: &str, text: &str) -> Result<(), String> {
    if path == "-" {
        print!("{text}");
        return Ok(());
    }
    std::fs::write(path, text).map_err(|e| format!("error: could not write output file '{path}': {e}\n"))
}
