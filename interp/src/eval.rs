//! The evaluator: runs functions and regions op by op, dispatching each op to the evaluation
//! its dialect registered ([`Registry`]).

use crate::value::Value;
use rustc_hash::FxHashMap;
use std::any::{Any, TypeId};
use std::cell::RefCell;
use xla_dialect_func::ops as func_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::ir::ValueDef;
use xla_ir::{BlockId, Body, Context, DResult, Diag, Module, OpId, OpRef, RegionId, ValueId};

/// How one op evaluates: gets its operands' values, returns its results' values.
pub type EvalFn = for<'e, 'a> fn(&OpEval<'e, 'a>, &[Value]) -> DResult<Vec<Value>>;

/// How a branching terminator evaluates: which successor it takes and that block's arguments.
pub type BranchFn = for<'e, 'a> fn(&OpEval<'e, 'a>, &[Value]) -> DResult<(usize, Vec<Value>)>;

/// Makes a fresh per-run state of one type, in its `RefCell`.
type StateFactory = fn() -> Box<dyn Any + Send>;

fn new_state<T: Default + Send + 'static>() -> Box<dyn Any + Send> {
    Box::new(RefCell::new(T::default()))
}

/// The interpreter's evaluation of one op, attached to the op's definition as an external
/// model ([`Registry::attach`], upstream's `attachInterface`), so that dispatch reads it from
/// the op instead of looking its name up.
pub struct Evaluation {
    pub eval: Option<EvalFn>,
    /// For terminators with several successors.
    pub branch: Option<BranchFn>,
}

/// Op name (canonical, e.g. `hlo.add`) to evaluation; each dialect adds its ops
/// (and, for terminators with several successors such as `cf.cond_br`, a [`BranchFn`]),
/// and the types of the state its evaluations keep during a run ([`Registry::add_state`]).
#[derive(Default)]
pub struct Registry {
    ops: FxHashMap<&'static str, EvalFn>,
    branches: FxHashMap<&'static str, BranchFn>,
    states: FxHashMap<TypeId, StateFactory>,
}

impl Registry {
    pub fn new() -> Self {
        Self::default()
    }
    /// func, arith, math, hlo, chlo and check: everything this crate evaluates.
    pub fn with_all() -> Self {
        let mut r = Registry::new();
        crate::func::register(&mut r);
        crate::arith::register(&mut r);
        crate::math::register(&mut r);
        crate::complex::register(&mut r);
        crate::cast::register(&mut r);
        crate::hlo::register(&mut r);
        crate::check::register(&mut r);
        crate::chlo::register(&mut r);
        crate::parallel::register(&mut r);
        crate::probe::register(&mut r);
        crate::hlo::collective::register(&mut r);
        crate::devices::register(&mut r);
        crate::memref::register(&mut r);
        crate::bufferization::register(&mut r);
        crate::linalg::register(&mut r);
        crate::tensor::register(&mut r);
        crate::scf::register(&mut r);
        crate::cf::register(&mut r);
        crate::llvm::register(&mut r);
        crate::vector::register(&mut r);
        r
    }
    pub fn add(&mut self, name: &'static str, f: EvalFn) {
        self.ops.insert(name, f);
    }
    /// Declares per-run state of type `T` (memref globals, llvm globals, probes): every
    /// [`Interp`] starts with a default `T`, which the dialect's evaluations reach with
    /// [`OpEval::state`], so the interpreter itself knows no dialect's state.
    pub fn add_state<T: Default + Send + 'static>(&mut self) {
        self.states.insert(TypeId::of::<T>(), new_state::<T>);
    }
    /// The evaluation of `name`; `stablehlo.*`/`mhlo.*` names (unregistered ops kept under
    /// their alias) find the `hlo.*` evaluation.
    pub fn get(&self, name: &str) -> Option<EvalFn> {
        self.ops.get(name).copied().or_else(|| {
            let rest = name
                .strip_prefix("stablehlo.")
                .or_else(|| name.strip_prefix("mhlo."))?;
            self.ops.get(format!("hlo.{rest}").as_str()).copied()
        })
    }
    pub fn supports(&self, name: &str) -> bool {
        self.ops.contains_key(name) || self.branches.contains_key(name)
    }
    /// Registers a terminator with successors.
    pub fn add_branch(&mut self, name: &'static str, f: BranchFn) {
        self.branches.insert(name, f);
    }
    /// Attaches each evaluation to its op's definition in `ctx` as an [`Evaluation`] model:
    /// interpreters on `ctx` then dispatch through the op, not by name. Call after loading
    /// the dialects (ops of dialects loaded later are found by name).
    pub fn attach(&self, ctx: &mut Context) {
        let models: Vec<(String, Evaluation)> = ctx
            .registered_ops()
            .filter_map(|d| {
                let eval = self.ops.get(d.name.as_str()).copied();
                let branch = self.branches.get(d.name.as_str()).copied();
                (eval.is_some() || branch.is_some())
                    .then(|| (d.name.clone(), Evaluation { eval, branch }))
            })
            .collect();
        for (name, model) in models {
            ctx.attach_op_interface::<Evaluation>(&name, Box::new(model));
        }
    }
}

/// Outcome of the check ops run so far.
#[derive(Default, Debug, Clone)]
pub struct CheckStats {
    pub passed: usize,
    pub failed: usize,
    /// One message per failed check.
    pub failures: Vec<Diag>,
}

/// Values of one region's SSA names, chained to the enclosing region's (for captures).
pub struct Env<'p> {
    parent: Option<&'p Env<'p>>,
    map: FxHashMap<ValueId, Value>,
    /// Bytes of `map`'s values charged to the run's budget (see `Interp::bind`).
    held: u64,
}

impl Env<'_> {
    fn get(&self, v: ValueId) -> Option<&Value> {
        self.map
            .get(&v)
            .or_else(|| self.parent.and_then(|p| p.get(v)))
    }
}

/// An interpreter over one module (or none, to evaluate single ops).
pub struct Interp<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
    pub module: Option<&'a Module>,
    functions: FxHashMap<String, (&'a Body, OpId)>,
    pub checks: RefCell<CheckStats>,
    /// Set when running as one of several simulated processes (collectives).
    pub process: Option<crate::parallel::Process>,
    /// Set when this process is one device of a program spread over processes (MPI).
    pub distributed: Option<crate::transport::DistributedDevice>,
    /// Per-dialect state by type, one `RefCell<T>` for each type the registry declares.
    states: FxHashMap<TypeId, Box<dyn Any + Send>>,
    /// Where `interpreter.run_parallel` runs its programs when not in this interpreter (the
    /// JIT's compiled functions).
    pub device_programs: Option<&'a dyn crate::parallel::DevicePrograms>,
    /// Where `interpreter.probe` also serializes its values (`index.csv` + `.npy` files), and
    /// where `check.expect_serialized_eq` finds values probed by an earlier run.
    pub probe_dir: Option<std::path::PathBuf>,
    /// Regions being run right now (calls and op regions), to stop runaway recursion.
    depth: std::cell::Cell<usize>,
    /// Bytes held by the SSA values of the regions being run (within `MAX_LIVE_BYTES`).
    live_bytes: std::cell::Cell<u64>,
}

/// The deepest nesting of regions (calls included) a program may reach.
pub const MAX_DEPTH: usize = 10_000;

/// The op being evaluated, with access to its regions.
pub struct OpEval<'e, 'a> {
    pub interp: &'e Interp<'a>,
    pub op: OpRef<'a>,
    env: Option<&'e Env<'e>>,
}

impl<'e, 'a> OpEval<'e, 'a> {
    pub fn ctx(&self) -> &'a Context {
        self.interp.ctx
    }
    pub fn error(&self, msg: impl std::fmt::Display) -> Diag {
        self.op.error(msg)
    }
    pub fn num_regions(&self) -> usize {
        self.op.num_regions()
    }
    /// The interpreter's state of type `T` (declared with [`Registry::add_state`]).
    pub fn state<T: 'static>(&self) -> DResult<&'e RefCell<T>> {
        self.interp.state::<T>().ok_or_else(|| {
            self.error(format!(
                "needs interpreter state `{}`, which the registry does not declare",
                std::any::type_name::<T>()
            ))
        })
    }
    /// Runs region `i` with `args` as its entry block's arguments; returns the terminator's operands.
    pub fn run_region(&self, i: usize, args: Vec<Value>) -> DResult<Vec<Value>> {
        let (body, regions) = self.op.body.op_regions(self.op.id);
        let region = *regions
            .get(i)
            .ok_or_else(|| self.error(format!("has no region #{i}")))?;
        let isolated = self.op.body.op(self.op.id).isolated_body().is_some();
        let parent = if isolated { None } else { self.env };
        self.interp.run_region(body, region, args, parent)
    }
}

impl<'e, 'a> OpEval<'e, 'a> {
    /// Runs a region of an op nested in this op's regions (e.g. the reductions of the
    /// `scf.reduce` ending `scf.parallel`'s body); it sees the values this op sees.
    pub fn run_nested_region(
        &self,
        body: &'a Body,
        region: RegionId,
        args: Vec<Value>,
    ) -> DResult<Vec<Value>> {
        self.interp.run_region(body, region, args, self.env)
    }
}

impl<'a> Interp<'a> {
    pub fn new(ctx: &'a Context, registry: &'a Registry, module: Option<&'a Module>) -> Self {
        let mut functions = FxHashMap::default();
        if let Some(m) = module {
            let (body, regions) = m.top.op_regions(m.op);
            for &r in regions {
                for b in body.region_blocks(r) {
                    for op in body.block_ops(b) {
                        let o = OpRef::new(ctx, body, op);
                        if o.isa::<func_ops::FuncOp>() || o.isa::<llvm_ops::FuncOp>() {
                            if let Some(name) = o.attr("sym_name").and_then(|a| ctx.attr_as_str(a))
                            {
                                functions.insert(name.to_string(), (body, op));
                            }
                        }
                    }
                }
            }
        }
        Interp {
            ctx,
            registry,
            module,
            functions,
            checks: RefCell::default(),
            process: None,
            distributed: None,
            states: registry
                .states
                .iter()
                .map(|(&id, make)| (id, make()))
                .collect(),
            device_programs: None,
            probe_dir: None,
            depth: std::cell::Cell::new(0),
            live_bytes: std::cell::Cell::new(0),
        }
    }

    /// The per-run state of type `T`, if the registry declared it ([`Registry::add_state`]).
    pub fn state<T: 'static>(&self) -> Option<&RefCell<T>> {
        self.states.get(&TypeId::of::<T>())?.downcast_ref()
    }

    /// Names of the module's functions in no particular order.
    pub fn function_names(&self) -> Vec<&str> {
        self.functions.keys().map(|s| s.as_str()).collect()
    }
    /// The `func.func` named `name`.
    pub fn function(&self, name: &str) -> Option<OpRef<'a>> {
        self.functions
            .get(name)
            .map(|&(b, op)| OpRef::new(self.ctx, b, op))
    }

    /// The op of the module's top level whose `sym_name` is `name` (globals, functions).
    pub fn symbol_op(&self, name: &str) -> Option<OpRef<'a>> {
        let m = self.module?;
        let (body, regions) = m.top.op_regions(m.op);
        regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|b| body.block_ops(b))
            .map(|op| OpRef::new(self.ctx, body, op))
            .find(|o| o.attr("sym_name").and_then(|a| self.ctx.attr_as_str(a)) == Some(name))
    }

    /// Calls function `name` with `args`.
    pub fn call(&self, name: &str, args: Vec<Value>) -> DResult<Vec<Value>> {
        let f = self.function(name).ok_or_else(|| {
            Diag::error(
                self.ctx.unknown_loc(),
                format!("no function named '{name}'"),
            )
        })?;
        let (body, regions) = f.body.op_regions(f.id);
        let region = *regions
            .first()
            .ok_or_else(|| f.error("is a declaration and cannot be called"))?;
        if body.entry_block(region).is_none() {
            return Err(f.error("is a declaration and cannot be called"));
        }
        self.run_region(body, region, args, None)
    }

    /// Runs a region: binds the entry arguments, evaluates ops in order, follows branches,
    /// and returns the operands of the terminator that leaves the region.
    pub fn run_region(
        &self,
        body: &'a Body,
        region: RegionId,
        args: Vec<Value>,
        parent: Option<&Env<'_>>,
    ) -> DResult<Vec<Value>> {
        if self.depth.get() >= MAX_DEPTH {
            return Err(Diag::error(
                self.ctx.unknown_loc(),
                format!("regions nest deeper than {MAX_DEPTH} levels (runaway recursion?)"),
            ));
        }
        self.depth.set(self.depth.get() + 1);
        let result = self.run_region_inner(body, region, args, parent);
        self.depth.set(self.depth.get() - 1);
        result
    }

    fn run_region_inner(
        &self,
        body: &'a Body,
        region: RegionId,
        args: Vec<Value>,
        parent: Option<&Env<'_>>,
    ) -> DResult<Vec<Value>> {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            let mut env = Env {
                parent,
                map: FxHashMap::default(),
                held: 0,
            };
            let result = self.run_blocks(body, region, args, &mut env);
            // The region's values go away with it.
            self.live_bytes
                .set(self.live_bytes.get().saturating_sub(env.held));
            result
        })
    }

    fn run_blocks(
        &self,
        body: &'a Body,
        region: RegionId,
        args: Vec<Value>,
        env: &mut Env<'_>,
    ) -> DResult<Vec<Value>> {
        let mut block = body
            .entry_block(region)
            .ok_or_else(|| Diag::error(self.ctx.unknown_loc(), "region has no block"))?;
        let mut args = args;
        loop {
            match self.run_block(body, block, args, env)? {
                BlockExit::Return(vals) => return Ok(vals),
                BlockExit::Branch(next, vals) => {
                    block = next;
                    args = vals;
                }
            }
        }
    }

    /// Binds `v` to `id` in `env`, charging its bytes to the run's budget (the value it
    /// replaces, in a loop's block, is released); past the budget, an error at `op` (or at
    /// no location, for block arguments).
    fn bind(&self, env: &mut Env<'_>, id: ValueId, v: Value, op: Option<OpRef<'a>>) -> DResult<()> {
        let bytes = crate::value::value_bytes(&v);
        let released = env
            .map
            .insert(id, v)
            .map_or(0, |old| crate::value::value_bytes(&old));
        env.held = env.held.saturating_add(bytes).saturating_sub(released);
        let live = self
            .live_bytes
            .get()
            .saturating_add(bytes)
            .saturating_sub(released);
        self.live_bytes.set(live);
        self.check_budget(live, op)
    }

    fn check_budget(&self, live: u64, op: Option<OpRef<'a>>) -> DResult<()> {
        if live > crate::value::MAX_LIVE_BYTES {
            let msg = format!("the run's values would take {live} bytes, more than the interpreter's budget of {} bytes (docs/limits.md)", crate::value::MAX_LIVE_BYTES);
            return Err(match op {
                Some(op) => op.error(msg),
                None => Diag::error(self.ctx.unknown_loc(), msg),
            });
        }
        Ok(())
    }

    fn run_block(
        &self,
        body: &'a Body,
        block: BlockId,
        args: Vec<Value>,
        env: &mut Env<'_>,
    ) -> DResult<BlockExit> {
        let params = body.block_args(block);
        if params.len() != args.len() {
            return Err(Diag::error(
                self.ctx.unknown_loc(),
                format!(
                    "block expects {} arguments, got {}",
                    params.len(),
                    args.len()
                ),
            ));
        }
        for (&p, a) in params.iter().zip(args) {
            self.bind(env, p, a, None)?;
        }
        let last = body.last_op(block);
        for op in body.block_ops(block) {
            let opref = OpRef::new(self.ctx, body, op);
            // Refused before its operands are copied when they and the declared results
            // would not fit the budget (a result past the per-value limit is the op's own
            // error; a terminator's operands leave with the region).
            let predicted: u64 = body
                .results(op)
                .iter()
                .map(|&r| crate::value::type_bytes(self.ctx, body.value_type(r)))
                .sum();
            if predicted <= crate::value::MAX_LIVE_BYTES && Some(op) != last {
                let copies: u64 = body
                    .operands(op)
                    .filter_map(|v| env.get(v))
                    .map(crate::value::value_bytes)
                    .sum();
                self.check_budget(
                    self.live_bytes
                        .get()
                        .saturating_add(copies)
                        .saturating_add(predicted),
                    Some(opref),
                )?;
            }
            let operands = body
                .operands(op)
                .map(|v| {
                    env.get(v).cloned().ok_or_else(|| {
                        opref.error(format!("operand {} has no value", value_name(body, v)))
                    })
                })
                .collect::<DResult<Vec<Value>>>()?;
            if Some(op) == last
                && (opref.has_trait(xla_ir::Traits::TERMINATOR) || !opref.successors().is_empty())
            {
                let succ = opref.successors();
                if let (false, Some(f)) = (succ.is_empty(), self.branch_of(opref)) {
                    let ev = OpEval {
                        interp: self,
                        op: opref,
                        env: Some(shorten(env)),
                    };
                    let (i, args) = f(&ev, &operands)?;
                    let next = *succ
                        .get(i)
                        .ok_or_else(|| opref.error(format!("has no successor #{i}")))?;
                    return Ok(BlockExit::Branch(next, args));
                }
                return match succ {
                    [] => Ok(BlockExit::Return(operands)),
                    // A single successor receives all operands (e.g. `cf.br`).
                    [next] => Ok(BlockExit::Branch(*next, operands)),
                    _ => {
                        Err(opref
                            .error("is not supported by the interpreter (multi-successor branch)"))
                    }
                };
            }
            let results = self.eval_in(opref, &operands, Some(env))?;
            if results.len() != body.results(op).len() {
                return Err(opref.error(format!(
                    "evaluation produced {} results, expected {}",
                    results.len(),
                    body.results(op).len()
                )));
            }
            for (&r, v) in body.results(op).iter().zip(results) {
                self.bind(env, r, v, Some(opref))?;
            }
        }
        // A block without terminator (single-block regions of some ops) yields nothing.
        Ok(BlockExit::Return(Vec::new()))
    }

    /// The op's evaluation: attached to its definition ([`Registry::attach`]), else (a context
    /// the interpreter was not attached to, an unregistered `stablehlo.*` op) by name.
    fn eval_of(&self, op: OpRef<'a>) -> Option<EvalFn> {
        match op.interface::<Evaluation>() {
            Some(model) => model.eval,
            None => self.registry.get(op.name_str()),
        }
    }

    /// The branch evaluation of a terminator with successors, found as [`Self::eval_of`].
    fn branch_of(&self, op: OpRef<'a>) -> Option<BranchFn> {
        match op.interface::<Evaluation>() {
            Some(model) => model.branch,
            None => self.registry.branches.get(op.name_str()).copied(),
        }
    }

    /// Evaluates one op whose regions see `env`'s values.
    pub fn eval_in(
        &self,
        op: OpRef<'a>,
        operands: &[Value],
        env: Option<&Env<'_>>,
    ) -> DResult<Vec<Value>> {
        let f = self
            .eval_of(op)
            .ok_or_else(|| op.error("is not supported by the interpreter"))?;
        let ev = OpEval {
            interp: self,
            op,
            env: env.map(shorten),
        };
        if crate::hlo::quantized::computes_in_expressed_type(op) {
            return crate::hlo::quantized::dequantize_op_quantize(&ev, operands);
        }
        // Errors raised without a location (region structure, recursion) point at this op.
        f(&ev, operands).map_err(|mut d| {
            if self.ctx.loc_file_line_col(d.loc).is_none() {
                d.loc = op.loc();
            }
            d
        })
    }
}

/// Narrows the chain's lifetime to the borrow's (Env is covariant).
fn shorten<'s>(e: &'s Env<'_>) -> &'s Env<'s> {
    e
}

enum BlockExit {
    Return(Vec<Value>),
    Branch(BlockId, Vec<Value>),
}

fn value_name(body: &Body, v: ValueId) -> String {
    match body.value(v).def {
        ValueDef::BlockArg { index, .. } => format!("(block argument #{index})"),
        ValueDef::Result { index, .. } => format!("(result #{index})"),
    }
}

/// Evaluates a single op given its operand values: the library entry used by folding.
/// Ops with regions are evaluated too, but their regions cannot capture outer values.
pub fn eval_op(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    op: OpId,
    operands: &[Value],
) -> DResult<Vec<Value>> {
    let interp = Interp::new(ctx, registry, None);
    interp.eval_in(OpRef::new(ctx, body, op), operands, None)
}

/// [`eval_op`] for an op whose regions use values defined outside it (`captured` gives
/// their values), as a folder sees a reduce whose body uses a hoisted constant.
pub fn eval_op_with_captures(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    op: OpId,
    operands: &[Value],
    captured: Vec<(ValueId, Value)>,
) -> DResult<Vec<Value>> {
    let interp = Interp::new(ctx, registry, None);
    let env = Env {
        parent: None,
        map: captured.into_iter().collect(),
        held: 0,
    };
    interp.eval_in(OpRef::new(ctx, body, op), operands, Some(&env))
}

/// Runs region `index` of `op` alone (as a folder asks "is this loop condition false at
/// entry?"): `args` bind its entry block, `captured` the values it uses from outside.
pub fn run_op_region_with_captures(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    op: OpId,
    index: usize,
    args: Vec<Value>,
    captured: Vec<(ValueId, Value)>,
) -> DResult<Vec<Value>> {
    let interp = Interp::new(ctx, registry, None);
    let env = Env {
        parent: None,
        map: captured.into_iter().collect(),
        held: 0,
    };
    let (rb, regions) = body.op_regions(op);
    let region = *regions
        .get(index)
        .ok_or_else(|| OpRef::new(ctx, body, op).error(format!("has no region #{index}")))?;
    interp.run_region(rb, region, args, Some(&env))
}
