//! Canonicalization patterns of `cf.br`, `cf.cond_br` and `cf.switch`, as upstream's
//! ControlFlowOps: `SimplifyPassThroughBr`, `SimplifyConstCondBranchPred`,
//! `SimplifyPassThroughCondBranch`, `SimplifyCondBranchIdenticalSuccessors` (differing
//! operands become `arith.select`), `SimplifyCondBranchFromCondBranchOnSameCondition`,
//! `CondBranchTruthPropagation` (uses in the destinations only), `SimplifySwitchWithOnlyDefault`, `DropSwitchCasesThatMatchDefault`,
//! `SimplifyConstSwitchValue` and `SimplifyPassThroughSwitch`. Merging a block into its
//! single predecessor (`SimplifyBrToBlockWithSinglePred`) is done by the canonicalizer's
//! region simplification.

use crate::segments::{dense_i32_array, dense_ints, successor_operands, switch_case_values};
use crate::{BR, COND_BR, SWITCH};
use xla_ir::ir::ValueDef;
use xla_ir::rewrite::{constant_value, PatternRewriter, RewritePattern};
use xla_ir::{AttrData, BlockId, Diag, OpId, OperationState, ValueId};

/// The integer a constant-like op gives `v`, if any.
fn constant_int(rw: &PatternRewriter<'_>, v: ValueId) -> Option<i128> {
    match rw.ctx.attr_data(constant_value(rw.ctx, rw.body(), v)?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Replaces terminator `op` by `cf.br ^dest(operands)`.
fn replace_with_br(rw: &mut PatternRewriter<'_>, op: OpId, dest: BlockId, operands: &[ValueId]) {
    let loc = rw.body().op(op).loc;
    let mut st = OperationState::new(rw.ctx, BR, loc).operands(operands);
    st.successors.push(dest);
    rw.replace_op_with_new(op, st);
}

/// Number of branch edges into `block` (a `cond_br` to it twice counts twice).
fn predecessor_edges(rw: &PatternRewriter<'_>, block: BlockId) -> Vec<BlockId> {
    let body = rw.body();
    let mut out = Vec::new();
    for p in body.predecessors(block) {
        let Some(t) = body.last_op(p) else { continue };
        out.extend(
            body.op(t)
                .successors()
                .iter()
                .filter(|&&s| s == block)
                .map(|_| p),
        );
    }
    out
}

/// Upstream's `collapseBranch`: when `succ` holds only a `cf.br` whose operands use the
/// block's arguments nowhere else, the branch can go straight to that `cf.br`'s target.
fn collapse(
    rw: &PatternRewriter<'_>,
    succ: BlockId,
    operands: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let body = rw.body();
    let term = body.first_op(succ)?;
    if body.next_op(term).is_some() || rw.ctx.op_name_str(body.op(term).name) != BR {
        return None;
    }
    let args = body.block_args(succ);
    if args
        .iter()
        .any(|&a| body.uses(a).any(|(user, _)| user != term))
    {
        return None;
    }
    let dest = *body.op(term).successors().first()?;
    if dest == succ || in_br_cycle(rw, succ, dest) {
        return None;
    }
    let forwarded = body
        .operands(term)
        .map(|v| match body.value(v).def {
            ValueDef::BlockArg { block, index } if block == succ => {
                operands.get(index as usize).copied()
            }
            _ => Some(v),
        })
        .collect::<Option<Vec<_>>>()?;
    Some((dest, forwarded))
}

/// Whether the chain of `cf.br`s from `dest` comes back to a block already seen (upstream
/// does not collapse branches in such cycles: the rewrites would never end).
fn in_br_cycle(rw: &PatternRewriter<'_>, succ: BlockId, dest: BlockId) -> bool {
    let body = rw.body();
    let mut seen = vec![succ, dest];
    let mut block = dest;
    while let Some(t) = body
        .last_op(block)
        .filter(|&t| rw.ctx.op_name_str(body.op(t).name) == BR)
    {
        let Some(&next) = body.op(t).successors().first() else {
            return false;
        };
        if seen.contains(&next) {
            return true;
        }
        seen.push(next);
        block = next;
    }
    false
}

struct BrPassThrough;

impl RewritePattern for BrPassThrough {
    fn root(&self) -> Option<&str> {
        Some(BR)
    }
    fn name(&self) -> &str {
        "SimplifyPassThroughBr"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(&dest) = rw.body().op(op).successors().first() else {
            return Ok(false);
        };
        if Some(dest) == rw.body().op(op).parent_block() {
            return Ok(false);
        }
        let operands: Vec<ValueId> = rw.body().operands(op).collect();
        let Some((dest, operands)) = collapse(rw, dest, &operands) else {
            return Ok(false);
        };
        replace_with_br(rw, op, dest, &operands);
        Ok(true)
    }
}

/// A `cf.cond_br`'s condition, successors and their operands.
struct CondBr {
    cond: ValueId,
    dests: [BlockId; 2],
    operands: [Vec<ValueId>; 2],
}

fn cond_br(rw: &PatternRewriter<'_>, op: OpId) -> Option<CondBr> {
    let opr = rw.op_ref(op);
    let [t, f]: [Vec<ValueId>; 2] = successor_operands(&opr)?.try_into().ok()?;
    let &[td, fd] = opr.successors() else {
        return None;
    };
    Some(CondBr {
        cond: rw.body().operands(op).next()?,
        dests: [td, fd],
        operands: [t, f],
    })
}

/// Replaces `op` by a `cf.cond_br` on `cond` (branch weights are dropped, as upstream).
fn replace_with_cond_br(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    cond: ValueId,
    dests: [BlockId; 2],
    operands: [Vec<ValueId>; 2],
) {
    let loc = rw.body().op(op).loc;
    let sizes = dense_i32_array(rw.ctx, &[1, operands[0].len(), operands[1].len()]);
    let mut st = OperationState::new(rw.ctx, COND_BR, loc)
        .operands(&[cond])
        .operands(&operands[0])
        .operands(&operands[1]);
    st.set_attr(rw.ctx, "operandSegmentSizes", sizes);
    st.successors.extend(dests);
    rw.replace_op_with_new(op, st);
}

struct CondBrConstant;

impl RewritePattern for CondBrConstant {
    fn root(&self) -> Option<&str> {
        Some(COND_BR)
    }
    fn name(&self) -> &str {
        "SimplifyConstCondBranchPred"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(CondBr {
            cond,
            dests,
            operands,
        }) = cond_br(rw, op)
        else {
            return Ok(false);
        };
        let Some(c) = constant_int(rw, cond) else {
            return Ok(false);
        };
        let taken = if c != 0 { 0 } else { 1 };
        replace_with_br(rw, op, dests[taken], &operands[taken]);
        Ok(true)
    }
}

struct CondBrPassThrough;

impl RewritePattern for CondBrPassThrough {
    fn root(&self) -> Option<&str> {
        Some(COND_BR)
    }
    fn name(&self) -> &str {
        "SimplifyPassThroughCondBranch"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(CondBr {
            cond,
            mut dests,
            mut operands,
        }) = cond_br(rw, op)
        else {
            return Ok(false);
        };
        let mut changed = false;
        for i in 0..2 {
            if let Some((d, ops)) = collapse(rw, dests[i], &operands[i]) {
                (dests[i], operands[i]) = (d, ops);
                changed = true;
            }
        }
        if changed {
            replace_with_cond_br(rw, op, cond, dests, operands);
        }
        Ok(changed)
    }
}

struct CondBrIdenticalSuccessors;

impl RewritePattern for CondBrIdenticalSuccessors {
    fn root(&self) -> Option<&str> {
        Some(COND_BR)
    }
    fn name(&self) -> &str {
        "SimplifyCondBranchIdenticalSuccessors"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(CondBr {
            cond,
            dests: [dest, other],
            operands: [t, f],
        }) = cond_br(rw, op)
        else {
            return Ok(false);
        };
        if dest != other {
            return Ok(false);
        }
        if t == f {
            replace_with_br(rw, op, dest, &t);
            return Ok(true);
        }
        // Selects only when this block is the destination's only predecessor, and the
        // select op is there to build them with.
        let here = rw.body().op(op).parent_block();
        if predecessor_edges(rw, dest).iter().any(|&p| Some(p) != here)
            || rw.ctx.op_def(rw.ctx.op_name("arith.select")).is_none()
        {
            return Ok(false);
        }
        let loc = rw.body().op(op).loc;
        rw.set_insertion_point_before(op);
        let mut merged = Vec::with_capacity(t.len());
        for (&a, &b) in t.iter().zip(&f) {
            if a == b {
                merged.push(a);
                continue;
            }
            let ty = rw.body().value_type(a);
            let select = rw.create(
                OperationState::new(rw.ctx, "arith.select", loc)
                    .operands(&[cond, a, b])
                    .results(&[ty]),
            );
            merged.extend(rw.body().results(select).first().copied());
        }
        replace_with_br(rw, op, dest, &merged);
        Ok(true)
    }
}

struct CondBrOnSameCondition;

impl RewritePattern for CondBrOnSameCondition {
    fn root(&self) -> Option<&str> {
        Some(COND_BR)
    }
    fn name(&self) -> &str {
        "SimplifyCondBranchFromCondBranchOnSameCondition"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(CondBr {
            cond,
            dests,
            operands,
        }) = cond_br(rw, op)
        else {
            return Ok(false);
        };
        let Some(here) = rw.body().op(op).parent_block() else {
            return Ok(false);
        };
        let &[pred] = predecessor_edges(rw, here).as_slice() else {
            return Ok(false);
        };
        let Some(pred_term) = rw.body().last_op(pred) else {
            return Ok(false);
        };
        if rw.ctx.op_name_str(rw.body().op(pred_term).name) != COND_BR {
            return Ok(false);
        }
        let Some(dominating) = cond_br(rw, pred_term) else {
            return Ok(false);
        };
        if dominating.cond != cond {
            return Ok(false);
        }
        let taken = if dominating.dests[0] == here { 0 } else { 1 };
        replace_with_br(rw, op, dests[taken], &operands[taken]);
        Ok(true)
    }
}

/// Upstream's `CondBranchTruthPropagation` (its first half): in a destination reached only
/// from this branch, direct uses of the condition become `true` / `false` constants.
struct CondBrTruthPropagation;

impl RewritePattern for CondBrTruthPropagation {
    fn root(&self) -> Option<&str> {
        Some(COND_BR)
    }
    fn name(&self) -> &str {
        "CondBranchTruthPropagation"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(CondBr { cond, dests, .. }) = cond_br(rw, op) else {
            return Ok(false);
        };
        if rw.ctx.op_def(rw.ctx.op_name("arith.constant")).is_none() {
            return Ok(false);
        }
        let mut changed = false;
        for (i, dest) in dests.into_iter().enumerate() {
            if predecessor_edges(rw, dest).len() != 1 {
                continue;
            }
            let uses: Vec<(OpId, u32)> = rw
                .body()
                .uses(cond)
                .filter(|&(user, _)| rw.body().op(user).parent_block() == Some(dest))
                .collect();
            if uses.is_empty() {
                continue;
            }
            let loc = rw.body().op(op).loc;
            let value = rw.ctx.bool_attr(i == 0);
            let i1 = rw.ctx.i1();
            rw.set_insertion_point_before(op);
            let constant = rw.create(
                OperationState::new(rw.ctx, "arith.constant", loc)
                    .results(&[i1])
                    .attr(rw.ctx, "value", value),
            );
            let Some(&known) = rw.body().results(constant).first() else {
                continue;
            };
            for (user, index) in uses {
                rw.set_operand(user, index as usize, known);
            }
            changed = true;
        }
        Ok(changed)
    }
}

/// A `cf.switch`'s flag, case values, successors and their operands (default first).
struct Switch {
    flag: ValueId,
    values: Vec<i64>,
    dests: Vec<BlockId>,
    operands: Vec<Vec<ValueId>>,
}

fn switch(rw: &PatternRewriter<'_>, op: OpId) -> Option<Switch> {
    let opr = rw.op_ref(op);
    let operands = successor_operands(&opr)?;
    let values = switch_case_values(&opr).map(|(_, v)| v).unwrap_or_default();
    let dests = opr.successors().to_vec();
    let flag = rw.body().operands(op).next()?;
    (dests.len() == values.len() + 1 && operands.len() == dests.len()).then_some(Switch {
        flag,
        values,
        dests,
        operands,
    })
}

/// Replaces `op` by a `cf.switch` on the same flag with the given cases (default first).
fn replace_with_switch(rw: &mut PatternRewriter<'_>, op: OpId, s: &Switch) {
    let loc = rw.body().op(op).loc;
    let flag_type = rw.body().value_type(s.flag);
    let (Some(default_ops), Some(case_ops)) = (s.operands.first(), s.operands.get(1..)) else {
        return;
    };
    let mut st = OperationState::new(rw.ctx, SWITCH, loc)
        .operands(&[s.flag])
        .operands(default_ops);
    for ops in case_ops {
        st.operands.extend_from_slice(ops);
    }
    let case_total: usize = case_ops.iter().map(Vec::len).sum();
    let sizes = dense_i32_array(rw.ctx, &[1, default_ops.len(), case_total]);
    if !s.values.is_empty() {
        st.set_attr(
            rw.ctx,
            "case_values",
            dense_ints(rw.ctx, flag_type, &s.values),
        );
    }
    let case_sizes: Vec<usize> = case_ops.iter().map(Vec::len).collect();
    st.set_attr(
        rw.ctx,
        "case_operand_segments",
        dense_i32_array(rw.ctx, &case_sizes),
    );
    st.set_attr(rw.ctx, "operandSegmentSizes", sizes);
    st.successors.extend_from_slice(&s.dests);
    rw.replace_op_with_new(op, st);
}

struct SwitchOnlyDefault;

impl RewritePattern for SwitchOnlyDefault {
    fn root(&self) -> Option<&str> {
        Some(SWITCH)
    }
    fn name(&self) -> &str {
        "SimplifySwitchWithOnlyDefault"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(s) = switch(rw, op) else {
            return Ok(false);
        };
        let (Some(&dest), Some(ops)) = (s.dests.first(), s.operands.first()) else {
            return Ok(false);
        };
        // No cases, or every case goes where the default goes.
        let all_default = s
            .dests
            .iter()
            .zip(&s.operands)
            .all(|(&d, o)| d == dest && o == ops);
        if !all_default {
            return Ok(false);
        }
        replace_with_br(rw, op, dest, ops);
        Ok(true)
    }
}

struct SwitchDropDefaultCases;

impl RewritePattern for SwitchDropDefaultCases {
    fn root(&self) -> Option<&str> {
        Some(SWITCH)
    }
    fn name(&self) -> &str {
        "DropSwitchCasesThatMatchDefault"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(s) = switch(rw, op) else {
            return Ok(false);
        };
        let keep: Vec<usize> = (0..s.values.len())
            .filter(|&i| s.dests[i + 1] != s.dests[0] || s.operands[i + 1] != s.operands[0])
            .collect();
        if keep.len() == s.values.len() {
            return Ok(false);
        }
        let mut kept = Switch {
            flag: s.flag,
            values: Vec::new(),
            dests: vec![s.dests[0]],
            operands: vec![s.operands[0].clone()],
        };
        for i in keep {
            kept.values.push(s.values[i]);
            kept.dests.push(s.dests[i + 1]);
            kept.operands.push(s.operands[i + 1].clone());
        }
        replace_with_switch(rw, op, &kept);
        Ok(true)
    }
}

struct SwitchConstantFlag;

impl RewritePattern for SwitchConstantFlag {
    fn root(&self) -> Option<&str> {
        Some(SWITCH)
    }
    fn name(&self) -> &str {
        "SimplifyConstSwitchValue"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(s) = switch(rw, op) else {
            return Ok(false);
        };
        let Some(flag) = constant_int(rw, s.flag) else {
            return Ok(false);
        };
        let width = rw
            .ctx
            .integer_width(rw.body().value_type(s.flag))
            .unwrap_or(64)
            .min(64);
        let wrap = |v: i128| {
            if width >= 64 {
                v as i64
            } else {
                ((v << (128 - width)) >> (128 - width)) as i64
            }
        };
        let flag = wrap(flag);
        let taken = s
            .values
            .iter()
            .position(|&v| wrap(v as i128) == flag)
            .map_or(0, |i| i + 1);
        replace_with_br(rw, op, s.dests[taken], &s.operands[taken]);
        Ok(true)
    }
}

struct SwitchPassThrough;

impl RewritePattern for SwitchPassThrough {
    fn root(&self) -> Option<&str> {
        Some(SWITCH)
    }
    fn name(&self) -> &str {
        "SimplifyPassThroughSwitch"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let Some(mut s) = switch(rw, op) else {
            return Ok(false);
        };
        let mut changed = false;
        for i in 0..s.dests.len() {
            if let Some((d, ops)) = collapse(rw, s.dests[i], &s.operands[i]) {
                (s.dests[i], s.operands[i]) = (d, ops);
                changed = true;
            }
        }
        if changed {
            replace_with_switch(rw, op, &s);
        }
        Ok(changed)
    }
}

pub fn br_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(BrPassThrough)]
}

pub fn cond_br_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(CondBrConstant),
        Box::new(CondBrPassThrough),
        Box::new(CondBrIdenticalSuccessors),
        Box::new(CondBrOnSameCondition),
        Box::new(CondBrTruthPropagation),
    ]
}

pub fn switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(SwitchOnlyDefault),
        Box::new(SwitchDropDefaultCases),
        Box::new(SwitchConstantFlag),
        Box::new(SwitchPassThrough),
    ]
}
