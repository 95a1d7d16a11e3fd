//! Speculation (upstream `ConditionallySpeculatable`): whether an op may run where the
//! program would not run it, as loop-invariant code motion does when it hoists it out of a
//! loop that may run zero times. Memory effects are a separate question
//! ([`is_memory_effect_free`](super::is_memory_effect_free)); `Pure` is both.

use crate::context::Context;
use crate::ir::{Body, OpId, OpRef};
use crate::registry::Traits;

/// How speculatable an op is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Speculatability {
    /// Running it may trap or be undefined (a division by a divisor that may be zero).
    NotSpeculatable,
    /// Safe to run where the program would not (hoisted): it cannot trap and is never undefined.
    Speculatable,
    /// Speculatable if every op nested in it is.
    RecursivelySpeculatable,
}

/// An op whose speculatability depends on the op (its operands, attributes or types).
pub trait ConditionallySpeculatable: Send + Sync {
    /// How speculatable `op` is, given its operands, attributes and types.
    fn speculatability(&self, op: OpRef<'_>) -> Speculatability;
}

/// The op's speculatability: by its interface, else by its traits (`ALWAYS_SPECULATABLE`,
/// part of `PURE`; `RECURSIVELY_SPECULATABLE`); ops without either are not speculatable.
pub fn speculatability(op: OpRef<'_>) -> Speculatability {
    let Some(def) = op.def() else {
        return Speculatability::NotSpeculatable;
    };
    if let Some(iface) = def.interface::<dyn ConditionallySpeculatable>() {
        return iface.speculatability(op);
    }
    if def.has_trait(Traits::ALWAYS_SPECULATABLE) {
        Speculatability::Speculatable
    } else if def.has_trait(Traits::RECURSIVELY_SPECULATABLE) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// Whether `op` may be executed speculatively (upstream `isSpeculatable`), looking into the
/// regions of recursively speculatable ops.
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    // Explicit stack: nesting depth comes from the input.
    let mut stack: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        match speculatability(OpRef::new(ctx, b, o)) {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => {
                let (rb, regions) = b.op_regions(o);
                for &r in regions {
                    for blk in rb.region_blocks(r) {
                        stack.extend(rb.block_ops(blk).map(|x| (rb, x)));
                    }
                }
            }
        }
    }
    true
}

/// A `dim` op (`memref.dim`, `tensor.dim`: operand 0 a shaped value, operand 1 the index):
/// speculatable when the index is a constant within the rank of a ranked source, as
/// upstream's `DimOp::getSpeculatability`.
pub struct ConstantDimIndex;

impl ConditionallySpeculatable for ConstantDimIndex {
    fn speculatability(&self, op: OpRef<'_>) -> Speculatability {
        if op.num_operands() != 2 {
            return Speculatability::NotSpeculatable;
        }
        let index = crate::rewrite::constant_value(op.ctx, op.body, op.operand(1))
            .and_then(|a| op.ctx.attr_as_int(a));
        let rank = op.ctx.shape(op.operand_type(0)).map(<[i64]>::len);
        match (index, rank) {
            (Some(i), Some(rank)) if i >= 0 && i < rank as i128 => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}
