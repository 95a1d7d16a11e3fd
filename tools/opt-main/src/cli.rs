//! The command line: mlir-opt's options (clap), its `-single-dash` long spelling, and the
//! dynamic `--<pass>[=options]` flags taken from the pass registry.

use std::ffi::OsString;

use clap::{ArgAction, CommandFactory, FromArgMatches, Parser};
use xla_ir::pass::PassRegistry;

/// The default `--split-input-file` / `--output-split-marker` marker.
pub const DEFAULT_MARKER: &str = "// -----";

#[derive(Parser, Debug)]
#[command(
    name = "xla-opt",
    about = "Parses MLIR, verifies it, runs a pass pipeline and prints the result",
    args_override_self = true,
    disable_version_flag = true
)]
pub struct Cli {
    /// Print the tool's version and exit.
    #[arg(long)]
    pub version: bool,

    /// Print the list of registered dialects and exit.
    #[arg(long)]
    pub show_dialects: bool,

    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    pub input: String,

    /// Output file (`-` for standard output); written atomically.
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    pub output: String,

    /// Textual description of the pass pipeline to run, e.g. `builtin.module(func.func(cse))`.
    #[arg(long, value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,

    /// Split the input into chunks at MARKER lines and process each chunk independently.
    #[arg(long, value_name = "MARKER", num_args = 0..=1, require_equals = true, default_missing_value = DEFAULT_MARKER)]
    pub split_input_file: Option<String>,

    /// Marker placed between the outputs of split chunks.
    #[arg(long, value_name = "MARKER", default_value = DEFAULT_MARKER)]
    pub output_split_marker: String,

    /// Check emitted diagnostics against `expected-*` comments (`all` or `only-expected`).
    #[arg(long, value_name = "MODE", num_args = 0..=1, require_equals = true, default_missing_value = "all",
          value_parser = ["all", "only-expected"])]
    pub verify_diagnostics: Option<String>,

    /// Allow operations of dialects that are not loaded.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub allow_unregistered_dialect: bool,

    /// Print every op in the generic form.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_print_op_generic: bool,

    /// Print locations (`loc(...)`).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_print_debuginfo: bool,

    /// Print without alias definitions.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_print_local_scope: bool,

    /// Print hlo ops, types and attributes under StableHLO's names (`stablehlo.add`,
    /// `!stablehlo.token`, `#stablehlo<...>`), for StableHLO tools.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub hlo_print_stablehlo: bool,

    /// Run passes on one thread.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_disable_threading: bool,

    /// Run the verifier after each transformation pass.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "true", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub verify_each: bool,

    /// Print IR before the given passes (repeatable, comma-separated).
    #[arg(long, value_name = "PASS", value_delimiter = ',', action = ArgAction::Append)]
    pub mlir_print_ir_before: Vec<String>,

    /// Print IR after the given passes (repeatable, comma-separated).
    #[arg(long, value_name = "PASS", value_delimiter = ',', action = ArgAction::Append)]
    pub mlir_print_ir_after: Vec<String>,

    /// Print IR before each pass.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_print_ir_before_all: bool,

    /// Print IR after each pass.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_print_ir_after_all: bool,

    /// With --mlir-print-ir-after(-all): print only after passes that changed the IR.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_print_ir_after_change: bool,

    /// Print the IR after a pass only when it fails.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_print_ir_after_failure: bool,

    /// Print the whole module in IR dumps, not only the op the pass ran on (needs
    /// --mlir-disable-threading).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_print_ir_module_scope: bool,

    /// Print the statistics of the passes to standard error after the run.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_pass_statistics: bool,

    /// How --mlir-pass-statistics shows them: as the pipeline, or one list merged by pass.
    #[arg(long, value_name = "MODE", default_value = "pipeline", value_parser = ["list", "pipeline"])]
    pub mlir_pass_statistics_display: String,

    /// Check that the output parses back to the same module (generic and custom form).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub verify_roundtrip: bool,

    /// When the pipeline fails, write the module as it was before it and the pipeline to FILE
    /// (mlir-opt's reproducer format; run it again with --run-reproducer).
    #[arg(long, value_name = "FILE")]
    pub mlir_pass_pipeline_crash_reproducer: Option<String>,

    /// With --mlir-pass-pipeline-crash-reproducer: write the module as it was before the pass
    /// that failed, with that pass alone as the pipeline (needs --mlir-disable-threading).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_pass_pipeline_local_reproducer: bool,

    /// Run the pipeline (and threading and verify-each settings) stored in the input's
    /// `mlir_reproducer` resource.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub run_reproducer: bool,

    /// Print an execution time report to standard error.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub mlir_timing: bool,

    /// Print the pipeline that will be run to standard error.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_llvm_bool, action = ArgAction::Set)]
    pub dump_pass_pipeline: bool,

    /// Instead of printing the output: run `@main` in the reference interpreter before and after
    /// every pass of the pipeline (composite pipelines expanded into their stages) and name the
    /// first pass that changes a result (docs/testing.md).
    #[arg(long)]
    pub bisect_results: bool,

    /// With --bisect-results: the inputs of `@main` as .npy files (default: generated values).
    #[arg(long, value_name = "FILE.npy", num_args = 1.., requires = "bisect_results")]
    pub bisect_input: Vec<String>,

    /// With --bisect-results: the relative error allowed in float results (default: by type,
    /// about 1e-4 for f32, 1e-12 for f64).
    #[arg(long, value_name = "R", requires = "bisect_results")]
    pub bisect_tolerance: Option<f64>,

    /// Print the registered passes and their options, and exit.
    #[arg(long)]
    pub list_passes: bool,

    /// Elide elements attributes with more elements than N.
    #[arg(long, value_name = "N")]
    pub mlir_elide_elementsattrs_if_larger: Option<usize>,

    /// Print dense elements with more than N elements as hex (-1 disables).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub mlir_print_elementsattrs_with_hex_if_larger: Option<i64>,
}

/// A `--<pass>[=options]` flag, in command-line order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassFlag {
    pub name: String,
    pub options: Option<String>,
}

/// What the command line asks for.
#[derive(Debug)]
pub struct Invocation {
    pub cli: Cli,
    pub pass_flags: Vec<PassFlag>,
}

/// Why parsing stopped: a clap message (help, version or error) and the exit code.
pub struct Exit {
    pub message: String,
    pub code: u8,
}

/// LLVM's boolean option values.
fn parse_llvm_bool(s: &str) -> Result<bool, String> {
    match s {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(format!(
            "'{s}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// Options that take their value as the next argument when written without `=`.
const VALUE_OPTIONS: &[&str] = &[
    "-o",
    "--pass-pipeline",
    "--output-split-marker",
    "--mlir-print-ir-before",
    "--mlir-print-ir-after",
    "--mlir-pass-statistics-display",
    "--mlir-pass-pipeline-crash-reproducer",
    "--mlir-elide-elementsattrs-if-larger",
    "--mlir-print-elementsattrs-with-hex-if-larger",
    "--bisect-input",
    "--bisect-tolerance",
];

/// Rewrites mlir-opt's `-long-option` spelling to `--long-option` (`-o`, `-h`, `-` stay).
pub fn normalize_args(args: Vec<OsString>) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut rest_positional = false;
    let mut value_next = false;
    for (i, arg) in args.into_iter().enumerate() {
        let Some(s) = arg.to_str() else {
            out.push(arg);
            continue;
        };
        if i == 0 || rest_positional || value_next {
            value_next = false;
            out.push(arg);
            continue;
        }
        if s == "--" {
            rest_positional = true;
            out.push(arg);
            continue;
        }
        let s = match s.strip_prefix("-o=") {
            Some(v) => {
                out.push("-o".into());
                out.push(v.into());
                continue;
            }
            None => s,
        };
        let long = if s.starts_with('-') && !s.starts_with("--") && s.len() > 2 {
            format!("-{s}")
        } else {
            s.to_owned()
        };
        value_next = VALUE_OPTIONS.contains(&long.as_str());
        out.push(long.into());
    }
    out
}

/// Takes `--<pass>[=options]` flags out of the (normalized) arguments.
pub fn extract_pass_flags(
    args: Vec<OsString>,
    registry: &PassRegistry,
) -> (Vec<OsString>, Vec<PassFlag>) {
    let mut rest = Vec::with_capacity(args.len());
    let mut flags = Vec::new();
    let mut value_next = false;
    let mut rest_positional = false;
    for (i, arg) in args.into_iter().enumerate() {
        let text = arg.to_str().map(str::to_owned);
        let passthrough = i == 0 || value_next || rest_positional;
        value_next = false;
        match text {
            Some(s) if !passthrough => {
                if s == "--" {
                    rest_positional = true;
                } else if let Some(body) = s.strip_prefix("--") {
                    let (name, options) = match body.split_once('=') {
                        Some((n, o)) => (n, Some(o.to_owned())),
                        None => (body, None),
                    };
                    if registry.contains(name) {
                        flags.push(PassFlag {
                            name: name.to_owned(),
                            options,
                        });
                        continue;
                    }
                }
                value_next = VALUE_OPTIONS.contains(&s.as_str());
                rest.push(arg);
            }
            _ => rest.push(arg),
        }
    }
    (rest, flags)
}

/// Parses the whole command line.
pub fn parse(
    args: Vec<OsString>,
    registry: &PassRegistry,
    tool_name: &'static str,
) -> Result<Invocation, Exit> {
    let (rest, pass_flags) = extract_pass_flags(normalize_args(args), registry);
    let command = Cli::command()
        .name(tool_name)
        .bin_name(tool_name)
        .after_help(pass_help(registry));
    let matches = command.try_get_matches_from(rest).map_err(clap_exit)?;
    let cli = Cli::from_arg_matches(&matches).map_err(clap_exit)?;
    Ok(Invocation { cli, pass_flags })
}

fn clap_exit(e: clap::Error) -> Exit {
    let code = if e.use_stderr() { 1 } else { 0 };
    Exit {
        message: e.render().to_string(),
        code,
    }
}

/// The list of pass flags for `--help`.
fn pass_help(registry: &PassRegistry) -> String {
    let mut s = String::from("Passes (as --<pass>[=\"options\"] or inside --pass-pipeline):\n");
    for info in registry.iter() {
        s.push_str(&format!("  --{:<32} {}\n", info.argument, info.description));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(v: &[&str]) -> Vec<OsString> {
        v.iter().map(OsString::from).collect()
    }

    #[test]
    fn single_dash_long_options_are_normalized() {
        let args = normalize_args(os(&[
            "xla-opt",
            "-split-input-file",
            "-verify-diagnostics",
            "-o",
            "-",
            "-",
            "-o=x",
            "--cse",
            "-h",
        ]));
        assert_eq!(
            args,
            os(&[
                "xla-opt",
                "--split-input-file",
                "--verify-diagnostics",
                "-o",
                "-",
                "-",
                "-o",
                "x",
                "--cse",
                "-h"
            ])
        );
        // The value of an option that takes one is left alone.
        let args = normalize_args(os(&["xla-opt", "--pass-pipeline", "-weird", "-o", "-out"]));
        assert_eq!(
            args,
            os(&["xla-opt", "--pass-pipeline", "-weird", "-o", "-out"])
        );
    }

    #[test]
    fn pass_flags_are_extracted_in_order() {
        let reg = PassRegistry::with_core_passes();
        let (rest, flags) = extract_pass_flags(
            os(&[
                "xla-opt",
                "in.mlir",
                "--strip-debuginfo",
                "--mlir-timing",
                "--strip-debuginfo=a=1 b=2",
                "-o",
                "--strip-debuginfo",
            ]),
            &reg,
        );
        assert_eq!(
            rest,
            os(&[
                "xla-opt",
                "in.mlir",
                "--mlir-timing",
                "-o",
                "--strip-debuginfo"
            ])
        );
        assert_eq!(
            flags,
            vec![
                PassFlag {
                    name: "strip-debuginfo".into(),
                    options: None
                },
                PassFlag {
                    name: "strip-debuginfo".into(),
                    options: Some("a=1 b=2".into())
                },
            ]
        );
    }

    #[test]
    fn options_parse_like_mlir_opt() {
        let reg = PassRegistry::with_core_passes();
        let inv = parse(
            os(&[
                "xla-opt",
                "-split-input-file",
                "-verify-diagnostics",
                "--verify-each=false",
                "-mlir-print-ir-after=strip-debuginfo,cse",
                "in.mlir",
            ]),
            &reg,
            "xla-opt",
        )
        .ok()
        .unwrap();
        assert_eq!(inv.cli.split_input_file.as_deref(), Some(DEFAULT_MARKER));
        assert_eq!(inv.cli.verify_diagnostics.as_deref(), Some("all"));
        assert!(!inv.cli.verify_each);
        assert_eq!(inv.cli.mlir_print_ir_after, vec!["strip-debuginfo", "cse"]);
        assert_eq!(inv.cli.input, "in.mlir");
        let inv = parse(
            os(&[
                "xla-opt",
                "--split-input-file=// ---",
                "--mlir-disable-threading",
                "--mlir-disable-threading",
            ]),
            &reg,
            "xla-opt",
        )
        .ok()
        .unwrap();
        assert_eq!(inv.cli.split_input_file.as_deref(), Some("// ---"));
        assert!(inv.cli.mlir_disable_threading && inv.cli.verify_each);
        assert_eq!(inv.cli.input, "-");
        let bad = parse(os(&["xla-opt", "--bogus"]), &reg, "xla-opt")
            .err()
            .unwrap();
        assert_eq!(bad.code, 1);
        let help = parse(os(&["xla-opt", "--help"]), &reg, "xla-opt")
            .err()
            .unwrap();
        assert_eq!(help.code, 0);
        assert!(help.message.contains("--strip-debuginfo"));
    }
}
