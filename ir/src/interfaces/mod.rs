//! Op interfaces the generic transforms query instead of op names, as upstream's
//! `mlir/Interfaces`: branches, region branches, calls and callables, memory effects,
//! speculation.
//! A dialect attaches an implementation with
//! [`OpDef::implements`](crate::OpDef::implements) (or
//! [`OpDef::add_interface`](crate::OpDef::add_interface)); a pass asks with
//! [`OpRef::interface`](crate::OpRef::interface). Ops without one are treated
//! conservatively (unknown successors, unknown effects, not a call).

mod branch;
mod branch_layout;
mod call;
mod effects;
mod region_branch;
mod speculation;
#[cfg(test)]
mod tests;

pub use branch::{successor_for_constants, BranchOpInterface};
pub use branch_layout::{BranchLayout, SegmentedBranch};
pub use call::{callee_name, CallOpInterface, CallableOpInterface, SymbolCall};
pub use effects::{
    is_memory_effect_free, nested_effects_all, only_reads, op_effects, removable_effects,
    EffectKind, EffectTarget, EffectsOn, MemoryEffect, MemoryEffectOpInterface,
};
pub use region_branch::{
    has_loop, loop_regions, region_entry_arg_count, region_forwarded_values,
    terminator_successor_operands, terminator_successors, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface, RegionSuccessor,
};
pub use speculation::{
    is_speculatable, speculatability, ConditionallySpeculatable, ConstantDimIndex, Speculatability,
};

use crate::ir::OpRef;

impl<'a> OpRef<'a> {
    /// The op's implementation of interface `I`, if it is registered with one.
    pub fn interface<I: ?Sized + 'static>(&self) -> Option<&'a I> {
        self.def()?.interface::<I>()
    }
}
