//! RegionBranchOpInterface and RegionBranchTerminatorOpInterface: how control enters the
//! regions of an op with structured control flow (`scf.if`, `scf.for`, ...), moves between
//! them and leaves back to the op, and which values travel along (upstream
//! `getEntrySuccessorRegions`, `getSuccessorRegions`, `getEntrySuccessorOperands`,
//! `RegionSuccessor::getSuccessorInputs`, `getSuccessorOperands`).

use crate::attrs::Attribute;
use crate::ir::{OpRef, ValueId};
use crate::registry::Traits;
use std::ops::Range;

/// Where control goes next: one of the op's regions (by index) or back out of the op.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegionSuccessor {
    /// Into the op's region with this index (its entry block).
    Region(usize),
    /// Out of the op, back to the code after it (the op's results receive the values).
    Parent,
}

/// An op whose regions run in an order it describes.
pub trait RegionBranchOpInterface: Send + Sync {
    /// The successors control may take when the op starts, given the values of its
    /// operands (`None` for a non-constant one): all possible ones if it cannot tell.
    fn entry_successors(
        &self,
        op: OpRef<'_>,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor>;

    /// The successors control may take when region `region` finishes.
    fn region_successors(&self, op: OpRef<'_>, region: usize) -> Vec<RegionSuccessor>;

    /// The operands of the op passed to `succ` when the op starts (as a range of operands).
    fn entry_successor_operands(&self, op: OpRef<'_>, succ: RegionSuccessor) -> Range<usize>;

    /// The values that receive what is passed to `succ`: a range of the region's entry block
    /// arguments (the others, e.g. an induction variable, are set otherwise) or of the op's
    /// results.
    fn successor_inputs(&self, op: OpRef<'_>, succ: RegionSuccessor) -> Range<usize>;

    /// Whether region `region` passes its own entry block arguments to its successors instead
    /// of its terminator's operands (`hlo.while`'s `cond` returns only the predicate).
    fn forwards_entry_arguments(&self, _op: OpRef<'_>, _region: usize) -> bool {
        false
    }
}

/// The methods of an op whose chosen region runs once and exits to the op (`scf.if`,
/// `hlo.case`, ...): nothing enters a region, the region's terminator sets the results.
#[macro_export]
macro_rules! regions_run_once_then_exit {
    () => {
        fn region_successors(
            &self,
            _: $crate::OpRef<'_>,
            _: usize,
        ) -> Vec<$crate::interfaces::RegionSuccessor> {
            vec![$crate::interfaces::RegionSuccessor::Parent]
        }
        fn entry_successor_operands(
            &self,
            _: $crate::OpRef<'_>,
            _: $crate::interfaces::RegionSuccessor,
        ) -> std::ops::Range<usize> {
            0..0
        }
        fn successor_inputs(
            &self,
            op: $crate::OpRef<'_>,
            succ: $crate::interfaces::RegionSuccessor,
        ) -> std::ops::Range<usize> {
            match succ {
                $crate::interfaces::RegionSuccessor::Region(_) => 0..0,
                $crate::interfaces::RegionSuccessor::Parent => 0..op.num_results(),
            }
        }
    };
}

/// A terminator of a region-branch op's region that forwards operands to its successors.
/// Return-like terminators without it forward all their operands to every successor.
pub trait RegionBranchTerminatorOpInterface: Send + Sync {
    /// The operands forwarded to `succ`.
    fn successor_operands(&self, op: OpRef<'_>, succ: RegionSuccessor) -> Range<usize>;

    /// The successors taken given the values of the terminator's operands; `None` leaves it
    /// to the parent's [`RegionBranchOpInterface::region_successors`].
    fn successors(
        &self,
        _op: OpRef<'_>,
        _operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        None
    }
}

/// The operands `term` forwards to `succ`: through its interface, or all of them for a
/// return-like terminator; `None` for other ops.
pub fn terminator_successor_operands(
    term: OpRef<'_>,
    succ: RegionSuccessor,
) -> Option<Range<usize>> {
    if let Some(t) = term.interface::<dyn RegionBranchTerminatorOpInterface>() {
        return Some(t.successor_operands(term, succ));
    }
    term.has_trait(Traits::RETURN_LIKE)
        .then(|| 0..term.num_operands())
}

/// The methods of a while loop (`scf.while`, `hlo.while`): region 0 (the condition) runs
/// first, from all the operands, and after each run of region 1 (the body); from region 0
/// control goes to region 1 or out; both regions take all their entry arguments.
#[macro_export]
macro_rules! condition_then_body_loop {
    () => {
        fn entry_successors(
            &self,
            _: $crate::OpRef<'_>,
            _: &[Option<$crate::Attribute>],
        ) -> Vec<$crate::interfaces::RegionSuccessor> {
            vec![$crate::interfaces::RegionSuccessor::Region(0)]
        }
        fn region_successors(
            &self,
            _: $crate::OpRef<'_>,
            region: usize,
        ) -> Vec<$crate::interfaces::RegionSuccessor> {
            use $crate::interfaces::RegionSuccessor::{Parent, Region};
            match region {
                0 => vec![Region(1), Parent],
                _ => vec![Region(0)],
            }
        }
        fn entry_successor_operands(
            &self,
            op: $crate::OpRef<'_>,
            _: $crate::interfaces::RegionSuccessor,
        ) -> std::ops::Range<usize> {
            0..op.num_operands()
        }
        fn successor_inputs(
            &self,
            op: $crate::OpRef<'_>,
            succ: $crate::interfaces::RegionSuccessor,
        ) -> std::ops::Range<usize> {
            match succ {
                $crate::interfaces::RegionSuccessor::Region(r) => {
                    0..$crate::interfaces::region_entry_arg_count(op, r)
                }
                $crate::interfaces::RegionSuccessor::Parent => 0..op.num_results(),
            }
        }
    };
}

/// How many entry block arguments region `r` of `op` has (0 for a missing or empty region):
/// the usual [`RegionBranchOpInterface::successor_inputs`] of a region.
pub fn region_entry_arg_count(op: OpRef<'_>, r: usize) -> usize {
    op.body
        .local_regions(op.id)
        .get(r)
        .and_then(|&r| op.body.entry_block(r))
        .map_or(0, |b| op.body.block_args(b).len())
}

/// The values region `region` of `parent` passes to `succ` when its terminator `term` runs:
/// the operands `term` forwards, or the region's entry arguments when the parent's interface
/// says so; `None` if `term` forwards nothing (not return-like, no interface).
pub fn region_forwarded_values(
    parent: OpRef<'_>,
    region: usize,
    term: OpRef<'_>,
    succ: RegionSuccessor,
) -> Option<Vec<ValueId>> {
    let forwards_args = parent
        .interface::<dyn RegionBranchOpInterface>()
        .is_some_and(|p| p.forwards_entry_arguments(parent, region));
    if forwards_args {
        let entry = parent
            .body
            .local_regions(parent.id)
            .get(region)
            .and_then(|&r| parent.body.entry_block(r))?;
        return Some(parent.body.block_args(entry).to_vec());
    }
    let range = terminator_successor_operands(term, succ)?;
    Some(
        term.body
            .operands(term.id)
            .skip(range.start)
            .take(range.len())
            .collect(),
    )
}

/// Where control goes when `term` (a terminator of region `region` of `parent`) runs with
/// these operand values.
pub fn terminator_successors(
    parent: OpRef<'_>,
    region: usize,
    term: OpRef<'_>,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    let from_term = term
        .interface::<dyn RegionBranchTerminatorOpInterface>()
        .and_then(|t| t.successors(term, operands));
    if let Some(succs) = from_term {
        return succs;
    }
    parent
        .interface::<dyn RegionBranchOpInterface>()
        .map(|p| p.region_successors(parent, region))
        .unwrap_or_default()
}

/// Whether control can come back to one of `op`'s regions after leaving it (a loop; upstream
/// `RegionBranchOpInterface::hasLoop`); false without the interface.
pub fn has_loop(op: OpRef<'_>) -> bool {
    !loop_regions(op).is_empty()
}

/// The regions of `op` control can come back to after leaving them (upstream
/// `LoopLikeOpInterface::getLoopRegions`: an `scf.for`'s body, both regions of a while
/// loop), by index; none without the interface.
pub fn loop_regions(op: OpRef<'_>) -> Vec<usize> {
    let Some(iface) = op.interface::<dyn RegionBranchOpInterface>() else {
        return Vec::new();
    };
    (0..op.num_regions())
        .filter(|&start| {
            let mut seen = vec![false; op.num_regions()];
            let mut stack = vec![start];
            while let Some(r) = stack.pop() {
                for succ in iface.region_successors(op, r) {
                    let RegionSuccessor::Region(next) = succ else {
                        continue;
                    };
                    if next == start {
                        return true;
                    }
                    if next < seen.len() && !seen[next] {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
            false
        })
        .collect()
}
