//! `--lower-to-loops`: the pipeline hlo → linalg on tensors → fused linalg → linalg on
//! buffers → scf loops, then canonicalize (see docs/lowering/pipeline.md). Built from the
//! registered passes with the pass manager's pipeline API ([`pipeline`]); the pass runs that
//! pipeline on the module it is given.

use xla_ir::pass::{OpPassManager, Pass, PassInfo, PassManager, PassRegistry, RunOptions};
use xla_ir::{Context, Diag, Module, OpData};

pub const ARGUMENT: &str = "lower-to-loops";
const DESCRIPTION: &str = "Lower hlo to scf loops over memrefs (hlo-legalize-quant-to-int, hlo-legalize-jax-custom-calls, hlo-legalize-composite-to-call, inline{default-pipeline=}, chlo-legalize-to-hlo, hlo-legalize-to-linalg, linalg-fuse-elementwise, bufferize, convert-linalg-to-loops, scf-parallel-loop-fusion, scf-reuse-loop-values, convert-complex-to-standard, canonicalize)";

/// The passes of the pipeline, in order. Quantized values first become their storage integers
/// with explicit arithmetic (the later stages know no quantized types). Composites become calls of their decompositions and
/// calls are inlined first, as XLA does (a reducer or
/// comparator that calls a function then lowers like any other body), without the inliner's
/// canonicalization: folding is `--canonicalize`'s job, before the pipeline.
pub const STAGES: &[&str] = &[
    "hlo-legalize-quant-to-int",
    "hlo-legalize-jax-custom-calls",
    "hlo-legalize-composite-to-call",
    "inline{default-pipeline=}",
    "chlo-legalize-to-hlo",
    "hlo-legalize-to-linalg",
    "linalg-fuse-elementwise",
    "bufferize",
    "convert-linalg-to-loops",
    "scf-parallel-loop-fusion",
    "scf-reuse-loop-values",
    "convert-complex-to-standard",
    "canonicalize",
];

/// The pipeline of `stages` (each `name` or `name{key=value ...}`, nested on its anchor as
/// mlir-opt's `--pass` flags), or the first stage `registry` cannot make.
pub fn pipeline_of(registry: &PassRegistry, stages: &[&str]) -> Result<OpPassManager, String> {
    let mut pm = OpPassManager::module();
    for &stage in stages {
        let (name, options) = stage
            .split_once('{')
            .map_or((stage, ""), |(n, o)| (n, o.trim_end_matches('}')));
        let mut pass = registry.create(name).ok_or_else(|| stage.to_string())?;
        for option in options.split_whitespace() {
            let (key, value) = option.split_once('=').unwrap_or((option, "true"));
            pass.set_option(key, value)
                .map_err(|e| format!("{stage}: {e}"))?;
        }
        pm.add_pass_auto_nest(pass);
    }
    Ok(pm)
}

/// The `--lower-to-loops` pipeline built from `registry`.
pub fn pipeline(registry: &PassRegistry) -> Result<OpPassManager, String> {
    pipeline_of(registry, STAGES)
}

/// Every pass of this crate and the core.
pub fn full_registry() -> PassRegistry {
    let mut registry = PassRegistry::with_core_passes();
    crate::register_all(&mut registry);
    registry
}

/// Runs `pm` on a module op given as its data (the pass manager runs on modules: the op's
/// body, attributes and properties move into a scratch module and back).
pub fn run_on_module_op(
    ctx: &Context,
    op: &mut OpData,
    pm: OpPassManager,
) -> Result<(), Vec<Diag>> {
    let mut scratch = Module::new(ctx, op.loc);
    let Some(body) = op.isolated_body_mut() else {
        return Ok(());
    };
    std::mem::swap(body, scratch.body_mut());
    let data = scratch.top.op_mut(scratch.op);
    std::mem::swap(&mut data.attrs, &mut op.attrs);
    std::mem::swap(&mut data.props, &mut op.props);
    let options = RunOptions {
        threading: false,
        ..RunOptions::default()
    };
    let report = PassManager::new(pm, options).run(ctx, &mut scratch, &mut |_| {});
    let data = scratch.top.op_mut(scratch.op);
    std::mem::swap(&mut data.attrs, &mut op.attrs);
    std::mem::swap(&mut data.props, &mut op.props);
    if let Some(body) = op.isolated_body_mut() {
        std::mem::swap(body, scratch.body_mut());
    }
    report.result
}

#[derive(Default)]
pub struct LowerToLoops;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(LowerToLoops),
    }
}

impl Pass for LowerToLoops {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "LowerToLoops"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(xla_ir::builtin::ModuleOp::NAME)
    }
    fn pipeline_stages(&self) -> Option<Vec<String>> {
        Some(STAGES.iter().map(|&s| s.to_owned()).collect())
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let pm = pipeline(&full_registry()).map_err(|missing| {
            vec![Diag::error(
                op.loc,
                format!("--{ARGUMENT}: its pass '--{missing}' is not available in this build yet (see docs/lowering/pipeline.md)"),
            )]
        })?;
        run_on_module_op(ctx, op, pm)
    }
}
