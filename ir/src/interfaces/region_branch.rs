//! RegionBranchOpInterface and RegionBranchTerminatorOpInterface: how control enters the
//! regions of an op with structured control flow (`scf.if`, `scf.for`, ...), moves between
//! them and leaves back to the op, and which values travel along (upstream
//! `getEntrySuccessorRegions`, `getSuccessorRegions`, `getEntrySuccessorOperands`,
//! `RegionSuccessor::getSuccessorInputs`, `getSuccessorOperands`).

use crate::attrs::Attribute;
use crate::ir::OpRef;
use crate::registry::Traits;
use std::ops::Range;

/// Where control goes next: one of the op's regions (by index) or back out of the op.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegionSuccessor {
    Region(usize),
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
    let Some(iface) = op.interface::<dyn RegionBranchOpInterface>() else {
        return false;
    };
    (0..op.num_regions()).any(|start| {
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
}
