//! `--backend jit` and `--emit-object`/`--emit-header`: the module is lowered to the llvm
//! dialect when it is not already (`--lower-to-llvm`, when this build's passes have it),
//! compiled by the melior bridge (upstream MLIR/LLVM) and run natively. Inputs, outputs and
//! check counts behave as with the interpreter.

use crate::{plain, print_value, render_diag, write_results, Cli, Totals};
use xla_dialect_func::ops as func_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::diag::SourceMgr;
use xla_ir::{Context, Module, OpRef, Type};
use xla_melior::values::{from_host, result_spec, scalar_type, to_host};
use xla_melior::{HostValue, JitModule, OptLevel, ResultSpec};

/// A function's argument and result types.
type Signature = (Vec<Type>, Vec<Type>);

/// The entry's function type: its `xla.hlo_signature`, else from its func.func, else from --entry-type, else from the
/// `xla.memref_signature` that `--convert-to-llvm` leaves on an llvm.func (memrefs read as
/// tensors of the same shape).
fn entry_type(
    cli: &Cli,
    ctx: &Context,
    module: &Module,
    entry: &str,
) -> Result<Option<Signature>, String> {
    // The hlo-level types of a lowered module (unsigned where lowering made them signless).
    if let Some(sig) = xla_interp::runner::hlo_signature(ctx, module, entry) {
        return Ok(Some(sig));
    }
    let (body, regions) = module.top.op_regions(module.op);
    let mut lowered = None;
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                let o = OpRef::new(ctx, body, op);
                let named = o.attr("sym_name").and_then(|a| ctx.attr_as_str(a)) == Some(entry);
                if o.isa::<func_ops::FuncOp>() && named {
                    let sig = o
                        .attr("function_type")
                        .and_then(|a| ctx.attr_as_type(a))
                        .and_then(|t| ctx.function_signature(t));
                    return Ok(sig.map(|(i, r)| (i.to_vec(), r.to_vec())));
                }
                if o.isa::<llvm_ops::FuncOp>() && named {
                    let sig = o
                        .attr(xla_values::abi::MEMREF_SIGNATURE_ATTR)
                        .and_then(|a| ctx.attr_as_type(a))
                        .and_then(|t| ctx.function_signature(t));
                    let as_tensors = |ts: &[Type]| {
                        ts.iter()
                            .map(|&t| memref_as_tensor(ctx, t))
                            .collect::<Vec<_>>()
                    };
                    lowered = sig.map(|(i, r)| (as_tensors(i), as_tensors(r)));
                }
            }
        }
    }
    let Some(text) = &cli.entry_type else {
        return Ok(lowered);
    };
    // Our parser reads the type as a declaration's signature.
    let decl = format!("func.func private @entry_type{text}\n");
    let m = xla_ir::asm::parse_module(ctx, "<--entry-type>", &decl).map_err(|_| format!("--entry-type: '{text}' is not a function type such as '(tensor<4xf32>, f32) -> tensor<4xf32>'"))?;
    entry_type(
        &Cli {
            entry_type: None,
            ..cli.clone()
        },
        ctx,
        &m,
        "entry_type",
    )
}

/// `memref<4xf32>` as `tensor<4xf32>` (other types unchanged).
fn memref_as_tensor(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        xla_ir::TypeData::MemRef { shape, elem, .. } => {
            let (shape, elem) = (shape.to_vec(), *elem);
            ctx.tensor_type(&shape, elem)
        }
        _ => t,
    }
}

/// Whether every op below the module is in the llvm dialect already.
fn is_llvm_only(ctx: &Context, module: &Module) -> bool {
    let (body, regions) = module.top.op_regions(module.op);
    regions.iter().all(|&r| {
        body.region_blocks(r).all(|b| {
            body.block_ops(b)
                .all(|op| OpRef::new(ctx, body, op).name_str().starts_with("llvm."))
        })
    })
}

/// Runs `--lower-to-llvm` on `module` in place; without `verify_each`, the verifier runs once
/// on the lowered module instead of after every pass.
fn lower(
    ctx: &Context,
    sm: &SourceMgr,
    module: &mut Module,
    verify_each: bool,
) -> Result<(), String> {
    xla_passes::lower_to_llvm::lower_module(ctx, module, verify_each, &mut |d: &str| eprint!("{d}"))
        .map_err(|ds| ds.iter().map(|d| render_diag(ctx, sm, d)).collect())
}

/// The functions to run: --entry, else as the interpreter picks them (main; with
/// --split-input-file every function without arguments), else `main` (llvm-dialect input).
fn entry_names(cli: &Cli, ctx: &Context, module: &Module) -> Result<Vec<String>, String> {
    if let Some(e) = &cli.entry {
        return Ok(vec![e.clone()]);
    }
    if xla_interp::runner::functions(ctx, module).is_empty() {
        return Ok(vec!["main".into()]);
    }
    xla_interp::runner::select_entries(ctx, module, None, cli.split_input_file).map_err(plain)
}

/// Reads the .npy inputs of `entry` (typed by its pre-lowering signature).
fn read_inputs(
    cli: &Cli,
    ctx: &Context,
    module: &Module,
    entry: &str,
    sig: &Option<Signature>,
) -> Result<Vec<HostValue>, String> {
    let Some((args, _)) = sig else {
        if cli.inputs.is_empty() {
            return Ok(Vec::new());
        }
        return Err(plain(format!("'{entry}' is an llvm.func without an xla.memref_signature: give its pre-lowering type with --entry-type '(tensor<...>, ...) -> ...' to pass inputs")));
    };
    if args.len() != cli.inputs.len() {
        return Err(plain(format!(
            "function '{entry}' takes {} arguments, but {} inputs were given",
            args.len(),
            cli.inputs.len()
        )));
    }
    let layouts = crate::layouts::argument_layouts(ctx, module, entry).map_err(plain)?;
    let mut inputs = Vec::new();
    for (i, (path, ty)) in cli.inputs.iter().zip(args).enumerate() {
        let bytes = std::fs::read(path)
            .map_err(|e| plain(format!("cannot read input #{i} '{}': {e}", path.display())))?;
        let t = xla_interp::npy::read_npy(ctx, &bytes, *ty)
            .map_err(|e| plain(format!("input #{i} '{}' {e}", path.display())))?;
        // A parameter with a layout: its buffer holds the elements in the layout's order.
        let layout = layouts.get(i).cloned().flatten();
        let logical_shape = t.shape.clone();
        let stored = match &layout {
            Some(m2m) => xla_values::layout::to_physical(&t, m2m),
            None => t,
        };
        let mut host = to_host(ctx, *ty, &stored).map_err(|e| plain(format!("input #{i}: {e}")))?;
        if let (xla_melior::HostValue::MemRef(b), Some(m2m)) = (&mut host, layout) {
            b.shape = logical_shape;
            b.minor_to_major = Some(m2m);
        }
        inputs.push(host);
    }
    Ok(inputs)
}

pub fn run_chunk(
    cli: &Cli,
    ctx: &Context,
    sm: &SourceMgr,
    mut module: Module,
    totals: &mut Totals,
) -> Result<(), String> {
    let entries = entry_names(cli, ctx, &module)?;
    let mut calls = Vec::new();
    for entry in &entries {
        let sig = entry_type(cli, ctx, &module, entry)?;
        // An object file is compiled, not run: it takes no inputs.
        let inputs = if cli.emit_object.is_some() {
            Vec::new()
        } else {
            read_inputs(cli, ctx, &module, entry, &sig)?
        };
        calls.push((entry.clone(), sig, inputs));
    }
    // Modules lowered here went through our bufferization: arguments are read-only for the
    // callee, so inputs are passed in place (a given llvm-level module might write them).
    let lowered_here = !is_llvm_only(ctx, &module);
    let lowering_start = std::time::Instant::now();
    let lowering_cpu = xla_melior::cpu_time::process_cpu_time();
    // The thread count first: the lowering splits products into one part per thread.
    xla_melior::set_threads(cli.threads.map_or(0, |n| n as usize));
    xla_melior::set_compile_threads(cli.compile_threads.map_or(0, |n| n as usize));
    if lowered_here {
        lower(ctx, sm, &mut module, cli.verify_each)?;
    }
    let lowering = xla_melior::Phase {
        name: "lower to the llvm dialect (our passes)",
        wall: lowering_start.elapsed(),
        cpu: xla_melior::cpu_time::process_cpu_time().saturating_sub(lowering_cpu),
    };
    let options = xla_melior::CallOptions {
        inputs_read_only: lowered_here,
    };
    let level = OptLevel::from_number(cli.opt_level).unwrap_or(OptLevel::O2);
    let render = |ds: Vec<xla_ir::Diag>| {
        ds.iter()
            .map(|d| render_diag(ctx, sm, d))
            .collect::<String>()
    };
    if let Some(obj) = &cli.emit_object {
        let [(entry, _, _)] = calls.as_slice() else {
            return Err(plain("--emit-object: give the entry function with --entry"));
        };
        xla_melior::tune_for_host(ctx, &mut module).map_err(render)?;
        let text = xla_melior::handoff_text(ctx, &module);
        let obj = obj
            .to_str()
            .ok_or_else(|| plain("--emit-object: the path is not UTF-8"))?;
        let header = match &cli.emit_header {
            Some(h) => Some(
                h.to_str()
                    .ok_or_else(|| plain("--emit-header: the path is not UTF-8"))?,
            ),
            None => None,
        };
        let export = xla_melior::ObjectEntry {
            name: entry,
            symbol: cli.object_symbol.as_deref(),
            header,
        };
        return xla_melior::emit_object_text(ctx, &text, level, obj, Some(export)).map_err(render);
    }
    let mut jit = JitModule::compile(ctx, &module, level).map_err(render)?;
    // Compile time as JAX's (lowering + compilation): our passes count too.
    jit.compile_time += lowering.wall;
    jit.phases.insert(0, lowering);
    if cli.timing {
        for p in &jit.phases {
            eprintln!(
                "timing: {}: {:.3} ms (CPU {:.3} ms)",
                p.name,
                p.wall.as_secs_f64() * 1e3,
                p.cpu.as_secs_f64() * 1e3
            );
        }
    }
    // Results are malloc'ed per call: the next call reuses freed blocks (no fresh pages to fault in).
    xla_melior::keep_freed_memory();
    let mut errors = String::new();
    for (entry, sig, inputs) in &calls {
        if let Err(e) = run_entry(cli, ctx, &jit, entry, sig, inputs, options, totals) {
            errors.push_str(&e);
        }
    }
    let report = xla_melior::check_runtime::take_report();
    for (loc, message) in &report.failures {
        eprintln!("{loc}: error: {message}");
    }
    totals.passed += report.passed;
    totals.failed += report.failed;
    totals.checks_seen |= report.passed + report.failed > 0;
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Calls one entry `--repeat` times and prints / writes its results.
#[allow(clippy::too_many_arguments)]
fn run_entry(
    cli: &Cli,
    ctx: &Context,
    jit: &JitModule,
    entry: &str,
    sig: &Option<Signature>,
    inputs: &[HostValue],
    options: xla_melior::CallOptions,
    totals: &mut Totals,
) -> Result<(), String> {
    let specs = match sig {
        Some((_, results)) => results
            .iter()
            .map(|&t| result_spec(ctx, t))
            .collect::<Result<Vec<_>, _>>()
            .map_err(plain)?,
        None => jit.scalar_results(entry).map_err(plain)?,
    };
    let mut times = Vec::new();
    let mut outputs = Vec::new();
    for _ in 0..cli.repeat {
        let start = std::time::Instant::now();
        // Each call's outputs are fresh (as JAX's); the previous ones are freed first.
        drop(std::mem::take(&mut outputs));
        outputs = jit
            .call_with(entry, inputs, &specs, options)
            .map_err(|e| plain(format!("--backend jit: {e}")))?;
        times.push(start.elapsed());
    }
    if cli.repeat > 1 {
        times.sort();
        eprintln!(
            "compile time: {:.3} ms",
            jit.compile_time.as_secs_f64() * 1e3
        );
        eprintln!(
            "median run time: {:.3} ms over {} runs",
            times[times.len() / 2].as_secs_f64() * 1e3,
            times.len()
        );
    }
    let types: Vec<Type> = match sig {
        Some((_, r)) => r.clone(),
        None => specs
            .iter()
            .map(|s| match s {
                ResultSpec::Scalar(k) | ResultSpec::MemRef { elem: k, .. } => scalar_type(ctx, *k),
            })
            .collect(),
    };
    let values = outputs
        .iter()
        .zip(&types)
        .map(|(v, &t)| from_host(ctx, t, v))
        .collect::<Result<Vec<_>, _>>()
        .map_err(plain)?;
    if cli.print {
        for v in &values {
            println!("{}", print_value(ctx, v));
        }
    }
    write_results(cli, &values, totals)
}

/// A program of several devices: its manual computations' bodies compiled (the module is
/// annotated with their names for the interpreter, which runs the code around them and one
/// thread per device calling the compiled body: docs/devices.md, "The JIT").
pub fn compile_devices(
    cli: &Cli,
    ctx: &Context,
    sm: &SourceMgr,
    module: &mut Module,
) -> Result<(JitModule, Module), String> {
    let devices = xla_jit_devices::devices::device_module(ctx, module).map_err(plain)?;
    let mut lowered = devices.clone();
    lower(ctx, sm, &mut lowered, cli.verify_each)?;
    let level = OptLevel::from_number(cli.opt_level).unwrap_or(OptLevel::O2);
    let jit = JitModule::compile(ctx, &lowered, level).map_err(|ds| {
        ds.iter()
            .map(|d| render_diag(ctx, sm, d))
            .collect::<String>()
    })?;
    Ok((jit, devices))
}
