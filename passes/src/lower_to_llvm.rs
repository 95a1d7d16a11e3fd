//! `--lower-to-llvm`: `--lower-to-loops` (with `--linalg-matmul-to-microkernel` after
//! `--bufferize`), `--scf-version-trig-loops` and `--math-polynomial-approximation` (unless
//! `approximate-math=false`),
//! `--convert-scf-parallel-to-runtime` (unless `parallel=false`), `--convert-scf-to-cf`,
//! `--convert-to-llvm`,
//! `--reconcile-unrealized-casts`, `--cse`, `--llvm-optnone-straight-line-entries` (the entry's
//! straight-line code is compiled without optimization: docs/performance.md, session 7), built with the pass manager's pipeline API; afterwards
//! only `builtin.module` and llvm ops may remain: any other op is reported at its location
//! (see docs/lowering/to-llvm.md, docs/lowering/math-approximation.md).

use crate::lower_to_loops::{full_registry, pipeline_of, run_on_module_op};
use xla_ir::pass::{
    parse_bool_option, parse_int_option, OpPassManager, Pass, PassInfo, PassManager, PassOptionDoc,
    RunOptions,
};
use xla_ir::{Body, Context, Diag, Module, OpData, OpRef};

pub const ARGUMENT: &str = "lower-to-llvm";
const DESCRIPTION: &str =
    "Lower hlo to the llvm dialect (lower-to-loops with linalg-matmul-to-microkernel after bufferize, scf-version-trig-loops, math-polynomial-approximation, scf-vectorize-reductions, scf-split-reductions, convert-scf-parallel-to-runtime, scf-loop-interleave, convert-scf-to-cf, convert-to-llvm, reconcile-unrealized-casts, cse, llvm-optnone-straight-line-entries)";

/// The stages with their default options: `--lower-to-loops`'s stages with the matmul code
/// generator after `bufferize` (float matmuls become packed vector micro-kernels,
/// docs/lowering/matmul-kernel.md; `--lower-to-loops` itself keeps scalar loops only), the
/// math approximations, the parallel runtime, then the conversion to llvm.
pub fn stages() -> Vec<&'static str> {
    let mut stages = Vec::new();
    for &stage in crate::lower_to_loops::STAGES {
        stages.push(stage);
        if stage == "bufferize" {
            stages.push(crate::matmul_kernel::ARGUMENT);
        }
    }
    stages.extend([
        crate::scf_version_trig_loops::ARGUMENT,
        APPROXIMATE_MATH,
        crate::scf_vectorize_reductions::ARGUMENT,
        SPLIT_REDUCTIONS,
        PARALLEL_STAGE,
        crate::scf_loop_interleave::ARGUMENT,
        "convert-scf-to-cf",
        "convert-to-llvm",
        "reconcile-unrealized-casts",
        // Half of the lowered ops are duplicates (constants, index arithmetic, descriptor
        // fields): removing them here costs ~2% of what printing, parsing, translating and
        // optimizing them again costs, and the unoptimized entry (next stage) needs it.
        "cse",
        crate::optnone_straight_line::ARGUMENT,
    ]);
    stages
}

/// The last stage: reports every op that is not llvm.
pub const VERIFY_ARGUMENT: &str = "verify-lowered-to-llvm";

/// The parallel runtime stage (the `parallel` option turns it off): every outermost parallel
/// loop is outlined, the small ones called directly, so that no function holds many loop
/// nests (LLVM's loop passes are superlinear in a function's size: docs/performance.md,
/// session 6).
const PARALLEL_STAGE: &str = "convert-scf-parallel-to-runtime{outline-sequential=true}";

/// Large reductions to one value in parallel chunks (only with the runtime: `parallel`).
const SPLIT_REDUCTIONS: &str = crate::scf_split_reductions::ARGUMENT;

/// The stage the `approximate-math` option turns off.
const APPROXIMATE_MATH: &str = crate::math_approximation::ARGUMENT;

/// The pass; `parallel=false` leaves out `--convert-scf-parallel-to-runtime` (every loop
/// runs on the calling thread, and the module needs no runtime).
pub struct LowerToLlvm {
    pub parallel: bool,
    /// Expand f32 transcendental math ops to vectorizable arith (as XLA's CPU backend does)
    /// rather than calling libm.
    pub approximate_math: bool,
    /// Results of at least this many bytes are written with non-temporal stores
    /// (`--scf-nontemporal-stores`); 0, the default, leaves them regular stores.
    pub nontemporal_min_bytes: i64,
    /// Long element-wise loops ask LLVM to interleave (`--scf-loop-interleave`).
    pub interleave: bool,
}

impl Default for LowerToLlvm {
    fn default() -> Self {
        LowerToLlvm {
            parallel: true,
            approximate_math: true,
            nontemporal_min_bytes: 0,
            interleave: true,
        }
    }
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(LowerToLlvm::default()),
    }
}

/// The last stage of `--lower-to-llvm`: only `builtin.module` and llvm ops may remain.
pub struct VerifyLoweredToLlvm;

const VERIFY_DESCRIPTION: &str =
    "Report every op that is not in the llvm dialect (the last stage of lower-to-llvm)";

pub fn verify_info() -> PassInfo {
    PassInfo {
        argument: VERIFY_ARGUMENT,
        description: VERIFY_DESCRIPTION,
        factory: || Box::new(VerifyLoweredToLlvm),
    }
}

impl Pass for VerifyLoweredToLlvm {
    fn argument(&self) -> &'static str {
        VERIFY_ARGUMENT
    }
    fn description(&self) -> &'static str {
        VERIFY_DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "VerifyLoweredToLLVM"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(xla_ir::builtin::ModuleOp::NAME)
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let mut errors = Vec::new();
        if let Some(body) = op.isolated_body() {
            leftovers(ctx, body, &mut errors);
        }
        // A cast left around an op that is not lowered is its consequence: the op is named first.
        errors.sort_by_key(|d| d.message.contains(CAST_LEFT));
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }
}

const CAST_LEFT: &str = "a type conversion that no lowering resolved remains";

/// Every op of `body` (and of the bodies nested in it) that is not llvm, as a diagnostic.
fn leftovers(ctx: &Context, body: &Body, out: &mut Vec<Diag>) {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        for &r in body.root_regions() {
            visit_region(ctx, body, r, out);
        }
    })
}

fn visit_region(ctx: &Context, body: &Body, region: xla_ir::RegionId, out: &mut Vec<Diag>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            let r = OpRef::new(ctx, body, op);
            let name = r.name_str();
            if !name.starts_with("llvm.") && name != xla_ir::builtin::ModuleOp::NAME {
                let attr_type = r.attr("type").and_then(|a| ctx.attr_as_type(a));
                let types = r
                    .operand_types()
                    .into_iter()
                    .chain(r.result_types())
                    .chain(attr_type)
                    .chain(
                        r.attr("function_type")
                            .and_then(|a| ctx.attr_as_type(a))
                            .and_then(|t| ctx.function_signature(t))
                            .map(|(i, o)| i.iter().chain(o).copied().collect::<Vec<_>>())
                            .unwrap_or_default(),
                    );
                let unconvertible = types
                    .into_iter()
                    .find(|&t| crate::to_llvm::convert_type(ctx, t).is_none());
                let why = if let Some(t) = unconvertible {
                    format!(
                        "type '{}' has no llvm equivalent",
                        xla_ir::asm::type_to_string(ctx, t)
                    )
                } else if name == xla_ir::builtin::UnrealizedConversionCastOp::NAME {
                    CAST_LEFT.to_string()
                } else {
                    format!(
                        "{} ops are not lowered to llvm",
                        r.def().map_or(name, |d| d.dialect_name())
                    )
                };
                out.push(r.error(format!(
                    "failed to legalize to llvm: {why} (see docs/lowering/to-llvm.md)"
                )));
                continue;
            }
            stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                let (nested, regions) = body.op_regions(op);
                for &reg in regions {
                    visit_region(ctx, nested, reg, out);
                }
            });
        }
    }
}

impl Pass for LowerToLlvm {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "LowerToLLVM"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(xla_ir::builtin::ModuleOp::NAME)
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "parallel" => self.parallel = parse_bool_option(name, value)?,
            "approximate-math" => self.approximate_math = parse_bool_option(name, value)?,
            "interleave" => self.interleave = parse_bool_option(name, value)?,
            "nontemporal-min-bytes" => {
                self.nontemporal_min_bytes = parse_int_option(name, value)?;
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![
            ("approximate-math".into(), self.approximate_math.to_string()),
            ("interleave".into(), self.interleave.to_string()),
            (
                "nontemporal-min-bytes".into(),
                self.nontemporal_min_bytes.to_string(),
            ),
            ("parallel".into(), self.parallel.to_string()),
        ]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![
            PassOptionDoc {
                name: "approximate-math",
                value_kind: "bool",
                description: "Expand f32/f16/bf16 tanh, exp, log, erf, sin, cos, ... into vectorizable polynomial approximations instead of libm calls (default true; docs/lowering/math-approximation.md)",
            },
            PassOptionDoc {
                name: "interleave",
                value_kind: "bool",
                description: "Ask LLVM to interleave the vector iterations of long element-wise loops (scf-loop-interleave; default true, docs/lowering/scf-loop-interleave.md)",
            },
            PassOptionDoc {
                name: "nontemporal-min-bytes",
                value_kind: "int",
                description: "Write results of at least this many bytes with non-temporal stores (scf-nontemporal-stores; needs parallel; default 0: off, docs/lowering/scf-nontemporal-stores.md)",
            },
            PassOptionDoc {
                name: "parallel",
                value_kind: "bool",
                description: "Run large parallel loops on the runtime's thread pool (convert-scf-parallel-to-runtime)",
            },
        ]
    }
    fn pipeline_stages(&self) -> Option<Vec<String>> {
        Some(
            stages()
                .into_iter()
                .filter(|&s| self.parallel || (s != PARALLEL_STAGE && s != SPLIT_REDUCTIONS))
                .filter(|&s| {
                    self.approximate_math
                        || (s != APPROXIMATE_MATH && s != crate::scf_version_trig_loops::ARGUMENT)
                })
                .filter(|&s| self.interleave || s != crate::scf_loop_interleave::ARGUMENT)
                .chain([VERIFY_ARGUMENT])
                .flat_map(|s| {
                    // The staged chunks need the runtime's per-task stack buffers and fences.
                    let streams = s == PARALLEL_STAGE && self.nontemporal_min_bytes > 0;
                    let stream = streams.then(|| {
                        format!(
                            "{}{{min-bytes={}}}",
                            crate::scf_nontemporal_stores::ARGUMENT,
                            self.nontemporal_min_bytes
                        )
                    });
                    stream.into_iter().chain([s.to_string()])
                })
                .collect(),
        )
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let stages = self.pipeline_stages().unwrap_or_default();
        let stages: Vec<&str> = stages.iter().map(String::as_str).collect();
        let pm = pipeline_of(&full_registry(), &stages).map_err(|missing| {
            vec![Diag::error(
                op.loc,
                format!("--{ARGUMENT}: its pass '--{missing}' is not available in this build"),
            )]
        })?;
        run_on_module_op(ctx, op, pm)
    }
}

/// Lowers `module` to the llvm dialect for a JIT: the stages run in one pass manager with
/// function pipelines on the thread pool; without `verify_each` the verifier runs once, on
/// the lowered module (after every stage it was half of the lowering's time:
/// docs/performance.md, session 7). Remarks and warnings go to `sink`.
pub fn lower_module(
    ctx: &Context,
    module: &mut Module,
    verify_each: bool,
    sink: &mut dyn FnMut(&str),
) -> Result<(), Vec<Diag>> {
    let registry = full_registry();
    let mut pm = OpPassManager::module();
    pm.add_pass_auto_nest(Box::new(LowerToLlvm::default()));
    pm.expand_composites(&registry)
        .map_err(|e| vec![Diag::error(ctx.unknown_loc(), e)])?;
    let options = RunOptions {
        verify_each,
        ..RunOptions::default()
    };
    PassManager::new(pm, options)
        .run(ctx, module, sink)
        .result?;
    if !verify_each {
        xla_ir::verify::verify_module(ctx, module)?;
    }
    Ok(())
}
