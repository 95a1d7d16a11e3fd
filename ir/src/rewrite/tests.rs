//! Tests of the rewriter and the drivers on a small `rw` dialect.

use super::*;
use crate::asm::{parse_module, print_module, PrintOptions};
use crate::attrs::{Attribute, Location};
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Module, OpId, OpRef, OperationState};
use crate::registry::{Arity, DialectDef, FoldResult, OpDef, Traits};
use crate::types::Type;

fn fold_const(op: OpRef<'_>, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attr(op.attr("value")?)])
}

/// `add(c1, c2)` folds to the sum; `add(x, 0)` folds to `x`.
fn fold_add(op: OpRef<'_>, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = op.ctx;
    let int = |i: usize| {
        operands
            .get(i)
            .copied()
            .flatten()
            .and_then(|a| ctx.attr_as_int(a))
    };
    match (int(0), int(1)) {
        (Some(a), Some(b)) => Some(vec![FoldResult::Attr(
            ctx.integer_attr(op.result_type(0), a + b),
        )]),
        (_, Some(0)) => Some(vec![FoldResult::Value(op.operand(0))]),
        // A folder that answers with the op's own result (an in-place update).
        (_, Some(-1)) => Some(vec![FoldResult::Value(op.result(0))]),
        _ => None,
    }
}

fn materialize(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    Some(
        OperationState::new(ctx, "rw.const", loc)
            .results(&[ty])
            .attr(ctx, "value", value),
    )
}

/// `neg(neg(x))` is `x`.
struct DoubleNeg;
impl RewritePattern for DoubleNeg {
    fn root(&self) -> Option<&str> {
        Some("rw.neg")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        let body = rw.body();
        let inner = body.operand(op, 0);
        let crate::ir::ValueDef::Result { op: def, .. } = body.value(inner).def else {
            return Ok(false);
        };
        if body.op(def).name != body.op(op).name {
            return Ok(false);
        }
        let x = body.operand(def, 0);
        rw.replace_op(op, &[x]);
        Ok(true)
    }
}

/// Claims success on every op without changing anything.
struct Liar;
impl RewritePattern for Liar {
    fn root(&self) -> Option<&str> {
        None
    }
    fn match_and_rewrite(&self, _: OpId, _: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        Ok(true)
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    let mut d = DialectDef::new("rw")
        .op(OpDef::new("rw.const")
            .traits(Traits::CONSTANT_LIKE | Traits::PURE)
            .inherent(&["value"])
            .results(Arity::Exactly(1))
            .folder(fold_const))
        .op(OpDef::new("rw.add")
            .traits(Traits::PURE | Traits::COMMUTATIVE)
            .folder(fold_add))
        .op(OpDef::new("rw.neg")
            .traits(Traits::PURE)
            .canonicalizer(|| vec![Box::new(DoubleNeg)]))
        .op(OpDef::new("rw.effect").traits(Traits::HAS_SIDE_EFFECTS))
        .op(OpDef::new("rw.use"));
    d.materialize_constant = Some(materialize);
    ctx.load_dialect(d);
    ctx.allow_unregistered = true;
    ctx
}

fn parse(ctx: &Context, src: &str) -> Module {
    parse_module(ctx, "t.mlir", src).unwrap_or_else(|e| panic!("{e:?}"))
}

fn print(ctx: &Context, m: &Module) -> String {
    print_module(ctx, m, &PrintOptions::default())
}

fn greedy(ctx: &Context, m: &mut Module, patterns: &PatternSet) -> GreedyStats {
    apply_patterns_greedily(ctx, m.body_mut(), patterns, &GreedyConfig::default()).unwrap()
}

#[test]
fn folds_constants_and_erases_dead_operands() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%a = "rw.const"() <{value = 1 : i32}> : () -> i32
%b = "rw.const"() <{value = 2 : i32}> : () -> i32
%s = "rw.add"(%a, %b) : (i32, i32) -> i32
"rw.use"(%s) : (i32) -> ()
"#,
    );
    let stats = greedy(&ctx, &mut m, &PatternSet::new());
    let out = print(&ctx, &m);
    assert!(out.contains("value = 3 : i32"), "{out}");
    assert!(
        !out.contains("rw.add") && !out.contains("value = 1 :"),
        "{out}"
    );
    assert_eq!(stats.folds, 1);
    assert!(stats.converged);
}

#[test]
fn equal_constants_are_merged() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%a = "rw.const"() <{value = 7 : i32}> : () -> i32
%b = "rw.const"() <{value = 7 : i32}> : () -> i32
"rw.use"(%a, %b) : (i32, i32) -> ()
"#,
    );
    greedy(&ctx, &mut m, &PatternSet::new());
    let out = print(&ctx, &m);
    assert_eq!(out.matches("rw.const").count(), 1, "{out}");
}

#[test]
fn empty_success_does_not_rescan() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%a = "rw.const"() <{value = 7 : i32}> : () -> i32
%n = "rw.neg"(%a) : (i32) -> i32
"rw.use"(%n) : (i32) -> ()
"#,
    );
    let patterns = PatternSet::from_patterns(&ctx, vec![Box::new(Liar)]);
    let stats = greedy(&ctx, &mut m, &patterns);
    assert_eq!(stats.iterations, 1);
    assert_eq!(stats.rewrites, 0);
    assert!(stats.empty_successes >= 2);
    assert!(stats.converged);
}

#[test]
fn canonicalization_patterns_apply_and_dead_ops_go() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%x = "rw.effect"() : () -> i32
%n = "rw.neg"(%x) : (i32) -> i32
%nn = "rw.neg"(%n) : (i32) -> i32
"rw.use"(%nn) : (i32) -> ()
"#,
    );
    let stats = greedy(&ctx, &mut m, &PatternSet::canonicalization(&ctx));
    let out = print(&ctx, &m);
    assert!(!out.contains("rw.neg"), "{out}");
    assert!(out.contains("\"rw.use\"(%0)"), "{out}");
    assert_eq!(stats.rewrites, 1);
    assert_eq!(stats.dead, 1);
    // One scan that changed the IR, one that confirms the fixpoint.
    assert_eq!(stats.iterations, 2);
}

#[test]
fn side_effects_and_unregistered_ops_are_kept() {
    let ctx = context();
    let src = r#"
%x = "rw.effect"() : () -> i32
%y = "other.op"() : () -> i32
%z = "rw.use"() : () -> i32
"#;
    let mut m = parse(&ctx, src);
    let before = print(&ctx, &m);
    let stats = greedy(&ctx, &mut m, &PatternSet::new());
    assert_eq!(print(&ctx, &m), before);
    assert_eq!(stats.iterations, 1);
}

#[test]
fn commutative_ops_put_constants_last() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%x = "rw.effect"() : () -> i32
%c = "rw.const"() <{value = 5 : i32}> : () -> i32
%s = "rw.add"(%c, %x) : (i32, i32) -> i32
"rw.use"(%s) : (i32) -> ()
"#,
    );
    greedy(&ctx, &mut m, &PatternSet::new());
    let out = print(&ctx, &m);
    assert!(
        out.contains("\"rw.add\"(%1, %0)") || out.contains("\"rw.add\"(%0, %1)"),
        "{out}"
    );
    let body = m.body();
    let add = body
        .all_ops()
        .find(|&o| ctx.op_name_str(body.op(o).name) == "rw.add")
        .unwrap();
    assert!(
        constant_value(&ctx, body, body.operand(add, 1)).is_some(),
        "{out}"
    );
    assert!(
        constant_value(&ctx, body, body.operand(add, 0)).is_none(),
        "{out}"
    );
}

#[test]
fn rewrite_limit_stops_the_driver() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%x = "rw.effect"() : () -> i32
%n = "rw.neg"(%x) : (i32) -> i32
%nn = "rw.neg"(%n) : (i32) -> i32
"rw.use"(%nn) : (i32) -> ()
"#,
    );
    let config = GreedyConfig {
        max_rewrites: Some(0),
        ..Default::default()
    };
    let stats = apply_patterns_greedily(
        &ctx,
        m.body_mut(),
        &PatternSet::canonicalization(&ctx),
        &config,
    )
    .unwrap();
    assert_eq!(stats.rewrites, 0);
    assert!(print(&ctx, &m).contains("rw.neg"));
}

#[test]
fn walk_driver_applies_each_op_once() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%x = "rw.effect"() : () -> i32
%n = "rw.neg"(%x) : (i32) -> i32
%nn = "rw.neg"(%n) : (i32) -> i32
"rw.use"(%nn) : (i32) -> ()
"#,
    );
    let n = apply_patterns_walk(&ctx, m.body_mut(), &PatternSet::canonicalization(&ctx)).unwrap();
    assert_eq!(n, 1);
    let out = print(&ctx, &m);
    assert_eq!(
        out.matches("rw.neg").count(),
        1,
        "the walk driver does not remove dead ops: {out}"
    );
}

#[test]
fn rewriter_logs_block_surgery() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%x = "rw.effect"() : () -> i32
%y = "rw.effect"() : () -> i32
"rw.use"(%x, %y) : (i32, i32) -> ()
"#,
    );
    let block = m.block();
    let body = m.body_mut();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let mut rw = PatternRewriter::new(&ctx, body);
    let tail = rw.split_block(block, ops[1]);
    assert_eq!(
        rw.take_changes(),
        vec![Change::Inserted(ops[1]), Change::Inserted(ops[2])]
    );
    assert_eq!(rw.body().block_ops(block).collect::<Vec<_>>(), vec![ops[0]]);
    rw.merge_blocks(tail, block, &[]);
    assert_eq!(rw.body().block_ops(block).collect::<Vec<_>>(), ops);
    assert_eq!(rw.take_changes().len(), 2);
    let y = rw.body().result(ops[1], 0);
    let x = rw.body().result(ops[0], 0);
    rw.replace_all_uses(y, x);
    assert_eq!(rw.take_changes(), vec![Change::Modified(ops[2])]);
    rw.erase_op(ops[1]);
    assert_eq!(rw.take_changes(), vec![Change::Erased(ops[1])]);
}

#[test]
fn folding_to_own_result_keeps_the_op() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"
%x = "rw.effect"() : () -> i32
%c = "rw.const"() <{value = -1 : i32}> : () -> i32
%s = "rw.add"(%x, %c) : (i32, i32) -> i32
"rw.use"(%s) : (i32) -> ()
"#,
    );
    let stats = greedy(&ctx, &mut m, &PatternSet::new());
    let out = print(&ctx, &m);
    assert!(
        out.contains("\"rw.add\"(%1, %0)") && out.contains("\"rw.use\"(%2)"),
        "{out}"
    );
    assert!(stats.converged && stats.iterations == 1 && stats.folds == 0);
}
