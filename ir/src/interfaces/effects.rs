//! MemoryEffectOpInterface: what an op does to memory (read, write, allocate, free), on
//! which value or on unknown memory, as upstream's `getEffects`. Ops without it are
//! described by their traits: `NO_MEMORY_EFFECT` (part of `PURE`) has none, anything else unknown effects
//! (`RECURSIVE_MEMORY_EFFECTS` ops have those of the ops nested in them).

use crate::context::Context;
use crate::ir::{Body, OpId, OpRef, ValueId};
use crate::registry::Traits;

/// What an effect does.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EffectKind {
    /// Reads the memory.
    Read,
    /// Writes the memory.
    Write,
    /// Allocates the memory (the value is the new allocation).
    Allocate,
    /// Frees the memory.
    Free,
}

/// One effect, on a value (a memref, a pointer, an allocated result) or, with `None`, on
/// memory nobody can name.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MemoryEffect {
    /// What the effect does.
    pub kind: EffectKind,
    /// The value naming the memory; `None` for memory nobody can name (which may alias anything).
    pub value: Option<ValueId>,
}

impl MemoryEffect {
    /// An effect of `kind` on the memory `value` names.
    pub fn on(kind: EffectKind, value: ValueId) -> Self {
        MemoryEffect {
            kind,
            value: Some(value),
        }
    }
}

/// An op that states its own memory effects (not those of the ops in its regions).
pub trait MemoryEffectOpInterface: Send + Sync {
    /// The op's effects (empty: none).
    fn effects(&self, op: OpRef<'_>) -> Vec<MemoryEffect>;
}

/// A [`MemoryEffectOpInterface`] for the common shapes: each listed effect on one operand
/// or result (`memref.load` reads operand 0, `memref.alloc` allocates result 0).
pub struct EffectsOn(pub &'static [(EffectKind, EffectTarget)]);

/// Which value an [`EffectsOn`] effect acts on.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EffectTarget {
    /// The operand with this index (unknown memory if the op has fewer operands).
    Operand(usize),
    /// The result with this index (unknown memory if the op has fewer results).
    Result(usize),
}

impl MemoryEffectOpInterface for EffectsOn {
    fn effects(&self, op: OpRef<'_>) -> Vec<MemoryEffect> {
        self.0
            .iter()
            .map(|&(kind, target)| {
                let value = match target {
                    EffectTarget::Operand(i) => (i < op.num_operands()).then(|| op.operand(i)),
                    EffectTarget::Result(i) => op.results().get(i).copied(),
                };
                MemoryEffect { kind, value }
            })
            .collect()
    }
}

/// The effects of `op` itself: `Some(vec![])` for none, `None` when unknown. Unregistered
/// ops and `HAS_SIDE_EFFECTS` ops are unknown.
pub fn op_effects(op: OpRef<'_>) -> Option<Vec<MemoryEffect>> {
    let def = op.def()?;
    if def.has_trait(Traits::HAS_SIDE_EFFECTS) {
        return None;
    }
    if let Some(iface) = def.interface::<dyn MemoryEffectOpInterface>() {
        return Some(iface.effects(op));
    }
    def.has_trait(Traits::NO_MEMORY_EFFECT).then(Vec::new)
}

/// Whether every effect of `root` and, for `RECURSIVE_MEMORY_EFFECTS` ops, of everything
/// nested in them passes `allowed` (upstream's walk in `wouldOpBeTriviallyDead`): an op
/// of unknown effects fails unless it only has the effects of its regions.
pub fn nested_effects_all(
    ctx: &Context,
    body: &Body,
    root: OpId,
    allowed: &dyn Fn(OpRef<'_>, &MemoryEffect) -> bool,
) -> bool {
    // Explicit stack: nesting depth comes from the input.
    let mut stack: Vec<(&Body, OpId)> = vec![(body, root)];
    while let Some((b, op)) = stack.pop() {
        let op_ref = OpRef::new(ctx, b, op);
        let Some(def) = op_ref.def() else {
            return false;
        };
        if def.has_trait(Traits::HAS_SIDE_EFFECTS) {
            return false;
        }
        let recursive = def.has_trait(Traits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            let (rb, regions) = b.op_regions(op);
            for &r in regions {
                for blk in rb.region_blocks(r) {
                    stack.extend(rb.block_ops(blk).map(|o| (rb, o)));
                }
            }
        }
        match op_effects(op_ref) {
            Some(effects) if effects.iter().all(|e| allowed(op_ref, e)) => {}
            Some(_) => return false,
            None if recursive => {}
            None => return false,
        }
    }
    true
}

/// No memory effects in `op` or anything nested in it (upstream `isMemoryEffectFree`).
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    nested_effects_all(ctx, body, op, &|_, _| false)
}

/// Whether `op` and what is nested in it only read memory (upstream CSE's read-only ops).
pub fn only_reads(ctx: &Context, body: &Body, op: OpId) -> bool {
    nested_effects_all(ctx, body, op, &|_, e| e.kind == EffectKind::Read)
}

/// Whether removing `op` once unused changes nothing but memory only it sees: its effects
/// are reads, or act on values it allocates itself (upstream `wouldOpBeTriviallyDeadImpl`).
pub fn removable_effects(ctx: &Context, body: &Body, op: OpId) -> bool {
    nested_effects_all(ctx, body, op, &|o, e| {
        let own_alloc = |v: ValueId| {
            o.results().contains(&v)
                && op_effects(o).is_some_and(|all| {
                    all.iter()
                        .any(|a| a.kind == EffectKind::Allocate && a.value == Some(v))
                })
        };
        e.kind == EffectKind::Read || e.value.is_some_and(own_alloc)
    })
}
