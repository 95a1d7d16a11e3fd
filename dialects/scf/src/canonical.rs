//! Cheap canonicalizations upstream has: `scf.if` on a constant condition becomes the taken
//! region's ops (RemoveStaticCondition), and `scf.for` with constant bounds that runs zero
//! times or once disappears (SimplifyTrivialLoops), an `scf.if` whose regions only yield
//! becomes its values or `arith.select`s (ConvertTrivialIfToSelect, restricted).

use crate::{FOR, IF};
use xla_ir::rewrite::{constant_value, PatternRewriter, RewritePattern};
use xla_ir::{AttrData, BlockId, Diag, OpId, ValueId};

/// The integer a constant-like op gives `v`, if any.
fn constant_int(rw: &PatternRewriter<'_>, v: ValueId) -> Option<i128> {
    let a = constant_value(rw.ctx, rw.body(), v)?;
    match rw.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Moves `block`'s ops before `op` (arguments replaced by `args`) and replaces `op`'s
/// results by the operands of the block's terminator, which is erased.
fn inline_single_block(rw: &mut PatternRewriter<'_>, op: OpId, block: BlockId, args: &[ValueId]) {
    let term = rw.body().last_op(block);
    let yielded: Vec<ValueId> = term
        .map(|t| rw.body().operands(t).collect())
        .unwrap_or_default();
    rw.inline_block_before(block, op, args);
    if let Some(t) = term {
        rw.erase_op(t);
    }
    rw.replace_op(op, &yielded);
}

struct IfConstantCondition;

impl RewritePattern for IfConstantCondition {
    fn root(&self) -> Option<&str> {
        Some(IF)
    }
    fn name(&self) -> &str {
        "RemoveStaticCondition"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(cond) = rw
            .body()
            .operands(op)
            .next()
            .and_then(|c| constant_int(rw, c))
        else {
            return Ok(false);
        };
        let regions = rw.body().local_regions(op).to_vec();
        let Some(&taken) = regions.get(if cond != 0 { 0 } else { 1 }) else {
            return Ok(false);
        };
        match rw.body().entry_block(taken) {
            Some(block) => {
                if rw.body().next_block(block).is_some() {
                    return Ok(false);
                }
                inline_single_block(rw, op, block, &[]);
            }
            // A missing else region: the op defines no values.
            None if rw.body().results(op).is_empty() => rw.erase_op(op),
            None => return Ok(false),
        }
        Ok(true)
    }
}

/// The `scf.yield` of `region` when it is the region's only op.
fn lone_yield(rw: &PatternRewriter<'_>, region: xla_ir::RegionId) -> Option<OpId> {
    let body = rw.body();
    let block = body.entry_block(region)?;
    let op = body.first_op(block)?;
    (body.next_op(op).is_none() && body.next_block(block).is_none()).then_some(op)
}

/// Upstream's `ConvertTrivialIfToSelect` when both regions only yield: each result becomes
/// the yielded value when both branches yield the same one, else an `arith.select`.
/// (Regions with other ops are left alone; upstream there keeps a result-less `scf.if`.)
struct IfTrivialToSelect;

impl RewritePattern for IfTrivialToSelect {
    fn root(&self) -> Option<&str> {
        Some(IF)
    }
    fn name(&self) -> &str {
        "ConvertTrivialIfToSelect"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        if rw.body().results(op).is_empty() {
            return Ok(false);
        }
        let Some(cond) = rw.body().operands(op).next() else {
            return Ok(false);
        };
        let regions = rw.body().local_regions(op).to_vec();
        let [then_region, else_region] = regions[..] else {
            return Ok(false);
        };
        let (Some(t), Some(f)) = (lone_yield(rw, then_region), lone_yield(rw, else_region)) else {
            return Ok(false);
        };
        let then_values: Vec<ValueId> = rw.body().operands(t).collect();
        let else_values: Vec<ValueId> = rw.body().operands(f).collect();
        if then_values.len() != rw.body().results(op).len()
            || else_values.len() != then_values.len()
        {
            return Ok(false);
        }
        if then_values.iter().zip(&else_values).any(|(a, b)| a != b)
            && rw.ctx.op_def(rw.ctx.op_name("arith.select")).is_none()
        {
            return Ok(false);
        }
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let mut replacements = Vec::with_capacity(then_values.len());
        for (&a, &b) in then_values.iter().zip(&else_values) {
            if a == b {
                replacements.push(a);
                continue;
            }
            let ty = rw.body().value_type(a);
            let state = xla_ir::OperationState::new(rw.ctx, "arith.select", loc)
                .operands(&[cond, a, b])
                .results(&[ty]);
            let select = rw.create(state);
            replacements.extend(rw.body().results(select).first().copied());
        }
        rw.replace_op(op, &replacements);
        Ok(true)
    }
}

struct ForTrivialTripCount;

impl RewritePattern for ForTrivialTripCount {
    fn root(&self) -> Option<&str> {
        Some(FOR)
    }
    fn name(&self) -> &str {
        "SimplifyTrivialLoops"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        let [lb, ub, step, inits @ ..] = &operands[..] else {
            return Ok(false);
        };
        let (Some(l), Some(u), Some(s)) = (
            constant_int(rw, *lb),
            constant_int(rw, *ub),
            constant_int(rw, *step),
        ) else {
            return Ok(false);
        };
        let unsigned = rw.op_ref(op).attr("unsignedCmp").is_some();
        let width = rw
            .ctx
            .integer_width(rw.body().value_type(*lb))
            .unwrap_or(64)
            .min(64);
        let as_cmp = |v: i128| -> i128 {
            if unsigned {
                let mask = if width >= 64 {
                    u64::MAX as i128
                } else {
                    (1i128 << width) - 1
                };
                v & mask
            } else {
                v
            }
        };
        let (l, u, s) = (as_cmp(l), as_cmp(u), as_cmp(s));
        if l >= u {
            rw.replace_op(op, inits);
            return Ok(true);
        }
        if s <= 0 || u - l > s {
            return Ok(false);
        }
        // One iteration: the body runs with iv = lb and the initial values.
        let Some(&region) = rw.body().local_regions(op).first() else {
            return Ok(false);
        };
        let Some(block) = rw.body().entry_block(region) else {
            return Ok(false);
        };
        let mut args = vec![*lb];
        args.extend_from_slice(inits);
        inline_single_block(rw, op, block, &args);
        Ok(true)
    }
}

pub fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(IfConstantCondition), Box::new(IfTrivialToSelect)]
}

pub fn for_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ForTrivialTripCount)]
}
