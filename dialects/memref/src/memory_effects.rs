//! Memory effects of the memref ops that allocate, free, read and write buffers
//! (MemoryEffectOpInterface), as upstream's `MemAlloc`/`MemFree`/`MemRead`/`MemWrite`.

use crate::ops::{AllocOp, AllocaOp, CopyOp, DeallocOp, LoadOp, StoreOp};
use xla_ir::interfaces::{EffectKind, EffectTarget, EffectsOn, MemoryEffectOpInterface};
use xla_ir::DialectDef;

use EffectKind::{Allocate, Free, Read, Write};
use EffectTarget::{Operand, Result};

/// Attaches the interface to the ops that touch memory.
pub fn attach(d: &mut DialectDef) {
    for def in &mut d.ops {
        let effects: &'static [(EffectKind, EffectTarget)] = match def.name.as_str() {
            AllocOp::NAME | AllocaOp::NAME => &[(Allocate, Result(0))],
            DeallocOp::NAME => &[(Free, Operand(0))],
            LoadOp::NAME => &[(Read, Operand(0))],
            StoreOp::NAME => &[(Write, Operand(1))],
            CopyOp::NAME => &[(Read, Operand(0)), (Write, Operand(1))],
            _ => continue,
        };
        def.add_interface::<dyn MemoryEffectOpInterface>(Box::new(EffectsOn(effects)));
    }
}
