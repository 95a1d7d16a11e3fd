//! The bridge proper (feature `melior`): public entry points over upstream MLIR/LLVM.

use crate::abi::{CallOptions, HostValue, LlvmSignature, LlvmType, ResultSpec};
use crate::llvm_ir::OptLevel;
use crate::{check_runtime, header, jit, llvm_ir, upstream};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};
use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::{Context, Diag, Module};

/// Parses and verifies `text` upstream, requires the llvm dialect only, then runs `f`.
fn with_llvm_module<T>(
    ctx: &Context,
    text: &str,
    f: impl FnOnce(&melior::Context, &melior::ir::Module, &upstream::DiagSink) -> Result<T, Vec<Diag>>,
) -> Result<T, Vec<Diag>> {
    let context = upstream::new_context();
    let sink = upstream::DiagSink::default();
    sink.attach(&context);
    let module = upstream::parse_and_verify(ctx, &context, &sink, text)?;
    upstream::check_llvm_only(ctx, &module)?;
    f(&context, &module, &sink)
}

fn plain_error(ctx: &Context, message: impl Into<String>) -> Vec<Diag> {
    vec![Diag::error(ctx.unknown_loc(), message)]
}

/// Translates and optimizes (for the host CPU) to an LLVM module.
fn optimized_llvm(
    ctx: &Context,
    module: &melior::ir::Module,
    sink: &upstream::DiagSink,
    level: OptLevel,
) -> Result<(llvm_ir::LlvmModule, llvm_ir::HostMachine), Vec<Diag>> {
    let mut llvm = llvm_ir::translate(module).map_err(|m| {
        if m.is_empty() {
            sink.take_or(ctx, "translation to LLVM IR failed")
        } else {
            plain_error(ctx, m)
        }
    })?;
    let machine = llvm_ir::host_machine(level).map_err(|m| plain_error(ctx, m))?;
    llvm.optimize(&machine, level)
        .map_err(|m| plain_error(ctx, m))?;
    Ok((llvm, machine))
}

/// Sets the threads that compiled parallel loops run on, the calling thread included (0: the
/// available cores, the default; 1: every loop on the calling thread). Results do not depend
/// on it (docs/lowering/parallel-runtime.md).
pub fn set_threads(n: usize) {
    xla_runtime::set_threads(n);
}

pub use crate::memory::keep_freed_memory;

/// The threads compiled parallel loops run on now.
pub fn threads() -> usize {
    xla_runtime::threads()
}

/// The host's target triple and CPU name, as LLVM detects them (what code is compiled for).
pub fn host_target() -> Result<(String, String), String> {
    let machine = llvm_ir::host_machine(OptLevel::O0)?;
    Ok((machine.triple.clone(), machine.cpu.clone()))
}

/// Asks LLVM to vectorize every function of `module` at the host's widest vectors
/// (`--llvm-prefer-vector-width`): LLVM's own tuning prefers 256 bits on Intel's AVX-512
/// cores. The JIT does it; `--emit-object` callers do it before `handoff_text`.
pub fn tune_for_host(ctx: &Context, module: &mut Module) -> Result<(), Vec<Diag>> {
    use xla_ir::pass::Pass;
    xla_passes::llvm_prefer_vector_width::LlvmPreferVectorWidth::default()
        .run(ctx, module.top.op_mut(module.op))
}

/// Our module as upstream MLIR text (generic form with locations).
pub fn handoff_text(ctx: &Context, module: &Module) -> String {
    upstream::handoff_text(ctx, module)
}

/// LLVM IR of an llvm-dialect module given as MLIR text, optimized at `level` for the host.
pub fn translate_text_to_llvm_ir(
    ctx: &Context,
    text: &str,
    level: OptLevel,
) -> Result<String, Vec<Diag>> {
    with_llvm_module(ctx, text, |_, module, sink| {
        Ok(optimized_llvm(ctx, module, sink, level)?.0.print())
    })
}

/// LLVM IR of our llvm-dialect module, optimized at `level` for the host.
pub fn translate_to_llvm_ir(
    ctx: &Context,
    module: &Module,
    level: OptLevel,
) -> Result<String, Vec<Diag>> {
    translate_text_to_llvm_ir(ctx, &handoff_text(ctx, module), level)
}

/// The entry function of an object file: its name in the module, the symbol to export it as
/// (e.g. `main` would collide with a C program's own `main`), and where to write a C header.
pub struct ObjectEntry<'a> {
    pub name: &'a str,
    pub symbol: Option<&'a str>,
    pub header: Option<&'a str>,
}

/// Compiles MLIR text to a native object file for the host.
pub fn emit_object_text(
    ctx: &Context,
    text: &str,
    level: OptLevel,
    object_path: &str,
    entry: Option<ObjectEntry>,
) -> Result<(), Vec<Diag>> {
    let context = upstream::new_context();
    let sink = upstream::DiagSink::default();
    sink.attach(&context);
    let mut module = upstream::parse_and_verify(ctx, &context, &sink, text)?;
    upstream::check_llvm_only(ctx, &module)?;
    if let Some(entry) = &entry {
        let mut name = entry.name.to_string();
        if let Some(symbol) = entry.symbol.filter(|s| *s != entry.name) {
            jit::rename_function(&context, &mut module, entry.name, symbol)
                .map_err(|m| plain_error(ctx, m))?;
            name = symbol.to_string();
        }
        if let Some(path) = entry.header {
            let sig = jit::signature(&module, &name).ok_or_else(|| {
                plain_error(ctx, format!("no llvm.func named '@{name}' for the header"))
            })?;
            let text = header::c_header(&name, &sig).map_err(|m| plain_error(ctx, m))?;
            std::fs::write(path, text)
                .map_err(|e| plain_error(ctx, format!("cannot write header '{path}': {e}")))?;
        }
    }
    let (llvm, machine) = optimized_llvm(ctx, &module, &sink, level)?;
    llvm.emit_object(&machine, object_path)
        .map_err(|m| plain_error(ctx, m))
}

/// No side part (`engine_of`).
fn no_side() -> Result<Vec<(String, usize)>, String> {
    Ok(Vec::new())
}

/// The pipeline of the leaves' side part: our generator unrolled and vectorized them
/// already, so `default<O2>`'s loop passes find nothing to do; this cleans up the index
/// arithmetic and hoists invariants. The 1024² product's macro-kernel: 38-40 ms of
/// optimization -> 6, its object 65-69 -> 33 ms after the start, run time the same (one
/// thread, six alternations: 14.8-16.7 ms with `default<O2>`, 14.5-15.2 with this).
const LEAF_PIPELINE: &str = "function(sroa,early-cse<memssa>,instcombine,simplifycfg,loop-mssa(licm),instcombine,simplifycfg)";

/// How a module is split for two compile threads (split_module.rs): the side's optimization
/// and code generation run while this thread builds, translates and optimizes the main part
/// (plus the engine's fixed setup, ~300 ops' worth), whose code generation follows. Measured
/// on the bench's programs (docs/performance.md, session 17): share 0.6 kept the product's
/// macro-kernel in the main part; without the fixed weight, an element-wise program's one
/// kernel stayed there too.
const SPLIT_POLICY: crate::split_module::Policy = crate::split_module::Policy {
    share: 0.75,
    main_fixed_ops: 300.0,
    min_side_ops: 100.0,
};

static COMPILE_THREADS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Sets the threads a JIT compile may use (0: the available cores, the default; 1: the whole
/// module on the calling thread). The generated code does not depend on it.
pub fn set_compile_threads(n: usize) {
    COMPILE_THREADS.store(n, std::sync::atomic::Ordering::Relaxed);
}

fn compile_threads() -> usize {
    match COMPILE_THREADS.load(std::sync::atomic::Ordering::Relaxed) {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
}

/// A module compiled by the JIT, ready to call.
pub struct JitModule {
    // Field order: the engine is dropped before the side object its code calls and before
    // the context it was created from.
    engine: jit::Engine,
    _side: Option<crate::side_object::SideObject>,
    signatures: BTreeMap<String, LlvmSignature>,
    _context: melior::Context,
    /// Wall time of parsing, verifying and compiling (LLVM optimization and codegen included).
    pub compile_time: Duration,
    /// `compile_time` by phase, in order (`--timing` of xla-run).
    pub phases: Vec<Phase>,
}

/// One phase of a compilation: its wall time and the CPU time of the process meanwhile.
#[derive(Clone, Copy, Debug)]
pub struct Phase {
    pub name: &'static str,
    pub wall: Duration,
    pub cpu: Duration,
}

impl JitModule {
    /// Compiles our llvm-dialect module: built in upstream MLIR through the C API
    /// (`direct_handoff`), or, where that declines, printed and parsed there.
    pub fn compile(ctx: &Context, module: &Module, level: OptLevel) -> Result<Self, Vec<Diag>> {
        let start = Instant::now();
        let cpu = crate::cpu_time::process_cpu_time();
        // Allocation failure in the compiled code returns from the call (see `Engine::call`).
        let mut module = module.clone();
        xla_passes::llvm_alloc_failure_exits::run(ctx, module.top.op_mut(module.op))?;
        tune_for_host(ctx, &mut module)?;
        crate::memory::keep_freed_pages();
        if compile_threads() > 1 {
            if let Some(split) = crate::split_module::split(ctx, &module, SPLIT_POLICY) {
                // Whatever fails there, the whole module's compile below reports it.
                if let Some(jit) = Self::compile_split(ctx, &split, level, start, cpu) {
                    return Ok(jit);
                }
            }
        }
        let context = upstream::new_context();
        let sink = upstream::DiagSink::default();
        sink.attach(&context);
        let compiled = match crate::direct_handoff::build(ctx, &context, &module) {
            Some(upstream_module) => {
                let built = Phase {
                    name: "build the upstream module (C API)",
                    wall: start.elapsed(),
                    cpu: crate::cpu_time::process_cpu_time().saturating_sub(cpu),
                };
                let mark = (Instant::now(), crate::cpu_time::process_cpu_time());
                let (engine, signatures) =
                    engine_of(ctx, &sink, &upstream_module, level, &[], no_side)?;
                let llvm = Phase {
                    name: "LLVM: translate, optimize, generate code",
                    wall: mark.0.elapsed(),
                    cpu: crate::cpu_time::process_cpu_time().saturating_sub(mark.1),
                };
                Some((engine, signatures, vec![built, llvm]))
            }
            None => None,
        };
        if let Some((engine, signatures, phases)) = compiled {
            return Ok(JitModule {
                engine,
                _side: None,
                signatures,
                _context: context,
                compile_time: start.elapsed(),
                phases,
            });
        }
        // Declined (or upstream's verifier disagreed): the text path, whose diagnostics
        // carry the source locations.
        drop(sink);
        drop(context);
        let text = handoff_text(ctx, &module);
        let printed = Phase {
            name: "print the llvm dialect",
            wall: start.elapsed(),
            cpu: crate::cpu_time::process_cpu_time().saturating_sub(cpu),
        };
        let mut jit = Self::compile_text(ctx, &text, level)?;
        jit.compile_time += printed.wall;
        jit.phases.insert(0, printed);
        Ok(jit)
    }

    /// Compiles a split module: its side parts on a second thread, its main part on this one
    /// (`None`: something failed).
    fn compile_split(
        ctx: &Context,
        split: &crate::split_module::Split,
        level: OptLevel,
        start: Instant,
        cpu: Duration,
    ) -> Option<Self> {
        crate::ffi::initialize_native_target();
        let side_functions = split.side_functions();
        std::thread::scope(|scope| {
            // The side parts from our module to objects, in an MLIR context of their own.
            let worker = scope.spawn(move || -> Result<Vec<Vec<u8>>, String> {
                let context = upstream::new_context();
                let sink = upstream::DiagSink::default();
                sink.attach(&context);
                let machine = llvm_ir::registered_host_machine(level)?;
                let mut objects = Vec::new();
                for side in &split.sides {
                    let module = crate::direct_handoff::build(ctx, &context, &side.module)
                        .ok_or("upstream declined a side part")?;
                    let mut llvm = llvm_ir::translate(&module)?;
                    drop(module);
                    if side.leaves && level != OptLevel::O0 {
                        llvm.set_target(&machine)?;
                        llvm.run_passes(&machine, LEAF_PIPELINE)?;
                    } else {
                        llvm.optimize(&machine, level)?;
                    }
                    objects.push(llvm.emit_object_bytes(&machine)?);
                }
                Ok(objects)
            });
            let context = upstream::new_context();
            let sink = upstream::DiagSink::default();
            sink.attach(&context);
            let main = crate::direct_handoff::build(ctx, &context, &split.main)?;
            let built = Phase {
                name: "build the upstream modules (C API)",
                wall: start.elapsed(),
                cpu: crate::cpu_time::process_cpu_time().saturating_sub(cpu),
            };
            let mark = (Instant::now(), crate::cpu_time::process_cpu_time());
            let mut side = None;
            let (engine, signatures) = engine_of(ctx, &sink, &main, level, &side_functions, || {
                let objects = worker
                    .join()
                    .map_err(|_| "the side part's compile panicked".to_string())??;
                let (jit, addresses) = crate::side_object::SideObject::load(
                    &objects,
                    &check_runtime::symbols(),
                    &side_functions,
                )?;
                side = Some(jit);
                Ok(addresses)
            })
            .ok()?;
            let llvm = Phase {
                name: "LLVM: translate, optimize, generate code (two threads)",
                wall: mark.0.elapsed(),
                cpu: crate::cpu_time::process_cpu_time().saturating_sub(mark.1),
            };
            drop(main);
            Some(JitModule {
                engine,
                _side: side,
                signatures,
                _context: context,
                compile_time: start.elapsed(),
                phases: vec![built, llvm],
            })
        })
    }

    /// Compiles an llvm-dialect module given as MLIR text.
    pub fn compile_text(ctx: &Context, text: &str, level: OptLevel) -> Result<Self, Vec<Diag>> {
        let start = Instant::now();
        crate::memory::keep_freed_pages();
        let mut phases = Vec::new();
        let mut mark = (start, crate::cpu_time::process_cpu_time());
        let mut phase = |name: &'static str| {
            let now = (Instant::now(), crate::cpu_time::process_cpu_time());
            phases.push(Phase {
                name,
                wall: now.0 - mark.0,
                cpu: now.1.saturating_sub(mark.1),
            });
            mark = now;
        };
        let context = upstream::new_context();
        let sink = upstream::DiagSink::default();
        sink.attach(&context);
        let (engine, signatures) = {
            let module = upstream::parse_and_verify(ctx, &context, &sink, text)?;
            phase("parse and verify (upstream)");
            let compiled = engine_of(ctx, &sink, &module, level, &[], no_side)?;
            phase("LLVM: translate, optimize, generate code");
            compiled
        };
        Ok(JitModule {
            engine,
            _side: None,
            signatures,
            _context: context,
            compile_time: start.elapsed(),
            phases,
        })
    }

    /// The LLVM signature of `name`.
    pub fn signature(&self, name: &str) -> Option<&LlvmSignature> {
        self.signatures.get(name)
    }

    /// Names of the module's functions.
    pub fn functions(&self) -> impl Iterator<Item = &str> {
        self.signatures.keys().map(String::as_str)
    }

    /// Calls `name` with `args` (copied into fresh buffers); the return value is decoded as
    /// `results` describe.
    pub fn call(
        &self,
        name: &str,
        args: &[HostValue],
        results: &[ResultSpec],
    ) -> Result<Vec<HostValue>, String> {
        self.call_with(name, args, results, CallOptions::default())
    }

    /// [`JitModule::call`], passing buffers as `options` allow (in place when read-only).
    pub fn call_with(
        &self,
        name: &str,
        args: &[HostValue],
        results: &[ResultSpec],
        options: CallOptions,
    ) -> Result<Vec<HostValue>, String> {
        let sig = self
            .signatures
            .get(name)
            .ok_or_else(|| format!("the module has no function '@{name}'"))?;
        self.engine.call(name, sig, args, results, options)
    }

    /// The module as several threads may call it at once: the devices of a program of
    /// several devices, each thread calling the compiled function as its device.
    pub fn concurrent(&self) -> ConcurrentCalls<'_> {
        ConcurrentCalls(self)
    }

    /// Result specs derived from the LLVM signature alone: scalars only (a memref descriptor
    /// does not record its element type).
    pub fn scalar_results(&self, name: &str) -> Result<Vec<ResultSpec>, String> {
        let sig = self
            .signatures
            .get(name)
            .ok_or_else(|| format!("the module has no function '@{name}'"))?;
        let is_descriptor = |t: &LlvmType| *t == LlvmType::memref_descriptor(memref_rank(t));
        let fields = match &sig.result {
            LlvmType::Void => return Ok(Vec::new()),
            t if is_descriptor(t) => vec![t.clone()],
            LlvmType::Struct(fs) => fs.clone(),
            other => vec![other.clone()],
        };
        let mut specs = Vec::new();
        for (i, f) in fields.iter().enumerate() {
            match jit::elem_of(f) {
                Some(k) => specs.push(ResultSpec::Scalar(k)),
                None if is_descriptor(f) => {
                    return Err(format!(
                        "result #{i} of '@{name}' is a memref descriptor, whose element type the llvm dialect does not record: run the module before lowering it (xla-run lowers it for the JIT)"
                    ))
                }
                None => return Err(format!("result #{i} of '@{name}' has type {f}, which the JIT cannot return to the host")),
            }
        }
        Ok(specs)
    }
}

fn memref_rank(t: &LlvmType) -> usize {
    match t {
        LlvmType::Struct(fs) => match fs.get(3) {
            Some(LlvmType::Array(n, _)) => *n as usize,
            _ => 0,
        },
        _ => 0,
    }
}

/// Top-level `llvm.func` names of an upstream module (with `defined_only`, those with a body).
fn function_names(module: &melior::ir::Module, defined_only: bool) -> Vec<String> {
    use melior::ir::operation::OperationLike;
    use melior::ir::{BlockLike, RegionLike};
    let mut names = Vec::new();
    let mut op = module.body().first_operation();
    while let Some(o) = op {
        let wanted = !defined_only || o.region(0).ok().and_then(|r| r.first_block()).is_some();
        if o.name().as_string_ref().as_str().ok() == Some(llvm_ops::FuncOp::NAME) && wanted {
            if let Some(s) = o
                .attribute("sym_name")
                .ok()
                .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
            {
                names.push(s.value().to_string());
            }
        }
        op = o.next_in_block();
    }
    names
}

/// The JIT engine of an upstream llvm-dialect module, and its functions' signatures. The
/// functions `side_names` are declared in `module` and defined in a side object: `side`,
/// called once the engine has optimized the module and before it generates code, gives
/// their addresses.
fn engine_of(
    ctx: &Context,
    sink: &upstream::DiagSink,
    module: &melior::ir::Module,
    level: OptLevel,
    side_names: &[String],
    side: impl FnOnce() -> Result<Vec<(String, usize)>, String>,
) -> Result<(jit::Engine, BTreeMap<String, LlvmSignature>), Vec<Diag>> {
    upstream::check_llvm_only(ctx, module)?;
    let symbols = check_runtime::symbols();
    let mut names: Vec<&str> = symbols.iter().map(|(n, _)| *n).collect();
    names.extend(side_names.iter().map(String::as_str));
    let missing = jit::unresolved_declarations(module, &names);
    if !missing.is_empty() {
        return Err(missing
            .into_iter()
            .map(|(name, loc)| {
                Diag::error(
                    upstream::to_loc_of(ctx, loc),
                    format!("'@{name}' is declared but defined nowhere: not in the module, the check runtime or the process, so the JIT cannot link it"),
                )
            })
            .collect());
    }
    let engine = jit::Engine::create(module, level.as_number()).map_err(|_| {
        // The engine reports no reason: translate ourselves for upstream's diagnostics
        // (translating first every time cost ~4% of a compile).
        match llvm_ir::translate(module) {
            Err(m) if m.is_empty() => sink.take_or(ctx, "translation to LLVM IR failed"),
            Err(m) => plain_error(ctx, m),
            Ok(_) => sink.take_or(ctx, "the JIT could not compile the module"),
        }
    })?;
    engine.register(&symbols);
    let side_symbols = side().map_err(|m| plain_error(ctx, m))?;
    let side_pointers: Vec<(&str, *mut ())> = side_symbols
        .iter()
        .map(|(n, a)| (n.as_str(), *a as *mut ()))
        .collect();
    engine.register(&side_pointers);
    engine.initialize();
    let names = function_names(module, false);
    // Declarations resolve to the process's own symbols, which perf names already.
    let defined = function_names(module, true);
    let mut addresses: Vec<(usize, String)> = defined
        .iter()
        .filter_map(|n| Some((engine.address(n)?, n.clone())))
        .chain(side_symbols.iter().map(|(n, a)| (*a, n.clone())))
        .collect();
    crate::perf_map::record(&mut addresses);
    let signatures = names
        .into_iter()
        .filter_map(|n| jit::signature(module, &n).map(|s| (n, s)))
        .collect();
    Ok((engine, signatures))
}

/// Calls of a [`JitModule`]'s functions from several threads at once ([`JitModule::concurrent`]).
pub struct ConcurrentCalls<'j>(&'j JitModule);

// SAFETY: a call only reads the signature map and looks the function up in the execution
// engine (ORC's symbol table is internally synchronized), then runs compiled code, which
// keeps its state in its own buffers; the runtime it calls synchronizes its shared state
// (check report and thread pool behind locks, collective devices per thread). The MLIR
// context, which is not thread-safe, is not touched after compilation.
unsafe impl Sync for ConcurrentCalls<'_> {}

impl ConcurrentCalls<'_> {
    /// [`JitModule::call`].
    pub fn call(
        &self,
        name: &str,
        args: &[HostValue],
        results: &[ResultSpec],
    ) -> Result<Vec<HostValue>, String> {
        self.0.call(name, args, results)
    }
}
