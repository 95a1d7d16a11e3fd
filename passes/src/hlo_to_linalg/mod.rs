//! `--hlo-legalize-to-linalg`: hlo ops on tensors become linalg structured ops (on tensors),
//! tensor ops, and scalar arith/math computations in their bodies.
//!
//! Layout: this module holds the pass, the conversion target and the list of lowerings;
//! [`builder`] is the op-building API every lowering uses; the lowerings are split by op
//! group, one file each, each exposing `lowerings() -> Vec<Lowering>`:
//! - [`elementwise`]: unary/binary/compare/select/clamp/convert/bitcast_convert and the math
//!   functions (implicit broadcasts and dynamic dimensions included), with [`scalar`] holding
//!   the per-element arith/math sequences (also used for hlo ops on 0-d tensors inside the
//!   regions of reduce/sort/scatter/map, which become scalar code);
//! - [`shape`]: broadcast_in_dim, transpose, reshape, reverse, iota, constant;
//! - [`map`]: hlo.map;
//! - [`control_flow`]: hlo.while, hlo.if, hlo.case into scf.while, scf.if, scf.index_switch;
//! - structured ops (dot, reduce, convolution, gather, ...): one file each, listed in
//!   [`lowerings`] below.
//!
//! An op without a lowering fails with `'<op>' op failed to legalize to linalg: ...` at its
//! location (docs/lowering/hlo-to-linalg.md lists what is not lowered and why).

pub mod builder;
pub mod cholesky;
pub mod convolution;
pub mod dot;
pub mod control_flow;
pub mod elementwise;
pub mod gather;
pub mod map;
pub mod not_lowered;
pub mod reduce;
pub mod reduce_window;
pub mod region;
pub mod scalar;
pub mod scatter;
pub mod select_and_scatter;
pub mod shape;
pub mod slicing;
pub mod sort;
pub mod structured;
pub mod triangular_solve;

#[cfg(test)]
mod tests;

use builder::{Builder, Rewriter};
use xla_ir::ir::WalkOrder;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::PatternRewriter;
use xla_ir::{Body, Context, Diag, OpData, OpId, ValueId};

pub const ARGUMENT: &str = "hlo-legalize-to-linalg";
const DESCRIPTION: &str = "Legalize hlo ops to linalg structured ops on tensors (with tensor, arith and math ops)";

/// Lowers the op the builder is anchored at, given its (converted) operands; `Ok(false)`
/// when the lowering does not apply (it must not have changed anything then).
pub type LowerFn = fn(&mut Builder<'_, '_>, &[ValueId]) -> Result<bool, Diag>;

/// One lowering: the hlo op it applies to and how.
#[derive(Clone, Copy)]
pub struct Lowering {
    pub op: &'static str,
    pub lower: LowerFn,
}

/// Every lowering of the pass, by op group.
pub fn lowerings() -> Vec<Lowering> {
    [
        elementwise::lowerings(),
        shape::lowerings(),
        map::lowerings(),
        dot::lowerings(),
        cholesky::lowerings(),
        convolution::lowerings(),
        gather::lowerings(),
        reduce::lowerings(),
        reduce_window::lowerings(),
        scatter::lowerings(),
        select_and_scatter::lowerings(),
        slicing::lowerings(),
        sort::lowerings(),
        triangular_solve::lowerings(),
        control_flow::lowerings(),
        not_lowered::lowerings(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Dialects the pass produces (everything else from hlo must be gone).
pub const LEGAL_DIALECTS: &[&str] = &["linalg", "tensor", "arith", "math", "func", "scf", "builtin"];

#[derive(Default)]
pub struct HloLegalizeToLinalg;

pub fn info() -> PassInfo {
    PassInfo { argument: ARGUMENT, description: DESCRIPTION, factory: || Box::new(HloLegalizeToLinalg) }
}

impl Pass for HloLegalizeToLinalg {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "HloLegalizeToLinalg"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        match op.isolated_body_mut() {
            Some(body) => legalize_body(ctx, body, &lowerings()),
            None => Ok(()),
        }
    }
}

/// Lowers every hlo op of `body` (pre-order, so region-holding ops go before the ops in
/// their regions), then reports the hlo ops left.
pub fn legalize_body(ctx: &Context, body: &mut Body, lowerings: &[Lowering]) -> Result<(), Vec<Diag>> {
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    let mut errors = Vec::new();
    {
        let mut rw = PatternRewriter::new(ctx, body);
        let mut failed: Vec<OpId> = Vec::new();
        for op in ops {
            if rw.body().is_erased(op) || rw.body().op(op).parent_block().is_none() {
                continue;
            }
            // The ops in a failed op's regions would only add follow-up errors.
            if inside_any(rw.body(), op, &failed) {
                continue;
            }
            if let Err(d) = lower_op(&mut rw, op, lowerings) {
                errors.push(d);
                failed.push(op);
            }
        }
    }
    if errors.is_empty() {
        report_leftovers(ctx, body, &mut errors);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Whether `op` is nested (at any depth) in one of `ancestors`.
fn inside_any(body: &Body, op: OpId, ancestors: &[OpId]) -> bool {
    let mut current = body.parent_op(op);
    while let Some(p) = current {
        if ancestors.contains(&p) {
            return true;
        }
        current = body.parent_op(p);
    }
    false
}

/// Applies the first lowering of `op` that matches.
fn lower_op<'c>(rw: &mut dyn Rewriter<'c>, op: OpId, lowerings: &[Lowering]) -> Result<bool, Diag> {
    let name = rw.ctx().op_name_str(rw.body().op(op).name).to_string();
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    for l in lowerings.iter().filter(|l| l.op == name) {
        let mut b = Builder::new(rw, op);
        if (l.lower)(&mut b, &operands)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// An error for each hlo op still in `body`.
fn report_leftovers(ctx: &Context, body: &Body, errors: &mut Vec<Diag>) {
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops {
        let r = xla_ir::OpRef::new(ctx, body, op);
        if r.name_str().starts_with("hlo.") {
            errors.push(r.error(format!(
                "failed to legalize to linalg: '{}' is not lowered (see docs/lowering/hlo-to-linalg.md)",
                r.name_str()
            )));
        }
    }
}
