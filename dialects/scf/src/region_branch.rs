//! scf's control flow as RegionBranchOpInterface (and `scf.condition` as a
//! RegionBranchTerminatorOpInterface), as upstream's SCF ops implement them; `scf.yield` is
//! return-like and forwards all its operands.

use crate::ops::{ConditionOp, ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp};
use std::ops::Range;
use xla_ir::interfaces::{
    region_entry_arg_count, RegionBranchOpInterface, RegionBranchTerminatorOpInterface,
    RegionSuccessor,
};
use xla_ir::{Attribute, DialectDef, OpRef};

use RegionSuccessor::{Parent, Region};

/// Attaches the interfaces to the dialect's ops.
pub fn attach(d: &mut DialectDef) {
    for def in &mut d.ops {
        match def.name.as_str() {
            ForOp::NAME => def.add_interface::<dyn RegionBranchOpInterface>(Box::new(For)),
            IfOp::NAME => def.add_interface::<dyn RegionBranchOpInterface>(Box::new(If)),
            WhileOp::NAME => def.add_interface::<dyn RegionBranchOpInterface>(Box::new(While)),
            ExecuteRegionOp::NAME => {
                def.add_interface::<dyn RegionBranchOpInterface>(Box::new(ExecuteRegion))
            }
            IndexSwitchOp::NAME => {
                def.add_interface::<dyn RegionBranchOpInterface>(Box::new(IndexSwitch))
            }
            ParallelOp::NAME => {
                def.add_interface::<dyn RegionBranchOpInterface>(Box::new(Parallel))
            }
            ConditionOp::NAME => {
                def.add_interface::<dyn RegionBranchTerminatorOpInterface>(Box::new(Condition))
            }
            _ => {}
        }
    }
}

/// Whether region `r` has no blocks (an `scf.if` without `else`).
fn region_is_empty(op: OpRef<'_>, r: usize) -> bool {
    op.body
        .local_regions(op.id)
        .get(r)
        .is_none_or(|&r| op.body.entry_block(r).is_none())
}

fn constant_int(op: OpRef<'_>, value: Option<&Option<Attribute>>) -> Option<i128> {
    op.ctx.attr_as_int((*value?)?)
}

/// `scf.for`: the body runs zero or more times; the iteration arguments (after the induction
/// variable) start from the init operands, and the results take the last values.
struct For;

impl RegionBranchOpInterface for For {
    fn entry_successors(&self, _: OpRef<'_>, _: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        vec![Region(0), Parent]
    }
    fn region_successors(&self, _: OpRef<'_>, _: usize) -> Vec<RegionSuccessor> {
        vec![Region(0), Parent]
    }
    fn entry_successor_operands(&self, op: OpRef<'_>, _: RegionSuccessor) -> Range<usize> {
        3.min(op.num_operands())..op.num_operands()
    }
    fn successor_inputs(&self, op: OpRef<'_>, succ: RegionSuccessor) -> Range<usize> {
        match succ {
            Region(r) => 1.min(region_entry_arg_count(op, r))..region_entry_arg_count(op, r),
            Parent => 0..op.num_results(),
        }
    }
}

/// `scf.if`: the `then` region for a true condition, `else` (or straight out, without one)
/// for a false one.
struct If;

impl RegionBranchOpInterface for If {
    fn entry_successors(
        &self,
        op: OpRef<'_>,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let otherwise = if region_is_empty(op, 1) {
            Parent
        } else {
            Region(1)
        };
        match constant_int(op, operands.first()) {
            Some(0) => vec![otherwise],
            Some(_) => vec![Region(0)],
            None => vec![Region(0), otherwise],
        }
    }
    xla_ir::regions_run_once_then_exit!();
}

/// `scf.while`: `before` from the inits and after each `after`; `scf.condition` goes on to
/// `after` or out.
struct While;

impl RegionBranchOpInterface for While {
    xla_ir::condition_then_body_loop!();
}

/// `scf.execute_region`: its region once, then out.
struct ExecuteRegion;

impl RegionBranchOpInterface for ExecuteRegion {
    fn entry_successors(&self, _: OpRef<'_>, _: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        vec![Region(0)]
    }
    xla_ir::regions_run_once_then_exit!();
}

/// `scf.index_switch`: the case region whose value the argument equals, else the default
/// (region 0).
struct IndexSwitch;

impl RegionBranchOpInterface for IndexSwitch {
    fn entry_successors(
        &self,
        op: OpRef<'_>,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let cases = op
            .attr("cases")
            .and_then(|a| op.ctx.attr_as_i64_array(a))
            .unwrap_or_default();
        match constant_int(op, operands.first()) {
            Some(v) => {
                let case = cases.iter().position(|&c| i128::from(c) == v);
                vec![Region(case.map_or(0, |i| i + 1))]
            }
            None => (0..op.num_regions()).map(Region).collect(),
        }
    }
    xla_ir::regions_run_once_then_exit!();
}

/// `scf.parallel`: the body runs for each point, maybe none; nothing is forwarded (the
/// induction variables and the results, from `scf.reduce`, are set otherwise).
struct Parallel;

impl RegionBranchOpInterface for Parallel {
    fn entry_successors(&self, _: OpRef<'_>, _: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        vec![Region(0), Parent]
    }
    fn region_successors(&self, _: OpRef<'_>, _: usize) -> Vec<RegionSuccessor> {
        vec![Region(0), Parent]
    }
    fn entry_successor_operands(&self, _: OpRef<'_>, _: RegionSuccessor) -> Range<usize> {
        0..0
    }
    fn successor_inputs(&self, _: OpRef<'_>, _: RegionSuccessor) -> Range<usize> {
        0..0
    }
}

/// `scf.condition`: a true condition continues into `after`, a false one leaves the loop;
/// both take the operands after the condition.
struct Condition;

impl RegionBranchTerminatorOpInterface for Condition {
    fn successor_operands(&self, op: OpRef<'_>, _: RegionSuccessor) -> Range<usize> {
        1.min(op.num_operands())..op.num_operands()
    }
    fn successors(
        &self,
        op: OpRef<'_>,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        Some(match constant_int(op, operands.first()) {
            Some(0) => vec![Parent],
            Some(_) => vec![Region(1)],
            None => vec![Region(1), Parent],
        })
    }
}
