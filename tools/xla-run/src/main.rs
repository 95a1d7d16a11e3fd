//! xla-run: runs a function of an MLIR module with the reference interpreter.
//!
//! `xla-run FILE [--entry NAME] [--input A.npy ...] [--output-dir DIR] [--print] [--split-input-file]
//!  [--backend interp|jit] [--repeat N] [--probe-output-dir DIR] [--opt-level N]
//!  [--emit-object F.o [--emit-header F.h]] [--threads N]`
//! `--backend jit` compiles natively through upstream MLIR/LLVM (cargo feature `melior`).
//! Results go to `DIR/out0.npy`, ... and/or stdout as dense literals; a run with check ops
//! prints `N passed, M failed` and exits 1 if any failed. Every error exits 1.

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;
use xla_interp::dense::format_dense;
use xla_interp::runner::{check_inputs, run_entries_on, select_entries};
use xla_interp::{Registry, Value};
use xla_ir::diag::{render, split_input_file, Diagnostic, SourceMgr, DEFAULT_SPLIT_MARKER};
use xla_ir::{Context, Diag};

#[cfg(feature = "melior")]
mod jit;
mod layouts;
mod output_dir;
mod ranks;

/// `--version` says whether this build runs programs across MPI processes (lit.cfg.py reads it).
const VERSION: &str = if cfg!(feature = "mpi") {
    concat!(env!("CARGO_PKG_VERSION"), " (MPI: yes)")
} else {
    concat!(env!("CARGO_PKG_VERSION"), " (MPI: no)")
};

#[derive(Parser, Clone)]
#[command(
    name = "xla-run",
    version = VERSION,
    about = "Run an MLIR module with the reference interpreter or natively (--backend jit)"
)]
pub struct Cli {
    /// The .mlir file to run ('-' for stdin).
    file: Option<String>,
    /// Function to run (default: main; with --split-input-file, else every function without arguments).
    #[arg(long)]
    entry: Option<String>,
    /// .npy inputs, in the order of the entry's arguments (`--input a.npy b.npy` or
    /// `--input a.npy --input b.npy`; the module is never taken for an input).
    #[arg(long = "input", num_args = 1.., action = clap::ArgAction::Append)]
    inputs: Vec<PathBuf>,
    /// Directory to write results to as out0.npy, out1.npy, ...
    #[arg(long)]
    output_dir: Option<PathBuf>,
    /// Print results as MLIR dense literals.
    #[arg(long)]
    print: bool,
    /// Run each `// -----` chunk of the file separately.
    #[arg(long)]
    split_input_file: bool,
    /// Execution backend: the reference interpreter, or native code through upstream MLIR/LLVM
    /// (needs a build with the `melior` feature).
    #[arg(long, default_value = "interp", value_parser = ["interp", "jit"])]
    backend: String,
    /// Directory where `interpreter.probe` serializes values (index.csv + .npy) and where
    /// `check.expect_serialized_eq` reads values probed by an earlier run.
    #[arg(long)]
    probe_output_dir: Option<PathBuf>,
    /// Run N times and print the median run time to stderr (jit: and the compile time).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    repeat: u32,
    /// LLVM optimization level of the jit backend and --emit-object (default 2, XLA:CPU's
    /// backend level: 3 compiled 10-35% longer and ran no faster, docs/performance.md).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(0..=3))]
    opt_level: u32,
    /// Compile the entry to a native object file instead of running it (needs `melior`).
    #[arg(long, value_name = "F.o")]
    emit_object: Option<PathBuf>,
    /// With --emit-object: also write a C header declaring the entry.
    #[arg(long, value_name = "F.h", requires = "emit_object")]
    emit_header: Option<PathBuf>,
    /// With --emit-object: export the entry under this symbol (`main` would collide with a C
    /// program's own `main`).
    #[arg(long, value_name = "NAME", requires = "emit_object")]
    object_symbol: Option<String>,
    /// Threads of the jit backend's parallel loops, the calling thread included (default: the
    /// available cores; 1 runs every loop on the calling thread). Results do not depend on it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    threads: Option<u32>,
    /// Threads of the jit backend's compile (default: the available cores; 1 compiles the
    /// whole module on one thread). The generated code does not depend on it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    compile_threads: Option<u32>,
    /// jit: print the compile time by phase (our lowering, the bridge, LLVM) to stderr.
    #[arg(long)]
    timing: bool,
    /// jit: verify after each pass of the lowering to the llvm dialect (default: the lowered
    /// module is verified once, which is what most of the lowering's time went to otherwise).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = clap::builder::BoolishValueParser::new(), action = clap::ArgAction::Set)]
    verify_each: bool,
    /// The pre-lowering type of an llvm.func entry (`(tensor<4xf32>) -> tensor<4xf32>`), so
    /// .npy inputs and memref results can be exchanged with it.
    #[arg(long, value_name = "TYPE")]
    entry_type: Option<String>,
    /// Devices to run on, as threads of this process (default: the module's
    /// `mhlo.num_replicas` x `mhlo.num_partitions`); must match the module's count.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    devices: Option<u32>,
}

/// Renders `d` against the chunk's source.
pub(crate) fn render_diag(ctx: &Context, sm: &SourceMgr, d: &Diag) -> String {
    render(sm, &d.to_diagnostic(ctx))
}

pub(crate) fn plain(msg: impl Into<String>) -> String {
    render(&SourceMgr::new(), &Diagnostic::error(None, msg))
}

pub(crate) fn print_value(ctx: &Context, v: &Value) -> String {
    match v {
        Value::Tensor(t) => format_dense(ctx, t),
        Value::Token => "!hlo.token".into(),
        Value::Tuple(vs) => format!(
            "({})",
            vs.iter()
                .map(|v| print_value(ctx, v))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        // A memref prints its elements like a tensor, so runs before and after bufferization compare equal.
        Value::MemRef(m) => match m.to_tensor() {
            Some(t) => format_dense(ctx, &t),
            None => "<memref view outside its storage>".into(),
        },
        Value::Ptr(p) => format!("{p:?}"),
    }
}

/// Totals over all chunks.
#[derive(Default)]
pub(crate) struct Totals {
    passed: usize,
    failed: usize,
    errors: usize,
    checks_seen: bool,
    outputs: output_dir::StagedOutputs,
    /// A result could not be written: none goes into place.
    write_failed: bool,
}

/// Stages `values` for `DIR/outN.npy` when --output-dir is given (see `output_dir`).
pub(crate) fn write_results(
    cli: &Cli,
    values: &[Value],
    totals: &mut Totals,
) -> Result<(), String> {
    let result = stage_results(cli, values, totals);
    totals.write_failed |= result.is_err();
    result
}

fn stage_results(cli: &Cli, values: &[Value], totals: &mut Totals) -> Result<(), String> {
    let Some(dir) = &cli.output_dir else {
        return Ok(());
    };
    std::fs::create_dir_all(dir)
        .map_err(|e| plain(format!("cannot create '{}': {e}", dir.display())))?;
    for v in values {
        let t = match v {
            Value::Tensor(t) => t.clone(),
            Value::MemRef(m) => m
                .to_tensor()
                .ok_or_else(|| plain("a memref result views outside its storage"))?,
            _ => {
                return Err(plain(
                    "only tensor and memref results can be written to .npy files",
                ))
            }
        };
        let bytes = xla_interp::npy::write_npy(&t).map_err(plain)?;
        totals.outputs.stage(dir, &bytes).map_err(plain)?;
    }
    Ok(())
}

/// The native backend, or how to get it.
fn run_native(
    cli: &Cli,
    ctx: &Context,
    sm: &SourceMgr,
    module: xla_ir::Module,
    totals: &mut Totals,
) -> Result<(), String> {
    #[cfg(feature = "melior")]
    return jit::run_chunk(cli, ctx, sm, module, totals);
    #[cfg(not(feature = "melior"))]
    {
        let _ = (cli, ctx, sm, module, totals);
        Err(plain(format!(
            "--backend jit: {}",
            xla_melior::HOW_TO_ENABLE
        )))
    }
}

/// `--devices N` against the module's device count (docs/devices.md).
fn check_devices(cli: &Cli, ctx: &Context, module: &xla_ir::Module) -> Result<(), String> {
    let (nr, np) = xla_interp::devices::module_devices(ctx, module);
    match cli.devices {
        Some(n) if n as usize != nr * np => Err(format!(
            "the program runs on {} devices (mhlo.num_replicas = {nr} x mhlo.num_partitions = \
             {np}), but --devices {n} was given",
            nr * np
        )),
        _ if nr * np > 1 && cli.emit_object.is_some() => Err(format!(
            "--emit-object compiles programs of one device (this one runs on {} devices)",
            nr * np
        )),
        _ => Ok(()),
    }
}

/// A shape-polymorphic entry (`tensor<?x4xf32>` arguments, as `jax.export` makes them) is
/// refined to the shapes of the inputs given (`--hlo-refine-arguments` and
/// `--hlo-refine-shapes`) before either backend runs it.
fn refine_to_inputs(
    cli: &Cli,
    ctx: &Context,
    mut module: xla_ir::Module,
) -> Result<xla_ir::Module, Vec<xla_ir::Diag>> {
    if cli.inputs.is_empty() {
        return Ok(module);
    }
    let entry = cli.entry.as_deref().unwrap_or("main");
    let dynamic = module
        .function_signature(ctx, entry, "function_type")
        .is_some_and(|(args, _)| {
            args.iter()
                .any(|&t| ctx.shape(t).is_some_and(|s| s.contains(&xla_ir::DYNAMIC)))
        });
    if !dynamic {
        return Ok(module);
    }
    let mut shapes = Vec::new();
    for (i, path) in cli.inputs.iter().enumerate() {
        // The header is enough; unreadable inputs are reported where they are read.
        let Ok(bytes) = read_prefix(path, xla_interp::npy::MAX_HEADER_LEN + 16) else {
            return Ok(module);
        };
        let shape = xla_interp::npy::npy_shape(&bytes).map_err(|e| {
            vec![xla_ir::Diag::error(
                ctx.unknown_loc(),
                format!("input #{i} '{}' {e}", path.display()),
            )]
        })?;
        shapes.push(shape);
    }
    // Inputs that do not fit the entry are reported where they are read, by path.
    let fits = module
        .function_signature(ctx, entry, "function_type")
        .is_some_and(|(args, _)| {
            args.len() == shapes.len()
                && args.iter().zip(&shapes).all(|(&t, s)| {
                    ctx.shape(t).is_none_or(|e| {
                        e.len() == s.len()
                            && e.iter()
                                .zip(s)
                                .all(|(&e, &s)| e == xla_ir::DYNAMIC || e == s)
                    })
                })
        });
    if !fits {
        return Ok(module);
    }
    let native = cli.backend == "jit" || cli.emit_object.is_some();
    let refined = xla_passes::hlo_refine_shapes::refine_entry_to_inputs(
        ctx,
        &mut module,
        entry,
        &shapes,
        native,
    )
    .map_err(|d| vec![d])?;
    if refined {
        xla_ir::verify::verify_module(ctx, &module)?;
    }
    Ok(module)
}

/// At most the first `n` bytes of a file.
fn read_prefix(path: &std::path::Path, n: usize) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(n as u64)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Parses and verifies one chunk whose first line is line `first_line` of the file; `sm` holds
/// the whole file, for diagnostics.
pub(crate) fn parse_chunk(
    ctx: &Context,
    sm: &SourceMgr,
    name: &str,
    text: &str,
    first_line: u32,
) -> Result<xla_ir::Module, String> {
    let module = xla_ir::asm::parse_module_at(ctx, name, text, first_line).map_err(|ds| {
        ds.iter()
            .map(|d| render_diag(ctx, sm, d))
            .collect::<String>()
    })?;
    xla_ir::verify::verify_module(ctx, &module).map_err(|ds| {
        ds.iter()
            .map(|d| render_diag(ctx, sm, d))
            .collect::<String>()
    })?;
    Ok(module)
}

/// The interpreter's entries and the `--input` values they take.
pub(crate) fn entries_and_inputs(
    cli: &Cli,
    ctx: &Context,
    module: &xla_ir::Module,
) -> Result<(Vec<String>, Vec<Value>), String> {
    let entries =
        select_entries(ctx, module, cli.entry.as_deref(), cli.split_input_file).map_err(plain)?;
    if let Some(e) = entries.first() {
        // The interpreter computes on logical values, but declared layouts must be valid.
        layouts::argument_layouts(ctx, module, e).map_err(plain)?;
    }
    let mut inputs = Vec::new();
    if !cli.inputs.is_empty() || entries.len() == 1 {
        let fs = xla_interp::runner::functions(ctx, module);
        let args = entries
            .first()
            .and_then(|e| fs.iter().find(|(n, _)| n == e))
            .map(|(_, a)| a.clone())
            .unwrap_or_default();
        if args.len() != cli.inputs.len() {
            return Err(plain(format!(
                "function '{}' takes {} arguments, but {} inputs were given",
                entries.first().map(String::as_str).unwrap_or(""),
                args.len(),
                cli.inputs.len()
            )));
        }
        for (i, (path, ty)) in cli.inputs.iter().zip(&args).enumerate() {
            let bytes = std::fs::read(path)
                .map_err(|e| plain(format!("cannot read input #{i} '{}': {e}", path.display())))?;
            let t = xla_interp::npy::read_npy(ctx, &bytes, *ty)
                .map_err(|e| plain(format!("input #{i} '{}' {e}", path.display())))?;
            let is_memref = matches!(ctx.type_data(*ty), xla_ir::TypeData::MemRef { .. });
            // A strided parameter (an entry layout) gets its buffer in that layout.
            inputs.push(if is_memref {
                Value::MemRef(layouts::memref_input(ctx, *ty, &t))
            } else {
                Value::Tensor(t)
            });
        }
        if let Some(e) = entries.first() {
            check_inputs(ctx, module, e, &inputs).map_err(plain)?;
        }
    }
    Ok((entries, inputs))
}

/// Runs one chunk (the whole file without --split-input-file) whose first line is line
/// `first_line` of the file; `sm` holds the whole file, for diagnostics.
fn run_chunk(
    cli: &Cli,
    ctx: &Context,
    sm: &SourceMgr,
    name: &str,
    text: &str,
    first_line: u32,
    totals: &mut Totals,
) -> Result<(), String> {
    let module = parse_chunk(ctx, sm, name, text, first_line)?;
    check_devices(cli, ctx, &module).map_err(plain)?;
    let module = refine_to_inputs(cli, ctx, module).map_err(|ds| {
        ds.iter()
            .map(|d| render_diag(ctx, sm, d))
            .collect::<String>()
    })?;
    let (nr, np) = xla_interp::devices::module_devices(ctx, &module);
    if cli.emit_object.is_some() || (cli.backend == "jit" && nr * np == 1) {
        return run_native(cli, ctx, sm, module, totals);
    }
    // The JIT on several devices: the devices' bodies compiled, the rest interpreted.
    #[cfg(not(feature = "melior"))]
    if cli.backend == "jit" {
        return run_native(cli, ctx, sm, module, totals);
    }
    #[cfg(feature = "melior")]
    let mut module = module;
    #[cfg(feature = "melior")]
    let compiled = if cli.backend == "jit" {
        Some(jit::compile_devices(cli, ctx, sm, &mut module)?)
    } else {
        None
    };
    #[cfg(feature = "melior")]
    let device_programs = compiled
        .as_ref()
        .map(|(j, m)| xla_jit_devices::devices::CompiledDevices::new(ctx, m, j.concurrent()));
    #[cfg(feature = "melior")]
    let programs = device_programs
        .as_ref()
        .map(|d| d as &dyn xla_interp::parallel::DevicePrograms);
    #[cfg(not(feature = "melior"))]
    let programs = None;
    let (entries, inputs) = entries_and_inputs(cli, ctx, &module)?;
    let registry = Registry::with_all();
    let mut times = Vec::new();
    for _ in 1..cli.repeat {
        let start = std::time::Instant::now();
        let _ = run_entries_on(ctx, &registry, &module, &entries, &inputs, None, programs);
        times.push(start.elapsed());
    }
    let start = std::time::Instant::now();
    let (interp, runs) = run_entries_on(
        ctx,
        &registry,
        &module,
        &entries,
        &inputs,
        cli.probe_output_dir.as_deref(),
        programs,
    );
    times.push(start.elapsed());
    if cli.repeat > 1 {
        times.sort();
        eprintln!(
            "median run time: {:.3} ms over {} runs",
            times[times.len() / 2].as_secs_f64() * 1e3,
            times.len()
        );
    }
    let mut errors = String::new();
    for run in runs {
        match run.results {
            Ok(values) => {
                let values =
                    xla_interp::runner::restore_result_types(ctx, &module, &run.name, values);
                if cli.print {
                    for v in &values {
                        println!("{}", print_value(ctx, v));
                    }
                }
                write_results(cli, &values, totals)?;
            }
            Err(d) => {
                totals.errors += 1;
                errors.push_str(&render_diag(ctx, sm, &d));
            }
        }
    }
    let stats = interp.checks.borrow();
    for f in &stats.failures {
        eprint!("{}", render_diag(ctx, sm, f));
    }
    totals.passed += stats.passed;
    totals.failed += stats.failed;
    totals.checks_seen |= stats.passed + stats.failed > 0;
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

impl Cli {
    /// `xla-run --input a.npy model.mlir`: `--input` takes every value after it, so the module
    /// may end up last among the inputs; a value that is not a `.npy` file there is the module.
    fn with_module_path(mut self) -> Result<Cli, String> {
        if self.file.is_none() {
            if let Some(i) = self
                .inputs
                .iter()
                .rposition(|p| p.extension().is_none_or(|e| e != "npy"))
            {
                self.file = Some(self.inputs.remove(i).to_string_lossy().into_owned());
            }
        }
        if self.file.is_none() {
            return Err("no module to run: give the .mlir file (or '-' for stdin)".to_string());
        }
        Ok(self)
    }

    fn module_path(&self) -> &str {
        self.file.as_deref().unwrap_or("-")
    }
}

/// The module's file name and text.
pub(crate) fn read_source(cli: &Cli) -> Result<(String, String), String> {
    let read = if cli.module_path() == "-" {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)
            .map(|_| ("<stdin>".to_string(), bytes))
            .map_err(|e| format!("cannot read stdin: {e}"))
    } else {
        std::fs::read(cli.module_path())
            .map(|b| (cli.module_path().to_string(), b))
            .map_err(|e| format!("cannot open input file '{}': {e}", cli.module_path()))
    };
    // Bytes that are not UTF-8 are kept inside string literals (as `\XX`), as mlir-opt does.
    read.and_then(|(name, bytes)| {
        xla_ir::asm::escape_raw_bytes_in_strings(bytes)
            .map(|text| (name.clone(), text))
            .map_err(|(at, bytes)| {
                format!(
                    "{name}: invalid UTF-8 byte 0x{:02x} at byte offset {at}: the input must be UTF-8 text",
                    bytes[at]
                )
            })
    })
}

/// A context with every dialect the tool reads.
pub(crate) fn context(cli: &Cli) -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    // Until our llvm dialect is loaded, llvm-dialect input passes through in generic form to
    // the native backend (upstream MLIR verifies it there).
    ctx.allow_unregistered =
        (cli.backend == "jit" || cli.emit_object.is_some()) && !ctx.is_dialect_loaded("llvm");
    ctx
}

fn main() -> ExitCode {
    // Compiled collectives call the device runtime (programs of several devices).
    #[cfg(feature = "melior")]
    xla_jit_devices::register();
    // Usage errors exit 1 like every other error (clap's default is 2); --help exits 0.
    let cli = match Cli::try_parse().map(Cli::with_module_path) {
        Ok(Ok(c)) => c,
        Ok(Err(message)) => {
            eprint!("{}", plain(message));
            return ExitCode::FAILURE;
        }
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
    // Compiled probes serialize where the interpreter's do.
    #[cfg(feature = "melior")]
    xla_melior::set_probe_dir(cli.probe_output_dir.clone());
    // A world of one process runs the JIT as without mpirun (the whole program compiled).
    let alone_jit = |l: &ranks::Launch| l.size == 1 && cli.backend == "jit";
    if let Some(launch) = ranks::launched_by_mpirun().filter(|l| !alone_jit(l)) {
        return ranks::main(&cli, launch);
    }
    let text = read_source(&cli);
    let (name, text) = match text {
        Ok(t) => t,
        Err(e) => {
            eprint!("{}", plain(e));
            return ExitCode::FAILURE;
        }
    };
    let ctx = context(&cli);
    // Chunks are parsed with their line offset, not padded (padding made memory quadratic).
    let chunks: Vec<(String, u32)> = if cli.split_input_file {
        split_input_file(&text, DEFAULT_SPLIT_MARKER)
            .into_iter()
            .map(|c| (c.text, c.first_line))
            .collect()
    } else {
        vec![(text.clone(), 1)]
    };
    let mut sm = SourceMgr::new();
    sm.add_buffer(name.clone(), text);
    let mut totals = Totals::default();
    let mut failed = false;
    for (chunk, first_line) in &chunks {
        if let Err(e) = run_chunk(&cli, &ctx, &sm, &name, chunk, *first_line, &mut totals) {
            eprint!("{e}");
            failed = true;
        }
    }
    // Results go into place only when every one was written (a run that failed before any
    // result leaves the directory alone).
    let commit = !totals.write_failed && (!failed || totals.outputs.len() > 0);
    if let Some(dir) = cli.output_dir.as_ref().filter(|_| commit) {
        if let Err(e) = std::mem::take(&mut totals.outputs).commit(dir) {
            eprint!("{}", plain(e));
            failed = true;
        }
    }
    if totals.checks_seen {
        println!("{} passed, {} failed", totals.passed, totals.failed);
    }
    if failed || totals.failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
