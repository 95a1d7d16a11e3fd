//! The IR proper: operations, blocks, regions and values in per-body arenas.
//!
//! Each op that is IsolatedFromAbove owns a [`Body`]: the arena for everything inside its
//! regions. Handles are local to their body, so two functions can be mutated at once.

mod body;
mod named_attrs;
mod op_ref;
mod state;
mod walk;

pub use body::{BlockData, Body, OpData, OpRegions, OperandData, RegionData, ValueData, ValueDef};
pub use named_attrs::NamedAttrs;
pub use op_ref::{OpRef, RegionsRef};
pub use state::{Module, OperationState};
pub use walk::WalkOrder;

crate::entity!(
    /// Names an operation (MLIR's `Operation*`) in the [`Body`] that holds it: read it with
    /// [`Body::op`] or an [`OpRef`], change it through [`Body`] or a rewriter. Ids of
    /// different bodies are unrelated.
    pub struct OpId, "op";
);
crate::entity!(
    /// Names a block in its [`Body`]: a list of ops with arguments, ending in a terminator
    /// in SSA CFG regions; see [`Body::block_ops`], [`Body::block_args`].
    pub struct BlockId, "bb";
);
crate::entity!(
    /// Names a region in its [`Body`]: the list of blocks an op owns (a function body, a
    /// loop body); see [`Body::region_blocks`], [`Body::entry_block`].
    pub struct RegionId, "region";
);
crate::entity!(
    /// Names an SSA value (an op result or a block argument) in its [`Body`]: defined once,
    /// used by operands; see [`Body::value`], [`Body::uses`].
    pub struct ValueId, "v";
);
crate::entity!(
    /// Names one use of a value (an operand slot of an op), linked in the value's use list;
    /// see [`Body::operand_data`].
    pub struct OperandId, "use";
);
