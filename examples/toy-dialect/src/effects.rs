//! `toy.read` and `toy.print`: input and output, memory no value names. Their
//! MemoryEffectOpInterface is what the core's `cse` and `dce` read: two reads with no print
//! between them merge, an unused read goes, prints stay.

use crate::ops::{PrintOp, ReadOp};
use xla_ir::interfaces::{EffectKind, MemoryEffect, MemoryEffectOpInterface};
use xla_ir::registry::{Arity, OpDef};
use xla_ir::OpRef;

/// One effect on the program's input or output.
struct Effect(EffectKind);

impl MemoryEffectOpInterface for Effect {
    fn effects(&self, _op: OpRef<'_>) -> Vec<MemoryEffect> {
        vec![MemoryEffect {
            kind: self.0,
            value: None,
        }]
    }
}

pub fn read_op() -> OpDef {
    OpDef::new(ReadOp::NAME)
        .summary("Reads the next input value")
        .operands(Arity::Exactly(0))
        .results(Arity::Exactly(1))
        .implements::<dyn MemoryEffectOpInterface>(Box::new(Effect(EffectKind::Read)))
        .example("%x = \"toy.read\"() : () -> f32")
}

pub fn print_op() -> OpDef {
    OpDef::new(PrintOp::NAME)
        .summary("Prints a value")
        .operands(Arity::Exactly(1))
        .results(Arity::Exactly(0))
        .implements::<dyn MemoryEffectOpInterface>(Box::new(Effect(EffectKind::Write)))
        .example("\"toy.print\"(%x) : (f32) -> ()")
}
