//! BranchOpInterface: which operands a terminator forwards to each successor block, and which
//! successor it takes for constant operands (upstream `getSuccessorOperands`,
//! `getSuccessorForOperands`).

use crate::attrs::Attribute;
use crate::ir::{Body, OpId, OpRef};
use std::ops::Range;

/// A terminator that passes operands to the arguments of its successor blocks.
pub trait BranchOpInterface: Send + Sync {
    /// The operands forwarded to successor `index`, as a range of the op's operands; `None`
    /// if the op's attributes do not add up (unverified IR).
    fn successor_operands(&self, op: OpRef<'_>, index: usize) -> Option<Range<usize>>;

    /// The successor taken when the operands have these values (`None` for a non-constant
    /// operand); `None` if it cannot be told.
    fn successor_for_operands(
        &self,
        _op: OpRef<'_>,
        _operands: &[Option<Attribute>],
    ) -> Option<usize> {
        None
    }

    /// Whether canonicalization merges a block into its only predecessor when that ends in
    /// this branch (upstream's `cf.br` pattern `SimplifyBrToBlockWithSinglePred`; `llvm.br`
    /// has none). Asked of unconditional branches only.
    fn merges_into_single_predecessor(&self) -> bool {
        false
    }

    /// Removes forwarded operand `index` of successor `succ`, keeping the op's segment
    /// attributes in step; false if it cannot.
    fn erase_successor_operand(
        &self,
        ctx: &crate::Context,
        body: &mut Body,
        op: OpId,
        succ: usize,
        index: usize,
    ) -> bool;
}

/// The successor `op` takes for these operand values, through its BranchOpInterface.
pub fn successor_for_constants(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<usize> {
    op.interface::<dyn BranchOpInterface>()?
        .successor_for_operands(op, operands)
}
