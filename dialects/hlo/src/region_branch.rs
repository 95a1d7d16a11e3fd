//! hlo's control flow as RegionBranchOpInterface, so sccp and the other generic passes see
//! through `hlo.if`, `hlo.case` and `hlo.while`; `hlo.return` ends their regions, and in
//! `hlo.while`'s `cond` it is a RegionBranchTerminatorOpInterface choosing by the predicate.

use crate::dense::DenseInts;
use crate::ops::{CaseOp, IfOp, ReturnOp, WhileOp};
use std::ops::Range;
use xla_ir::interfaces::{
    RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use xla_ir::{Attribute, DialectDef, OpRef};

use RegionSuccessor::{Parent, Region};

/// Attaches the interfaces to the dialect's ops.
pub fn attach(d: &mut DialectDef) {
    for def in &mut d.ops {
        match def.name.as_str() {
            IfOp::NAME => def.add_interface::<dyn RegionBranchOpInterface>(Box::new(If)),
            CaseOp::NAME => def.add_interface::<dyn RegionBranchOpInterface>(Box::new(Case)),
            WhileOp::NAME => def.add_interface::<dyn RegionBranchOpInterface>(Box::new(While)),
            ReturnOp::NAME => {
                def.add_interface::<dyn RegionBranchTerminatorOpInterface>(Box::new(Return))
            }
            _ => {}
        }
    }
}

/// The value of a one-element integer `dense<...>` constant (a `tensor<i1>` predicate, a
/// `tensor<i32>` index).
fn scalar_int(op: OpRef<'_>, value: Option<&Option<Attribute>>) -> Option<i128> {
    let ints = DenseInts::of(op.ctx, (*value?)?)?;
    (ints.len() == 1).then(|| ints.get(0)).flatten()
}

/// `hlo.if`: `true_branch` for a true predicate, `false_branch` for a false one.
struct If;

impl RegionBranchOpInterface for If {
    fn entry_successors(
        &self,
        op: OpRef<'_>,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        match scalar_int(op, operands.first()) {
            Some(0) => vec![Region(1)],
            Some(_) => vec![Region(0)],
            None => vec![Region(0), Region(1)],
        }
    }
    xla_ir::regions_run_once_then_exit!();
}

/// `hlo.case`: branch `index`; an index out of `[0, N)` takes the last branch.
struct Case;

impl RegionBranchOpInterface for Case {
    fn entry_successors(
        &self,
        op: OpRef<'_>,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let n = op.num_regions();
        match scalar_int(op, operands.first()) {
            Some(i) if n > 0 => {
                let taken = usize::try_from(i).ok().filter(|&i| i < n);
                vec![Region(taken.unwrap_or(n - 1))]
            }
            _ => (0..n).map(Region).collect(),
        }
    }
    xla_ir::regions_run_once_then_exit!();
}

/// `hlo.while`: `cond` first, from the operands and after each `body`; `cond` passes its
/// arguments on to `body` or, when it returns false, to the results.
struct While;

impl RegionBranchOpInterface for While {
    xla_ir::condition_then_body_loop!();
    fn forwards_entry_arguments(&self, _: OpRef<'_>, region: usize) -> bool {
        region == 0
    }
}

/// `hlo.return`: forwards all its operands, except in `hlo.while`'s `cond`, where its
/// operand is the predicate that picks `body` (true) or the exit (false).
struct Return;

/// Whether `op` ends the `cond` region (region 0) of an `hlo.while`.
fn ends_while_cond(op: OpRef<'_>) -> bool {
    let Some(parent) = op.parent_op().filter(|p| p.isa::<WhileOp>()) else {
        return false;
    };
    let body = op.body;
    let region = body
        .op(op.id)
        .parent_block()
        .and_then(|b| body.block(b).parent_region());
    region.is_some() && body.local_regions(parent.id).first().copied() == region
}

impl RegionBranchTerminatorOpInterface for Return {
    fn successor_operands(&self, op: OpRef<'_>, _: RegionSuccessor) -> Range<usize> {
        if ends_while_cond(op) {
            0..0
        } else {
            0..op.num_operands()
        }
    }
    fn successors(
        &self,
        op: OpRef<'_>,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        if !ends_while_cond(op) {
            return None;
        }
        Some(match scalar_int(op, operands.first()) {
            Some(0) => vec![Parent],
            Some(_) => vec![Region(1)],
            None => vec![Region(1), Parent],
        })
    }
}
