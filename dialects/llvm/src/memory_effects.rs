//! Memory effects of `llvm.alloca`, `llvm.load` and `llvm.store` (MemoryEffectOpInterface),
//! as upstream's `getEffects`.

use crate::ops::{AllocaOp, LoadOp, StoreOp};
use xla_ir::interfaces::{
    EffectKind, EffectTarget, EffectsOn, MemoryEffect, MemoryEffectOpInterface,
};
use xla_ir::{DialectDef, OpRef};

/// `not_atomic` and `unordered`: orderings that do not synchronize.
const UNSYNCHRONIZED: [i128; 2] = [0, 1];

/// Attaches the interface to the memory ops.
pub fn attach(d: &mut DialectDef) {
    for def in &mut d.ops {
        match def.name.as_str() {
            AllocaOp::NAME => def.add_interface::<dyn MemoryEffectOpInterface>(Box::new(
                EffectsOn(&[(EffectKind::Allocate, EffectTarget::Result(0))]),
            )),
            LoadOp::NAME => def.add_interface::<dyn MemoryEffectOpInterface>(Box::new(Access {
                kind: EffectKind::Read,
                address: 0,
            })),
            StoreOp::NAME => def.add_interface::<dyn MemoryEffectOpInterface>(Box::new(Access {
                kind: EffectKind::Write,
                address: 1,
            })),
            _ => {}
        }
    }
}

/// A load or store through the pointer operand `address`; a volatile or synchronizing one
/// also reads and writes memory the pointer does not name.
struct Access {
    kind: EffectKind,
    address: usize,
}

impl MemoryEffectOpInterface for Access {
    fn effects(&self, op: OpRef<'_>) -> Vec<MemoryEffect> {
        let mut effects = Vec::new();
        if self.address < op.num_operands() {
            effects.push(MemoryEffect::on(self.kind, op.operand(self.address)));
        }
        let ordering = op.attr("ordering").and_then(|a| op.ctx.attr_as_int(a));
        let synchronizes = ordering.is_some_and(|o| !UNSYNCHRONIZED.contains(&o));
        if op.attr("volatile_").is_some() || synchronizes {
            for kind in [EffectKind::Write, EffectKind::Read] {
                effects.push(MemoryEffect { kind, value: None });
            }
        }
        effects
    }
}
