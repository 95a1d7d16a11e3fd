//! The interface helpers on a small dialect `t` parsed from text.

use super::*;
use crate::asm::parse_module;
use crate::context::Context;
use crate::ir::{Body, OpId, OpRef};
use crate::registry::{Arity, DialectDef, OpDef, Traits};
use std::ops::Range;

/// `t.loop`: region 0 runs again or leaves; `t.once`: region 0 then out.
struct Looping(bool);
impl RegionBranchOpInterface for Looping {
    fn entry_successors(
        &self,
        _: OpRef<'_>,
        _: &[Option<crate::Attribute>],
    ) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Region(0)]
    }
    fn region_successors(&self, _: OpRef<'_>, _: usize) -> Vec<RegionSuccessor> {
        match self.0 {
            true => vec![RegionSuccessor::Region(0), RegionSuccessor::Parent],
            false => vec![RegionSuccessor::Parent],
        }
    }
    fn entry_successor_operands(&self, _: OpRef<'_>, _: RegionSuccessor) -> Range<usize> {
        0..0
    }
    fn successor_inputs(&self, _: OpRef<'_>, _: RegionSuccessor) -> Range<usize> {
        0..0
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    let effects = |name: &str, e: &'static [(EffectKind, EffectTarget)]| {
        OpDef::new(name).implements::<dyn MemoryEffectOpInterface>(Box::new(EffectsOn(e)))
    };
    let region_op = |name: &str, looping: bool| {
        OpDef::new(name)
            .regions(Arity::Exactly(1))
            .traits(Traits::RECURSIVE_MEMORY_EFFECTS)
            .implements::<dyn RegionBranchOpInterface>(Box::new(Looping(looping)))
    };
    ctx.load_dialect(
        DialectDef::new("t")
            .op(effects(
                "t.read",
                &[(EffectKind::Read, EffectTarget::Operand(0))],
            ))
            .op(effects(
                "t.write",
                &[(EffectKind::Write, EffectTarget::Operand(0))],
            ))
            .op(effects(
                "t.alloc",
                &[(EffectKind::Allocate, EffectTarget::Result(0))],
            ))
            .op(effects(
                "t.free",
                &[(EffectKind::Free, EffectTarget::Operand(0))],
            ))
            .op(OpDef::new("t.pure").traits(Traits::PURE))
            .op(OpDef::new("t.unknown"))
            .op(OpDef::new("t.end").traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE))
            .op(region_op("t.loop", true))
            .op(region_op("t.once", false)),
    );
    ctx.allow_unregistered = true;
    ctx
}

const SRC: &str = r#"
%m = "t.alloc"() : () -> i32
%r = "t.read"(%m) : (i32) -> i32
"t.write"(%m) : (i32) -> ()
"t.free"(%m) : (i32) -> ()
%p = "t.pure"() : () -> i32
%u = "t.unknown"() : () -> i32
%x = "x.unregistered"() : () -> i32
"t.loop"() ({
  %l = "t.read"(%m) : (i32) -> i32
  "t.end"() : () -> ()
}) : () -> ()
"t.once"() ({
  "t.write"(%m) : (i32) -> ()
  "t.end"() : () -> ()
}) : () -> ()
"#;

/// The module's top-level ops, in order.
fn top_ops(body: &Body) -> Vec<OpId> {
    let region = body.root_regions()[0];
    let block = body.entry_block(region).unwrap();
    body.block_ops(block).collect()
}

#[test]
fn effects_decide_what_may_go() {
    let ctx = context();
    let m = parse_module(&ctx, "t.mlir", SRC).unwrap_or_else(|e| panic!("{e:?}"));
    let body = m.body();
    let ops = top_ops(body);
    let name = |op: OpId| ctx.op_name_str(body.op(op).name);
    let removable: Vec<&str> = ops
        .iter()
        .filter(|&&op| removable_effects(&ctx, body, op))
        .map(|&op| name(op))
        .collect();
    // Reads and own allocations go; writes, frees and unknown effects stay; a region op
    // has the effects of what it holds.
    assert_eq!(removable, ["t.alloc", "t.read", "t.pure", "t.loop"]);
    let free: Vec<&str> = ops
        .iter()
        .filter(|&&op| is_memory_effect_free(&ctx, body, op))
        .map(|&op| name(op))
        .collect();
    assert_eq!(free, ["t.pure"]);
    let read_only: Vec<&str> = ops
        .iter()
        .filter(|&&op| only_reads(&ctx, body, op))
        .map(|&op| name(op))
        .collect();
    assert_eq!(read_only, ["t.read", "t.pure", "t.loop"]);
    let write = OpRef::new(&ctx, body, ops[2]);
    assert_eq!(
        op_effects(write),
        Some(vec![MemoryEffect::on(
            EffectKind::Write,
            body.operand(ops[2], 0)
        )])
    );
    assert_eq!(op_effects(OpRef::new(&ctx, body, ops[5])), None);
}

#[test]
fn loops_are_regions_control_comes_back_to() {
    let ctx = context();
    let m = parse_module(&ctx, "t.mlir", SRC).unwrap_or_else(|e| panic!("{e:?}"));
    let body = m.body();
    let ops = top_ops(body);
    let looping: Vec<bool> = ops
        .iter()
        .map(|&op| has_loop(OpRef::new(&ctx, body, op)))
        .collect();
    assert_eq!(
        looping,
        [false, false, false, false, false, false, false, true, false]
    );
}

#[test]
fn interface_names_are_listed_without_their_paths() {
    let def = OpDef::new("t.op")
        .implements::<dyn RegionBranchOpInterface>(Box::new(Looping(true)))
        .implements::<dyn MemoryEffectOpInterface>(Box::new(EffectsOn(&[])));
    assert_eq!(
        def.interface_names(),
        ["MemoryEffectOpInterface", "RegionBranchOpInterface"]
    );
}

#[test]
fn speculatability_from_traits_and_nested_ops() {
    let mut ctx = Context::new();
    ctx.load_dialect(
        DialectDef::new("s")
            .op(OpDef::new("s.pure").traits(Traits::PURE))
            .op(OpDef::new("s.quiet").traits(Traits::NO_MEMORY_EFFECT))
            .op(OpDef::new("s.wrap")
                .traits(
                    Traits::RECURSIVELY_SPECULATABLE
                        | Traits::RECURSIVE_MEMORY_EFFECTS
                        | Traits::NO_TERMINATOR,
                )
                .regions(Arity::Exactly(1))),
    );
    let src = r#"
"s.wrap"() ({
  %0 = "s.pure"() : () -> i32
  "s.quiet"() : () -> ()
}) : () -> ()
"s.wrap"() ({
  %1 = "s.pure"() : () -> i32
}) : () -> ()
"#;
    let m = parse_module(&ctx, "s.mlir", src).unwrap_or_else(|e| panic!("{e:?}"));
    let body = m.body();
    let ops = top_ops(body);
    // Pure is both parts; a recursively speculatable op is as speculatable as its contents.
    assert!(Traits::PURE.contains(Traits::NO_MEMORY_EFFECT | Traits::ALWAYS_SPECULATABLE));
    assert!(!is_speculatable(&ctx, body, ops[0]));
    assert!(is_speculatable(&ctx, body, ops[1]));
    assert!(is_memory_effect_free(&ctx, body, ops[0]));
}
