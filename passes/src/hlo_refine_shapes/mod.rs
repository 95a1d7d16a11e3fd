//! `--hlo-refine-shapes` (StableHLO's `stablehlo-refine-shapes`): propagates static shapes
//! from the public functions' argument types through a module, as shape-polymorphic
//! `jax.export` modules need once their inputs are known (docs/lowering/refine-shapes.md).
//!
//! Per function, to a fixpoint: local rewrites ([`static_forms`]: `get_dimension_size` of
//! a static dimension to a constant, `dynamic_*` ops with constant shape operands to their
//! static forms, result types re-inferred from operands), `while`/`if`/`case` regions,
//! shape assertions checked once constant ([`assertions`]), constant folding of the shape
//! arithmetic (`--canonicalize`'s patterns), and calls: a private callee is specialized per
//! distinct call-site argument types and `jax.global_constant` argument values (refined in
//! place for its only call site, else a refined copy `@f_N`). Then the function's type is
//! updated from its arguments and returns. A function whose arguments are static must come
//! out fully static; what cannot be refined is an error at the op.

pub mod assertions;
mod reduce_window;
mod static_forms;
mod to_inputs;

pub use to_inputs::refine_entry_to_inputs;

use crate::inline::{callee_name, calls_in};
use rustc_hash::{FxHashMap, FxHashSet};
use static_forms::{is_static, refine_op, refine_type, tensor_shape};
use xla_dialect_func::ops::{CallOp, FuncOp, ReturnOp};
use xla_dialect_hlo::ops as hlo;
use xla_ir::pass::{parse_bool_option, Pass, PassInfo, PassOptionDoc};
use xla_ir::rewrite::{apply_patterns_greedily, constant_value, GreedyConfig, PatternSet};
use xla_ir::verify::symbols::symbol_name;
use xla_ir::{Attribute, Body, Context, Diag, OpData, OpId, OpRef, OperationState, Type, ValueId};

pub const ARGUMENT: &str = "hlo-refine-shapes";
const DESCRIPTION: &str =
    "Refines dynamic shapes from the public functions' argument types: folds \
     shape computations, makes dynamic_* ops static, specializes called functions, checks \
     shape assertions";

/// The argument attribute marking a dimension-size argument of JAX's private functions.
pub const GLOBAL_CONSTANT: &str = "jax.global_constant";

/// dynamic_pad and dynamic_gather whose shape operands are constants become pad and gather,
/// as this pass makes them: `--hlo-legalize-to-linalg` lowers only the static forms.
pub fn constant_dynamic_ops_to_static(ctx: &Context, body: &mut Body) {
    let names = [
        ctx.op_name(hlo::DynamicPadOp::NAME),
        ctx.op_name(hlo::DynamicGatherOp::NAME),
    ];
    let mut ops = Vec::new();
    body.walk_local(xla_ir::ir::WalkOrder::PreOrder, |op| ops.push(op));
    ops.retain(|&op| names.contains(&body.op(op).name));
    for op in ops {
        // One that does not become static stays, and its lowering names it.
        let _ = refine_op(ctx, body, op);
    }
}

/// Refinement rounds per function at most (each round is a full scan; shape programs are
/// short chains, so a few suffice).
const MAX_ROUNDS: usize = 64;

/// Results of at most this many elements are constant-folded: shape computations are
/// small, and folding the program's data (a broadcast to the refined size) would grow it.
const SHAPE_FOLD_LIMIT: u64 = 64;

pub struct RefineShapes {
    /// `require-static`: a value left dynamic in a function with static arguments is an
    /// error (else it stays dynamic, for the interpreter).
    require_static: bool,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || {
            Box::new(RefineShapes {
                require_static: true,
            })
        },
    }
}

impl Pass for RefineShapes {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "HloRefineShapes"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(xla_ir::builtin::ModuleOp::NAME)
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "require-static" => self.require_static = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![("require-static".into(), self.require_static.to_string())]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![PassOptionDoc {
            name: "require-static",
            value_kind: "bool",
            description: "A value left dynamic in a function with static arguments is an error (default true)",
        }]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let Some(table) = op.isolated_body_mut() else {
            return Ok(());
        };
        refine_module(ctx, table, self.require_static).map_err(|d| vec![d])
    }
}

/// Refines every public function of the module `table` from its current argument types
/// (`require_static`: as the pass option `require-static`).
pub fn refine_module(ctx: &Context, table: &mut Body, require_static: bool) -> Result<(), Diag> {
    let funcs = top_level_funcs(ctx, table);
    let mut refiner = Refiner {
        symbols: funcs
            .iter()
            .filter_map(|&f| Some((symbol_name(ctx, table, f)?.to_string(), f)))
            .collect(),
        next_suffix: FxHashMap::default(),
        folding: crate::hlo_fold::canonicalize_patterns(ctx, false, SHAPE_FOLD_LIMIT),
        pristine: FxHashMap::default(),
        call_sites: FxHashMap::default(),
        specializations: FxHashMap::default(),
        refined_in_place: FxHashSet::default(),
        stack: FxHashSet::default(),
        require_static,
    };
    for &f in &funcs {
        let name = symbol_name(ctx, table, f).unwrap_or("").to_string();
        if is_private(ctx, table, f) {
            refiner.pristine.insert(name, table.op(f).clone());
        }
        if let Some(body) = table.op(f).isolated_body() {
            for call in calls_in(ctx, body) {
                if let Some(callee) = callee_name(ctx, body, call) {
                    *refiner.call_sites.entry(callee.to_string()).or_default() += 1;
                }
            }
        }
    }
    for &f in &funcs {
        if !is_private(ctx, table, f) && has_body(table, f) {
            refiner.refine_function(ctx, table, f)?;
        }
    }
    erase_unreferenced_copies(ctx, table, &refiner.call_sites);
    Ok(())
}

/// Which specialization of a callee a call site needs: its name, the call's operand types
/// and the constant values passed for `jax.global_constant` arguments.
type Key = (String, Vec<Type>, Vec<Option<Attribute>>);

struct Refiner {
    /// The module's functions by name, kept up to date as specializations replace or join
    /// them (a lookup per call must not scan the module).
    symbols: FxHashMap<String, OpId>,
    /// Per callee, the first suffix `N` of `@callee_N` not yet tried.
    next_suffix: FxHashMap<String, usize>,
    folding: PatternSet,
    /// The private functions as they were before refinement (specializations copy these).
    pristine: FxHashMap<String, OpData>,
    /// Call sites per callee in the input.
    call_sites: FxHashMap<String, usize>,
    specializations: FxHashMap<Key, String>,
    /// Callees already specialized in place (the next distinct key gets a copy).
    refined_in_place: FxHashSet<String>,
    /// Functions being refined (a call back into one is recursion, not refinable).
    stack: FxHashSet<OpId>,
    require_static: bool,
}

impl Refiner {
    fn refine_function(&mut self, ctx: &Context, table: &mut Body, f: OpId) -> Result<(), Diag> {
        if self.stack.contains(&f) {
            let name = symbol_name(ctx, table, f).unwrap_or("");
            return Err(OpRef::new(ctx, table, f).error(format!(
                "'@{name}' is called recursively: its shapes cannot be refined"
            )));
        }
        self.stack.insert(f);
        let result = self.refine_rounds(ctx, table, f);
        self.stack.remove(&f);
        result?;
        update_signature(ctx, table, f);
        if self.require_static {
            check_fully_static(ctx, table, f)?;
        }
        Ok(())
    }

    fn refine_rounds(&mut self, ctx: &Context, table: &mut Body, f: OpId) -> Result<(), Diag> {
        for _ in 0..MAX_ROUNDS {
            let Some(body) = table.op_mut(f).isolated_body_mut() else {
                return Ok(());
            };
            let mut changed = refine_ops(ctx, body)?;
            changed |= reduce_window::make_static(ctx, table, f, &self.symbols)?;
            let body = table.op_mut(f).isolated_body_mut().expect("function body");
            let stats =
                apply_patterns_greedily(ctx, body, &self.folding, &GreedyConfig::default())?;
            changed |= stats.rewrites + stats.folds + stats.dead > 0;
            changed |= self.refine_calls(ctx, table, f)?;
            if !changed {
                break;
            }
        }
        Ok(())
    }

    /// Points each call of a private function at the callee specialized to its operands.
    fn refine_calls(&mut self, ctx: &Context, table: &mut Body, f: OpId) -> Result<bool, Diag> {
        let Some(body) = table.op(f).isolated_body() else {
            return Ok(false);
        };
        let mut changed = false;
        for call in calls_in(ctx, body) {
            let body = table.op(f).isolated_body().expect("function body");
            if body.is_erased(call) {
                continue;
            }
            let Some(callee) = callee_name(ctx, body, call).map(str::to_string) else {
                continue;
            };
            let Some(original) = self.pristine.get(&callee) else {
                continue;
            };
            // Declarations have no body to specialize.
            let declared_only = original
                .isolated_body()
                .and_then(|b| b.root_regions().first().and_then(|&r| b.entry_block(r)))
                .is_none();
            if declared_only {
                continue;
            }
            let arg_attrs = arg_attr_dicts(ctx, original);
            let operands: Vec<ValueId> = body.operands(call).collect();
            let types: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
            let constants: Vec<Option<Attribute>> = operands
                .iter()
                .enumerate()
                .map(|(i, &v)| {
                    let global = arg_attrs.get(i).is_some_and(|d| {
                        ctx.attr_as_dictionary(*d).is_some_and(|e| {
                            e.iter().any(|(k, _)| ctx.symbol_str(*k) == GLOBAL_CONSTANT)
                        })
                    });
                    // JAX passes dimension sizes as scalars, marked or not.
                    let scalar_int = ctx.shape(body.value_type(v)).is_some_and(<[i64]>::is_empty)
                        && ctx.is_integer(ctx.element_type(body.value_type(v)));
                    (global || scalar_int)
                        .then(|| constant_value(ctx, body, v))
                        .flatten()
                })
                .collect();
            let key = (callee.clone(), types, constants);
            let target = match self.specializations.get(&key) {
                Some(t) => t.clone(),
                None => self.specialize(ctx, table, &key, call, f)?,
            };
            if self
                .find_func(&target)
                .is_some_and(|g| self.stack.contains(&g))
            {
                let body = table.op(f).isolated_body().expect("function body");
                return Err(OpRef::new(ctx, body, call).error(format!(
                    "calls '@{callee}' recursively: its shapes cannot be refined"
                )));
            }
            let target_func = self.find_func(&target);
            changed |= retarget_call(ctx, table, f, call, &target, target_func)?;
            changed |= forward_constant_results(ctx, table, f, call, target_func);
        }
        Ok(changed)
    }

    /// Makes (and refines) the function `key` calls for: the callee itself for its only call
    /// site, else a copy of it.
    fn specialize(
        &mut self,
        ctx: &Context,
        table: &mut Body,
        key: &Key,
        call: OpId,
        caller: OpId,
    ) -> Result<String, Diag> {
        let (callee, types, constants) = key;
        let Some(current) = self.find_func(callee) else {
            return Ok(callee.clone());
        };
        if self.stack.contains(&current) {
            return Err(OpRef::new(ctx, table, current).error(format!(
                "'@{callee}' is called recursively: its shapes cannot be refined"
            )));
        }
        let single = self.call_sites.get(callee) == Some(&1);
        let (target, name) = if single && !self.refined_in_place.contains(callee) {
            self.refined_in_place.insert(callee.clone());
            let pristine = self.pristine[callee].clone();
            let at = current;
            let fresh = insert_copy(ctx, table, &pristine, callee, at);
            table.erase_op(at);
            (fresh, callee.clone())
        } else {
            let name = self.fresh_name(callee);
            let pristine = self.pristine[callee].clone();
            (insert_copy(ctx, table, &pristine, &name, current), name)
        };
        self.symbols.insert(name.clone(), target);
        self.specializations.insert(key.clone(), name.clone());
        let call_op = OpRef::new(ctx, table.op(caller).isolated_body().expect("body"), call);
        let call_loc = call_op.loc();
        bind_arguments(ctx, table, target, types, constants).map_err(|m| {
            Diag::error(
                call_loc,
                format!("'{}' op cannot specialize '@{callee}': {m}", CallOp::NAME),
            )
        })?;
        self.refine_function(ctx, table, target)?;
        Ok(name)
    }

    fn find_func(&self, name: &str) -> Option<OpId> {
        self.symbols.get(name).copied()
    }

    /// `@base_N` for the first N not taken.
    fn fresh_name(&mut self, base: &str) -> String {
        let next = self.next_suffix.entry(base.to_string()).or_default();
        loop {
            let name = format!("{base}_{next}");
            *next += 1;
            if !self.symbols.contains_key(&name) {
                return name;
            }
        }
    }
}

/// Walks `body` once, applying the local rewrites; `Ok(true)` when something changed.
fn refine_ops(ctx: &Context, body: &mut Body) -> Result<bool, Diag> {
    let mut ops = Vec::new();
    for r in body.root_regions().to_vec() {
        body.collect_region(r, xla_ir::ir::WalkOrder::PreOrder, &mut ops);
    }
    let mut changed = false;
    for op in ops {
        if body.is_erased(op) {
            continue;
        }
        let r = OpRef::new(ctx, body, op);
        let name = r.name_str();
        changed |= if assertions::is_shape_assertion(r) {
            assertions::check(ctx, body, op)?
        } else if name == hlo::WhileOp::NAME {
            refine_while(ctx, body, op)?
        } else if name == hlo::IfOp::NAME || name == hlo::CaseOp::NAME {
            refine_branches(ctx, body, op)?
        } else {
            refine_op(ctx, body, op)?
        };
    }
    Ok(changed)
}

/// `while`: the loop-carried values take the operands' refined types (the condition's and
/// body's arguments and the results); the body must then return those types.
fn refine_while(ctx: &Context, body: &mut Body, op: OpId) -> Result<bool, Diag> {
    let operand_types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let regions = body.local_regions(op).to_vec();
    let mut changed = false;
    for (i, &t) in operand_types.iter().enumerate() {
        let Some(shape) = tensor_shape(ctx, t).map(<[i64]>::to_vec) else {
            continue;
        };
        let result = body.result(op, i);
        let mut targets = vec![result];
        for &r in &regions {
            if let Some(b) = body.entry_block(r) {
                if let Some(&a) = body.block_args(b).get(i) {
                    targets.push(a);
                }
            }
        }
        for v in targets {
            let old = body.value_type(v);
            let new = refine_type(ctx, old, &shape).map_err(|m| {
                OpRef::new(ctx, body, op).error(format!("cannot refine loop value #{i}: {m}"))
            })?;
            if new != old {
                body.set_value_type(v, new);
                changed = true;
            }
        }
    }
    Ok(changed)
}

/// `if`/`case`: each result takes the shape every branch returns, once they agree.
fn refine_branches(ctx: &Context, body: &mut Body, op: OpId) -> Result<bool, Diag> {
    let regions = body.local_regions(op).to_vec();
    let mut changed = false;
    for i in 0..body.results(op).len() {
        let mut shapes = Vec::new();
        for &r in &regions {
            let ret = body.entry_block(r).and_then(|b| body.last_op(b));
            let ty = ret
                .and_then(|t| body.operands(t).nth(i))
                .map(|v| body.value_type(v));
            shapes.push(ty.and_then(|t| tensor_shape(ctx, t)).map(<[i64]>::to_vec));
        }
        let Some(Some(first)) = shapes.first().cloned() else {
            continue;
        };
        if !shapes.iter().all(|s| s.as_ref() == Some(&first)) {
            continue;
        }
        let v = body.result(op, i);
        let old = body.value_type(v);
        let new = refine_type(ctx, old, &first).map_err(|m| {
            OpRef::new(ctx, body, op).error(format!("cannot refine result #{i}: {m}"))
        })?;
        if new != old {
            body.set_value_type(v, new);
            changed = true;
        }
    }
    Ok(changed)
}

/// The `arg_attrs` dictionaries of a function.
fn arg_attr_dicts(ctx: &Context, f: &OpData) -> Vec<Attribute> {
    f.props
        .get_str(ctx, "arg_attrs")
        .or_else(|| f.attrs.get_str(ctx, "arg_attrs"))
        .and_then(|a| ctx.attr_as_array(a))
        .map(<[Attribute]>::to_vec)
        .unwrap_or_default()
}

/// Gives the copy `f` the call site's argument types and replaces the uses of its
/// `jax.global_constant` arguments by the constants passed.
fn bind_arguments(
    ctx: &Context,
    table: &mut Body,
    f: OpId,
    types: &[Type],
    constants: &[Option<Attribute>],
) -> Result<(), String> {
    let body = table.op_mut(f).isolated_body_mut().ok_or("no body")?;
    let region = *body.root_regions().first().ok_or("no body")?;
    let entry = body.entry_block(region).ok_or("no body")?;
    let args = body.block_args(entry).to_vec();
    if args.len() != types.len() {
        return Err(format!(
            "{} operands for {} arguments",
            types.len(),
            args.len()
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(types).enumerate() {
        let old = body.value_type(a);
        let new = match tensor_shape(ctx, t) {
            Some(shape) => {
                refine_type(ctx, old, shape).map_err(|m| format!("argument #{i}: {m}"))?
            }
            None => old,
        };
        body.set_value_type(a, new);
        if let Some(value) = constants.get(i).copied().flatten() {
            let loc = body.value(a).loc.unwrap_or_else(|| ctx.unknown_loc());
            let state = OperationState::new(ctx, hlo::ConstantOp::NAME, loc)
                .results(&[new])
                .attr(ctx, hlo::constant::VALUE, value);
            let c = body.create_op(ctx, state);
            body.prepend_op(entry, c);
            let cv = body.result(c, 0);
            body.replace_all_uses(a, cv);
        }
    }
    Ok(())
}

/// Points `call` at `target` and takes its result types; `Ok(true)` when that changed it.
fn retarget_call(
    ctx: &Context,
    table: &mut Body,
    caller: OpId,
    call: OpId,
    target: &str,
    target_func: Option<OpId>,
) -> Result<bool, Diag> {
    let results: Vec<Type> = target_func
        .and_then(|g| function_type(ctx, table.op(g)))
        .and_then(|t| ctx.function_signature(t).map(|(_, r)| r.to_vec()))
        .unwrap_or_default();
    let body = table
        .op_mut(caller)
        .isolated_body_mut()
        .expect("function body");
    let mut changed = callee_name(ctx, body, call) != Some(target);
    if changed {
        let sym = ctx.symbol_ref(target);
        body.op_mut(call).props.set_str(ctx, "callee", sym);
    }
    let values = body.results(call).to_vec();
    for (i, (&v, &t)) in values.iter().zip(&results).enumerate() {
        let old = body.value_type(v);
        let new = match tensor_shape(ctx, t) {
            Some(shape) => refine_type(ctx, old, shape).map_err(|m| {
                OpRef::new(ctx, body, call).error(format!("cannot refine result #{i}: {m}"))
            })?,
            None => old,
        };
        if new != old {
            body.set_value_type(v, new);
            changed = true;
        }
    }
    Ok(changed)
}

/// When the refined callee returns only constants (JAX's shape helpers, `@divmod`, once
/// specialized to constant arguments) and has no side effects, the call is replaced by
/// those constants, so the caller's shape computations fold on.
fn forward_constant_results(
    ctx: &Context,
    table: &mut Body,
    caller: OpId,
    call: OpId,
    target: Option<OpId>,
) -> bool {
    let Some(g) = target else {
        return false;
    };
    let Some(callee) = table.op(g).isolated_body() else {
        return false;
    };
    let mut ops = Vec::new();
    for &r in callee.root_regions() {
        callee.collect_region(r, xla_ir::ir::WalkOrder::PreOrder, &mut ops);
    }
    if ops
        .iter()
        .any(|&o| !OpRef::new(ctx, callee, o).has_trait(xla_ir::Traits::NO_MEMORY_EFFECT))
    {
        return false;
    }
    let Some(entry) = callee
        .root_regions()
        .first()
        .and_then(|&r| callee.entry_block(r))
    else {
        return false;
    };
    let Some(ret) = callee.last_op(entry) else {
        return false;
    };
    let values: Option<Vec<Attribute>> = callee
        .operands(ret)
        .map(|v| constant_value(ctx, callee, v))
        .collect();
    let Some(values) = values else {
        return false;
    };
    let body = table
        .op_mut(caller)
        .isolated_body_mut()
        .expect("function body");
    let results = body.results(call).to_vec();
    if results.len() != values.len() {
        return false;
    }
    let loc = body.op(call).loc;
    for (&r, &value) in results.iter().zip(&values) {
        let ty = body.value_type(r);
        let state = OperationState::new(ctx, hlo::ConstantOp::NAME, loc)
            .results(&[ty])
            .attr(ctx, hlo::constant::VALUE, value);
        let c = body.create_op(ctx, state);
        body.insert_op_before(call, c);
        let cv = body.result(c, 0);
        body.replace_all_uses(r, cv);
    }
    body.erase_op(call);
    true
}

/// Sets `function_type` from the entry block's arguments and the returned values.
fn update_signature(ctx: &Context, table: &mut Body, f: OpId) {
    let Some(old) = function_type(ctx, table.op(f)) else {
        return;
    };
    let Some(body) = table.op(f).isolated_body() else {
        return;
    };
    let Some(entry) = body
        .root_regions()
        .first()
        .and_then(|&r| body.entry_block(r))
    else {
        return;
    };
    let inputs: Vec<Type> = body
        .block_args(entry)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    let ret = ctx.op_name(ReturnOp::NAME);
    let mut returned: Option<Vec<Type>> = None;
    let mut agree = true;
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            let Some(last) = body.last_op(b).filter(|&o| body.op(o).name == ret) else {
                continue;
            };
            let types: Vec<Type> = body.operands(last).map(|v| body.value_type(v)).collect();
            match &returned {
                Some(t) if *t != types => agree = false,
                _ => returned = Some(types),
            }
        }
    }
    let outputs = match returned.filter(|_| agree) {
        Some(t) => t,
        None => ctx
            .function_signature(old)
            .map(|(_, r)| r.to_vec())
            .unwrap_or_default(),
    };
    let ty = ctx.function_type(&inputs, &outputs);
    table
        .op_mut(f)
        .props
        .set_str(ctx, "function_type", ctx.type_attr(ty));
}

/// A function whose arguments are static must have static values throughout.
fn check_fully_static(ctx: &Context, table: &Body, f: OpId) -> Result<(), Diag> {
    let Some(body) = table.op(f).isolated_body() else {
        return Ok(());
    };
    let Some(entry) = body
        .root_regions()
        .first()
        .and_then(|&r| body.entry_block(r))
    else {
        return Ok(());
    };
    if !body
        .block_args(entry)
        .iter()
        .all(|&a| is_static(ctx, body.value_type(a)))
    {
        return Ok(());
    }
    let mut ops = Vec::new();
    for &r in body.root_regions() {
        body.collect_region(r, xla_ir::ir::WalkOrder::PreOrder, &mut ops);
    }
    for op in ops {
        let r = OpRef::new(ctx, body, op);
        if let Some(i) = (0..r.num_results()).find(|&i| !is_static(ctx, r.result_type(i))) {
            return Err(r.error(format!(
                "result #{i} ({}) cannot be refined to a static shape",
                xla_ir::asm::type_to_string(ctx, r.result_type(i))
            )));
        }
    }
    Ok(())
}

fn function_type(ctx: &Context, f: &OpData) -> Option<Type> {
    let a = f
        .props
        .get_str(ctx, "function_type")
        .or_else(|| f.attrs.get_str(ctx, "function_type"))?;
    ctx.attr_as_type(a)
}

fn top_level_funcs(ctx: &Context, table: &Body) -> Vec<OpId> {
    let func = ctx.op_name(FuncOp::NAME);
    let Some(entry) = table
        .root_regions()
        .first()
        .and_then(|&r| table.entry_block(r))
    else {
        return Vec::new();
    };
    table
        .block_ops(entry)
        .filter(|&o| table.op(o).name == func)
        .collect()
}

fn is_private(ctx: &Context, table: &Body, f: OpId) -> bool {
    let d = table.op(f);
    let vis = d
        .props
        .get_str(ctx, "sym_visibility")
        .or_else(|| d.attrs.get_str(ctx, "sym_visibility"));
    vis.and_then(|a| ctx.attr_as_str(a)) == Some("private")
}

fn has_body(table: &Body, f: OpId) -> bool {
    table
        .op(f)
        .isolated_body()
        .and_then(|b| b.root_regions().first().and_then(|&r| b.entry_block(r)))
        .is_some()
}

/// Inserts a copy of `pristine` named `name` after `at`.
fn insert_copy(ctx: &Context, table: &mut Body, pristine: &OpData, name: &str, at: OpId) -> OpId {
    let mut state = OperationState::new(ctx, FuncOp::NAME, pristine.loc);
    state.props = pristine.props.clone();
    state.attrs = pristine.attrs.clone();
    state.set_attr(ctx, "sym_name", ctx.string_attr(name));
    state.isolated = Some(Box::new(
        pristine.isolated_body().cloned().unwrap_or_default(),
    ));
    let f = table.create_op(ctx, state);
    table.insert_op_after(at, f);
    f
}

/// Erases the private functions that were called in the input and that no call refers to
/// any more (their specializations replaced them), then the ones only those called, and so
/// on: a count of references per function, each erasure releasing its callees'.
fn erase_unreferenced_copies(ctx: &Context, table: &mut Body, called: &FxHashMap<String, usize>) {
    let funcs = top_level_funcs(ctx, table);
    let mut by_name: FxHashMap<String, OpId> = FxHashMap::default();
    let mut refs: FxHashMap<String, usize> = FxHashMap::default();
    let mut callees: FxHashMap<OpId, Vec<String>> = FxHashMap::default();
    for &f in &funcs {
        if let Some(name) = symbol_name(ctx, table, f) {
            by_name.insert(name.to_string(), f);
        }
        if let Some(body) = table.op(f).isolated_body() {
            for call in calls_in(ctx, body) {
                if let Some(n) = callee_name(ctx, body, call) {
                    *refs.entry(n.to_string()).or_default() += 1;
                    callees.entry(f).or_default().push(n.to_string());
                }
            }
        }
    }
    let erasable =
        |table: &Body, name: &str, f: OpId| called.contains_key(name) && is_private(ctx, table, f);
    let mut work: Vec<OpId> = by_name
        .iter()
        .filter(|&(name, &f)| !refs.contains_key(name) && erasable(table, name, f))
        .map(|(_, &f)| f)
        .collect();
    while let Some(f) = work.pop() {
        for name in callees.remove(&f).unwrap_or_default() {
            let Some(count) = refs.get_mut(&name) else {
                continue;
            };
            *count -= 1;
            if *count == 0 {
                if let Some(&g) = by_name.get(&name) {
                    if erasable(table, &name, g) {
                        work.push(g);
                    }
                }
            }
        }
        table.erase_op(f);
    }
}

#[cfg(test)]
mod tests;
