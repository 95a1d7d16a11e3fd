//! Setting up a run from the command line: context, pipeline, instrumentation; then the
//! input is processed (see `process`) and the output written.

use std::ffi::OsString;
use std::time::Instant;

use xla_ir::asm::PrintOptions;
use xla_ir::diag::{render, Diagnostic, SourceMgr};
use xla_ir::pass::{
    parse_options, parse_pass_pipeline, statistics_report, IrPrintConfig, OpPassManager,
    PassManager, PassRegistry, PassSelection, RunOptions, StatisticsDisplay,
};

use crate::cli::{self, Cli, Invocation};
use crate::process::{process_input, Reproducer, VerifyMode};
use crate::reproducer::{reproducer_options, ReproducerOptions};
use crate::{output, OptTool};

/// Runs the tool with the given arguments (program name first); returns the exit code.
pub fn run(tool: &OptTool, args: Vec<OsString>) -> u8 {
    let start = Instant::now();
    let registry = &tool.passes;
    let inv = match cli::parse(args, registry, tool.name) {
        Ok(inv) => inv,
        Err(exit) => {
            if exit.code == 0 {
                print!("{}", exit.message);
            } else {
                eprint!("{}", exit.message);
            }
            return exit.code;
        }
    };
    if inv.cli.list_passes {
        print!("{}", registry.list_passes_text());
        return 0;
    }
    if inv.cli.version {
        print!("{}", version_text(tool));
        return 0;
    }
    if inv.cli.show_dialects {
        println!(
            "Available Dialects: {}",
            tool.dialects.dialect_names().join(",")
        );
        return 0;
    }
    let outcome = match (inv.cli.bisect_results, tool.bisector) {
        (true, Some(bisect)) => bisect(&inv, tool),
        (true, None) => Err(plain_error(format!(
            "--bisect-results: {} has no interpreter to run modules with",
            tool.name
        ))),
        (false, _) => execute(&inv, tool, start),
    };
    match outcome {
        Ok(true) => 0,
        Ok(false) => 1,
        Err(message) => {
            eprint!("{message}");
            1
        }
    }
}

/// `--version`: the tool's name and version, and the kind of build (as mlir-opt's).
fn version_text(tool: &OptTool) -> String {
    let build = if cfg!(debug_assertions) {
        "Debug"
    } else {
        "Optimized"
    };
    format!("{} version {}\n  {build} build.\n", tool.name, tool.version)
}

/// A located-nowhere error rendered as diagnostics are.
pub fn plain_error(message: impl Into<String>) -> String {
    render(&SourceMgr::new(), &Diagnostic::error(None, message))
}

/// Builds everything, processes the input and writes the output; `Ok(false)` on failure
/// that was already reported, `Err` with the text of a setup error.
fn execute(inv: &Invocation, tool: &OptTool, start: Instant) -> Result<bool, String> {
    let cli = &inv.cli;
    let registry = &tool.passes;
    let file_name = if cli.input == "-" {
        "<stdin>".to_owned()
    } else {
        cli.input.clone()
    };
    // A reproducer carries its pipeline: the input is read before the pipeline is built.
    let mut early_text = None;
    let mut stored = ReproducerOptions::default();
    if cli.run_reproducer {
        let bytes = output::read_input(&cli.input).map_err(plain_error)?;
        let text = output::utf8_input(bytes, &file_name)?;
        stored = reproducer_options(&text).map_err(plain_error)?;
        early_text = Some(text);
    }
    let root = match &stored.pipeline {
        Some(text) => reproducer_pipeline(inv, registry, text)?,
        None => build_pipeline(inv, registry)?,
    };
    if cli.dump_pass_pipeline {
        eprint!("{}", root.dump());
    }
    if cli.mlir_print_ir_module_scope && !cli.mlir_disable_threading {
        // Worded and located as mlir-opt reports it.
        return Err("<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n\n".into());
    }
    let local_reproducer = cli.mlir_pass_pipeline_local_reproducer
        && cli.mlir_pass_pipeline_crash_reproducer.is_some();
    if local_reproducer && !cli.mlir_disable_threading {
        // Worded (typo included) and located as mlir-opt reports it.
        return Err("<unknown>:0: error: Local crash reproduction may not be used without disabling mutli-threading first.\n".into());
    }
    let print = print_options(cli);
    let pipeline_text = root.to_pipeline_string();
    let mut options = run_options(cli, registry, &print)?;
    if let Some(disable) = stored.disable_threading {
        options.threading = !disable;
    }
    if let Some(verify) = stored.verify_each {
        options.verify_each = verify;
    }
    options.local_reproducer = local_reproducer;
    let reproducer = cli
        .mlir_pass_pipeline_crash_reproducer
        .as_ref()
        .map(|path| Reproducer {
            path: path.clone(),
            pipeline: pipeline_text,
            disable_threading: !options.threading,
            verify_each: options.verify_each,
        });
    let pm = PassManager::new(root, options);

    let mut ctx = tool.dialects.context();
    ctx.allow_unregistered = cli.allow_unregistered_dialect;

    let text = match early_text {
        Some(text) => text,
        None => {
            let bytes = output::read_input(&cli.input).map_err(plain_error)?;
            output::utf8_input(bytes, &file_name)?
        }
    };

    let verify_mode = match cli.verify_diagnostics.as_deref() {
        None => None,
        Some("only-expected") => Some(VerifyMode::OnlyExpected),
        Some(_) => Some(VerifyMode::All),
    };
    let mut out = output::Output::open(&cli.output).map_err(plain_error)?;
    let fresh = || {
        let mut ctx = tool.dialects.context();
        ctx.allow_unregistered = cli.allow_unregistered_dialect;
        ctx
    };
    let roundtrip: Option<&dyn Fn() -> xla_ir::Context> = cli.verify_roundtrip.then_some(&fresh);
    let processed = process_input(
        &ctx,
        roundtrip,
        reproducer.as_ref(),
        cli.run_reproducer,
        &pm,
        &print,
        &file_name,
        &text,
        cli.split_input_file.as_deref(),
        verify_mode,
        out.writer(),
        &cli.output_split_marker,
    )
    .map_err(plain_error)?;
    let mut timing = processed.timing;
    if cli.mlir_pass_statistics {
        let display = match cli.mlir_pass_statistics_display.as_str() {
            "list" => StatisticsDisplay::List,
            _ => StatisticsDisplay::Pipeline,
        };
        eprint!("{}", statistics_report(pm.root(), display));
    }

    let write_start = Instant::now();
    let mut ok = processed.ok;
    // A failed run leaves an output file alone; standard output gets what was produced.
    if let Err(e) = out.finish(ok) {
        eprint!("{}", plain_error(e));
        ok = false;
    }
    if cli.mlir_timing {
        timing
            .child("output", "Output")
            .add(processed.output_time + write_start.elapsed());
        eprint!(
            "{}",
            xla_ir::pass::timing::render_report(&timing, start.elapsed())
        );
    }
    Ok(ok)
}

/// The pipeline stored in a reproducer (`--run-reproducer`): the command line gives no other.
fn reproducer_pipeline(
    inv: &Invocation,
    registry: &PassRegistry,
    text: &str,
) -> Result<OpPassManager, String> {
    if inv.cli.pass_pipeline.is_some() || !inv.pass_flags.is_empty() {
        return Err(plain_error(
            "--run-reproducer runs the pipeline stored in the input: give no other passes",
        ));
    }
    let mut pm = parse_pass_pipeline(text, registry).map_err(|e| {
        let buffer = "<reproducer pipeline>";
        let mut sm = SourceMgr::new();
        sm.add_buffer(buffer, text.to_owned());
        render(&sm, &e.to_diagnostic(buffer, text))
    })?;
    pm.expand_composites(registry).map_err(plain_error)?;
    Ok(pm)
}

/// The pipeline from `--pass-pipeline` or from the individual pass flags; composite passes
/// (`--lower-to-llvm`) are expanded into their stages.
fn build_pipeline(inv: &Invocation, registry: &PassRegistry) -> Result<OpPassManager, String> {
    let mut pm = requested_pipeline(inv, registry)?;
    pm.expand_composites(registry).map_err(plain_error)?;
    Ok(pm)
}

/// The pipeline as the command line gives it.
fn requested_pipeline(inv: &Invocation, registry: &PassRegistry) -> Result<OpPassManager, String> {
    if let Some(text) = &inv.cli.pass_pipeline {
        if !inv.pass_flags.is_empty() {
            return Err(plain_error(
                "'-pass-pipeline' option can't be used with individual pass options",
            ));
        }
        return parse_pass_pipeline(text, registry).map_err(|e| {
            let buffer = "<pass-pipeline>";
            let mut sm = SourceMgr::new();
            sm.add_buffer(buffer, text.clone());
            render(&sm, &e.to_diagnostic(buffer, text))
        });
    }
    let mut pm = OpPassManager::module();
    for flag in &inv.pass_flags {
        let Some(mut pass) = registry.create(&flag.name) else {
            return Err(plain_error(format!(
                "'{}' does not refer to a registered pass",
                flag.name
            )));
        };
        if let Some(text) = &flag.options {
            let buffer = format!("--{}", flag.name);
            let located = |e: xla_ir::pass::PipelineError| {
                let mut sm = SourceMgr::new();
                sm.add_buffer(buffer.clone(), text.clone());
                render(&sm, &e.to_diagnostic(&buffer, text))
            };
            for opt in parse_options(text).map_err(located)? {
                let value = opt.value.as_deref().unwrap_or("true");
                pass.set_option(&opt.key, value).map_err(|e| {
                    plain_error(format!(
                        "failed to add `{}` with options `{}`: {e}",
                        flag.name,
                        text.trim()
                    ))
                })?;
            }
        }
        pm.add_pass_auto_nest(pass);
    }
    Ok(pm)
}

/// Printer settings from the `--mlir-print-*` flags.
fn print_options(cli: &Cli) -> PrintOptions {
    let defaults = PrintOptions::default();
    PrintOptions {
        generic: cli.mlir_print_op_generic,
        debug_info: cli.mlir_print_debuginfo,
        hex_threshold: match cli.mlir_print_elementsattrs_with_hex_if_larger {
            Some(n) => usize::try_from(n).ok(),
            None => defaults.hex_threshold,
        },
        elide_elements_larger: cli.mlir_elide_elementsattrs_if_larger,
        use_aliases: !cli.mlir_print_local_scope,
        dialect_renames: if cli.hlo_print_stablehlo {
            vec![("hlo".to_string(), "stablehlo".to_string())]
        } else {
            Vec::new()
        },
    }
}

/// Instrumentation from the command line; unknown pass names in `--mlir-print-ir-*` fail.
fn run_options(
    cli: &Cli,
    registry: &PassRegistry,
    print: &PrintOptions,
) -> Result<RunOptions, String> {
    let selection = |all: bool, names: &[String], option: &str| -> Result<PassSelection, String> {
        if all {
            return Ok(PassSelection::All);
        }
        let mut sel = PassSelection::None;
        for name in names {
            if !registry.contains(name) {
                return Err(plain_error(format!(
                    "for the --{option} option: Cannot find option named '{name}'!"
                )));
            }
            sel.add(name);
        }
        Ok(sel)
    };
    Ok(RunOptions {
        verify_each: cli.verify_each,
        threading: !cli.mlir_disable_threading,
        print_ir: IrPrintConfig {
            before: selection(
                cli.mlir_print_ir_before_all,
                &cli.mlir_print_ir_before,
                "mlir-print-ir-before",
            )?,
            after: selection(
                cli.mlir_print_ir_after_all,
                &cli.mlir_print_ir_after,
                "mlir-print-ir-after",
            )?,
            after_change: cli.mlir_print_ir_after_change,
            after_failure: cli.mlir_print_ir_after_failure,
            module_scope: cli.mlir_print_ir_module_scope,
            print_options: print.clone(),
        },
        timing: cli.mlir_timing,
        local_reproducer: false,
    })
}
