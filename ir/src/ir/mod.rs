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
    /// An operation within a [`Body`].
    pub struct OpId, "op";
);
crate::entity!(
    /// A block within a [`Body`].
    pub struct BlockId, "bb";
);
crate::entity!(
    /// A region within a [`Body`].
    pub struct RegionId, "region";
);
crate::entity!(
    /// An SSA value (op result or block argument) within a [`Body`].
    pub struct ValueId, "v";
);
crate::entity!(
    /// One use of a value: an operand slot of an op.
    pub struct OperandId, "use";
);
