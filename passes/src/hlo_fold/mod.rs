//! Constant folding of hlo ops through the reference interpreter, and the pattern set of
//! `--canonicalize`.
//!
//! The hlo dialect cannot call the interpreter (`xla-interp` depends on it), so folding is
//! a pattern this crate adds for every hlo op with a [`ConstantEvaluator`] (the interpreter
//! attaches one to each op it evaluates: `xla_interp::attach_interpreter`; in a
//! context without it nothing is folded by evaluation): when all operands (and every value
//! the op's regions use from outside) are constants, the op is evaluated through it and its
//! results become `hlo.constant`s through the dialect's constant materializer. Limits: each result must be a static
//! tensor, the results hold at most `hlo-fold-limit` elements in all and the inputs at most
//! [`INPUT_FACTOR`] times that (folding must not turn a small program into a huge one or
//! take long). Not folded: ops with side effects, `rng`/`rng_bit_generator`, replica and
//! partition ids, `optimization_barrier`, `custom_call`, and `while` (also nested in a
//! region: it may not terminate); a `while` whose condition evaluates to false on its
//! initial values is replaced by them instead ([`while_entry`]).

mod while_entry;

use xla_dialect_hlo::ops as hlo_ops;

use xla_ir::rewrite::{
    constant_value, would_be_trivially_dead, PatternRewriter, PatternSet, RewritePattern,
};
use xla_ir::{Attribute, Body, Context, Diag, OpId, Traits, Type, ValueId, DYNAMIC};
use xla_values::dense::tensor_to_bytes;
use xla_values::{evaluator_of, ConstantEvaluator, Value};

/// Default of `hlo-fold-limit`: result elements of one folded op.
pub const DEFAULT_FOLD_LIMIT: u64 = 65536;

/// Operand elements may be this many times the result limit.
pub const INPUT_FACTOR: u64 = 16;

/// hlo ops never folded although the interpreter evaluates them.
const NOT_FOLDED: &[&str] = &[
    hlo_ops::WhileOp::NAME,
    hlo_ops::RngOp::NAME,
    hlo_ops::RngBitGeneratorOp::NAME,
    hlo_ops::ReplicaIdOp::NAME,
    hlo_ops::PartitionIdOp::NAME,
    hlo_ops::OptimizationBarrierOp::NAME,
    hlo_ops::CustomCallOp::NAME,
    hlo_ops::CompositeOp::NAME,
    hlo_ops::ReturnOp::NAME,
];

/// What `--canonicalize` applies: every registered op's patterns, the hlo fast-math rules
/// when asked, and hlo constant folding up to `fold_limit` result elements (0: none).
pub fn canonicalize_patterns(ctx: &Context, fast_math: bool, fold_limit: u64) -> PatternSet {
    let mut patterns: Vec<Box<dyn RewritePattern>> = ctx
        .registered_ops()
        .filter_map(|d| d.canonicalize)
        .flat_map(|f| f())
        .collect();
    if ctx.is_dialect_loaded(xla_dialect_hlo::DIALECT) {
        if fast_math {
            patterns.extend(xla_dialect_hlo::canonical::fast_math_patterns());
        }
        if fold_limit > 0 {
            patterns.extend(fold_patterns(ctx, fold_limit));
        }
    }
    PatternSet::from_patterns(ctx, patterns)
}

/// One folding pattern per foldable hlo op (those with a [`ConstantEvaluator`]).
pub fn fold_patterns(ctx: &Context, limit: u64) -> Vec<Box<dyn RewritePattern>> {
    let prefix = format!("{}.", xla_dialect_hlo::DIALECT);
    ctx.registered_ops()
        .filter(|d| {
            d.name.starts_with(&prefix)
                && d.interface::<dyn ConstantEvaluator>().is_some()
                && !NOT_FOLDED.contains(&d.name.as_str())
        })
        .filter(|d| {
            !d.has_trait(Traits::CONSTANT_LIKE)
                && !d.has_trait(Traits::HAS_SIDE_EFFECTS)
                && !d.has_trait(Traits::TERMINATOR)
        })
        .map(|d| {
            Box::new(EvaluationFold {
                root: d.name.clone(),
                limit,
            }) as Box<dyn RewritePattern>
        })
        .chain(std::iter::once(
            Box::new(while_entry::WhileFalseAtEntry { limit }) as Box<dyn RewritePattern>,
        ))
        .collect()
}

/// Folds ops named `root` by evaluating them.
struct EvaluationFold {
    root: String,
    limit: u64,
}

/// Folding comes before the op's own rewrites.
const FOLD_BENEFIT: u16 = 100;

impl RewritePattern for EvaluationFold {
    fn root(&self) -> Option<&str> {
        Some(&self.root)
    }
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn name(&self) -> &str {
        "hlo-constant-fold"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(constants) = fold(rw.ctx, rw.body(), op, self.limit) else {
            return Ok(false);
        };
        let ctx = rw.ctx;
        let loc = rw.body().op(op).loc;
        let Some(materialize) = ctx
            .dialect_by_name(xla_dialect_hlo::DIALECT)
            .and_then(|d| d.materialize_constant)
        else {
            return Ok(false);
        };
        let mut states = Vec::new();
        for (attr, ty) in constants {
            let Some(state) = materialize(ctx, attr, ty, loc) else {
                return Ok(false);
            };
            states.push(state);
        }
        rw.set_insertion_point_before(op);
        let values: Vec<ValueId> = states
            .into_iter()
            .map(|s| {
                let c = rw.create(s);
                rw.body().result(c, 0)
            })
            .collect();
        rw.replace_op(op, &values);
        Ok(true)
    }
}

/// Elements of a static tensor type.
fn static_elements(ctx: &Context, t: Type) -> Option<u64> {
    if !ctx.is_tensor(t) {
        return None;
    }
    let shape = ctx.shape(t)?;
    if shape.contains(&DYNAMIC) {
        return None;
    }
    shape
        .iter()
        .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))
}

/// The constant values of `op`'s results (with their types), if it can be folded.
fn fold(ctx: &Context, body: &Body, op: OpId, limit: u64) -> Option<Vec<(Attribute, Type)>> {
    let evaluator = evaluator_of(ctx, body.op(op).name)?;
    let results = body.results(op);
    let types: Vec<Type> = results.iter().map(|&r| body.value_type(r)).collect();
    let mut out_elements = 0u64;
    for &t in &types {
        out_elements = out_elements.checked_add(static_elements(ctx, t)?)?;
    }
    if results.is_empty() || out_elements > limit || !would_be_trivially_dead(ctx, body, op) {
        return None;
    }
    // Every input constant and small enough before anything is converted.
    let constants = body
        .operands(op)
        .map(|v| constant_value(ctx, body, v))
        .collect::<Option<Vec<Attribute>>>()?;
    let captured_ids = captured_values(ctx, body, op)?;
    let captured_constants = captured_ids
        .iter()
        .map(|&v| constant_value(ctx, body, v))
        .collect::<Option<Vec<Attribute>>>()?;
    let mut in_elements = 0u64;
    for &a in constants.iter().chain(&captured_constants) {
        in_elements = in_elements.saturating_add(
            ctx.attr_type(a)
                .and_then(|t| static_elements(ctx, t))
                .unwrap_or(u64::MAX),
        );
    }
    if in_elements > limit.saturating_mul(INPUT_FACTOR) {
        return None;
    }
    let value_of = |a: &Attribute| {
        xla_values::dense::tensor_from_attr(ctx, *a)
            .ok()
            .map(Value::Tensor)
    };
    let operands = constants
        .iter()
        .map(value_of)
        .collect::<Option<Vec<Value>>>()?;
    let captured = captured_ids
        .into_iter()
        .zip(captured_constants.iter().map(value_of))
        .map(|(v, t)| Some((v, t?)))
        .collect::<Option<Vec<_>>>()?;
    let values = evaluator
        .evaluate(ctx, body, op, &operands, captured)
        .ok()?;
    if values.len() != types.len() {
        return None;
    }
    values
        .iter()
        .zip(types)
        .map(|(v, t)| Some((to_attr(ctx, v.as_tensor()?, t)?, t)))
        .collect()
}

/// Values used inside `op`'s regions but defined outside `op`; `None` if a region holds
/// an op that must not be evaluated at compile time.
fn captured_values(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<ValueId>> {
    let (_, regions) = body.op_regions(op);
    captured_by(ctx, body, op, regions)
}

/// [`captured_values`] for some of `op`'s regions.
fn captured_by(
    ctx: &Context,
    body: &Body,
    op: OpId,
    regions: &[xla_ir::RegionId],
) -> Option<Vec<ValueId>> {
    let (rb, _) = body.op_regions(op);
    if regions.is_empty() {
        return Some(Vec::new());
    }
    // Local regions only: an isolated body captures nothing (and has its own handles).
    if body.op(op).isolated_body().is_some() {
        return Some(Vec::new());
    }
    let mut inside: rustc_hash::FxHashSet<ValueId> = Default::default();
    let mut used = Vec::new();
    // Explicit stack: region nesting depth comes from the input.
    let mut stack: Vec<_> = regions.to_vec();
    while let Some(r) = stack.pop() {
        for b in rb.region_blocks(r) {
            inside.extend(rb.block_args(b).iter().copied());
            for o in rb.block_ops(b) {
                if NOT_FOLDED
                    .iter()
                    .any(|&n| n != hlo_ops::ReturnOp::NAME && ctx.op_name_str(rb.op(o).name) == n)
                {
                    return None;
                }
                inside.extend(rb.results(o).iter().copied());
                used.extend(rb.operands(o));
                let (_, nested) = rb.op_regions(o);
                if rb.op(o).isolated_body().is_some() {
                    return None;
                }
                stack.extend_from_slice(nested);
            }
        }
    }
    let mut seen: rustc_hash::FxHashSet<ValueId> = Default::default();
    Some(
        used.into_iter()
            .filter(|v| !inside.contains(v) && seen.insert(*v))
            .collect(),
    )
}

/// A `dense<...>` of type `t` holding `tensor` (a splat when all elements are equal).
fn to_attr(ctx: &Context, tensor: &xla_values::Tensor, t: Type) -> Option<Attribute> {
    if ctx.shape(t)? != tensor.shape.as_slice() || ctx.element_type(t) != tensor.ty {
        return None;
    }
    let bytes = tensor_to_bytes(tensor);
    let n = tensor.num_elements();
    let size = bytes.len().checked_div(n).unwrap_or(0);
    Some(xla_dialect_hlo::canonical::slicing::dense_attr(
        ctx, t, bytes, size,
    ))
}

#[cfg(test)]
mod tests;
