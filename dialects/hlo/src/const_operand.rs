//! The integer values of an operand produced by a constant op (StableHLO's `matchInts`:
//! `m_Constant` on the defining op). The dynamic-shape ops check their shape operands
//! against the result type when those are known.

use crate::dense::DenseInts;
use xla_ir::ir::ValueDef;
use xla_ir::{OpRef, Traits};

/// Shape operands longer than this are not read: they list one size per result dimension,
/// and reading a huge splat would allocate without bound.
const MAX_ELEMENTS: u64 = 1 << 16;

/// The elements of operand `index` when a ConstantLike op defines it with an integer
/// (or index) `value` attribute of at most [`MAX_ELEMENTS`] elements; `None` otherwise.
pub fn constant_ints(op: OpRef<'_>, index: usize) -> Option<Vec<i64>> {
    let value = op.operands().nth(index)?;
    let ValueDef::Result { op: def, .. } = op.body.value(value).def else {
        return None;
    };
    let def = OpRef::new(op.ctx, op.body, def);
    if !def.has_trait(Traits::CONSTANT_LIKE) {
        return None;
    }
    let ints = DenseInts::of(op.ctx, def.attr("value")?)?;
    if ints.len() > MAX_ELEMENTS {
        return None;
    }
    ints.iter().map(|v| i64::try_from(v).ok()).collect()
}
